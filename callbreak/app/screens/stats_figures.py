"""The Statistics screen's page of figures: four big tiles (games played, won, shared wins,
the win rate), your play (rounds, calls made, the average round score, the best game, the
longest run of made calls) and the same per computer-player level, as a table.

Each function draws with a `Painter` into the area it is given and notes each figure it
shows in `figures` (by name, for tests), as the screen's other pages do.
"""

from __future__ import annotations

from typing import Any

import pygame

from callbreak.words import LEVEL_NAMES, N_, tr

from ..look import theme as th
from .stats_pages import NONE, percent_text
from .ui import Painter, signed


def figures_page(p: Painter, area: pygame.Rect, stats: Any, level_now: str,
                 figures: dict[str, str], with_levels: bool = True) -> None:
    """Four big tiles (games played, won, shared wins, the win rate), then your play and,
    beside it, the level table (with larger text, your play alone: the table has a page)."""
    s = stats
    inner, left = area.w, area.x
    # four big tiles
    tiles = [("games_played", N_("Games played"), str(s.games_played)),
             ("games_won", "Won", str(s.games_won)),
             ("shared_wins", N_("Shared wins"), str(s.shared_wins)),
             ("win_percent", N_("Win rate"), percent_text(s.games_won, s.games_played))]
    gap = p.px(3)
    tile_w = (inner - gap * (len(tiles) - 1)) // len(tiles)
    label_h = max(p.t.measure(tr(label), 2.7)[1] for _, label, _ in tiles)
    value_h = p.t.measure("0", 6.4, bold=True)[1]
    tile_h = value_h + label_h + p.px(2.4)
    for k, (key, label, value) in enumerate(tiles):
        rect = pygame.Rect(left + k * (tile_w + gap), area.y, tile_w, tile_h)
        p.panel(rect, th.PANEL, edge=th.PANEL_EDGE)
        shown = p.text(value, 6.4, th.INK, bold=True,
                       midbottom=(rect.centerx, rect.bottom - label_h - p.px(0.6)))
        p.fit_text(tr(label), 2.7, rect.w - p.px(2), th.INK_DIM,
                   midtop=(rect.centerx, shown.bottom))
        figures[key] = value
    col_gap = p.px(5)
    col_w = (inner - col_gap) * 43 // 100  # the level table needs the wider column
    top = area.y + tile_h + p.px(3.6)
    if with_levels:
        mine = pygame.Rect(left, top, col_w, area.bottom - top)
        table = pygame.Rect(left + col_w + col_gap, top, inner - col_w - col_gap, p.px(30))
        below = max(your_play(p, stats, figures, mine),
                    levels_table(p, stats, level_now, figures, table))
    else:  # your play across the page; the levels have their own
        width = min(inner, p.px(120))
        below = your_play(p, stats, figures, pygame.Rect(area.centerx - width // 2, top, width,
                                                         area.bottom - top))
    if s.rounds == 0 and s.games_played == 0:
        p.fit_text(tr("Finish a round and your figures start to appear here."), 2.6, inner,
                   th.INK_DIM, midtop=(area.centerx, below + p.px(2)))


def heading(p: Painter, text: str, area: pygame.Rect) -> int:
    """A column's heading over a line; returns where the column goes on."""
    rect = p.text(text, 3.0, th.INK, bold=True, topleft=(area.x + p.px(0.6), area.y))
    y = rect.bottom + p.px(0.6)
    pygame.draw.line(p.surface, th.PANEL_EDGE, (area.x, y), (area.right - 1, y), 2)
    return y + p.px(1.0)


