"""Is there a screen to open the game's window on?

With no usable display (a `DISPLAY` naming no X server, a session without one) SDL does not
fail: it falls back to its invisible `offscreen` driver, and the game would run unseen until
killed. `no_display_reason()` asks SDL before the window is built and says why in one
sentence, so the command line can stop with it. An invisible driver asked for on purpose
(`SDL_VIDEODRIVER=dummy`, as the tests and `--smoke-test` do) is respected.
"""

from __future__ import annotations

import os
import sys

INVISIBLE_DRIVERS = frozenset({"offscreen", "dummy"})  # SDL drivers that show nothing


def asked_drivers() -> set[str]:
    """The video drivers named in SDL_VIDEODRIVER (SDL accepts a comma-separated list)."""
    return {name.strip().lower() for name in os.environ.get("SDL_VIDEODRIVER", "").split(",")
            if name.strip()}


def no_display_reason() -> str | None:
    """None when SDL's video starts on a driver that shows a window (or on an invisible one
    asked for on purpose); otherwise one sentence saying why the window cannot be seen.
    Leaves SDL's video initialised when it is usable."""
    import pygame

    asked = asked_drivers()
    if asked and asked <= INVISIBLE_DRIVERS:
        return None  # headless on purpose
    try:
        pygame.display.init()
    except pygame.error as exc:
        return _sentence(f"SDL says: {exc}")
    driver = pygame.display.get_driver().lower()
    if driver in INVISIBLE_DRIVERS and driver not in asked:
        pygame.display.quit()
        return _sentence(f"SDL found only its invisible {driver!r} video driver")
    return None


def _sentence(detail: str) -> str:
    where = ""
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        shown = [f"{name}={os.environ[name]!r}" for name in ("DISPLAY", "WAYLAND_DISPLAY")
                 if os.environ.get(name)]
        where = (" at " + " and ".join(shown)) if shown else " (neither DISPLAY nor " \
                                                             "WAYLAND_DISPLAY is set)"
    return f"Callbreak cannot open its window: there is no usable display{where}; {detail}."
