"""The Statistics screen's pages of pictures, drawn with pygame from `stats_pages`' figures:
bars a game with a zero line (your totals, the coach's points given away), a bar per
computer-player level (calls made) and a mark a day (the Daily Challenge), each in its panel
with its heading over it and its sentence under it (`picture_page`).

Nothing is said only in colour: a total's bar goes up or down from the zero line, a call's
bar has its percent written beside it, a finished day is a filled square with a tick while a
day missed is an empty outline, and today has a ring and its name. Every picture's numbers
are also written out in the sentence under it (`stats_pages`).
"""

from __future__ import annotations

from typing import Any

import pygame

from callbreak.store.daily import today
from callbreak.words import ntr, tr

from ..look import theme as th
from .stats_pages import (
    Bars,
    Days,
    LevelCalls,
    calls_sentence,
    coach_sentence,
    coached,
    daily_days,
    daily_lines,
    daily_record,
    daily_sentence,
    level_calls,
    level_figure,
    today_key,
    totals,
    totals_sentence,
)
from .ui import Painter

LABEL_UNITS = 2.4  # the pictures' small words (at least the legible size)
UP_BAR = (132, 214, 156)  # a total above zero (it also stands up from the line)
DOWN_BAR = (250, 146, 132)  # a total below zero (it also hangs down from the line)
PLAIN_BAR = (150, 196, 236)  # a figure with no good or bad side (points given away)
TRACK = (40, 66, 56)  # the empty part of a calls bar


def _units(p: Painter) -> float:
    return p.t.legible(LABEL_UNITS)


def bars(p: Painter, area: pygame.Rect, series: Bars) -> None:
    """One bar a game, oldest on the left, from a zero line; the highest, the lowest and
    zero written on the left, the latest bar's value at its end, "oldest" and "latest"
    under the ends."""
    units = _units(p)
    line_h = p.t.measure("0", units)[1]
    values = series.values
    high, low = max(max(values), 0), min(min(values), 0)
    if high == low:
        high = 10  # all zero: a scale of one point
    marks = [(high, series.label(high)), (0, "0")] + ([(low, series.label(low))] if low else [])
    gutter = max(p.t.measure(text, units)[0] for _, text in marks) + p.px(1.6)
    # room for the latest bar's value at its end (over a bar up, under a bar down), and for
    # "oldest" / "latest" under it all
    over, below = line_h + p.px(0.8), (line_h + p.px(0.8) if low < 0 else p.px(0.8))
    plot = pygame.Rect(area.x + gutter, area.y + over, area.w - gutter,
                       area.h - over - below - line_h - p.px(0.8))

    def y_of(value: int) -> int:
        return plot.bottom - round((value - low) * plot.h / (high - low))

    zero = y_of(0)
    last_y = None
    for value, text in marks:  # the scale, each mark clear of the one before
        y = y_of(value)
        if last_y is None or abs(y - last_y) >= line_h + p.px(0.4):
            p.text(text, units, th.INK_DIM, midright=(plot.x - p.px(1.0), y))
            pygame.draw.line(p.surface, th.PANEL_EDGE, (plot.x, y), (plot.right - 1, y), 1)
            last_y = y
    slot = plot.w / max(len(values), 1)
    bar_w = max(2, min(round(slot * 0.64), p.px(9)))
    for k, value in enumerate(values):
        x = plot.x + round(slot * k + (slot - bar_w) / 2)
        y = y_of(value)
        rect = pygame.Rect(x, min(y, zero), bar_w, abs(zero - y))
        if rect.h < p.px(0.8):  # a game at (about) nothing: a flat block on the line, seen
            rect = pygame.Rect(x, zero - p.px(0.8), bar_w, p.px(0.8))
        colour = PLAIN_BAR if not series.signed else UP_BAR if value >= 0 else DOWN_BAR
        pygame.draw.rect(p.surface, colour, rect)
        pygame.draw.rect(p.surface, th.INK_DARK, rect, 1)
        if k == len(values) - 1:  # the latest: its value at the bar's end
            label = series.label(value)
            if value < 0:
                p.text(label, units, th.INK, bold=True, midtop=(rect.centerx, rect.bottom
                                                                + p.px(0.5)))
            else:
                p.text(label, units, th.INK, bold=True, midbottom=(rect.centerx, rect.top
                                                                   - p.px(0.5)))
    pygame.draw.line(p.surface, th.INK, (plot.x, zero), (plot.right - 1, zero), 2)
    under = area.bottom - line_h // 2 - p.px(0.2)
    first = plot.x + round((slot - bar_w) / 2)
    if len(values) > 1:
        p.text(tr("oldest"), units, th.INK_DIM, midleft=(first, under))
    p.text(tr("latest"), units, th.INK_DIM, midright=(first + round(slot * (len(values) - 1))
                                                      + bar_w, under))


