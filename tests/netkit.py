"""Helpers for the network tests: a real table server on 127.0.0.1, headless guests that
play legal cards from their own view over a real socket, the table server's command in a
process of its own, and the check that no frame shows a guest another seat's card.

Everything listens on and connects to the loopback address only, and every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

from callbreak.engine import CARDS, Action, Call, Play, SeatView
from callbreak.net.client import Client
from callbreak.net.server import TableServer
from callbreak.net.tables import Tables

LOOPBACK = "127.0.0.1"
CARD_CODES = frozenset(c.code for c in CARDS)
READY_LINE = re.compile(r"listening on ws://127\.0\.0\.1:(\d+)")
ROOT = Path(__file__).resolve().parent.parent

Frame = dict[str, Any]


def plain_think(seat: int, view: SeatView, level: str) -> Action:
    """A computer player for tests: calls 2, plays its first legal card (instant)."""
    if view.legal:
        return Play(seat, view.legal[0])
    return Call(seat, 2)


def quick_rules(rounds: int = 3) -> dict[str, Any]:
    return {"rounds": rounds, "max_call": 8, "big_call": False, "must_beat": True,
            "redeal": "off", "clockwise": False}


@contextlib.asynccontextmanager
async def running_server(*, save: Callable[[str, Any], None] | None = None,
                         think: Callable[..., Any] = plain_think, max_tables: int = 10,
                         reopen: list[dict[str, Any]] | None = None,
                         **options: Any) -> AsyncIterator[TableServer]:
    """A real TableServer listening on 127.0.0.1 at a free port, shut down afterwards."""
    server = TableServer(Tables(max_tables=max_tables), think, save, **options)
    if reopen:
        server.reopen(reopen)
    await server.listen(LOOPBACK, 0)
    try:
        yield server
    finally:
        await server.shutdown()


async def until(predicate: Callable[[], bool], timeout: float = 10.0,
                what: str = "the condition") -> None:
    """Wait (bounded) until `predicate()` holds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        await asyncio.sleep(0.01)


class Guest:
    """A headless guest over a real socket. With `auto`, it plays from its own view: the
    call `call_with`, a legal card chosen by its seeded rng, Next after each round. Every
    frame it receives is kept in `frames` (in order; "link" frames are the client's own)."""

    def __init__(self, address: str, name: str, *, table: str | None = None,
                 create: Frame | None = None, token: str | None = None, auto: bool = True,
                 seed: int = 0, call_with: int = 2, **client_options: Any) -> None:
        self.name = name
        self.frames: list[Frame] = []
        self.auto = auto
        self.call_with = call_with
        self.rng = random.Random(seed)
        self.view: Frame | None = None
        self._acted: tuple[Any, ...] | None = None
        self.client = Client(address, name, self._on_frame, table=table, create=create,
                             token=token, first_delay=0.05, most_delay=0.5, **client_options)
        self.task: asyncio.Task[str] | None = None

    # -- starting and stopping -----------------------------------------------------------------
    def start(self) -> Guest:
        self.task = asyncio.create_task(self.client.run())
        return self

    async def welcomed(self, timeout: float = 10.0) -> Frame:
        await until(lambda: self.welcome is not None, timeout, f"{self.name}'s welcome")
        assert self.welcome is not None
        return self.welcome

    async def end(self, timeout: float = 5.0) -> None:
        await self.client.stop()
        if self.task is not None:
            with contextlib.suppress(asyncio.CancelledError, TimeoutError,
                                     asyncio.TimeoutError):
                await asyncio.wait_for(self.task, timeout)

    # -- what it has seen ------------------------------------------------------------------------
    @property
    def welcome(self) -> Frame | None:
        return next((f for f in reversed(self.frames) if f["type"] == "welcome"), None)

    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def table(self) -> str | None:
        return self.client.table

    def of_type(self, kind: str) -> list[Frame]:
        return [f for f in self.frames if f["type"] == kind]

    def events(self) -> list[Frame]:
        """The game's events as this guest has them (a state frame starts them afresh)."""
        out: list[Frame] = []
        for frame in self.frames:
            if frame["type"] == "state":
                out = list(frame["events"])
            elif frame["type"] == "events":
                out = out[: frame["from"]] + list(frame["events"])
        return out

    @property
    def game_over(self) -> bool:
        return any(e["type"] == "game_over" for e in self.events())

    @property
    def hand(self) -> list[str]:
        return list(self.view["hand"]) if self.view else []

    # -- playing -------------------------------------------------------------------------------
    def _on_frame(self, frame: Frame) -> None:
        self.frames.append(frame)
        if frame["type"] == "state":
            self._acted = None  # a fresh start: act on it even if it looks like the last
        view = frame.get("view")
        if isinstance(view, dict):
            self.view = view
            if self.auto:
                self.act()

    def act(self) -> None:
        view = self.view
        if view is None or self.client.state != "open":
            return
        phase = view["phase"]
        key = (view["round_no"], phase, tuple(map(str, view["calls"])), len(view["trick"]),
               len(view["completed"]))
        if key == self._acted:
            return
        if phase == "round_over":
            self._acted = key
            self.client.send({"type": "next"})
        elif view["turn"] == view["seat"] and phase == "calling":
            self._acted = key
            self.client.send({"type": "call", "n": self.call_with})
        elif view["turn"] == view["seat"] and phase == "playing" and view["legal"]:
            self._acted = key
            self.client.send({"type": "card", "card": self.rng.choice(view["legal"])})


