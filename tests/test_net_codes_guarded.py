"""Nobody can walk the table codes (docs/protocol.md, Security): wrong codes count against
the address they come from, however many connections it opens, and an address that keeps
guessing waits longer each time; a person who mistypes a code twice still sits down. Frames
in and out of the server's core with a hand-held clock (a day of guessing in a second), and
for real: a guesser on 127.0.0.1 opening as many connections as it can against a server
with 20 tables takes no seat, while a person on another address mistypes twice and sits
down. Tables may have longer codes, and the old ones still work."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from netkit import LOOPBACK, Guest, quick_rules, running_server
from props import examples
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from callbreak.net import protocol as p
from callbreak.net.client import DIRECT
from callbreak.net.guard import FIRST_WAIT, FORGIVE_SECONDS, FREE_TRIES, PROPOSALS_FREE, trusted
from callbreak.net.tables import Tables

pytestmark = pytest.mark.timeout(120)
RULES = quick_rules()
Frames = list[dict[str, Any]]


def said(out: list[tuple[int, str]], conn: int) -> Frames:
    return [json.loads(text) for to, text in out if to == conn]


class Core:
    """The server's core (Tables) with connection numbers handed out, each from an address."""

    def __init__(self, tables: int = 0, **options: Any) -> None:
        self.tables = Tables(max_tables=100, **options)
        self.conns = iter(range(1, 10**9))
        self.codes = [self.create("Asha", "10.0.0.1", 0.0)["table"] for _ in range(tables)]

    def create(self, name: str, address: str, now: float,
               table: str | None = None) -> dict[str, Any]:
        """A fresh connection from `address` creates a table: the first thing it is told."""
        return self.create_all(name, address, now, table)[0]

    def create_all(self, name: str, address: str, now: float,
                   table: str | None = None) -> Frames:
        conn = next(self.conns)
        self.tables.open(conn, now, address)
        frame = {"type": "create", "v": 2, "name": name, "rules": RULES}
        if table is not None:
            frame["table"] = table
        return said(self.tables.receive(conn, json.dumps(frame), now), conn)

    def join(self, code: str, address: str, now: float, token: str | None = None) -> Frames:
        """A fresh connection from `address` joins `code`: everything it is told."""
        conn = next(self.conns)
        self.tables.open(conn, now, address)
        frame = {"type": "join", "v": 2, "table": code, "name": "Bikash"}
        if token is not None:
            frame["token"] = token
        out = said(self.tables.receive(conn, json.dumps(frame), now), conn)
        self.tables.close(conn, now)
        return out


def kinds(frames: Frames) -> list[str]:
    return [f.get("code") or f.get("reason") or f["type"] for f in frames]


def looked_up(frames: Frames) -> bool:
    """The server looked the code up (it answered what the code is, not only goodbye)."""
    return any(f["type"] in ("error", "welcome") for f in frames)


# -- with a hand-held clock ---------------------------------------------------------------------
def test_a_person_who_mistypes_a_code_twice_sits_down() -> None:
    core = Core(tables=1)
    code = core.codes[0]
    assert kinds(core.join("K7QZ", "198.51.100.2", 1.0)) == ["no_table"]
    assert kinds(core.join("K7Q", "198.51.100.2", 3.0)) == ["bad_code"]
    assert kinds(core.join(code.lower(), "198.51.100.2", 5.0))[0] == "welcome"


def test_an_address_that_keeps_guessing_waits_longer_each_time_whatever_its_connections(
        ) -> None:
    core = Core(tables=1)
    code, guesser = core.codes[0], "203.0.113.7"
    for n in range(FREE_TRIES):  # each on a connection of its own
        assert kinds(core.join("ZZZZ", guesser, 0.1 * n)) == ["no_table"]
    told = core.join("ZZZY", guesser, 1.0)  # one past the free tries: it must wait now
    assert kinds(told) == ["no_table", "too_many_tries"] and told[-1]["wait"] == FIRST_WAIT
    # while it waits, even the right code is not looked up: it is sent away at once
    assert core.join(code, guesser, 2.0) == [{**p.bye_frame("too_many_tries"),
                                              "wait": FIRST_WAIT - 1}]
    assert core.join(code, "198.51.100.2", 2.0)[0]["type"] == "welcome"  # others are not
    told = core.join("ZZZX", guesser, 1.0 + FIRST_WAIT)
    assert told[-1]["wait"] == 2 * FIRST_WAIT  # the next wrong code: twice the wait
    told = core.join("ZZZW", guesser, 1.0 + 3 * FIRST_WAIT)
    assert told[-1]["wait"] == 4 * FIRST_WAIT
    # forgiven in time: a quiet day later, the free tries again
    assert kinds(core.join("ZZZV", guesser, 2 * 86400.0)) == ["no_table"]


