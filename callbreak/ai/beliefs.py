"""What the other seats can hold, and deals of the unseen cards that agree with it.

Everything here is read from one seat's view, so it is exactly what a careful person at
that seat could work out:

- a seat that did not follow the suit led holds none of it;
- a seat that discarded on an untrumped trick while void holds no spades, and one that
  failed to overtrump holds no spade above the best spade then in the trick;
- with the must-win rule, a seat that followed low on an untrumped trick holds nothing of
  that suit above the card that was winning when it played.

`DealSampler` deals the unseen cards to the other seats at random, consistent with hand
sizes and these facts, most constrained cards first. Before placing a card it checks that
the rest can still be placed (Hall's condition over the at most three other seats), so it
never hangs and never fails while the facts are true; if a view is inconsistent (a
malformed bot request), it falls back to ignoring the facts. Deals are then weighted by
how well each seat's cards fit the call it made.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator

from callbreak.engine import SeatView
from callbreak.engine.tricks import excluded_by_play, trick_step, turn_order

from .handeval import estimate_tricks

CALL_SPREAD = 1.6  # how far (in tricks) a call strays from our count of a hand, roughly
# Measured on 710 Hard calls (tests/bench/call_data.py): call - estimate_tricks has mean -0.29
# and spread 0.62; Medium's calls sit closer still. A person strays more: 0.8 is the
# sharper model `DealSampler.pooled` uses.
SHARP_SPREAD, SHARP_OFFSET = 0.8, -0.25


def plays_in_order(view: SeatView) -> Iterator[tuple[int, int, int, int]]:
    """(seat, card index, suit led, winning card index before this play) for every card
    played this round, finished tricks first, then the trick on the table."""
    tricks = [plays for _, plays, _ in view.completed]
    tricks.append(view.trick)
    nxt = turn_order(view.rules)
    for plays in tricks:
        led = win = win_seat = -1
        n_in = 0
        for seat, card in plays:
            yield seat, card.index, led, win
            led, win, win_seat, n_in, _, _ = trick_step(led, win, win_seat, n_in, seat,
                                                        card.index, nxt)


def possible_cards(view: SeatView) -> list[int]:
    """For each seat, the mask of cards it may still hold (its own hand for the viewer)."""
    unseen = view.unseen_mask
    allowed = [unseen & ~excl for excl in public_exclusions(view)]
    allowed[view.seat] = view.hand_mask
    return allowed


def public_exclusions(view: SeatView) -> list[int]:
    """What every seat's plays so far show it cannot hold (the same for every onlooker)."""
    excl = [0, 0, 0, 0]
    for seat, card, led, win in plays_in_order(view):
        excl[seat] |= excluded_by_play(card, led, win, view.rules)
    return excl


def played_by(view: SeatView) -> list[int]:
    """The mask of cards each seat has played this round."""
    out = [0, 0, 0, 0]
    for _, plays, _ in view.completed:
        for seat, card in plays:
            out[seat] |= card.bit
    for seat, card in view.trick:
        out[seat] |= card.bit
    return out


