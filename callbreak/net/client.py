"""A guest's side of the wire: join a table, keep the seat through drops, leave.

`Client` is one guest's connection on an asyncio loop. It joins with a name and a table
code (or creates a table on a server), keeps the resume token the host gives it, and when
the connection drops it comes back by itself: it connects again after a growing wait
(0.25 s doubling to 8 s, a little random so a restarted server is not hit by every guest
at once, at most `retries` tries in a row) and joins with its token, which gives back its
own seat and hand. It stops for good when the guest leaves, when the host says goodbye for
good (a "shutdown" is waited for: the table comes back with its save), when the host
refuses the join, or after `retries` failed tries.

`ThreadedClient` runs a `Client` on a thread of its own with thread-safe queues, for a
window: `send(frame)` never blocks and `poll()` returns the frames received since the last
poll, so a frame of the game never waits on the network.

Besides the host's frames (docs/protocol.md) the client hands over frames of its own, type
"link", which never travel on the wire: {"type": "link", "state": "connecting" | "open" |
"lost" | "closed", ...}; "lost" carries "retry_in" (seconds), "closed" carries "why"
("left", "bye", "refused", "gave_up", "stopped"). No pygame here.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import random
import threading
from collections import deque
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from websockets import version as websockets_version
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .protocol import DEFAULT_PORT, MAX_HOST_FRAME, PROTOCOL_VERSION, RATE, RATE_WINDOW, new_code

log = logging.getLogger(__name__)

Frame = dict[str, Any]

# a join refused for one of these reasons is final: trying again gets the same answer
FINAL_ERRORS = frozenset({"version", "no_table", "bad_code", "bad_token", "full", "started",
                          "busy"})
# the goodbye after which the table comes back (a server restarting, a window host that
# quit mid-game and will Continue); any other goodbye is for good
COMING_BACK = frozenset({"shutdown"})
PING_SECONDS = 10.0  # a silent host is noticed after at most twice this
OPEN_SECONDS = 5.0  # one connection attempt, handshake included
TAKEN_TRIES = 10  # codes proposed for a new table before giving up
SEND_RATE = RATE - 2  # frames a second the client sends at most: under the host's limit
TIMEOUTS = (TimeoutError, asyncio.TimeoutError)  # the same class from Python 3.11 on
# straight to the table, never through a proxy from the environment (websockets 15 and later
# would use one; earlier versions never do and have no such option)
DIRECT: dict[str, Any] = (
    {"proxy": None} if int(websockets_version.version.split(".")[0]) >= 15 else {})


def table_url(address: str, table: str | None = None) -> str:
    """The WebSocket URL for "host", "host:port", "[v6]:port" or a ws:// URL; the table code
    rides in the query (`?table=K7QX`) so a load balancer can route by it."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        url = address
    else:
        host, port = address, DEFAULT_PORT
        if address.startswith("["):  # [::1]:47474
            end = address.find("]")
            host = address[: end + 1]
            rest = address[end + 1:]
            if rest.startswith(":") and rest[1:].isdigit():
                port = int(rest[1:])
        elif address.count(":") == 1:
            name, _, number = address.partition(":")
            if number.isdigit():
                host, port = name, int(number)
        elif address.count(":") > 1:  # a bare IPv6 address
            host = f"[{address}]"
        url = f"ws://{host}:{port}/"
    if table and "?" not in url:
        if not url.endswith("/") and url.count("/") == 2:
            url += "/"
        url += f"?table={quote(table)}"
    return url


def backoff(attempt: int, first: float = 0.25, most: float = 8.0,
            rng: random.Random | None = None) -> float:
    """Seconds to wait before try number `attempt` (1, 2, ...): doubling from `first` up to
    `most`, each spread by +-20% so guests do not all come back in the same instant."""
    base: float = min(most, first * 2.0 ** min(attempt - 1, 30))
    spread: float = (rng or random.Random()).random()
    return base * (0.8 + 0.4 * spread)


class TakenCode(Exception):
    """The code proposed for a new table is some other table's: propose another."""


