"""The end of a round and the end of the game.

`RoundResultScene` sits over the table: each player's call, tricks, round score and total;
Enter (or a click on its button) carries on, and the buttons beside it (whatever else the
box holds) open the scorecard (S) and the coach's review of the round (R). The table's Menu
and Scores buttons still show under it and work by click as by key: Esc opens the pause menu.
`ScorecardScene` replaces the table when the game is over: every round's calls, tricks and
scores, the totals with one decimal, the winners (ties share the win), and the game's deal
code to share (the game is over, so a Daily's code may show too). Confetti falls behind the
numbers only when you win or share the win; when a computer player wins, the ending is
quiet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from callbreak.engine import GAME_OVER, Game, format_tenths
from callbreak.engine.dealcode import game_code
from callbreak.words import name, tr
from callbreak.words.coach_words import summary

from ..look import theme as th
from ..look.widgets import Button, VerticalMenu
from ..shell.input import (
    BACK,
    CLICK,
    CONFIRM,
    DOWN,
    FULLSCREEN,
    LEFT,
    MUTE,
    PAUSE,
    POINT,
    REVIEW,
    RIGHT,
    SCORES,
    UP,
    Intent,
)
from ..shell.scene import Scene
from ..table import hits
from ..table.game import TableGame, engine_game
from . import button_row
from .coach_page import status_said
from .confetti import Confetti
from .sheet import NOTE_TEXT, note_step, paint_sheet, score_colour, sheet_rows, sheet_size, signed
from .standings import needs_lines, place_word, ranking, winners_line

if TYPE_CHECKING:
    from ..shell.context import App
    from ..table import TableSession

FINAL_BUTTON_TEXT = 3.0  # units: the final scores' Back to menu and Play again
BELOW_TEXT = 1.7  # units: the line under the final scores' card


class RoundResultScene(Scene):
    """Over the table of `session` (None: shown alone, as in the screen tests, with no
    table to pause or buttons under it)."""

    opaque = False

    def __init__(self, app: App, game: TableGame, on_done: Callable[[], None],
                 session: TableSession | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.on_done = on_done
        self.session = session
        self.round_no = len(game.round_scores) - 1
        self.appear = 0.0
        self.done = False

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.scenes.pop()
        self.on_done()

    @property
    def last(self) -> bool:
        return self.game.phase is GAME_OVER and self.round_no == len(self.game.rounds) - 1

    def lines(self) -> list[str]:
        """Before the last round: what each player needs."""
        return needs_lines(self.game)

    def coach_line(self) -> str:
        """The coach on your round: how far it is, or its summary ("" when not asked)."""
        state = self.app.coaching.state(self.game, self.round_no)
        if state.analysis is not None:
            return summary(state.analysis)
        return status_said(state, True) if state.asked else ""

    def row_step(self) -> int:
        """Row to row: closer (made or missed beside the score) where the box would not fit."""
        t, h, lines = self.app.theme, self.app.size[1], self.lines()
        return t.tx(4.8 if t.tx(58) + len(lines) * note_step(t, lines) > h - t.px(2) else 7.2)

    def labels(self) -> dict[str, str]:
        """The buttons along the box's foot, left to right: the keys' ways on (the
        scorecard, the coach's review of this round) beside the way on."""
        return {"scores": tr("Scorecard") + "  S",
                "next": tr("See the final scores  (Enter)") if self.last
                else tr("Next round  (Enter)"),
                "review": tr("Review this round") + "  R"}

    def box(self) -> pygame.Rect:
        t, (w, h) = self.app.theme, self.app.size
        lines = self.lines()
        rows = 4 * (self.row_step() - t.tx(7.2))  # (the 58 units hold four rows of 7.2)
        # as wide as the buttons' row needs, within the window
        row = button_row.width(t, self.labels(), "next") + t.px(8)
        box = pygame.Rect(0, 0, min(w - t.px(6), max(t.tx(88), row)),
                          t.tx(58) + rows + len(lines) * note_step(t, lines))
        box.center = (w // 2, h // 2 + round((1 - self.appear) * t.px(6)))
        return box

    def row_centre(self) -> tuple[int, int]:
        t, box = self.app.theme, self.box()
        return box.centerx, box.bottom - t.tx(2) - t.tx(5.4) // 2

    def buttons(self) -> dict[str, pygame.Rect]:
        """The buttons along the box's foot: the scorecard, the way on, the review."""
        return button_row.places(self.app.theme, self.labels(), "next", self.row_centre())

    def button(self) -> pygame.Rect:
        """The way on: the next round, or the final scores."""
        return self.buttons()["next"]

    def table_button(self, pos: tuple[int, int]) -> str | None:
        """The table's button under the shade at `pos` ("menu", "scores", ...), or None."""
        if self.session is None:
            return None
        table = self.session.table
        shown = hits.buttons(self.app.theme, table.layout, bool(table.last_trick))
        return next((key for key, rect in shown.items() if rect.collidepoint(pos)), None)

    def pause(self) -> None:
        if self.session is not None:
            self.app.scenes.push(self.app.routes.pause(self.session))

    def scores(self) -> None:
        code = self.session.code if self.session is not None else ""
        self.app.scenes.push(self.app.routes.scoresheet(self.game, code))

    def review(self) -> None:
        self.app.scenes.push(self.app.routes.review(self.game, self.round_no))

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == CONFIRM:
            self.finish()
        elif kind == CLICK and intent.pos is not None:
            mine = next((k for k, r in self.buttons().items() if r.collidepoint(intent.pos)),
                        None)
            if mine == "next":
                self.finish()
            elif mine == "scores":
                self.scores()
            elif mine == "review":
                self.review()
            elif (key := self.table_button(intent.pos)) == "menu":
                self.pause()
            elif key == "scores":
                self.scores()
        elif kind in (BACK, PAUSE):
            self.pause()
        elif kind == SCORES:
            self.scores()
        elif kind == REVIEW:
            self.review()
        elif kind in (FULLSCREEN, MUTE):
            return False
        return True

    def update(self, dt: float) -> None:
        dur = self.app.anim(0.3)
        self.appear = 1.0 if dur <= 0 else min(1.0, self.appear + dt / dur)

    def frame_interval(self) -> float | None:
        if self.appear < 1.0:
            return 0.0
        # while the coach looks at the round, its progress line moves on
        return 0.25 if self.app.coaching.state(self.game, self.round_no).asked else None

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        w, h = surface.get_size()
        th.dim(surface, round(140 * self.appear))
        game = self.game
        rnd = game.rounds[self.round_no]
        scores = game.round_scores[self.round_no]
        totals = [sum(r[s] for r in game.round_scores[:self.round_no + 1]) for s in range(4)]
        cols = ((tr("Player"), 0.0), (tr("Call"), 0.40), (tr("Tricks"), 0.55),
                (tr("Score"), 0.72), (tr("Total"), 0.90))
        box = self.box()
        # solid: no word of the table below shows through the scores
        th.panel(surface, box, (14, 34, 27), radius=t.px(2.5), edge=th.PANEL_EDGE)
        t.blit_text(surface, tr("Round {n} of {rounds}", n=self.round_no + 1,
                                       rounds=game.rules.rounds), 4,
                    th.INK, bold=True, midtop=(box.centerx, box.y + t.tx(2)))
        left = box.x + t.px(4)
        inner = box.w - t.px(8)
        y = box.y + t.tx(10)
        for heading, frac in cols:
            if frac == 0:
                t.blit_text(surface, heading, t.legible(1.9), th.INK_DIM, topleft=(left, y))
            else:
                t.blit_text(surface, heading, t.legible(1.9), th.INK_DIM,
                            midtop=(left + round(inner * frac), y))
        y += t.tx(4)
        pygame.draw.line(surface, th.PANEL_EDGE, (left, y), (left + inner, y), 1)
        y += t.tx(1.2)
        step = self.row_step()
        for seat in range(4):
            call, won, score = rnd.calls[seat], rnd.tricks_won[seat], scores[seat]
            made = won >= (call or 0)
            t.blit_text(surface, name(seat), 2.6, th.ACCENT if seat == 0 else th.INK,
                        bold=True, topleft=(left, y))
            figures = ((str(call), 0.40, th.INK), (str(won), 0.55, th.INK),
                       (signed(score), 0.72, score_colour(score)),
                       (format_tenths(totals[seat]), 0.90, th.INK))
            said = [t.blit_text(surface, text, 2.6, colour, bold=frac >= 0.72,
                                midtop=(left + round(inner * frac), y))
                    for text, frac, colour in figures][2]  # the score: made or missed by it
            place: dict[str, Any] = {"midleft": (said.right + t.px(1), said.centery)} \
                if step < t.tx(7.2) else {"midtop": (said.centerx, y + t.tx(3.3))}
            t.blit_text(surface, tr("made") if made else tr("missed"), t.legible(1.5),
                        th.GOOD if made else th.BAD, **place)
            y += step
        lines = self.lines()
        for line in lines:
            t.blit_text(surface, line, t.legible(NOTE_TEXT), th.INK, midtop=(box.centerx, y))
            y += note_step(t, lines)
        coach = self.coach_line()
        if coach:  # in the line between the sentences and the buttons
            t.blit_text(surface, coach, t.fitting(coach, t.legible(2.0), box.w - t.px(4)),
                        th.INK, midtop=(box.centerx, y + t.px(0.3)))
        button_row.draw(surface, t, self.labels(), "next", self.row_centre())


class ScorecardScene(Scene):
    """The end of a game: the winners, every player's place (ties share it), the whole
    scorecard; Up/Down pick a round and R (or a click on its row) reviews it. A friends'
    game (which the host's table ended): Back to menu only, no deal code."""

    def __init__(self, app: App, game: TableGame, level: str = "medium",
                 daily: str | None = None) -> None:
        super().__init__(app)
        self.game, self.level, self.daily = game, level, daily
        own = engine_game(game)  # None: a friends' game
        again = own is not None
        # over, so even a Daily's may be shared now; a friends' game has no deal code
        self.code = (game_code(own) or "") if own is not None else ""
        self.focus = len(game.round_scores) - 1
        self.confetti: Confetti | None = None
        buttons = [Button("Back to menu", self.to_menu)]
        if again:
            buttons.append(Button("Play again", self.again))
        # side by side (Left and Right move between them), the size of the way on elsewhere
        self.menu = VerticalMenu(buttons, text_units=FINAL_BUTTON_TEXT, width_units=30)
        self.menu.columns = len(buttons)
        self._make_confetti()

    @property
    def you_won(self) -> bool:
        return 0 in self.game.winners

    def _make_confetti(self) -> None:
        quiet = self.app.settings.reduced_motion or not self.you_won
        self.confetti = None if quiet else Confetti(self.app.size, self.app.theme.unit)

    def resize(self, size: tuple[int, int]) -> None:
        self._make_confetti()

    def to_menu(self) -> None:
        self.app.scenes.reset(self.app.routes.main_menu())

    def again(self) -> None:
        """A new game on the same level and rules."""
        self.app.scenes.reset(self.app.routes.table(Game(self.app.settings.rules),
                                                    self.app.settings.level, None))

    def review(self, round_no: int) -> None:
        self.app.scenes.push(self.app.routes.review(self.game, round_no))

    HEAD = 19  # units above the card: the title, the winners, the places

    def below(self) -> str:
        """The line under the card: its keys, and the deal code to share."""
        below = tr("↑ ↓ choose a round, R reviews it")
        if self.code:
            below += "   ·   " + tr("Deal code: {code}", code=self.code)
        return below

    def foot(self) -> tuple[int, int]:
        """From the card's foot: the height of the line under it, and the room between that
        line and the buttons (so they never press against it)."""
        t = self.app.theme
        return t.px(1) + t.measure(self.below(), t.legible(BELOW_TEXT))[1], t.tx(2.5)

    def top(self) -> int:
        """Where the page starts: its title, card, keys and buttons centred in the window."""
        t, (w, h) = self.app.theme, self.app.size
        _, height = sheet_size(t, self.game, min(w - t.px(8), t.px(120)))
        whole = t.px(self.HEAD) + height + sum(self.foot()) + self.menu.height(t) + t.px(2)
        return max(0, (h - whole) // 2)

    def box(self) -> pygame.Rect:
        t, w = self.app.theme, self.app.size[0]
        width, height = sheet_size(t, self.game, min(w - t.px(8), t.px(120)))
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (w // 2, self.top() + t.px(self.HEAD))
        return box

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.to_menu()
        elif kind in (UP, DOWN):
            step = -1 if kind == UP else 1
            self.focus = min(max(self.focus + step, 0), len(self.game.round_scores) - 1)
        elif kind in (LEFT, RIGHT):
            self.menu.move(-1 if kind == LEFT else 1)
        elif kind == REVIEW:
            self.review(self.focus)
        elif kind == CLICK and intent.pos is not None:
            for r, rect in sheet_rows(self.app.theme, self.game, self.box()).items():
                if rect.collidepoint(intent.pos):
                    self.focus = r
                    self.review(r)
                    return True
            return self.menu.handle(intent)
        elif kind in (CONFIRM, POINT):
            return self.menu.handle(intent)
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        if self.confetti is not None:
            self.confetti.update(dt)

    def frame_interval(self) -> float | None:
        return 0.0 if self.confetti is not None and self.confetti.falling else None

    def draw(self, surface: pygame.Surface) -> None:
        app, t, game = self.app, self.app.theme, self.game
        surface.blit(app.background, (0, 0))
        if self.confetti is not None:  # behind the numbers
            self.confetti.draw(surface)
        w, h = surface.get_size()
        y0 = self.top()
        winners = game.winners
        t.blit_text(surface, tr("Final scores"), 4.6, th.INK, bold=True,
                    midtop=(w // 2, y0 + t.px(2)))
        t.blit_text(surface, winners_line(winners), 3.2,
                    th.ACCENT if 0 in winners else th.INK, bold=True,
                    midtop=(w // 2, y0 + t.px(8.5)))
        places = "   ".join(f"{place_word(p)} {name(s)} {format_tenths(game.totals[s])}"
                           for p, s in ranking(game.totals))
        t.blit_text(surface, places, 2.2, th.INK_DIM, midtop=(w // 2, y0 + t.px(13.8)))
        box = self.box()
        paint_sheet(surface, t, game, box, focus=self.focus, winners=winners)
        t.blit_text(surface, self.below(), t.legible(BELOW_TEXT), th.INK_DIM,
                    midtop=(w // 2, box.bottom + t.px(1)))
        line, room = self.foot()
        self.menu.draw(surface, t, center=(w // 2, box.bottom + line + room
                                           + self.menu.height(t) // 2))
