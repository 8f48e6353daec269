"""The whole table in drawing order, from a `TableView`.

Moving cards pass behind the name plates, never over a name: a dealt card slides into its
fan, a played card leaves from behind its player's plate, a won trick is gathered in by
its winner; every card's soft shadow falls behind the plates too. Nothing here changes the
table.
"""

from __future__ import annotations

import pygame

from callbreak.engine import CARDS

from ..cards import CardArt
from ..layout import SEATS, TableLayout
from ..theme import Theme
from . import paint_hud, paint_plates
from .paint_cards import CardPainter, bounds, reach
from .tabletop import CardSprite
from .view import TableView

COURTS = (11, 12, 13)  # jack, queen, king: the most detailed drawings
# of cards lying exactly on one another (the pile a deal starts from, under the dealer's
# plate), only the top ones are drawn: the ones below six change no pixel
PILE_SHOWN = 6


def _pile_tops(sprites: list[CardSprite]) -> list[CardSprite]:
    """The sprites worth drawing, in drawing order: all but the cards under the top
    PILE_SHOWN of a pile of identical cards in one place."""
    seen: dict[tuple, int] = {}
    keep = []
    for spr in reversed(sprites):
        key = (spr.face_up and spr.card, round(spr.x), round(spr.y), round(spr.angle),
               round(spr.height), spr.turn, spr.lift)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] <= PILE_SHOWN:
            keep.append(spr)
    keep.reverse()
    return keep


def warm_up_plan(layout: TableLayout) -> list[tuple[str, int]]:
    """Card pictures to rasterise one per quiet frame before they are needed: the faces at
    your fan's and the trick's sizes (cards in flight between sizes are scaled from
    these), but the court cards, whose drawings take three times as long to rasterise
    (a few milliseconds: `prepare_deal` makes them before a deal)."""
    codes = [card.code for card in CARDS if card.rank not in COURTS]
    return [(code, h) for h in (layout.trick_h, layout.card_h) for code in codes]


def prepare_deal(theme: Theme, background: pygame.Surface, cards: CardArt,
                 layout: TableLayout) -> None:
    """What a deal and the tricks after it need at once, made before it starts (the deal
    is the busiest moment of the table): the cloth; the computer players' fans of every
    size the deal gives them; at every tilt of your fan, your cards' back (they fly in
    face down), their shadow and the grey that dims them; the court cards at the trick's
    size."""
    paint_plates.cloth(background, theme, layout)
    fans = CardPainter(cards)  # the fans are kept with the card pictures, for every painter
    for seat in (1, 2, 3):
        for count in range(1, 14):
            fans.fan_picture(layout, seat, count)
    tilts = [round(angle) for n in range(1, 14) for _, _, angle in layout.hand_slots(n)]
    for deg in range(min(tilts), max(tilts) + 1):
        cards.rotated("back", layout.card_h, deg)
        cards.shadow(layout.card_h, deg)
        cards.shade("AS", layout.card_h, deg)
    for card in CARDS:
        if card.rank in COURTS:
            cards.get(card.code, layout.trick_h)


def paint(surface: pygame.Surface, theme: Theme, background: pygame.Surface,
          cards: CardPainter, view: TableView) -> None:
    table = view.table
    lay = table.layout
    cards.begin_frame(table.moving)
    if table.hand and not (table.dealing or table.flying):  # a deal over: its tilted
        cards.cards.forget_tilted_backs()  # backs are of no use until the next one
    surface.blit(paint_plates.cloth(background, theme, lay), (0, 0))
    paint_plates.centre_marks(surface, theme, view)
    for seat in (1, 2, 3):
        cards.fan(surface, table, seat)
    plates = list(lay.plates.values())
    over = []  # a card dealt to you, once clear of the plates, lands on top of your hand
    for spr in _pile_tops(table.flying):  # a dealt card casts its shadow once it has
        # landed (a deal has dozens in the air: their shadows would cost a millisecond)
        if spr.card is not None and bounds(spr).collidelist(plates) < 0:
            over.append(spr)
        else:
            cards.sprite(surface, spr, lay, shadow=False)
    trick = [spr for _, spr in table.trick]
    behind = [spr for spr in trick if table.gathering or reach(spr).collidelist(plates) >= 0]
    cards.trick(surface, table, behind)
    # a card of your hand beside a plate casts its shadow before the plate is painted, so
    # a shadow never darkens a name either
    near = [spr for spr in table.hand if reach(spr).collidelist(plates) >= 0]
    for spr in near:
        cards.shadow(surface, spr, lay)
    for seat in SEATS:
        paint_plates.plate(surface, theme, view, seat)
    cards.trick(surface, table, [spr for spr in trick if spr not in behind], group="trick")
    cards.hand(surface, view, shadowed=near)
    for spr in over:
        cards.sprite(surface, spr, lay, shadow=False)
    paint_hud.hud(surface, theme, view)
    if view.your_call:
        paint_hud.call_picker(surface, theme, view)
    paint_hud.banner(surface, theme, view)
    if view.claimable:
        paint_hud.claim(surface, theme, view)
    if view.show_last and table.last_trick:
        paint_hud.last_trick(surface, theme, cards.cards, view)
