"""House rules: every option of docs/rules.md as one frozen record; defaults are the default
table."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from .cards import ACE_MASK, FACE_MASK, SPADES_MASK
from .reasons import RedealKind

ROUND_CHOICES = (3, 5, 10)
MAX_CALL_CHOICES = (8, 13)
BIG_CALL_AT = 8  # a made call of 8 or more scores 13.0 flat with the big-call rule
BIG_CALL_TENTHS = 130


class Redeal(Enum):
    """The redeal rule, as the tables play it. A hand that breaks it is thrown in and the same
    dealer deals again. The value is what settings and saved games store.

    OFF: never. JQK: a hand with no spade, or no jack, queen or king. JQKA: a hand with no
    spade, or no picture card or ace. Truthy when on, so `if rules.redeal:` reads well.
    """

    OFF = "off"
    JQK = "jqk"
    JQKA = "jqka"

    def __bool__(self) -> bool:
        return self is not Redeal.OFF

    @property
    def honours(self) -> int:
        """The cards of which a hand must hold at least one (0 when the rule is off)."""
        return {Redeal.OFF: 0, Redeal.JQK: FACE_MASK, Redeal.JQKA: FACE_MASK | ACE_MASK}[self]

    def reason(self, hand: int) -> RedealKind | None:
        """Why this rule throws in a hand (a card mask), or None when it keeps it."""
        if self is Redeal.OFF:
            return None
        if not hand & SPADES_MASK:
            return RedealKind.NO_SPADE
        if not hand & self.honours:
            return RedealKind.NO_FACE_CARD if self is Redeal.JQK else \
                RedealKind.NO_FACE_CARD_OR_ACE
        return None

    def throws_in(self, hand: int) -> bool:
        """True when this rule would throw in a deal that gave someone `hand` (a mask)."""
        return self.reason(hand) is not None

    @classmethod
    def parse(cls, value: object) -> Redeal:
        """A Redeal from itself, its stored value ("off", "jqk", "jqka") or a bool (the old
        on/off setting: true is JQK, today's form); ValueError for anything else."""
        if isinstance(value, Redeal):
            return value
        if isinstance(value, bool):
            return Redeal.JQK if value else Redeal.OFF
        if isinstance(value, str):
            try:
                return cls(value)
            except ValueError:
                pass
        raise ValueError(f"redeal must be one of {[r.value for r in cls]} or true/false, "
                         f"not {value!r}")


@dataclass(frozen=True)
class HouseRules:
    rounds: int = 5
    max_call: int = 8
    big_call: bool = False
    must_beat: bool = True
    redeal: Redeal = Redeal.OFF  # True/False are taken too: True is Redeal.JQK
    clockwise: bool = False  # anticlockwise is the Nepali default

    def __post_init__(self) -> None:
        if self.rounds not in ROUND_CHOICES:
            raise ValueError(f"rounds must be one of {ROUND_CHOICES}, not {self.rounds!r}")
        if self.max_call not in MAX_CALL_CHOICES:
            raise ValueError(f"max_call must be one of {MAX_CALL_CHOICES}, not {self.max_call!r}")
        object.__setattr__(self, "redeal", Redeal.parse(self.redeal))
        for f in ("big_call", "must_beat", "clockwise"):
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
        """Plain JSON: {"rounds": 5, ..., "redeal": "off", ...}."""
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["redeal"] = self.redeal.value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HouseRules:
        """Strict: unknown keys are ignored, a bad value raises ValueError. An old file's
        `"redeal": true` reads as Redeal.JQK (today's form), false as Redeal.OFF."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})
