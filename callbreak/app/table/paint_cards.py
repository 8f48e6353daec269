"""Painting cards: your fan, the face-down fans, the trick, cards in flight, the outline of
the card that took a trick and of the card Enter would play.

`CardPainter` keeps only picture caches (a tilted outline is made once per size and tilt);
it reads the table and never changes it.
"""

from __future__ import annotations

import math

import pygame

from .. import theme as th
from ..cards import CardArt
from ..layout import TableLayout
from .stage import CardSprite, Table
from .view import TableView


def bounds(spr: CardSprite) -> pygame.Rect:
    """The box a card covers, tilt included."""
    h = spr.height
    a = math.radians(spr.angle)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    w = h * 14 / 19
    rect = pygame.Rect(0, 0, round(w * c + h * s), round(w * s + h * c))
    rect.center = (round(spr.x), round(spr.y - spr.lift))
    return rect


class CardPainter:
    def __init__(self, cards: CardArt) -> None:
        self.cards = cards
        self._glow: dict[tuple, pygame.Surface] = {}

    # -- one card -----------------------------------------------------------------------
    def image(self, spr: CardSprite, layout: TableLayout, dim: bool = False) -> pygame.Surface:
        """The picture of a sprite as drawn now: its face or back, tilted, and narrowed
        while it turns over (the back until half way, then the face)."""
        face = spr.face_up and spr.card is not None and spr.turn >= 0.5
        key = spr.card.code if face else "back"  # type: ignore[union-attr]
        img = self._at_height(key, spr.height, spr.angle, dim, layout)
        if spr.turn >= 1.0:
            return img
        # the cached tilted picture, squeezed: a turn lasts a fifth of a second, too quick
        # to see the small shear, and it costs a hundredth of re-rotating every frame
        narrow = max(1, round(img.get_width() * abs(math.cos(math.pi * spr.turn))))
        return pygame.transform.scale(img, (narrow, img.get_height()))

    def _at_height(self, key: str, height: float, angle: float, dim: bool,
                   layout: TableLayout) -> pygame.Surface:
        """The three sizes the table uses come from the cache; a card growing or shrinking
        in flight is scaled from the nearest of them (rasterising an SVG for every
        in-between size would cost milliseconds a frame)."""
        sizes = (layout.card_h, layout.trick_h, layout.small_h)
        base = min(sizes, key=lambda s: abs(s - height))
        if abs(height - base) < 1.0:
            return self.cards.rotated(key, base, angle, dim)
        src = self.cards.dimmed(key, base) if dim else self.cards.get(key, base)
        return pygame.transform.rotozoom(src, angle, height / base)

    def sprite(self, surface: pygame.Surface, spr: CardSprite, layout: TableLayout,
               dim: bool = False) -> None:
        img = self.image(spr, layout, dim)
        x = spr.x + (math.sin(spr.shake * 28) * spr.shake * layout.unit * 1.2
                     if spr.shake else 0)
        surface.blit(img, img.get_rect(center=(round(x), round(spr.y - spr.lift))))

    def glow(self, surface: pygame.Surface, spr: CardSprite, unit: float) -> None:
        """A rounded outline round the card that took the trick, tilted with it."""
        key = (round(spr.height), round(spr.angle, 1), round(unit, 2))
        img = self._glow.get(key)
        if img is None:
            w = spr.height * 14 / 19
            pad = unit * 0.7
            flat = pygame.Surface((round(w + 2 * pad), round(spr.height + 2 * pad)),
                                  pygame.SRCALPHA)
            # a light ring edged in dark, so it shows on the felt and on white cards alike
            line, edge = max(2, round(unit * 0.5)), max(1, round(unit * 0.2))
            radius = round(w * 0.13)
            pygame.draw.rect(flat, th.INK_DARK, flat.get_rect(), line + 2 * edge,
                             border_radius=radius + edge)
            pygame.draw.rect(flat, th.INK, flat.get_rect().inflate(-2 * edge, -2 * edge), line,
                             border_radius=radius)
            img = pygame.transform.rotozoom(flat, spr.angle, 1.0) if spr.angle else flat
            self._glow = {key: img}  # only the trick on the table now
        surface.blit(img, img.get_rect(center=(round(spr.x), round(spr.y - spr.lift))))

    # -- groups -------------------------------------------------------------------------
    def fan(self, surface: pygame.Surface, table: Table, seat: int) -> None:
        lay = table.layout
        for x, y, a in lay.small_fan(seat, table.counts[seat]):
            img = self.cards.rotated("back", lay.small_h, a)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def trick(self, surface: pygame.Surface, table: Table, sprites: list[CardSprite]) -> None:
        for spr in sprites:
            if spr is not table.winning:
                self.sprite(surface, spr, table.layout)
        if table.winning in sprites:  # the card that took the trick, on top and outlined
            self.glow(surface, table.winning, table.layout.unit)  # type: ignore[arg-type]
            self.sprite(surface, table.winning, table.layout)  # type: ignore[arg-type]

    def hand(self, surface: pygame.Surface, view: TableView) -> None:
        table = view.table
        focused = None
        for spr in table.hand:
            self.sprite(surface, spr, table.layout,
                        dim=view.your_card and spr.card not in view.legal)
            if view.your_card and spr.card == view.focus:
                focused = spr
        if focused is not None:  # the outline on top of its neighbours, so it always shows
            width = max(2, round(table.layout.unit * 0.55))
            corners = focused.corners()
            pygame.draw.polygon(surface, th.INK_DARK, corners, width + 2)
            pygame.draw.polygon(surface, th.ACCENT, corners, width)
