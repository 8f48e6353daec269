"""Where the table's controls sit, computed from the layout and the words alone.

The painters draw these rectangles and the scenes test clicks against the same ones, so a
click never depends on what the last frame happened to draw.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from callbreak.engine import HouseRules
from callbreak.words import hint as said_hint
from callbreak.words import tr

from ..look.theme import Theme
from .layout import TableLayout
from .view import TableView

BUTTON_TEXT = 1.9  # units
CALL_REASON_TEXT = 1.9


def button_labels(has_last_trick: bool) -> list[tuple[str, str, bool]]:
    """(key, label, enabled) of the buttons at the top right, right to left."""
    return [("menu", tr("Menu") + "  Esc", True),
            ("scores", tr("Scores") + "  S", True),
            ("last", tr("Last trick") + "  L", has_last_trick),
            ("hint", tr("Hint") + "  H", True)]


def buttons(theme: Theme, layout: TableLayout, has_last_trick: bool) -> dict[str, pygame.Rect]:
    """The buttons at the top right, right to left; with larger text a button that would
    reach the top player's plate starts a second row under the first."""
    out: dict[str, pygame.Rect] = {}
    x, y = layout.w - layout.margin, layout.margin
    clear = layout.plates[2].right + theme.px(1)
    for key, text, _ in button_labels(has_last_trick):
        w, _ = theme.measure(text, theme.legible(BUTTON_TEXT))
        b = pygame.Rect(0, 0, w + theme.tx(3), layout.button_h)
        b.topright = (x, y)
        if b.x < clear and out:
            x, y = layout.w - layout.margin, y + layout.button_h + theme.px(1)
            b.topright = (x, y)
        out[key] = b
        x = b.x - theme.px(1)
    return out


def buttons_bottom(theme: Theme, layout: TableLayout) -> int:
    """Where the buttons at the top right end (the last trick shows under them)."""
    return max(b.bottom for b in buttons(theme, layout, True).values())


@dataclass(frozen=True)
class Picker:
    """The call picker's box, one cell per call the house rules allow, and its button."""

    box: pygame.Rect
    cells: dict[int, pygame.Rect]
    ok: pygame.Rect
    reason: tuple[str, ...]  # the hint's sentence, wrapped, when it is shown
    line_h: int
    rows_bottom: int
    ask: tuple[str, ...] = ()  # the question, wrapped to the box
    ask_step: int = 0  # from one of its lines to the next


def ask_line() -> str:
    """The call picker's question, under its title."""
    return tr("How many tricks will you take?  (← →, a number, Enter)")


