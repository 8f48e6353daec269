"""Every test runs headless: no window, no sound device; and any table found or announced
nearby stays on the loopback interface (callbreak.net.discovery reads this variable), so no
test ever reaches a real network."""

import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CALLBREAK_LAN_INTERFACE", "127.0.0.1")

# Where PYTHONDONTWRITEBYTECODE keeps the tree free of .pyc files, the compiled modules are
# kept under .pytest_cache instead: otherwise every test worker, and every process a test
# starts (the game's workers, servers, the smoke test), compiles the game and the tests
# afresh (4 CPU-seconds a worker, 10 in all). The same code runs; set before the workers
# start, so they and their children read it too.
if os.environ.get("PYTHONDONTWRITEBYTECODE") and not os.environ.get("PYTHONPYCACHEPREFIX"):
    sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"] = str(
        Path(__file__).resolve().parent.parent / ".pytest_cache" / "pyc")
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    sys.dont_write_bytecode = False


import pytest  # noqa: E402

from callbreak.words import set_language  # noqa: E402


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--full-properties", action="store_true",
                     help="every property test tries all its examples (as CI runs them); "
                          "without it, a third of them (tests/props.py)")


def pytest_configure(config: pytest.Config) -> None:
    """The quick or the full count of examples (tests/props.py), decided before the test
    modules are read (their decorators count them) and handed to xdist's workers in the
    environment. A property test without a count of its own tries hypothesis's default,
    scaled the same way, unless a profile is named on the command line."""
    from hypothesis import settings
    from props import FULL_PROPERTIES, examples

    if config.getoption("--full-properties"):
        os.environ[FULL_PROPERTIES] = "1"
    if not os.environ.get("PYTEST_XDIST_WORKER"):  # the run's first process: the workers
        folder = tempfile.mkdtemp(prefix="callbreak-hints-")  # it starts inherit the folder
        os.environ[HINTS_SHARED] = folder
        config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))
    config.addinivalue_line("markers", "property: a hypothesis test (marked as collected)")
    if not config.getoption("--hypothesis-profile"):
        settings.register_profile("callbreak", settings.default,
                                  max_examples=examples(settings.default.max_examples))
        settings.load_profile("callbreak")


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects by marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """`-m property` picks out the property tests, for CI's full run of them."""
    for item in items:
        if getattr(getattr(item, "obj", None), "is_hypothesis_test", False):
            item.add_marker(pytest.mark.property)