class DealSampler:
    """Random deals of `view`'s unseen cards to the other seats, consistent with the facts.

    `sample()` returns four hands as masks (the viewer's own hand in its place) and a weight
    in (0, 1] saying how well the deal fits the calls already made.
    """

    def __init__(self, view: SeatView, rng: random.Random, use_calls: bool = True,
                 spread: float = CALL_SPREAD, offset: float = 0.0, lean: bool = False) -> None:
        self.rng = rng
        self._at: list[int] | None = None  # where a walk stands (`walked`)
        # lean: the same distribution of deals for less work (one shuffle where two were
        # made, the count of a hand from tables: `lean.lean_estimate`)
        self.lean = lean
        self.estimate = estimate_tricks
        if lean:
            from .lean import lean_estimate
            self.estimate = lean_estimate
        self.spread, self.offset = spread, offset
        self.me = view.seat
        self.others = [s for s in range(4) if s != view.seat]
        self.sizes = view.cards_left
        self.own = view.hand_mask
        self.unseen = view.unseen_mask
        self.allowed = possible_cards(view)
        self._prepare()
        self.consistent = self._hall_ok(self.type_counts, [self.sizes[s] for s in self.others])
        if not self.consistent:  # facts contradict the sizes: trust only what is unseen
            self.allowed = [self.unseen if s != self.me else self.own for s in range(4)]
            self._prepare()
        self.played = played_by(view)
        self.calls = view.calls if use_calls else (None,) * 4
        self.redeal = view.rules.redeal

    def _prepare(self) -> None:
        # Group the unseen cards by which of the other seats may hold them (a 3-bit kind).
        groups: dict[int, list[int]] = {}
        mask = self.unseen
        while mask:
            low = mask & -mask
            index = low.bit_length() - 1
            mask ^= low
            kind = 0
            for k, s in enumerate(self.others):
                if self.allowed[s] >> index & 1:
                    kind |= 1 << k
            groups.setdefault(kind, []).append(index)
        self.groups = groups
        self.type_counts = {kind: len(cards) for kind, cards in groups.items()}
        self.subsets = list(range(1, 1 << len(self.others)))

    def _hall_ok(self, counts: dict[int, int], needs: list[int]) -> bool:
        """Every card can still be placed: for each set of seats, the cards only they may
        hold fit in their remaining room (and in total the room matches the cards)."""
        if counts.get(0):
            return False
        for subset in self.subsets:
            only = sum(c for kind, c in counts.items() if kind & ~subset == 0)
            room = sum(needs[k] for k in range(len(needs)) if subset >> k & 1)
            if only > room:
                return False
        return sum(counts.values()) == sum(needs)

    def deal(self) -> list[int]:
        """One consistent deal (the viewer's hand included)."""
        rng = self.rng
        needs = [self.sizes[s] for s in self.others]
        counts = dict(self.type_counts)
        hands = [0, 0, 0]
        full = (1 << len(self.others)) - 1
        # Constrained kinds first (fewest seats allowed); the free kind last needs no checks.
        for kind in sorted(self.groups, key=lambda k: k.bit_count()):
            cards = self.groups[kind][:]
            rng.shuffle(cards)
            if kind == full:
                seats = [k for k in range(len(needs)) for _ in range(needs[k])]
                if not self.lean:  # the cards are shuffled already: one shuffle is enough
                    rng.shuffle(seats)
                for card, k in zip(cards, seats):
                    hands[k] |= 1 << card
                    needs[k] -= 1
                counts[kind] = 0
                continue
            for card in cards:
                options = [k for k in range(len(needs)) if kind >> k & 1 and needs[k] > 0]
                counts[kind] -= 1
                chosen = -1
                while options:
                    weights = [needs[k] for k in options]
                    k = rng.choices(options, weights)[0]
                    needs[k] -= 1
                    if len(options) == 1 or self._hall_ok(counts, needs):
                        chosen = k
                        break
                    needs[k] += 1
                    options.remove(k)
                if chosen < 0:  # cannot happen while the facts hold; place it anywhere
                    chosen = max(range(len(needs)), key=lambda k: needs[k])
                    needs[chosen] -= 1
                hands[chosen] |= 1 << card
        out = [0, 0, 0, 0]
        out[self.me] = self.own
        for k, s in enumerate(self.others):
            out[s] = hands[k]
        return out

    def weight(self, hands: list[int]) -> float:
        """How well a deal fits the calls: each seat's call against our count of the hand it
        was dealt (what it holds now plus what it has played). Zero for a deal the redeal rule
        would have thrown in."""
        log_w = 0.0
        for s in self.others:
            call = self.calls[s]
            dealt = hands[s] | self.played[s]
            if self.redeal.throws_in(dealt):
                return 0.0  # the redeal rule would have thrown this deal in
            if call is None:
                continue
            gap = call - self.estimate(dealt) - self.offset
            log_w -= gap * gap / (2 * self.spread * self.spread)
        return math.exp(log_w)

    def sample(self, tries: int = 6) -> tuple[list[int], float]:
        """A deal drawn in proportion to how well it fits the calls (rejection with a few
        tries; the last try is kept whatever its fit)."""
        for _ in range(tries - 1):
            hands = self.deal()
            w = self.weight(hands)
            if self.rng.random() < w:
                return hands, 1.0
        hands = self.deal()
        return hands, 1.0

    def restart(self, rng: random.Random) -> None:
        """Draw from `rng` from now on, and start any walk afresh."""
        self.rng = rng
        self._at = None

    def walked(self, steps: int) -> list[int]:
        """The next stop of a Metropolis walk over the deals whose resting distribution is
        the consistent deals weighted by their fit to the calls (`weight`): each step
        offers to swap a card between two other seats that may each hold the other's card,
        and takes the swap with the chance the weights (and the numbers of such cards,
        which keep the offers fair both ways) give. A fresh walk starts from a random deal
        and takes four times the steps before its first stop."""
        at = self._at
        if at is None:
            at = self._start()
            steps *= 4
        rng = self.rng
        others = self.others
        allowed = self.allowed
        # a seat whose start would be thrown in counts as very unlikely: the walk leaves it
        log_w = [w if w is not None else -1e9
                 for w in (self._seat_log_weight(s, at[s]) for s in range(4))]
        for _ in range(steps):
            i, j = rng.sample(others, 2)
            give = _bits(at[i] & allowed[j])
            take = _bits(at[j] & allowed[i])
            if not give or not take:
                continue
            a, b = rng.choice(give), rng.choice(take)
            new_i = at[i] ^ (1 << a) | (1 << b)
            new_j = at[j] ^ (1 << b) | (1 << a)
            wi, wj = self._seat_log_weight(i, new_i), self._seat_log_weight(j, new_j)
            if wi is None or wj is None:
                continue  # the redeal rule would have thrown that deal in
            back = len(_bits(new_i & allowed[j])) * len(_bits(new_j & allowed[i]))
            ratio = wi + wj - log_w[i] - log_w[j] + math.log(len(give) * len(take) / back)
            if ratio >= 0 or rng.random() < math.exp(ratio):
                at = at[:]
                at[i], at[j] = new_i, new_j
                log_w[i], log_w[j] = wi, wj
        self._at = at
        return at

    def _start(self) -> list[int]:
        """A random deal the redeal rule would not throw in (the 20th tried, if none was)."""
        for _ in range(19):
            at = self.deal()
            if self.weight(at) > 0:
                return at
        return self.deal()

    def _seat_log_weight(self, seat: int, hand: int) -> float | None:
        """The log of one seat's share of `weight`; None if the redeal rule throws it in."""
        if seat == self.me:
            return 0.0
        dealt = hand | self.played[seat]
        if self.redeal.throws_in(dealt):
            return None
        call = self.calls[seat]
        if call is None:
            return 0.0
        gap = call - self.estimate(dealt) - self.offset
        return -gap * gap / (2 * self.spread * self.spread)

    def pooled(self, k: int,
               likelihood: Callable[[list[int]], float] | None = None) -> list[int]:
        """One deal chosen from `k` fresh ones in proportion to their weight (sampling-
        importance-resampling): a sharper fit to the calls than `sample`'s few rejection
        tries, at k times the cost. `likelihood(hands)` may weigh the deals further."""
        deals = [self.deal() for _ in range(k)]
        weights = [self.weight(h) for h in deals]
        if likelihood is not None:
            weights = [w * likelihood(h) if w else 0.0 for w, h in zip(weights, deals)]
        if sum(weights) <= 0:
            return deals[0]
        return self.rng.choices(deals, weights)[0]


def _bits(mask: int) -> list[int]:
    """The card indices in `mask`."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