def picker(theme: Theme, layout: TableLayout, rules: HouseRules, reason: str = "") -> Picker:
    t = theme
    values = list(range(rules.min_call, rules.max_call + 1))
    gap = t.tx(1)
    # between the side players' plates (larger text: the calls in more rows, and the
    # question on two lines, when they must)
    room = layout.plates[1].x - layout.plates[3].right - 2 * t.px(1)
    # and between the top player's plate and your hand, which the box must not cover
    tall = layout.hand_top - layout.plates[2].bottom - 2 * t.tx(1)

    def shape(cell: int, per_row: int) -> tuple[Any, ...]:
        fits = max(1, (room - t.tx(6) + gap) // (cell + gap))
        if per_row > fits:
            count = -(-len(values) // fits)  # rows needed
            per_row = -(-len(values) // count)  # as even as they go
        rows = [values[i:i + per_row] for i in range(0, len(values), per_row)]
        width = min(per_row * cell + (per_row - 1) * gap + t.tx(6), room)
        ask = tuple(t.wrap(ask_line(), t.legible(1.8), width - t.tx(4)))
        # a line's room: Devanagari's signs reach above and below, more so with larger text
        step = max([t.tx(2.9)] + [t.measure(line, t.legible(1.8))[1] for line in ask])
        more = (len(ask) - 1) * step
        lines = tuple(t.wrap(reason, t.legible(CALL_REASON_TEXT), width - t.tx(4))) \
            if reason else ()
        line_h = max([t.tx(2.9)] + [t.measure(line, t.legible(CALL_REASON_TEXT))[1]
                                    for line in (*lines, tr("★ suggested: {n}   (H: why)",
                                                            n=0))])
        height = t.tx(10) + more + len(rows) * (cell + gap) + t.tx(9.5) + len(lines) * line_h
        return cell, rows, width, ask, step, more, lines, line_h, height

    cell, rows, width, ask, step, more, lines, line_h, height = \
        shape(t.tx(6.6), 8 if len(values) <= 8 else 7)
    if height > tall and len(rows) > 1:
        # larger text in a small window: smaller cells (never under the usual size) in
        # fewer rows, so the box keeps clear of your hand, which you call from
        for count in range(1, len(rows)):
            per_row = -(-len(values) // count)
            smaller = (room - t.tx(6) - (per_row - 1) * gap) // per_row
            if smaller >= t.px(6.6):
                cell, rows, width, ask, step, more, lines, line_h, height = \
                    shape(smaller, per_row)
                break
    box = pygame.Rect(0, 0, width, height)
    box.center = layout.centre
    box.bottom = min(box.bottom, layout.hand_top - t.tx(1))
    box.top = max(box.top, layout.plates[2].bottom + t.tx(1))
    cells = {}
    y = box.y + t.tx(10) + more
    for row in rows:
        x = box.centerx - (len(row) * cell + (len(row) - 1) * gap) // 2
        for n in row:
            cells[n] = pygame.Rect(x, y, cell, cell)
            x += cell + gap
        y += cell + gap
    ok = pygame.Rect(0, 0, t.tx(22), t.tx(4.8))
    ok.midbottom = (box.centerx, box.bottom - t.tx(1.4))
    return Picker(box, cells, ok, lines, line_h, y, ask, step)


def view_picker(theme: Theme, view: TableView) -> Picker:
    """The call picker as the table shows it now: with the hint's reason once H asked."""
    hint = view.hint
    reason = said_hint(hint.reason) if view.hint_shown and hint is not None else ""
    return picker(theme, view.table.layout, view.table.game.rules, reason)


def hand_right(layout: TableLayout) -> int:
    """The right edge of a full hand as its tilted cards reach (a card raised or turned
    moves up, never further right)."""
    card_w, card_h = layout.card_w, layout.card_h
    return max(math.ceil(x + card_w / 2 * abs(math.cos(math.radians(a)))
                         + card_h / 2 * abs(math.sin(math.radians(a))))
               for x, _, a in layout.hand_slots(13))


def toast_area(layout: TableLayout, theme: Theme) -> pygame.Rect:
    """Where notices go at the table: the free column under the right-hand player's plate,
    right of your hand (or, when your hand fills the width, the row beside your plate),
    clear of every name plate, your cards, the trick and the turn marker."""
    you, right = layout.plates[0], layout.plates[1]
    gap = theme.px(1)
    if layout.stacked:
        return pygame.Rect(you.right + gap, you.y, layout.w - layout.margin - you.right - gap,
                           you.h)
    top = right.bottom + gap
    left = max(right.x, hand_right(layout) + gap)
    return pygame.Rect(left, top, layout.w - layout.margin - left, layout.h - layout.margin - top)


def turn_marker(theme: Theme, layout: TableLayout) -> pygame.Rect:
    """The box of the pointer at you, under the ring where the trick lands."""
    r = layout.trick_rect
    size = theme.px(2.4)
    ring_bottom = r.centery + round(r.h * 1.02) // 2
    box = pygame.Rect(0, 0, round(size * 1.8), round(size * 1.6))
    box.midtop = (r.centerx, ring_bottom - round(size * 0.4))
    return box.inflate(theme.px(1), theme.px(1))


def claim_label() -> str:
    return tr("Claim the rest") + "  C"


def claim_button(theme: Theme, layout: TableLayout) -> pygame.Rect:
    """The Claim button, shown when every trick left is sure to be yours: above the right
    end of your hand, clear of the banner in the middle."""
    w, _ = theme.measure(claim_label(), theme.legible(2.2), bold=True)
    rect = pygame.Rect(0, 0, w + theme.tx(4), layout.button_h)
    rect.bottomright = (layout.plates[1].x - theme.px(1), layout.hand_top - theme.px(1.5))
    return rect