def test_a_guest_with_its_token_comes_back_even_while_its_address_waits() -> None:
    core = Core()
    welcome = core.create("Asha", "203.0.113.7", 0.0)
    code, token = welcome["table"], welcome["token"]
    for n in range(FREE_TRIES + 1):
        core.join("ZZZZ", "203.0.113.7", 1.0 + n)
    assert kinds(core.join(code, "203.0.113.7", 10.0, token="0" * 32)) == ["too_many_tries"]
    assert kinds(core.join(code, "203.0.113.7", 10.0, token=token))[0] == "welcome"


def test_creates_that_propose_a_code_are_counted_as_guesses_too() -> None:
    """A create that proposes a code is answered `taken` when a table has it, so each one
    is a guess, in a budget of its own (behind a balancer every creator proposes)."""
    core = Core(tables=1)
    code, rng = core.codes[0], random.Random(3)
    for n in range(PROPOSALS_FREE):
        assert core.create("Asha", "203.0.113.7", n / 100, table=p.new_code(rng))["type"] \
            == "welcome"
    told = core.create_all("Asha", "203.0.113.7", 1.0, table=code)
    assert kinds(told) == ["taken", "too_many_tries"] and told[-1]["wait"] == FIRST_WAIT
    assert kinds(core.create_all("Asha", "203.0.113.7", 2.0, table=p.new_code(rng))) == \
        ["too_many_tries"]
    assert core.create("Asha", "203.0.113.7", 3.0)["type"] == "welcome"  # none proposed
    assert kinds(core.join(code, "203.0.113.7", 4.0))[0] == "welcome"


def test_a_day_of_guessing_from_one_address_looks_up_few_codes_and_takes_no_seat() -> None:
    """A guesser that tries the moment it may, and a thousand times more while it waits,
    from fresh connections, for 24 hours against 20 tables."""
    core = Core(tables=20)
    rng = random.Random(45)
    now, lookups, seats = 0.0, 0, 0
    while now < 86400.0:
        told = core.join(p.new_code(rng), "203.0.113.7", now)
        lookups += looked_up(told)
        seats += any(f["type"] == "welcome" for f in told)
        wait = told[-1].get("wait", 0)
        for _ in range(min(10, int(wait))):  # hammering while it waits: sent away unread
            hammer = core.join(rng.choice(core.codes), "203.0.113.7",
                               now + rng.uniform(0, wait - 1))
            assert kinds(hammer) == ["too_many_tries"]
        now += max(wait, 0.001)
    assert seats == 0
    assert lookups <= FREE_TRIES + 8 + 86400 / FORGIVE_SECONDS, lookups  # about 150 a day


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.floats(0.0, 900.0), min_size=1, max_size=300))
def test_however_a_guesser_spaces_its_tries_few_codes_are_looked_up(gaps: list[float]) -> None:
    """Over any schedule of tries from one address, the codes looked up are at most the
    free tries, a few more, and one for each FORGIVE_SECONDS the schedule lasts."""
    core = Core()
    now = lookups = 0.0
    for gap in gaps:
        now += gap
        lookups += looked_up(core.join("ZZZZ", "203.0.113.7", now))
    assert lookups <= FREE_TRIES + 8 + now / FORGIVE_SECONDS


def test_a_server_may_give_its_tables_longer_codes_and_a_creator_may_ask_for_one() -> None:
    core = Core(code_length=p.LONG_CODE_LENGTH)
    long_code = core.create("Asha", "10.0.0.1", 0.0)["table"]
    assert len(long_code) == 8 and p.read_code(long_code) == long_code
    lengthened = core.create("Asha", "10.0.0.1", 0.0, table="HJ2K")["table"]  # a game's
    assert len(lengthened) == 8 and lengthened.startswith("HJ2K")  # own four characters
    short = Core()
    asked = short.create("Asha", "10.0.0.1", 0.0, table="HJ2K-7QXM")["table"]
    assert asked == "HJ2K7QXM"
    assert kinds(short.join("hj2k 7qxm", "10.0.0.2", 1.0))[0] == "welcome"
    old = short.create("Bikash", "10.0.0.3", 0.0)["table"]  # an old four-character one
    assert len(old) == 4 and kinds(short.join(old, "10.0.0.2", 1.0))[0] == "welcome"


# -- for real, on 127.0.0.1 ---------------------------------------------------------------------
GUESS_SECONDS = float(os.environ.get("CALLBREAK_GUESS_SECONDS", "6"))
GUESSERS = 64  # connections open at once from the guessing address


