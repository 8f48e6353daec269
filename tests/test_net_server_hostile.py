"""A hostile guest over a real socket on 127.0.0.1: a thousand bad frames of every kind
(not JSON, unknown, another version, oversized, wrong codes, a stolen seat's moves out of
turn, a flood). Every one is answered with an error frame that says why, or refused by the
socket (a frame too big to read); the table is unchanged, the others hear nothing of it,
nothing leaks, and the game plays on to its end."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from netkit import (
    LOOPBACK,
    Guest,
    held_cards,
    leaks,
    running_server,
    seat_table,
    step,
    until,
    whose_turn,
)
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from callbreak.net.client import DIRECT
from callbreak.net.guard import trusted

pytestmark = pytest.mark.timeout(90)
PACE = 1 / 18  # under the 20 frames a second a connection may send


class Raw:
    """A bare WebSocket connection that sends whatever it is given and keeps every reply."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.replies: list[dict[str, Any]] = []
        self.sent = 0
        self.reader = asyncio.create_task(self._read())

    @classmethod
    async def open(cls, port: int, address: str | None = None) -> Raw:
        """`address`: the one a trusted proxy would say this connection comes from."""
        headers = {} if address is None else {"X-Forwarded-For": address}
        return cls(await connect(f"ws://{LOOPBACK}:{port}/", max_size=1 << 20,
                                 additional_headers=headers, **DIRECT))

    async def _read(self) -> None:
        async for message in self.ws:
            self.replies.append(json.loads(message))

    async def send(self, frames: list[str | bytes], pace: float = 0.0) -> None:
        for frame in frames:
            await self.ws.send(frame)
            self.sent += 1
            if pace:
                await asyncio.sleep(pace)

    def errors(self) -> list[dict[str, Any]]:
        return [r for r in self.replies if r["type"] == "error"]

    async def close(self) -> None:
        await self.ws.close()
        self.reader.cancel()


def big(code: str) -> str:
    return json.dumps({"type": "join", "v": 2, "table": code, "name": "x" * 5000})


def fresh_frames(code: str) -> list[tuple[str | bytes, str]]:
    """Bad frames from someone not seated, with the error code each must get."""
    return [
        ("this is not json", "malformed"), ("[1, 2, 3]", "malformed"), ("{}", "malformed"),
        ('{"type": 7}', "malformed"), (b"\xff\xfe\x00", "malformed"),
        ('{"type": "dance"}', "unknown"),
        (json.dumps({"type": "join", "v": 1, "table": code, "name": "Eve"}), "version"),
        (big(code), "too_big"),
        ('{"type": "start"}', "not_seated"), ('{"type": "card", "card": "QS"}', "not_seated"),
        ('{"type": "call", "n": 3}', "not_seated"),
        (json.dumps({"type": "join", "v": 2, "table": code, "name": "Eve", "token": "00" * 16}),
         "bad_token"),
        (json.dumps({"type": "join", "v": 2, "table": code, "name": "Eve"}), "started"),
        (json.dumps({"type": "create", "v": 2, "name": "Eve", "rules": {"rounds": 4},
                     "level": "easy"}), "malformed"),
        (json.dumps({"type": "create", "v": 2, "name": "Eve", "rules": {},
                     "level": "godlike"}), "malformed"),
        ('{"type": "join", "v": 2, "table": "K7QX", "name": "Eve", "extra": 1}', "malformed"),
    ]


def seated_frames(code: str, hand: list[str]) -> list[tuple[str | bytes, str]]:
    """Bad frames from a seated guest while another seat is to play a card."""
    return [
        (json.dumps({"type": "card", "card": hand[0]}), "not_your_turn"),
        (json.dumps({"type": "card", "card": "AS"}), "not_your_turn"),
        ('{"type": "call", "n": 3}', "wrong_phase"), ('{"type": "next"}', "wrong_phase"),
        ('{"type": "start"}', "not_owner"),
        (json.dumps({"type": "join", "v": 2, "table": code, "name": "Eve"}), "wrong_phase"),
        (json.dumps({"type": "card", "card": hand[0], "table": "ZZZZ"}), "bad_code"),
        ('{"type": "card", "card": "1S"}', "malformed"),
        ('{"type": "card", "card": "qs"}', "malformed"),
        ('{"type": "call", "n": true}', "malformed"),
        ('{"type": "card", "card": "QS", "extra": 1}', "malformed"),
        ('{"type": "dance"}', "unknown"), ("not json", "malformed"),
        (json.dumps({"type": "join", "v": 9, "table": code, "name": "Eve"}), "version"),
        (big(code), "too_big"), (b"\x00\x01", "malformed"),
    ]


def cycle(frames: list[tuple[str | bytes, str]], n: int) -> list[tuple[str | bytes, str]]:
    return [frames[i % len(frames)] for i in range(n)]


