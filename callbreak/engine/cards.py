"""Cards, suits and hands as bitmasks.

A card is one of 52 interned `Card` objects; its `index` is ``suit * 13 + (rank - 2)``, so a
hand is an int with one bit per card and a suit is a run of 13 bits. Bit tricks keep legal
play checks cheap enough for an AI to simulate thousands of rounds a second.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum


class Suit(IntEnum):
    """The four suits; spades are always trumps. Order is the display order (colours alternate)."""

    SPADES = 0
    HEARTS = 1
    CLUBS = 2
    DIAMONDS = 3

    @property
    def letter(self) -> str:
        return "SHCD"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♣♦"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        letter = text.strip().upper()
        if len(letter) == 1 and letter in "SHCD":  # ("" and "SH" are in "SHCD" too)
            return cls("SHCD".index(letter))
        raise ValueError(f"not a suit: {text!r} (use S, H, C or D)")


SUITS = tuple(Suit)
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_CODES = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "10": 10}
_RANK_CODES.update({str(r): r for r in range(2, 10)})
FACE_RANKS = (11, 12, 13)  # J, Q, K: the "face cards" of the redeal rule

SUIT_MASK = tuple(0x1FFF << (13 * s) for s in range(4))
SPADES_MASK = SUIT_MASK[Suit.SPADES]
FULL_DECK = (1 << 52) - 1
# ABOVE[i]: the cards of i's suit that outrank card i.
ABOVE = tuple(SUIT_MASK[i // 13] & ~((2 << i) - 1) for i in range(52))
FACE_MASK = sum(1 << (13 * s + r - 2) for s in range(4) for r in FACE_RANKS)
ACE_MASK = sum(1 << (13 * s + 12) for s in range(4))


class Card:
    """One playing card. Only 52 exist (`Card.parse` and `CARDS` hand them out)."""

    __slots__ = ("index", "suit", "rank", "bit")

    index: int
    suit: Suit
    rank: int  # 2..14, ace high
    bit: int

    def __new__(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise ValueError(f"card index out of range: {index}")
        try:
            return CARDS[index]
        except NameError:  # while CARDS itself is being built
            card = object.__new__(cls)
            object.__setattr__(card, "index", index)
            object.__setattr__(card, "suit", Suit(index // 13))
            object.__setattr__(card, "rank", index % 13 + 2)
            object.__setattr__(card, "bit", 1 << index)
            return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (self.index,))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @property
    def rank_name(self) -> str:
        return RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def code(self) -> str:
        """Short code used in files: "AS", "10H", "2C"."""
        return CODES[self.index]  # written once: every seat's view on the wire spells them all

    def __str__(self) -> str:
        return self.rank_name + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    @staticmethod
    def of(rank: int, suit: Suit) -> Card:
        return CARDS[suit * 13 + rank - 2]

    @staticmethod
    def parse(text: str) -> Card:
        """Rank then suit: "AS", "10H", "TH", "qd" (case and spaces do not matter)."""
        card = _BY_CODE.get(text)  # saves, frames and views spell cards as `code` does
        if card is not None:
            return card
        t = text.strip().upper()
        rank = _RANK_CODES.get(t[:-1])
        if len(t) < 2 or rank is None:
            raise ValueError(f"not a card: {text!r} (write rank then suit, e.g. AS, 10H, TD)")
        return Card.of(rank, Suit.parse(t[-1]))

    @staticmethod
    def parse_many(text: str) -> list[Card]:
        return [Card.parse(part) for part in text.replace(",", " ").split()]


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
CODES: tuple[str, ...] = tuple(card.rank_name + card.suit.letter for card in CARDS)
_BY_CODE: dict[str, Card] = dict(zip(CODES, CARDS))


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def iter_indices(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def highest(mask: int) -> Card:
    return CARDS[mask.bit_length() - 1]


def lowest(mask: int) -> Card:
    return CARDS[(mask & -mask).bit_length() - 1]
