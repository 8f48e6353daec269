"""Sound effects from assets/sounds/*.wav. A missing audio device, a missing file or a
broken mixer is never an error: the game is simply quiet. Each file is read when it is
first played (a few milliseconds, once), not when the window opens: a window that plays
no sound (a test drawing a screen, a player with sound off) reads none."""

from __future__ import annotations

import pygame

from callbreak.resources import asset

NAMES = ("deal", "play", "trick", "call", "round", "turn", "illegal")


class Sounds:
    def __init__(self, enabled: bool = True, volume: float = 0.8) -> None:
        self.enabled = enabled
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound | None] = {}  # None: it would not load
        self.ok = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.ok = True
        except (pygame.error, NotImplementedError, OSError):
            return
        self.set_volume(volume)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        for snd in self.sounds.values():
            if snd is not None:
                snd.set_volume(self.volume)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self.sounds and self.ok and name in NAMES:
            try:
                snd: pygame.mixer.Sound | None = pygame.mixer.Sound(
                    str(asset("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError, OSError):
                snd = None
            if snd is not None:
                snd.set_volume(self.volume)
            self.sounds[name] = snd
        return self.sounds.get(name)

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        snd = self._sound(name)
        if snd is None:
            return
        try:
            snd.play()
        except pygame.error:
            pass
