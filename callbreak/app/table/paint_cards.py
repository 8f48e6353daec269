"""Painting cards: your fan, the face-down fans, the trick, cards in flight, the outline of
the card that took a trick and of the card Enter would play.

`CardPainter` keeps only pictures (a tilted outline is made once per size and tilt, a
face-down fan once per size); they are kept with the card pictures (`CardArt.composed`),
so the scenes of one table (deal, calling, play) share them, and they go when the window's
size or the cards' look changes. It reads the table and never changes it.
"""

from __future__ import annotations

import math

import pygame

from ..look.cards import CardArt, shadow_drop, shadow_spread
from .layout import TableLayout
from .outlines import compose_fan, focus_frame, glow_piece, tilted_size
from .tabletop import CardSprite, Table
from .turning import STILL, Turning
from .view import TableView


def bounds(spr: CardSprite) -> pygame.Rect:
    """The box a card covers, tilt included."""
    rect = pygame.Rect((0, 0), tilted_size(spr.height, spr.angle))
    rect.center = (round(spr.x), round(spr.y - spr.lift))
    return rect


def reach(spr: CardSprite) -> pygame.Rect:
    """The box a card and its soft shadow cover."""
    spread = shadow_spread(spr.height)
    return bounds(spr).inflate(2 * spread, 2 * spread).move(0, _drop(spr))


def _drop(spr: CardSprite) -> int:
    """A raised card (lifted in your hand) casts its shadow a little further down."""
    return shadow_drop(spr.height) + round(spr.lift * 0.35)