class Client:
    """One guest at one table, on the running asyncio loop. `on_frame` gets every frame from
    the host (as a dict) and the client's own "link" frames, in order.

    Either `table` (a code: join it) or `create` (the create frame's fields, "rules" and
    "level": a server makes a new table, with the code `propose` or a random one; a code
    some table has already is changed for another at once) is needed; `token` resumes a
    seat held before."""

    def __init__(self, address: str, name: str, on_frame: Callable[[Frame], None], *,
                 table: str | None = None, create: Frame | None = None,
                 token: str | None = None, propose: str | None = None,
                 retries: int = 20, first_delay: float = 0.25,
                 most_delay: float = 8.0, open_timeout: float = OPEN_SECONDS,
                 ping_seconds: float | None = PING_SECONDS) -> None:
        if table is None and create is None:
            raise ValueError("a table code to join, or a table to create")
        # a new table's code is proposed by its creator and rides in the URL, so a load
        # balancer that routes by ?table= sends the creator where its guests will go
        self._proposed: str | None = None if table else (
            propose or new_code(random.SystemRandom()))
        self.address = address
        self.name = name
        self.table = table.strip().upper() if table else None
        self.create = create
        self.token = token
        self.seat: int | None = None
        self.retries = retries
        self.first_delay = first_delay
        self.most_delay = most_delay
        self.open_timeout = open_timeout
        self.ping_seconds = ping_seconds
        self.state = "connecting"
        self.why: str | None = None  # why it stopped, once it has
        self._on_frame = on_frame
        self._ws: ClientConnection | None = None
        self._outbox: asyncio.Queue[Frame] = asyncio.Queue()
        self._stopping = False
        self._leaving = False
        self._wake: asyncio.Event | None = None  # set to cut a wait short when stopping
        self._rng = random.Random()
        self._sent: deque[float] = deque()  # when the last SEND_RATE frames went

    # -- what a guest does -----------------------------------------------------------------
    def send(self, frame: Frame) -> None:
        """Send an intent (call, card, next, start). Intents made while the connection is down
        are dropped: after the seat is back the guest acts on the fresh view it is sent."""
        if self.state == "open":
            self._outbox.put_nowait(frame)

    async def leave(self, timeout: float = 2.0) -> None:
        """Tell the host we leave, wait a moment for its goodbye, and stop for good."""
        self._stopping = self._leaving = True
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(ConnectionClosed, OSError, *TIMEOUTS):
                await ws.send(json.dumps({"type": "leave"}))
                await asyncio.wait_for(ws.wait_closed(), timeout)
            await ws.close()
        self._finish("left")
        self._wake_up()

    async def stop(self) -> None:
        """Drop the connection without a word (the host plays the seat) and stop."""
        self._stopping = True
        if self._ws is not None:
            await self._ws.close()
        self._finish("stopped")
        self._wake_up()

    def _wake_up(self) -> None:
        if self._wake is not None:
            self._wake.set()

    # -- the connection, kept up -----------------------------------------------------------
    async def run(self) -> str:
        """Connect, join, pass frames on, come back after drops; returns why it stopped."""
        failures = taken = 0
        self._wake = asyncio.Event()
        while not self._stopping:
            self._set_state("connecting")
            welcomed = False
            try:
                async with connect(table_url(self.address, self.table or self._proposed),
                                   max_size=MAX_HOST_FRAME, **DIRECT,
                                   open_timeout=self.open_timeout,
                                   ping_interval=self.ping_seconds,
                                   ping_timeout=self.ping_seconds,
                                   close_timeout=2.0) as ws:
                    self._ws = ws
                    await ws.send(json.dumps(self._hello()))
                    sender = asyncio.create_task(self._send_loop(ws))
                    try:
                        async for message in ws:
                            frame = self._read(message)
                            if frame is None:
                                continue
                            if frame.get("type") == "welcome":
                                welcomed, failures = True, 0
                                self._welcome(frame)
                            self._on_frame(frame)
                            end = self._ending(frame, welcomed)
                            if end is not None:
                                self._stopping = True
                                self._finish("left" if self._leaving else end)
                                break
                    finally:
                        sender.cancel()
                        self._ws = None
            except TakenCode:
                taken += 1
                if taken < TAKEN_TRIES:
                    continue  # at once, with the new code
            except (ConnectionClosed, OSError, InvalidHandshake, InvalidURI, EOFError,
                    *TIMEOUTS) as exc:
                log.info("connection to %s lost: %s", self.address, exc)
            if self._stopping:
                break
            failures += 1
            if failures > self.retries:
                self._finish("gave_up")
                break
            wait = backoff(failures, self.first_delay, self.most_delay, self._rng)
            self._set_state("lost", retry_in=round(wait, 2), attempt=failures)
            with contextlib.suppress(*TIMEOUTS):
                await asyncio.wait_for(self._wake.wait(), wait)
        self._finish("stopped")
        return self.why or "stopped"

    def _hello(self) -> Frame:
        if self.table is None and self.create is not None:
            return {"type": "create", "v": PROTOCOL_VERSION, "name": self.name,
                    "table": self._proposed, **self.create}
        frame: Frame = {"type": "join", "v": PROTOCOL_VERSION, "table": self.table,
                        "name": self.name}
        if self.token:
            frame["token"] = self.token
        return frame

    def _welcome(self, frame: Frame) -> None:
        self.table = str(frame.get("table") or self.table)
        self.token = frame.get("token") or self.token
        seat = frame.get("seat")
        self.seat = seat if isinstance(seat, int) else self.seat
        self._set_state("open")

    def _ending(self, frame: Frame, welcomed: bool) -> str | None:
        """Why this frame ends the client for good, or None to carry on."""
        kind = frame.get("type")
        if kind == "bye":  # a server restarting or a host reopening the game: wait for it
            return None if frame.get("reason") in COMING_BACK else "bye"
        if kind == "error" and not welcomed and frame.get("code") in FINAL_ERRORS:
            return "refused"
        if kind == "error" and frame.get("code") == "taken" and self.table is None:
            self._proposed = new_code(random.SystemRandom(), {self._proposed or ""},
                                      len(self._proposed or "K7QX"))  # as long as asked
            raise TakenCode  # connect again with another code
        return None

    @staticmethod
    def _read(message: str | bytes) -> Frame | None:
        try:
            frame = json.loads(message)
        except ValueError:
            log.warning("the host sent a frame that is not JSON")
            return None
        return frame if isinstance(frame, dict) and "type" in frame else None

    async def _send_loop(self, ws: ClientConnection) -> None:
        while True:
            frame = await self._outbox.get()
            await self._pace()
            try:
                await ws.send(json.dumps(frame))
            except ConnectionClosed:
                return

    async def _pace(self) -> None:
        """Wait as long as needed to stay under SEND_RATE frames in any RATE_WINDOW (an
        eager game never has its intents refused as too fast)."""
        loop = asyncio.get_running_loop()
        sent = self._sent
        while len(sent) >= SEND_RATE:
            wait = sent[0] + RATE_WINDOW + 0.01 - loop.time()
            if wait <= 0:
                sent.popleft()
            else:
                await asyncio.sleep(wait)
        sent.append(loop.time())

    def _set_state(self, state: str, **extra: Any) -> None:
        self.state = state
        if state != "open":  # intents waiting for a connection gone by are stale
            while not self._outbox.empty():
                self._outbox.get_nowait()
        self._on_frame({"type": "link", "state": state, **extra})

    def _finish(self, why: str) -> None:
        if self.why is None:
            self.why = why
            self._set_state("closed", why=why)