NAMES = ("Asha", "Bikash", "Chandra", "Deepa")


async def seat_table(address: str, guests: int = 3, *, rules: Frame | None = None,
                     level: str = "easy", auto: bool = True, names: tuple[str, ...] = NAMES,
                     via: dict[int, str] | None = None, **options: Any) -> list[Guest]:
    """One guest creates a table, `guests - 1` more join it, in seats 0, 1, ...; nobody has
    started it yet. `via` gives some guests (by index) another address (a `Cutter`)."""
    via = via or {}
    owner = Guest(via.get(0, address), names[0],
                  create={"rules": rules or quick_rules(), "level": level},
                  auto=auto, seed=1, **options).start()
    await owner.welcomed()
    assert owner.table is not None
    others = []
    for n in range(1, guests):
        guest = Guest(via.get(n, address), names[n], table=owner.table, auto=auto, seed=n + 1,
                      **options).start()
        await guest.welcomed()  # one at a time, so guest n sits in seat n
        others.append(guest)
    return [owner, *others]


def whose_turn(guests: list[Guest]) -> Guest | None:
    """The guest whose turn it is by its own latest view (calling or playing), if any."""
    for guest in guests:
        view = guest.view
        if view and view["turn"] == view["seat"] and view["phase"] in ("calling", "playing"):
            return guest
    return None


async def step(guests: list[Guest], timeout: float = 10.0) -> Guest:
    """Manual play: the guest whose turn it is makes one move; returns once its own game
    has the move (and whatever computer moves follow it)."""
    await until(lambda: whose_turn(guests) is not None, timeout, "someone's turn")
    guest = whose_turn(guests)
    assert guest is not None
    before = len(guest.events())
    guest.act()
    await until(lambda: len(guest.events()) > before, timeout, f"{guest.name}'s move")
    return guest


