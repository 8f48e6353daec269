"""Confetti: coloured bits that fall and turn behind the final scores when you win or share
the win, for a few seconds, then settle out of sight so the card stands still."""

from __future__ import annotations

import math
import random

import pygame

from ..look import theme as th

SECONDS = 6.0  # bits falling off the bottom come back at the top until then
COUNT = 90


class Confetto:
    __slots__ = ("x", "y", "vx", "vy", "spin", "phase", "colour", "size")

    def __init__(self, rng: random.Random, w: int, h: int, unit: float) -> None:
        self.x = rng.uniform(0, w)
        self.y = rng.uniform(-h, 0)
        self.vx = rng.uniform(-1, 1) * unit * 3
        self.vy = rng.uniform(14, 26) * unit
        self.spin = rng.uniform(2, 7)
        self.phase = rng.uniform(0, 6.3)
        self.colour = rng.choice((th.ACCENT, (240, 90, 80), (90, 170, 240), (120, 220, 140),
                                  (250, 250, 240)))
        self.size = unit * rng.uniform(0.7, 1.3)


class Confetti:
    """The bits over a window of `size`, the same fall every time (a fixed seed)."""

    def __init__(self, size: tuple[int, int], unit: float) -> None:
        w, self.h = size
        rng = random.Random(7)
        self.bits = [Confetto(rng, w, self.h, unit) for _ in range(COUNT)]
        self.t = 0.0

    @property
    def falling(self) -> bool:
        return bool(self.bits)

    def update(self, dt: float) -> None:
        self.t += dt
        h = self.h
        for c in self.bits:
            c.x += c.vx * dt
            c.y += c.vy * dt
            if c.y > h + 20 and self.t < SECONDS:  # a few seconds, then it settles
                c.y -= h + 40
        if self.bits and self.t > SECONDS and all(c.y > h for c in self.bits):
            self.bits = []  # all fallen: nothing moves any more

    def draw(self, surface: pygame.Surface) -> None:
        for c in self.bits:
            a = c.phase + self.t * c.spin
            rw = max(1, round(abs(math.cos(a)) * c.size * 1.6))
            rect = pygame.Rect(0, 0, rw, max(1, round(c.size)))
            rect.center = (round(c.x), round(c.y))
            pygame.draw.rect(surface, c.colour, rect)
