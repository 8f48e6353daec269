"""One round: the deal (seeded, with the redeal rule), the calls, thirteen tricks, the scores.

Every action is checked in full before anything changes, so an illegal one raises
`IllegalAction` and leaves the round exactly as it was. The play is the rules kernel's:
the round holds a `kernel.TrickTable` from the deal, and its hands, turn, trick, tricks won
and cards played are read from that table, never kept beside it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, cast

from .cards import Card, cards_of, mask_of
from .errors import IllegalAction
from .events import Called, Dealt, Event, Played, Redealt, TrickWon
from .kernel import TrickTable
from .phase import CALLING, PLAYING, ROUND_OVER, Phase
from .reasons import Reason, ReasonKind, RedealKind, RedealReason
from .rules import HouseRules, Redeal
from .scoring import score_round
from .tricks import illegal_reason

MAX_REDEALS = 1000  # a redeal is rare (a few per cent); this only guards against a bad rng


def deal_hands(rng: random.Random, rules: HouseRules,
               dealer: int) -> tuple[list[int], list[tuple[int, RedealReason]]]:
    """Shuffle and deal one card at a time from the player after the dealer. With the redeal
    rule, the same dealer deals again while some hand breaks it (`rules.redeal`).
    Returns the four hands as masks and the (seat, reason) of each thrown-in deal."""
    order = rules.order_from(rules.next_seat(dealer))
    redeals: list[tuple[int, RedealReason]] = []
    for _ in range(MAX_REDEALS):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        for k, index in enumerate(deck):
            hands[order[k % 4]] |= 1 << index
        bad = _redeal_reason(hands, rules.redeal)
        if bad is None:
            return hands, redeals
        redeals.append(bad)
    raise RuntimeError("could not deal a hand that passes the redeal rule")


def _redeal_reason(hands: Sequence[int], form: Redeal) -> tuple[int, RedealReason] | None:
    """The first seat (0 to 3) whose hand `form` throws in, and why; None if all pass."""
    for seat, hand in enumerate(hands):
        kind = form.reason(hand)
        if kind is not None:
            return seat, RedealReason(kind, form)
    return None


def _redeal_from(reason: object, form: Redeal) -> RedealReason:
    """A saved (or given) redeal reason as a record; ValueError if it cannot be one."""
    if not form:
        raise ValueError("a deal was thrown in, but the redeal rule is off")
    if isinstance(reason, RedealReason):
        kind = reason.kind
    else:
        try:
            kind = RedealKind(reason)
        except ValueError:
            raise ValueError(f"not a redeal reason: {reason!r}") from None
    honours = RedealKind.NO_FACE_CARD if form is Redeal.JQK else RedealKind.NO_FACE_CARD_OR_ACE
    if kind not in (RedealKind.NO_SPADE, honours):
        raise ValueError(f"{kind.value!r} is not a reason of the redeal rule {form.value!r}")
    return RedealReason(kind, form)


class Round:
    """A round in progress. Seats are 0..3; `rules.next_seat` gives the direction of play."""

    def __init__(self, rules: HouseRules, dealer: int, *, rng: random.Random | None = None,
                 hands: Sequence[int] | None = None, round_no: int = 0,
                 events: list[Event] | None = None,
                 redeals: Sequence[tuple[int, str | RedealReason]] = ()) -> None:
        if not 0 <= dealer < 4:
            raise ValueError(f"dealer must be a seat 0..3, not {dealer!r}")
        self.rules = rules
        self.dealer = dealer
        self.round_no = round_no
        self.events: list[Event] = [] if events is None else events
        if hands is None:
            hands, redeals = deal_hands(rng or random.Random(), rules, dealer)
        hands = list(hands)
        if len(hands) != 4 or sum(bin(h).count("1") for h in hands) != 52 or \
                (hands[0] | hands[1] | hands[2] | hands[3]) != (1 << 52) - 1:
            raise ValueError("four hands must hold the 52 cards between them")
        self.redeals = [(int(seat), _redeal_from(reason, rules.redeal))
                        for seat, reason in redeals]
        self.dealt: tuple[int, ...] = tuple(hands)
        # the hands as saved, made once a round (a server saves its table after every move)
        self._dealt_json = [[c.code for c in cards_of(h)] for h in self.dealt]
        self.calls: list[int | None] = [None] * 4
        self.phase: Phase = CALLING
        self.first = rules.next_seat(dealer)  # calls first and leads the first trick
        # the play, on the rules kernel: the calls are set in it once all four are made
        self.table = TrickTable(hands, [0, 0, 0, 0], [0, 0, 0, 0], self.first, [], 0, rules)
        self.completed: list[tuple[int, tuple[tuple[int, Card], ...], int]] = []
        self.plays: list[Card] = []  # every card in order, for replay
        self.call_order: list[int] = []
        for seat, reason in self.redeals:
            self.events.append(Redealt(round_no, dealer, seat, reason))
        self.events.append(Dealt(round_no, dealer))

    # -- reading: the play's state is the table's -------------------------------------------
    @property
    def hands(self) -> list[int]:
        """Each seat's cards still held, as masks (the table's own list: read, never write)."""
        return self.table.hands

    @property
    def tricks_won(self) -> list[int]:
        """The tricks each seat has taken (the table's own list: read, never write)."""
        return self.table.won

    @property
    def played_mask(self) -> int:
        """The cards played so far this round, the trick on the table included."""
        return self.table.played

    @property
    def led(self) -> int:
        """The suit led to the trick on the table (`tricks.NO_CARD` before its lead)."""
        return self.table.led

    @property
    def win(self) -> int:
        """The index of the card winning the trick on the table (NO_CARD before its lead)."""
        return self.table.win

    @property
    def win_seat(self) -> int:
        """The seat winning the trick on the table (NO_CARD before its lead)."""
        return self.table.win_seat

    @property
    def turn(self) -> int | None:
        """The seat to call or to play; None once the round is over."""
        if self.phase == PLAYING:
            return self.table.turn
        if self.phase == CALLING:
            return self.rules.next_seat(self.call_order[-1]) if self.call_order else self.first
        return None

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick on the table as (seat, card), leader first: the table's last cards."""
        n_in = self.table.n_in
        return list(self._in_turn(self.leader, self.plays[len(self.plays) - n_in:]))

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick on the table; once the round is over, the
        seat that led the last trick."""
        if self.phase == ROUND_OVER:
            return self.completed[-1][0]
        table = self.table
        seat = table.turn
        for _ in range(-table.n_in % 4):  # 4 seats make a full turn: n_in seats back
            seat = table.nxt[seat]
        return seat

    def _in_turn(self, first: int, cards: Sequence[Card]) -> tuple[tuple[int, Card], ...]:
        """`cards` as played in turn from the seat `first`, as (seat, card) pairs."""
        nxt, seat, out = self.table.nxt, first, []
        for card in cards:
            out.append((seat, card))
            seat = nxt[seat]
        return tuple(out)

    def hand(self, seat: int) -> list[Card]:
        return cards_of(self.table.hands[seat])

    def legal_mask(self, seat: int) -> int:
        if self.phase != PLAYING or seat != self.table.turn:
            return 0
        return self.table.legal()

    def legal_cards(self, seat: int) -> list[Card]:
        return cards_of(self.legal_mask(seat))

    def why_not(self, seat: int, card: Card) -> Reason | None:
        """None if `seat` may play `card` now, else a `Reason` record."""
        if self.phase != PLAYING:
            if self.phase == CALLING:
                return Reason(ReasonKind.WAIT_FOR_CALLS)
            return Reason(ReasonKind.ROUND_OVER)
        if seat != self.turn:
            return Reason(ReasonKind.WAIT_FOR_TURN)
        return illegal_reason(card, self.hand(seat), [c for _, c in self.trick], self.rules)

    @property
    def trick_no(self) -> int:
        return len(self.completed)

    def scores(self) -> tuple[int, ...]:
        """Each seat's score for the round in tenths (only once the round is done)."""
        if self.phase != ROUND_OVER:
            raise IllegalAction("the round is not over yet")
        return tuple(score_round(cast(int, self.calls[s]), self.tricks_won[s], self.rules)
                     for s in range(4))  # (every seat has called by the round's end)

    # -- acting ----------------------------------------------------------------------------
    def call(self, seat: int, call: int) -> None:
        if self.phase != CALLING:
            raise IllegalAction("the calls are over")
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn to call, not seat {seat}'s")
        lo, hi = self.rules.min_call, self.rules.max_call
        if isinstance(call, bool) or not isinstance(call, int) or not lo <= call <= hi:
            raise IllegalAction(f"a call must be a whole number from {lo} to {hi}, not {call!r}")
        self.calls[seat] = call
        self.call_order.append(seat)
        self.events.append(Called(self.round_no, seat, call))
        if len(self.call_order) == 4:
            self.table.calls = [cast(int, c) for c in self.calls]  # (every seat has called)
            self.phase = PLAYING

    def play(self, seat: int, card: Card) -> None:
        if self.phase != PLAYING:
            raise IllegalAction("cards are played after the calls" if self.phase == CALLING
                                else "the round is over")
        if seat != self.table.turn:
            raise IllegalAction(f"it is seat {self.table.turn}'s turn to play, not seat {seat}'s")
        if not isinstance(card, Card):
            raise IllegalAction(f"not a card: {card!r}")
        if not self.table.legal() & card.bit:
            reason = illegal_reason(card, self.hand(seat), [c for _, c in self.trick],
                                    self.rules)
            raise IllegalAction(f"{card} may not be played now: {reason or 'not now'}")
        self._apply_play(seat, card)

    def _apply_play(self, seat: int, card: Card) -> None:
        """The play itself, already known legal, by the seat to move: the table plays it
        (`kernel.TrickTable.play`, as every simulator does), and the round writes down the
        card, the trick it completes and the events."""
        table = self.table
        self.plays.append(card)
        self.events.append(Played(self.round_no, len(self.completed), seat, card))
        table.play(card.index)
        if table.n_in:
            return
        plays = self._in_turn(table.nxt[seat], self.plays[-4:])  # led by the seat after
        taker = table.turn  # the winner of a trick leads the next
        self.completed.append((plays[0][0], plays, taker))
        self.events.append(TrickWon(self.round_no, len(self.completed) - 1, taker, plays))
        if len(self.completed) == 13:
            self.phase = ROUND_OVER

    # -- saving ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "hands": [hand[:] for hand in self._dealt_json],
            "redeals": [[seat, reason.kind.value] for seat, reason in self.redeals],
            "calls": [[seat, self.calls[seat]] for seat in self.call_order],
            "plays": [c.code for c in self.plays],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], rules: HouseRules, round_no: int = 0,
                  events: list[Event] | None = None) -> Round:
        """Rebuild by replaying every call and card, so a damaged record fails loudly."""
        hands = [mask_of(Card.parse(code) for code in hand) for hand in data["hands"]]
        redeals = [(int(seat), str(reason)) for seat, reason in data.get("redeals", [])]
        if any(not 0 <= seat < 4 for seat, _ in redeals):
            raise ValueError("a redeal names a seat that is not 0 to 3")
        rnd = cls(rules, int(data["dealer"]), hands=hands, round_no=round_no, events=events,
                  redeals=redeals)
        for seat, call in data["calls"]:
            rnd.call(seat, call)
        for code in data["plays"]:
            if rnd.turn is None:
                raise ValueError("a card played after the round's last trick")
            rnd.play(rnd.turn, Card.parse(code))
        return rnd
