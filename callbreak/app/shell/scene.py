"""Scenes and the scene stack.

A scene is one screen (the menu, the table, a pause overlay). It receives input already
turned into meanings (`Intent`, from `input.py`), time only as `dt` seconds, and draws onto
whatever surface it is given, so tests drive it with synthetic intents and a fixed clock.
The manager keeps a stack: only the top scene gets input and time; scenes below a
see-through (`opaque = False`) scene are still drawn, so overlays sit over the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..look import probe
from .input import Intent

if TYPE_CHECKING:
    from .context import App


class Scene:
    """Base class. Override what you need; every method has a harmless default."""

    opaque = True  # False: the scene below is drawn first (overlays, dialogs)

    def __init__(self, app: App) -> None:
        self.app = app

    # lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (pushed, or the scene above it was popped)."""

    def leave(self) -> None:
        """Stopped being the top scene (popped, replaced, or covered by a push)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout and drop size-dependent caches."""

    def closing(self) -> None:
        """The window is closing: save anything worth keeping."""

    # the frame -------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        """React to one input meaning; return True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by dt seconds (the only clock a scene may read)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene (or, when not opaque, the overlay) onto surface. Drawing
        changes nothing: everything that changes, changes in `update` or `handle`."""

    def frame_interval(self) -> float | None:
        """Seconds until this scene looks different with no input: 0 while something moves
        (a frame every refresh), a few seconds for a timed change, None when it only
        changes on input. The loop sleeps in between."""
        return None

    def toast_area(self) -> pygame.Rect | None:
        """Where notices may go over this scene (None: low in the middle)."""
        return None


class SceneManager:
    """The stack of scenes. push/pop/replace take effect immediately and call
    enter/leave; the top scene is the one the player is looking at."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].leave()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (menu -> table)."""
        if self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again from one scene (quit to menu)."""
        while self.stack:
            self.stack.pop().leave()
        self.stack.append(scene)
        scene.enter()

    def handle(self, intent: Intent) -> bool:
        top = self.top
        return top.handle(intent) if top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        for scene in self.stack[max(start, 0):]:
            probe.note_layer(surface, type(scene).__name__)
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.stack:
            scene.resize(size)

    def closing(self) -> None:
        for scene in reversed(self.stack):
            scene.closing()
