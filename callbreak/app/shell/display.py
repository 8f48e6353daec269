"""Is there a screen to open the game's window on?

With no usable display (a `DISPLAY` naming no X server, a session without one) SDL does not
fail: it falls back to its invisible `offscreen` driver, and the game would run unseen until
killed. `no_display_reason()` asks SDL before the window is built and says why in one
sentence, so the command line can stop with it. An invisible driver asked for on purpose
(`SDL_VIDEODRIVER=dummy`, as the tests and `--smoke-test` do) is respected.

While SDL looks for a display, what it and the libraries under it print on stderr is held
back ("error: XDG_RUNTIME_DIR is invalid or not set", from Wayland's library, once X11 has
failed): with no display it would send a person after the wrong cause, so it goes to the
log alone; with a display it is passed on to stderr as it was.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

log = logging.getLogger(__name__)

INVISIBLE_DRIVERS = frozenset({"offscreen", "dummy"})  # SDL drivers that show nothing


def asked_drivers() -> set[str]:
    """The video drivers named in SDL_VIDEODRIVER (SDL accepts a comma-separated list)."""
    return {name.strip().lower() for name in os.environ.get("SDL_VIDEODRIVER", "").split(",")
            if name.strip()}


def no_display_reason() -> str | None:
    """None when SDL's video starts on a driver that shows a window (or on an invisible one
    asked for on purpose); otherwise one sentence saying why the window cannot be seen.
    Leaves SDL's video initialised when it is usable."""
    asked = asked_drivers()
    if asked and asked <= INVISIBLE_DRIVERS:
        return None  # headless on purpose
    with held_stderr() as said:
        reason = _look(asked)
    if said and said[0].strip():
        if reason is None:
            sys.stderr.write(said[0])
            sys.stderr.flush()
        else:
            log.info("while looking for a display, SDL printed: %s", said[0].strip())
    return reason


def _look(asked: set[str]) -> str | None:
    """SDL's video started: None when it shows a window, else why not."""
    import pygame

    try:
        pygame.display.init()
    except pygame.error as exc:
        return _sentence(f"SDL says: {exc}")
    driver = pygame.display.get_driver().lower()
    if driver in INVISIBLE_DRIVERS and driver not in asked:
        pygame.display.quit()
        return _sentence(f"SDL found only its invisible {driver!r} video driver")
    return None


@contextmanager
def held_stderr() -> Iterator[list[str]]:
    """Meanwhile, what anything in the process writes to file descriptor 2 (C libraries
    included) goes to a temporary file; afterwards its text is the list's one item. Where
    descriptor 2 cannot be moved (a windowed program without one), nothing is held."""
    said: list[str] = []
    try:
        sys.stderr.flush()
        kept = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield said
        return
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        try:
            yield said
        finally:
            try:
                sys.stderr.flush()
            finally:
                os.dup2(kept, 2)
                os.close(kept)
            held.seek(0)
            said.append(held.read().decode("utf-8", "replace"))


def _sentence(detail: str) -> str:
    where = ""
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        shown = [f"{name}={os.environ[name]!r}" for name in ("DISPLAY", "WAYLAND_DISPLAY")
                 if os.environ.get(name)]
        where = (" at " + " and ".join(shown)) if shown else " (neither DISPLAY nor " \
                                                             "WAYLAND_DISPLAY is set)"
    return f"Callbreak cannot open its window: there is no usable display{where}; {detail}."
