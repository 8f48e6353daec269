"""The rules kernel: one compact state of a round's play, with play and undo.

`TrickTable` holds a round in its play phase on card indices and bitmasks: the four hands,
the calls, the tricks won, the trick on the table (the suit led, the card and seat winning
it, how many cards are in), the cards played and the seat to move. `legal()` is what that
seat may play (`tricks.legal_mask` under the table's `HouseRules`, leads included);
`play(card)` plays it (`tricks.trick_step`: the trick's winner and the next seat);
`push`/`pop` play and take back, as python-chess's `Board.push`/`pop`; `copy()` forks it.
`turn_order(rules)` (from `tricks`) is the seat after each seat, as a table.

The round (`round.Round`) holds one of these tables from the deal and plays on it (its
hands, turn, trick and tricks won are the table's), and every simulator of the computer
players is this table (`ai.sim.SimTable`) or writes the same functions into its loop
(`inline.inline_rules`), so a house rule changed in `tricks.py` reaches them all.
"""

from __future__ import annotations

from collections.abc import Sequence

from .inline import inline_rules
from .rules import HouseRules
from .tricks import NO_CARD, legal_mask, trick_step, turn_order

__all__ = ["TrickTable", "turn_order"]


class TrickTable:
    """A round being played, every hand known: made from the hands (masks), the calls, the
    tricks won, the seat to move, the trick on the table as (seat, card index) pairs (those
    cards already out of the hands), the mask of cards played in the round (taken as given:
    a seat view's `played_mask` counts the trick's cards too; nothing is added to it here),
    and the rules."""

    __slots__ = ("hands", "calls", "won", "turn", "led", "win", "win_seat", "n_in",
                 "played", "nxt", "rules", "stack")

    def __init__(self, hands: Sequence[int], calls: Sequence[int], won: Sequence[int],
                 turn: int, trick: Sequence[tuple[int, int]], played: int,
                 rules: HouseRules) -> None:
        self.hands = list(hands)
        self.calls = list(calls)
        self.won = list(won)
        self.turn = turn
        self.led = self.win = self.win_seat = NO_CARD
        self.n_in = 0
        self.played = played
        self.rules = rules
        self.nxt = turn_order(rules)
        self.stack: list[tuple[int, ...]] = []
        for seat, card in trick:  # the cards on the table are out of the hands already
            self.led, self.win, self.win_seat, self.n_in, _, _ = trick_step(
                self.led, self.win, self.win_seat, self.n_in, seat, card, self.nxt)

    def copy(self) -> TrickTable:
        """A table that plays on from here without changing this one (no undo history)."""
        t = self.__class__.__new__(self.__class__)  # a subclass copies its own fields after
        t.hands = self.hands[:]
        t.calls = self.calls
        t.won = self.won[:]
        t.turn, t.led, t.win, t.win_seat = self.turn, self.led, self.win, self.win_seat
        t.n_in, t.played, t.nxt, t.rules = self.n_in, self.played, self.nxt, self.rules
        t.stack = []
        return t

    @inline_rules(legal_mask)
    def legal(self) -> int:
        """The cards the seat to move may play (0 once the round is over)."""
        return legal_mask(self.hands[self.turn], self.led, self.win, self.rules)

    @inline_rules(trick_step)
    def play(self, card: int) -> None:
        """The seat to move plays `card` (an index), which must be legal: no check here."""
        seat = self.turn
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        self.led, self.win, self.win_seat, self.n_in, self.turn, taker = trick_step(
            self.led, self.win, self.win_seat, self.n_in, seat, card, self.nxt)
        if taker >= 0:
            self.won[taker] += 1

    def push(self, card: int) -> None:
        """`play(card)`, remembered so that `pop` takes it back."""
        self.stack.append((card, self.turn, self.led, self.win, self.win_seat, self.n_in))
        self.play(card)

    def pop(self) -> int:
        """Take back the last card pushed, and return it."""
        card, seat, led, win, win_seat, n_in = self.stack.pop()
        if n_in == 3:  # it finished a trick: the seat to move now is the one that took it
            self.won[self.turn] -= 1
        self.hands[seat] |= 1 << card
        self.played ^= 1 << card
        self.turn, self.led, self.win, self.win_seat, self.n_in = seat, led, win, win_seat, n_in
        return card
