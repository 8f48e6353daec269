"""The table server: WebSockets on one port around the host's authority (`Tables`).

Many tables share one port; a guest's connection reaches its table by the `create` or
`join` frame it sends first (the core routes it). This module only moves frames and time:

- each connection gets a number; its text frames go to `Tables.receive` as they come, and
  the frames the core answers are written to their connections at once, in order, without
  waiting (a guest that stops reading, more than WRITE_LIMIT bytes behind, is dropped and
  comes back with its token, rather than the server holding an endless backlog for it);
  frames are not compressed: they are small, and the server's CPU is worth more;
- a frame over MAX_SOCKET_FRAME bytes is refused by the socket library before it is even
  read whole (the connection closes with 1009); up to that size the core refuses anything
  over MAX_FRAME with an error frame, before parsing;
- the clock: a bounded periodic task ticks every table every TICK_SECONDS (the 30 s between
  rounds, idle guests, a reopened table's wait for its guests), TICK_SLICE tables at a
  time with the loop free between them;
- computer players: when a table's turn is a computer's, `think(seat, view, level)` is
  asked (one question per table at a time) and its answer handed to `computer_act`;
  `think` may answer an Action, an awaitable or a concurrent Future of one, so the CLI runs
  `callbreak.ai` on a process pool and the window asks its worker: the loop never blocks;
- saving, by group commit: after every change of a table (a call, a card, a seat) the
  table is marked, and the frames to send are held. One commit at a time takes every
  marked table as it is then and hands the group to the disk thread (`save_many(batch)`,
  one flush to the disk for the whole group; or `save(code, data)` table by table, for a
  window's one table; `data` None: the table is gone); when it is durable, the frames
  held before the commit began are written. So a guest never sees a move the disk does
  not hold (a crash loses nothing anyone was told), one flush serves every move made
  while the last one ran, and a busy server's commits simply grow;
  `load()` gives the saved tables when the server starts, reopened with their codes and
  tokens so the guests' clients come back by themselves;
- the address a connection's wrong codes count against (guard.py): its socket's, or
  behind a proxy the operator trusts (`trusted_proxies`), the one that proxy wrote in
  X-Forwarded-For (a header anyone else sends is not believed);
- what it measures of itself (gauge.py: how long each change's frames waited, the loop's
  lateness, the commits) is a line in the log every `report_seconds`, when given;
- `shutdown` saves every table, says goodbye to every guest ("bye", "shutdown") and
  closes.

`TableServer` lives on a running asyncio loop; `ServerThread` runs one on a thread of its
own for a window that hosts. Nothing here imports pygame or the computer players.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import errno
import inspect
import itertools
import logging
import threading
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Union

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.protocol import State

from callbreak.engine import Action, Call, Play, SeatView

from .gauge import Gauge
from .guard import Network, address_of
from .heap import Heap
from .protocol import DEFAULT_PORT, MAX_FRAME, Out
from .table import HostedTable
from .tables import Tables

log = logging.getLogger(__name__)

Thought = Union[Action, Awaitable[Action], "concurrent.futures.Future[Action]"]
Think = Callable[[int, SeatView, str], Thought]  # (seat, view, the table's level)
Save = Callable[[str, "dict[str, Any] | None"], None]  # runs on the server's disk thread
Saved = tuple[str, "dict[str, Any] | None"]
SaveMany = Callable[[list[Saved]], None]  # the whole group durable when it returns
Load = Callable[[], Iterable[dict[str, Any]]]

# the socket library refuses larger frames before reading them whole; between MAX_FRAME and
# this the core answers "too_big" in words (a frame is refused before parsing either way)
MAX_SOCKET_FRAME = 4 * MAX_FRAME
WRITE_LIMIT = 1 << 20  # bytes waiting for one guest before the guest is dropped
TICK_SECONDS = 0.25
PORT_TRIES = 20  # the default port, or the next free one among this many
PING_SECONDS = 10.0  # a guest gone silent (lid closed) is noticed within about twice this
THINK_SECONDS = 60.0  # a computer player that has not answered by then gets a safe answer
BYE_START = '{"type":"bye"'  # protocol.dumps writes the type first, compactly
WATCH_SECONDS = 0.02  # how often the loop's lateness is sampled, when the server reports
# the clock's work in slices of this many tables, the loop free between them: at 1,000
# tables the whole took 5-7 ms of CPU, every frame waiting behind it (gauge.py said)
TICK_SLICE = 100


@dataclass
class Counters:
    """What the server has done, for the log and the benchmark."""

    connections: int = 0
    frames_in: int = 0
    frames_out: int = 0
    dropped_slow: int = 0


def safe_action(seat: int, view: SeatView) -> Action:
    """An answer that is always allowed: the lowest call, or the first legal card. Used
    when a computer player fails or is too slow, so a table never gets stuck."""
    if view.legal:
        return Play(seat, view.legal[0])
    return Call(seat, view.rules.min_call)


class TableServer:
    """The transport around `tables`, on the running asyncio loop. `listen`, then
    `wait_stopped()`; `shutdown()` saves, says goodbye and closes."""

    def __init__(self, tables: Tables, think: Think, save: Save | None = None, *,
                 clock: Callable[[], float] = time.monotonic,
                 tick_seconds: float = TICK_SECONDS, write_limit: int = WRITE_LIMIT,
                 ping_seconds: float | None = PING_SECONDS,
                 think_seconds: float = THINK_SECONDS,
                 trusted_proxies: tuple[Network, ...] = (),
                 save_many: SaveMany | None = None, tend_heap: bool = False,
                 report_seconds: float | None = None) -> None:
        self.tables = tables
        self.trusted_proxies = trusted_proxies
        self.think = think
        self.save = save
        self._store: SaveMany | None = save_many or (None if save is None
                                                     else _one_by_one(save))
        self.clock = clock
        self.tick_seconds = tick_seconds
        self.write_limit = write_limit
        self.ping_seconds = ping_seconds
        self.think_seconds = think_seconds
        self.counters = Counters()
        self.host = "127.0.0.1"
        self.port = 0
        self._server: Server | None = None
        self._links: dict[int, ServerConnection] = {}
        self._ids = itertools.count(1)
        self._saved: dict[str, int] = {}  # a table's change count when last marked for saving
        self._unsaved: dict[str, HostedTable | None] = {}  # to save, oldest first; None: gone
        self._saving = asyncio.Event()  # set when something waits to be saved or sent
        self._held: list[Out] = []  # frames waiting for the commit of what they show
        self._held_at: list[float] = []  # when each change that made them was made
        # each commit's longest hold of a frame, in seconds (for the log and the benchmark)
        self.holds: collections.deque[float] = collections.deque(maxlen=100_000)
        self._saver: asyncio.Task[None] | None = None
        self.commits = 0  # group commits so far (for the log and the benchmark)
        self._disk = concurrent.futures.ThreadPoolExecutor(1, "callbreak-table-saves")
        self._thinking: dict[str, asyncio.Task[None]] = {}
        self._ticker: asyncio.Task[None] | None = None
        self._background: set[asyncio.Future[None]] = set()
        self._stopped = asyncio.Event()
        self._closing = False
        # a server process of its own keeps the collector's full walks short (heap.py); a
        # window that hosts leaves its process's collector alone
        self.heap = Heap(clock()) if tend_heap else None
        self.gauge = None if report_seconds is None else Gauge(clock(), report_seconds)
        self._watcher: asyncio.Task[None] | None = None

    # -- starting and stopping -------------------------------------------------------------
    def reopen(self, saved: Iterable[dict[str, Any]]) -> int:
        """Put saved tables back at their codes; returns how many came back."""
        count = 0
        for data in saved:
            try:
                table = HostedTable.from_json(data, now=self.clock())
            except (ValueError, KeyError, TypeError) as exc:
                log.warning("a saved table could not be reopened: %s", exc)
                continue
            self.tables.add(table)
            self._saved[table.code] = table.changes
            count += 1
        return count

    async def listen(self, host: str = "127.0.0.1", port: int | None = None) -> int:
        """Start listening; returns the port. `port` None: DEFAULT_PORT or the next free
        one of PORT_TRIES; 0: any free port; otherwise exactly that one (OSError if taken)."""
        candidates = (range(DEFAULT_PORT, DEFAULT_PORT + PORT_TRIES) if port is None
                      else [port])
        for candidate in candidates:
            try:
                self._server = await serve(
                    self._serve_one, host, candidate, max_size=MAX_SOCKET_FRAME,
                    max_queue=16, compression=None, ping_interval=self.ping_seconds,
                    ping_timeout=self.ping_seconds, close_timeout=2.0,
                    process_request=_health)
            except OSError as exc:
                if exc.errno != errno.EADDRINUSE or candidate == candidates[-1]:
                    raise
                continue
            break
        assert self._server is not None
        self.host = host
        self.port = self._server.sockets[0].getsockname()[1]
        self._ticker = asyncio.create_task(self._tick_loop(), name="callbreak-ticks")
        self._saver = asyncio.create_task(self._save_loop(), name="callbreak-saves")
        if self.gauge is not None:
            self._watcher = asyncio.create_task(self._watch_loop(), name="callbreak-watch")
            if self.heap is not None:  # a process of its own: its collector is the server's
                self.gauge.watch_collector()
        for table in list(self.tables.values()):
            self._settle(table)
        log.info("listening on %s", self.address)
        return self.port

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"

    async def wait_stopped(self) -> None:
        await self._stopped.wait()

    async def shutdown(self, reason: str = "shutdown", timeout: float = 5.0) -> None:
        """Save every table, say goodbye to every guest, close every connection."""
        if self._closing:
            await self._stopped.wait()
            return
        self._closing = True
        for task in (self._ticker, self._watcher):
            if task is not None:
                task.cancel()
        if self.gauge is not None:
            self.gauge.unwatch_collector()
        for task in list(self._thinking.values()):
            task.cancel()
        try:
            self._send(self.tables.leave_all(reason, self.clock()))
        finally:  # whatever happened, every table is saved, and the goodbyes said after
            for table in self.tables.values():
                self._save(table, force=True)
            self._saving.set()
            if self._saver is not None:  # it ends after the commit it may be in
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await self._saver
            while self._held or self._unsaved:
                await self._commit()
            self._disk.shutdown(wait=True)
        if self._server is not None:  # the goodbyes are written; now the closing frames
            self._server.close()
            with contextlib.suppress(asyncio.TimeoutError, TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), timeout)
        self._stopped.set()
        log.info("stopped: %d tables saved", len(list(self.tables.values())))
        if self.holds:
            holds = sorted(self.holds)
            log.info("%d commits; frames held for the disk p50 %.1f ms, p99 %.1f ms (the "
                     "longest-held of each commit)", self.commits,
                     1000 * holds[len(holds) // 2], 1000 * holds[int(0.99 * (len(holds) - 1))])

    # -- one connection --------------------------------------------------------------------
    async def _serve_one(self, ws: ServerConnection) -> None:
        conn = next(self._ids)
        self._links[conn] = ws
        self.counters.connections += 1
        self._send(self.tables.open(conn, self.clock(), self._address(ws)))
        try:
            async for message in ws:
                if self._closing:
                    break
                self.counters.frames_in += 1
                outs = self.tables.receive(conn, message, self.clock())
                self._send(outs)
                table = self.tables.table_of(conn)
                if table is not None:
                    self._settle(table)
        except ConnectionClosed:
            pass
        finally:
            table = self.tables.table_of(conn)
            if not self._closing:
                self._send(self.tables.close(conn, self.clock()))
                if table is not None:
                    self._settle(table)
            self._links.pop(conn, None)

    def _address(self, ws: ServerConnection) -> str:
        """What this connection's wrong codes count against (guard.address_of)."""
        remote = ws.remote_address
        peer = str(remote[0]) if isinstance(remote, tuple) and remote else str(remote or "")
        forwarded = ws.request.headers.get_all("X-Forwarded-For") \
            if self.trusted_proxies and ws.request is not None else []
        return address_of(peer, forwarded, self.trusted_proxies)

    def _send(self, outs: list[Out]) -> None:
        """Send these frames once what they show is on disk: held for the next commit (or
        at once, when nothing is saved)."""
        if not outs:
            return
        if self._store is None:
            self._write_out(outs)
            return
        self._held_at.append(time.perf_counter())
        self._held += outs
        self._saving.set()

    def _write_out(self, outs: list[Out]) -> None:
        """Write each frame to its connection now, in order (the socket library's broadcast
        writes without waiting; a connection's frames keep their order)."""
        for conn, text in outs:
            ws = self._links.get(conn)
            if ws is None or ws.protocol.state is not State.OPEN:
                continue  # gone already: the core hears of it through close()
            broadcast([ws], text)
            self.counters.frames_out += 1
            if text.startswith(BYE_START):  # goodbye said: nothing more for this guest
                self._links.pop(conn, None)
                self._later(ws.close(1000, "bye"))
            elif ws.transport.get_write_buffer_size() > self.write_limit:
                self.counters.dropped_slow += 1
                log.info("connection %d stopped reading; dropped", conn)
                ws.transport.abort()

    def _later(self, work: Awaitable[None]) -> None:
        """Run `work` on the loop, keeping hold of it until it is done."""
        task = asyncio.ensure_future(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # -- after a table moved: save it, let a computer player act ---------------------------
    def _settle(self, table: HostedTable) -> None:
        if self.tables.get(table.code) is not table:
            return  # dropped already
        if table.finished:
            self._send(self.tables.remove(table.code))
            self._forget(table.code)
            return
        self._save(table)
        self._let_computer_act(table)

    def _forget(self, code: str) -> None:
        """A table let go (finished, or abandoned for hours): its save goes too."""
        self._saved.pop(code, None)
        task = self._thinking.pop(code, None)
        if task is not None:
            task.cancel()
        if self._store is not None:
            self._unsaved.pop(code, None)
            self._unsaved[code] = None
            self._saving.set()

    def _save(self, table: HostedTable, force: bool = False) -> None:
        """Mark the table for saving if it moved since it was last marked."""
        if self._store is None or (not force and self._saved.get(table.code) == table.changes):
            return
        self._saved[table.code] = table.changes
        self._unsaved.setdefault(table.code, table)
        self._saving.set()

    async def _save_loop(self) -> None:
        while not self._closing:
            await self._saving.wait()
            self._saving.clear()
            try:
                await self._commit()
            except Exception:  # noqa: BLE001 - the commits must go on, or nothing is sent
                log.exception("a commit failed")

    async def _commit(self) -> None:
        """One group commit: every marked table as it is now, to the disk in one trip
        (one flush for the group), then the frames held before it began. Frames and marks
        are made together, on this loop, so every held frame's table is in this group or
        an earlier one. A disk that fails is logged and the frames go all the same: a
        full disk must not stop the game."""
        held, self._held = self._held, []
        made, self._held_at = self._held_at, []
        began = time.thread_time()  # the loop's CPU, not its waits for a core
        batch: list[Saved] = []
        for code, table in self._unsaved.items():
            try:
                batch.append((code, None if table is None else table.to_json()))
            except Exception:  # noqa: BLE001 - one table's fault must not stop the others
                log.exception("table %s could not be written as JSON", code)
        self._unsaved.clear()
        if batch and self._store is not None:
            if self.gauge is not None:
                self.gauge.commit(len(batch), time.thread_time() - began)
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(self._disk, self._write, self._store, batch)
            self.commits += 1
        self._write_out(held)
        if made:
            done = time.perf_counter()
            self.holds.append(done - made[0])
            if self.gauge is not None:
                self.gauge.answered(made, done)

    @staticmethod
    def _write(store: SaveMany, batch: list[Saved]) -> None:
        """On the disk thread: the group, durable when this returns."""
        try:
            store(batch)
        except Exception:  # noqa: BLE001 - a full disk must not stop the game
            log.exception("tables %s could not be saved", ", ".join(c for c, _ in batch))

    def _let_computer_act(self, table: HostedTable) -> None:
        if self._closing or table.code in self._thinking:
            return
        turn = table.computer_turn()
        if turn is None:
            return
        seat, view = turn
        task = asyncio.create_task(self._think_for(table, seat, view))
        self._thinking[table.code] = task

    async def _think_for(self, table: HostedTable, seat: int, view: SeatView) -> None:
        try:
            action = await asyncio.wait_for(self._ask(seat, view, table.level),
                                            self.think_seconds)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a failed player still gives a legal answer
            log.exception("the computer player for table %s seat %d failed", table.code, seat)
            action = safe_action(seat, view)
        finally:
            self._thinking.pop(table.code, None)
        if self._closing:
            return
        try:
            outs = table.computer_act(seat, action, self.clock())
        except Exception:  # noqa: BLE001 - refused answer: play the safe one instead
            log.exception("table %s refused a computer player's answer", table.code)
            outs = table.computer_act(seat, safe_action(seat, view), self.clock())
        self._send(outs)
        self._settle(table)

    async def _ask(self, seat: int, view: SeatView, level: str) -> Action:
        answer = self.think(seat, view, level)
        if isinstance(answer, concurrent.futures.Future):
            return await asyncio.wrap_future(answer)
        if inspect.isawaitable(answer):
            return await answer
        return answer

    async def _tick_loop(self) -> None:
        while not self._closing:
            await asyncio.sleep(self.tick_seconds)
            try:
                self.tables.forget_quiet(self.clock())
                tables = self.tables.values()
                for start in range(0, len(tables), TICK_SLICE):
                    if start:  # the frames that came meanwhile are read between slices
                        await asyncio.sleep(0)
                    part = tables[start:start + TICK_SLICE]
                    self._send(self.tables.tick_tables(self.clock(), part))
                    for table in part:
                        self._settle(table)
                for code in set(self._saved) - {t.code for t in self.tables.values()}:
                    self._forget(code)  # let go by the core (abandoned)
                if self.heap is not None:
                    self.heap.tend(self.clock())
                line = None if self.gauge is None else self.gauge.report(self.clock())
                if line is not None:
                    log.info("%s", line)
            except Exception:  # noqa: BLE001 - the clock must keep going
                log.exception("a tick failed")


    async def _watch_loop(self) -> None:
        """How late the loop wakes, for the gauge: a frame arriving meanwhile waits as long
        before it is read."""
        assert self.gauge is not None
        loop = asyncio.get_running_loop()
        while not self._closing:
            began, cpu = loop.time(), time.thread_time()
            await asyncio.sleep(WATCH_SECONDS)
            self.gauge.late(loop.time() - began - WATCH_SECONDS, time.thread_time() - cpu)


def _one_by_one(save: Save) -> SaveMany:
    """A group saved table by table with `save` (each its own atomic write); one that fails
    does not stop the others."""
    def save_many(batch: list[Saved]) -> None:
        for code, data in batch:
            try:
                save(code, data)
            except Exception:  # noqa: BLE001 - a full disk must not stop the game
                log.exception("table %s could not be saved", code)
    return save_many


def _health(connection: ServerConnection, request: Request) -> Response | None:
    """A plain GET /health answers "ok" (for a load balancer's checks); anything else goes
    on to the WebSocket handshake."""
    if request.path.split("?")[0] == "/health" and "Upgrade" not in request.headers:
        return Response(200, "OK", Headers([("Content-Type", "text/plain")]), b"ok\n")
    return None


class ServerThread:
    """A `TableServer` on a daemon thread with its own loop, for a window that hosts.
    `start()` returns the port once listening (bounded wait); `stop()` saves, says goodbye
    and joins the thread (bounded)."""

    def __init__(self, think: Think, save: Save | None = None, load: Load | None = None, *,
                 host: str = "127.0.0.1", port: int | None = None,
                 max_tables: int = 1, idle_seconds: float | None = None,
                 **options: Any) -> None:
        self.think, self.save, self.load = think, save, load
        # a guest silent this long on their turn is played for (None: never)
        self.idle_seconds = idle_seconds
        self.host, self.wanted_port, self.max_tables = host, port, max_tables
        self.options = options
        self.server: TableServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._started: concurrent.futures.Future[int] = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._main, name="callbreak-table-server",
                                        daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        self._thread.start()
        return self._started.result(timeout)

    def stop(self, timeout: float = 10.0, reason: str = "shutdown") -> None:
        """Save, say goodbye and end the thread. `reason`: "shutdown" (the table comes back:
        the guests' games wait for it) or "host_left" (it will not: they stop)."""
        loop, server = self._loop, self.server
        if loop is not None and server is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError, concurrent.futures.TimeoutError):
                asyncio.run_coroutine_threadsafe(server.shutdown(reason, timeout / 2),
                                                 loop).result(timeout)
        self._thread.join(timeout)

    def call(self, action: Callable[[TableServer], Any], timeout: float = 5.0) -> Any:
        """Run `action(server)` on the server's loop and return its result (for a window
        that needs to read the table, e.g. its code and seats)."""
        loop, server = self._loop, self.server
        if loop is None or server is None:
            raise RuntimeError("the server is not running")

        async def run() -> Any:
            return action(server)

        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)

    def _main(self) -> None:
        async def go() -> None:
            self._loop = asyncio.get_running_loop()
            self.server = TableServer(Tables(max_tables=self.max_tables,
                                             idle_seconds=self.idle_seconds), self.think,
                                      self.save, **self.options)
            if self.load is not None:
                self.server.reopen(self.load())
            port = await self.server.listen(self.host, self.wanted_port)
            self._started.set_result(port)
            await self.server.wait_stopped()

        try:
            asyncio.run(go())
        except BaseException as exc:  # noqa: BLE001 - start() must hear of it
            if not self._started.done():
                self._started.set_exception(exc)
            else:
                log.exception("the table server stopped on a fault")
