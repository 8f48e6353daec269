"""Painting the scorecard: a row per round (each player's tricks against call, and the
round's score), the round in progress marked, and the totals with one decimal.

`sheet_rows` gives the rows' rectangles from the box alone, so the scenes test clicks on a
row against the same rectangles the painter fills.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.engine import format_tenths
from callbreak.words import name, tr

from ..look import theme as th
from ..look.theme import Theme

if TYPE_CHECKING:
    from ..table.game import TableGame

NOTE_TEXT = 2.1  # units: the sentences said under a scorecard or a round's result


def note_step(theme: Theme, lines: list[str]) -> int:
    """From one said line to the next: room for the tallest line (Devanagari letters
    reach higher and lower than Latin ones), and never less than 3 units."""
    size = theme.legible(NOTE_TEXT)
    tallest = max((theme.measure(line, size)[1] for line in lines), default=0)
    return max(theme.tx(3), tallest + theme.px(0.3))


def signed(tenths: int) -> str:
    """A round's score with its sign, "+4.2", "+0.0", "-5.0"."""
    text = format_tenths(tenths)
    return text if tenths < 0 else "+" + text


def score_colour(tenths: int) -> th.Colour:
    return th.GOOD if tenths >= 0 else th.BAD


def rows_shown(game: TableGame) -> int:
    """Finished rounds, and the round in progress when there is one."""
    return len(game.rounds)


def row_height(theme: Theme, game: TableGame) -> int:
    """A row of the card: shorter for a long game, never shorter than its words."""
    return max(theme.px(min(7.0, 52 / max(1, game.rules.rounds + 2))),
               theme.tx(2.2 * 1.35))


def sheet_size(theme: Theme, game: TableGame, width: int) -> tuple[int, int]:
    return width, row_height(theme, game) * (rows_shown(game) + 2) + theme.px(5)


def sheet_rows(theme: Theme, game: TableGame, box: pygame.Rect) -> dict[int, pygame.Rect]:
    """Round number -> the rectangle of its row."""
    row_h = row_height(theme, game)
    y = box.y + theme.px(1.5) + row_h
    return {r: pygame.Rect(box.x + theme.px(1), y + r * row_h, box.w - theme.px(2), row_h)
            for r in range(rows_shown(game))}


def paint_sheet(surface: pygame.Surface, t: Theme, game: TableGame, box: pygame.Rect,
                focus: int | None = None, winners: list[int] | None = None) -> None:
    row_h = row_height(t, game)
    th.panel(surface, box, (14, 34, 27), radius=t.px(2.2), edge=th.PANEL_EDGE)
    first = box.x + t.px(3)
    # the rounds' column as wide as its words (larger text: "Round 1 now" grows)
    shown = rows_shown(game)
    labels = max((t.measure(tr("Round {n}", n=r + 1), t.legible(2.0))[0]
                  for r in range(shown)), default=0)
    if len(game.round_scores) < shown:
        labels += t.measure(tr("now"), t.legible(1.7))[0] + t.px(1)
    label_col = max(t.px(12), labels + t.px(1.5))
    col_w = (box.right - t.px(3) - first - label_col) / 4
    col_x = [round(first + label_col + col_w * (i + 0.5)) for i in range(4)]
    y = box.y + t.px(1.5)
    for seat in range(4):
        crown = "★ " if winners and seat in winners else ""
        t.blit_text(surface, crown + name(seat), 2.5, th.ACCENT if seat == 0 else th.INK,
                    bold=True, center=(col_x[seat], y + row_h // 2))
    rows = sheet_rows(t, game, box)
    scored = len(game.round_scores)
    small = t.legible(1.7)
    for r, rect in rows.items():
        rnd = game.rounds[r]
        if r == focus:
            th.panel(surface, rect, (255, 255, 255, 34), radius=t.px(1), edge=th.INK, width=1)
        elif r % 2 == 0:
            th.panel(surface, rect, (255, 255, 255, 12), radius=t.px(1))
        mid = rect.centery
        label = tr("Round {n}", n=r + 1)
        t.blit_text(surface, label, t.legible(2.0), th.INK if r == focus else th.INK_DIM,
                    midleft=(first, mid))
        if r >= scored:  # the round in progress: calls so far and tricks so far
            t.blit_text(surface, tr("now"), small, th.ACCENT, midleft=(
                first + t.measure(label, t.legible(2.0))[0] + t.px(1), mid))
        for seat in range(4):
            call, won = rnd.calls[seat], rnd.tricks_won[seat]
            figure = f"{won}/{call}" if call is not None else "–"
            t.blit_text(surface, figure, small, th.INK_DIM,
                        midright=(col_x[seat] - t.px(0.8), mid))
            if r < scored:
                score = game.round_scores[r][seat]
                t.blit_text(surface, signed(score), 2.2, score_colour(score), bold=True,
                            midleft=(col_x[seat] + t.px(0.2), mid))
    y = box.y + t.px(1.5) + row_h * (len(rows) + 1)
    pygame.draw.line(surface, th.PANEL_EDGE, (first, y), (box.right - t.px(3), y), 1)
    t.blit_text(surface, tr("Total"), 2.3, th.INK, bold=True,
                midleft=(first, y + row_h // 2 + t.px(1.2)))
    for seat in range(4):
        colour = th.ACCENT if winners and seat in winners else th.INK
        t.blit_text(surface, format_tenths(game.totals[seat]), 3.2, colour, bold=True,
                    center=(col_x[seat], y + row_h // 2 + t.px(1.2)))
