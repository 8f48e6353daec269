"""This window hosts a table: the table server on a thread of its own, its computer players
answered by the window's worker, the table kept in the data folder after every change, and
the table told to the network nearby, only while hosting.

The table file (`table.json`) holds the server's save of the table and this window's own
seat and resume token, so a host whose game crashed opens the game again and "Continue
hosting table K7QX" reopens the same table with the same code: the guests' games rejoin it
by themselves, and this window takes its seat back with its token like any guest.
"""

from __future__ import annotations

import concurrent.futures as cf
import itertools
import logging
import threading
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from callbreak.engine import (
    CALLING,
    CARDS,
    GAME_OVER,
    Action,
    Call,
    Game,
    HouseRules,
    IllegalAction,
    Play,
    SeatView,
)
from callbreak.store import atomic
from callbreak.store.writer import Writer

from ..shell.thinker import JobKind
from .place import Announcing, NetPlace

if TYPE_CHECKING:
    from callbreak.net.server import ServerThread

    from ..shell.context import App
    from ..shell.thinker import Thinker

log = logging.getLogger(__name__)

TABLE_FILE = "table.json"
FILE_FORMAT = 1
_hostings = itertools.count(1)  # each hosting's computer players are players of their own


@dataclass(frozen=True)
class SavedTable:
    """A hosted table kept on disk: its code, the server's save, this window's seat."""

    code: str
    data: dict[str, Any]  # the server's save of the table (HostedTable.to_json)
    seat: int
    token: str | None
    port: int | None  # where it listened: the guests' games come back to the same port


def table_path(app: App) -> Path | None:
    return app.store.data_dir / TABLE_FILE if app.store is not None else None


def saved_table(app: App) -> SavedTable | None:
    """The table this window hosted and may continue: started, not over, readable."""
    path = table_path(app)
    if path is None:
        return None
    found = atomic.read_json(path)
    if found.status != atomic.OK:
        return None
    doc = found.value
    try:
        table = doc["table"]
        if doc["format"] != FILE_FORMAT or not isinstance(table["game"], dict) or \
                Game.from_json(table["game"]).phase == GAME_OVER:
            return None
        token, port = doc.get("token"), doc.get("port")
        return SavedTable(str(table["code"]), table, int(doc.get("seat") or 0),
                          token if isinstance(token, str) else None,
                          port if isinstance(port, int) and 0 < port < 65536 else None)
    except (TypeError, KeyError, ValueError, IllegalAction):
        return None


class TableFile:
    """`table.json` written on a writer thread of its own (the server never waits on the
    disk); the newest state of the table wins."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seat = 0
        self.token: str | None = None
        self.port: int | None = None
        self._writer = Writer(self._apply)

    def save(self, code: str, data: dict[str, Any] | None) -> None:
        """The server's save callback: the table's state, or None when it is done."""
        if data is None:
            self._writer.submit(self.path, None, None)
            return
        doc = {"format": FILE_FORMAT, "table": data, "seat": self.seat, "token": self.token,
               "port": self.port}
        self._writer.submit(self.path, atomic.dumps(doc), doc)

    def forget(self) -> None:
        self._writer.submit(self.path, None, None)

    def close(self) -> None:
        self._writer.close(5.0)

    @staticmethod
    def _apply(path: Path, data: bytes | None) -> None:
        try:
            if data is None:
                atomic.remove(path)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                atomic.write_bytes(path, data)
        except OSError as exc:
            log.warning("the hosted table could not be kept in %s: %s", path, exc)


def worker_think(thinker: Thinker, pause: Callable[[], float],
                 game: str) -> Callable[[int, SeatView, str], cf.Future[Action]]:
    """The server's `think` for computer players: the window's worker answers (the window
    never loads the players); the answer comes no sooner than a computer player's pause
    at the table, so friends watch them play at the game's pace."""

    def think(seat: int, view: SeatView, level: str) -> cf.Future[Action]:
        calling = view.phase == CALLING
        kind = JobKind.CALL if calling else JobKind.CARD
        seed = zlib.crc32(f"{game}/{seat}".encode())
        job = thinker.ask(kind, (game, seat, level), level, seed, view)
        out: cf.Future[Action] = cf.Future()

        def finish(*_: object) -> None:
            answer = int(job.result())  # always a legal answer: a safe one if it failed
            action: Action = Call(seat, answer) if calling else Play(seat, CARDS[answer])
            wait = pause()
            if wait > 0:
                threading.Timer(wait, out.set_result, (action,)).start()
            else:
                out.set_result(action)

        if job.future is None:
            finish()
        else:
            job.future.add_done_callback(finish)
        return out

    return think


class Hosting:
    """While this window hosts: `start()` (the port), `announce(...)`, `stop()`."""

    def __init__(self, app: App, place: NetPlace, saved: SavedTable | None = None) -> None:
        self.app, self.place, self.saved = app, place, saved
        path = table_path(app)
        self.file = TableFile(path) if path is not None else None
        if self.file is not None and saved is not None:
            self.file.seat, self.file.token = saved.seat, saved.token
        self.server: ServerThread | None = None
        self.port = 0
        self._announced: Announcing | None = None

    def start(self) -> int:
        """Listen (on the place's address) and return the port; OSError if it cannot."""
        from callbreak.net.server import ServerThread  # the sockets' code, only to host

        self.app.thinker.warm_up()  # the worker is made here, not on the server's thread
        think = worker_think(self.app.thinker, self.app.ai_pause, f"friends-{next(_hostings)}")
        saved = self.saved
        ports = [self.place.port]
        if saved is not None and saved.port is not None:
            ports.insert(0, saved.port)  # where the guests' games look for it again
        for i, port in enumerate(ports):
            self.server = ServerThread(
                think, self.file.save if self.file is not None else None,
                (lambda: [saved.data]) if saved is not None else None,
                host=self.place.bind(), port=port, max_tables=1,
                idle_seconds=self.app.settings.friend_wait or None)
            try:
                self.port = self.server.start()
                break
            except Exception as exc:
                self.server.stop(2.0)
                if i == len(ports) - 1:
                    raise OSError(f"the table server could not start: {exc}") from exc
        if self.file is not None:
            self.file.port = self.port
        return self.port

    @property
    def own_address(self) -> str:
        """Where this window's own game joins the table it hosts."""
        return f"{self.place.own_address()}:{self.port}"

    @property
    def shown_address(self) -> str:
        """Where friends join it: this computer's address and the port."""
        return f"{self.place.shown_address()}:{self.port}"

    def seated(self, seat: int, token: str | None) -> None:
        """This window's own seat and token, kept with the table."""
        if self.file is not None:
            self.file.seat, self.file.token = seat, token

    def announce(self, host_name: str, rules: HouseRules, level: str, free: int) -> None:
        """Tell the network nearby (again, with the free seats now)."""
        from callbreak.net.discovery import TableInfo

        info = TableInfo(host_name, rules, free, level)
        if self._announced is None:
            self._announced = self.place.announce(info, self.port)
        else:
            self._announced.update(info)

    def stop(self, keep: bool = True) -> None:
        """Stop announcing and hosting (the table saved, every guest told); `keep` False
        forgets the table (it never started)."""
        announced, self._announced = self._announced, None
        if announced is not None:
            announced.close()
        server, self.server = self.server, None
        if server is not None:
            # a table that never started will not come back: its guests stop waiting
            server.stop(5.0, reason="shutdown" if keep else "host_left")
        if self.file is not None:
            if not keep:
                self.file.forget()
            self.file.close()


__all__ = ["Hosting", "SavedTable", "TableFile", "saved_table", "worker_think", "TABLE_FILE"]