def level_bars(p: Painter, area: pygame.Rect, levels: list[LevelCalls]) -> None:
    """A row a level: its name, a bar filled to the percent of calls made, and the percent
    with the calls written out."""
    units = p.t.legible(2.8)
    names = [level.name for level in levels]
    figures = [level_figure(level) for level in levels]
    name_w = max(p.t.measure(text, units, bold=True)[0] for text in names)
    figure_w = max(p.t.measure(text, units)[0] for text in figures)
    gap = p.px(2)
    track_w = area.w - name_w - figure_w - 2 * gap
    row_h = min(area.h // len(levels), p.px(10))
    top = area.y + (area.h - row_h * len(levels)) // 2
    for k, level in enumerate(levels):
        mid = top + k * row_h + row_h // 2
        p.text(names[k], units, th.INK, bold=True, midleft=(area.x, mid))
        track = pygame.Rect(area.x + name_w + gap, 0, max(track_w, p.px(4)), row_h * 5 // 10)
        track.centery = mid
        pygame.draw.rect(p.surface, TRACK, track)
        if level.rounds:
            filled = track.copy()
            filled.w = round(track.w * level.made / level.rounds)
            pygame.draw.rect(p.surface, UP_BAR, filled)
        pygame.draw.rect(p.surface, th.INK, track, 2)
        p.text(figures[k], units, th.INK if level.rounds else th.INK_DIM,
               midleft=(track.right + gap, mid))


def _mark_step(p: Painter, width: int, n: int) -> tuple[int, int]:
    """The room a day's mark takes across, and the size of its square."""
    step = min(width // n, p.px(8))
    return step, max(6, step * 72 // 100)


def day_marks_height(p: Painter, width: int, n: int) -> int:
    """How tall `day_marks` draws in `width` (its squares and the words under them)."""
    size = _mark_step(p, width, n)[1]
    return p.px(1) + size + size // 6 + p.px(1.0) + p.t.measure("0", _units(p))[1] + p.px(0.6)


def day_marks(p: Painter, area: pygame.Rect, days: Days) -> pygame.Rect:
    """A square a day, the oldest on the left and today on the right: filled with a tick
    when that day's Daily Challenge was finished, an empty outline when not; today ringed
    and named. Returns the rectangle the marks and their words take."""
    units = _units(p)
    n = len(days.days)
    step, size = _mark_step(p, area.w, n)
    row = pygame.Rect(0, area.y + p.px(1), step * n, size)
    row.centerx = area.centerx
    for k, finished in enumerate(days.finished):
        box = pygame.Rect(row.x + k * step + (step - size) // 2, row.y, size, size)
        if finished:
            pygame.draw.rect(p.surface, th.INK, box, border_radius=max(1, size // 6))
            a = (box.x + size * 22 // 100, box.y + size * 52 // 100)
            b = (box.x + size * 42 // 100, box.y + size * 72 // 100)
            c = (box.x + size * 78 // 100, box.y + size * 30 // 100)
            pygame.draw.lines(p.surface, th.INK_DARK, False, (a, b, c), max(2, size // 8))
        else:
            pygame.draw.rect(p.surface, th.INK_DIM, box, max(1, size // 14),
                             border_radius=max(1, size // 6))
        if k == n - 1:  # today
            pygame.draw.rect(p.surface, th.ACCENT, box.inflate(size // 3, size // 3),
                             max(2, size // 10), border_radius=max(2, size // 4))
    under = row.bottom + size // 6 + p.px(1.0)
    first = p.text(ntr("{n} day ago", "{n} days ago", n - 1), units, th.INK_DIM,
                   topleft=(row.x, under))
    last = p.text(tr("today"), units, th.INK, bold=True, topright=(row.right, under))
    room = last.x - first.right - 2 * p.px(2)
    key = p.fit_text(tr("A tick: the Daily Challenge finished that day"), units, room,
                     th.INK_DIM, smallest=units, midtop=(row.centerx, under))
    return row.union(first).union(last).union(key)


def picture_page(p: Painter, key: str, area: pygame.Rect, stats: Any,
                 figures: dict[str, str]) -> None:
    """A picture in its panel: its heading, the picture, and under it the sentence with
    the same numbers (an empty picture: the sentence alone, kindly)."""
    s = stats
    p.panel(area, th.PANEL, edge=th.PANEL_EDGE)
    inner = area.inflate(-2 * p.px(3), -2 * p.px(2.4))
    heading = {
        "totals": tr("Your total per game"),
        "calls": tr("Calls made, by the computer players' level"),
        "coach": tr("Points the coach found you gave away, per round"),
        "daily": tr("The Daily Challenge, day by day"),
    }[key]
    top = p.fit_text(heading, 3.2, inner.w, th.INK, bold=True,
                     topleft=inner.topleft).bottom + p.px(1.6)
    if key == "totals":
        series, sentence = totals(s), totals_sentence(s)
        drawn = bool(series.values)
    elif key == "coach":
        series, sentence = coached(s), coach_sentence(s)
        drawn = bool(series.values)
    elif key == "calls":
        sentence = calls_sentence(s)
        drawn = True
    else:
        days = daily_days(s, today())
        sentence = daily_sentence(days)
        drawn = True
    figures[key] = sentence
    if not drawn:  # nothing to draw yet: the kind sentence in the middle, large
        box = pygame.Rect(inner.x, top, inner.w, inner.bottom - top)
        text_w = min(box.w, p.px(120))
        height = p.lines_height(sentence, 3.0, text_w)
        fit_paragraph(p, sentence, 3.0, pygame.Rect(box.centerx - text_w // 2,
                                                    box.centery - height // 2, text_w,
                                                    box.bottom - box.centery + height // 2),
                      th.INK)
        return
    # the sentence at the bottom, up to a third of the panel; the picture above it
    units = 2.7
    most = (inner.bottom - top) // 3
    while units > 2.0 and p.lines_height(sentence, units, inner.w) > most:
        units = round(units - 0.1, 1)
    height = min(most, p.lines_height(sentence, units, inner.w))
    text_box = pygame.Rect(inner.x, inner.bottom - height, inner.w, height)
    fit_paragraph(p, sentence, units, text_box, th.INK)
    picture = pygame.Rect(inner.x, top, inner.w, text_box.y - p.px(2.4) - top)
    pygame.draw.line(p.surface, th.PANEL_EDGE, (inner.x, text_box.y - p.px(1.2)),
                     (inner.right - 1, text_box.y - p.px(1.2)), 1)
    if key in ("totals", "coach"):
        bars(p, picture, series)
    elif key == "calls":
        level_bars(p, picture, level_calls(s))
    else:
        daily_picture(p, picture, days, stats, figures)


def daily_picture(p: Painter, area: pygame.Rect, days: Days, stats: Any,
                  figures: dict[str, str]) -> None:
    """The marks a day across the top; under them today's Daily Challenge and, once one
    is finished, the best total, the days in a row and the longest streak, each a figure
    over its name; all in the middle of `area`. What finds no room is left out, the
    advice first, then the heading, then the figures (the sentence under the picture
    says them too)."""
    lines = daily_lines(stats, today_key())
    record = daily_record(stats, today_key())
    figures["daily"] = " ".join(lines)
    gap = p.px(2.4)
    heading = tr("Today's Daily Challenge")
    sizes = {
        "marks": day_marks_height(p, area.w, len(days.days)) + gap,
        "line": p.t.measure(lines[0], 2.9)[1] + p.px(0.8),
        "heading": p.t.measure(heading, 3.0, bold=True)[1],
        "advice": p.lines_height(lines[1], 2.5, area.w) + p.px(0.8),
        "cells": (gap + p.t.measure("0", 5.0, bold=True)[1] + p.px(0.6)
                  + max(p.t.measure(tr(label), 2.5)[1] for label, _ in record))
        if record else 0,
    }
    shown = set(sizes)
    for left_out in ("advice", "heading", "cells"):
        if sum(sizes[k] for k in shown) <= area.h:
            break
        shown.discard(left_out)
    y = area.y + max(0, (area.h - sum(sizes[k] for k in shown)) // 2)
    marks = day_marks(p, pygame.Rect(area.x, y, area.w, sizes["marks"] - gap), days)
    y = max(marks.bottom + gap, y + sizes["marks"])
    if "heading" in shown:
        y = p.fit_text(heading, 3.0, area.w, th.INK, bold=True, topleft=(area.x, y)).bottom
    y = p.fit_text(lines[0], 2.9, area.w, th.INK, topleft=(area.x, y)).bottom + p.px(0.8)
    if "advice" in shown:
        y = p.paragraph(lines[1], 2.5, area.w, (area.x, y), th.INK_DIM).bottom + p.px(0.8)
    if record and "cells" in shown:
        cell_w = area.w // len(record)
        for k, (label, figure) in enumerate(record):
            cell = pygame.Rect(area.x + k * cell_w, y + gap, cell_w, sizes["cells"])
            drawn = p.text(figure, 5.0, th.INK, bold=True, midtop=cell.midtop)
            p.fit_text(tr(label), 2.5, cell.w - p.px(2), th.INK_DIM,
                       midtop=(cell.centerx, drawn.bottom + p.px(0.6)))
            figures[f"daily_{k}"] = figure


def fit_paragraph(p: Painter, text: str, units: float, box: pygame.Rect,
                  colour: tuple[int, ...]) -> None:
    """Wrapped text in `box`, a little smaller when it would not fit (never under the
    smallest legible size: then it is one line, shrunk to the width)."""
    smallest = p.t.legible(2.0)
    while units > smallest and p.lines_height(text, units, box.w) > box.h:
        units = round(units - 0.1, 1)
    if p.lines_height(text, units, box.w) > box.h:
        p.fit_text(text, units, box.w, colour, smallest=smallest, topleft=box.topleft)
    else:
        p.paragraph(text, units, box.w, box.topleft, colour)
