"""Honest rollouts: the simulated players play the sampled deal without looking at it.

A rollout policy that sees every hand of the deal never misguesses where a card lies: a
king behind the ace is known lost, a finesse always works or is never tried. Judging a real
card by such clairvoyant play overrates some cards and underrates others (the flaw of
"perfect-information" Monte Carlo). Here each simulated seat decides from what it could
know at the table: its own hand, the cards played, and what the plays have shown about the
others (`engine.tricks.excluded_by_play`: voids, no higher spade, nothing higher in a suit
followed low). `HonestTable` keeps those facts as the round goes on, `sight_of` says what a
seat may then know, and the same policy decides given that sight instead of the deal
(`lean.lean_rollout` with `excl`; the readable `lab.readable.honest_rollout`).
"""

from __future__ import annotations

from typing import cast

from callbreak.engine.cards import FULL_DECK
from callbreak.engine.rules import HouseRules
from callbreak.engine.tricks import excluded_by_play

from .sim import SimTable


class HonestTable(SimTable):
    """A `SimTable` that also records, per seat, the cards the table knows it does not hold
    (`excl`, at the start usually `beliefs.public_exclusions` of the view)."""

    __slots__ = ("excl",)

    def __init__(self, hands: list[int], calls: list[int], won: list[int], turn: int,
                 trick: list[tuple[int, int]], played: int, rules: HouseRules,
                 excl: list[int]) -> None:
        super().__init__(hands, calls, won, turn, trick, played, rules)
        self.excl = list(excl)

    def copy(self) -> HonestTable:
        t = cast(HonestTable, SimTable.copy(self))  # the kernel copies into our own class
        t.excl = self.excl[:]
        return t

    def play(self, card: int) -> None:
        if self.n_in:
            self.excl[self.turn] |= excluded_by_play(card, self.led, self.win, self.rules)
        SimTable.play(self, card)

    def push(self, card: int) -> None:
        self.stack.append((self.excl[self.turn],))  # what the seat was known to lack before
        SimTable.push(self, card)

    def pop(self) -> int:
        card = SimTable.pop(self)
        self.excl[self.turn] = self.stack.pop()[0]
        return card


def sight_of(hand: int, played: int, excl: list[int]) -> list[int]:
    """For each seat, the cards it may hold as far as the seat holding `hand` can tell, when
    `played` is out and `excl` says what each seat is known not to hold."""
    out = FULL_DECK & ~hand & ~played  # the cards in the other hands
    return [out & ~excl[0], out & ~excl[1], out & ~excl[2], out & ~excl[3]]