@pytest.hookimpl(optionalhook=True)  # without xdist (-p no:xdist) there is no such hook
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto`: four workers more than cores, up to three a core and one for every 2 GB
    of memory. Much of a test's time waits on sockets, worker processes, timers and the
    coach's process at the lowest priority (the friends' tables, the servers, processes
    killed and restarted), and the extra workers run tests on the cores the waiting ones
    leave idle: on 2 cores, the command took 115 s with 3 workers, 101 s with 4 and 95 s
    with 6. A worker peaks at about 1.7 GB (the largest windows drawn), hence the memory
    bound. PYTEST_XDIST_AUTO_NUM_WORKERS still says how many, where it is set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    cores = cores or 1
    try:
        memory_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") >> 30
    except (AttributeError, ValueError, OSError):  # no sysconf (Windows): as for 8 GB
        memory_gb = 8
    return max(2, min(cores * 3, cores + 4, memory_gb // 2))


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """The game's language is the process's own: a test that drew a screen in Nepali or
    Hindi hands English back to the next test the worker runs."""
    yield
    set_language("en")


HINTS_SHARED = "CALLBREAK_TEST_HINTS"  # the folder the test processes share worked-out hints in


def _hints_thought_once() -> None:
    """The hint for a position is worked out once per test run: the tables drawn at each
    size, language and text size play the same deals, and the hint is a function of the
    seat's view (tests/test_hints_steady.py checks that, calling the hints directly and in
    fresh processes, which this leaves alone). Remembered in the process, and, while the
    hint functions and their deal budgets are the game's own, in a folder every test worker
    of the run shares (a third of the hints' time went on positions another worker had
    worked out). Keyed on the functions and budgets too, so a test that puts its own in
    their place gets its own. Only the app's path (the thinker's `think`, inline or in a
    thread) is remembered; a worker process runs its own."""
    import hashlib
    import pickle

    from callbreak import ai
    from callbreak.ai import hints
    from callbreak.app.shell import thinker

    think = thinker.think
    known: dict[tuple, object] = {}
    own = (ai.suggest_call, ai.suggest_card, hints.HINT_CALL_DEALS, hints.HINT_CARD_DEALS)

    def shared(at: tuple) -> Path | None:
        folder = os.environ.get(HINTS_SHARED)
        if not folder or at[2:] != own:
            return None
        name = hashlib.sha256(pickle.dumps((at[0].value, at[1]))).hexdigest()
        return Path(folder) / name

    def worked_out(at: tuple, kind, key, level, seed, view):  # noqa: ANN001, ANN202
        path = shared(at)
        if path is not None and path.is_file():
            return pickle.loads(path.read_bytes())
        answer = think(kind, key, level, seed, view)
        if path is not None:  # whole or not at all: another worker may read it now
            part = path.with_suffix(f".{os.getpid()}")
            part.write_bytes(pickle.dumps(answer))
            os.replace(part, path)
        return answer

    def remembered(kind, key, level, seed, view):  # noqa: ANN001, ANN202 - as `think`
        if not thinker.JobKind(kind).is_suggestion:
            return think(kind, key, level, seed, view)
        at = (thinker.JobKind(kind), view, ai.suggest_call, ai.suggest_card,
              hints.HINT_CALL_DEALS, hints.HINT_CARD_DEALS)
        if at not in known:
            if len(known) > 20000:
                known.clear()
            known[at] = worked_out(at, kind, key, level, seed, view)
        return known[at]

    # pickled by name for a worker process: there `think` is the module's own again
    remembered.__module__, remembered.__qualname__ = think.__module__, think.__qualname__
    thinker.think = remembered


_hints_thought_once()


@pytest.fixture
def few_hint_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hints' search on a tenth of its deals, for a test that plays whole games through
    the table and never looks at a hint: the table asks one at each of your turns (a
    tenth of a second each, most of such a test's time), and the same code answers it,
    only on fewer deals. The tests of the hints themselves (test_hints_steady,
    test_call_hint_agrees, test_turns, test_scenes_game's real worker, the lesson's
    script, the computer players') keep the whole budget."""
    from callbreak.ai import hints

    monkeypatch.setattr(hints, "HINT_CARD_DEALS", hints.HINT_CARD_DEALS // 10)
    monkeypatch.setattr(hints, "HINT_CALL_DEALS", hints.HINT_CALL_DEALS // 10)


class _Pictures:
    """Pictures made once per test process, keyed on everything they are made from, and
    given out as copies (a copy is the same pixels, and a test drawing on it changes no
    other test's): the card faces rasterised from their SVG text and the table cloth.
    Hundreds of apps are built in a test run, each rasterising its own cards and weaving
    its own cloth at the same few sizes; what they draw is the same. The least recently
    used go first past `budget` megabytes. A test that replaces these functions itself
    (to count or refuse them) replaces this memo with them."""

    def __init__(self, budget: int) -> None:
        self.budget = budget << 20
        self.kept: dict[object, object] = {}
        self.bytes = 0

    def get(self, key: object, make):  # noqa: ANN001, ANN201 - a Surface, as made
        surface = self.kept.pop(key, None)
        if surface is None:
            surface = make()
            self.bytes += surface.get_bytesize() * surface.get_width() * surface.get_height()
            while self.kept and self.bytes > self.budget:
                old = self.kept.pop(next(iter(self.kept)))
                self.bytes -= old.get_bytesize() * old.get_width() * old.get_height()
        self.kept[key] = surface
        return surface.copy()


def _pictures_made_once() -> None:
    import io

    import pygame

    from callbreak.app.look import cloth
    from callbreak.app.look import theme as th

    svgs, cloths = _Pictures(48), _Pictures(64)
    rasterise, weave = pygame.image.load_sized_svg, cloth.felt

    def load_sized_svg(file, size, *args):  # noqa: ANN001, ANN202 - as pygame's
        if not isinstance(file, io.BytesIO) or args:  # a path: the file may change
            return rasterise(file, size, *args)
        data = file.getvalue()
        return svgs.get((data, tuple(size)), lambda: rasterise(io.BytesIO(data), size))

    def felt(size):  # noqa: ANN001, ANN202 - as cloth.felt
        key = (tuple(size), th.high_contrast, th.FELT_LIGHT, th.FELT, th.FELT_DARK)
        return cloths.get(key, lambda: weave(size))

    pygame.image.load_sized_svg = load_sized_svg
    cloth.felt = felt


_pictures_made_once()
