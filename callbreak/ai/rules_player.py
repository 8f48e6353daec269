"""The rule-based levels: Medium, a solid club player, and Easy, Medium with human slips.

Medium counts sure tricks for its call (`handeval`), wins with the cheapest card that
wins, ducks when its call is made or cannot be helped, remembers who is void in what
(`beliefs.possible_cards`), leads its short suits early to trump them later, and takes
tricks from a rival who is close to making a big call.
"""

from __future__ import annotations

from collections.abc import Callable

from callbreak.engine import CARDS, Card, SeatView, mask_of
from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK
from callbreak.engine.tricks import BEATERS, can_beat

from .beliefs import possible_cards
from .common import decision_rng, new_seed, trick_state
from .handeval import heuristic_call
from .sim import lowest_rank

BIG_CALL = 5  # a rival calling this many is worth stopping
SIDE_SUITS = (1, 2, 3)


def highest_rank(mask: int) -> int:
    """The highest-ranked card of `mask`, side suits before spades."""
    best, best_rank = -1, -1
    for suit in (1, 2, 3, 0):
        m = mask & SUIT_MASK[suit]
        if m:
            card = m.bit_length() - 1
            if card - 13 * suit > best_rank:
                best, best_rank = card, card - 13 * suit
    return best


def low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


class MediumPlayer:
    """Rule-based play; deterministic (the seed only matters to Easy's slips)."""

    level = "medium"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = new_seed(seed)

    # -- calling ---------------------------------------------------------------------------
    def choose_call(self, view: SeatView) -> int:
        return heuristic_call(view.hand_mask, view.rules.max_call)

    # -- playing ---------------------------------------------------------------------------
    def choose_card(self, view: SeatView) -> Card:
        return CARDS[self.pick(view)]

    def pick(self, view: SeatView) -> int:
        legal = mask_of(view.legal)
        if not legal & (legal - 1):
            return low(legal)
        me = view.seat
        hand = view.hand_mask
        tricks_left = hand.bit_count()
        call = view.calls[me] or 1
        need = call - view.tricks_won[me]
        wants = 0 < need <= tricks_left
        allowed = possible_cards(view)
        out = view.unseen_mask
        others = [s for s in range(4) if s != me]

        def may_trump(seat: int, suit: int) -> bool:
            """Known void in `suit` and may hold a spade."""
            return not allowed[seat] & SUIT_MASK[suit] and bool(allowed[seat] & SPADES_MASK)

        led, win, win_seat = trick_state(view)
        if led < 0:
            return self._lead(hand, legal, out, wants, others, may_trump)
        beat = BEATERS[win]
        winners = legal & beat
        later = self._later_seats(view)
        rival = win_seat != me and self._rival_needs(view, win_seat, tricks_left)
        if winners and (wants or rival):
            if not later:
                return low(winners)
            m = winners
            while m:  # the cheapest card nobody after us can beat, as far as we know
                card = low(m)
                if not any(can_beat(allowed[s], led, card) for s in later):
                    return card
                m &= m - 1
            if winners & SPADES_MASK and led != 0:
                return low(winners)  # trump low and hope
            return lowest_rank(legal)
        if not wants and not rival:
            ducks = legal & ~beat
            if ducks:
                return highest_rank(ducks)  # shed a high card that cannot win now
            return highest_rank(legal)
        return lowest_rank(legal)  # cannot win: throw the lowest card

    def _lead(self, hand: int, legal: int, out: int, wants: bool, others: list[int],
              may_trump: Callable[[int, int], bool]) -> int:
        if wants:
            for suit in SIDE_SUITS:  # a boss card nobody is known to trump
                m = legal & SUIT_MASK[suit]
                if m:
                    top = m.bit_length() - 1
                    if not out & ABOVE[top] and out & SUIT_MASK[suit] and \
                            not any(may_trump(s, suit) for s in others):
                        return top
            spades = legal & SPADES_MASK
            if spades and out & SPADES_MASK and not out & ABOVE[spades.bit_length() - 1]:
                return spades.bit_length() - 1  # draw trumps with the boss spade
            if spades:
                best, best_len = -1, 99
                for suit in SIDE_SUITS:  # lead the short suit to trump it later
                    m = legal & SUIT_MASK[suit]
                    if m and m.bit_count() < best_len:
                        best, best_len = low(m), m.bit_count()
                if best >= 0:
                    return best
        return lowest_rank(legal)

    @staticmethod
    def _later_seats(view: SeatView) -> list[int]:
        seats = []
        s = view.seat
        for _ in range(3 - len(view.trick)):
            s = view.rules.next_seat(s)
            seats.append(s)
        return seats

    @staticmethod
    def _rival_needs(view: SeatView, seat: int, tricks_left: int) -> bool:
        """`seat` called big and is close enough to make it that our trick would stop it."""
        call = view.calls[seat] or 0
        need = call - view.tricks_won[seat]
        return call >= BIG_CALL and 0 < need <= tricks_left


class EasyPlayer(MediumPlayer):
    """Medium's judgement with a person's slips: about one card in five is a careless one
    (any legal card), and the call strays a trick either way now and then."""

    level = "easy"
    SLIP = 0.2

    def choose_call(self, view: SeatView) -> int:
        rng = decision_rng(self.seed, view, "call")
        call = super().choose_call(view) + rng.choice((-1, 0, 0, 0, 1))
        return max(view.rules.min_call, min(view.rules.max_call, call))

    def pick(self, view: SeatView) -> int:
        rng = decision_rng(self.seed, view, "card")
        if rng.random() < self.SLIP:
            return rng.choice(view.legal).index
        return super().pick(view)
