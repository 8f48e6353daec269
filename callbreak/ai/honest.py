"""Honest rollouts: the simulated players play the sampled deal without looking at it.

`sim.policy` sees every hand of the deal, so in its rollouts nobody ever misguesses where a
card lies: a king behind the ace is known lost, a finesse always works or is never tried.
Judging a real card by such clairvoyant play overrates some cards and underrates others
(the flaw of "perfect-information" Monte Carlo). Here each simulated seat decides from what
it could know at the table: its own hand, the cards played, and what the plays have shown
about the others (`beliefs.excluded_by_play`: voids, no higher spade, nothing higher in a
suit followed low). `HonestTable` keeps those facts as the round goes on.
"""

from __future__ import annotations

from callbreak.engine import SeatView, legal_mask
from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK

from .beliefs import excluded_by_play, plays_in_order
from .sim import SIDE_SUITS, Table, _lowest_rank

FULL = (1 << 52) - 1


class HonestTable(Table):
    """A `Table` that also records, per seat, the cards the table knows it does not hold."""

    __slots__ = ("excl",)

    def copy(self) -> HonestTable:
        t = HonestTable.__new__(HonestTable)
        t.hands = self.hands[:]
        t.calls = self.calls
        t.won = self.won[:]
        t.turn, t.led, t.win, t.win_seat = self.turn, self.led, self.win, self.win_seat
        t.n_in, t.played, t.nxt = self.n_in, self.played, self.nxt
        t.must_beat, t.rules = self.must_beat, self.rules
        t.excl = self.excl[:]
        return t

    def play(self, card: int) -> None:
        if self.n_in:
            self.excl[self.turn] |= excluded_by_play(card, self.led, self.win, self.must_beat)
        Table.play(self, card)


def public_exclusions(view: SeatView) -> list[int]:
    """What every seat's plays so far show it cannot hold (the same for every onlooker)."""
    excl = [0, 0, 0, 0]
    must_beat = view.rules.must_beat
    for seat, card, led, win in plays_in_order(view):
        excl[seat] |= excluded_by_play(card, led, win, must_beat)
    return excl


def _may_beat_later(card: int, led: int, seat: int, could: list[int], nxt: tuple,
                    left: int) -> bool:
    """Might one of the `left` seats after `seat` beat `card`, for all `seat` can tell?
    A seat not known to be void is taken to follow suit."""
    above = ABOVE[card]
    suit_led = SUIT_MASK[led]
    s = seat
    for _ in range(left):
        s = nxt[s]
        c = could[s]
        if c & suit_led:
            if card // 13 == led and c & above & suit_led:
                return True
        elif card // 13 == led:
            if c & SPADES_MASK and led != 0:
                return True
        elif c & above:
            return True
    return False


def honest_policy(t: HonestTable) -> int:
    """`sim.policy`, deciding from the seat's own knowledge instead of the whole deal."""
    seat = t.turn
    hand = t.hands[seat]
    legal = legal_mask(hand, t.led, t.win, t.must_beat)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    need = t.calls[seat] - t.won[seat]
    wants = 0 < need <= hand.bit_count()
    out = FULL & ~hand & ~t.played  # the cards in the other hands, as far as seat knows
    excl = t.excl
    could = [out & ~excl[s] for s in range(4)]
    if t.n_in == 0:
        if wants:
            for suit in SIDE_SUITS:
                m = hand & SUIT_MASK[suit]
                if not m:
                    continue
                top = m.bit_length() - 1
                above = ABOVE[top]
                for s in range(4):
                    if s == seat:
                        continue
                    c = could[s]
                    if c & above or (not c & SUIT_MASK[suit] and c & SPADES_MASK):
                        break
                else:
                    return top
            spades = hand & SPADES_MASK
            if spades:
                top = spades.bit_length() - 1
                out_spades = out & SPADES_MASK
                if out_spades and not out_spades & ABOVE[top]:
                    return top
                best, best_len = -1, 99
                for suit in SIDE_SUITS:
                    m = hand & SUIT_MASK[suit]
                    if m and m.bit_count() < best_len:
                        best, best_len = (m & -m).bit_length() - 1, m.bit_count()
                if best >= 0:
                    return best
        return _lowest_rank(legal)
    win = t.win
    beat = ABOVE[win] | (SPADES_MASK if win >= 13 else 0)
    winners = legal & beat
    if winners:
        left = 3 - t.n_in
        if left == 0:
            if wants or need <= 0 or t.calls[t.win_seat] - t.won[t.win_seat] > 0:
                return (winners & -winners).bit_length() - 1
        else:
            m = winners
            while m:
                low = m & -m
                card = low.bit_length() - 1
                if not _may_beat_later(card, t.led, seat, could, t.nxt, left):
                    return card
                m ^= low
            if wants and winners & SPADES_MASK and t.led != 0:
                return (winners & -winners).bit_length() - 1
    return _lowest_rank(legal)


def honest_rollout(t: HonestTable) -> list[int]:
    """Play `t` (modified in place) to the end with `honest_policy` at every seat."""
    while t.hands[t.turn]:
        t.play(honest_policy(t))
    return t.won
