"""The rest of a round on bitmasks, for the search players.

`SimTable` is a round in progress with every hand known (one sampled deal): the engine's
rules kernel (`engine.kernel.TrickTable`), played card by card by the engine's trick rules.
`lean.lean_rollout` plays it to the end with a quick call-aware policy for all four seats;
`Solver` searches it exactly (each seat picking the card that is best for its own round
score, "max-n") once few cards remain. Both give the tricks each seat ends with. Here too
are the parts of the rollout policy the lean loop calls (`beaten_later`, `discard`,
`lowest_rank`; the whole policy, readable, is `lab.readable.policy`). No Game objects and no
Card objects: plain ints keep thousands of playouts a second within reach of pure Python.
"""

from __future__ import annotations

from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK
from callbreak.engine.inline import inline_rules
from callbreak.engine.kernel import TrickTable
from callbreak.engine.rules import HouseRules
from callbreak.engine.scoring import score_round
from callbreak.engine.tricks import can_beat

from .equal import distinct_cards

SIDE_SUITS = (1, 2, 3)

# Full-information state: hands, calls, tricks won, the trick on the table. It is the
# engine's rules kernel itself: its legal cards, its trick winner, its turn order.
SimTable = TrickTable


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


@inline_rules(can_beat)
def beaten_later(card: int, led: int, seat: int, hands: list[int], nxt: tuple[int, ...],
                 left: int) -> bool:
    """Can one of the `left` seats still to play after `seat` beat `card` (each holding at
    most the cards of its mask in `hands`; `engine.tricks.can_beat`, written in where it
    runs hot)? `nxt` is the turn order (`t.nxt`)."""
    s = seat
    for _ in range(left):
        s = nxt[s]
        h = hands[s]
        if can_beat(h, led, card):
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

    def __init__(self, rules: HouseRules, calls: list[int], node_limit: int = 10**9) -> None:
        self.rules = rules
        self.calls = calls
        # (the four hands, the seat to lead, the tricks won) -> each seat's final tricks
        self.memo: dict[tuple[int, int, int, int, int, tuple[int, ...]], tuple[int, ...]] = {}
        self.nodes = 0
        self.node_limit = node_limit

    def value(self, t: SimTable) -> tuple[int, ...]:
        """Final tricks of each seat from `t` with best play; `t` is left as it was, unless
        the node limit stops the search (TimeoutError) half way down."""
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
        best: tuple[int, ...] = ()  # a seat to play always has a legal card: never returned
        best_key = None
        for card in distinct_moves(t, t.legal()):
            t.push(card)  # the kernel's play and undo: no table copied per node
            final = self.value(t)
            t.pop()
            mine = final[seat]
            key = (score_round(call, mine, self.rules), -sum(final) + mine)
            if best_key is None or key > best_key:
                best, best_key = final, key
        if memo_key is not None:
            self.memo[memo_key] = best
        return best