class ThreadedClient:
    """A `Client` on its own thread and loop. `start()`, then each frame of the window:
    `poll()` for what arrived, `send(...)` for the guest's intents; `leave()` at the end.
    Nothing here blocks for longer than a queue operation, except `leave`'s bounded wait."""

    def __init__(self, address: str, name: str, **options: Any) -> None:
        self._address, self._name, self._options = address, name, options
        self._inbox: queue.SimpleQueue[Frame] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: Client | None = None
        self._task: asyncio.Task[Any] | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._main, name="callbreak-net-client",
                                        daemon=True)

    def start(self) -> ThreadedClient:
        self._thread.start()
        self._ready.wait(5.0)
        return self

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    @property
    def seat(self) -> int | None:
        return self._client.seat if self._client else None

    @property
    def token(self) -> str | None:
        return self._client.token if self._client else None

    @property
    def table(self) -> str | None:
        return self._client.table if self._client else None

    def poll(self) -> list[Frame]:
        """Every frame received since the last poll, oldest first (never waits)."""
        frames: list[Frame] = []
        while True:
            try:
                frames.append(self._inbox.get_nowait())
            except queue.Empty:
                return frames

    def send(self, frame: Frame) -> None:
        """Queue an intent for the host (never waits)."""
        self._call(lambda client: client.send(frame))

    def call(self, n: int) -> None:
        self.send({"type": "call", "n": n})

    def card(self, code: str) -> None:
        self.send({"type": "card", "card": code})

    def next_round(self) -> None:
        self.send({"type": "next"})

    def start_game(self) -> None:
        self.send({"type": "start"})

    def leave(self, timeout: float = 3.0) -> None:
        """Say goodbye to the host and end the thread (waits at most `timeout` seconds)."""
        self._end("leave", timeout)

    def stop(self, timeout: float = 3.0) -> None:
        """End the thread without a goodbye (the host plays the seat until we are back)."""
        self._end("stop", timeout)

    def _call(self, action: Callable[[Client], None]) -> None:
        loop, client = self._loop, self._client
        if loop is not None and client is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed in between
                loop.call_soon_threadsafe(action, client)

    def _end(self, how: str, timeout: float) -> None:
        loop, client = self._loop, self._client
        if loop is not None and client is not None and self._thread.is_alive():
            ending = client.leave() if how == "leave" else client.stop()
            try:
                asyncio.run_coroutine_threadsafe(ending, loop).result(timeout)
            except Exception:  # noqa: BLE001 - a late or failed goodbye still ends the thread
                log.info("the client did not end cleanly", exc_info=True)
            task = self._task
            if task is not None:  # cut short a connection attempt still under way
                with contextlib.suppress(RuntimeError):
                    loop.call_soon_threadsafe(task.cancel)
        self._thread.join(timeout)

    def _main(self) -> None:
        async def go() -> None:
            self._loop = asyncio.get_running_loop()
            self._client = Client(self._address, self._name, self._inbox.put, **self._options)
            self._task = asyncio.current_task()
            self._ready.set()
            try:
                await self._client.run()
            except asyncio.CancelledError:
                self._client._finish("stopped")

        try:
            asyncio.run(go())
        except Exception:  # noqa: BLE001 - the window must hear of it, not crash
            log.exception("the network client failed")
            self._inbox.put({"type": "link", "state": "closed", "why": "failed"})
        finally:
            self._ready.set()
