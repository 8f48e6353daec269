"""House rules: every option of RULES.md as one frozen record; defaults are the default table."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

ROUND_CHOICES = (3, 5, 10)
MAX_CALL_CHOICES = (8, 13)
BIG_CALL_AT = 8  # a made call of 8 or more scores 13.0 flat with the big-call rule
BIG_CALL_TENTHS = 130


@dataclass(frozen=True)
class HouseRules:
    rounds: int = 5
    max_call: int = 8
    big_call: bool = False
    must_beat: bool = True
    redeal: bool = False
    clockwise: bool = False  # anticlockwise is the Nepali default

    def __post_init__(self) -> None:
        if self.rounds not in ROUND_CHOICES:
            raise ValueError(f"rounds must be one of {ROUND_CHOICES}, not {self.rounds!r}")
        if self.max_call not in MAX_CALL_CHOICES:
            raise ValueError(f"max_call must be one of {MAX_CALL_CHOICES}, not {self.max_call!r}")
        for f in ("big_call", "must_beat", "redeal", "clockwise"):
            if not isinstance(getattr(self, f), bool):
                raise ValueError(f"{f} must be true or false")

    min_call = 1

    def next_seat(self, seat: int) -> int:
        """Who acts after `seat`. Seats sit 0 bottom, 1 right, 2 top, 3 left, so
        anticlockwise (seen from above) is +1 and clockwise is -1."""
        return (seat - 1) % 4 if self.clockwise else (seat + 1) % 4

    def order_from(self, seat: int) -> tuple[int, int, int, int]:
        """The four seats in order of play, starting with `seat`."""
        out = [seat]
        for _ in range(3):
            out.append(self.next_seat(out[-1]))
        return tuple(out)  # type: ignore[return-value]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HouseRules:
        """Strict: unknown keys are ignored, a bad value raises ValueError."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})
