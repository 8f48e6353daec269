"""Honest rollouts: the simulated players play the sampled deal without looking at it.

`sim.policy` sees every hand of the deal, so in its rollouts nobody ever misguesses where a
card lies: a king behind the ace is known lost, a finesse always works or is never tried.
Judging a real card by such clairvoyant play overrates some cards and underrates others
(the flaw of "perfect-information" Monte Carlo). Here each simulated seat decides from what
it could know at the table: its own hand, the cards played, and what the plays have shown
about the others (`engine.tricks.excluded_by_play`: voids, no higher spade, nothing higher in a
suit followed low). `HonestTable` keeps those facts as the round goes on, and the same
`sim.policy` decides, given that sight instead of the deal.
"""

from __future__ import annotations

from callbreak.engine.tricks import excluded_by_play

from .sim import Table, policy

FULL = (1 << 52) - 1


class HonestTable(Table):
    """A `Table` that also records, per seat, the cards the table knows it does not hold
    (`excl`, at the start usually `beliefs.public_exclusions` of the view)."""

    __slots__ = ("excl",)

    def __init__(self, hands: list[int], calls: list[int], won: list[int], turn: int,
                 trick: list[tuple[int, int]], played: int, rules, excl: list[int]) -> None:
        super().__init__(hands, calls, won, turn, trick, played, rules)
        self.excl = list(excl)

    def copy(self) -> HonestTable:
        t = Table.copy(self)
        t.excl = self.excl[:]
        return t

    def play(self, card: int) -> None:
        if self.n_in:
            self.excl[self.turn] |= excluded_by_play(card, self.led, self.win, self.must_beat)
        Table.play(self, card)


def sight(t: HonestTable) -> list[int]:
    """For each seat, the cards it may hold as far as the seat to move can tell."""
    out = FULL & ~t.hands[t.turn] & ~t.played  # the cards in the other hands
    excl = t.excl
    return [out & ~excl[0], out & ~excl[1], out & ~excl[2], out & ~excl[3]]


def honest_policy(t: HonestTable, refined: bool = False) -> int:
    """`sim.policy`, deciding from the seat's own knowledge instead of the whole deal."""
    return policy(t, sight(t), refined)


def honest_rollout(t: HonestTable, refined: bool = False) -> list[int]:
    """Play `t` (modified in place) to the end with `honest_policy` at every seat."""
    while t.hands[t.turn]:
        t.play(honest_policy(t, refined))
    return t.won
