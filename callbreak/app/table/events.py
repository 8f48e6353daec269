"""The event player: the engine's event log turned into moves and sounds on the `Table`.

The engine runs ahead; this reads `game.events` one at a time and starts each one's
animation (a dealt card flying out, a card flying to the trick, a won trick pausing and
sliding to its winner). The table's shown state changes as each animation lands, so the
picture never jumps ahead of what the player has seen.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Protocol

from callbreak.engine import (
    CARDS,
    Called,
    Card,
    Dealt,
    Event,
    Played,
    Redealt,
    RoundScored,
    TrickWon,
)
from callbreak.words import name, redeal_reason, tr

from ..look.tween import wait
from .layout import display_order
from .tabletop import CardSprite, Table

REDEAL_READING = 2.0  # seconds before a redeal's cards fly, to read why they come again


class Timing(Protocol):
    """What the player needs of the app: durations at the speed setting, and sounds."""

    def anim(self, seconds: float) -> float: ...
    def pause_time(self, seconds: float) -> float: ...
    def play_sound(self, name: str) -> None: ...


class EventPlayer:
    """`update()` starts the next events whenever nothing the game waits for moves.
    `on_round_scored` is called when a round's score is reached, after its pause."""

    def __init__(self, table: Table, timing: Timing,
                 on_round_scored: Callable[[], None]) -> None:
        self.table, self.timing = table, timing
        self.on_round_scored = on_round_scored
        self.held = False  # a round result is on screen: the next deal waits for it
        self.pace = 1.0  # below 1 while a claimed round plays itself out quickly

    def anim(self, seconds: float) -> float:
        return self.timing.anim(seconds) * self.pace

    def pause(self, seconds: float) -> float:
        return self.timing.pause_time(seconds) * self.pace

    def update(self) -> None:
        table = self.table
        while not self.held and not table.tweens.busy and table.cursor < len(table.game.events):
            event = table.game.events[table.cursor]
            table.cursor += 1
            self.show(event)
            table.tweens.update(0.0)

    def show(self, event: Event) -> None:
        table, t = self.table, self.timing
        if isinstance(event, (Dealt, Redealt)):
            table.dealing = True
        if isinstance(event, Redealt):
            # said through the new deal (it explains why the cards come again) and gone when
            # the hand is sorted or at your first key, so it never stands over your call; the
            # pause before the deal is its reading time when cards fly at once
            table.say(lambda: tr("Redeal: {who} had {reason}. The same dealer deals again.",
                                 who=name(event.seat), reason=redeal_reason(event.reason)),
                      3.0, held=True)
            wait(table.tweens, self.pause(REDEAL_READING), lambda: None)
        elif isinstance(event, Dealt):
            self.pace = 1.0
            self._deal(event)
        elif isinstance(event, Called):
            table.calls[event.seat] = event.call
            table.release_news()
            t.play_sound("call")
            pop = table.call_pops[event.seat]
            pop.v = 1.0
            table.fx.tween(pop, self.anim(0.45), "out_quad", v=0.0)
            if event.seat != 0:
                table.say(lambda: tr("{name} calls {call}", name=name(event.seat),
                                     call=event.call), 1.6)
                wait(table.tweens, self.pause(0.25), lambda: None)
        elif isinstance(event, Played):
            self._fly_to_trick(event.seat, event.card)
        elif isinstance(event, TrickWon):
            self._take_trick(event)
        elif isinstance(event, RoundScored):
            table.totals = list(event.totals)
            t.play_sound("round")
            self.held = True
            wait(table.tweens, self.pause(0.4), self.on_round_scored)

    def release(self) -> None:
        """The round result was dismissed: the next events may play."""
        self.held = False

    # -- the deal -----------------------------------------------------------------------
    def _deal(self, event: Dealt) -> None:
        table, t = self.table, self.timing
        game, lay = table.game, table.layout
        table.dealer, table.round_no = event.dealer, event.round_no
        table.calls = [None] * 4
        table.tricks = [0, 0, 0, 0]
        table.counts = [0, 0, 0, 0]
        table.hand, table.trick = [], []
        table.gathering = False
        table.last_trick, table.last_winner = (), None
        rules = game.rules
        order = rules.order_from(rules.next_seat(event.dealer))
        rnd = game.rounds[event.round_no] if event.round_no < len(game.rounds) else game.round
        mine = [CARDS[i] for i in range(52) if rnd.dealt[0] >> i & 1]
        random.Random(f"{game.seed}/{event.round_no}/show").shuffle(mine)
        start = lay.seat_point[event.dealer]
        gap = self.anim(0.045)
        flight = self.anim(0.34)  # eased gently: a tenth of the way a frame at most
        for k in range(52):
            seat = order[k % 4]
            if seat == 0:
                spr = CardSprite(mine.pop(), *start, 0, lay.small_h, face_up=False)
                target = lay.hand_slots(13)[min(12, k // 4)]
            else:
                spr = CardSprite(None, *start, 0, lay.small_h, face_up=False)
                target = lay.small_fan(seat, 13)[min(12, k // 4)]
            table.flying.append(spr)
            table.tweens.tween(spr, flight, "out_quad", delay=k * gap, x=target[0],
                               y=target[1], angle=target[2],
                               height=lay.card_h if seat == 0 else lay.small_h,
                               on_finish=functools.partial(self._landed, spr, seat, k))
        t.play_sound("deal")
        n = event.round_no + 1
        if not table.news_held:  # a redeal notice already says who deals again
            table.say(lambda: tr("Round {n}: You deal", n=n) if event.dealer == 0 else
                      tr("Round {n}: {name} deals", n=n, name=name(event.dealer)),
                      max(1.2, 52 * gap + flight))

    def _landed(self, spr: CardSprite, seat: int, k: int) -> None:
        table, t = self.table, self.timing
        if spr in table.flying:
            table.flying.remove(spr)
        if k % 8 == 0:
            t.play_sound("deal")
        if seat != 0:
            table.counts[seat] += 1
            return
        spr.face_up = True
        flip = self.anim(0.22)
        if flip > 0:  # it lands face down and turns over in your hand
            spr.turn = 0.0
            table.fx.tween(spr, flip, "in_out_quad", turn=1.0)
        table.hand.append(spr)
        if len(table.hand) == 13:  # sort the hand once it is all in
            wait(table.tweens, self.anim(0.25), self._gather_and_sort)

    def _gather_and_sort(self) -> None:
        """Square the hand into a stack, sort it there, and fan it out in order: no card
        slides through the others on its way to its place, as a person's hands would not."""
        table = self.table
        dur = self.anim(0.2)
        x, y, _ = table.layout.hand_slots(len(table.hand))[len(table.hand) // 2]

        def order(spr: CardSprite) -> tuple[int, int]:
            assert spr.card is not None  # your hand's sprites are its cards
            return display_order(spr.card)

        def spread() -> None:
            table.hand.sort(key=order)
            settle = self.anim(0.28)
            table.refan(duration=settle)
            wait(table.tweens, settle, table.release_news)  # the deal is done

        if dur <= 0:
            spread()
            return
        for spr in table.hand:
            table.tweens.cancel_for(spr)
            table.tweens.tween(spr, dur, "in_out_quad", x=x, y=y, angle=0.0)
        wait(table.tweens, dur + self.anim(0.08), spread)

    # -- the play -----------------------------------------------------------------------
    def _fly_to_trick(self, seat: int, card: Card) -> None:
        table, t = self.table, self.timing
        lay = table.layout
        tx, ty = lay.trick_slots[seat]
        angle = lay.trick_angle(seat, card.index)
        if seat == 0:
            spr = table.sprite_in_hand(card)
            if spr is None:
                spr = CardSprite(card, *lay.fan_centre[0], 0, lay.card_h)
            else:
                table.hand.remove(spr)
            spr.lift = 0.0
            table.refan(duration=self.anim(0.28))
        else:
            fan = lay.small_fan(seat, max(1, table.counts[seat]))
            x, y, a = fan[len(fan) // 2]
            table.counts[seat] = max(0, table.counts[seat] - 1)
            spr = CardSprite(card, x, y, a, lay.small_h)
        table.tweens.cancel_for(spr)
        table.trick.append((seat, spr))
        t.play_sound("play")
        # slow enough to follow from its hand: no frame covers more than a tenth of the way
        # (a computer's card travels further, and is the one you must watch)
        flight = self.anim(0.34 if seat == 0 else 0.42)
        table.tweens.tween(spr, flight, "out_quad", x=tx, y=ty, angle=angle, height=lay.trick_h)

    def _take_trick(self, event: TrickWon) -> None:
        table, t = self.table, self.timing
        winner = event.seat
        table.last_trick, table.last_winner = event.cards, winner
        for seat, spr in table.trick:
            if seat == winner:
                table.winning = spr
        table.say(lambda: tr("You take the trick") if winner == 0 else
                  tr("{name} takes the trick", name=name(winner)),
                  max(0.6, self.pause(0.95)))

        def slide() -> None:
            table.winning = None
            table.gathering = True
            tx, ty = table.layout.seat_point[winner]
            dur = self.anim(0.4)
            sprites = [spr for _, spr in table.trick]
            for i, spr in enumerate(sprites):
                table.tweens.tween(spr, dur, "in_out_quad", x=tx, y=ty,
                                   height=table.layout.small_h * 0.8,
                                   on_finish=landed if i == len(sprites) - 1 else None)

        def landed() -> None:
            table.trick = []
            table.gathering = False
            table.tricks[winner] += 1
            t.play_sound("trick")
            pulse = table.pulses[winner]
            pulse.v = 1.0
            table.fx.tween(pulse, self.anim(0.6), "out_quad", v=0.0)

        wait(table.tweens, self.pause(0.95), slide)
