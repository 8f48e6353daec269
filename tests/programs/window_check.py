"""The game's window on a real display, for the tests that start an X server of their own
(tests/test_window_x11.py).

    python tests/programs/window_check.py CONFIG_DIR DATA_DIR

Opens the game as the player does (the settings in CONFIG_DIR, the main menu) and then
presses F11 each time a line comes on stdin, as the player would (a key event through
SDL's queue, into the game's own handling). After opening and after each press, once the
window manager has had time to answer, it prints one JSON line: what SDL says of the window
(its size, its place, full screen or not, its X window id), the display's size and the size
the frame is drawn at. An empty stdin ends it.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from callbreak.app.shell.input import key_event  # noqa: E402
from callbreak.app.wiring import make_app, open_store  # noqa: E402

SETTLE = 1.0  # seconds of frames for the window manager to answer


def frames(app, seconds: float) -> None:  # noqa: ANN001
    """The real loop's work for a while: events in, a step, a frame drawn."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for event in pygame.event.get():
            app.feed_event(event)
        app.step(1 / 60)
        app.render()
        pygame.display.flip()
        time.sleep(1 / 60)


def report(app, step: str) -> None:  # noqa: ANN001
    print(json.dumps({
        "step": step,
        "window": list(pygame.display.get_window_size()),
        "place": list(pygame.display.get_window_position()),
        "full_screen": bool(pygame.display.is_fullscreen()),
        "app_full_screen": app.fullscreen,
        "x_window": pygame.display.get_wm_info().get("window"),
        "desktop": list(pygame.display.get_desktop_sizes()[0]),
        "drawn": list(app.size),
        "frame": list(app.render().get_size()),
    }), flush=True)


def main() -> int:
    store = open_store(Path(sys.argv[1]), Path(sys.argv[2]), False)
    app = make_app(store=store, thinker="inline")
    app.scenes.push(app.routes.main_menu())
    frames(app, SETTLE)
    report(app, "opened")
    presses = 0
    while sys.stdin.readline():
        pygame.event.post(key_event(pygame.K_F11))
        frames(app, SETTLE)
        presses += 1
        report(app, f"F11 x{presses}")
    app.close()
    store.close()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