def test_a_thousand_bad_frames_are_each_refused_and_the_table_plays_on_unchanged() -> None:
    async def scenario() -> None:
        # strangers each from an address of their own (wrong codes count per address)
        async with running_server(trusted_proxies=trusted([LOOPBACK])) as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 2, auto=False)
            asha, bikash = guests
            code = asha.table
            asha.client.send({"type": "start"})
            for _ in range(40):  # into the play, Asha to move, every game in step
                await step(guests)
                await until(lambda: whose_turn(guests) is not None and
                            len(asha.events()) == len(bikash.events()), 10, "a still table")
                if asha.view["phase"] == "playing" and whose_turn(guests) is asha:
                    break
            hand = list(bikash.view["hand"])

            # Bikash's seat is taken over by a hostile connection holding his token
            hostile = await Raw.open(server.port)
            await hostile.send([json.dumps({"type": "join", "v": 2, "table": code,
                                            "name": "Bikash", "token": bikash.client.token})])
            await until(lambda: len(hostile.replies) >= 2, 10, "the seat taken")
            await until(lambda: bikash.client.why == "bye", 10, "Bikash's game told")
            await until(lambda: any(n["kind"] == "back" for n in asha.of_type("notice")), 10,
                        "Asha told")
            hostile.replies.clear()
            hostile.sent = 0
            table = server.tables.get(code)
            before = table.to_json()
            asha_heard = len(asha.frames)

            # a flood: every frame answered, most of them as too fast
            flood = [f for f, _ in cycle(seated_frames(code, hand), 200)]
            await hostile.send(flood)
            await until(lambda: len(hostile.errors()) == 200, 15, "200 answers to the flood")
            assert {e["code"] for e in hostile.errors()} >= {"too_fast", "not_your_turn"}
            await asyncio.sleep(1.1)  # the second of the flood has passed

            # paced: each kind of bad frame gets its own code
            seated = cycle(seated_frames(code, hand), 100)
            fresh = [cycle(fresh_frames(code), 68) for _ in range(10)]
            strangers = [await Raw.open(server.port, f"198.51.100.{n}")
                         for n in range(len(fresh))]
            wrong_codes = [json.dumps({"type": "join", "v": 2, "table": t, "name": "Eve"})
                           for t in ("I0O1", "ZZZZ")]  # not a code, no such table
            hostile.replies.clear()
            await asyncio.gather(
                hostile.send([f for f, _ in seated], PACE),
                *(s.send(wrong_codes + [f for f, _ in frames], PACE)
                  for s, frames in zip(strangers, fresh)))
            await until(lambda: len(hostile.errors()) == 100 and
                        all(len(s.errors()) == 70 for s in strangers), 15, "every answer")
            assert [e["code"] for e in hostile.errors()] == [c for _, c in seated]
            for stranger, frames in zip(strangers, fresh):
                assert [e["code"] for e in stranger.errors()] == \
                    ["bad_code", "no_table"] + [c for _, c in frames]
                assert all(e["text"] and "view" not in e for e in stranger.errors())
            corrected = [e for e in hostile.errors() if "view" in e]
            assert {e["code"] for e in corrected} >= {"not_your_turn", "wrong_phase"}
            for error in corrected:  # the corrected view is the hostile seat's own only
                assert sorted(error["view"]["hand"]) == sorted(hand)
            assert all(e["text"] for e in hostile.errors())

            # a frame far too big is not even read: the socket is closed (1009)
            giant = await Raw.open(server.port)
            await giant.send(["x" * 100_000])
            await until(lambda: giant.reader.done(), 10, "the giant refused")
            assert giant.ws.close_code == 1009
            sent = 1 + hostile.sent + sum(s.sent for s in strangers) + giant.sent
            assert sent >= 1000

            assert table.to_json() == before  # the table is as it was
            assert len(asha.frames) == asha_heard  # and Asha heard nothing of it
            for connection in [*strangers, giant]:
                await connection.close()

            # Bikash's game comes back with his token, and the game plays on to its end
            again = Guest(f"{LOOPBACK}:{server.port}", "Bikash", table=code,
                          token=bikash.client.token, seed=5).start()
            await again.welcomed()
            await until(lambda: hostile.reader.done(), 10, "the hostile one replaced")
            asha.auto = True
            asha.act()
            await until(lambda: asha.game_over and again.game_over, 40, "the end of the game")
            held = held_cards(asha.events())
            # the hostile connection's replies, after what that seat's game had seen before
            assert leaks(bikash.frames + hostile.replies, 1, held) == []
            assert leaks(again.frames, 1, held) == []
            for guest in (asha, bikash, again):
                await guest.end()
            await hostile.close()
            with pytest.raises(ConnectionClosed):
                await giant.ws.send("{}")

    asyncio.run(asyncio.wait_for(scenario(), 80))
