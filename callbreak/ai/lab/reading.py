"""Reading the other seats' plays: how plausible a sampled deal makes what they did.

The hard facts (voids, the must-win rule) live in `beliefs`. This is the soft part a strong
player adds: someone who led a low club probably had no sure winner to cash; someone who
ducked probably could not win cheaply. For a sampled deal we rebuild each earlier position,
ask the rollout policy what that seat would have played, and count the plays that go against
it; each one makes the deal less likely. `LabSettings.read_plays` turns it on (off by default:
in a 150-deal duplicate match it did not make Expert measurably stronger).
"""

from __future__ import annotations

from callbreak.engine import SeatView
from callbreak.engine.tricks import takes

from ..sim import SimTable
from .readable import policy

SURPRISE = 0.6  # likelihood factor for a play the policy would not have made


class PlayReader:
    def __init__(self, view: SeatView) -> None:
        self.rules = view.rules
        self.calls = [c if c is not None else 1 for c in view.calls]
        # seat, card, the trick before it, the tricks won before it, the cards played before it
        plays: list[tuple[int, int, tuple[tuple[int, int], ...], tuple[int, ...], int]] = []
        won = [0, 0, 0, 0]
        played = 0
        tricks = [(plays_, winner) for _, plays_, winner in view.completed]
        tricks.append((view.trick, -1))
        for trick, winner in tricks:
            before: list[tuple[int, int]] = []
            for seat, card in trick:
                plays.append((seat, card.index, tuple(before), tuple(won), played))
                before.append((seat, card.index))
                played |= card.bit
            if winner >= 0:
                won[winner] += 1
        # later[k][s]: the cards seat s played from play k on (still in hand at play k)
        later = [0, 0, 0, 0]
        self.events = []
        for seat, index, trick_then, won_then, played_then in reversed(plays):
            later = later[:]
            later[seat] |= 1 << index
            if seat != view.seat:
                self.events.append((seat, index, list(trick_then), list(won_then), played_then,
                                    later))
        self.events.reverse()

    def likelihood(self, hands: list[int]) -> float:
        """How plausible `hands` (the cards still held) make the plays seen so far."""
        w = 1.0
        rules, calls = self.rules, self.calls
        for seat, card, before, won, played, later in self.events:
            then = [hands[s] | later[s] for s in range(4)]
            t = SimTable(then, calls, won, seat, before, played, rules)
            choice = policy(t)
            if choice != card and not _same_intent(choice, card, t):
                w *= SURPRISE
        return w


def _same_intent(a: int, b: int, t: SimTable) -> bool:
    """Two cards that do the same job: the same suit, and both winning the trick so far or
    both not (any card of the suit, when leading)."""
    if a // 13 != b // 13:
        return False
    if t.n_in == 0:
        return True
    return takes(a, t.win) == takes(b, t.win)