async def ask(port: int, code: str, headers: dict[str, str]) -> Frames:
    """A fresh connection joins `code`: what it is told (an error may be followed by a
    goodbye; the connection is closed after)."""
    async with connect(f"ws://{LOOPBACK}:{port}/?table={code}", additional_headers=headers,
                       open_timeout=5, close_timeout=1, **DIRECT) as ws:
        await ws.send(json.dumps({"type": "join", "v": 2, "table": code, "name": "Bikash"}))
        told = [json.loads(await asyncio.wait_for(ws.recv(), 10))]
        if told[0]["type"] == "error":
            with contextlib.suppress(asyncio.TimeoutError, WebSocketException):
                told.append(json.loads(await asyncio.wait_for(ws.recv(), 0.2)))
        return told


async def guess(port: int, headers: dict[str, str], stop: float,
                rng: random.Random, tally: dict[str, int]) -> None:
    """Connection after connection, each sending one join to a random code, until `stop`."""
    while time.monotonic() < stop:
        try:
            told = await ask(port, p.new_code(rng), headers)
            tally["guesses"] += 1
            for key in kinds(told):
                tally[key] = tally.get(key, 0) + 1
        except (OSError, WebSocketException, asyncio.TimeoutError):
            tally["failed"] += 1


def test_guessing_from_many_connections_on_one_address_takes_no_seat_while_a_person_sits(
        ) -> None:
    """The server trusts 127.0.0.1 as its proxy here, so a person can come from another
    address (X-Forwarded-For) on the same loopback; the guesser sends none and counts as
    127.0.0.1."""
    tally: dict[str, int] = {k: 0 for k in ("guesses", "no_table", "welcome",
                                            "too_many_tries", "failed")}

    async def scenario() -> None:
        async with running_server(max_tables=30,
                                  trusted_proxies=trusted([LOOPBACK])) as server:
            owners = [Guest(f"{LOOPBACK}:{server.port}", "Asha",
                            create={"rules": RULES, "level": "easy"}, auto=False).start()
                      for _ in range(20)]
            for owner in owners:
                await owner.welcomed()
            began = time.monotonic()
            stop = began + GUESS_SECONDS
            rng = random.Random(7)
            guessers = [asyncio.create_task(guess(server.port, {}, stop, rng, tally))
                        for _ in range(GUESSERS)]
            await asyncio.sleep(GUESS_SECONDS / 2)  # in the thick of it, a person mistypes
            person = {"X-Forwarded-For": "198.51.100.2"}
            assert kinds(await ask(server.port, "ZZZZ", person)) == ["no_table"]
            assert kinds(await ask(server.port, "ZZZY", person)) == ["no_table"]
            assert kinds(await ask(server.port, owners[3].table, person))[0] == "welcome"
            await asyncio.gather(*guessers)
            took = time.monotonic() - began
            seated = [s for o in owners for s in (server.tables.get(o.table).seats())
                      if s.kind == "guest"]
            assert len(seated) == 21  # the owners and the person: nobody else
            print(f"\n{tally['guesses']} guesses, each on a connection of its own, in "
                  f"{took:.1f} s ({tally['guesses'] / took:.0f} a second) from one address: "
                  f"{tally['no_table']} looked up, {tally['welcome']} seats, "
                  f"{tally['too_many_tries']} sent away")
            for owner in owners:
                await owner.end()

    asyncio.run(asyncio.wait_for(scenario(), GUESS_SECONDS + 60))
    assert tally["welcome"] == 0
    assert tally["no_table"] <= FREE_TRIES + 1 + int(GUESS_SECONDS // FIRST_WAIT)
    assert tally["guesses"] > 10 * GUESS_SECONDS  # it did guess, and quickly


@pytest.mark.parametrize("proxy", [False, True], ids=["no proxy", "trusted proxy"])
def test_a_forwarded_for_header_a_guesser_writes_itself_changes_nothing(proxy: bool) -> None:
    """Without --trusted-proxy the header is not read; behind a trusted proxy only the
    address the proxy wrote last counts (here 192.0.2.9, as if HAProxy appended it)."""
    tally: dict[str, int] = {k: 0 for k in ("no_table", "too_many_tries")}

    async def scenario() -> None:
        options = {"trusted_proxies": trusted([LOOPBACK])} if proxy else {}
        async with running_server(**options) as server:
            for n in range(FREE_TRIES + 4):
                forged = f"10.{n}.0.1" + (", 192.0.2.9" if proxy else "")
                for key in kinds(await ask(server.port, "ZZZZ", {"X-Forwarded-For": forged})):
                    tally[key] = tally.get(key, 0) + 1

    asyncio.run(asyncio.wait_for(scenario(), 60))
    assert tally["no_table"] == FREE_TRIES + 1 and tally["too_many_tries"] == 4
