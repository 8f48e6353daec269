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
        self.page = 0  # an index into stats_pages.PAGES
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

    def turn(self, page: int) -> None:
        self.page = min(max(page, 0), len(pages.PAGES) - 1)

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.back()
            return True
        if self.paged:
            if kind in (LEFT, RIGHT):
                self.turn(self.page + (1 if kind == RIGHT else -1))
                return True
            if kind == DIGIT and intent.value and intent.value <= len(pages.PAGES):
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
        else:
            self._tabs(p, w, dy)
            key = pages.PAGES[self.page][0]
            if key == "figures":
                self._figures(p, w, dy)
            else:
                self._picture_page(p, key, self._page_area(p, w, dy))
        self.buttons.draw(p, (w // 2, self.buttons_y(p, dy)), width_units=30,
                          units=BUTTON_UNITS)
        if not self.paged:
            hints(p, tr("Enter or Esc back"))
        else:
            hints(p, tr("← → pages    ↑ ↓ choose    Enter press    Esc back"))
        self.drawn = p.drawn

    def _tabs(self, p: Painter, w: int, dy: int) -> None:
        """A tab a page, the one shown filled and in bold, its words dark on light."""
        inner = min(w - p.px(8), p.px(170))
        gap = p.px(1.6)
        tab_w = min((inner - gap * (len(pages.PAGES) - 1)) // len(pages.PAGES), p.px(30))
        total = tab_w * len(pages.PAGES) + gap * (len(pages.PAGES) - 1)
        self.tab_rects = []
        for k, (_, name) in enumerate(pages.PAGES):
            rect = pygame.Rect((w - total) // 2 + k * (tab_w + gap), p.px(10.8) + dy, tab_w,
                               p.px(4.8))
            self.tab_rects.append(rect)
            shown = k == self.page
            p.panel(rect, th.LIGHT_PANEL if shown else th.PANEL, radius=rect.h // 2,
                    edge=None if shown else th.PANEL_EDGE)
            label = f"{k + 1}  {tr(name)}"
            p.fit_text(label, 2.6, rect.w - p.px(2.4), th.INK_DARK if shown else th.INK,
                       bold=shown, center=rect.center)

    def _page_area(self, p: Painter, w: int, dy: int) -> pygame.Rect:
        """The panel a picture's page fills, between the tabs and the buttons."""
        inner = min(w - p.px(8), p.px(170))
        top = p.px(17.4) + dy
        bottom = self.buttons_y(p, dy) - p.px(BUTTON_UNITS + 1.6)
        return pygame.Rect((w - inner) // 2, top, inner, bottom - top)

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
        """The marks a day across the top; under them today's Daily Challenge on the left
        and, once one is finished, the days in a row, the longest streak and the best total,
        each a figure over its name."""
        gap = p.px(2.4)
        marks_h = day_marks_height(p, area.w, len(days.days))
        panel_h = min(area.h - marks_h - gap, p.px(22))
        top = area.y + max(0, (area.h - marks_h - gap - panel_h) // 2)  # the two in the middle
        marks = day_marks(p, pygame.Rect(area.x, top, area.w, marks_h), days)
        self._daily(p, pygame.Rect(area.x, max(marks.bottom, top + marks_h) + gap, area.w,
                                   panel_h))

    @staticmethod
    def buttons_y(p: Painter, dy: int) -> int:
        """The middle of the row of buttons."""
        return p.px(90) + dy

    def _figures(self, p: Painter, w: int, dy: int) -> None:
        s = self.stats
        inner = min(w - p.px(8), p.px(170))
        left = (w - inner) // 2
        # four big tiles
        tiles = [("games_played", N_("Games played"), str(s.games_played)),
                 ("games_won", "Won", str(s.games_won)),
                 ("shared_wins", N_("Shared wins"), str(s.shared_wins)),
                 ("win_percent", N_("Win rate"), percent_text(s.games_won, s.games_played))]
        gap = p.px(3)
        tile_w = (inner - gap * (len(tiles) - 1)) // len(tiles)
        for k, (key, label, value) in enumerate(tiles):
            rect = pygame.Rect(left + k * (tile_w + gap), p.px(18.4) + dy, tile_w, p.px(15))
            p.panel(rect, th.PANEL, edge=th.PANEL_EDGE)
            p.text(value, 6.4, th.INK, bold=True, center=(rect.centerx, rect.y + p.px(6.2)))
            p.fit_text(tr(label), 2.7, rect.w - p.px(2), th.INK_DIM,
                       center=(rect.centerx, rect.bottom - p.px(3)))
            self.figures[key] = value
        col_gap = p.px(5)
        col_w = (inner - col_gap) * 43 // 100  # the level table needs the wider column
        top = p.px(38) + dy
        below = max(self._your_play(p, pygame.Rect(left, top, col_w, p.px(30))),
                    self._levels(p, pygame.Rect(left + col_w + col_gap, top,
                                                inner - col_w - col_gap, p.px(30))))
        if s.rounds == 0 and s.games_played == 0:
            p.fit_text(tr("Finish a round and your figures start to appear here."), 2.6, inner,
                       th.INK_DIM, midtop=(w // 2, below + p.px(2)))

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
        for key, label, value in rows:
            row = pygame.Rect(area.x, y, area.w, p.px(4.6))
            value_rect = p.text(value, 3.0, th.INK, bold=True,
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

        header_h = p.px(4.0)
        line(headers, y + header_h // 2, th.INK_DIM, False)
        y += header_h
        for key, values in rows:
            row_y = y + p.px(2.3)
            chosen = key == self.app.settings.level
            line(values, row_y, th.INK, chosen)
            self.figures[f"level_{key}"] = " ".join(values)
            y += p.px(4.6)
        now = LEVEL_NAMES.get(self.app.settings.level, "")
        if now:  # the bold row, said in words too
            y = p.fit_text(tr("In bold: {level}, the level you play now.", level=tr(now)),
                           2.3, area.w, th.INK_DIM, topleft=(rights[0], y + p.px(0.4))).bottom
        return y

    def _daily(self, p: Painter, area: pygame.Rect) -> None:
        """Today's Daily Challenge on the left; on the right, once one is finished, the best
        total, the days in a row and the longest streak, each a figure over its name."""
        p.panel(area, th.PANEL, edge=th.PANEL_EDGE)
        lines = daily_lines(self.stats, today_key())
        record = daily_record(self.stats, today_key())
        pad = p.px(2.4)
        text = area.inflate(-2 * pad, -p.px(3.2))
        if record:
            cell_w = min(p.px(21), text.w // 6)
            cells = pygame.Rect(0, text.y, cell_w * len(record), text.h)
            cells.right = text.right
            text.w = cells.x - p.px(2) - text.x
            for k, (label, figure) in enumerate(record):
                cell = pygame.Rect(cells.x + k * cell_w, cells.y, cell_w, cells.h)
                shown = p.text(figure, 5.0, th.INK, bold=True,
                               midbottom=(cell.centerx, cell.centery + p.px(1.2)))
                p.fit_text(tr(label), 2.5, cell.w - p.px(1), th.INK_DIM, smallest=2.2,
                           midtop=(cell.centerx, shown.bottom + p.px(1.2)))
                self.figures[f"daily_{k}"] = figure
        y = p.text(tr("Today's Daily Challenge"), 3.0, th.INK, bold=True,
                   topleft=text.topleft).bottom + p.px(0.8)
        y = p.fit_text(lines[0], 2.9, text.w, th.INK, topleft=(text.x, y)).bottom + p.px(0.8)
        fit_paragraph(p, lines[1], 2.5, pygame.Rect(text.x, y, text.w, text.bottom - y),
                      th.INK_DIM)
        self.figures["daily"] = " ".join(lines)


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
