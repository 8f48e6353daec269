"""The running program: the window, the scene stack and what every scene shares (settings,
store, theme, card pictures, sounds, the computer players' worker, the notices).

`App.run()` is the real loop: it draws a frame only when something changed (a move, input,
a notice, a resize) and otherwise sleeps on the event queue, so a still table costs nothing.
Tests make an app with `wiring.make_app(headless=True)` and call `feed(intent)`, `step(dt)`
and `render()` themselves, with a fixed dt and no global event queue.

Scenes lay out and draw at `app.size`: the window's size, or, in a window smaller than every
layout needs, a larger drawing that `render` shows scaled down (`window.py`); `feed_event`
brings the mouse's window pixels into the drawing's, `feed` takes intents already in them.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

import pygame

from callbreak.store import Settings, Store
from callbreak.words import set_language, tr

from ..coach.coaching import Coaching
from ..look import cloth, probe
from ..look import theme as th
from ..look.cards import CardArt
from ..look.speeds import AI_PAUSE, SPEED_SCALE
from . import loop, window
from .input import FULLSCREEN, MUTE, QUIT, Intent, translate
from .routes import Routes
from .scene import SceneManager
from .sound import Sounds
from .thinker import Thinker
from .toasts import Toasts

log = logging.getLogger(__name__)

MIN_SIZE = window.MIN_SIZE  # the smallest window every layout fits


class App:
    def __init__(self, *, size: tuple[int, int] | None = None, store: Store | None = None,
                 settings: Settings | None = None, headless: bool = False,
                 thinker: str = "process", instant: bool = False) -> None:
        """`instant`: every animation and pause takes no time (tests)."""
        self.store = store
        self.routes = Routes()  # filled in by wiring.make_app
        self.toasts = Toasts()
        self.settings = settings if settings is not None else (
            store.settings if store is not None else Settings())
        self.headless = headless
        set_language(self.settings.language)
        self.instant = instant
        self.running = True
        self.fullscreen = False
        width, height = size or self.settings.window_size
        wanted = (width, height)  # the window asked for
        if not pygame.get_init():
            pygame.init()
        pygame.font.init()
        if headless:
            # a dummy display still lets convert_alpha() work
            if pygame.display.get_surface() is None:
                pygame.display.set_mode((1, 1))
            self.screen = pygame.Surface(wanted)
        else:
            pygame.display.set_caption("Callbreak")
            try:  # the window's and the taskbar's icon; a missing file is not fatal
                from callbreak.resources import asset

                pygame.display.set_icon(pygame.image.load(str(asset("icons", "callbreak.png"))))
            except (pygame.error, FileNotFoundError, OSError):
                pass
            self.screen = window.open_window(wanted)
        self.canvas: pygame.Surface | None = None  # the drawing shown scaled in a small window
        self._window_seen = self.screen.get_size()  # the window's size at the last lay-out
        th.set_high_contrast(self.settings.high_contrast)
        self.theme = th.Theme(self._lay_out(self.screen.get_size()), self.text_scale)
        self.background = cloth.felt(self.size)
        self.cards = CardArt(self.settings.card_back, self.settings.four_colour,
                             self.settings.deck)
        self.sounds = Sounds(self.settings.sound,
                             self.settings.volume)
        self.thinker = Thinker(thinker)
        self.coaching = Coaching(self)  # the coach's looks at your rounds (`coach/coaching.py`)
        self.scenes = SceneManager()
        self.window_size_changed: tuple[int, int] | None = None
        self.frames_drawn = 0  # by `render`: a scene may tell whether it drew the last one
        # run every frame whatever scene is on top (a friends' table reads the network
        # under the round's result or the pause menu); each returns False to be let go
        self.every_frame: list[Callable[[], bool]] = []
        if self.settings.fullscreen and not headless:  # once everything it touches is made
            self.toggle_fullscreen()

    def _lay_out(self, window_size: tuple[int, int]) -> tuple[int, int]:
        """The size the scenes draw at in a window of `window_size`: the window's own, or,
        below the smallest size every layout fits, a larger drawing shown scaled down."""
        drawn = window.drawing_size(window_size)
        if drawn == tuple(window_size):
            self.canvas = None
        elif self.canvas is None or self.canvas.get_size() != drawn:
            self.canvas = pygame.Surface(drawn).convert()
        return drawn

    # -- shared helpers ----------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The size the scenes lay out and draw at (the window's, unless it is smaller
        than every layout needs: see `window.drawing_size`)."""
        return self.canvas.get_size() if self.canvas is not None else self.screen.get_size()

    @property
    def text_scale(self) -> float:
        """How much larger than usual cards, text and buttons are drawn (1, 1.25 or 1.5)."""
        return self.settings.text_size / 100

    def anim(self, seconds: float) -> float:
        """An animation's duration at the current speed (0 with reduced motion)."""
        if self.instant or self.settings.reduced_motion:
            return 0.0
        return seconds * SPEED_SCALE.get(self.settings.speed, 1.0)

    def pause_time(self, seconds: float) -> float:
        """A pause to read something (kept with reduced motion: it is not motion)."""
        if self.instant:
            return 0.0
        return seconds * SPEED_SCALE.get(self.settings.speed, 1.0)

    def ai_pause(self) -> float:
        if self.instant:
            return 0.0
        return AI_PAUSE.get(self.settings.speed, 0.65)

    def change_settings(self, **changes: Any) -> None:
        """Replace settings fields (settings are frozen records), apply what shows at once
        (sound, card pictures) and save them when there is a store."""
        before = self.settings
        try:
            self.settings = dataclasses.replace(self.settings, **changes)
        except (TypeError, ValueError) as exc:
            self.toast(tr("That setting cannot be used: {error}", error=exc))
            return
        s = self.settings
        if (s.text_size, s.high_contrast) != (before.text_size, before.high_contrast):
            th.set_high_contrast(s.high_contrast)
            self.resized(self._window_seen)  # every screen lays out again, at once
        set_language(s.language)  # every screen speaks it from the next frame
        self.sounds.enabled = s.sound
        self.sounds.set_volume(s.volume)
        self.cards.configure(s.card_back, s.four_colour, s.deck)
        if self.store is not None:
            try:
                self.store.save_settings(s)
            except (OSError, TypeError) as exc:
                self.toast(tr("Could not save the settings: {error}", error=exc))

    def toast(self, text: str, seconds: float = 4.0) -> None:
        """A notice over any scene (queued behind others, said once)."""
        self.toasts.add(text, seconds)

    def play_sound(self, name: str) -> None:
        self.sounds.play(name)

    def toggle_mute(self) -> None:
        self.change_settings(sound=not self.settings.sound)
        self.toast(tr("Sound on") if self.settings.sound else tr("Sound off"), 1.5)

    def toggle_fullscreen(self) -> None:
        """Full screen on the display the window is on, or back to the windowed size and
        place (see `window.set_full_screen`)."""
        if self.headless:
            self.fullscreen = not self.fullscreen
            return
        try:
            self.screen = window.set_full_screen(not self.fullscreen)
        except pygame.error as exc:
            self.toast(tr("Full screen is not available: {error}", error=exc))
            return
        self.fullscreen = not self.fullscreen
        self.change_settings(fullscreen=self.fullscreen)
        self.resized(self.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        """The window is now `size` pixels: lay every scene out again."""
        self._window_seen = (size[0], size[1])
        size = (max(window.SMALLEST[0], size[0]), max(window.SMALLEST[1], size[1]))
        if self.headless:
            self.screen = pygame.Surface(size)
        drawn = self._lay_out(size)
        self.theme = th.Theme(drawn, self.text_scale)
        self.background = cloth.felt(drawn)
        self.cards.clear()
        self.scenes.resize(drawn)

    def open_screen(self, name: str) -> None:
        """Push "settings", "stats" or "rules"."""
        self.scenes.push(self.routes.screen(name))

    # -- the frame ---------------------------------------------------------------------------
    def feed(self, intent: Intent) -> None:
        if intent.kind == QUIT:
            self.close()
            return
        if self.scenes.handle(intent):
            return
        if intent.kind == FULLSCREEN:
            self.toggle_fullscreen()
        elif intent.kind == MUTE:
            self.toggle_mute()

    def feed_event(self, event: pygame.event.Event) -> None:
        """One event from the window; a mouse position is in the window's pixels."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.headless:
            surface = pygame.display.get_surface()  # pygame-ce resizes it in place
            if surface is not None and (surface is not self.screen
                                        or surface.get_size() != self._window_seen):
                self.screen = surface
                self.resized(surface.get_size())
                if not self.fullscreen:  # the player's size, kept for the next start
                    self.window_size_changed = surface.get_size()
            return
        intent = translate(event)
        if intent is not None:
            if intent.pos is not None and self.canvas is not None:  # shown scaled down
                intent = dataclasses.replace(intent, pos=window.to_drawing(
                    intent.pos, self.screen.get_size(), self.canvas.get_size()))
            self.feed(intent)

    def step(self, dt: float) -> None:
        self.every_frame = [job for job in self.every_frame if job()]
        self.coaching.update()
        self.take_notices()
        self.toasts.update(dt)
        self.scenes.update(dt)
        if self.scenes.top is None:
            self.running = False

    def take_notices(self) -> None:
        """The store's news (a save that failed, a damaged file) said at once, in any
        scene; the store itself keeps retrying every save."""
        if self.store is not None:
            for notice in self.store.take_notices():
                self.toast(tr(notice.template, **notice.fields), 8.0)

    def render(self) -> pygame.Surface:
        """Draw the frame into the window (drawn larger and shown scaled down when the
        window is smaller than every layout needs)."""
        self.frames_drawn += 1
        surface = self.screen if self.canvas is None else probe.scaled(self.screen, self.canvas)
        self.scenes.draw(surface)
        top = self.scenes.top
        probe.note_layer(surface, probe.TOASTS)
        self.toasts.draw(surface, self.theme, top.toast_area() if top is not None else None)
        if surface is not self.screen:
            window.shown(surface, self.screen)
        return self.screen

    def frame_interval(self) -> float | None:
        """Seconds until the next frame is needed when no input comes (0: every frame)."""
        top = self.scenes.top
        waits = [top.frame_interval() if top is not None else None, self.toasts.next_change()]
        known = [w for w in waits if w is not None]
        return min(known) if known else None

    def close(self) -> None:
        """The window is closing: let scenes save, then stop."""
        self.scenes.closing()
        if self.window_size_changed is not None:
            self.change_settings(window_size=self.window_size_changed)
        self.running = False

    def run(self) -> None:
        """The real loop (`loop.run`), until Quit, the window closes or SIGTERM."""
        loop.run(self)
