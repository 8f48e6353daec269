"""Who sits where at a friends' table: the window's host, guests with their resume tokens,
and computer players; what the wire says of each seat (never a token but the guest's own)."""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass
from typing import Any

from callbreak.words import COMPUTER_NAMES

from .protocol import TOKEN_HEX

HOST, GUEST, COMPUTER = "host", "guest", "computer"
KINDS = (HOST, GUEST, COMPUTER)


def computer_name(seat: int) -> str:
    """The English name of the computer player in an empty seat (Aarati right, Bikash top,
    Sushila left; seat 0 is only a computer's when its person left, and takes Aarati)."""
    return COMPUTER_NAMES[seat - 1] if seat else COMPUTER_NAMES[0]


def name_computers(seats: list[Seat]) -> None:
    """Give the empty seats' computer players names that no person at the table has and
    no other computer player has: each its own seat's name when free, else the first free
    one of words.COMPUTER_NAMES (a guest called Bikash makes the top seat's computer player
    someone else; with guests Aarati and Sushila, the others are Bikash and Kamala)."""
    computers = set(COMPUTER_NAMES)
    taken = {s.name.casefold() for s in seats if s.person}
    for seat in seats:
        if seat.kind != COMPUTER or seat.name not in computers:
            continue  # a guest who left keeps their name on the scorecard
        seat.name = next(n for n in (computer_name(seat.number), *COMPUTER_NAMES)
                         if n.casefold() not in taken)  # 20 names for at most 3 people
        taken.add(seat.name.casefold())


def new_token() -> str:
    return secrets.token_hex(TOKEN_HEX // 2)


@dataclass(frozen=True)
class SeatInfo:
    """A seat as everyone at the table may see it. `played_for`: a computer plays it now
    (an empty seat, or a guest away or idle)."""

    seat: int
    name: str
    kind: str  # HOST, GUEST or COMPUTER
    connected: bool
    played_for: bool

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "kind": self.kind,
                "connected": self.connected, "played_for": self.played_for}


@dataclass
class Seat:
    """One seat, as the host keeps it. `conn` is the guest's connection while connected;
    `held`: a reopened table waits a little for this guest before a computer plays for
    them; `idle`: the guest was silent on their turn, a computer plays until they act."""

    number: int
    kind: str = COMPUTER
    name: str = ""
    token: str | None = None
    conn: int | None = None
    held: bool = False
    idle: bool = False

    def __post_init__(self) -> None:
        self.name = self.name or computer_name(self.number)

    @property
    def connected(self) -> bool:
        return self.kind == HOST or (self.kind == GUEST and self.conn is not None)

    @property
    def person(self) -> bool:
        return self.kind in (HOST, GUEST)

    @property
    def played_for(self) -> bool:
        """A computer plays this seat now."""
        if self.kind == COMPUTER:
            return True
        if self.kind == HOST:
            return False
        return self.idle or (self.conn is None and not self.held)

    def has_token(self, token: str) -> bool:
        return self.token is not None and hmac.compare_digest(self.token.encode("ascii"),
                                                              token.encode("ascii", "replace"))

    def seat_guest(self, name: str) -> str:
        """A new guest sits here: their resume token."""
        self.kind, self.name, self.token = GUEST, name, new_token()
        self.held = self.idle = False
        return self.token

    def empty(self) -> None:
        """Back to a computer player's seat (a guest left before the game)."""
        self.kind, self.name, self.token, self.conn = COMPUTER, computer_name(self.number), \
            None, None
        self.held = self.idle = False

    def info(self) -> SeatInfo:
        return SeatInfo(self.number, self.name, self.kind, self.connected, self.played_for)

    def to_json(self) -> dict[str, Any]:
        """The save: kind, name and token (a reopened table keeps the guests' tokens)."""
        return {"kind": self.kind, "name": self.name, "token": self.token}

    @classmethod
    def from_json(cls, number: int, data: object) -> Seat:
        if not isinstance(data, dict) or data.get("kind") not in KINDS or \
                not isinstance(data.get("name"), str):
            raise ValueError(f"seat {number}: not a saved seat")
        token = data.get("token")
        if token is not None and (not isinstance(token, str) or len(token) != TOKEN_HEX):
            raise ValueError(f"seat {number}: a bad token")
        seat = cls(number, data["kind"], data["name"], token)
        seat.held = seat.kind == GUEST  # the guest may rejoin the reopened table
        return seat


__all__ = ["HOST", "GUEST", "COMPUTER", "SeatInfo", "Seat", "computer_name", "name_computers",
           "new_token"]
