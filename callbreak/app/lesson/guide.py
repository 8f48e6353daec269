"""The lesson's guide, drawn (the lesson's talking box; the coach that judges your play is
`callbreak.ai.coach`, shown by `app/coach/`): its box at the table (the step's sentence, a
pointer after a wrong card, how to leave) in the free corner under the round's line and
above the left-hand player's cards, and the lesson's end (the round told call by call, and
Done).

The corner is computed from the table's layout and the words, so nothing of the table is
covered: the round's line above, the top player's plate to the right, the left-hand
player's fan below and, while you call, the call picker."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..look import theme as th
from ..look.theme import Theme
from ..table.hits import toast_area
from ..table.layout import TableLayout
from ..table.paint_plates import caption

BIGGEST = 2.5  # units: the coach's words, made smaller (to legible) when the box is small
SMALLEST = 1.6


@dataclass(frozen=True)
class GuideWords:
    """What the coach's box shows."""

    heading: str  # "Learn by playing  ·  Step 2 of 6"
    sentence: str  # what to do now
    pointer: str = ""  # after a wrong card: the right ones
    leave: str = ""  # how to leave
    keys: str = ""  # at your first card: how to play one, by mouse or keys


def corner(t: Theme, lay: TableLayout, picker: pygame.Rect | None = None) -> pygame.Rect:
    """The free corner at the top left of the table: under the round's line and the rule
    line beneath it, left of the top player's plate (and of the call picker), above the
    left-hand player's fan."""
    rule_lines = 1 if t.scale == 1 else 2  # larger text: the rule line may take two
    top = (lay.margin + t.px(0.6) + t.measure("Round", 2.2, bold=True)[1] + t.px(1.2)
           + rule_lines * t.measure("Play", caption(t))[1] + t.px(1.4))
    bottom = lay.fan_centre[3][1] - round(lay.small_h * 0.62) - t.px(0.8)
    right = lay.plates[2].left - t.px(1.5)
    if picker is not None:
        right = min(right, picker.left - t.px(1.5))
    area = pygame.Rect(lay.margin, top, max(t.px(20), right - lay.margin), bottom - top)
    if t.scale > 1 and not lay.stacked:  # larger words: the taller column under the
        column = toast_area(lay, t)  # right-hand player's plate, when it holds more
        column = column.inflate(0, -2 * t.px(0.8))
        if column.w * column.h > area.w * area.h:
            return column
    return area


Line = tuple[str, float, th.Colour, bool]  # its words, their size, colour, and bold


def _lines(t: Theme, said: GuideWords, units: float, width: int) -> list[Line]:
    small = t.legible(max(SMALLEST, units * 0.8))
    out: list[Line] = [(line, small, th.ACCENT, True)
                       for line in t.wrap(said.heading, small, width, bold=True)]
    out += [(line, units, th.INK, False) for line in t.wrap(said.sentence, units, width)]
    if said.pointer:
        out += [(line, units, th.ACCENT, False) for line in t.wrap(said.pointer, units, width)]
    for dim in (said.keys, said.leave):
        if dim:
            out += [(line, small, th.INK_DIM, False) for line in t.wrap(dim, small, width)]
    return out


def _height(t: Theme, lines: list[Line]) -> int:
    return sum(t.measure(text, units, bold)[1] for text, units, _, bold in lines)


def box_for(t: Theme, area: pygame.Rect, said: GuideWords) -> tuple[pygame.Rect, list[Line]]:
    """The coach's box in `area` and its lines: the biggest words that fit, smaller down to
    the legible size, then without the line on leaving (Esc still leaves), then without
    the one on the keys too."""
    pad = t.px(1.2)
    width = area.w - 2 * pad
    for leave, keys in ((said.leave, said.keys), ("", said.keys), ("", "")):
        shown = GuideWords(said.heading, said.sentence, said.pointer, leave, keys)
        units = BIGGEST
        while True:
            lines = _lines(t, shown, t.legible(units), width)
            need = _height(t, lines) + 2 * pad
            if need <= area.h or units <= SMALLEST:
                break
            units = round(units - 0.1, 1)
        if need <= area.h:
            break
    widest = max(t.measure(text, units, bold)[0] for text, units, _, bold in lines)
    box = pygame.Rect(area.x, area.y, min(area.w, widest + 2 * pad), need)
    return box, lines


