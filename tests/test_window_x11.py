"""The window on a real X display with a window manager: a saved size larger than the
display opens whole on it, F11 covers the display and F11 again gives back the windowed
size and place, and a saved full screen opens full screen.

Each test starts an X server of its own (Xvfb, on a display number it picks itself) and a
window manager (openbox) when they are installed, and skips otherwise: CI has no X server
unless one is installed. The game runs as tests/programs/window_check.py; what SDL says of
the window is checked against what the X server says (xwininfo) when that is installed.
"""

from __future__ import annotations

import json
import os
import queue
import re
import selectors
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from callbreak.app.shell.window import room
from callbreak.store import Store

REPO = Path(__file__).resolve().parents[1]
PROGRAM = REPO / "tests" / "programs" / "window_check.py"
DESKTOP = (1600, 900)
XVFB, OPENBOX, XWININFO, XPROP = (shutil.which(n) for n in ("Xvfb", "openbox", "xwininfo",
                                                           "xprop"))
XDOTOOL = shutil.which("xdotool")
WAIT = 30.0  # seconds: the longest any one step may take on a busy machine

pytestmark = pytest.mark.skipif(XVFB is None or not sys.platform.startswith("linux"),
                                reason="needs Xvfb (an X server without a screen)")
needs_wm = pytest.mark.skipif(OPENBOX is None, reason="full screen needs a window manager "
                                                      "(openbox)")


def _stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)


@pytest.fixture
def screen_size() -> tuple[int, int]:
    """The X server's screen (a test may parametrize another)."""
    return DESKTOP


