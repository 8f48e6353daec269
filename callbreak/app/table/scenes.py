"""The scenes of the table, one per phase the player sees, over one shared session:
the deal (watch), the calls (the call picker) and the play (your hand). The round result,
the scorecard and the pause overlay are pushed over them through `app.routes`.

Each scene reads input as meanings and turns it into the person's moves; what they share
(pause, hint, last trick, the buttons, the pointer) lives in `TableScene`. A scene that
finds the session in another phase replaces itself with that phase's scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.engine import Card

from ..i18n import hint as said_hint
from ..i18n import reason as said_why
from ..i18n import tr
from ..input import (
    BACK,
    CLICK,
    CONFIRM,
    DIGIT,
    DOWN,
    HINT,
    LAST_TRICK,
    LEFT,
    PAUSE,
    POINT,
    RELEASE,
    RIGHT,
    UP,
    Intent,
)
from ..scene import Scene
from . import hits, paint_hud, painter
from .paint_cards import CardPainter
from .session import Stage, TableSession
from .turns import Turn, position
from .view import TableView

if TYPE_CHECKING:
    from ..context import App

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
    def table(self):  # noqa: ANN201 - the Table, read-only for callers
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
            legal=frozenset(turns.legal()), focus=self.focus(), hover=self.hover(),
            pick=self.pick(), hint=turns.hint if mine else None,
            hint_shown=self.hint_shown, show_last=self.show_last and bool(table.last_trick),
            pointer=self.pointer, news=table.news if table.news_time > 0 else "")

    def focus(self) -> Card | None:
        return None

    def hover(self) -> Card | None:
        return None

    def pick(self) -> int | None:
        return None

    # -- time ---------------------------------------------------------------------------
    def enter(self) -> None:
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
            app.scenes.push(app.routes.round_result(s.game, self.after_round))
            return
        stage = s.stage()
        if stage is not self.stage:
            app.scenes.replace(app.routes.table_scene(s, stage))

    def after_round(self) -> None:
        if self.session.after_round():
            self.app.scenes.replace(self.app.routes.scorecard(
                self.session.game, self.session.level, self.session.daily))

    def frame_interval(self) -> float | None:
        s = self.session
        if s.busy or self.unsettled():
            return 0.0
        if s.turns.waiting_for_computer or s.turns.state is Turn.WATCHING:
            return THINK_POLL
        if s.turns.state in (Turn.YOUR_CALL, Turn.YOUR_CARD) and s.turns.hint is None:
            return THINK_POLL  # the hint is on its way
        table = s.table
        return table.news_time if table.news_time > 0 else None

    def unsettled(self) -> bool:
        """A card is still rising or settling in your hand."""
        return False

    def resize(self, size: tuple[int, int]) -> None:
        self.session.resize(size)

    def closing(self) -> None:
        self.session.closing()

    def draw(self, surface: pygame.Surface) -> None:
        painter.paint(surface, self.app.theme, self.app.background, self.painter, self.view())

    def toast_area(self) -> pygame.Rect | None:
        return hits.toast_area(self.table.layout, self.app.theme)

    # -- input --------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind in (BACK, PAUSE):
            self.app.scenes.push(self.app.routes.pause(self.session))
            return True
        if kind == HINT:
            self.ask_hint()
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
            self.table.say(tr("Thinking about a hint…"), 1.5)
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
            if why == "Wait for your turn.":
                self.table.say(tr(why), 2.0)
                return False
            self.table.say(said_why(why))
            self.app.play_sound("illegal")
            spr = self.table.sprite_in_hand(card)
            if spr is not None:
                spr.shake = 1.0
            return False
        self.table.news_time = 0.0
        self.hint_shown = False
        return turns.play(card)


class DealScene(TableScene):
    """The cards fly out; nothing to choose yet."""

    stage = Stage.DEAL

    def click(self, pos: tuple[int, int]) -> bool:
        return False


class CallingScene(TableScene):
    """The calls go round; on your turn the call picker asks for yours."""

    stage = Stage.CALLING

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app, session)
        rules = session.game.rules
        self.value = rules.min_call
        self.touched = False  # you moved the picker: the suggestion no longer moves it
        self.digit_time = 9.0

    def pick(self) -> int | None:
        return self.value if self.turn is Turn.YOUR_CALL else None

    def on_update(self, dt: float) -> None:
        self.digit_time += dt
        hint = self.session.turns.hint
        if self.turn is Turn.YOUR_CALL and hint is not None:
            if not self.touched:
                self.value = hint.value
            if self.hint_wanted:
                self.ask_hint()

    def show_hint(self) -> None:
        hint = self.session.turns.hint
        if hint is not None:
            self.value = hint.value

    def confirm(self) -> None:
        if self.session.turns.call(self.value):
            self.hint_shown = False
            self.table.news_time = 0.0

    def click(self, pos: tuple[int, int]) -> bool:
        if self.turn is not Turn.YOUR_CALL:
            return super().click(pos)
        hint = self.session.turns.hint
        reason = hint.reason if hint is not None and self.hint_shown else ""
        p = hits.picker(self.app.theme, self.table.layout, self.session.game.rules,
                        said_hint(reason) if reason else "")
        for n, rect in p.cells.items():
            if rect.collidepoint(pos):
                self.value, self.touched = n, True
                return True
        if p.ok.collidepoint(pos):
            self.confirm()
            return True
        return super().click(pos)

    def key(self, intent: Intent) -> bool:
        if self.turn is not Turn.YOUR_CALL:
            return False
        rules = self.session.game.rules
        lo, hi = rules.min_call, rules.max_call
        kind = intent.kind
        if kind in (LEFT, DOWN):
            self.value, self.touched = max(lo, self.value - 1), True
        elif kind in (RIGHT, UP):
            self.value, self.touched = min(hi, self.value + 1), True
        elif kind == DIGIT and intent.value is not None:
            d = intent.value
            if self.value == 1 and self.digit_time < 1.0 and 10 + d <= hi:
                self.value = 10 + d  # "1" then "2" within a second: 12
            elif lo <= d <= hi:
                self.value = d
            self.touched = True
            self.digit_time = 0.0
        elif kind == CONFIRM:
            self.confirm()
        else:
            return False
        return True


class PlayScene(TableScene):
    """The tricks: your hand raised where you may play, dimmed where you may not."""

    stage = Stage.PLAY

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app, session)
        self.chosen: Card | None = None  # the card Enter would play
        self.touched = False  # you moved the focus: the suggestion no longer moves it
        self.under: Card | None = None
        self.turn_at: tuple | None = None  # the position of the turn the focus belongs to

    def focus(self) -> Card | None:
        return self.chosen if self.turn is Turn.YOUR_CARD else None

    def hover(self) -> Card | None:
        return self.under

    def on_update(self, dt: float) -> None:
        turns = self.session.turns
        if self.turn is Turn.YOUR_CARD:
            now = position(self.session.game)
            legal = turns.legal()
            if self.turn_at != now:  # a new turn of yours: fresh focus, a sound
                self.turn_at, self.touched, self.hint_shown = now, False, False
                self.chosen = self.first_legal(legal)
                self.app.play_sound("turn")
            hint = turns.hint
            if hint is not None:
                if not self.touched:
                    self.chosen = hint.card
                if self.hint_wanted:
                    self.ask_hint()
        self.settle(dt)

    def first_legal(self, legal: tuple[Card, ...]) -> Card | None:
        in_hand = [s.card for s in self.table.hand if s.card in legal]
        return in_hand[0] if in_hand else None

    def settle(self, dt: float) -> None:
        """Legal cards stand a little raised, the focused or pointed-at card higher."""
        lay = self.table.layout
        legal = set(self.session.turns.legal())
        k = min(1.0, dt * 16)
        for spr in self.table.hand:
            target = 0.0
            if spr.card in legal:
                target = lay.card_h * (0.17 if spr.card in (self.under, self.focus())
                                       else 0.06)
            spr.lift += (target - spr.lift) * k
            if abs(target - spr.lift) < 0.5:
                spr.lift = target

    def unsettled(self) -> bool:
        lay = self.table.layout
        legal = set(self.session.turns.legal())
        for spr in self.table.hand:
            target = 0.0 if spr.card not in legal else lay.card_h * (
                0.17 if spr.card in (self.under, self.focus()) else 0.06)
            if spr.lift != target:
                return True
        return False

    def point(self, pos: tuple[int, int]) -> bool:
        self.under = self.table.card_at(pos)
        return True

    def show_hint(self) -> None:
        hint = self.session.turns.hint
        if hint is None:
            return
        self.chosen, self.touched = hint.card, True
        self.table.say(paint_hud.card_hint_sentence(self.view()), 5.0)

    def key(self, intent: Intent) -> bool:
        kind = intent.kind
        if self.turn is not Turn.YOUR_CARD:
            return kind in (UP, DOWN, LEFT, RIGHT, CONFIRM, DIGIT)
        in_hand = [s.card for s in self.table.hand]
        legal = [c for c in in_hand if c in set(self.session.turns.legal())]
        if kind in (LEFT, RIGHT):
            if legal:
                i = legal.index(self.chosen) if self.chosen in legal else -1
                step = 1 if kind == RIGHT else -1
                self.chosen = legal[(i + step) % len(legal)] if i >= 0 else legal[0]
                self.touched = True
            return True
        if kind == CONFIRM:
            if self.chosen in legal:
                self.try_play(self.chosen)  # type: ignore[arg-type]
            elif legal:
                self.chosen, self.touched = legal[0], True
            return True
        return kind in (UP, DOWN, DIGIT)


SCENES: dict[Stage, type[TableScene]] = {
    Stage.DEAL: DealScene, Stage.CALLING: CallingScene, Stage.PLAY: PlayScene,
}


def scene_for(app: App, session: TableSession, stage: Stage | None = None) -> TableScene:
    """The scene of the phase the session is in (or of `stage`)."""
    return SCENES[stage or session.stage()](app, session)
