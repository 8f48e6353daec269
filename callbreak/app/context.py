"""The running program: the window, the scene stack and what every scene shares (settings,
store, theme, card pictures, sounds, the computer players' worker).

`App.run()` is the real loop. Tests make an `App(headless=True)` and call `feed(intent)`,
`step(dt)` and `render()` themselves, with a fixed dt and no global event queue.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any

import pygame

from . import i18n
from . import theme as th
from .cards import CardArt
from .input import FULLSCREEN, MUTE, QUIT, Intent, translate
from .scene import Scene, SceneManager
from .settings import AI_PAUSE, SPEED_SCALE, Settings, open_store
from .sound import Sounds
from .thinker import Thinker

log = logging.getLogger(__name__)

MIN_SIZE = (1024, 640)
FPS = 60


class App:
    def __init__(self, *, size: tuple[int, int] | None = None, store: Any = None,
                 settings: Any = None, headless: bool = False, thinker: str = "process",
                 instant: bool = False) -> None:
        """`instant`: every animation and pause takes no time (tests)."""
        self.store = store
        self.settings = settings if settings is not None else (
            store.settings if store is not None else Settings())
        self.headless = headless
        i18n.set_language(self.settings.language)
        self.instant = instant
        self.running = True
        self.fullscreen = False
        self.windowed_size = tuple(size or self.settings.window_size)
        if not pygame.get_init():
            pygame.init()
        pygame.font.init()
        if headless:
            # a dummy display still lets convert_alpha() work
            if pygame.display.get_surface() is None:
                pygame.display.set_mode((1, 1))
            self.screen = pygame.Surface(self.windowed_size)
        else:
            pygame.display.set_caption("Callbreak")
            try:  # the window's and the taskbar's icon; a missing file is not fatal
                from callbreak.resources import asset

                pygame.display.set_icon(pygame.image.load(str(asset("icons", "callbreak.png"))))
            except (pygame.error, FileNotFoundError, OSError):
                pass
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            if self.settings.fullscreen:
                self.toggle_fullscreen()
        self.theme = th.Theme(self.screen.get_size())
        self.background = th.felt(self.screen.get_size())
        self.cards = CardArt(self.settings.card_back,
                             self.settings.four_colour)
        self.sounds = Sounds(self.settings.sound,
                             self.settings.volume)
        self.thinker = Thinker(thinker)
        self.scenes = SceneManager()
        self.toast_text = ""
        self.toast_time = 0.0
        self.window_size_changed: tuple[int, int] | None = None

    # -- shared helpers ----------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

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
        try:
            self.settings = dataclasses.replace(self.settings, **changes)
        except (TypeError, ValueError) as exc:
            self.toast(i18n.tr("That setting cannot be used: {error}", error=exc))
            return
        s = self.settings
        i18n.set_language(s.language)  # every screen speaks it from the next frame
        self.sounds.enabled = s.sound
        self.sounds.set_volume(s.volume)
        self.cards.configure(s.card_back, s.four_colour)
        if self.store is not None:
            try:
                self.store.save_settings(s)
            except (OSError, TypeError) as exc:
                self.toast(i18n.tr("Could not save the settings: {error}", error=exc))

    def toast(self, text: str, seconds: float = 3.0) -> None:
        """A short message at the top of the screen, over any scene."""
        self.toast_text, self.toast_time = text, seconds

    def toggle_mute(self) -> None:
        self.change_settings(sound=not self.settings.sound)
        self.toast(i18n.tr("Sound on") if self.settings.sound else i18n.tr("Sound off"), 1.5)

    def toggle_fullscreen(self) -> None:
        if self.headless:
            self.fullscreen = not self.fullscreen
            return
        try:
            if not self.fullscreen:
                self.windowed_size = self.screen.get_size()
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        except pygame.error as exc:
            self.toast(i18n.tr("Full screen is not available: {error}", error=exc))
            return
        self.fullscreen = not self.fullscreen
        self.change_settings(fullscreen=self.fullscreen)
        self.resized(self.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        size = (max(320, size[0]), max(240, size[1]))
        if self.headless:
            self.screen = pygame.Surface(size)
        self.theme = th.Theme(size)
        self.background = th.felt(size)
        self.cards.clear()
        self.scenes.resize(size)
        if not self.fullscreen and not self.headless:
            self.window_size_changed = size

    # -- scenes that live elsewhere ----------------------------------------------------------
    def main_menu(self) -> Scene:
        from .menu import MainMenuScene

        return MainMenuScene(self)

    def open_screen(self, name: str) -> None:
        """Push "settings", "stats" or "rules" (built by the menu screens' module)."""
        from .menu import screen_for

        self.scenes.push(screen_for(self, name))

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
        if event.type == pygame.VIDEORESIZE and not self.fullscreen and not self.headless:
            self.screen = pygame.display.get_surface()
            self.resized(self.screen.get_size())
            return
        if event.type == pygame.WINDOWSIZECHANGED and not self.headless:
            surface = pygame.display.get_surface()
            if surface is not None and surface.get_size() != self.theme.size:
                self.screen = surface
                self.resized(surface.get_size())
            return
        intent = translate(event)
        if intent is not None:
            self.feed(intent)

    def step(self, dt: float) -> None:
        self.toast_time = max(0.0, self.toast_time - dt)
        self.scenes.update(dt)
        if self.scenes.top is None:
            self.running = False

    def render(self) -> pygame.Surface:
        self.scenes.draw(self.screen)
        if self.toast_time > 0 and self.toast_text:
            t = self.theme
            surf = t.text(self.toast_text, 2.6)
            rect = surf.get_rect(midtop=(self.size[0] // 2, t.px(2)))
            th.panel(self.screen, rect.inflate(t.px(4), t.px(2)), th.PANEL, radius=t.px(2))
            self.screen.blit(surf, rect)
        return self.screen

    def close(self) -> None:
        """The window is closing: let scenes save, then stop."""
        self.scenes.closing()
        if self.window_size_changed is not None:
            self.change_settings(window_size=self.window_size_changed)
        self.running = False

    def run(self) -> None:
        clock = pygame.time.Clock()
        self.scenes.push(self.main_menu())
        try:
            while self.running:
                dt = min(clock.tick(FPS) / 1000.0, 0.1)  # a long stall must not skip animations
                for event in pygame.event.get():
                    self.feed_event(event)
                    if not self.running:
                        break
                if not self.running:
                    break
                self.step(dt)
                self.render()
                pygame.display.flip()
        except BaseException:
            try:  # a crash (or Ctrl+C) still keeps the game in progress
                self.scenes.closing()
            except Exception:  # noqa: BLE001 - the first error is the one to report
                pass
            raise
        finally:
            self.thinker.close()
            if self.store is not None and not self.store.close():
                log.warning("the disk is slow: some saves may not have finished")


def build(config_dir: Path | None, data_dir: Path | None, reset_settings: bool) -> App:
    store = None
    try:
        store = open_store(config_dir, data_dir, reset_settings)
        if store is not None:
            store.start_writer()  # saves on a thread of their own: the frame never waits
    except Exception as exc:  # noqa: BLE001 - a broken store must not stop the game
        print(f"callbreak: settings and saves are unavailable: {exc}")
    return App(store=store)
