"""`callbreak --smoke-test`: prove that this copy of the game works, headless, in seconds.

It does what a player's first minute does, under SDL's dummy video and audio drivers:
opens the store (in --config-dir/--data-dir, else in a temporary directory, never the
player's own), opens the window and draws the main menu (timing the first frame from the
moment the process started), loads every asset file itself (the game's own loaders quietly
fall back when a file is missing; this must not), builds and draws every scene, asks the
computer players' worker process a question (the part a frozen build most easily breaks),
plays one full round with computer players in all four seats at instant speed, and writes
and reads back the settings.

It prints a short report and returns 0, or prints what failed and returns 1. With
`--smoke-test-report PATH` the report also goes to PATH: a windowed Windows program has no
stdout.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

WORKER_TIMEOUT = 60.0  # seconds for the worker process's first answer (it starts cold)
ROUND_TIMEOUT = 120.0  # seconds for one round on the table (it takes a few)
# Whole rounds are played at a quick level whatever the settings say (the search levels
# think for a second a card); every level still answers one call and one card.
ROUND_LEVEL = "medium"


# -- when did this process start? -----------------------------------------------------------
def process_age() -> tuple[float, str]:
    """Seconds since the operating system started this process, and what that was measured
    from. Falls back to CPU time used (close, as start-up is CPU-bound) if the OS won't say."""
    try:
        age = _os_process_age()
    except Exception:  # noqa: BLE001 - any OS quirk: use the fallback
        age = None
    if age is not None and 0.0 <= age < 24 * 3600:
        return age, "process start"
    return time.process_time(), "CPU time since start"


def _os_process_age() -> float | None:
    if sys.platform.startswith("linux"):
        # field 22 of /proc/self/stat: start time in clock ticks after boot
        stat = Path("/proc/self/stat").read_text()
        ticks = int(stat.rsplit(")", 1)[1].split()[19])
        return time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK")
    if sys.platform == "win32":
        import ctypes
        from ctypes import wintypes

        k32 = ctypes.windll.kernel32
        k32.GetCurrentProcess.restype = wintypes.HANDLE
        created, exited, kernel, user, now = (wintypes.FILETIME() for _ in range(5))
        if not k32.GetProcessTimes(k32.GetCurrentProcess(), ctypes.byref(created),
                                   ctypes.byref(exited), ctypes.byref(kernel),
                                   ctypes.byref(user)):
            return None
        k32.GetSystemTimePreciseAsFileTime(ctypes.byref(now))

        def ticks(ft: Any) -> int:  # 100 ns units
            return (ft.dwHighDateTime << 32) | ft.dwLowDateTime

        return (ticks(now) - ticks(created)) / 1e7
    if sys.platform == "darwin":
        import ctypes
        import ctypes.util
        import struct

        libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        mib = (ctypes.c_int * 4)(1, 14, 1, os.getpid())  # CTL_KERN, KERN_PROC, KERN_PROC_PID
        buf = ctypes.create_string_buffer(4096)
        size = ctypes.c_size_t(len(buf))
        if libc.sysctl(mib, 4, buf, ctypes.byref(size), None, ctypes.c_size_t(0)) != 0:
            return None
        # kinfo_proc starts with extern_proc, whose first member is p_starttime (timeval)
        seconds, micros = struct.unpack_from("=qi", buf.raw, 0)
        return time.time() - (seconds + micros / 1e6)
    return None


