"""What one seat may know: its own hand, the calls, every card played, tricks and scores.
The computer players and the screen read only this; other hands never appear in it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import FULL_DECK, Card
from .phase import Phase
from .rules import HouseRules


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: HouseRules
    round_no: int  # 0-based
    dealer: int
    phase: Phase
    turn: int | None  # whose move it is, None when nobody's
    hand: tuple[Card, ...]
    hand_mask: int
    calls: tuple[int | None, ...]  # None: not called yet
    tricks_won: tuple[int, ...]
    leader: int | None  # who led the current trick
    trick: tuple[tuple[int, Card], ...]  # (seat, card) so far, leader first
    completed: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...]  # (leader, plays, winner)
    played_mask: int  # every card seen played this round, the current trick included
    totals: tuple[int, ...]  # tenths: the game so far (this round counts once it is scored)
    round_scores: tuple[tuple[int, ...], ...]  # tenths, per finished round
    legal: tuple[Card, ...] = field(default=())  # the cards this seat may play now

    @property
    def unseen_mask(self) -> int:
        """Cards this seat has not seen: in the other three hands."""
        return FULL_DECK & ~self.hand_mask & ~self.played_mask

    @property
    def cards_left(self) -> list[int]:
        """How many cards each seat still holds."""
        played = [0, 0, 0, 0]
        for _, plays, _ in self.completed:
            for seat, _ in plays:
                played[seat] += 1
        for seat, _ in self.trick:
            played[seat] += 1
        return [13 - n for n in played]

    @property
    def trick_no(self) -> int:
        return len(self.completed)

    @property
    def is_my_turn(self) -> bool:
        return self.turn == self.seat

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON, for tools and tests."""
        def pairs(plays: Iterable[tuple[int, Card]]) -> list[list[object]]:
            return [[s, c.code] for s, c in plays]

        return {
            "seat": self.seat, "rules": self.rules.to_dict(), "round_no": self.round_no,
            "dealer": self.dealer, "phase": str(self.phase), "turn": self.turn,
            "hand": [c.code for c in self.hand], "calls": list(self.calls),
            "tricks_won": list(self.tricks_won), "leader": self.leader,
            "trick": pairs(self.trick),
            "completed": [[lead, pairs(plays), win] for lead, plays, win in self.completed],
            "totals": list(self.totals), "round_scores": [list(r) for r in self.round_scores],
            "legal": [c.code for c in self.legal],
        }
