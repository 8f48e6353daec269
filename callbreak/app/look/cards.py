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
the blank card (``blank.svg``); that halves the cost of the most detailed faces. The other
classic faces draw the same blank card first: it is taken out of their text and their pips
are rasterised over the blank kept for that height (the card's body is most of the cost of
rasterising a face; the picture differs by at most 2 of 255 in a colour on the felt).
Rotated copies (for the fanned hand) are cached too, by whole degrees. Every cache holds
its pictures within a memory budget, the least recently used going first (`kept.Kept`).
"""

from __future__ import annotations

import io
from typing import Any

import pygame

from callbreak.engine import Card
from callbreak.resources import asset

from .kept import Kept
from .theme import soft_shadow

ASPECT = 14 / 19  # width / height of every card SVG
DECKS = ("classic", "simple")  # the first is the default
BACKS = ("red", "blue", "green", "dhaka")
_FOLDER = {"classic": ("cards", "classic"), "simple": ("cards", "faces")}
_FOUR = {"C": ((b"fill:black", b"fill:#0b7a32"), (b"stroke:black", b"stroke:#0b7a32")),
         "D": ((b"fill:red", b"fill:#1060d0"), (b"stroke:red", b"stroke:#1060d0"))}
FOUR_COLOUR = {suit: pairs[0] for suit, pairs in _FOUR.items()}  # the fill, as before
# megabytes of pixels each cache may hold (at 1920x1080 a face is 0.17 MB, a tilted one
# 0.24 MB, its shadow 0.3 MB): every face at the hand's and the trick's sizes; the tilts,
# and the shadows, at each height (the hand's, the trick's, the fans'); a few flat dimmed
# cards (pictures of the rules); the greys at each tilt of the hand; the painters'
# pictures
FACES_MB, TILTS_MB, DIMMED_MB, SHADOWS_MB, GREYS_MB, COMPOSED_MB = 24, 6, 2, 7, 6, 8
ROUGH_REACH = 12  # degrees: how far `rough_rotated` looks for a smooth tilt to start from


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
        self._stripped: set[str] = set()  # faces whose text had the blank card taken out
        self._surf: Kept[pygame.Surface] = Kept(FACES_MB)  # (key, height) -> picture
        # for each height, (key, degrees) -> picture: kept apart, so the many tilts of
        # cards flying to the trick never push out those of your hand
        self._rot: dict[int, Kept[pygame.Surface]] = {}
        self._backs_tilted = False  # some tilted backs are kept (a deal's)
        self._dim: Kept[pygame.Surface] = Kept(DIMMED_MB)  # (key, height) -> picture
        self._blank: dict[int, pygame.Surface] = {}  # the classic deck's blank card
        # for each height, degrees -> a card's shadow
        self._shadow: dict[int, Kept[pygame.Surface]] = {}
        # (height, degrees) -> what greys a card out
        self._grey: Kept[pygame.Surface] = Kept(GREYS_MB)
        # what the painters compose from these pictures (a fan of backs, ...): it goes
        # with them when the window's size or the look changes
        self.composed: Kept[Any] = Kept(COMPOSED_MB)  # pictures, or tuples holding them

    def configure(self, back: str, four_colour: bool, deck: str | None = None) -> None:
        """Change the back, the colours and (when given) the deck; cached pictures go."""
        back = back if back in BACKS else BACKS[0]
        deck = self.deck if deck is None else (deck if deck in DECKS else DECKS[0])
        if (back, four_colour, deck) != (self.back_name, self.four_colour, self.deck):
            self.back_name, self.four_colour, self.deck = back, four_colour, deck
            self._svg.clear()
            self._stripped.clear()
            self.clear()

    def clear(self) -> None:
        self._blank.clear()
        self._surf.clear()
        self._rot.clear()
        self._dim.clear()
        self._shadow.clear()
        self._grey.clear()
        self.composed.clear()

    # -- the files -------------------------------------------------------------------------
    def _halved(self, key: str) -> bool:
        return self.deck == "classic" and key[0] in "KQJ"

    def _on_blank(self, key: str) -> bool:
        """A face drawn over the blank card kept for its height: a court card's half, or
        a classic face whose text began with the blank card (taken out by `_data`)."""
        self._data(key)
        return self._halved(key) or key in self._stripped

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
                body = card_body(self._data("blank")) if self.deck == "classic" else b""
                if body and data.startswith(body, data.find(b"<rect")):
                    data = data.replace(body, b"", 1)
                    self._stripped.add(key)
            self._svg[key] = data
        return data

    def _blank_at(self, height: int, size: tuple[int, int]) -> pygame.Surface:
        blank = self._blank.get(height)
        if blank is None:
            blank = self._blank[height] = pygame.image.load_sized_svg(
                io.BytesIO(self._data("blank")), size)
        return blank

    def _render(self, key: str, height: int) -> pygame.Surface:
        size = card_size(height)
        try:
            surf = pygame.image.load_sized_svg(io.BytesIO(self._data(key)), size)
            if self._on_blank(key):
                marks = surf
                surf = self._blank_at(height, size).copy()
                if self._halved(key):
                    surf.blit(marks, (0, 0))
                    surf.blit(pygame.transform.flip(marks, True, True), (0, 0))
                else:  # only where the pips are: a blit leaves no transparent pixel of the
                    # blank as it was (it takes the pips' black), and turning a card blends
                    # those into its edge (a court card has always had that darker edge)
                    box = marks.get_bounding_rect()
                    surf.blit(marks, box, box)
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
            surf = self._surf.put(k, self._render(key, height))
        return surf

    def has(self, key: str, height: int) -> bool:
        return (key, height) in self._surf

    def face(self, card: Card, height: int) -> pygame.Surface:
        return self.get(card.code, height)

    def back(self, height: int) -> pygame.Surface:
        return self.get("back", height)

    def rotated(self, key: str, height: int, angle: float) -> pygame.Surface:
        """The card tilted by `angle` degrees (rounded to whole degrees)."""
        deg = round(angle) % 360
        base = self.get(key, height)
        if deg == 0:
            return base
        k = (key, height, deg)
        tilts = self._rot.get(height)
        if tilts is None:
            tilts = self._rot[height] = Kept(TILTS_MB)
        surf = tilts.get(k)
        if surf is None:
            surf = tilts.put(k, pygame.transform.rotozoom(base, deg, 1.0))
            self._backs_tilted = self._backs_tilted or key == "back"
        return surf

    def forget_tilted_backs(self) -> None:
        """Let go the backs tilted for a deal (cards fly face down only while dealt): the
        next deal makes them again."""
        if self._backs_tilted:
            self._backs_tilted = False
            for tilts in self._rot.values():
                tilts.discard(lambda k: k[0] != "back")

    def kept_rotation(self, key: str, height: int, angle: float,
                      within: int = 0) -> tuple[pygame.Surface, int] | None:
        """The tilted picture `rotated` would give and its tilt, if it is kept (else
        None); with `within`, the nearest kept one up to that many degrees away."""
        deg = round(angle)
        for off in sorted(range(-within, within + 1), key=abs):
            d = (deg + off) % 360
            tilts = self._rot.get(height)
            surf = self._surf.get((key, height)) if d == 0 \
                else tilts.get((key, height, d)) if tilts is not None else None
            if surf is not None:
                return surf, deg + off
        return None

    def rough_rotated(self, key: str, height: int, angle: float) -> pygame.Surface:
        """The card tilted without being kept, for a card in motion when a frame has
        smoothly turned enough cards: the nearest kept tilt (up to ROUGH_REACH degrees
        away) turned plainly the rest of the way, which costs a sixth of a smooth turn
        (and the shorter that rest, the less its unsmoothed edge shows)."""
        deg = round(angle)
        img, tilt = self.kept_rotation(key, height, deg, within=ROUGH_REACH) \
            or (self.get(key, height), 0)
        rest = (deg - tilt + 180) % 360 - 180
        return pygame.transform.rotate(img, rest) if rest else img

    def dimmed(self, key: str, height: int) -> pygame.Surface:
        """The card greyed out (not playable now)."""
        k = (key, height)
        surf = self._dim.get(k)
        if surf is None:
            surf = self.get(key, height).copy()
            surf.blit(self._flat_grey(key, height), (0, 0))
            self._dim.put(k, surf)
        return surf

    def shade(self, key: str, height: int, angle: float) -> pygame.Surface:
        """What greys a card out, tilted by `angle` (whole degrees), to blit over the
        card tilted the same (as `dimmed` does over a flat card). Every face of a deck has
        the card's outline, so one per height and tilt serves them all: your turn dims
        most of your hand at once without tilting a dimmed picture of each card."""
        deg = round(angle) % 360
        k = (height, deg)
        surf = self._grey.get(k)
        if surf is None:
            flat = self._flat_grey(key, height)
            surf = self._grey.put(k, pygame.transform.rotozoom(flat, deg, 1.0) if deg
                                  else flat)
        return surf

    def _flat_grey(self, key: str, height: int) -> pygame.Surface:
        """A translucent grey where the card is solid."""
        k = (height, None)
        shade = self._grey.get(k)
        if shade is None:
            surf = self.get(key, height)
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((40, 50, 60, 120))
            mask = pygame.mask.from_surface(surf, 200).to_surface(
                setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
            shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            self._grey.put(k, shade)
        return shade

    def shadow(self, height: int, angle: float = 0.0) -> pygame.Surface:
        """A soft shadow the shape of a card of this height, tilted by `angle` (whole
        degrees), centred where the card's centre is: blit it centred a little below the
        card, then the card. Cached like the cards (blurring is slow, blitting is not)."""
        deg = round(angle) % 360
        k = (height, deg)
        shadows = self._shadow.get(height)
        if shadows is None:
            shadows = self._shadow[height] = Kept(SHADOWS_MB)
        surf = shadows.get(k)
        if surf is None:
            w, h = card_size(height)
            flat = soft_shadow((w, h), round(w * 0.08), shadow_spread(height), alpha=150)
            surf = shadows.put(k, pygame.transform.rotozoom(flat, deg, 1.0) if deg else flat)
        return surf


    def plain_shadow(self, height: int, angle: float) -> pygame.Surface:
        """The shadow as `shadow` keeps it, else tilted plainly and not kept: for a card on
        the move, whose shadow's faint steps never show (a fifth of the cost)."""
        deg = round(angle) % 360
        kept = self._shadow.get(height)
        surf = kept.get((height, deg)) if kept is not None else None
        return surf or pygame.transform.rotate(self.shadow(height), deg)


def card_body(blank: bytes) -> bytes:
    """The blank card's shapes (its shadow and its body) as its SVG text writes them: the
    classic faces begin with the same text."""
    return blank[blank.index(b"<rect"):blank.rindex(b"</svg>")]


def shadow_spread(height: float) -> int:
    """How far a card's soft shadow reaches past its edge, in pixels."""
    return max(2, round(height * 0.04))


def shadow_drop(height: float) -> int:
    """How far below a card lying on the table its shadow's middle falls."""
    return max(1, round(height * 0.026))
