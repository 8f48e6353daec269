"""The rest of a round on bitmasks, for the search players.

`SimTable` is a round in progress with every hand known (one sampled deal), played card by card
by the engine's trick rules (`engine.tricks`). `lean.lean_rollout` plays it to the end with
a quick call-aware policy for all four seats; `Solver` searches it exactly (each seat
picking the card that is best for its own round score, "max-n") once few cards remain.
Both give the tricks each seat ends with. Here too are the parts of the rollout policy the
lean loop calls (`beaten_later`, `discard`, `lowest_rank`; the whole policy, readable, is
`lab.readable.policy`). No Game objects and no Card objects: plain ints keep thousands of
playouts a second within reach of pure Python.
"""

from __future__ import annotations

from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK
from callbreak.engine.scoring import score_round
from callbreak.engine.tricks import BEATERS, legal_mask

from .equal import distinct_cards

NEXT = ((1, 2, 3, 0), (3, 0, 1, 2))  # anticlockwise, clockwise
SIDE_SUITS = (1, 2, 3)


class SimTable:
    """Full-information state: hands, calls, tricks won, the trick on the table."""

    __slots__ = ("hands", "calls", "won", "turn", "led", "win", "win_seat", "n_in",
                 "played", "nxt", "must_beat", "rules")

    def __init__(self, hands: list[int], calls: list[int], won: list[int], turn: int,
                 trick: list[tuple[int, int]], played: int, rules) -> None:
        self.hands = list(hands)
        self.calls = list(calls)
        self.won = list(won)
        self.turn = turn
        self.led = self.win = self.win_seat = -1
        self.n_in = 0
        self.played = played
        self.rules = rules
        self.nxt = NEXT[1 if rules.clockwise else 0]
        self.must_beat = rules.must_beat
        for seat, card in trick:  # the trick on the table (already out of the hands)
            self._note(seat, card)

    def copy(self) -> SimTable:
        t = self.__class__.__new__(self.__class__)  # a subclass copies its own fields after
        t.hands = self.hands[:]
        t.calls = self.calls
        t.won = self.won[:]
        t.turn, t.led, t.win, t.win_seat = self.turn, self.led, self.win, self.win_seat
        t.n_in, t.played, t.nxt = self.n_in, self.played, self.nxt
        t.must_beat, t.rules = self.must_beat, self.rules
        return t

    def _note(self, seat: int, card: int) -> None:
        if self.n_in == 0:
            self.led, self.win, self.win_seat = card // 13, card, seat
        elif BEATERS[self.win] >> card & 1:  # it takes the trick
            self.win, self.win_seat = card, seat
        self.n_in += 1

    def legal(self) -> int:
        return legal_mask(self.hands[self.turn], self.led, self.win, self.must_beat)

    def play(self, card: int) -> None:
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        self._note(seat, card)
        if self.n_in == 4:
            self.won[self.win_seat] += 1
            self.turn = self.win_seat
            self.n_in = 0
            self.led = self.win = self.win_seat = -1
        else:
            self.turn = self.nxt[seat]


def lowest_rank(mask: int) -> int:
    """The lowest-ranked card of `mask`, side suits before spades (keep trumps)."""
    best, best_rank = -1, 99
    for suit in (1, 2, 3, 0):
        m = mask & SUIT_MASK[suit]
        if m:
            card = (m & -m).bit_length() - 1
            rank = card - 13 * suit
            if rank < best_rank:
                best, best_rank = card, rank
    return best


def beaten_later(card: int, led: int, seat: int, hands: list[int], nxt: tuple, left: int) -> bool:
    """Can one of the `left` seats still to play after `seat` beat `card` (each holding at
    most the cards of its mask in `hands`; a seat that may hold the suit led follows it)?"""
    suit_led = SUIT_MASK[led]
    over = BEATERS[card]
    s = seat
    for _ in range(left):
        s = nxt[s]
        h = hands[s]
        if (h & suit_led or h) & over:  # can_beat(h, led, card), written out: it runs hot
            return True
    return False


def discard(legal: int, hand: int, hands: list[int], seat: int) -> int:
    """The card to throw away when not following suit: a side card rather than a spade; not a
    master that is the last of its suit; with spades left to trump with, from the shortest
    side suit (a void to come), else simply the lowest."""
    side = legal & ~SPADES_MASK
    if not side:
        return lowest_rank(legal)
    others = 0
    for s in range(4):
        if s != seat:
            others |= hands[s]
    trumps = bool(hand & SPADES_MASK)
    best, best_key = -1, None
    for suit in SIDE_SUITS:
        m = side & SUIT_MASK[suit]
        if not m:
            continue
        low = (m & -m).bit_length() - 1
        n = m.bit_count()
        lone_master = n == 1 and not others & ABOVE[low]
        key = (lone_master, n if trumps else 0, low - 13 * suit)
        if best_key is None or key < best_key:
            best, best_key = low, key
    return best


def distinct_moves(t: SimTable, legal: int) -> list[int]:
    """The legal cards, keeping one of each run of touching cards in the hand (cards whose
    only gaps are cards already played are worth the same)."""
    return distinct_cards(legal, t.played | t.hands[t.turn], t.win if t.n_in else -1)


class Solver:
    """Exact max-n search of a fully known deal: at every turn the seat to play picks the
    card that gives it the best round score (then the fewest tricks to the others, as a
    tie-break), assuming the others do the same. Memoised at trick boundaries."""

    def __init__(self, rules, calls: list[int], node_limit: int = 10**9) -> None:
        self.rules = rules
        self.calls = calls
        self.memo: dict = {}
        self.nodes = 0
        self.node_limit = node_limit

    def value(self, t: SimTable) -> tuple[int, ...]:
        """Final tricks of each seat from `t` with best play."""
        memo_key = None
        if t.n_in == 0:  # at a trick boundary: the position is the hands, the turn, the tricks
            if not t.hands[t.turn]:
                return tuple(t.won)
            memo_key = (t.hands[0], t.hands[1], t.hands[2], t.hands[3], t.turn, tuple(t.won))
            hit = self.memo.get(memo_key)
            if hit is not None:
                return hit
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise TimeoutError
        seat = t.turn
        call = self.calls[seat]
        best = None
        best_key = None
        for card in distinct_moves(t, t.legal()):
            child = t.copy()
            child.play(card)
            final = self.value(child)
            mine = final[seat]
            key = (score_round(call, mine, self.rules), -sum(final) + mine)
            if best_key is None or key > best_key:
                best, best_key = final, key
        if memo_key is not None:
            self.memo[memo_key] = best
        return best  # type: ignore[return-value]