# -- no card of another seat before it is played -------------------------------------------------
def _cards_in(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """(path, card code) of every string in a frame that is a card's code."""
    if isinstance(value, str):
        if value in CARD_CODES:
            yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _cards_in(item, f"{path}/{key}")
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from _cards_in(item, f"{path}/{n}")


def held_cards(events: list[Frame]) -> dict[tuple[int, int], set[str]]:
    """{(round, seat): the cards that seat played that round}: its whole hand, known to
    everyone once the round is over."""
    held: dict[tuple[int, int], set[str]] = {}
    for event in events:
        if event["type"] == "played":
            held.setdefault((event["round_no"], event["seat"]), set()).add(event["card"])
    return held


def leaks(frames: list[Frame], seat: int, held: dict[tuple[int, int], set[str]]) -> list[str]:
    """Every place in `frames` (one guest's, in order) where a card shows up that the guest
    could not know then: a card in its own hand or legal list that is not its own, or any
    other card that had not been played yet. `held` is what every seat held each round
    (from the whole game's events)."""
    found: list[str] = []
    played: dict[int, set[str]] = {}
    for n, frame in enumerate(frames):
        events = frame.get("events") if frame["type"] in ("state", "events") else None
        for event in events or []:
            if event["type"] == "played":
                played.setdefault(event["round_no"], set()).add(event["card"])
        view = frame.get("view")
        current = view["round_no"] if isinstance(view, dict) else None
        for path, card in _cards_in(frame):
            if path.startswith(("/view/hand/", "/view/legal/")):
                ok = card in held.get((current, seat), set())  # type: ignore[arg-type]
            elif path.startswith("/events/"):
                round_no = frame["events"][int(path.split("/")[2])].get("round_no")
                ok = card in played.get(round_no, set())
            elif path.startswith(("/view/trick/", "/view/completed/", "/reason/")):
                ok = card in played.get(current, set()) or \
                    card in held.get((current, seat), set())  # type: ignore[arg-type]
            else:
                ok = False
            if not ok:
                found.append(f"frame {n} ({frame['type']}) {path} shows {card}")
    return found


# -- the table server's command in its own process -------------------------------------------------
class ServerProcess:
    """`python -m callbreak.tools.serve` on 127.0.0.1, its ready line read for the port."""

    def __init__(self, data: Path, port: int = 0, *extra: str) -> None:
        self.data = data
        self.log = data.parent / f"server-{port or 'any'}-{time.monotonic_ns()}.log"
        command = [sys.executable, "-m", "callbreak.tools.serve", "--host", LOOPBACK,
                   "--port", str(port), "--data", str(data), "--level", "easy",
                   "--workers", "1", "--log", str(self.log), *extra]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env,
                                     cwd=ROOT)
        self.port = self._ready_port(timeout=30.0)

    @property
    def address(self) -> str:
        return f"{LOOPBACK}:{self.port}"

    def _ready_port(self, timeout: float) -> int:
        found: list[str] = []
        reader = threading.Thread(target=lambda: found.append(self.proc.stdout.readline()),
                                  daemon=True)  # type: ignore[union-attr]
        reader.start()
        reader.join(timeout)
        match = READY_LINE.search(found[0]) if found else None
        if match is None:
            self.proc.kill()
            self.proc.wait(5)
            log = self.log.read_text() if self.log.exists() else ""
            raise AssertionError(f"the server did not say it was ready: {found!r}\n{log}")
        return int(match.group(1))

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(10)

    def terminate(self, timeout: float = 15.0) -> int:
        self.proc.terminate()
        return self.proc.wait(timeout)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()  # its own way out, pool and all
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        if self.proc.stdout is not None:
            self.proc.stdout.close()


# -- a network that can fail -----------------------------------------------------------------------
class Cutter:
    """A TCP relay on 127.0.0.1 between guests and a server, standing for the network:
    `cut()` drops every connection through it at once (Wi-Fi gone), `hold()` refuses new
    ones until `release()` (still gone)."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self.holding = False
        self._writers: set[asyncio.StreamWriter] = set()
        self._server: asyncio.Server | None = None

    @property
    def address(self) -> str:
        return f"{LOOPBACK}:{self.port}"

    async def start(self) -> Cutter:
        self._server = await asyncio.start_server(self._relay, LOOPBACK, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def cut(self, hold: bool = False) -> None:
        self.holding = hold or self.holding
        for writer in list(self._writers):
            writer.transport.abort()
        self._writers.clear()

    def release(self) -> None:
        self.holding = False

    async def close(self) -> None:
        self.cut()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.holding:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.target_port)
        except OSError:
            writer.transport.abort()
            return
        self._writers |= {writer, up_writer}

        async def pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            with contextlib.suppress(OSError, ConnectionError):
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            dst.transport.abort()

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))
        self._writers -= {writer, up_writer}