@pytest.fixture
def x_display(screen_size: tuple[int, int]) -> Iterator[str]:
    """An X server with openbox on it, for one test; its DISPLAY."""
    read, write = os.pipe()
    server = subprocess.Popen([XVFB, "-displayfd", str(write), "-screen", "0",
                               f"{screen_size[0]}x{screen_size[1]}x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    processes = [server]
    try:
        number = b""
        deadline = time.monotonic() + WAIT
        # a selector, not select(): select() refuses a descriptor numbered over 1024
        waiting = selectors.DefaultSelector()
        waiting.register(read, selectors.EVENT_READ)
        while not number.endswith(b"\n"):  # Xvfb writes its display number when ready
            left = deadline - time.monotonic()
            if left <= 0 or not waiting.select(left):
                break
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
        waiting.close()
        os.close(read)
        if not number.strip():
            pytest.skip("Xvfb did not start")
        display = f":{int(number)}"
        if OPENBOX is not None:
            env = dict(os.environ, DISPLAY=display)
            processes.append(subprocess.Popen([OPENBOX], env=env, stdout=subprocess.DEVNULL,
                                              stderr=subprocess.DEVNULL))
            _wait_for_window_manager(env)
        yield display
    finally:
        for process in reversed(processes):
            _stop(process)


def _wait_for_window_manager(env: dict[str, str]) -> None:
    """Until the window manager says it is running (or a moment, without xprop)."""
    if XPROP is None:
        time.sleep(1.5)
        return
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        said = subprocess.run([XPROP, "-root", "_NET_SUPPORTING_WM_CHECK"], env=env,
                              capture_output=True, text=True, timeout=WAIT).stdout
        if "window id" in said:
            return
        time.sleep(0.1)


class Game:
    """The window_check program on the display: each step's report, F11 on request."""

    def __init__(self, display: str, folder: Path) -> None:
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11",
                   SDL_AUDIODRIVER="dummy", PYTHONPATH=str(REPO))
        self.display = display
        self.process = subprocess.Popen(
            [sys.executable, str(PROGRAM), str(folder / "config"), str(folder / "data")],
            env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put("")  # it ended

    def report(self) -> dict:
        try:
            line = self.lines.get(timeout=WAIT)
        except queue.Empty:
            pytest.fail(f"the game said nothing for {WAIT} s")
        if not line:
            pytest.fail(f"the game ended (exit status {self.process.wait(timeout=WAIT)})")
        return json.loads(line)

    def press_f11(self) -> dict:
        self.process.stdin.write("F11\n")
        self.process.stdin.flush()
        return self.report()

    def _xwininfo(self, *args: str) -> str:
        return subprocess.run([XWININFO, *args], capture_output=True, text=True,
                              timeout=WAIT, env=dict(os.environ, DISPLAY=self.display)).stdout

    def x_geometry(self, x_window: int) -> tuple[int, int, int, int] | None:
        """The window's place and size as the X server has them (None without xwininfo)."""
        if XWININFO is None:
            return None
        return _geometry(self._xwininfo("-id", str(x_window)))

    def x_frame(self, x_window: int) -> tuple[int, int, int, int] | None:
        """The place and size of the window with the window manager's frame round it (its
        title bar, its borders), as the X server has them (None without xwininfo)."""
        if XWININFO is None:
            return None
        parent = re.search(r"Parent window id: (0x[0-9a-f]+)",
                           self._xwininfo("-children", "-id", str(x_window))).group(1)
        return _geometry(self._xwininfo("-id", parent))

    def close(self) -> None:
        try:
            self.process.stdin.close()
            self.process.wait(timeout=WAIT)
        except (subprocess.TimeoutExpired, OSError):
            pass
        if self.process.poll() is None:
            _stop(self.process)


def _geometry(said: str) -> tuple[int, int, int, int]:
    found = [int(re.search(rf"{key}:\s*(-?\d+)", said).group(1)) for key in
             ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")]
    return found[0], found[1], found[2], found[3]


@pytest.fixture
def game_on(x_display: str, tmp_path: Path) -> Iterator:
    games: list[Game] = []

    def start(**settings: object) -> Game:
        store = Store.open(tmp_path / "config", tmp_path / "data", False)
        store.save_settings(store.settings.with_(**settings))
        games.append(Game(x_display, tmp_path))
        return games[-1]

    yield start
    for game in games:
        game.close()


def whole_on_the_display(game: Game, report: dict) -> None:
    """The window's every pixel is on the display, as SDL and the X server say, and so is
    the window manager's frame round it (the title bar the player drags it by)."""
    (x, y), (w, h), (dw, dh) = report["place"], report["window"], report["desktop"]
    assert x >= 0 and y >= 0 and x + w <= dw and y + h <= dh, report
    x_place, frame = game.x_geometry(report["x_window"]), game.x_frame(report["x_window"])
    if x_place is not None:
        assert x_place == (x, y, w, h)
    if frame is not None:
        fx, fy, fw, fh = frame
        assert fx >= 0 and fy >= 0 and fx + fw <= dw and fy + fh <= dh, frame


def test_a_window_saved_larger_than_the_display_opens_whole_on_it(game_on) -> None:  # noqa: ANN001
    game = game_on(window_size=(2560, 1440))
    opened = game.report()
    assert opened["desktop"] == list(DESKTOP)
    assert tuple(opened["window"]) == room(DESKTOP)  # the largest that fits, title bar too
    assert opened["frame"] == opened["window"] == opened["drawn"]
    whole_on_the_display(game, opened)


@needs_wm
def test_f11_covers_the_display_and_f11_again_gives_back_the_window(game_on) -> None:  # noqa: ANN001
    game = game_on(window_size=(1280, 720))
    opened = game.report()
    assert opened["window"] == [1280, 720] and not opened["full_screen"]
    full = game.press_f11()
    assert full["full_screen"] and full["app_full_screen"]
    assert full["window"] == full["frame"] == full["drawn"] == list(DESKTOP)
    assert full["place"] == [0, 0]
    assert full["x_window"] == opened["x_window"]  # the same window, not a new one
    x_place = game.x_geometry(full["x_window"])
    assert x_place is None or x_place == (0, 0, *DESKTOP)
    back = game.press_f11()
    assert not back["full_screen"] and not back["app_full_screen"]
    assert back["window"] == back["frame"] == [1280, 720]
    assert back["place"] == opened["place"]  # where it was, not where it falls
    whole_on_the_display(game, back)


@needs_wm
def test_a_saved_full_screen_opens_full_screen_then_windowed_at_a_size_that_fits(
        game_on) -> None:  # noqa: ANN001
    game = game_on(window_size=(2560, 1440), fullscreen=True)
    opened = game.report()
    assert opened["full_screen"] and opened["window"] == opened["frame"] == list(DESKTOP)
    windowed = game.press_f11()
    assert not windowed["full_screen"]
    assert tuple(windowed["window"]) == room(DESKTOP)
    whole_on_the_display(game, windowed)


@needs_wm
@pytest.mark.parametrize("screen_size", [(1024, 600)])
def test_on_a_display_smaller_than_the_table_needs_the_window_fits_and_the_table_shrinks(
        game_on, screen_size) -> None:  # noqa: ANN001
    """A netbook's 1024x600: the window opens whole on it and below 1024x640, where the
    table is drawn at a size it fits and shown scaled down; full screen too."""
    game = game_on(window_size=(1280, 720))
    opened = game.report()
    assert tuple(opened["window"]) == room(screen_size) == tuple(opened["frame"])
    whole_on_the_display(game, opened)
    w, h = opened["drawn"]
    assert w >= 1024 and h == 640  # laid out where every layout fits, the window's shape
    assert abs(w / h - opened["window"][0] / opened["window"][1]) < 0.01
    full = game.press_f11()
    assert full["window"] == full["frame"] == list(screen_size)
    assert full["drawn"][1] == 640 and full["drawn"][0] >= 1024


@pytest.mark.skipif(XDOTOOL is None, reason="needs xdotool")
def test_tools_that_read_the_plain_window_name_find_the_game(game_on) -> None:  # noqa: ANN001
    """`xdotool search --name` reads WM_NAME, which SDL writes in a type ("UTF-8") it
    cannot read: the game writes it plainly too, so scripts and window managers find it."""
    game = game_on(window_size=(1280, 720))
    opened = game.report()
    env = dict(os.environ, DISPLAY=game.display)
    found = subprocess.run([XDOTOOL, "search", "--name", "^Callbreak$"], env=env,
                           capture_output=True, text=True, timeout=WAIT)
    assert str(opened["x_window"]) in found.stdout.split(), found
    if XPROP is not None:
        said = subprocess.run([XPROP, "-id", str(opened["x_window"]), "WM_NAME"], env=env,
                              capture_output=True, text=True, timeout=WAIT).stdout
        assert said.strip() == 'WM_NAME(STRING) = "Callbreak"'
