"""Sound effects from assets/sounds/*.wav. A missing audio device, a missing file or a
broken mixer is never an error: the game is simply quiet."""

from __future__ import annotations

import pygame

from callbreak.resources import asset

NAMES = ("deal", "play", "trick", "call", "round", "turn", "illegal")


class Sounds:
    def __init__(self, enabled: bool = True, volume: float = 0.8) -> None:
        self.enabled = enabled
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.ok = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.ok = True
        except (pygame.error, NotImplementedError, OSError):
            return
        for name in NAMES:
            path = asset("sounds", f"{name}.wav")
            try:
                self.sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError, OSError):
                continue
        self.set_volume(volume)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        for snd in self.sounds.values():
            snd.set_volume(self.volume)

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        snd = self.sounds.get(name)
        if snd is None:
            return
        try:
            snd.play()
        except pygame.error:
            pass
