"""The tricks: your hand raised where you may play and dimmed where you may not, the
card Enter would play outlined, a fresh focus on every turn of yours. The mouse and the
arrows move one focus: the last one used wins (the pointer over a card takes the focus
there, and the arrows go on from there). Your only legal card
is played for you after a short pause (a setting); on lead with every trick left sure to
be yours, Claim (C) plays the rest out at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from callbreak.engine import Card, can_claim, play_claim
from callbreak.words import ntr, tr

from ..shell.input import CLAIM, CONFIRM, DIGIT, DOWN, LEFT, RIGHT, UP, Intent
from . import hits, paint_hud
from .game import engine_game
from .scene_base import TableScene
from .session import Stage, TableSession
from .tabletop import CardSprite
from .turns import Position, Turn, position

if TYPE_CHECKING:
    from ..shell.context import App

FORCED_PAUSE = 0.8  # seconds your only legal card stays raised before it is played
CLAIM_PACE = 0.3  # a claimed round plays out at this share of the usual time


class PlayScene(TableScene):
    """The tricks: your hand raised where you may play, dimmed where you may not."""

    stage = Stage.PLAY

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app, session)
        self.chosen: Card | None = None  # the card Enter would play (and the pointer is on)
        self.touched = False  # you moved the focus: the suggestion no longer moves it
        self.turn_at: Position | None = None  # the position of the turn the focus belongs to
        self.forced_in: float | None = None  # seconds until your only legal card is played
        self.play_when_hinted = False

    def focus(self) -> Card | None:
        return self.chosen if self.turn is Turn.YOUR_CARD else None

    def on_update(self, dt: float) -> None:
        turns = self.session.turns
        if self.turn is Turn.YOUR_CARD:
            now = position(self.session.game)
            legal = turns.legal()
            if self.turn_at != now:  # a new turn of yours: fresh focus, a sound
                self.turn_at, self.touched, self.hint_shown = now, False, False
                self.play_when_hinted = False
                self.chosen = self.first_legal(legal)
                self.app.play_sound("turn")
                self.forced_in = None
                if len(legal) == 1 and self.app.settings.play_only_card:
                    self.forced_in = self.app.pause_time(FORCED_PAUSE)
                    only = legal[0]
                    self.table.say(lambda: tr("The {card} is your only legal card.", card=only),
                                   max(1.0, self.forced_in))
            if self.forced_in is not None:
                self.forced_in -= dt
                if self.forced_in <= 0:
                    self.forced_in = None
                    self.try_play(legal[0])
                    self.settle(dt)
                    return
            hint = turns.hint
            if hint is not None:
                if not self.touched:
                    self.chosen = hint.card
                if self.hint_wanted:
                    self.ask_hint()
                if self.play_when_hinted:  # Enter came before the suggestion: play it now
                    self.play_when_hinted = False
                    self.try_play(hint.card)
                    self.settle(dt)
                    return
        self.settle(dt)

    def frame_interval(self) -> float | None:
        base = super().frame_interval()
        if self.forced_in is None or self.turn is not Turn.YOUR_CARD:
            return base
        return max(0.0, self.forced_in) if base is None else min(base, max(0.0, self.forced_in))

    def claimable(self) -> bool:
        return self.may_claim()

    def may_claim(self) -> bool:
        """On lead with every trick left sure to be yours (from what is public only)."""
        return self.turn is Turn.YOUR_CARD and self.session.claims \
            and can_claim(self.session.game.view(0))

    def claim(self) -> bool:
        game = engine_game(self.session.game)  # a claim is offline only (`claims`)
        if game is None or not self.may_claim():
            return False
        left = len(self.table.hand)
        play_claim(game, 0)
        self.session.save()
        self.session.events.pace = CLAIM_PACE
        self.table.say(lambda: ntr("You claim the last trick.", "You claim the last {n} tricks.",
                                   left), 2.5)
        return True

    def click(self, pos: tuple[int, int]) -> bool:
        if self.may_claim() and hits.claim_button(self.app.theme, self.table.layout) \
                .collidepoint(pos):
            return self.claim()
        return super().click(pos)

    def first_legal(self, legal: tuple[Card, ...]) -> Card | None:
        in_hand = [s.card for s in self.table.hand if s.card in legal]
        return in_hand[0] if in_hand else None

    def lifts(self) -> list[tuple[CardSprite, float]]:
        """Each card of your hand and how high it should stand: legal cards a little
        raised, the focused one higher."""
        card_h = self.table.layout.card_h
        legal = set(self.session.turns.legal())
        focus = self.focus()
        return [(spr, 0.0 if spr.card not in legal else
                 card_h * (0.17 if spr.card == focus else 0.06)) for spr in self.table.hand]

    def settle(self, dt: float) -> None:
        k = min(1.0, dt * 16)
        for spr, target in self.lifts():
            spr.lift += (target - spr.lift) * k
            if abs(target - spr.lift) < 0.5:
                spr.lift = target

    def unsettled(self) -> bool:
        return any(spr.lift != target for spr, target in self.lifts())

    def point(self, pos: tuple[int, int]) -> bool:
        under = self.table.card_at(pos)
        if under is not None and self.turn is Turn.YOUR_CARD:  # one focus for mouse and keys
            self.chosen, self.touched = under, True
        return True

    def show_hint(self) -> None:
        hint = self.session.turns.hint
        if hint is None:
            return
        self.chosen, self.touched = hint.card, True
        view = self.view()
        self.table.say(lambda: paint_hud.card_hint_sentence(view), 5.0)

    def key(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == CLAIM:
            self.claim()
            return True
        if self.turn is not Turn.YOUR_CARD:
            return kind in (UP, DOWN, LEFT, RIGHT, CONFIRM, DIGIT)
        # the arrows reach every card, dimmed ones too: Enter on a dimmed card says which
        # rule stops it, as a click does
        in_hand = [s.card for s in self.table.hand]
        if kind in (LEFT, RIGHT) and in_hand:
            i = in_hand.index(self.chosen) if self.chosen in in_hand else -1
            step = 1 if kind == RIGHT else -1
            self.chosen = in_hand[(i + step) % len(in_hand)] if i >= 0 else in_hand[0]
            self.touched = True
            return True
        if kind == CONFIRM:
            if not self.touched and self.session.turns.hint is None:
                self.play_when_hinted = True  # Enter means "the suggested card": wait for it
            elif self.chosen is not None and self.chosen in in_hand:
                self.try_play(self.chosen)
            else:
                self.chosen = self.first_legal(self.session.turns.legal())
                self.touched = True
            return True
        return kind in (UP, DOWN, DIGIT)