# -- the report -----------------------------------------------------------------------------
class SmokeFailure(Exception):
    """A check that failed, with a sentence saying what the player would have met (and, for
    an unexpected error, where it came from)."""

    def __init__(self, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.detail = detail


class Report:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.notes: list[str] = []  # parts not built yet or not covered (not failures)
        self.first_frame: float | None = None
        self.clock = ""

    def add(self, line: str) -> None:
        self.lines.append(line)


def _step(report: Report, name: str, action: Callable[[], str]) -> None:
    try:
        report.add(f"  {name}: {action()}")
    except SmokeFailure as exc:
        raise SmokeFailure(f"{name}: {exc}", exc.detail) from exc
    except Exception as exc:  # noqa: BLE001 - anything else is a failure of this step
        raise SmokeFailure(f"{name}: {type(exc).__name__}: {exc}",
                           traceback.format_exc(limit=-6)) from exc


def _module_exists(name: str) -> bool:
    """True when the module is there to import (an import error inside it still fails)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # the parent package is missing
        return False


# -- the checks -----------------------------------------------------------------------------
@contextlib.contextmanager
def _directories(args: argparse.Namespace) -> Iterator[tuple[Path, Path]]:
    """--config-dir/--data-dir when given; otherwise a temporary directory, removed after."""
    config_dir = getattr(args, "config_dir", None)
    data_dir = getattr(args, "data_dir", None)
    if config_dir is not None and data_dir is not None:
        yield Path(config_dir), Path(data_dir)
        return
    with tempfile.TemporaryDirectory(prefix="callbreak-smoke-") as tmp:
        yield (Path(config_dir) if config_dir is not None else Path(tmp) / "config",
               Path(data_dir) if data_dir is not None else Path(tmp) / "data")


def _check_version() -> str:
    import callbreak

    frozen = bool(getattr(sys, "frozen", False))
    if frozen:  # a bundle without its dist-info would report the fallback version
        from importlib import metadata

        try:
            found = metadata.version("callbreak")
        except metadata.PackageNotFoundError:
            raise SmokeFailure("the bundle carries no callbreak metadata (version)") from None
        if found != callbreak.__version__:
            raise SmokeFailure(f"version {callbreak.__version__} but metadata says {found}")
    kind = "frozen bundle" if frozen else "Python " + platform.python_version()
    return f"callbreak {callbreak.__version__} ({kind}, {platform.system()} " \
           f"{platform.machine()})"


def _load_assets() -> str:
    """Every file the game shows or plays, loaded here directly and strictly."""
    import pygame

    from callbreak.engine import CARDS
    from callbreak.resources import asset, assets_dir

    root = assets_dir()
    if not root.is_dir():
        raise SmokeFailure(f"the assets folder {root} is missing")

    def need(*parts: str) -> Path:
        path = asset(*parts)
        if not path.is_file():
            raise SmokeFailure(f"missing asset {Path(*parts).as_posix()} (looked in {root})")
        return path

    size = (98, 133)
    pictures = [need("cards", "faces", f"{card.code}.svg") for card in CARDS]
    pictures += [need("cards", "backs", f"back_{name}.svg") for name in ("red", "blue")]
    for path in pictures:
        surf = pygame.image.load_sized_svg(str(path), size)
        if surf.get_width() < size[0] // 2:
            raise SmokeFailure(f"{path.name} rasterised to {surf.get_size()}")

    fonts = 0
    for name, sample in (("DejaVuSans.ttf", "Callbreak ♠♥♣♦ 4.2"),
                         ("DejaVuSans-Bold.ttf", "Callbreak ♠♥♣♦ 4.2"),
                         ("Lohit-Devanagari.ttf", "कलब्रेक")):
        font = pygame.font.Font(str(need("fonts", name)), 24)
        if font.render(sample, True, (0, 0, 0)).get_width() < 20:
            raise SmokeFailure(f"{name} rendered nothing")
        fonts += 1

    from callbreak.app.sound import NAMES

    if not pygame.mixer.get_init():
        pygame.mixer.init()
    for name in NAMES:
        sound = pygame.mixer.Sound(str(need("sounds", f"{name}.wav")))
        if sound.get_length() <= 0:
            raise SmokeFailure(f"sounds/{name}.wav is empty")

    icon = pygame.image.load(str(need("icons", "callbreak.png")))
    if icon.get_width() < 32:
        raise SmokeFailure(f"icons/callbreak.png is only {icon.get_size()}")
    _check_ico(need("icons", "callbreak.ico"))
    _check_icns(need("icons", "callbreak.icns"))
    return (f"{len(pictures)} card pictures, {fonts} fonts, {len(NAMES)} sounds, 3 icons "
            f"from {root}")


def _check_ico(path: Path) -> None:
    """A Windows icon: a directory of images (SDL_image cannot read the PNG-compressed
    kind, so each entry is checked here, PNG entries decoded with pygame)."""
    import io
    import struct

    import pygame

    data = path.read_bytes()
    try:
        reserved, kind, count = struct.unpack_from("<HHH", data, 0)
        entries = [struct.unpack_from("<II", data, 6 + 16 * i + 8) for i in range(count)]
    except struct.error:
        raise SmokeFailure(f"{path.name} is cut short") from None
    if reserved != 0 or kind != 1 or count < 1:
        raise SmokeFailure(f"{path.name} is not an ICO file")
    for i, (size, offset) in enumerate(entries):
        if offset + size > len(data):
            raise SmokeFailure(f"{path.name}: image {i} runs past the end of the file")
        image = data[offset:offset + size]
        if image.startswith(b"\x89PNG"):
            pygame.image.load(io.BytesIO(image), "icon.png")


def _check_icns(path: Path) -> None:
    """A macOS icon: 'icns', then the file's length, then typed chunks."""
    import struct

    data = path.read_bytes()
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise SmokeFailure(f"{path.name} is not an ICNS file")


def _open_store(config_dir: Path, data_dir: Path, reset: bool) -> Any:
    from callbreak.store import Store

    return Store.open(config_dir, data_dir, reset)


def _check_settings(config_dir: Path, data_dir: Path) -> str:
    """Change one setting, save it, read it back through a fresh store, put it back."""
    store = _open_store(config_dir, data_dir, False)
    before = store.settings
    changed = before.with_(volume=0.35 if before.volume != 0.35 else 0.65)
    store.save_settings(changed)
    if not store.settings_path.is_file():
        raise SmokeFailure(f"no settings file was written at {store.settings_path}")
    again = _open_store(config_dir, data_dir, False)
    if again.settings != changed:
        raise SmokeFailure("the settings read back differ from those written")
    again.save_settings(before)
    if _open_store(config_dir, data_dir, False).settings != before:
        raise SmokeFailure("the original settings could not be restored")
    return f"written and read back in {store.settings_path}"


def _first_menu_frame(app: Any, report: Report) -> str:
    """The frame a player sees first, as App.run() draws it; timed from process start."""
    import pygame

    app.scenes.push(app.main_menu())
    app.step(0.0)
    app.render()
    pygame.display.flip()
    report.first_frame, report.clock = process_age()
    return f"{report.first_frame:.2f} s after {report.clock}"


def _frame(app: Any, dt: float = 1 / 60) -> None:
    """One frame as App.run() makes it: time, then drawing, then the flip."""
    import pygame

    app.step(dt)
    app.render()
    pygame.display.flip()


def _scene_factories(app: Any, report: Report,
                     finished: Any) -> list[tuple[str, Callable[[], Any]]]:
    """Every scene the app has, as (name, build). `finished` is a game that is over (for the
    final scorecard). Screens not written yet are noted, not failed."""
    from callbreak.app import menu
    from callbreak.engine import Game

    factories: list[tuple[str, Callable[[], Any]]] = [("main menu", app.main_menu)]
    for name, (module, cls) in getattr(menu, "SCREENS", {}).items():
        if _module_exists(module):
            factories.append((f"{name} screen", lambda m=module, c=cls: getattr(
                importlib.import_module(m), c)(app)))
        else:
            report.notes.append(f"the {name} screen ({module}) is not built yet")
    if _module_exists("callbreak.app.screens.ui"):
        from callbreak.app.screens import ui

        if hasattr(ui, "ConfirmScene"):
            factories.append(("confirm dialog", lambda: ui.ConfirmScene(
                app, "Reset the statistics?", lambda: None)))
    if _module_exists("callbreak.app.table"):
        from callbreak.app.table import TableScene

        factories.append(("table", lambda: TableScene(app, Game(seed="smoke-scenes"))))
        if _module_exists("callbreak.app.pause"):
            from callbreak.app.pause import PauseScene

            def paused() -> Any:
                table = TableScene(app, Game(seed="smoke-pause"))
                app.scenes.push(table)  # the overlay is drawn over it
                return PauseScene(app, table)

            factories.append(("pause overlay", paused))
    else:
        report.notes.append("the table (callbreak.app.table) is not built yet")
    if _module_exists("callbreak.app.results"):
        from callbreak.app.results import RoundResultScene, ScorecardScene

        factories.append(("round result", lambda: RoundResultScene(app, finished, lambda: None)))
        factories.append(("final scorecard", lambda: ScorecardScene(app, finished)))
    return factories


def _draw_scenes(app: Any, report: Report, finished: Any) -> str:
    """Build each scene, show it for two frames, go back to the menu."""
    names, drawn = [], set()
    for name, build in _scene_factories(app, report, finished):
        app.scenes.reset(app.main_menu())
        app.scenes.push(build())
        drawn.add(type(app.scenes.top).__name__)
        _frame(app)
        _frame(app)
        names.append(name)
    app.scenes.reset(app.main_menu())
    for missed in sorted(_all_scene_classes() - drawn - {"PlaceholderScene"}):
        report.notes.append(f"the scene {missed} is not drawn by the smoke test yet")
    return ", ".join(names) + " drawn"


def _all_scene_classes() -> set[str]:
    """The names of every Scene subclass in callbreak.app (to notice a new one)."""
    import pkgutil

    import callbreak.app
    from callbreak.app.scene import Scene

    for info in pkgutil.walk_packages(callbreak.app.__path__, "callbreak.app."):
        importlib.import_module(info.name)
    found, todo = set(), [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("callbreak.app.") and sub.__name__ not in found:
                found.add(sub.__name__)
                todo.append(sub)
    return found


def _table_round(app: Any, scratch: Path) -> str:
    """One round on the real table at instant speed; your seat is played by a computer
    player too, through the table's own call and play actions."""
    from callbreak.ai import make_player
    from callbreak.app.results import RoundResultScene
    from callbreak.app.table import TableScene
    from callbreak.engine import Game

    level = ROUND_LEVEL
    players = [make_player(level, seed=seat) for seat in range(4)]
    own_store, app.store = app.store, _open_store(scratch / "config", scratch / "data", False)
    try:  # the round saves a game and statistics: into a scratch store, never the player's
        game = Game(app.settings.rules, seed="smoke-table")
        table = TableScene(app, game, level=level)
        app.scenes.reset(table)
        deadline = time.perf_counter() + ROUND_TIMEOUT
        frames = 0
        while not isinstance(app.scenes.top, RoundResultScene):
            if time.perf_counter() > deadline or app.scenes.top is not table:
                raise SmokeFailure(f"the round stalled in {game.phase} after {frames} frames "
                                   f"(top scene {type(app.scenes.top).__name__})")
            if table.my_turn:
                view = game.view(0)
                if game.phase == "calling":
                    table.pick = players[0].choose_call(view)
                    table.confirm_call()
                elif not table.try_play(players[0].choose_card(view)):
                    raise SmokeFailure(f"the table refused a legal card: {table.message}")
            _frame(app)
            frames += 1
        _frame(app)  # the round result, drawn over the table
        tricks = sum(table.tricks)
        if tricks != 13 or not game.round_scores:
            raise SmokeFailure(f"the table showed {tricks} tricks taken, not 13")
        if not app.store.has_saved_game() or app.store.stats.rounds != 1:
            raise SmokeFailure("the round was not saved or not counted in the statistics")
    finally:
        app.store = own_store
        app.scenes.reset(app.main_menu())
    return f"13 tricks in {frames} frames, round result shown, game saved and counted"


def _check_worker(app: Any) -> str:
    """One question to the computer players' worker, answered by the worker itself (a Job's
    result falls back to a safe card on failure, which would hide a broken bundle)."""
    from callbreak.app.thinker import Thinker
    from callbreak.engine import Game

    game = Game(seed="smoke-worker")
    thinker = Thinker("process")
    try:
        seat = game.turn
        job = thinker.ask("call", ("smoke", seat), ROUND_LEVEL, 1, game.view(seat))
        if job.future is None:
            return "no worker pool on this system; players think inline"
        answer = job.future.result(timeout=WORKER_TIMEOUT)
        mode = thinker.mode
    finally:
        thinker.close()
    rules = game.rules
    if not rules.min_call <= int(answer) <= rules.max_call:
        raise SmokeFailure(f"the worker answered {answer!r} to a call")
    spawned = _check_spawned_worker(game, ROUND_LEVEL)
    return f"the {mode} worker answered a call ({answer}); {spawned}"


def _check_spawned_worker(game: Any, level: str) -> str:
    """Windows and macOS start workers by running the executable again ("spawn"); a frozen
    build then depends on freeze_support() in its entry point. Try that start method here
    too, so a Linux CI run catches what would break there."""
    import concurrent.futures as cf
    import multiprocessing

    from callbreak.app.thinker import think

    try:
        context = multiprocessing.get_context("spawn")
    except ValueError:
        return "no spawn start method here"
    seat = game.turn
    with cf.ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
        answer = pool.submit(think, "call", ("smoke-spawn", seat), level, 2,
                             game.view(seat)).result(timeout=WORKER_TIMEOUT)
    if not game.rules.min_call <= int(answer) <= game.rules.max_call:
        raise SmokeFailure(f"a spawned worker answered {answer!r} to a call")
    return f"a spawned worker answered too ({answer})"


def _play_game(level: str) -> tuple[str, Any]:
    """A short whole game (3 rounds), computer players in all four seats, straight through
    the engine. Returns the report line and the finished game."""
    from callbreak.ai import make_player
    from callbreak.engine import GAME_OVER, Game, HouseRules, format_tenths

    game = Game(HouseRules(rounds=3), seed="smoke-game")
    players = [make_player(level, seed=seat) for seat in range(4)]
    for _ in range(3 * (4 + 52) + 3):
        if game.phase == GAME_OVER:
            break
        if game.phase not in ("calling", "playing"):
            if game.round.tricks_won and sum(game.round.tricks_won) != 13:
                raise SmokeFailure(f"round {game.round_no + 1} ended after "
                                   f"{sum(game.round.tricks_won)} tricks, not 13")
            game.next_round()
            continue
        seat = game.turn
        view = game.view(seat)
        if game.phase == "calling":
            game.call(seat, players[seat].choose_call(view))
        else:
            game.play(seat, players[seat].choose_card(view))
    if game.phase != GAME_OVER or len(game.round_scores) != 3:
        raise SmokeFailure(f"the game did not finish (phase {game.phase})")
    totals = " ".join(format_tenths(t) for t in game.totals)
    return f"3 rounds of 13 tricks at level {level}, totals {totals}", game


def _every_level_answers(finished: Any) -> str:
    """Each level, the search ones on a small deal budget, makes one call and plays one card
    of a replayed deal: the code of every level runs in this build."""
    from callbreak.ai import LEVELS, make_player
    from callbreak.engine import Game

    def quick(level: str) -> Any:
        try:
            return make_player(level, seed=3, max_deals=4)
        except TypeError:  # a make_player without deal budgets
            return make_player(level, seed=3)

    game = Game(finished.rules, seed="smoke-levels")
    for level in LEVELS:
        player = quick(level)
        seat = game.turn
        view = game.view(seat)
        call = player.choose_call(view)
        if not game.rules.min_call <= call <= game.rules.max_call:
            raise SmokeFailure(f"the {level} player called {call}")
    while game.phase == "calling":
        game.call(game.turn, 2)
    for level in LEVELS:
        player = quick(level)
        view = game.view(game.turn)
        card = player.choose_card(view)
        if card not in view.legal:
            raise SmokeFailure(f"the {level} player chose {card}, which is not legal")
    return f"{', '.join(LEVELS)} each called and chose a card"


def _checks(args: argparse.Namespace, report: Report, config_dir: Path, data_dir: Path,
            scratch: Path) -> None:
    import pygame

    _step(report, "version", _check_version)
    pygame.init()
    app = None

    def open_window() -> str:
        """As the real start does (callbreak.app.context.build): the store, then the App."""
        nonlocal app
        from callbreak.app.context import App

        store = _open_store(config_dir, data_dir, bool(getattr(args, "reset_settings", False)))
        app = App(store=store, thinker="inline", instant=True)
        return f"{app.size[0]}x{app.size[1]}, video driver {pygame.display.get_driver()}"

    finished = None

    def game() -> str:
        nonlocal finished
        line, finished = _play_game(ROUND_LEVEL)
        return f"{line}; {_every_level_answers(finished)}"

    try:
        _step(report, "window", open_window)
        _step(report, "first menu frame", lambda: _first_menu_frame(app, report))
        _step(report, "assets", _load_assets)
        _step(report, "game", game)
        _step(report, "scenes", lambda: _draw_scenes(app, report, finished))
        if _module_exists("callbreak.app.table"):
            _step(report, "table", lambda: _table_round(app, scratch))
        _step(report, "worker", lambda: _check_worker(app))
        _step(report, "settings", lambda: _check_settings(config_dir, data_dir))
    finally:
        if app is not None:
            app.thinker.close()


def run(args: argparse.Namespace) -> int:
    """The whole smoke test; 0 when everything worked, 1 (with the reason) otherwise."""
    started = time.perf_counter()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    report = Report()
    failure = None
    try:
        with _directories(args) as (config_dir, data_dir), \
                tempfile.TemporaryDirectory(prefix="callbreak-smoke-") as scratch:
            _checks(args, report, config_dir, data_dir, Path(scratch))
    except SmokeFailure as exc:
        failure = str(exc) + (f"\n{exc.detail.rstrip()}" if exc.detail else "")
    except Exception as exc:  # noqa: BLE001 - report it, whatever it is
        failure = f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"
    finally:
        with contextlib.suppress(Exception):
            import pygame

            pygame.quit()
    took = time.perf_counter() - started
    if failure is None:
        frame = (f"first menu frame {report.first_frame:.2f} s"
                 if report.first_frame is not None else "no menu frame")
        head = f"smoke test passed: {frame}, all checks in {took:.1f} s"
    else:
        head = f"smoke test FAILED: {failure}"
    text = "\n".join([head, *report.lines,
                      *(f"  note: {note}" for note in report.notes)]) + "\n"
    _emit(text, getattr(args, "smoke_test_report", None))
    return 0 if failure is None else 1


def _emit(text: str, path: Path | None) -> None:
    stream = sys.stdout if sys.stdout is not None else None
    if stream is not None:
        with contextlib.suppress(OSError, ValueError):
            stream.write(text)
            stream.flush()
    if path is not None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(text, encoding="utf-8")
