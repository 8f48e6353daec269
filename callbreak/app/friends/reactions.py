"""A word to the table, in the window: the five reactions as a column of small buttons above
your plate (a click sends one; T shows their numbers, then 1-5 sends one, T or Esc puts the
numbers away), and each reaction that comes back from the host shown beside its sender's
plate for a few seconds, in every window. The words are `words.reactions`; the thumbs-up is
a small picture (the fonts have no 👍). Settings' "Show reactions" off: neither is drawn.
Places come from the table's layout, so drawing and clicks use the same rectangles."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import N_, tr
from callbreak.words.reactions import REACTIONS, THUMBS_UP

from ..look import theme as th
from ..table.hits import BUTTON_TEXT

if TYPE_CHECKING:
    from ..look.theme import Theme
    from ..table.layout import TableLayout

OPEN = "open"  # the one button that stands for a column with no room to stand
SHOW_THEM = N_("Reactions  (T)")


def chips(t: Theme, lay: TableLayout, opened: bool = False) -> dict[str, pygame.Rect]:
    """The reactions' buttons, by id: a column over your plate, as wide as it, the first
    at the top, between the left player's plate (and its "thinking" under it) and yours.
    Where the column does not fit there (a small window, larger text) one button, OPEN,
    stands for it, and the column shows over the table only while `opened` (T, or a
    click on that button)."""
    you, left = lay.plates[0], lay.plates[3]
    gap = t.px(0.6)
    step = lay.button_h + gap
    free_from = left.bottom + t.px(2.2) + t.measure(tr("thinking") + "...", t.legible(1.9))[1]
    if not opened and you.y - gap - len(REACTIONS) * step < free_from:
        return {OPEN: pygame.Rect(you.x, you.y - step, you.w, lay.button_h)}
    top = you.y - gap - len(REACTIONS) * step
    return {rid: pygame.Rect(you.x, top + i * step, you.w, lay.button_h)
            for i, rid in enumerate(REACTIONS)}


def chip_at(t: Theme, lay: TableLayout, pos: tuple[int, int],
            opened: bool = False) -> str | None:
    """The id of the button at `pos` (OPEN: the one that shows the column), or None."""
    return next((rid for rid, rect in chips(t, lay, opened).items()
                 if rect.collidepoint(pos)), None)


def thumbs_up(surface: pygame.Surface, rect: pygame.Rect, colour: th.Colour) -> None:
    """A thumbs-up in `rect` (square): a fist, its thumb raised, a cuff."""
    s, x, y = rect.h, rect.x + (rect.w - rect.h) // 2, rect.y
    colour = th.shown(colour)

    def box(left: float, top: float, w: float, h: float, r: float) -> None:
        pygame.draw.rect(surface, colour, (x + round(left * s), y + round(top * s),
                                           max(1, round(w * s)), max(1, round(h * s))),
                         border_radius=max(1, round(r * s)))

    box(0.30, 0.04, 0.22, 0.55, 0.11)  # the thumb
    box(0.30, 0.42, 0.58, 0.54, 0.12)  # the fist
    box(0.06, 0.46, 0.18, 0.50, 0.04)  # the cuff
    dark = th.shown(th.PANEL)[:3]
    for i in range(1, 3):  # the folded fingers
        fy = y + round((0.42 + i * 0.18) * s)
        pygame.draw.line(surface, dark, (x + round(0.55 * s), fy), (x + round(0.86 * s), fy),
                         max(1, s // 14))


def paint_chips(surface: pygame.Surface, t: Theme, lay: TableLayout, numbered: bool,
                pointer: tuple[int, int], sent: str | None = None) -> None:
    """The column of reactions; `numbered`: T was pressed, each shows its key. `sent`: your
    own reaction still showing, lit on its button (or, with no room for the column, on the
    button that stands for it): a bubble beside your plate would cover your hand."""
    size = t.legible(BUTTON_TEXT)
    shown = chips(t, lay, numbered)
    if OPEN not in shown and numbered and OPEN in chips(t, lay):  # shown over the table
        column = shown[next(iter(REACTIONS))].unionall(list(shown.values()))
        th.panel(surface, column.inflate(t.px(1.2), t.px(1.2)), th.INK_DARK, radius=t.px(1))
    for n, (rid, rect) in enumerate(shown.items(), start=1):
        under = rect.collidepoint(pointer)
        lit = sent is not None and rid in (sent, OPEN)
        th.panel(surface, rect, th.ACCENT if lit else th.PANEL, radius=rect.h // 2,
                 edge=th.ACCENT if numbered or under or lit else th.PANEL_EDGE, width=1)
        ink = th.INK_DARK if lit else th.INK
        inner = rect.inflate(-t.px(2), 0)
        if numbered and rid != OPEN:
            t.blit_text(surface, str(n), size, th.INK_DARK if lit else th.ACCENT, bold=True,
                        midleft=(inner.x, rect.centery))
            inner = inner.inflate(-2 * t.px(2), 0)
        face = sent if rid == OPEN and lit else rid
        if face == OPEN:
            text = tr(SHOW_THEM)
            t.blit_text(surface, text, t.fitting(text, size, inner.w), ink,
                        center=rect.center)
        elif face == THUMBS_UP:
            thumbs_up(surface, pygame.Rect(0, 0, rect.h * 3 // 4, rect.h * 3 // 4).move(
                inner.centerx - rect.h * 3 // 8, rect.y + rect.h // 8), ink)
        elif face is not None:
            text = tr(REACTIONS[face])
            t.blit_text(surface, text, t.fitting(text, size, inner.w), ink, bold=lit,
                        center=inner.center)


def bubble(t: Theme, lay: TableLayout, seat: int, size: tuple[int, int]) -> pygame.Rect:
    """Where a reaction of `seat` (on screen) shows: beside its plate, towards the table's
    middle, inside the window (yours is lit on its button instead: `paint_chips`)."""
    plate, gap = lay.plates[seat], t.px(1)
    rect = pygame.Rect((0, 0), size)
    if seat == 1:
        rect.midright = (plate.x - gap, plate.centery)
    elif seat == 2:  # right of the top plate, under the buttons' row
        rect.topleft = (plate.right + gap, plate.centery)
    else:
        rect.midleft = (plate.right + gap, plate.centery)
    return rect.clamp(pygame.Rect(0, 0, lay.w, lay.h))


def paint_bubbles(surface: pygame.Surface, t: Theme, lay: TableLayout,
                  shown: list[tuple[int, str, float]]) -> None:
    """Each other player's reaction showing: (the sender's seat on screen, its id, seconds
    since)."""
    units = t.legible(2.4)
    for seat, rid, _ in shown:
        if seat == 0:  # yours is lit on its button (paint_chips), clear of your hand
            continue
        high = t.measure("Ag", units, bold=True)[1] + t.px(1.4)
        if rid == THUMBS_UP:
            rect = bubble(t, lay, seat, (high * 2, high))
        else:
            text = tr(REACTIONS[rid])
            rect = bubble(t, lay, seat, (t.measure(text, units, bold=True)[0] + t.px(3),
                                         high))
        th.panel(surface, rect, th.PANEL, radius=rect.h // 2, edge=th.ACCENT, width=2)
        if rid == THUMBS_UP:
            thumbs_up(surface, rect.inflate(-rect.w + rect.h * 3 // 4, -rect.h // 4),
                      th.ACCENT)
        else:
            t.blit_text(surface, text, units, th.ACCENT, bold=True, center=rect.center)


__all__ = ["chips", "chip_at", "paint_chips", "paint_bubbles", "bubble", "thumbs_up",
           "OPEN"]
