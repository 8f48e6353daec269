"""Who is at a friends' table: the four seats (the window's host, guests with their resume
tokens, computer players), the connections and which seat each has, who may start, and the
frames that tell everyone who sits where. `HostedTable` (table.py) adds the game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from callbreak.engine import HouseRules
from callbreak.levels import LEVELS
from callbreak.words.table_talk import NOTICES

from . import protocol as p
from .protocol import ErrorCode, Frame, Out
from .seats import COMPUTER, GUEST, HOST, Seat, SeatInfo, name_computers


@dataclass
class Conn:
    """One connection to this table: its rate, its seat once seated, the events sent."""

    rate: p.RateLimit = field(default_factory=p.RateLimit)
    seat: int | None = None
    sent: int = 0


class Room:
    """The seats and connections of the table `code` (house rules `rules`, computer
    players at `level`). Sitting down, coming back with a token, leaving and dropping."""

    def __init__(self, code: str, rules: HouseRules, level: str,
                 host_name: str | None = None) -> None:
        if p.read_code(code) != code:
            raise ValueError(f"not a table code: {code!r}")
        if level not in LEVELS:
            raise ValueError(f"not a level: {level!r}")
        self.code, self.rules, self.level = code, rules, level
        self._seats = [Seat(n) for n in range(4)]
        if host_name is not None:
            self._seats[0].kind, self._seats[0].name = HOST, p.clean_name(host_name)
        name_computers(self._seats)
        self._conns: dict[int, Conn] = {}
        self._local: list[Frame] = []  # what the window's host is told (notices, seats)
        self._held_since: float | None = None  # a reopened table: when it first ran again
        self.changes = 0  # grows with every change worth saving
        self.last_active = 0.0

    # -- what the game adds ----------------------------------------------------------------
    @property
    def started(self) -> bool:
        return False

    def _state(self, c: Conn) -> Frame:
        """Everything a guest's game needs to draw the table from nothing."""
        return {"type": "state", "seats": self._seats_json(), "owner": self.owner(),
                "events": [], "view": None}

    def _corrected(self, c: Conn) -> Frame:
        """What an error frame adds for a seated guest (their view, once dealt)."""
        return {}

    # -- reading ------------------------------------------------------------------------------
    @property
    def hosted_here(self) -> bool:
        """True when a person plays seat 0 in the host's own window."""
        return self._seats[0].kind == HOST

    def seats(self) -> list[SeatInfo]:
        return [s.info() for s in self._seats]

    def owner(self) -> int | None:
        """The seat whose person may start the game: None when the window's host starts
        it, else the lowest connected guest (the table's creator while connected)."""
        if self.hosted_here:
            return None
        return next((s.number for s in self._seats if s.kind == GUEST and s.conn is not None),
                    None)

    def people_connected(self) -> int:
        return sum(1 for s in self._seats if s.connected)

    def connections(self) -> list[int]:
        return list(self._conns)

    def seat_of(self, conn: int) -> int | None:
        """The seat of a connection, None if it has not sat down."""
        c = self._conns.get(conn)
        return None if c is None else c.seat

    def holds_token(self, token: str) -> bool:
        """True if `token` is a guest's seat's here (compared in constant time)."""
        return any(s.kind == GUEST and s.has_token(token) for s in self._seats)

    def take_notices(self) -> list[Frame]:
        """The notices and seat changes for the window's host since the last call."""
        out, self._local = self._local, []
        return out

    # -- connections and seats ---------------------------------------------------------------
    def open(self, conn: int, now: float) -> list[Out]:
        """A connection reached this table; it sits down with a `join` frame."""
        self._conns.setdefault(conn, Conn())
        self._wake(now)
        return []

    def close(self, conn: int, now: float) -> list[Out]:
        """The connection dropped: a computer player plays the guest's seat at once."""
        c = self._conns.pop(conn, None)
        if c is None or c.seat is None:
            return []
        seat = self._seats[c.seat]
        seat.conn = None
        self.changes += 1
        return self._notice("away", seat, now)

    def join(self, conn: int, name: str, token: str | None, now: float) -> list[Out]:
        """Seat the connection: with a token, at the seat it belongs to (same hand); without
        one, at the lowest free seat before the game starts."""
        c = self._conns.setdefault(conn, Conn())
        self._wake(now)
        if token is not None:
            seat = next((s for s in self._seats if s.kind == GUEST and s.has_token(token)), None)
            if seat is None:
                return self._refuse(conn, ErrorCode.BAD_TOKEN)
            return self._come_back(conn, c, seat, now)
        if self.started:
            return self._refuse(conn, ErrorCode.STARTED)
        seat = next((s for s in self._seats if s.kind == COMPUTER), None)
        if seat is None:
            return self._refuse(conn, ErrorCode.FULL)
        seat.seat_guest(p.clean_name(name))
        seat.conn, c.seat = conn, seat.number
        name_computers(self._seats)
        self.changes += 1
        out = [(conn, p.dumps(self._welcome(seat)))]
        return out + self._notice("joined", seat, now, skip=conn)

    def _come_back(self, conn: int, c: Conn, seat: Seat, now: float) -> list[Out]:
        out: list[Out] = []
        if seat.conn is not None and seat.conn != conn:  # the old connection is not dead yet
            old = seat.conn
            self._conns.pop(old, None)
            out.append((old, p.dumps(p.bye_frame("replaced"))))
        seat.conn, seat.held, seat.idle, c.seat = conn, False, False, seat.number
        self.changes += 1
        out.append((conn, p.dumps(self._welcome(seat))))
        if self.started:
            out.append((conn, p.dumps(self._state(c))))
        return out + self._notice("back", seat, now, skip=conn)

    def _leave(self, conn: int, now: float) -> list[Out]:
        c = self._conns.pop(conn)
        assert c.seat is not None
        seat = self._seats[c.seat]
        out = [(conn, p.dumps(p.bye_frame("left")))]
        self.changes += 1
        if not self.started:
            seat.empty()
            name_computers(self._seats)
            return out + self._seats_changed()
        seat.kind, seat.token, seat.conn, seat.idle, seat.held = COMPUTER, None, None, False, False
        return out + self._notice("left", seat, now)

    def leave_all(self, reason: str, now: float | None = None) -> list[Out]:
        """Goodbye to every connection (the host quits, the server stops): the table stays
        as it is, to be saved and reopened. `reason` is a key of words.GOODBYES."""
        bye = p.dumps(p.bye_frame(reason))
        out = [(conn, bye) for conn in self._conns]
        for seat in self._seats:
            seat.conn = None
            seat.held = seat.kind == GUEST
        self._conns.clear()
        self._held_since = None
        return out

    def _wake(self, now: float) -> None:
        self.last_active = now
        if self._held_since is None and any(s.held for s in self._seats):
            self._held_since = now


    # -- frames --------------------------------------------------------------------------------
    def _seats_json(self) -> list[dict[str, Any]]:
        return [s.info().to_json() for s in self._seats]

    def _welcome(self, seat: Seat) -> Frame:
        return {"type": "welcome", "v": p.PROTOCOL_VERSION, "table": self.code,
                "seat": seat.number, "token": seat.token, "owner": self.owner() == seat.number,
                "rules": self.rules.to_dict(), "level": self.level, "started": self.started,
                "seats": self._seats_json()}

    def _refuse(self, conn: int, code: ErrorCode, **extra: Any) -> list[Out]:
        """One error frame with the sender's corrected view (once seated in a game)."""
        c = self._conns.get(conn)
        frame = p.error_frame(code, **extra)
        if code is ErrorCode.VERSION:
            frame["v"] = p.PROTOCOL_VERSION
        if c is not None and c.seat is not None:
            frame["seats"] = self._seats_json()
            frame.update(self._corrected(c))
        return [(conn, p.dumps(frame))]

    def _seats_changed(self) -> list[Out]:
        frame = {"type": "seats", "seats": self._seats_json(), "owner": self.owner()}
        self._local.append(frame)
        text = p.dumps(frame)
        return [(conn, text) for conn, c in self._conns.items() if c.seat is not None]

    def _notice(self, kind: str, seat: Seat, now: float, skip: int | None = None) -> list[Out]:
        """Tell the table about `seat` in one line, then who sits where now."""
        frame = {"type": "notice", "kind": kind, "seat": seat.number, "name": seat.name,
                 "text": NOTICES[kind].format(name=seat.name)}
        self._local.append(frame)
        text = p.dumps(frame)
        out = [(conn, text) for conn, c in self._conns.items()
               if c.seat is not None and conn != skip]
        return out + self._seats_changed()


__all__ = ["Room", "Conn", "SeatInfo"]