def paint(surface: pygame.Surface, t: Theme, area: pygame.Rect, said: GuideWords) -> pygame.Rect:
    """The coach's box, in `area`; returns where it went."""
    box, lines = box_for(t, area, said)
    th.panel(surface, box, (10, 26, 20, 236), radius=t.px(1.4), edge=th.ACCENT,
             width=max(1, t.px(0.3)))
    pad = t.px(1.2)
    y = box.y + pad
    for text, units, colour, bold in lines:
        rect = t.blit_text(surface, text, units, colour, bold, topleft=(box.x + pad, y))
        y = rect.bottom
    return box


# -- the end ------------------------------------------------------------------------------
@dataclass(frozen=True)
class EndLine:
    """One line of the end's box."""

    text: str
    units: float
    colour: th.Colour
    bold: bool = False
    gap: bool = False  # the last line of its sentence: a little room after it


def end_box(t: Theme, size: tuple[int, int], title: str, sentences: list[str],
            done: str) -> tuple[pygame.Rect, pygame.Rect, list[EndLine]]:
    """The end's box in a window of `size`, its Done button, and its lines: the title, then
    each sentence (the first, about your call, in the accent colour)."""
    w, h = size
    box = pygame.Rect(0, 0, min(w - t.px(8), t.px(110)), 0)
    text_w = box.w - t.px(8)
    button_h = t.px(5.4)
    units = 2.6
    while True:
        big = t.legible(3.6)
        rows = [EndLine(line, big, th.INK, bold=True) for line in t.wrap(title, big, text_w,
                                                                      bold=True)]
        rows[-1] = EndLine(rows[-1].text, big, th.INK, bold=True, gap=True)
        for k, said in enumerate(sentences):
            size_ = t.legible(units)
            lines = t.wrap(said, size_, text_w)
            colour = th.ACCENT if k == 0 else th.INK
            rows += [EndLine(line, size_, colour, gap=i == len(lines) - 1)
                     for i, line in enumerate(lines)]
        need = (t.px(3) + sum(t.measure(r.text, r.units, r.bold)[1] for r in rows)
                + t.px(1.0) * sum(r.gap for r in rows) + t.px(1.5) + button_h + t.px(2.5))
        if need <= h - t.px(4) or units <= 1.8:
            break
        units = round(units - 0.1, 1)
    box.h = need
    box.center = (w // 2, h // 2)
    button = pygame.Rect(0, 0, t.measure(done, 2.4, bold=True)[0] + t.px(5), button_h)
    button.midbottom = (box.centerx, box.bottom - t.px(2.5))
    return box, button, rows


def paint_end(surface: pygame.Surface, t: Theme, title: str, sentences: list[str],
              done: str) -> None:
    """The lesson's end over the table: the round told call by call, then Done."""
    th.dim(surface, 140)
    box, button, rows = end_box(t, surface.get_size(), title, sentences, done)
    th.panel(surface, box, (14, 34, 27), radius=t.px(2.5), edge=th.PANEL_EDGE)
    y = box.y + t.px(3)
    for row in rows:
        anchor = {"midtop": (box.centerx, y)} if row.bold else {"topleft": (box.x + t.px(4), y)}
        y = t.blit_text(surface, row.text, row.units, row.colour, row.bold, **anchor).bottom
        if row.gap:
            y += t.px(1.0)
    th.panel(surface, button, th.ACCENT, radius=button.h // 2)
    t.blit_text(surface, done, 2.4, th.INK_DARK, bold=True, center=button.center)
