"""Reasons as data: why a card may not be played, and why a deal was thrown in.

Each reason is a small frozen record: a kind (an enum) and the cards or suits it names. It
is also a `str` whose value is the English sentence, so code that shows or compares the
English keeps working; a screen that speaks another language reads the kind and its fields
(`kind.template` is the English with ``{holes}``) and never parses the sentence.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from .cards import Card, Suit


class ReasonKind(Enum):
    """Why a card may not be played now. The value is a stable name; `template` the English
    with holes: {card}, {best} and {cards} are cards (listed with "or"), {suit} a suit word."""

    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW = "must_follow"
    MUST_BEAT_WITH = "must_beat_with"  # exactly one card beats the best card
    MUST_BEAT_HIGHER = "must_beat_higher"  # several cards do
    MUST_TRUMP = "must_trump"
    WAIT_FOR_CALLS = "wait_for_calls"
    WAIT_FOR_TURN = "wait_for_turn"
    ROUND_OVER = "round_over"

    @property
    def template(self) -> str:
        return _TEMPLATES[self]

    @property
    def suit_plural(self) -> bool:
        """Whether the sentence names its suit in the plural ("follow hearts") or not ("a
        higher heart")."""
        return self is not ReasonKind.MUST_BEAT_HIGHER


_TEMPLATES = {
    ReasonKind.NOT_IN_HAND: "The {card} is not in your hand.",
    ReasonKind.MUST_FOLLOW: "You must follow {suit}.",  # suit: plural ("hearts")
    ReasonKind.MUST_BEAT_WITH: "You must beat the {best} with the {card}.",
    ReasonKind.MUST_BEAT_HIGHER: "You must beat the {best} with a higher {suit} ({cards}).",
    ReasonKind.MUST_TRUMP: "You have no {suit}, so you must trump with a spade.",
    ReasonKind.WAIT_FOR_CALLS: "Wait for the calls to finish.",
    ReasonKind.WAIT_FOR_TURN: "Wait for your turn.",
    ReasonKind.ROUND_OVER: "The round is over.",
}


def list_cards(cards: tuple[Card, ...]) -> str:
    """Cards lowest first, joined with commas and a final "or": "9♠, Q♠ or A♠"."""
    names = [str(c) for c in sorted(cards, key=lambda c: c.rank)]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " or " + names[-1]


class _Record(str):
    """A str that carries named fields and cannot be changed once made."""

    _FIELDS: tuple[str, ...] = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return (type(self), tuple(getattr(self, f) for f in self._FIELDS))

    def __repr__(self) -> str:
        parts = [f"{f}={getattr(self, f)!r}" for f in self._FIELDS]
        return f"{type(self).__name__}({', '.join(parts)})"

    def _fill(self, **values: Any) -> None:
        for name, value in values.items():
            object.__setattr__(self, name, value)


class Reason(_Record):
    """Why a card may not be played (or no card now). `str()` is the English sentence.

    Fields by kind: NOT_IN_HAND `card`; MUST_FOLLOW and MUST_TRUMP `suit` (the suit led);
    MUST_BEAT_WITH `best` (the card to beat) and `card` (the one card that beats it);
    MUST_BEAT_HIGHER `best`, `suit` (its suit) and `cards` (those that beat it, lowest
    first); the three WAIT/ROUND kinds name nothing. Unused fields are None or ().
    """

    _FIELDS = ("kind", "suit", "best", "card", "cards")
    kind: ReasonKind
    suit: Suit | None
    best: Card | None
    card: Card | None
    cards: tuple[Card, ...]

    def __new__(cls, kind: ReasonKind, suit: Suit | None = None, best: Card | None = None,
                card: Card | None = None, cards: tuple[Card, ...] = ()) -> Reason:
        cards = tuple(sorted(cards, key=lambda c: c.rank))
        word = None
        if suit is not None:
            word = suit.plural if kind.suit_plural else suit.singular
        text = kind.template.format(card=card, best=best, suit=word, cards=list_cards(cards))
        out = super().__new__(cls, text)
        out._fill(kind=kind, suit=suit, best=best, card=card, cards=cards)
        return out


class RedealKind(Enum):
    """Why a deal was thrown in. The value is what a saved game stores: never change it."""

    NO_SPADE = "no spade"
    NO_FACE_CARD = "no face card"  # no J, Q or K
    NO_FACE_CARD_OR_ACE = "no face card or ace"  # no J, Q, K or A

    @property
    def template(self) -> str:
        """The English words ("Redeal: Aarati had {reason}.")."""
        return self.value


class RedealReason(_Record):
    """Why the redeal rule threw a deal in: the `kind`, and the `form` of the redeal rule in
    force (a `rules.Redeal`). `str()` is the English words: "no spade", "no face card"."""

    _FIELDS = ("kind", "form")
    kind: RedealKind
    form: Any  # rules.Redeal (not imported here: rules imports this module)

    def __new__(cls, kind: RedealKind, form: Any) -> RedealReason:
        out = super().__new__(cls, kind.template)
        out._fill(kind=kind, form=form)
        return out


__all__ = ["ReasonKind", "Reason", "RedealKind", "RedealReason", "list_cards"]
