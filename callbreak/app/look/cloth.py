"""The table cloth, drawn once per window size: a lamp over the middle, a darker edge, a fine
grain like baize (none in high contrast). Its colours are the theme's, read when it is drawn."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from . import theme as th


def _grain(seed: int, size: int, most: int) -> pygame.Surface:
    """A tile of fine random specks, 0..`most` in every channel, to add or take away."""
    rnd = random.Random(seed)
    tile = pygame.Surface((size, size))
    for y in range(size):
        for x in range(size):
            v = rnd.randint(0, most)
            tile.set_at((x, y), (v, v, v))
    return tile


@lru_cache(maxsize=1)
def _grains() -> tuple[pygame.Surface, pygame.Surface]:
    return _grain(18, 128, 4), _grain(81, 128, 4)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: a soft lamp over the middle fading to a darker edge and corners,
    with a fine grain like baize (made once per window size)."""
    w, h = size
    small = pygame.Surface((64, 40))
    cx, cy = 31.5, 17.0
    for y in range(40):
        for x in range(64):
            d = min(1.0, (((x - cx) / 38) ** 2 + ((y - cy) / 26) ** 2) ** 0.5)
            k = d * d
            if d < 0.35:
                a, b, t = th.FELT_LIGHT, th.FELT, d / 0.35
            else:
                a, b, t = th.FELT, th.FELT_DARK, (k - 0.1225) / 0.8775
            small.set_at((x, y), tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3)))
    cloth = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
    if th.high_contrast:  # plain: no grain to read letters against
        return cloth
    lighter, darker = _grains()
    for y in range(0, h, 128):
        for x in range(0, w, 128):
            cloth.blit(lighter, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            cloth.blit(darker, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    return cloth
