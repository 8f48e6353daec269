"""The real frame loop: a frame every refresh while something moves, otherwise asleep on
the event queue until input, a notice or the scene's next timed change, so a still table
costs nothing. SIGTERM closes the game as Quit does, saving it: SDL turns the signal into a
quit event, which wakes the loop at once (a Python handler would wait for the sleep to end)."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .context import App
    from .scene import Scene

log = logging.getLogger(__name__)

FPS = 60
LONGEST_SLEEP = 1.0  # seconds: even at rest the loop looks up this often (the store's notices)
NAP = 0.015  # seconds between looks at the event queue while nothing moves: under a frame


def nap(seconds: float) -> list[pygame.event.Event]:
    """The events that come within `seconds`, returned as soon as there are any. The queue
    is looked at every NAP: pygame's own `event.wait` looks every millisecond, which costs
    a still table a few percent of a core."""
    deadline = time.monotonic() + seconds
    events = pygame.event.get()
    while not events and time.monotonic() < deadline:
        time.sleep(min(NAP, max(0.0, deadline - time.monotonic())))
        events = pygame.event.get()
    return events


def run(app: App, start: Scene | None = None) -> None:
    """The real loop from `start` (the main menu unless given): every frame while
    something moves, else asleep on the event queue until input, a notice or the next
    timed change."""
    clock = pygame.time.Clock()
    if start is not None or app.scenes.top is None:
        app.scenes.push(start or app.routes.main_menu())
    last = time.monotonic()
    drawn = False
    try:
        while app.running:
            wait = app.frame_interval()
            if wait is not None and wait <= 0:
                clock.tick(FPS)
                events = pygame.event.get()
            else:
                events = nap(LONGEST_SLEEP if wait is None else min(wait, LONGEST_SLEEP))
            now = time.monotonic()
            dt = min(now - last, 0.1)  # a long stall must not skip animations
            for event in events:
                app.feed_event(event)
                if not app.running:
                    break
            if not app.running:
                break
            due = wait is not None and now - last >= wait
            last = now
            app.step(dt)
            if events or due or app.toasts.changed or not drawn:
                drawn = True
                app.render()
                pygame.display.flip()
    except BaseException:
        log.exception("the game stopped on an error")
        app.scenes.closing()  # a crash (or Ctrl+C) still keeps the game in progress
        raise
    finally:
        app.thinker.close()
        if app.store is not None and not app.store.close():
            log.warning("the disk is slow: some saves may not have finished")
