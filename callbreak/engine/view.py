"""What one seat may know: its own hand, the calls, every card played, tricks and scores.
The computer players and the screen read only this; other hands never appear in it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import FULL_DECK, Card, mask_of
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

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SeatView:
        """A view from `to_dict`'s JSON (a guest's game reads its seat from the host), read
        strictly: ValueError for a missing or extra field, a bad value or a card seen twice.
        The masks are worked out from the cards."""
        keys = {"seat", "rules", "round_no", "dealer", "phase", "turn", "hand", "calls",
                "tricks_won", "leader", "trick", "completed", "totals", "round_scores", "legal"}
        if not isinstance(data, dict) or set(data) != keys:
            raise ValueError(f"a seat's view holds exactly {sorted(keys)}")
        if not isinstance(data["rules"], dict):
            raise ValueError("rules are a JSON object")
        hand = tuple(_card(c) for c in _list(data["hand"], "hand"))
        trick = _plays(data["trick"])
        completed = []
        for item in _list(data["completed"], "completed"):
            lead, plays, win = _list(item, "a completed trick", 3)
            completed.append((_seat(lead), _plays(plays), _seat(win)))
        seen = [c for c in hand] + [c for _, c in trick] + \
            [c for _, plays, _ in completed for _, c in plays]
        if len(set(seen)) != len(seen):
            raise ValueError("a card is both in the hand and played, or played twice")
        played = [c for _, c in trick] + [c for _, plays, _ in completed for _, c in plays]
        return cls(
            seat=_seat(data["seat"]), rules=HouseRules.from_dict(data["rules"]),
            round_no=_int(data["round_no"]), dealer=_seat(data["dealer"]),
            phase=Phase(data["phase"]), turn=_maybe(data["turn"], _seat),
            hand=hand, hand_mask=mask_of(hand),
            calls=tuple(_maybe(c, _int) for c in _list(data["calls"], "calls", 4)),
            tricks_won=tuple(_int(n) for n in _list(data["tricks_won"], "tricks_won", 4)),
            leader=_maybe(data["leader"], _seat), trick=trick, completed=tuple(completed),
            played_mask=mask_of(played),
            totals=tuple(_int(n) for n in _list(data["totals"], "totals", 4)),
            round_scores=tuple(tuple(_int(n) for n in _list(r, "a round's scores", 4))
                               for r in _list(data["round_scores"], "round_scores")),
            legal=tuple(_card(c) for c in _list(data["legal"], "legal")),
        )


def _list(value: object, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ValueError(f"{what} must be a list" + (f" of {length}" if length else ""))
    return value


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _seat(value: object) -> int:
    seat = _int(value)
    if not 0 <= seat < 4:
        raise ValueError(f"not a seat: {seat}")
    return seat


def _maybe(value: object, read: Callable[[object], int]) -> int | None:
    return None if value is None else read(value)


def _card(value: object) -> Card:
    if not isinstance(value, str):
        raise ValueError(f"not a card: {value!r}")
    return Card.parse(value)


def _plays(value: object) -> tuple[tuple[int, Card], ...]:
    out = []
    for pair in _list(value, "plays"):
        seat, card = _list(pair, "a play", 2)
        out.append((_seat(seat), _card(card)))
    return tuple(out)
