"""Reasons as records: why a card may not be played, and why a deal was thrown in.

Each reason is a small frozen record: a kind (an enum) and the cards or suits it names. The
engine holds no sentence for the player: `callbreak.words` says a record in any language
from its kind and fields (`words.reason`, `words.redeal_reason`). `str()` is a short plain
description for logs and errors ("must follow: ♥").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from .cards import Card, Suit

if TYPE_CHECKING:
    from .rules import Redeal


class ReasonKind(Enum):
    """Why a card may not be played now. The value is a stable name."""

    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW = "must_follow"
    MUST_BEAT_WITH = "must_beat_with"  # exactly one card beats the best card
    MUST_BEAT_HIGHER = "must_beat_higher"  # several cards do
    MUST_TRUMP = "must_trump"
    WAIT_FOR_CALLS = "wait_for_calls"
    WAIT_FOR_TURN = "wait_for_turn"
    ROUND_OVER = "round_over"


@dataclass(frozen=True)
class Reason:
    """Why a card may not be played (or no card now).

    Fields by kind: NOT_IN_HAND `card`; MUST_FOLLOW and MUST_TRUMP `suit` (the suit led);
    MUST_BEAT_WITH `best` (the card to beat) and `card` (the one card that beats it);
    MUST_BEAT_HIGHER `best`, `suit` (its suit) and `cards` (those that beat it, lowest
    first); the three WAIT/ROUND kinds name nothing. Unused fields are None or ().
    """

    kind: ReasonKind
    suit: Suit | None = None
    best: Card | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=lambda c: c.rank)))

    def __str__(self) -> str:
        named = [str(c) for c in (self.best, self.card) if c is not None]
        named += [self.suit.symbol] if self.suit is not None else []
        named += [str(c) for c in self.cards]
        words = self.kind.value.replace("_", " ")
        return f"{words}: {' '.join(named)}" if named else words


class RedealKind(Enum):
    """Why a deal was thrown in. The value is what a saved game stores: never change it."""

    NO_SPADE = "no spade"
    NO_FACE_CARD = "no face card"  # no J, Q or K
    NO_FACE_CARD_OR_ACE = "no face card or ace"  # no J, Q, K or A


@dataclass(frozen=True)
class RedealReason:
    """Why the redeal rule threw a deal in: the `kind`, and the `form` of the redeal rule in
    force. `str()` is the kind's stored name ("no spade")."""

    kind: RedealKind
    form: Redeal

    def __str__(self) -> str:
        return self.kind.value


__all__ = ["ReasonKind", "Reason", "RedealKind", "RedealReason"]
