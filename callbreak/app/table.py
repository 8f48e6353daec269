"""The table: the deal, the calls and the play of every round, in one scene.

The engine runs ahead; this scene reads `game.events` one at a time and turns each into
an animation (a dealt card flying out, a card flying to the trick, a won trick pausing and
then sliding to its winner). What is drawn is the *shown* state, updated as each event's
animation lands, so the picture never jumps ahead of what the player has seen. Input
becomes an action only when the shown state has caught up and the engine says it is legal.
Computer players answer through `app.thinker`, off the frame loop.
"""

from __future__ import annotations

import math
import random
import zlib

import pygame

from callbreak.engine import (
    CARDS,
    GAME_OVER,
    ROUND_OVER,
    Called,
    Card,
    Dealt,
    Game,
    GameOver,
    Played,
    Redealt,
    RoundScored,
    TrickWon,
    format_tenths,
)

from . import theme as th
from .i18n import hint, initial, name, tr
from .i18n import reason as said_why
from .input import (
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
from .layout import SEATS, TableLayout
from .scene import Scene
from .tween import Tweener, wait

SEAT_WORDS = ("bottom", "right", "top", "left")


def display_order(card: Card) -> tuple[int, int]:
    """Your hand sorted by suit (spades, hearts, clubs, diamonds: colours alternate),
    high cards first."""
    return card.suit, -card.rank


class CardSprite:
    """One card on the move or at rest: centre x, y, tilt, height in pixels."""

    __slots__ = ("card", "x", "y", "angle", "height", "face_up", "lift", "shake", "turn")

    def __init__(self, card: Card | None, x: float, y: float, angle: float, height: float,
                 face_up: bool = True) -> None:
        self.card, self.x, self.y, self.angle = card, x, y, angle
        self.height, self.face_up = height, face_up
        self.lift = 0.0  # pixels raised (hover, focus, legal)
        self.shake = 0.0  # pixels of a side-to-side "no" shake, decaying
        # turning over: 0 shows the back at full width, 0.5 edge-on, 1 the face (at rest)
        self.turn = 1.0


class Pulse:
    """A 0..1 value for a small pop (a call appearing, a trick landing on a plate)."""

    def __init__(self) -> None:
        self.v = 0.0


class TableScene(Scene):
    def __init__(self, app, game: Game, level: str = "medium", daily: str | None = None) -> None:  # noqa: ANN001
        super().__init__(app)
        self.game = game
        self.level = level
        self.daily = daily
        self.layout = TableLayout(app.size)
        self.tweens = Tweener()
        # small pops and flips that decorate what already happened: they never hold up the
        # game (a trick landing on its plate must not delay the next player's pointer)
        self.fx = Tweener()
        self.clock = 0.0
        # the shown state
        self.hand: list[CardSprite] = []  # your cards, in display order
        self.counts = [0, 0, 0, 0]  # cards shown in each computer player's fan
        self.calls: list[int | None] = [None] * 4
        self.tricks = [0, 0, 0, 0]
        self.totals = [0, 0, 0, 0]
        self.dealer = game.dealer
        self.round_no = game.round_no
        self.trick: list[tuple[int, CardSprite]] = []
        self.flying: list[CardSprite] = []  # dealt cards on their way
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.winning: CardSprite | None = None  # glow on the card that took the trick
        self.gathering = False  # the won trick is sliding home, behind its winner's plate
        self._glow: dict[tuple, pygame.Surface] = {}
        self.pulses = [Pulse() for _ in SEATS]
        self.call_pops = [Pulse() for _ in SEATS]
        # flow
        self.cursor = 0  # next event of game.events to show
        self.job = None  # a computer player's answer on its way
        self.job_seat: int | None = None
        self.think_time = 0.0
        self.hint_job = None
        self.hint: tuple[int, str] | None = None  # (call or card index, reason)
        self.hint_shown = False
        self.turn_started = False
        # your input
        self.pick = 1  # the call picker's value
        self.pick_touched = False
        self.focus: Card | None = None
        self.focus_touched = False
        self.hover: Card | None = None
        self.pointer: tuple[int, int] = (-1, -1)
        self.show_last = False
        self.last_pressed = -1.0
        self.message = ""
        self.message_time = 0.0
        self.digit_time = 9.0
        self.buttons: dict[str, pygame.Rect] = {}
        self.pick_rects: dict[int, pygame.Rect] = {}
        self.confirm_rect: pygame.Rect | None = None
        self.waiting_result = False
        self._pending_result = False
        self.finished = False
        self._catch_up()
        self._plan_warm_up()
        app.thinker.warm_up()

    # -- the shown state from the engine (a new or a resumed game) --------------------------
    def _catch_up(self) -> None:
        """Start from the engine's state: animate a fresh deal, or show a resumed game as
        it stands."""
        game = self.game
        events = game.events
        last_deal = max((i for i, e in enumerate(events) if isinstance(e, (Dealt, Redealt))),
                        default=0)
        rnd = game.round
        fresh = not rnd.plays and not rnd.call_order and game.phase not in (ROUND_OVER, GAME_OVER)
        self.totals = list(game.view(0).totals)
        if fresh:
            first_of_round = last_deal
            while first_of_round > 0 and isinstance(events[first_of_round - 1], Redealt):
                first_of_round -= 1
            self.cursor = first_of_round
            return
        self.cursor = len(events)
        view = game.view(0)
        self.dealer, self.round_no = view.dealer, view.round_no
        self.calls = list(view.calls)
        self.tricks = list(view.tricks_won)
        self.counts = view.cards_left
        lay = self.layout
        self.hand = [CardSprite(c, *lay.fan_centre[0], 0, lay.card_h)
                     for c in sorted(view.hand, key=display_order)]
        self._refan(instant=True)
        for seat, card in view.trick:
            x, y = lay.trick_slots[seat]
            self.trick.append((seat, CardSprite(card, x, y, lay.trick_angle(seat, card.index),
                                                lay.trick_h)))
        if view.completed:
            _, self.last_trick, self.last_winner = view.completed[-1]
        if game.phase in (ROUND_OVER, GAME_OVER):
            self.totals = list(game.totals)
            self.waiting_result = True
            self._pending_result = True  # shown on enter()

    # -- helpers ------------------------------------------------------------------------------
    @property
    def idle(self) -> bool:
        """Shown state caught up with the engine and nothing moving."""
        return not self.tweens.busy and self.cursor >= len(self.game.events) \
            and not self.waiting_result

    @property
    def my_turn(self) -> bool:
        return self.idle and self.game.turn == 0 and self.game.phase in ("calling", "playing")

    def say(self, text: str, seconds: float = 3.5) -> None:
        self.message, self.message_time = text, seconds

    def save(self) -> None:
        store = self.app.store
        if store is None:
            return
        try:
            store.save_game(self.game, self.level, self.daily)
        except Exception as exc:  # noqa: BLE001 - the store already tells the player
            self.app.toast(tr("Could not save the game: {error}", error=exc))

    def _refan(self, instant: bool = False) -> None:
        slots = self.layout.hand_slots(len(self.hand))
        dur = 0.0 if instant else self.app.anim(0.28)
        for spr, (x, y, a) in zip(self.hand, slots):
            self.tweens.cancel_for(spr)
            if dur <= 0:
                spr.x, spr.y, spr.angle, spr.height = x, y, a, self.layout.card_h
            else:
                self.tweens.tween(spr, dur, "out_cubic", x=x, y=y, angle=a,
                                  height=self.layout.card_h)

    def _sprite_in_hand(self, card: Card) -> CardSprite | None:
        for spr in self.hand:
            if spr.card == card:
                return spr
        return None

    # -- events -> animations -----------------------------------------------------------------
    def _next_event(self) -> None:
        event = self.game.events[self.cursor]
        self.cursor += 1
        if isinstance(event, Redealt):
            self.say(tr("Redeal: {who} had {reason}. The same dealer deals again.",
                        who=name(event.seat), reason=tr(event.reason)), 3.0)
            wait(self.tweens, self.app.pause_time(1.2), lambda: None)
        elif isinstance(event, Dealt):
            self._deal(event)
        elif isinstance(event, Called):
            self.calls[event.seat] = event.call
            self.app.sounds.play("call")
            pop = self.call_pops[event.seat]
            pop.v = 1.0
            self.fx.tween(pop, self.app.anim(0.45), "out_quad", v=0.0)
            if event.seat != 0:
                self.say(tr("{name} calls {call}", name=name(event.seat), call=event.call), 1.6)
                wait(self.tweens, self.app.pause_time(0.25), lambda: None)
        elif isinstance(event, Played):
            self._fly_to_trick(event.seat, event.card)
        elif isinstance(event, TrickWon):
            self._take_trick(event)
        elif isinstance(event, RoundScored):
            self._round_scored(event)
        elif isinstance(event, GameOver):
            pass

    def _deal(self, event: Dealt) -> None:
        game, lay = self.game, self.layout
        self.dealer, self.round_no = event.dealer, event.round_no
        self.calls = [None] * 4
        self.tricks = [0, 0, 0, 0]
        self.counts = [0, 0, 0, 0]
        self.hand = []
        self.trick = []
        self.gathering = False
        self.last_trick, self.last_winner = (), None
        self.hint = None
        self.pick_touched = False
        rules = game.rules
        order = rules.order_from(rules.next_seat(event.dealer))
        rnd = game.rounds[event.round_no] if event.round_no < len(game.rounds) else game.round
        mine = [CARDS[i] for i in range(52) if rnd.dealt[0] >> i & 1]
        random.Random(f"{game.seed}/{event.round_no}/show").shuffle(mine)
        start = lay.seat_point[event.dealer]
        gap = self.app.anim(0.045)
        flight = self.app.anim(0.34)  # eased gently: a tenth of the way a frame at most
        for k in range(52):
            seat = order[k % 4]
            if seat == 0:
                spr = CardSprite(mine.pop(), *start, 0, lay.small_h, face_up=False)
                target = lay.hand_slots(13)[min(12, k // 4)]
            else:
                spr = CardSprite(None, *start, 0, lay.small_h, face_up=False)
                fan = lay.small_fan(seat, 13)
                target = fan[min(12, k // 4)]
            self.flying.append(spr)
            self.tweens.tween(spr, flight, "out_quad", delay=k * gap, x=target[0], y=target[1],
                              angle=target[2],
                              height=lay.card_h if seat == 0 else lay.small_h,
                              on_finish=lambda s=spr, seat=seat, k=k: self._dealt_card(s, seat, k))
        self.app.sounds.play("deal")
        n = event.round_no + 1
        self.say(tr("Round {n}: You deal", n=n) if event.dealer == 0 else
                 tr("Round {n}: {name} deals", n=n, name=name(event.dealer)),
                 max(1.2, 52 * gap + flight))

    def _dealt_card(self, spr: CardSprite, seat: int, k: int) -> None:
        if spr in self.flying:
            self.flying.remove(spr)
        if k % 8 == 0:
            self.app.sounds.play("deal")
        if seat != 0:
            self.counts[seat] += 1
        else:
            spr.face_up = True
            flip = self.app.anim(0.22)
            if flip > 0:  # it lands face down and turns over in your hand
                spr.turn = 0.0
                self.fx.tween(spr, flip, "in_out_quad", turn=1.0)
            self.hand.append(spr)
            if len(self.hand) == 13:  # sort the hand once it is all in
                wait(self.tweens, self.app.anim(0.25), self._gather_and_sort)

    def _gather_and_sort(self) -> None:
        """Square the hand into a stack, sort it there, and fan it out in order: no card
        slides through the others on its way to its place, as a person's hands would not."""
        dur = self.app.anim(0.2)
        x, y, _ = self.layout.hand_slots(len(self.hand))[len(self.hand) // 2]

        def spread() -> None:
            self.hand.sort(key=lambda s: display_order(s.card))  # type: ignore[arg-type]
            self._refan()

        if dur <= 0:
            spread()
            return
        for spr in self.hand:
            self.tweens.cancel_for(spr)
            self.tweens.tween(spr, dur, "in_out_quad", x=x, y=y, angle=0.0)
        wait(self.tweens, dur + self.app.anim(0.08), spread)

    def _fly_to_trick(self, seat: int, card: Card) -> None:
        lay = self.layout
        tx, ty = lay.trick_slots[seat]
        angle = lay.trick_angle(seat, card.index)
        if seat == 0:
            spr = self._sprite_in_hand(card)
            if spr is None:
                spr = CardSprite(card, *lay.fan_centre[0], 0, lay.card_h)
            else:
                self.hand.remove(spr)
            spr.lift = 0.0
            self._refan()
        else:
            fan = lay.small_fan(seat, max(1, self.counts[seat]))
            x, y, a = fan[len(fan) // 2]
            self.counts[seat] = max(0, self.counts[seat] - 1)
            spr = CardSprite(card, x, y, a, lay.small_h)
        self.tweens.cancel_for(spr)
        self.trick.append((seat, spr))
        self.app.sounds.play("play")
        # slow enough to follow from its hand: no frame covers more than a tenth of the way
        # (a computer's card travels further, and is the one you must watch)
        flight = self.app.anim(0.34 if seat == 0 else 0.42)
        self.tweens.tween(spr, flight, "out_quad", x=tx, y=ty, angle=angle, height=lay.trick_h)
        if self.focus == card:
            self.focus = None

    def _take_trick(self, event: TrickWon) -> None:
        winner = event.seat
        self.last_trick, self.last_winner = event.cards, winner
        for seat, spr in self.trick:
            if seat == winner:
                self.winning = spr
        self.say(tr("You take the trick") if winner == 0 else
                 tr("{name} takes the trick", name=name(winner)),
                 max(0.6, self.app.pause_time(0.95)))

        def slide() -> None:
            self.winning = None
            self.gathering = True
            tx, ty = self.layout.seat_point[winner]
            dur = self.app.anim(0.4)
            sprites = [spr for _, spr in self.trick]
            for i, spr in enumerate(sprites):
                self.tweens.tween(spr, dur, "in_out_quad", x=tx, y=ty,
                                  height=self.layout.small_h * 0.8,
                                  on_finish=(lambda: landed()) if i == len(sprites) - 1 else None)

        def landed() -> None:
            self.trick = []
            self.gathering = False
            self.tricks[winner] += 1
            self.app.sounds.play("trick")
            pulse = self.pulses[winner]
            pulse.v = 1.0
            self.fx.tween(pulse, self.app.anim(0.6), "out_quad", v=0.0)

        wait(self.tweens, self.app.pause_time(0.95), slide)

    def _round_scored(self, event: RoundScored) -> None:
        self.totals = list(event.totals)
        self.app.sounds.play("round")
        store = self.app.store
        if store is not None:
            try:
                store.record_round(self.game, self.level, self.daily)
                if self.game.phase == GAME_OVER:
                    store.record_game(self.game, self.level, self.daily)
            except Exception:  # noqa: BLE001 - statistics must not stop the game
                pass
        self.save()
        self.waiting_result = True
        wait(self.tweens, self.app.pause_time(0.4), self._show_result)

    def _show_result(self) -> None:
        from .results import RoundResultScene

        self.app.scenes.push(RoundResultScene(self.app, self.game, self.after_round))

    def after_round(self) -> None:
        """The round result was dismissed: the next deal, or the final scorecard."""
        self.waiting_result = False
        if self.game.phase == GAME_OVER:
            from .results import ScorecardScene

            self.finished = True
            if self.app.store is not None:
                try:
                    self.app.store.clear_game()
                except Exception:  # noqa: BLE001
                    pass
            self.app.scenes.replace(ScorecardScene(self.app, self.game, self.level, self.daily))
            return
        if self.game.phase == ROUND_OVER:
            self.game.next_round()
            self.save()

    # -- computer players and your turn ------------------------------------------------------
    def _drive(self, dt: float) -> None:
        game = self.game
        if game.phase not in ("calling", "playing") or game.turn is None:
            return
        seat = game.turn
        if seat != 0:
            self.turn_started = False
            if self.job is None or self.job_seat != seat:
                kind = "call" if game.phase == "calling" else "card"
                key = (str(game.seed), seat, self.level)
                seed = zlib.crc32(f"{game.seed}/{seat}".encode())  # the same every run
                self.job = self.app.thinker.ask(kind, key, self.level, seed, game.view(seat))
                self.job_seat = seat
                self.think_time = 0.0
            self.think_time += dt
            if self.job.done() and self.think_time >= self.app.ai_pause():
                answer = self.job.result()
                self.job = self.job_seat = None
                if game.phase == "calling":
                    self._act_call(seat, int(answer))
                else:
                    self._act_play(seat, CARDS[int(answer)])
            return
        # your turn
        if not self.turn_started:
            self.turn_started = True
            self.hint = None
            self.hint_shown = False
            self.focus_touched = False
            kind = "suggest_call" if game.phase == "calling" else "suggest_card"
            self.hint_job = self.app.thinker.ask(kind, ("hint",), self.level, 0, game.view(0))
            if game.phase == "playing":
                self.focus = None
                self.app.sounds.play("turn")
            else:
                self.pick = max(game.rules.min_call, min(game.rules.max_call, self.pick))
        if self.hint_job is not None and self.hint_job.done():
            value, reason = self.hint_job.result()
            self.hint_job = None
            self.hint = (int(value), reason)
            if game.phase == "calling" and not self.pick_touched:
                self.pick = int(value)
            elif game.phase == "playing" and not self.focus_touched:
                self.focus = CARDS[int(value)]
            if self.hint_shown:  # H was pressed before the hint was ready
                self.show_hint()

    def _act_call(self, seat: int, call: int) -> None:
        self.game.call(seat, call)
        self.save()

    def _act_play(self, seat: int, card: Card) -> None:
        self.game.play(seat, card)
        if not self.game.round.trick:  # a trick was completed
            self.save()

    def _legal(self) -> list[Card]:
        if not self.my_turn or self.game.phase != "playing":
            return []
        legal = set(self.game.view(0).legal)
        return [s.card for s in self.hand if s.card in legal]  # type: ignore[misc]

    def try_play(self, card: Card) -> bool:
        """Your attempt to play `card`: played if legal, else the reason is shown."""
        if self.game.phase != "playing":
            self.say(said_why(self.game.why_not(0, card) or "Wait for the calls to finish."))
            self.app.sounds.play("illegal")
            return False
        if not self.my_turn:
            self.say(tr("Wait for your turn."), 2.0)
            return False
        reason = self.game.why_not(0, card)
        if reason:
            self.say(said_why(reason))
            self.app.sounds.play("illegal")
            spr = self._sprite_in_hand(card)
            if spr is not None:
                spr.shake = 1.0
            return False
        self.message_time = 0.0
        self.hint_shown = False
        self.hint_job = None  # a hint still on its way is no longer wanted
        self._act_play(0, card)
        return True

    def confirm_call(self) -> None:
        if self.my_turn and self.game.phase == "calling":
            self.hint_job = None
            self.hint_shown = False
            self.message_time = 0.0
            self._act_call(0, self.pick)

    def show_hint(self) -> None:
        phase = self.game.phase
        if not self.my_turn:
            return
        self.hint_shown = True
        if self.hint is None:
            self.say(tr("Thinking about a hint…"), 1.5)
            return
        value, reason = self.hint
        if phase == "calling":  # the picker shows the reason under the suggestion
            self.pick = value
        else:
            self.focus = CARDS[value]
            self.focus_touched = True
            self.say(tr("Hint: play the {card}. {reason}", card=CARDS[value], reason=hint(reason)),
                     5.0)

    # -- input --------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind in (BACK, PAUSE):
            from .pause import PauseScene

            self.app.scenes.push(PauseScene(self.app, self))
            return True
        if kind == HINT:
            self.show_hint()
            return True
        if kind == LAST_TRICK:
            self.show_last = not self.show_last and bool(self.last_trick)
            return True
        if kind == RELEASE:
            if self.show_last and self.clock - self.last_pressed > 0.35:
                self.show_last = False  # the button was held: the view lasts as long
            return False
        if kind == POINT and intent.pos is not None:
            self.hover = self._card_at(intent.pos)
            self.pointer = intent.pos  # the picker and buttons light up under it
            return True
        if kind == CLICK and intent.pos is not None:
            return self._click(intent.pos)
        if self.game.phase == "calling" and self.my_turn:
            return self._calling_key(intent)
        if self.game.phase == "playing":
            return self._playing_key(intent)
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        for key, rect in self.buttons.items():
            if rect.collidepoint(pos):
                if key == "hint":
                    self.show_hint()
                elif key == "last":  # a click toggles the view; holding shows it while held
                    self.show_last = not self.show_last and bool(self.last_trick)
                    self.last_pressed = self.clock
                elif key == "menu":
                    self.handle(Intent(PAUSE))
                return True
        if self.show_last:
            self.show_last = False
        if self.game.phase == "calling" and self.my_turn:
            for n, rect in self.pick_rects.items():
                if rect.collidepoint(pos):
                    self.pick, self.pick_touched = n, True
                    return True
            if self.confirm_rect is not None and self.confirm_rect.collidepoint(pos):
                self.confirm_call()
                return True
        card = self._card_at(pos)
        if card is not None:
            self.try_play(card)
            return True
        return False

    def _calling_key(self, intent: Intent) -> bool:
        rules = self.game.rules
        lo, hi = rules.min_call, rules.max_call
        kind = intent.kind
        if kind in (LEFT, DOWN):
            self.pick, self.pick_touched = max(lo, self.pick - 1), True
        elif kind in (RIGHT, UP):
            self.pick, self.pick_touched = min(hi, self.pick + 1), True
        elif kind == DIGIT and intent.value is not None:
            d = intent.value
            if self.pick == 1 and self.digit_time < 1.0 and 10 + d <= hi:
                self.pick = 10 + d
            elif lo <= d <= hi:
                self.pick = d
            self.pick_touched = True
            self.digit_time = 0.0
        elif kind == CONFIRM:
            self.confirm_call()
        else:
            return False
        return True

    def _playing_key(self, intent: Intent) -> bool:
        kind = intent.kind
        legal = self._legal()
        if kind in (LEFT, RIGHT):
            if not legal:
                return True
            if self.focus not in legal:
                self.focus = legal[0]
            else:
                i = legal.index(self.focus) + (1 if kind == RIGHT else -1)
                self.focus = legal[i % len(legal)]
            self.focus_touched = True
            return True
        if kind == CONFIRM:
            if not legal:
                return True
            if self.focus in legal:
                self.try_play(self.focus)  # type: ignore[arg-type]
            else:
                self.focus = CARDS[self.hint[0]] if self.hint and CARDS[self.hint[0]] in legal \
                    else legal[0]
                self.focus_touched = True
            return True
        return kind in (UP, DOWN, DIGIT)

    def _card_at(self, pos: tuple[int, int]) -> Card | None:
        """The card of your hand under the pointer (the top-most one), tilt included."""
        for spr in reversed(self.hand):
            hw, hh = spr.height * 14 / 38, spr.height / 2
            a = math.radians(spr.angle)  # undo the card's tilt (pygame turns anticlockwise)
            dx, dy = pos[0] - spr.x, pos[1] - (spr.y - spr.lift)
            lx = dx * math.cos(a) - dy * math.sin(a)
            ly = dx * math.sin(a) + dy * math.cos(a)
            if abs(lx) <= hw and abs(ly) <= hh:
                return spr.card
        return None

    # -- time ---------------------------------------------------------------------------------
    def enter(self) -> None:
        if self._pending_result:
            self._pending_result = False
            self._show_result()

    def _plan_warm_up(self) -> None:
        """Rasterise card pictures a few per frame before they are needed, so the first
        time a card is played costs nothing on that frame."""
        lay = self.layout
        mine = [s.card.code for s in self.hand if s.card is not None]
        codes = [c.code for c in CARDS]
        self.to_warm = [("back", lay.small_h), ("back", lay.card_h)]
        self.to_warm += [(c, lay.card_h) for c in mine]
        self.to_warm += [(c, h) for h in (lay.trick_h, lay.small_h, lay.card_h) for c in codes]

    def _warm_some(self) -> None:
        cards = self.app.cards
        while self.to_warm:
            key, height = self.to_warm.pop(0)
            if not cards.has(key, height):
                cards.get(key, height)
                return

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.idle or self.job is not None:  # a quiet frame: prepare a card picture
            self._warm_some()
        self.digit_time += dt
        self.message_time = max(0.0, self.message_time - dt)
        self.tweens.update(dt)
        self.fx.update(dt)
        while not self.tweens.busy and self.cursor < len(self.game.events) \
                and not self.waiting_result:
            self._next_event()
            self.tweens.update(0.0)
        if self.idle:
            self._drive(dt)
        self._update_lifts(dt)

    def _update_lifts(self, dt: float) -> None:
        lay = self.layout
        legal = set(self._legal())
        k = min(1.0, dt * 16)
        for spr in self.hand:
            target = 0.0
            if spr.card in legal:
                target = lay.card_h * 0.06
                if spr.card == self.hover or spr.card == self.focus:
                    target = lay.card_h * 0.17
            spr.lift += (target - spr.lift) * k
            if spr.shake > 0:
                spr.shake = max(0.0, spr.shake - dt * 2.2)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = lay = TableLayout(size)
        self.tweens.finish_all()
        self.fx.finish_all()
        self._refan(instant=True)
        self._plan_warm_up()
        for seat, spr in self.trick:
            spr.x, spr.y = lay.trick_slots[seat]
            spr.height = lay.trick_h

    def closing(self) -> None:
        if not self.finished:
            self.save()

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background, (0, 0))
        self._draw_centre_marks(surface)
        for seat in (1, 2, 3):
            self._draw_fan(surface, seat)
        # moving cards pass behind the name plates, never over a name: a dealt card slides
        # into its fan, a played card leaves from behind its player's plate, a won trick is
        # gathered in by its winner
        plates = list(self.layout.plates.values())
        over = []  # a card dealt to you, once clear of the plates, lands on top of your hand
        for spr in self.flying:
            if spr.card is not None and self._bounds(spr).collidelist(plates) < 0:
                over.append(spr)
            else:
                self._draw_sprite(surface, spr)
        behind = [spr for _, spr in self.trick
                  if self.gathering or self._bounds(spr).collidelist(plates) >= 0]
        self._draw_trick(surface, behind)
        for seat in SEATS:
            self._draw_plate(surface, seat)
        self._draw_trick(surface, [spr for _, spr in self.trick if spr not in behind])
        self._draw_hand(surface)
        for spr in over:
            self._draw_sprite(surface, spr)
        self._draw_hud(surface)
        if self.game.phase == "calling" and self.my_turn:
            self._draw_picker(surface)
        else:
            self.pick_rects, self.confirm_rect = {}, None
        self._draw_message(surface)
        if self.show_last and self.last_trick:
            self._draw_last_trick(surface)

    @staticmethod
    def _bounds(spr: CardSprite) -> pygame.Rect:
        """The box a card covers, tilt included."""
        h = spr.height
        a = math.radians(spr.angle)
        c, s = abs(math.cos(a)), abs(math.sin(a))
        w = h * 14 / 19
        rect = pygame.Rect(0, 0, round(w * c + h * s), round(w * s + h * c))
        rect.center = (round(spr.x), round(spr.y - spr.lift))
        return rect

    def _draw_trick(self, surface: pygame.Surface, sprites: list[CardSprite]) -> None:
        for spr in sprites:
            if spr is not self.winning:
                self._draw_sprite(surface, spr)
        if self.winning in sprites:  # the card that took the trick, on top and outlined
            self._draw_glow(surface, self.winning)
            self._draw_sprite(surface, self.winning)

    def _draw_sprite(self, surface: pygame.Surface, spr: CardSprite, dim: bool = False) -> None:
        img = self.sprite_image(spr, dim)
        x = spr.x + (math.sin(spr.shake * 28) * spr.shake * self.layout.unit * 1.2
                     if spr.shake else 0)
        surface.blit(img, img.get_rect(center=(round(x), round(spr.y - spr.lift))))

    def sprite_image(self, spr: CardSprite, dim: bool = False) -> pygame.Surface:
        """The picture of a sprite as drawn now: its face or back, tilted, and narrowed
        while it turns over (the back until half way, then the face)."""
        face = spr.face_up and spr.card is not None and spr.turn >= 0.5
        key = spr.card.code if face else "back"  # type: ignore[union-attr]
        if spr.turn >= 1.0:
            return self._card_image(key, spr.height, spr.angle, dim)
        # the cached tilted picture, squeezed: a turn lasts a fifth of a second, too quick
        # to see the small shear, and it costs a hundredth of re-rotating every frame
        img = self._card_image(key, spr.height, spr.angle, dim)
        narrow = max(1, round(img.get_width() * abs(math.cos(math.pi * spr.turn))))
        return pygame.transform.scale(img, (narrow, img.get_height()))

    def _card_image(self, key: str, height: float, angle: float, dim: bool) -> pygame.Surface:
        """A card picture at any height: the three sizes the table uses come from the
        cache; a card growing or shrinking in flight is scaled from the nearest of them
        (rasterising an SVG for every in-between size would cost milliseconds a frame)."""
        lay = self.layout
        sizes = (lay.card_h, lay.trick_h, lay.small_h)
        base = min(sizes, key=lambda s: abs(s - height))
        if abs(height - base) < 1.0:
            return self.app.cards.rotated(key, base, angle, dim)
        src = self.app.cards.dimmed(key, base) if dim else self.app.cards.get(key, base)
        return pygame.transform.rotozoom(src, angle, height / base)

    def _draw_glow(self, surface: pygame.Surface, spr: CardSprite) -> None:
        """A rounded outline round the card that took the trick, tilted with it (made once
        per size and tilt: the trick pauses on it for a second)."""
        unit = self.layout.unit
        key = (round(spr.height), round(spr.angle, 1), round(unit, 2))
        img = self._glow.get(key)
        if img is None:
            w = spr.height * 14 / 19
            pad = unit * 0.7
            flat = pygame.Surface((round(w + 2 * pad), round(spr.height + 2 * pad)),
                                  pygame.SRCALPHA)
            # a light ring edged in dark, so it shows on the felt and on white cards alike
            line, edge = max(2, round(unit * 0.5)), max(1, round(unit * 0.2))
            radius = round(w * 0.13)
            pygame.draw.rect(flat, th.INK_DARK, flat.get_rect(), line + 2 * edge,
                             border_radius=radius + edge)
            pygame.draw.rect(flat, th.INK, flat.get_rect().inflate(-2 * edge, -2 * edge), line,
                             border_radius=radius)
            img = pygame.transform.rotozoom(flat, spr.angle, 1.0) if spr.angle else flat
            self._glow = {key: img}  # only the trick on the table now
        surface.blit(img, img.get_rect(center=(round(spr.x), round(spr.y - spr.lift))))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        playing = self.game.phase == "playing" and self.my_turn
        legal = set(self._legal()) if playing else set()
        width = max(2, round(self.layout.unit * 0.55))
        for spr in self.hand:
            self._draw_sprite(surface, spr, dim=playing and spr.card not in legal)
            if playing and spr.card == self.focus:
                # the card Enter would play; the cards to its right still cover it, as in a hand
                pygame.draw.polygon(surface, th.ACCENT, self._corners(spr), width)

    def _corners(self, spr: CardSprite) -> list[tuple[float, float]]:
        """The four corners of a (tilted) card, for outlines."""
        hw, hh = spr.height * 14 / 19 / 2 - 1, spr.height / 2 - 1
        a = math.radians(-spr.angle)
        ca, sa = math.cos(a), math.sin(a)
        cx, cy = spr.x, spr.y - spr.lift
        return [(cx + dx * ca - dy * sa, cy + dx * sa + dy * ca)
                for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]

    def _draw_fan(self, surface: pygame.Surface, seat: int) -> None:
        lay = self.layout
        for x, y, a in lay.small_fan(seat, self.counts[seat]):
            img = self.app.cards.rotated("back", lay.small_h, a)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_plate(self, surface: pygame.Surface, seat: int) -> None:
        t, lay = self.app.theme, self.layout
        rect = lay.plates[seat]
        game = self.game
        active = game.turn == seat and game.phase in ("calling", "playing") and self.idle
        pulse = self.pulses[seat].v
        if active:
            glow = rect.inflate(t.px(1.6), t.px(1.6))
            colour = th.ACCENT if seat == 0 else th.INK
            wobble = 0.5 + 0.5 * math.sin(self.clock * 5)
            th.panel(surface, glow, (*colour, round(110 + 100 * wobble)), radius=t.px(2.6))
        # solid, so the face-down fan tucked behind it never shows through the words
        th.panel(surface, rect, th.PANEL_SOLID if not pulse else (40, 70, 56), radius=t.px(2),
                 edge=th.PANEL_EDGE if not active else (th.ACCENT if seat == 0 else th.INK),
                 width=max(1, t.px(0.3)))
        # avatar with initials
        r = round(rect.h * 0.36)
        ac = (rect.x + t.px(1) + r, rect.centery)
        pygame.draw.circle(surface, th.AVATAR_COLOURS[seat], ac, r)
        pygame.draw.circle(surface, th.INK, ac, r, max(1, t.px(0.25)))
        t.blit_text(surface, initial(name(seat)), 3.4, th.INK, bold=True, center=ac)
        if self.dealer == seat:  # the dealer's chip
            dc = (ac[0] + round(r * 0.72), ac[1] + round(r * 0.72))
            pygame.draw.circle(surface, th.LIGHT_PANEL, dc, t.px(1.5))
            pygame.draw.circle(surface, th.INK_DARK, dc, t.px(1.5), 1)
            t.blit_text(surface, tr("D"), 1.8, th.INK_DARK, bold=True, center=dc)
        x = ac[0] + r + t.px(1.4)
        right = rect.right - t.px(1.4)
        name_rect = t.blit_text(surface, name(seat), 2.3, th.INK, bold=True,
                                topleft=(x, rect.y + t.px(1)))
        total = t.blit_text(surface, format_tenths(self.totals[seat]), 2.3, th.INK, bold=True,
                            topright=(right, rect.y + t.px(1)))
        small = self.small_text()
        label = t.text(tr("score"), small, th.INK_DIM)
        spot = label.get_rect(bottomright=(total.x - t.px(0.6), total.bottom - t.px(0.25)))
        if spot.x > name_rect.right + t.px(0.5):  # only where the name leaves room
            surface.blit(label, spot)
        call = self.calls[seat]
        won = self.tricks[seat]
        if call is None:
            thinking = active and game.phase == "calling"
            text, colour = ("…", th.INK) if thinking else ("–", th.INK_DIM)
            sub = (tr("your call") if seat == 0 else tr("calling")) if thinking \
                else tr("no call yet")
        else:
            text = f"{won} / {call}"
            colour = th.GOOD if won >= call else th.INK
            sub = tr("won / call")
        pop = self.call_pops[seat].v
        size = 3.2 * (1 + 0.35 * pop)
        r2 = t.blit_text(surface, text, size, colour, bold=True,
                         bottomleft=(x, rect.bottom - t.px(0.7)))
        for units in (small, small * 0.85):  # smaller, or left out, when it would overflow
            if r2.right + t.px(0.8) + t.measure(sub, units)[0] <= right:
                t.blit_text(surface, sub, units, th.INK_DIM,
                            bottomleft=(r2.right + t.px(0.8), rect.bottom - t.px(1.3)))
                break
        if active and seat != 0 and self.job is not None:
            dots = "." * (1 + int(self.clock * 3) % 3)
            label = t.text(tr("thinking") + dots, 1.9, th.INK)
            lr = label.get_rect()
            if seat == 2:
                lr.midtop = (rect.centerx, rect.bottom + t.px(1.4))
                lr.x = rect.right + t.px(1.5)
                lr.centery = rect.centery
            elif seat == 1:
                lr.topright = (rect.right, rect.bottom + t.px(1.2))
            else:
                lr.topleft = (rect.x, rect.bottom + t.px(1.2))
            th.panel(surface, lr.inflate(t.px(1.6), t.px(0.8)), th.PANEL, radius=t.px(1.2))
            surface.blit(label, lr)

    def _draw_centre_marks(self, surface: pygame.Surface) -> None:
        """A faint ring where the trick lands, and which way play goes."""
        t, lay = self.app.theme, self.layout
        r = lay.trick_rect
        ring = pygame.Rect(0, 0, round(r.w * 1.08), round(r.h * 1.02))
        ring.center = r.center
        pygame.draw.ellipse(surface, (40, 112, 80), ring, max(1, t.px(0.3)))
        game = self.game
        if game.turn is not None and game.phase in ("calling", "playing") and self.idle:
            # a pointer on the ring towards whoever is to act
            cx, cy = ring.center
            ang = math.radians((90, 0, -90, 180)[game.turn])  # down, right, up, left
            ex, ey = cx + math.cos(ang) * ring.w / 2, cy + math.sin(ang) * ring.h / 2
            size = t.px(2.2) * (1 + 0.12 * math.sin(self.clock * 5))
            tip = (ex + math.cos(ang) * size, ey + math.sin(ang) * size)
            side = ang + math.pi / 2
            base = (ex - math.cos(ang) * size * 0.4, ey - math.sin(ang) * size * 0.4)
            dx, dy = math.cos(side) * size * 0.8, math.sin(side) * size * 0.8
            pts = [tip, (base[0] + dx, base[1] + dy), (base[0] - dx, base[1] - dy)]
            pygame.draw.polygon(surface, th.ACCENT if game.turn == 0 else th.INK, pts)
        arrow = "↺" if not self.game.rules.clockwise else "↻"
        t.blit_text(surface, arrow, 3.6, (60, 132, 98), center=(ring.right - t.px(2),
                                                               ring.top + t.px(2.5)))

    def _draw_hud(self, surface: pygame.Surface) -> None:
        t, lay = self.app.theme, self.layout
        rules = self.game.rules
        label = tr("Round {n} of {rounds}", n=self.round_no + 1, rounds=rules.rounds)
        if self.daily:
            label += "  ·  " + tr("Daily deal {day}", day=self.daily)
        box = t.text(label, 2.2, th.INK, bold=True)
        rect = box.get_rect(topleft=(lay.margin + t.px(1), lay.margin + t.px(0.6)))
        th.panel(surface, rect.inflate(t.px(2), t.px(1.2)), th.PANEL, radius=t.px(1.4))
        surface.blit(box, rect)
        way = tr("Play goes anticlockwise") if not rules.clockwise else tr("Play goes clockwise")
        t.blit_text(surface, way + "  ·  " + tr("spades are trumps"), self.small_text(), th.INK_DIM,
                    topleft=(rect.x, rect.bottom + t.px(1.2)))
        # buttons, top right
        self.buttons = {}
        x = lay.w - lay.margin
        for key, text in (("menu", tr("Menu") + "  Esc"), ("last", tr("Last trick") + "  L"),
                          ("hint", tr("Hint") + "  H")):
            img = t.text(text, 1.9, th.INK)
            b = pygame.Rect(0, 0, img.get_width() + t.px(3), lay.button_h)
            b.topright = (x, lay.margin)
            enabled = key != "last" or bool(self.last_trick)
            under = b.collidepoint(self.pointer) and enabled
            th.panel(surface, b, th.PANEL, radius=b.h // 2,
                     edge=th.INK if under else th.PANEL_EDGE, width=1)
            if not enabled:
                img = t.text(text, 1.9, (110, 130, 120))
            surface.blit(img, img.get_rect(center=b.center))
            self.buttons[key] = b
            x = b.x - t.px(1)

    def small_text(self) -> float:
        """The size of the table's smallest words: never under 12 pixels, so they read
        at arm's length in the smallest window."""
        return self.app.theme.legible(1.8)

    def banner(self) -> tuple[str, tuple[int, int, int]]:
        """The line above your hand: the latest news, else whose turn it is (so a long
        think never leaves the table silent)."""
        game = self.game
        if self.message_time > 0 and self.message:
            return self.message, th.INK
        if self.my_turn and game.phase == "playing":
            return tr("Your turn: pick a card"), th.ACCENT
        if game.turn and self.idle:
            if game.phase == "playing":
                return tr("{name} to play", name=name(game.turn)), th.INK_DIM
            if game.phase == "calling":
                return tr("{name} to call", name=name(game.turn)), th.INK_DIM
        return "", th.INK

    def _draw_message(self, surface: pygame.Surface) -> None:
        t, lay = self.app.theme, self.layout
        text, colour = self.banner()
        if not text:
            return
        lines = t.wrap(text, 2.4, round(lay.w * 0.5), bold=True)
        imgs = [t.text(line, 2.4, colour, bold=True) for line in lines]
        height = sum(i.get_height() for i in imgs)
        width = max(i.get_width() for i in imgs)
        box = pygame.Rect(0, 0, width + t.px(4), height + t.px(1.6))
        box.midbottom = (lay.w // 2, lay.hand_top - t.px(1.2) - round(lay.card_h * 0.12))
        th.panel(surface, box, th.PANEL, radius=t.px(1.6),
                 edge=th.ACCENT if colour == th.ACCENT else None, width=max(1, t.px(0.3)))
        y = box.y + t.px(0.8)
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()

    def _draw_picker(self, surface: pygame.Surface) -> None:
        t, lay = self.app.theme, self.layout
        rules = self.game.rules
        values = list(range(rules.min_call, rules.max_call + 1))
        per_row = 8 if len(values) <= 8 else 7
        rows = [values[i:i + per_row] for i in range(0, len(values), per_row)]
        cell = t.px(6.6)
        gap = t.px(1)
        width = per_row * cell + (per_row - 1) * gap + t.px(6)
        suggested = self.hint[0] if self.hint is not None else None
        reason = []
        if self.hint_shown and self.hint is not None:
            reason = t.wrap(hint(self.hint[1]), 1.8, width - t.px(4))
        line_h = t.px(2.8 if any(th.has_devanagari(line) for line in reason) else 2.4)
        height = t.px(10) + len(rows) * (cell + gap) + t.px(9.5) + len(reason) * line_h
        box = pygame.Rect(0, 0, width, height)
        box.center = lay.centre
        box.bottom = min(box.bottom, lay.hand_top - t.px(1))
        box.top = max(box.top, lay.plates[2].bottom + t.px(1))
        th.panel(surface, box, (10, 26, 20, 228), radius=t.px(2.2), edge=th.ACCENT,
                 width=max(1, t.px(0.35)))
        t.blit_text(surface, tr("Your call"), 3.2, th.ACCENT, bold=True,
                    midtop=(box.centerx, box.y + t.px(1.5)))
        t.blit_text(surface, tr("How many tricks will you take?  (← →, a number, Enter)"), 1.8,
                    th.INK_DIM, midtop=(box.centerx, box.y + t.px(5.6)))
        self.pick_rects = {}
        y = box.y + t.px(10)
        for row in rows:
            row_w = len(row) * cell + (len(row) - 1) * gap
            x = box.centerx - row_w // 2
            for n in row:
                r = pygame.Rect(x, y, cell, cell)
                self.pick_rects[n] = r
                chosen = n == self.pick
                under = r.collidepoint(self.pointer)
                th.panel(surface, r, th.ACCENT if chosen else th.PANEL_SOLID, radius=t.px(1.2),
                         edge=None if chosen else (th.INK if under else th.PANEL_EDGE),
                         width=max(1, t.px(0.3)) if under else 1)
                t.blit_text(surface, str(n), 3.2, th.INK_DARK if chosen else th.INK, bold=True,
                            center=r.center)
                if n == suggested:
                    star = t.text("★", 1.8, th.INK_DARK if chosen else th.ACCENT)
                    surface.blit(star, star.get_rect(topright=(r.right - t.px(0.4),
                                                               r.y + t.px(0.2))))
                x += cell + gap
            y += cell + gap
        if suggested is not None:
            t.blit_text(surface, tr("★ suggested: {n}   (H: why)", n=suggested), 1.8,
                        th.INK_DIM,
                        midtop=(box.centerx, y + t.px(0.2)))
        for line in reason:
            y += line_h
            t.blit_text(surface, line, 1.8, th.INK, midtop=(box.centerx, y + t.px(0.2)))
        ok = pygame.Rect(0, 0, t.px(22), t.px(4.8))
        ok.midbottom = (box.centerx, box.bottom - t.px(1.4))
        th.panel(surface, ok, th.ACCENT, radius=ok.h // 2)
        t.blit_text(surface, tr("Call {n}  (Enter)", n=self.pick), 2.3, th.INK_DARK, bold=True,
                    center=ok.center)
        self.confirm_rect = ok

    def _draw_last_trick(self, surface: pygame.Surface) -> None:
        t, lay = self.app.theme, self.layout
        h = round(lay.card_h * 0.55)
        w = round(h * 14 / 19)
        box = pygame.Rect(0, 0, 4 * w + 5 * t.px(1.2), h + t.px(9))
        box.topright = (lay.w - lay.margin, lay.margin + lay.button_h + t.px(1))
        th.panel(surface, box, (10, 26, 20, 235), radius=t.px(1.6), edge=th.PANEL_EDGE, width=1)
        t.blit_text(surface, tr("Last trick"), 2.0, th.INK, bold=True,
                    midtop=(box.centerx, box.y + t.px(0.8)))
        x = box.x + t.px(1.2)
        for seat, card in self.last_trick:
            img = self.app.cards.face(card, h)
            surface.blit(img, (x, box.y + t.px(4)))
            colour = th.ACCENT if seat == self.last_winner and seat == 0 else (
                th.INK if seat == self.last_winner else th.INK_DIM)
            t.blit_text(surface, name(seat), self.small_text(), colour,
                        bold=seat == self.last_winner,
                        midtop=(x + w // 2, box.y + t.px(4.6) + h))
            x += w + t.px(1.2)
