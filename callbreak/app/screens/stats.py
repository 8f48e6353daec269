"""The statistics screen, in pages with a tab each (Left/Right, a digit or a click turn
them; Up/Down choose a button, Enter presses it, Esc goes back):

- Figures: games played, won and shared, the win rate, rounds, calls made, the average round
  score, the best game, the longest run of made calls, and the same per computer-player level;
- Totals: your total per game over the last games, a bar each from a zero line;
- Calls: calls made by computer-player level, a bar each;
- Coach: the coach's points given away per round, game by game ("am I getting better?");
- Daily: the Daily Challenge's last 30 days as marks, today's, the days in a row, the longest
  streak and the best total.

Each picture has a sentence under it saying the same numbers (`stats_pages`, drawn by
`stats_pictures`). A reset button asks first ("Reset all statistics? This cannot be
undone.") and then calls `store.reset_stats()`; Last game opens the last finished game's
scorecard over this screen.

Without a store (`app.store is None`) it says kindly that nothing is being kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from callbreak.engine.dealcode import game_code
from callbreak.store.daily import parse_day, today
from callbreak.words import LEVEL_NAMES, N_, tr

from .. import theme as th
from ..input import BACK, CLICK, DIGIT, DOWN, LEFT, RIGHT, UP, Intent
from ..scene import Scene
from . import stats_pages as pages
from .stats_pictures import bars, day_marks, day_marks_height, level_bars
from .ui import ButtonBar, Painter, hints, signed, slack, title

if TYPE_CHECKING:
    from ..context import App

NONE = "–"  # shown where there is nothing to divide yet
BUTTON_UNITS = 3.0  # the buttons' text; a button is twice as tall
RESET_QUESTION = N_("Reset all statistics?")
RESET_DETAIL = N_("This cannot be undone.")
NO_STORE = N_("Statistics are not being kept just now: Callbreak could not open the folder "
              "where it keeps its files. Your games play just the same.")


def percent_text(part: int, whole: int) -> str:
    """"71.4%" to one decimal place, or a dash when there is nothing yet."""
    return f"{100.0 * part / whole:.1f}%" if whole else NONE


def today_key() -> str:
    return today().isoformat()


def daily_lines(stats: Any, day: str) -> list[str]:
    """Today's daily deal in one or two sentences."""
    result = stats.days.get(day)
    if not result or (not result.get("completed") and not result.get("rounds")):
        return [tr("Not played yet today."),
                tr("Choose Daily Challenge on the main menu: everyone gets the same cards "
                   "today, on the usual rules.")]
    if result.get("completed"):
        total = result.get("total") or 0
        if result.get("won"):
            verdict = tr("you won!")
        elif result.get("shared"):
            verdict = tr("you shared the win.")
        else:
            verdict = tr("not a win this time.")
        return [tr("Played today: total {total}, {verdict}", total=signed(total),
                   verdict=verdict),
                tr("Calls made in {made} of {rounds} rounds. A new deal comes tomorrow.",
                   made=result.get("calls_made", 0), rounds=result.get("rounds", 0))]
    rounds = result.get("rounds", 0)
    score = signed(result.get("score_total", 0))
    return [tr("Started today: 1 round played, {score} so far.", score=score) if rounds == 1
            else tr("Started today: {rounds} rounds played, {score} so far.", rounds=rounds,
                    score=score),
            tr("Continue it from the main menu to finish it for the record.")]


def daily_record(stats: Any, day: str) -> list[tuple[str, str]]:
    """The Daily Challenge on record, as (label, figure): the best total, the days in a row
    up to `day` and the longest run of days; empty before the first Daily is finished."""
    best = stats.best_daily
    if best is None:
        return []
    date = parse_day(day)
    streak = stats.daily_streak(date) if date is not None else 0
    return [(N_("Best total"), signed(best)), (N_("Days in a row"), str(streak)),
            (N_("Longest streak"), str(stats.longest_daily_streak))]


class StatsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats: Any = None
        buttons = [("Back", self.back)]
        if app.store is not None:
            buttons.insert(0, (N_("Reset statistics"), self.ask_reset))
            if app.store.load_last_game() is not None:
                buttons.insert(0, (N_("Last game"), self.last_game))
        self.buttons = ButtonBar(buttons, focus=len(buttons) - 1)  # Back first: harmless
        self.page = 0  # an index into `self.pages`
        self.tab_rects: list[pygame.Rect] = []
        self.drawn: list[pygame.Rect] = []
        self.figures: dict[str, str] = {}  # what the last draw showed, by name (for tests)

    # -- data -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.reload()

    def reload(self) -> None:
        store = self.app.store
        self.stats = store.stats if store is not None else None  # the store never raises

    def back(self) -> None:
        self.app.scenes.pop()

    def last_game(self) -> None:
        """The last finished game's scorecard over this screen (Esc comes back here), from
        which its rounds can be reviewed; with its deal code, to play the same deals again."""
        saved = self.app.store.load_last_game() if self.app.store is not None else None
        if saved is not None:
            self.app.scenes.push(self.app.routes.scoresheet(saved.game,
                                                            game_code(saved.game) or ""))

    def ask_reset(self) -> None:
        self.app.scenes.push(self.app.routes.confirm(
            tr(RESET_QUESTION), self.reset, detail=tr(RESET_DETAIL), yes=tr("Yes, reset"),
            no=tr("No, keep them")))

    def reset(self) -> None:
        if self.app.store is None:
            return
        self.app.store.reset_stats()  # a disk that refuses it is said through the notices
        self.reload()
        self.buttons.focus = len(self.buttons.buttons) - 1
        self.app.toast(tr("Statistics reset."), 2.0)

    # -- input ------------------------------------------------------------------------------
    @property
    def paged(self) -> bool:
        """Pages only with statistics to show (without a store there is one sentence)."""
        return self.stats is not None

    @property
    def pages(self) -> tuple[tuple[str, str], ...]:
        """The pages, each (key, tab's name): the level table alone with larger text."""
        return pages.pages_for(self.app.theme.scale > 1)

    def turn(self, page: int) -> None:
        self.page = min(max(page, 0), len(self.pages) - 1)

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.back()
            return True
        if self.paged:
            if kind in (LEFT, RIGHT):
                self.turn(self.page + (1 if kind == RIGHT else -1))
                return True
            if kind == DIGIT and intent.value and intent.value <= len(self.pages):
                self.turn(intent.value - 1)
                return True
            if kind == CLICK and intent.pos is not None:
                for k, rect in enumerate(self.tab_rects):
                    if rect.collidepoint(intent.pos):
                        self.turn(k)
                        return True
        elif kind in (LEFT, RIGHT):  # one page: Left/Right choose a button as before
            kind = UP if kind == LEFT else DOWN
            intent = Intent(kind)
        return self.buttons.handle(intent)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = Painter(surface, self.app.theme)
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        dy = slack(p)
        title(p, tr("Statistics"), dy=dy)
        self.figures = {}
        if self.stats is None:
            box = pygame.Rect(0, 0, min(w - p.px(10), p.px(110)), 0)
            box.h = p.lines_height(tr(NO_STORE), 3.0, box.w - p.px(8)) + p.px(7)
            box.center = (w // 2, h // 2 - p.px(6))
            p.panel(box, th.PANEL, edge=th.PANEL_EDGE)
            p.paragraph(tr(NO_STORE), 3.0, box.w - p.px(8), (box.x + p.px(4), box.y + p.px(3.8)))
            self.tab_rects = []
        keys = tr("← → pages    ↑ ↓ choose    Enter press    Esc back") if self.paged \
            else tr("Enter or Esc back")
        buttons_y = self.buttons_y(p, keys)
        if self.stats is not None:
            inner = min(w - p.px(8), p.px(170))
            # the page: from under the tabs to over the buttons
            area = pygame.Rect((w - inner) // 2, self._tabs(p, w, dy) + p.px(1.6), inner, 0)
            area.h = buttons_y - p.tx(BUTTON_UNITS) - p.px(1.6) - area.y
            self.page = min(self.page, len(self.pages) - 1)  # (the text size changed)
            key = self.pages[self.page][0]
            if key == "figures":
                self._figures(p, area, with_levels=len(self.pages) < len(pages.PAGES))
            elif key == "levels":
                self._levels(p, area.inflate(-p.px(4), -p.px(3)))
            else:
                self._picture_page(p, key, area)
        self.buttons.draw(p, (w // 2, buttons_y), width_units=30, units=BUTTON_UNITS)
        hints(p, keys)
        self.drawn = p.drawn

    def _tabs(self, p: Painter, w: int, dy: int) -> int:
        """A tab a page, the one shown filled and in bold, its words dark on light. Returns
        where the tabs end below."""
        inner = min(w - p.px(8), p.px(170))
        gap = p.px(1.6)
        n = len(self.pages)
        tab_w = min((inner - gap * (n - 1)) // n, p.px(30))
        total = tab_w * n + gap * (n - 1)
        self.tab_rects = []
        for k, (_, name) in enumerate(self.pages):
            rect = pygame.Rect((w - total) // 2 + k * (tab_w + gap), p.px(10.8) + dy, tab_w,
                               p.tx(4.8))
            self.tab_rects.append(rect)
            shown = k == self.page
            p.panel(rect, th.LIGHT_PANEL if shown else th.PANEL, radius=rect.h // 2,
                    edge=None if shown else th.PANEL_EDGE)
            label = f"{k + 1}  {tr(name)}"
            p.fit_text(label, 2.6, rect.w - p.px(2.4), th.INK_DARK if shown else th.INK,
                       bold=shown, center=rect.center)
        return self.tab_rects[0].bottom

    def _picture_page(self, p: Painter, key: str, area: pygame.Rect) -> None:
        """A picture in its panel: its heading, the picture, and under it the sentence with
        the same numbers (an empty picture: the sentence alone, kindly)."""
        s = self.stats
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
            series, sentence = pages.totals(s), pages.totals_sentence(s)
            drawn = bool(series.values)
        elif key == "coach":
            series, sentence = pages.coached(s), pages.coach_sentence(s)
            drawn = bool(series.values)
        elif key == "calls":
            sentence = pages.calls_sentence(s)
            drawn = True
        else:
            days = pages.daily_days(s, today())
            sentence = pages.daily_sentence(days)
            drawn = True
        self.figures[key] = sentence
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
            level_bars(p, picture, pages.level_calls(s))
        else:
            self._daily_picture(p, picture, days)

    def _daily_picture(self, p: Painter, area: pygame.Rect, days: pages.Days) -> None:
        """The marks a day across the top; under them today's Daily Challenge and, once one
        is finished, the best total, the days in a row and the longest streak, each a figure
        over its name; all in the middle of `area`. What finds no room is left out, the
        advice first, then the heading, then the figures (the sentence under the picture
        says them too)."""
        lines = daily_lines(self.stats, today_key())
        record = daily_record(self.stats, today_key())
        self.figures["daily"] = " ".join(lines)
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
                self.figures[f"daily_{k}"] = figure

    @staticmethod
    def buttons_y(p: Painter, keys: str) -> int:
        """The middle of the row of buttons, over the line of keys at the bottom."""
        keys_h = p.t.measure(keys, 2.3)[1]
        return p.surface.get_height() - p.px(2.2) - keys_h - p.px(1.4) - p.tx(BUTTON_UNITS)

    def _figures(self, p: Painter, area: pygame.Rect, with_levels: bool = True) -> None:
        s = self.stats
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
            self.figures[key] = value
        col_gap = p.px(5)
        col_w = (inner - col_gap) * 43 // 100  # the level table needs the wider column
        top = area.y + tile_h + p.px(3.6)
        if with_levels:
            below = max(self._your_play(p, pygame.Rect(left, top, col_w, area.bottom - top)),
                        self._levels(p, pygame.Rect(left + col_w + col_gap, top,
                                                    inner - col_w - col_gap, p.px(30))))
        else:  # your play across the page; the levels have their own
            width = min(inner, p.px(120))
            below = self._your_play(p, pygame.Rect(area.centerx - width // 2, top, width,
                                                   area.bottom - top))
        if s.rounds == 0 and s.games_played == 0:
            p.fit_text(tr("Finish a round and your figures start to appear here."), 2.6, inner,
                       th.INK_DIM, midtop=(area.centerx, below + p.px(2)))

    def _heading(self, p: Painter, text: str, area: pygame.Rect) -> int:
        rect = p.text(text, 3.0, th.INK, bold=True, topleft=(area.x + p.px(0.6), area.y))
        y = rect.bottom + p.px(0.6)
        pygame.draw.line(p.surface, th.PANEL_EDGE, (area.x, y), (area.right - 1, y), 2)
        return y + p.px(1.0)

    def _your_play(self, p: Painter, area: pygame.Rect) -> int:
        s = self.stats
        y = self._heading(p, tr("Your play"), area)
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
            self.figures[key] = value
            y = row.bottom
        return y

    def _levels(self, p: Painter, area: pygame.Rect) -> int:
        s = self.stats
        y = self._heading(p, tr("By computer-player level"), area)
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

        def line(values: tuple[str, ...], row_y: int, colour: tuple, bold: bool) -> None:
            p.text(values[0], units, colour, bold=bold, midleft=(rights[0], row_y))
            for c in range(1, len(values)):
                p.text(values[c], units, colour, bold=bold, midright=(rights[c], row_y))

        row_h = max(p.t.measure(text, units, bold=True)[1]
                    for text in headers + tuple(v for _, values in rows for v in values)) \
            + p.px(1.2)
        line(headers, y + row_h // 2, th.INK_DIM, False)
        y += row_h
        for key, values in rows:
            chosen = key == self.app.settings.level
            line(values, y + row_h // 2, th.INK, chosen)
            self.figures[f"level_{key}"] = " ".join(values)
            y += row_h
        now = LEVEL_NAMES.get(self.app.settings.level, "")
        if now:  # the bold row, said in words too
            y = p.fit_text(tr("In bold: {level}, the level you play now.", level=tr(now)),
                           2.3, area.w, th.INK_DIM, topleft=(rights[0], y + p.px(0.4))).bottom
        return y


def fit_paragraph(p: Painter, text: str, units: float, box: pygame.Rect,
                  colour: tuple) -> None:
    """Wrapped text in `box`, a little smaller when it would not fit (never under the
    smallest legible size: then it is one line, shrunk to the width)."""
    smallest = p.t.legible(2.0)
    while units > smallest and p.lines_height(text, units, box.w) > box.h:
        units = round(units - 0.1, 1)
    if p.lines_height(text, units, box.w) > box.h:
        p.fit_text(text, units, box.w, colour, smallest=smallest, topleft=box.topleft)
    else:
        p.paragraph(text, units, box.w, box.topleft, colour)
