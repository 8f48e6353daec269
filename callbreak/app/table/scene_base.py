"""What every scene of the table shares: pause, hint, last trick, the buttons, the
pointer, drawing through the painters, and handing over to the scene of the phase the
session is in. The round result, the scorecard and the pause overlay are pushed over the
table through `app.routes`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.engine import Card, ReasonKind
from callbreak.words import reason as said_why
from callbreak.words import tr

from ..shell.input import BACK, CLICK, HINT, LAST_TRICK, PAUSE, POINT, RELEASE, SCORES, Intent
from ..shell.scene import Scene
from . import hits, painter
from .paint_cards import CardPainter
from .session import Stage, TableSession
from .tabletop import Table
from .turns import Turn
from .view import TableView

if TYPE_CHECKING:
    from ..shell.context import App

HOLD = 0.35  # seconds: the Last trick button held longer shows the trick while held
THINK_POLL = 0.1  # seconds between looks at a computer player's answer, when nothing moves


class TableScene(Scene):
    """What every table scene shares. Subclasses say which `stage` they show."""

    stage = Stage.PLAY

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app)
        self.session = session
        self.painter = CardPainter(app.cards)
        self.pointer: tuple[int, int] = (-1, -1)
        self.show_last = False
        self.last_pressed = -1.0
        self.hint_shown = False
        self.hint_wanted = False  # H was pressed before the hint was ready

    # -- shared reading of the session --------------------------------------------------
    @property
    def table(self) -> Table:  # read-only for callers
        return self.session.table

    @property
    def turn(self) -> Turn:
        return self.session.turns.state

    def view(self) -> TableView:
        s = self.session
        table, turns = s.table, s.turns
        mine = self.turn in (Turn.YOUR_CALL, Turn.YOUR_CARD)
        seat = turns.seat if self.turn in (Turn.COMPUTER, Turn.YOUR_CALL, Turn.YOUR_CARD) \
            else None
        return TableView(
            table=table, turn=self.turn, seat=seat, thinking=turns.waiting_for_computer,
            legal=frozenset(turns.legal()), focus=self.focus(),
            pick=self.pick(), hint=turns.hint if mine else None,
            hint_shown=self.hint_shown, show_last=self.show_last and bool(table.last_trick),
            pointer=self.pointer, news=table.news,
            claimable=self.claimable())

    def claimable(self) -> bool:
        """Whether the Claim button shows (only in the play)."""
        return False

    def focus(self) -> Card | None:
        return None

    def pick(self) -> int | None:
        return None

    # -- time ---------------------------------------------------------------------------
    def enter(self) -> None:
        self.on_update(0.0)  # the phase is set up before its first frame is drawn
        self.follow()

    def update(self, dt: float) -> None:
        self.session.update(dt)
        self.on_update(dt)
        self.follow()

    def on_update(self, dt: float) -> None:
        """A phase's own work each frame."""

    def follow(self) -> None:
        """Show the round result when it is due, or hand over to the scene of the phase
        the session is in now."""
        s, app = self.session, self.app
        if app.scenes.top is not self:
            return
        if s.result_due:
            s.result_due = False
            app.scenes.push(app.routes.round_result(s.game, self.after_round, s))
            return
        stage = s.stage()
        if stage is not self.stage:
            app.scenes.replace(app.routes.table_scene(s, stage))

    def after_round(self) -> None:
        if self.session.after_round():
            self.app.scenes.replace(self.app.routes.scorecard(
                self.session.game, self.session.level, self.session.daily))

    def frame_interval(self) -> float | None:
        wait, look = self._interval(), self.session.next_look()
        return look if wait is None else wait if look is None else min(wait, look)

    def _interval(self) -> float | None:
        s = self.session
        if s.busy or self.unsettled():
            return 0.0
        if s.turns.waiting_for_computer or s.turns.state is Turn.WATCHING:
            return THINK_POLL
        if s.turns.state in (Turn.YOUR_CALL, Turn.YOUR_CARD) and s.turns.hint is None:
            return THINK_POLL  # the hint is on its way
        table = s.table
        return table.news_time if table.news_time > 0 and not table.news_held else None

    def unsettled(self) -> bool:
        """A card is still rising or settling in your hand."""
        return False

    def resize(self, size: tuple[int, int]) -> None:
        self.session.resize(size)

    def closing(self) -> None:
        self.session.closing()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app  # alone on top, with no notice over it: the screen keeps the table
        over = self.session.draws_over()
        painter.paint(surface, app.theme, app.background, self.painter, self.view(),
                      alone=app.scenes.top is self and not app.toasts.shown and not over,
                      frame=app.frames_drawn)
        if over:
            self.session.draw_over(surface)

    def toast_area(self) -> pygame.Rect | None:
        return hits.toast_area(self.table.layout, self.app.theme)

    # -- input --------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if self.session.take(intent):
            return True
        kind = intent.kind
        if kind not in (POINT, RELEASE):  # your first key: a redeal's notice has been read
            self.table.release_news()
        if kind == BACK and self.show_last:  # Esc closes the last trick before anything
            self.show_last = False
            if self.table.last_trick:  # it was on screen
                return True
        if kind in (BACK, PAUSE):
            self.app.scenes.push(self.app.routes.pause(self.session))
            return True
        if kind == HINT:
            self.ask_hint()
            return True
        if kind == SCORES:
            self.app.scenes.push(self.app.routes.scoresheet(self.session.game,
                                                            self.session.code))
            return True
        if kind == LAST_TRICK:
            self.show_last = not self.show_last and bool(self.table.last_trick)
            return True
        if kind == RELEASE:
            if self.show_last and self.table.clock - self.last_pressed > HOLD:
                self.show_last = False  # the button was held: the view lasts as long
            return False
        if kind == POINT and intent.pos is not None:
            self.pointer = intent.pos
            return self.point(intent.pos)
        if kind == CLICK and intent.pos is not None:
            return self.click_button(intent.pos) or self.click(intent.pos)
        return self.key(intent)

    def click_button(self, pos: tuple[int, int]) -> bool:
        has_last = bool(self.table.last_trick)
        for key, rect in hits.buttons(self.app.theme, self.table.layout, has_last).items():
            if rect.collidepoint(pos):
                if key == "hint":
                    self.ask_hint()
                elif key == "last":  # a click toggles the view; holding shows it while held
                    self.show_last = not self.show_last and has_last
                    self.last_pressed = self.table.clock
                elif key == "scores":
                    self.handle(Intent(SCORES))
                else:
                    self.handle(Intent(PAUSE))
                return True
        if self.show_last:
            self.show_last = False
        return False

    def point(self, pos: tuple[int, int]) -> bool:
        return True

    def click(self, pos: tuple[int, int]) -> bool:
        card = self.table.card_at(pos)
        if card is not None:
            self.try_play(card)
            return True
        return False

    def key(self, intent: Intent) -> bool:
        return False

    def ask_hint(self) -> None:
        """H: the suggestion for this position, said once it is ready."""
        if self.turn not in (Turn.YOUR_CALL, Turn.YOUR_CARD):
            return
        if self.session.turns.hint is None:
            self.hint_wanted = True
            self.table.say(lambda: tr("Thinking about a hint…"), 1.5)
            return
        self.hint_wanted = False
        self.hint_shown = True
        self.show_hint()

    def show_hint(self) -> None:
        """Put the ready hint on screen (each phase its own way)."""

    def try_play(self, card: Card) -> bool:
        """Your attempt to play `card`: played if legal, else the reason is said."""
        turns = self.session.turns
        why = turns.why_not(card)
        if why is not None:
            if why.kind is ReasonKind.WAIT_FOR_TURN:  # no rule broken: said quietly
                self.table.say(lambda: said_why(why), 2.0)
                return False
            self.table.say(lambda: said_why(why))
            self.app.play_sound("illegal")
            spr = self.table.sprite_in_hand(card)
            if spr is not None:
                spr.shake = 1.0
            return False
        self.table.quiet()
        self.hint_shown = False
        return turns.play(card)


class DealScene(TableScene):
    """The cards fly out; nothing to choose yet."""

    stage = Stage.DEAL

    def enter(self) -> None:
        super().enter()
        app = self.app  # the deal's first frame made before it: its words, plates, cloth
        painter.rehearse(app.theme, app.background, app.cards, self.view())

    def click(self, pos: tuple[int, int]) -> bool:
        return False
