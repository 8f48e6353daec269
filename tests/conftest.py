"""Every test runs headless: no window, no sound device; and any table found or announced
nearby stays on the loopback interface (callbreak.net.discovery reads this variable), so no
test ever reaches a real network."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CALLBREAK_LAN_INTERFACE", "127.0.0.1")


import pytest  # noqa: E402

from callbreak.words import set_language  # noqa: E402


@pytest.hookimpl(optionalhook=True)  # without xdist (-p no:xdist) there is no such hook
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto`: half as many workers again as cores. About a quarter of a worker's time
    waits on sockets, worker processes and timers (the friends' tables, the servers, the
    processes killed and restarted), and a third worker runs tests on the core the waiting
    one leaves idle. PYTEST_XDIST_AUTO_NUM_WORKERS still says how many, where it is set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(2, (cores or 1) * 3 // 2)


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """The game's language is the process's own: a test that drew a screen in Nepali or
    Hindi hands English back to the next test the worker runs."""
    yield
    set_language("en")


def _hints_thought_once() -> None:
    """The hint for a position is worked out once per test process: the tables drawn at
    each size, language and text size play the same deals, and the hint is a function of
    the seat's view (tests/test_hints_steady.py checks that, calling the hints directly and
    in fresh processes, which this leaves alone). Keyed on the hint functions too, so a
    test that puts its own in their place gets its own. Only the app's path (the
    thinker's `think`, inline or in a thread) is remembered; a worker process runs its
    own."""
    from callbreak import ai
    from callbreak.app.shell import thinker

    think = thinker.think
    known: dict[tuple, object] = {}

    def remembered(kind, key, level, seed, view):  # noqa: ANN001, ANN202 - as `think`
        if not thinker.JobKind(kind).is_suggestion:
            return think(kind, key, level, seed, view)
        at = (thinker.JobKind(kind), view, ai.suggest_call, ai.suggest_card)
        if at not in known:
            if len(known) > 20000:
                known.clear()
            known[at] = think(kind, key, level, seed, view)
        return known[at]

    # pickled by name for a worker process: there `think` is the module's own again
    remembered.__module__, remembered.__qualname__ = think.__module__, think.__qualname__
    thinker.think = remembered


_hints_thought_once()
