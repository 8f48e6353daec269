"""The settings list when it is taller than its room (larger text, or more rows than a
short window holds): each column scrolls so the focused row shows, its group's heading
with its first row, and a small wedge says the list goes on above or below."""

from __future__ import annotations

import pygame

from ..look import theme as th
from . import settings_paint as paint
from .settings_rows import CHOICE, Group, Option
from .ui import Painter

GROUP_GAP = 1.2  # units between one group's last row and the next group's heading
COLUMN = 72  # units of usual-sized text: the narrowest column whose words keep their size


def arranged(p: Painter, columns: list[list[Group]]
             ) -> tuple[list[list[Group]], int, tuple[int, ...]]:
    """The columns as drawn, their width and their left edges: two side by side, or with
    larger text one wide column, so the words keep their size (two again in a window wide
    enough for two such columns)."""
    w, gap = p.surface.get_width(), p.px(4)
    half = (w - 2 * p.px(4) - gap) // 2
    if p.t.scale > 1 and half < p.tx(COLUMN):
        width = min(w - 2 * p.px(4), p.px(120))
        return [[g for column in columns for g in column]], width, ((w - width) // 2,)
    width = min(half, p.tx(84))
    return columns, width, (w // 2 - gap // 2 - width, w // 2 + gap // 2)


class Column:
    """Where the headings and rows of one column go, before and after scrolling."""

    def __init__(self, p: Painter, groups: list[Group], first: int, area: pygame.Rect
                 ) -> None:
        self.first, self.area = first, area  # `first`: the index of its first row
        self.pitch = p.tx(5.0)  # a row and the space under it
        self.heading_h = p.t.measure("Hg", 3.0, True)[1] + p.px(1.5)
        self.row_gap = p.px(0.5)
        self.places: list[tuple[Group | Option, int]] = []  # what goes where, unscrolled
        y = 0
        for group in groups:
            self.places.append((group, y))
            y += self.heading_h
            for option in group.options:
                self.places.append((option, y))
                y += self.pitch
            y += p.px(GROUP_GAP)
        self.height = y - p.px(GROUP_GAP)
        self.room = max(self.pitch, area.h)
        # one width for the values of a column, the widest choice's: they line up
        self.value_w = min(area.w // 2, max([p.tx(27)] + [
            paint.value_width(p, o) for g in groups for o in g.options if o.kind == CHOICE]))

    def scrolled(self, focus: int, shift: int) -> int:
        """The scroll (pixels) that shows row `focus` and moves as little as it can from
        `shift`; 0 when everything fits."""
        if self.height <= self.room:
            return 0
        index = self.first
        for thing, at in self.places:
            if isinstance(thing, Option):
                if index == focus:
                    shift = 0 if index == self.first else \
                        min(max(shift, at + self.pitch - self.room), at)
                index += 1
        return max(0, min(shift, self.height - self.room))

    def shown(self, shift: int) -> list[tuple[Group | Option, int, pygame.Rect]]:
        """(heading or row, row index, rect) of what lies wholly inside the room."""
        out = []
        index = self.first
        top, bottom = self.area.y, self.area.y + self.room + self.row_gap
        for thing, at in self.places:
            y = top + at - shift
            tall = self.pitch if isinstance(thing, Option) else self.heading_h
            if top <= y and y + tall <= bottom:
                rect = pygame.Rect(self.area.x, y, self.area.w,
                                   tall - (self.row_gap if isinstance(thing, Option) else 0))
                out.append((thing, index, rect))
            if isinstance(thing, Option):
                index += 1
        return out

    def ends(self, p: Painter, shift: int) -> int:
        """Draw the wedges (more above, more below); where the column's drawing ends."""
        shown = self.shown(shift)
        end = max([self.area.y] + [r.bottom + (self.row_gap if isinstance(t, Option) else 0)
                                   for t, _, r in shown])
        x, w = self.area.x, self.area.w
        if shift > 0:
            wedge(p, pygame.Rect(x, self.area.y - p.px(1.4), w, p.px(1.2)), -1)
        if self.height > self.room and shift < self.height - self.room:
            wedge(p, pygame.Rect(x, end - p.px(0.3), w, p.px(1.2)), +1)
        return end + p.px(GROUP_GAP)


def wedge(p: Painter, box: pygame.Rect, way: int) -> None:
    """A small wedge saying the list goes on above (-1) or below (+1)."""
    cx, half = box.centerx, box.h
    tip, base = (box.top, box.bottom) if way < 0 else (box.bottom, box.top)
    pygame.draw.polygon(p.surface, th.INK_DIM, [(cx - half, base), (cx + half, base), (cx, tip)])
