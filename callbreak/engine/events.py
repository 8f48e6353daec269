"""What happened, in order: the log the screen animates from. Events carry only what every
seat may see (a deal is announced, its cards are not)."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .reasons import RedealReason


@dataclass(slots=True)
class Redealt:
    """The redeal rule threw in a deal: `seat`'s hand broke it. `reason.kind` says how (no
    spade, no face card, no face card or ace), `reason.form` which redeal rule was in force;
    str(reason) is the English words ("no spade")."""

    round_no: int
    dealer: int
    seat: int
    reason: RedealReason


@dataclass(slots=True)
class Dealt:
    round_no: int
    dealer: int


@dataclass(slots=True)
class Called:
    round_no: int
    seat: int
    call: int


@dataclass(slots=True)
class Played:
    round_no: int
    trick_no: int
    seat: int
    card: Card


@dataclass(slots=True)
class TrickWon:
    round_no: int
    trick_no: int
    seat: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in order of play


@dataclass(slots=True)
class RoundScored:
    round_no: int
    calls: tuple[int, ...]
    tricks: tuple[int, ...]
    scores: tuple[int, ...]  # tenths
    totals: tuple[int, ...]  # tenths, after this round


@dataclass(slots=True)
class GameOver:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


Event = Redealt | Dealt | Called | Played | TrickWon | RoundScored | GameOver
