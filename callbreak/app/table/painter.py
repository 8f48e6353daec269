"""The whole table in drawing order, from a `TableView`.

Moving cards pass behind the name plates, never over a name: a dealt card slides into its
fan, a played card leaves from behind its player's plate, a won trick is gathered in by
its winner; every card's soft shadow falls behind the plates too. Nothing here changes the
table.

The table is kept as one frame for each window size (`kept.KeptFrame`): each frame draws
again only where the table changed (a card on its way, a plate that lit up), and the rest
stays as it was drawn; the text probe's surface gets it all drawn afresh.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from callbreak.engine import CARDS

from ..look.cards import CardArt
from ..look.kept import FramePart, KeptFrame, composable
from ..look.theme import Theme
from . import paint_hud, paint_plates
from .layout import SEATS, TableLayout
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
    seen: dict[tuple[Any, ...], int] = {}
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
          cards: CardPainter, view: TableView, alone: bool = False,
          frame: int | None = None) -> None:
    """The table onto `surface`: drawn again only where it changed since the frame before
    (a kept frame), or, for the text probe, all of it afresh. `alone`: nothing is drawn
    over the table on `surface` before the next frame (no notice, no overlay), so the
    surface itself keeps the frame; `frame`: the number of this frame, so a frame the
    table was not drawn in (covered by another screen) is known."""
    table = view.table
    cards.begin_frame(table.moving)
    if table.hand and not (table.dealing or table.flying):  # a deal over: its tilted
        cards.cards.forget_tilted_backs()  # backs are of no use until the next one
    cloth = paint_plates.cloth(background, theme, table.layout)
    steps = _steps(theme, cards, view)
    if composable(surface):
        _frame(theme).show(surface, cloth, steps, alone, frame)
        return
    surface.blit(cloth, (0, 0))
    for step in steps:
        step.paint(surface)


def rehearse(theme: Theme, background: pygame.Surface, cards: CardArt,
             view: TableView) -> None:
    """The table's next frame made before it is shown (a deal's first, whose words, plates
    and whole frame would otherwise all be made in it): the frame that shows it then
    draws only what moved since. Drawn with a painter of its own, so the scene's painter
    still sees every card as new to the table."""
    painter = CardPainter(cards)
    painter.begin_frame(False)
    cloth = paint_plates.cloth(background, theme, view.table.layout)
    _frame(theme).prepare(cloth, _steps(theme, painter, view))


def _frame(theme: Theme) -> KeptFrame:
    """The frame this theme (a window size) keeps between frames, for every scene of the
    table."""
    frame = theme.kept.get("table frame")
    if not isinstance(frame, KeptFrame):
        frame = theme.kept["table frame"] = KeptFrame()
    return frame


def _steps(t: Theme, cards: CardPainter, view: TableView) -> list[FramePart]:
    """The table in drawing order, as the steps of a kept frame."""
    table = view.table
    lay = table.layout
    plates = list(lay.plates.values())
    # a card dealt to you, once clear of the plates, lands on top
    flying: list[CardSprite] = []
    over: list[CardSprite] = []
    for spr in _pile_tops(table.flying):  # of your hand; a dealt card casts its shadow
        # once it has landed (a deal has dozens in the air: their shadows would cost a
        # millisecond)
        clear = spr.card is not None and bounds(spr).collidelist(plates) < 0
        (over if clear else flying).append(spr)
    trick = [spr for _, spr in table.trick]
    behind = [spr for spr in trick if table.gathering or reach(spr).collidelist(plates) >= 0]
    front = [spr for spr in trick if spr not in behind]
    # a card of your hand beside a plate casts its shadow before the plate is painted, so
    # a shadow never darkens a name either
    near = [spr for spr in table.hand if reach(spr).collidelist(plates) >= 0]
    def fans(s: pygame.Surface) -> None:
        for seat in (1, 2, 3):
            cards.fan(s, table, seat)

    def sprites(s: pygame.Surface, sprites: list[CardSprite]) -> None:
        for spr in sprites:
            cards.sprite(s, spr, lay, shadow=False)

    def shadows(s: pygame.Surface) -> None:
        for spr in near:
            cards.shadow(s, spr, lay)

    def plate(seat: int) -> Callable[[pygame.Surface], object]:
        return lambda s: paint_plates.plate(s, t, view, seat)

    steps = [
        FramePart(lambda s: paint_plates.centre_marks(s, t, view), "centre", redraws=True,
             key=view.seat, reach=paint_plates.pointer_box(t, lay, view.seat)),
        FramePart(fans),
        FramePart(lambda s: sprites(s, flying)),
        FramePart(lambda s: cards.trick(s, table, behind)),
        FramePart(shadows),
    ]
    for seat in SEATS:  # a plate whose call pops is drawn with its panel's lines
        steps.append(FramePart(plate(seat), f"plate{seat}", redraws=bool(table.call_pops[seat].v)))
    steps += [
        FramePart(lambda s: cards.trick(s, table, front)),
        FramePart(lambda s: cards.hand(s, view, shadowed=near)),
        FramePart(lambda s: sprites(s, over)),
        # the words and buttons: panels with edges, lit under the pointer
        FramePart(lambda s: paint_hud.hud(s, t, view), "hud", redraws=True, key=view.pointer),
    ]
    if view.your_call:
        steps.append(FramePart(lambda s: paint_hud.call_picker(s, t, view), "picker", redraws=True,
                          key=view.pointer))
    steps.append(FramePart(lambda s: paint_hud.banner(s, t, view), "banner", redraws=True))
    if view.claimable:
        steps.append(FramePart(lambda s: paint_hud.claim(s, t, view), "claim", redraws=True,
                          key=view.pointer))
    if view.show_last and table.last_trick:
        steps.append(FramePart(lambda s: paint_hud.last_trick(s, t, cards.cards, view), "last",
                          redraws=True))
    return steps