class CardPainter:
    """Keeps in `cards.composed`: each computer player's fan as one picture, for every
    size it has had at this card height (a deal makes them all; the play then only reuses
    them): ("fan", seat, height, spots) -> (the back it was made with, the picture, where
    it goes); the outlines of the card that took the trick ("glow", ...) and of the card
    Enter would play ("frame", ...)."""

    def __init__(self, cards: CardArt) -> None:
        self.cards = cards
        self.turning = Turning(cards)  # how each card on its way is turned this frame

    def begin_frame(self, moving: bool) -> None:
        """A new frame: the cards turning on their way are counted afresh."""
        self.turning.begin_frame(moving)

    @property
    def approximate(self) -> bool:
        """A card on its way was drawn a few degrees behind its turn, or unsmoothed, in
        the frame drawn last (never at rest)."""
        return self.turning.approximate

    # -- one card -----------------------------------------------------------------------
    def image(self, spr: CardSprite, layout: TableLayout,
              quick: bool = False) -> pygame.Surface:
        """The picture of a sprite as drawn now: its face or back, tilted, and narrowed
        while it turns over (the back until half way, then the face)."""
        card = spr.card
        key = card.code if spr.face_up and card is not None and spr.turn >= 0.5 else "back"
        img = self._at_height(key, spr.height, spr.angle, layout, motion=self.turning.motion(spr),
                              quick=quick)
        if spr.turn >= 1.0:
            return img
        # the cached tilted picture, squeezed: a turn lasts a fifth of a second, too quick
        # to see the small shear, and it costs a hundredth of re-rotating every frame
        narrow = max(1, round(img.get_width() * abs(math.cos(math.pi * spr.turn))))
        return pygame.transform.scale(img, (narrow, img.get_height()))

    def _at_height(self, key: str, height: float, angle: float, layout: TableLayout,
                   shade: bool = False, motion: int = STILL,
                   quick: bool = False) -> pygame.Surface:
        """A card at one of the sizes the table uses comes from the cache (faces are
        shown at your hand's and the trick's sizes, backs at your hand's and the fans');
        a card growing or shrinking in flight is the tilted picture of the next larger of
        them, smoothly scaled down (rasterising an SVG for every in-between size costs
        milliseconds; turning and scaling at once, two and a half times the scaling
        alone). With `shade`, the grey that dims that card instead; `quick`, scaled at a
        quarter of the cost for a card hurrying away (a won trick shrinking behind its
        winner's plate)."""
        sizes = (layout.card_h, layout.small_h) if key == "back" \
            else (layout.card_h, layout.trick_h)

        def tilted(size: int) -> pygame.Surface:
            return self.cards.shade(key, size, angle) if shade \
                else self.turning.turned(key, size, angle, motion)

        for size in sizes:
            if abs(height - size) < 1.0:
                return tilted(size)
        base = min((s for s in sizes if s > height), default=max(sizes))
        img, k = tilted(base), height / base
        if key == "back" or quick:  # a back's pattern, or a card hurrying off, hides the
            # shade smoothscale takes off a card
            return pygame.transform.smoothscale(img, (max(1, round(img.get_width() * k)),
                                                      max(1, round(img.get_height() * k))))
        # a face: zoomed alone (no turn) by rotozoom, which keeps a white card white and
        # solid (smoothscale greys and thins it a little), for four times the cost
        return pygame.transform.rotozoom(img, 0, k)

    def _shadow_at(self, height: float, angle: float, layout: TableLayout,
                   plain: bool = False) -> pygame.Surface:
        """A card's soft shadow, from the cache at the table's three sizes; in between (a
        card growing or shrinking in flight) the nearest one, tilted, simply stretched: a
        blur needs no smooth scaling, and this costs a tenth of turning it again. `plain`:
        unless kept, turned plainly and not kept (a moving card's: on its way over the
        felt, the steps of its blur are too faint to see)."""
        sizes = (layout.card_h, layout.trick_h, layout.small_h)
        base = min(sizes, key=lambda s: abs(s - height))
        img = self.cards.plain_shadow(base, angle) if plain else self.cards.shadow(base, angle)
        if abs(height - base) < 1.0:
            return img
        k = height / base
        return pygame.transform.scale(img, (max(1, round(img.get_width() * k)),
                                            max(1, round(img.get_height() * k))))

    def _shadow_piece(self, spr: CardSprite, layout: TableLayout,
                      x: float | None = None) -> tuple[pygame.Surface, pygame.Rect]:
        """The soft shadow a card casts on what lies under it, and where it goes."""
        img = self._shadow_at(spr.height, spr.angle, layout,
                              plain=self.turning.motion(spr) != STILL)
        if spr.turn < 1.0:  # narrowed with the card while it turns over
            narrow = max(1, round(img.get_width() * abs(math.cos(math.pi * spr.turn))))
            img = pygame.transform.scale(img, (narrow, img.get_height()))
        cx = spr.x if x is None else x
        return img, img.get_rect(center=(round(cx), round(spr.y - spr.lift) + _drop(spr)))

    def _pieces(self, spr: CardSprite, layout: TableLayout, dim: bool = False,
                shadow: bool = True,
                quick: bool = False) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """What drawing a card blits, in order: its shadow (unless drawn already), the
        card, and the grey over it when it is dimmed."""
        img = self.image(spr, layout, quick)
        x = spr.x + (math.sin(spr.shake * 28) * spr.shake * layout.unit * 1.2
                     if spr.shake else 0)
        at = (round(x), round(spr.y - spr.lift))
        pieces = [self._shadow_piece(spr, layout, x)] if shadow else []
        pieces.append((img, img.get_rect(center=at)))
        if dim and spr.card is not None:
            grey = self._at_height(spr.card.code, spr.height, spr.angle, layout, shade=True)
            pieces.append((grey, grey.get_rect(center=at)))
        return pieces

    def shadow(self, surface: pygame.Surface, spr: CardSprite, layout: TableLayout) -> None:
        surface.blit(*self._shadow_piece(spr, layout))

    def sprite(self, surface: pygame.Surface, spr: CardSprite, layout: TableLayout,
               dim: bool = False, shadow: bool = True) -> None:
        for img, rect in self._pieces(spr, layout, dim, shadow):
            surface.blit(img, rect)

    def glow(self, surface: pygame.Surface, spr: CardSprite, unit: float) -> None:
        """The outline round the card that took the trick, where it goes."""
        surface.blit(*glow_piece(self.cards, spr, unit))

    # -- groups -------------------------------------------------------------------------
    def fan(self, surface: pygame.Surface, table: Table, seat: int) -> None:
        """A computer player's face-down fan, shadows and all: composed into one picture
        when its size changes (a card played, a deal), then one blit a frame."""
        kept = self.fan_picture(table.layout, seat, table.counts[seat])
        if kept is not None:
            surface.blit(*kept)

    def fan_picture(self, lay: TableLayout, seat: int,
                    count: int) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """A fan of `count` backs as one picture and where it goes (None for no card)."""
        spots = lay.small_fan(seat, count)
        if not spots:
            return None
        back = self.cards.get("back", lay.small_h)
        key = ("fan", seat, lay.small_h,
               tuple((round(x), round(y), round(a)) for x, y, a in spots))
        kept = self.cards.composed.get(key)
        if kept is None or kept[0] is not back:
            kept = self.cards.composed.put(key, (back, *compose_fan(self.cards, lay, key[3])))
        return kept[1], kept[2]

    def trick(self, surface: pygame.Surface, table: Table, sprites: list[CardSprite]) -> None:
        """The trick's cards (`sprites` of it), shadows and all, the card that took it on
        top and outlined."""
        lay, winning = table.layout, table.winning
        pieces = []
        for spr in sprites:
            if spr is not winning:
                pieces += self._pieces(spr, lay, quick=table.gathering)
        if winning is not None and winning in sprites:  # on top, outlined
            pieces += [self._shadow_piece(winning, lay), glow_piece(self.cards, winning, lay.unit),
                       *self._pieces(winning, lay, shadow=False)]
        for img, rect in pieces:
            surface.blit(img, rect)

    def hand(self, surface: pygame.Surface, view: TableView,
             shadowed: list[CardSprite] | None = None) -> None:
        """Your fan; the cards in `shadowed` have had their shadows drawn already."""
        table = view.table
        done = shadowed or []
        for spr in table.hand:
            pieces = self._pieces(spr, table.layout,
                                  dim=view.your_card and spr.card not in view.legal,
                                  shadow=spr not in done)
            if view.your_card and spr.card == view.focus:
                # the outline inside the card, painted with it: the card to its right lies
                # over it as over the card, so the frame never covers a neighbour
                frame = focus_frame(self.cards, spr, table.layout.unit)
                pieces.append((frame, frame.get_rect(center=pieces[-1][1].center)))
            for img, rect in pieces:
                surface.blit(img, rect)
