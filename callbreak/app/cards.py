"""Card pictures: the SVG faces and backs rasterised at the size the window needs.

Rasterising costs about a millisecond a card, so surfaces are made lazily and cached per
(card, height); `clear()` on resize. The four-colour deck is one string replacement in the
SVG before rasterising (clubs green, diamonds blue; see assets/cards/README.md).
Rotated copies (for the fanned hand) are cached too, by whole degrees.
"""

from __future__ import annotations

import io

import pygame

from callbreak.engine import Card
from callbreak.resources import asset

ASPECT = 14 / 19  # width / height of every card SVG
FOUR_COLOUR = {"C": (b"fill:black", b"fill:#0b7a32"), "D": (b"fill:red", b"fill:#1060d0")}


def card_size(height: int) -> tuple[int, int]:
    return max(1, round(height * ASPECT)), max(1, height)


class CardArt:
    def __init__(self, back: str = "red", four_colour: bool = False) -> None:
        self.back_name = back if back in ("red", "blue") else "red"
        self.four_colour = four_colour
        self._svg: dict[str, bytes] = {}
        self._surf: dict[tuple[str, int], pygame.Surface] = {}
        self._rot: dict[tuple[str, int, int, bool], pygame.Surface] = {}
        self._dim: dict[tuple[str, int], pygame.Surface] = {}

    def configure(self, back: str, four_colour: bool) -> None:
        if (back, four_colour) != (self.back_name, self.four_colour):
            self.back_name, self.four_colour = back, four_colour
            self._svg.clear()
            self.clear()

    def clear(self) -> None:
        self._surf.clear()
        self._rot.clear()
        self._dim.clear()

    def _data(self, key: str) -> bytes:
        data = self._svg.get(key)
        if data is None:
            if key == "back":
                data = asset("cards", "backs", f"back_{self.back_name}.svg").read_bytes()
            else:
                data = asset("cards", "faces", f"{key}.svg").read_bytes()
                if self.four_colour and key[-1] in FOUR_COLOUR:
                    data = data.replace(*FOUR_COLOUR[key[-1]])
            self._svg[key] = data
        return data

    def _render(self, key: str, height: int) -> pygame.Surface:
        size = card_size(height)
        try:
            surf = pygame.image.load_sized_svg(io.BytesIO(self._data(key)), size)
        except (pygame.error, FileNotFoundError, OSError):
            surf = self._fallback(key, size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    @staticmethod
    def _fallback(key: str, size: tuple[int, int]) -> pygame.Surface:
        """A plain drawn card, should an SVG be missing or unreadable."""
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        colour = (250, 250, 245) if key != "back" else (150, 30, 40)
        pygame.draw.rect(surf, colour, rect, border_radius=size[0] // 10)
        pygame.draw.rect(surf, (60, 60, 60), rect, 1, border_radius=size[0] // 10)
        if key != "back":
            font = pygame.font.Font(None, max(8, size[1] // 5))
            red = key[-1] in "HD"
            surf.blit(font.render(key, True, (200, 20, 20) if red else (0, 0, 0)), (4, 4))
        return surf

    def get(self, key: str, height: int) -> pygame.Surface:
        """`key` is a card code ("AS", "10H") or "back"."""
        k = (key, height)
        surf = self._surf.get(k)
        if surf is None:
            if len(self._surf) > 500:  # many window sizes visited: start afresh
                self._surf.clear()
                self._dim.clear()
            surf = self._surf[k] = self._render(key, height)
        return surf

    def has(self, key: str, height: int) -> bool:
        return (key, height) in self._surf

    def face(self, card: Card, height: int) -> pygame.Surface:
        return self.get(card.code, height)

    def back(self, height: int) -> pygame.Surface:
        return self.get("back", height)

    def rotated(self, key: str, height: int, angle: float, dim: bool = False) -> pygame.Surface:
        """The card tilted by `angle` degrees (rounded to whole degrees), dimmed if asked."""
        deg = round(angle) % 360
        base = self.dimmed(key, height) if dim else self.get(key, height)
        if deg == 0:
            return base
        k = (key, height, deg, dim)
        surf = self._rot.get(k)
        if surf is None:
            if len(self._rot) > 600:
                self._rot.clear()
            surf = self._rot[k] = pygame.transform.rotozoom(base, deg, 1.0)
        return surf

    def dimmed(self, key: str, height: int) -> pygame.Surface:
        """The card greyed out (not playable now)."""
        k = (key, height)
        surf = self._dim.get(k)
        if surf is None:
            surf = self.get(key, height).copy()
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((40, 50, 60, 120))
            mask = pygame.mask.from_surface(surf, 200).to_surface(
                setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
            shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(shade, (0, 0))
            self._dim[k] = surf
        return surf
