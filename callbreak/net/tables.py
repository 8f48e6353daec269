"""Tables: the many friends' tables of one server, by code, sans-IO.

A fresh connection's first frame routes it: `create` opens a new table with a fresh code
and seats the connection at seat 0 (its owner), `join` sends it to the table of that code.
After that, every frame of the connection goes to its table only, so two tables never see
each other's frames.

Nobody can walk the codes: a join to a code no table has, or a code that cannot be one,
counts as a wrong code against the connection's address (guard.py); so does, in a budget of
its own, a create that proposes a code (its `taken` would say a table has the code). An
address that must wait gets `bye` `too_many_tries` with the seconds to wait, before any
code of its is looked up; only a join with a token of a seat at that table still sits
down (its 128 random bits are not guessed). A connection is sent away after
MAX_WRONG_CODES wrong codes as well.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from callbreak.engine import Action, SeatView

from . import protocol as p
from .guard import PROPOSALS_FORGIVE, PROPOSALS_FREE, WrongCodes
from .protocol import ErrorCode, Out
from .table import HostedTable

MAX_TABLES = 100
MAX_WRONG_CODES = 5  # wrong table codes a connection may try before it is sent away
ABANDONED_SECONDS = 6 * 3600.0  # a table nobody has been at for this long is let go


@dataclass
class _Fresh:
    """A connection not at a table yet."""

    rate: p.RateLimit = field(default_factory=p.RateLimit)
    wrong: int = 0
    address: str = ""  # what its wrong codes count against (guard.address_of)


class Tables:
    def __init__(self, *, max_tables: int = MAX_TABLES, rng: random.Random | None = None,
                 idle_seconds: float | None = None, next_round_seconds: float = 30.0,
                 abandoned_seconds: float = ABANDONED_SECONDS,
                 default_level: str = "hard", code_length: int = p.CODE_LENGTH,
                 wrong_codes: WrongCodes | None = None,
                 proposals: WrongCodes | None = None) -> None:
        self.max_tables = max_tables
        self.code_length = code_length  # of the codes the server picks (CODE_LENGTHS)
        self.wrong_codes = wrong_codes or WrongCodes()
        # creates that propose a code, per address: a balancer's creators propose every code
        self.proposals = proposals or WrongCodes(free=PROPOSALS_FREE, forgive=PROPOSALS_FORGIVE)
        self.default_level = default_level  # for a table whose creator names no level
        self.idle_seconds, self.next_round_seconds = idle_seconds, next_round_seconds
        self.abandoned_seconds = abandoned_seconds
        self._rng = rng or random.SystemRandom()
        self._tables: dict[str, HostedTable] = {}
        self._fresh: dict[int, _Fresh] = {}
        self._at: dict[int, str] = {}  # connection -> the code of its table

    # -- reading ------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._tables)

    def __iter__(self) -> Iterator[HostedTable]:
        return iter(list(self._tables.values()))

    def values(self) -> list[HostedTable]:
        return list(self._tables.values())

    def get(self, code: str) -> HostedTable | None:
        return self._tables.get(code)

    def table_of(self, conn: int) -> HostedTable | None:
        code = self._at.get(conn)
        return None if code is None else self._tables.get(code)

    def computer_turns(self) -> list[tuple[str, int, SeatView]]:
        """Every (table code, seat, view) a computer player must act for now."""
        out = []
        for code, table in self._tables.items():
            turn = table.computer_turn()
            if turn is not None:
                out.append((code, turn[0], turn[1]))
        return out

    # -- tables ---------------------------------------------------------------------------------
    def add(self, table: HostedTable) -> None:
        """A table reopened from its save (same code, same tokens)."""
        if table.code in self._tables:
            raise ValueError(f"a table {table.code} is open already")
        self._tables[table.code] = table

    def remove(self, code: str) -> list[Out]:
        """Let a table go; its connections are sent away."""
        table = self._tables.pop(code, None)
        if table is None:
            return []
        out = table.leave_all("closed")
        for conn in [c for c, at in self._at.items() if at == code]:
            del self._at[conn]
        return out

    # -- connections ----------------------------------------------------------------------------
    def open(self, conn: int, now: float, address: str = "") -> list[Out]:
        """A new connection, from `address` (guard.address_of; "" counts as one address)."""
        self._fresh[conn] = _Fresh(address=address)
        return []

    def close(self, conn: int, now: float) -> list[Out]:
        self._fresh.pop(conn, None)
        table = self.table_of(conn)
        self._at.pop(conn, None)
        return [] if table is None else table.close(conn, now)

    def receive(self, conn: int, text: str | bytes, now: float) -> list[Out]:
        table = self.table_of(conn)
        if table is not None:
            return self._follow(conn, table.receive(conn, text, now))
        fresh = self._fresh.setdefault(conn, _Fresh())
        if fresh.wrong >= MAX_WRONG_CODES:  # sent away already: nothing more is read
            return [(conn, p.dumps(p.bye_frame("too_many_tries")))]
        if not fresh.rate.allow(now):
            return [(conn, p.dumps(p.error_frame(ErrorCode.TOO_FAST)))]
        if p.too_big(text):
            return [(conn, p.dumps(p.error_frame(ErrorCode.TOO_BIG)))]
        try:
            frame = p.parse_client(text)
        except p.FrameError as exc:
            if exc.code is ErrorCode.BAD_CODE:
                return self._wrong_code(conn, fresh, ErrorCode.BAD_CODE, now)
            if exc.code is ErrorCode.VERSION:  # an older game: told, with our version
                return [(conn, p.dumps(p.version_error()))]
            return [(conn, p.dumps(p.error_frame(exc.code)))]
        if isinstance(frame, p.Create):
            return self._create(conn, fresh, frame, now)
        if isinstance(frame, p.Join):
            table = self._tables.get(frame.table)
            wait = self.wrong_codes.wait(fresh.address, now)
            if wait > 0 and (table is None or frame.token is None
                             or not table.holds_token(frame.token)):
                return self._send_away(conn, fresh, wait)
            if table is None:
                return self._wrong_code(conn, fresh, ErrorCode.NO_TABLE, now)
            return self._seat(conn, table, table.handle(conn, frame, now))
        return [(conn, p.dumps(p.error_frame(ErrorCode.NOT_SEATED)))]

    def _create(self, conn: int, fresh: _Fresh, frame: p.Create, now: float) -> list[Out]:
        if len(self._tables) >= self.max_tables:
            return [(conn, p.dumps(p.error_frame(ErrorCode.BUSY)))]
        if frame.table is not None:  # "taken" would say a table has that code: a guess
            wait = max(self.wrong_codes.wait(fresh.address, now),
                       self.proposals.wait(fresh.address, now))
            if wait > 0:
                return self._send_away(conn, fresh, wait)
            wait = self.proposals.wrong(fresh.address, now)
            if frame.table in self._tables:
                out = [(conn, p.dumps(p.error_frame(ErrorCode.TAKEN)))]
                return out + ([(conn, p.dumps(_goodbye(wait)))] if wait > 0 else [])
        code = frame.table or p.new_code(self._rng, set(self._tables), self.code_length)
        while len(code) < self.code_length:  # a short proposal to a server of long codes:
            # lengthened, its first characters kept (a balancer routing by them still
            # sends the guests here)
            longer = code + p.new_code(self._rng, length=self.code_length - len(code))
            code = code if longer in self._tables else longer
        table = HostedTable(code, frame.rules, frame.level or self.default_level,
                            idle_seconds=self.idle_seconds,
                            next_round_seconds=self.next_round_seconds)
        self._tables[code] = table
        return self._seat(conn, table, table.join(conn, frame.name, None, now))

    def _seat(self, conn: int, table: HostedTable, out: list[Out]) -> list[Out]:
        """The connection is at `table` once the table seated it; refused (full, a bad
        token), it stays a fresh connection."""
        if table.seat_of(conn) is not None:
            self._fresh.pop(conn, None)
            self._at[conn] = table.code
        else:
            table.close(conn, 0.0)
        return self._follow(conn, out)

    def _wrong_code(self, conn: int, fresh: _Fresh, code: ErrorCode,
                    now: float) -> list[Out]:
        """A wrong code: its error, and goodbye when the connection or its address has
        tried too many (the goodbye says how long the address must wait)."""
        fresh.wrong += 1
        wait = self.wrong_codes.wrong(fresh.address, now)
        out = [(conn, p.dumps(p.error_frame(code)))]
        if fresh.wrong >= MAX_WRONG_CODES or wait > 0:
            fresh.wrong = MAX_WRONG_CODES
            out.append((conn, p.dumps(_goodbye(wait))))
        return out

    def _send_away(self, conn: int, fresh: _Fresh, wait: float) -> list[Out]:
        """The address must wait: goodbye, without looking the code up."""
        fresh.wrong = MAX_WRONG_CODES
        return [(conn, p.dumps(_goodbye(wait)))]

    def _follow(self, conn: int, out: list[Out]) -> list[Out]:
        """Forget the connections a table let go (left, or replaced by their seat's token)."""
        for target in {conn, *(target for target, _ in out)}:
            table = self.table_of(target)
            if table is not None and target not in table.connections():
                del self._at[target]
        return out

    def computer_act(self, code: str, seat: int, action: Action, now: float) -> list[Out]:
        table = self._tables.get(code)
        return [] if table is None else table.computer_act(seat, action, now)

    def tick(self, now: float) -> list[Out]:
        """Time passes: the wrong codes' counts, and every table (`tick_tables`)."""
        self.forget_quiet(now)
        return self.tick_tables(now, self.values())

    def forget_quiet(self, now: float) -> None:
        """The addresses quiet long enough lose their wrong codes and proposals."""
        self.wrong_codes.forget_quiet(now)
        self.proposals.forget_quiet(now)

    def tick_tables(self, now: float, tables: Iterable[HostedTable]) -> list[Out]:
        """Time passes for these tables (a server spreads its tables over slices of its
        loop): each one's clock, and a table nobody has been at for hours let go. A table
        let go meanwhile is passed over."""
        out: list[Out] = []
        for table in tables:
            if self._tables.get(table.code) is not table:
                continue
            out += table.tick(now)
            if not table.people_connected() and \
                    now - table.last_active >= self.abandoned_seconds:
                out += self.remove(table.code)
        return out

    def leave_all(self, reason: str, now: float | None = None) -> list[Out]:
        """Goodbye to every connection of every table (the server stops); the tables stay,
        to be saved."""
        out: list[Out] = []
        for table in self._tables.values():
            out += table.leave_all(reason)
        bye = p.dumps(p.bye_frame(reason))
        out += [(conn, bye) for conn in self._fresh]
        self._fresh.clear()
        self._at.clear()
        return out


def _goodbye(wait: float) -> p.Frame:
    """`bye` `too_many_tries`; with a wait, the whole seconds until a code is looked up."""
    frame = p.bye_frame("too_many_tries")
    if wait > 0:
        frame["wait"] = math.ceil(wait)
    return frame


__all__ = ["Tables", "MAX_TABLES", "MAX_WRONG_CODES", "ABANDONED_SECONDS"]
