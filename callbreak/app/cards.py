"""Card pictures: the SVG faces and backs rasterised at the size the window needs.

Two decks (``DECKS``): "classic", Adrian Kennard's traditional faces made flat by
build_scripts/make_deck.py, and "simple", the openclipart faces; and the backs in
``BACKS`` (build_scripts/make_backs.py). Every file shares one 140 x 190 box (``ASPECT``).

Rasterising costs a millisecond or a few a card, so surfaces are made lazily and cached per
(card, height); `clear()` on resize. The four-colour deck is a string replacement in the
SVG before rasterising (clubs green, diamonds blue): in both decks the suit marks, and
nothing else, are coloured ``fill:black``/``fill:red`` (``stroke:`` for the classic indices).
The classic court cards are point-symmetric, so their files hold the top half only
(``<code>.half.svg``): it is rasterised once and drawn twice, the second time turned, on
the blank card (``blank.svg``); that halves the cost of the most detailed faces.
Rotated copies (for the fanned hand) are cached too, by whole degrees.
"""

from __future__ import annotations

import io

import pygame

from callbreak.engine import Card
from callbreak.resources import asset

from .theme import soft_shadow

ASPECT = 14 / 19  # width / height of every card SVG
DECKS = ("classic", "simple")  # the first is the default
BACKS = ("red", "blue", "green", "dhaka")
_FOLDER = {"classic": ("cards", "classic"), "simple": ("cards", "faces")}
_FOUR = {"C": ((b"fill:black", b"fill:#0b7a32"), (b"stroke:black", b"stroke:#0b7a32")),
         "D": ((b"fill:red", b"fill:#1060d0"), (b"stroke:red", b"stroke:#1060d0"))}
FOUR_COLOUR = {suit: pairs[0] for suit, pairs in _FOUR.items()}  # the fill, as before


def card_size(height: int) -> tuple[int, int]:
    return max(1, round(height * ASPECT)), max(1, height)


def recolour(data: bytes, suit: str) -> bytes:
    """The four-colour version of one face's SVG text (clubs green, diamonds blue)."""
    for old, new in _FOUR.get(suit, ()):
        data = data.replace(old, new)
    return data


class CardArt:
    """The pictures of one deck, one back and one colour scheme, cached per height.

    `get(key, height)` with a card code ("AS", "10H") or "back"; `face(card, height)`,
    `back(height)`, `rotated(...)`, `dimmed(...)`. `configure(back, four_colour, deck)`
    changes the look (an unknown name falls back to the default)."""

    def __init__(self, back: str = "red", four_colour: bool = False,
                 deck: str = DECKS[0]) -> None:
        self.back_name = back if back in BACKS else BACKS[0]
        self.deck = deck if deck in DECKS else DECKS[0]
        self.four_colour = four_colour
        self._svg: dict[str, bytes] = {}
        self._surf: dict[tuple[str, int], pygame.Surface] = {}
        self._rot: dict[tuple[str, int, int, bool], pygame.Surface] = {}
        self._dim: dict[tuple[str, int], pygame.Surface] = {}
        self._blank: dict[int, pygame.Surface] = {}  # the classic court cards' card
        self._shadow: dict[tuple[int, int], pygame.Surface] = {}

    def configure(self, back: str, four_colour: bool, deck: str | None = None) -> None:
        """Change the back, the colours and (when given) the deck; cached pictures go."""
        back = back if back in BACKS else BACKS[0]
        deck = self.deck if deck is None else (deck if deck in DECKS else DECKS[0])
        if (back, four_colour, deck) != (self.back_name, self.four_colour, self.deck):
            self.back_name, self.four_colour, self.deck = back, four_colour, deck
            self._svg.clear()
            self.clear()

    def clear(self) -> None:
        self._blank.clear()
        self._surf.clear()
        self._rot.clear()
        self._dim.clear()
        self._shadow.clear()

    # -- the files -------------------------------------------------------------------------
    def _halved(self, key: str) -> bool:
        return self.deck == "classic" and key[0] in "KQJ"

    def _data(self, key: str) -> bytes:
        data = self._svg.get(key)
        if data is None:
            if key == "back":
                data = asset("cards", "backs", f"back_{self.back_name}.svg").read_bytes()
            elif key == "blank":
                data = asset(*_FOLDER[self.deck], "blank.svg").read_bytes()
            else:
                name = f"{key}.half.svg" if self._halved(key) else f"{key}.svg"
                data = asset(*_FOLDER[self.deck], name).read_bytes()
                if self.four_colour:
                    data = recolour(data, key[-1])
            self._svg[key] = data
        return data

    def _render(self, key: str, height: int) -> pygame.Surface:
        size = card_size(height)
        try:
            surf = pygame.image.load_sized_svg(io.BytesIO(self._data(key)), size)
            if self._halved(key):
                half = surf
                blank = self._blank.get(height)
                if blank is None:
                    blank = self._blank[height] = pygame.image.load_sized_svg(
                        io.BytesIO(self._data("blank")), size)
                surf = blank.copy()
                surf.blit(half, (0, 0))
                surf.blit(pygame.transform.flip(half, True, True), (0, 0))
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

    # -- the pictures ----------------------------------------------------------------------
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

    def shadow(self, height: int, angle: float = 0.0) -> pygame.Surface:
        """A soft shadow the shape of a card of this height, tilted by `angle` (whole
        degrees), centred where the card's centre is: blit it centred a little below the
        card, then the card. Cached like the cards (blurring is slow, blitting is not)."""
        deg = round(angle) % 360
        k = (height, deg)
        surf = self._shadow.get(k)
        if surf is None:
            if len(self._shadow) > 400:
                self._shadow.clear()
            w, h = card_size(height)
            flat = soft_shadow((w, h), round(w * 0.08), shadow_spread(height), alpha=150)
            surf = self._shadow[k] = pygame.transform.rotozoom(flat, deg, 1.0) if deg else flat
        return surf


def shadow_spread(height: float) -> int:
    """How far a card's soft shadow reaches past its edge, in pixels."""
    return max(2, round(height * 0.04))


def shadow_drop(height: float) -> int:
    """How far below a card lying on the table its shadow's middle falls."""
    return max(1, round(height * 0.026))
