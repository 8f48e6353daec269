"""The whole table in drawing order, from a `TableView`.

Moving cards pass behind the name plates, never over a name: a dealt card slides into its
fan, a played card leaves from behind its player's plate, a won trick is gathered in by
its winner; every card's soft shadow falls behind the plates too. Nothing here changes the
table.
"""

from __future__ import annotations

import pygame

from ..layout import SEATS
from ..theme import Theme
from . import paint_hud, paint_plates
from .paint_cards import CardPainter, bounds, reach
from .view import TableView


def paint(surface: pygame.Surface, theme: Theme, background: pygame.Surface,
          cards: CardPainter, view: TableView) -> None:
    table = view.table
    lay = table.layout
    surface.blit(paint_plates.cloth(background, theme, lay), (0, 0))
    paint_plates.centre_marks(surface, theme, view)
    for seat in (1, 2, 3):
        cards.fan(surface, table, seat)
    plates = list(lay.plates.values())
    over = []  # a card dealt to you, once clear of the plates, lands on top of your hand
    for spr in table.flying:  # a dealt card casts its shadow once it has landed (a deal
        # has dozens in the air: their shadows would cost a millisecond a frame)
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
    cards.trick(surface, table, [spr for spr in trick if spr not in behind])
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