def your_play(p: Painter, stats: Any, figures: dict[str, str], area: pygame.Rect) -> int:
    """Rounds, calls made, the average round score, the best game and the longest run of
    made calls, a row each; returns where the rows end."""
    s = stats
    y = heading(p, tr("Your play"), area)
    best = s.best_game_total
    run = s.longest_made_run
    rows = [
        ("rounds", N_("Rounds played"), str(s.rounds)),
        ("calls_made", N_("Calls made"),
         tr("{made} of {rounds}", made=s.calls_made, rounds=s.rounds)
         + f"  ({percent_text(s.calls_made, s.rounds)})"
         if s.rounds else NONE),
        ("average_round_score", N_("Average round score"),
         signed(s.average_round_score) if s.rounds else NONE),
        ("best_game_total", N_("Best game total"), NONE if best is None else signed(best)),
        ("longest_made_run", N_("Longest run of made calls"),
         tr("1 round") if run == 1 else tr("{n} rounds", n=run)),
    ]
    # a row as tall as its words (which grow with the player's text size) and a little,
    # closer when the rows would not fit (a line's box is taller than its letters)
    line_h = max(max(p.t.measure(tr(label), 2.8)[1], p.t.measure(value, 3.0, bold=True)[1])
                 for _, label, value in rows)
    row_h = max(line_h * 4 // 5, min(line_h + p.px(1.2), (area.bottom - y) // len(rows)))
    for key, label, value in rows:
        row = pygame.Rect(area.x, y, area.w, row_h)
        value_rect = p.fit_text(value, 3.0, row.w * 3 // 5, th.INK, bold=True,
                                midright=(row.right - p.px(0.6), row.centery))
        p.fit_text(tr(label), 2.8, value_rect.x - row.x - p.px(2), th.INK,
                   midleft=(row.x + p.px(0.6), row.centery))
        figures[key] = value
        y = row.bottom
    return y


def levels_table(p: Painter, stats: Any, level_now: str, figures: dict[str, str],
                 area: pygame.Rect) -> int:
    """Games, wins, shared wins, calls made and the average round score per computer-player
    level, the level played now in bold (and said so); returns where the table ends."""
    s = stats
    y = heading(p, tr("By computer-player level"), area)
    headers = tuple(tr(h) for h in (N_("Level"), N_("Games"), N_("Won"), N_("Shared"),
                                    N_("Calls made"), N_("Average")))
    rows = []
    for key, name in LEVEL_NAMES.items():
        tally = s.levels.get(key)
        if tally is None or (tally.games_played == 0 and tally.rounds == 0):
            rows.append((key, (tr(name), "0", "0", "0", NONE, NONE)))
        else:
            rows.append((key, (tr(name), str(tally.games_played), str(tally.games_won),
                               str(tally.shared_wins),
                               percent_text(tally.calls_made, tally.rounds),
                               signed(tally.average_round_score))))
    # column widths from what they hold; numbers right-aligned from the right edge
    units = 2.7
    gap = p.px(2.4)
    while True:
        widths = [max(p.t.measure(text, units, bold=True)[0] for text in [headers[c]] +
                      [values[c] for _, values in rows]) for c in range(len(headers))]
        if sum(widths) + gap * (len(widths) - 1) <= area.w - p.px(1.2) or units <= 2.0:
            break
        units = round(units - 0.1, 1)
    rights = []
    x = area.right - p.px(0.6)
    for width in reversed(widths[1:]):
        rights.append(x)
        x -= width + gap
    rights = [area.x + p.px(0.6)] + list(reversed(rights))

    def line(values: tuple[str, ...], row_y: int, colour: tuple[int, ...], bold: bool) -> None:
        p.text(values[0], units, colour, bold=bold, midleft=(rights[0], row_y))
        for c in range(1, len(values)):
            p.text(values[c], units, colour, bold=bold, midright=(rights[c], row_y))

    row_h = max(p.t.measure(text, units, bold=True)[1]
                for text in headers + tuple(v for _, values in rows for v in values)) \
        + p.px(1.2)
    line(headers, y + row_h // 2, th.INK_DIM, False)
    y += row_h
    for key, values in rows:
        chosen = key == level_now
        line(values, y + row_h // 2, th.INK, chosen)
        figures[f"level_{key}"] = " ".join(values)
        y += row_h
    now = LEVEL_NAMES.get(level_now, "")
    if now:  # the bold row, said in words too
        y = p.fit_text(tr("In bold: {level}, the level you play now.", level=tr(now)),
                       2.3, area.w, th.INK_DIM, topleft=(rights[0], y + p.px(0.4))).bottom
    return y
