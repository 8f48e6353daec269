"""The guest's client against a real table server on 127.0.0.1: the threaded client a window
drives from its frame loop (poll and send never wait), leaving, a refused join that stops
for good, a server that is not there yet, a proposed table code some table has already, and
how an address becomes a URL and how the waits between tries grow."""

from __future__ import annotations

import asyncio
import random
import socket
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st
from netkit import LOOPBACK, Guest, plain_think, quick_rules, running_server, seat_table, until

from callbreak.net.client import ThreadedClient, backoff, table_url
from callbreak.net.protocol import CODE_ALPHABET, DEFAULT_PORT
from callbreak.net.server import ServerThread, TableServer
from callbreak.net.tables import Tables

pytestmark = pytest.mark.timeout(60)


def test_an_address_becomes_the_table_s_url_with_its_code_for_a_load_balancer() -> None:
    assert table_url("example.org") == f"ws://example.org:{DEFAULT_PORT}/"
    assert table_url("10.0.0.5:5000", "K7QX") == "ws://10.0.0.5:5000/?table=K7QX"
    assert table_url("[::1]:6000", "K7QX") == "ws://[::1]:6000/?table=K7QX"
    assert table_url("::1") == f"ws://[::1]:{DEFAULT_PORT}/"
    assert table_url("ws://example.org:81", "ABCD") == "ws://example.org:81/?table=ABCD"
    assert table_url("  host:1234  ") == "ws://host:1234/"


@given(st.integers(1, 200), st.integers(0, 2**32))
def test_the_wait_between_tries_doubles_up_to_its_ceiling_and_is_spread(attempt: int,
                                                                      seed: int) -> None:
    wait = backoff(attempt, 0.25, 8.0, random.Random(seed))
    base = min(8.0, 0.25 * 2 ** (attempt - 1))
    assert 0.8 * base <= wait <= 1.2 * base


def frame_loop(client: ThreadedClient, until_done, seconds: float = 30.0):  # noqa: ANN001, ANN201
    """A window's loop at 60 frames a second: poll, play from the view, never wait. Returns
    every frame received and the longest a poll or a send took."""
    frames: list[dict] = []
    longest = 0.0
    acted = None
    deadline = time.monotonic() + seconds
    while not until_done(frames) and time.monotonic() < deadline:
        began = time.perf_counter()
        frames += client.poll()
        view = next((f["view"] for f in reversed(frames) if f.get("view")), None)
        if view is not None:
            key = (view["round_no"], view["phase"], len(view["completed"]), len(view["trick"]),
                   tuple(map(str, view["calls"])))
            mine = view["turn"] == view["seat"]
            if key != acted and mine and view["phase"] == "calling":
                client.call(2)
                acted = key
            elif key != acted and mine and view["phase"] == "playing":
                client.card(view["legal"][0])
                acted = key
            elif key != acted and view["phase"] == "round_over":
                client.next_round()
                acted = key
        longest = max(longest, time.perf_counter() - began)
        time.sleep(1 / 60)
    return frames, longest


def over(frames: list[dict]) -> bool:
    return any(e["type"] == "game_over" for f in frames for e in f.get("events") or [])


def test_a_window_s_frame_loop_plays_a_whole_game_through_the_threaded_client() -> None:
    server = ServerThread(plain_think, host=LOOPBACK, port=0, max_tables=4)
    port = server.start()
    client = ThreadedClient(f"{LOOPBACK}:{port}", "Asha",
                            create={"rules": quick_rules(3), "level": "easy"}).start()
    try:
        frames, _ = frame_loop(client, lambda fs: any(f["type"] == "welcome" for f in fs))
        welcome = next(f for f in frames if f["type"] == "welcome")
        assert welcome["seat"] == 0 and welcome["owner"] and client.table == welcome["table"]
        assert client.seat == 0 and client.token == welcome["token"]
        client.start_game()
        more, _ = frame_loop(client, over)
        assert over(more)
        client.leave()
        assert not client.alive
        rest = client.poll()
        assert [f["reason"] for f in rest if f["type"] == "bye"] == ["left"]
        assert rest[-1] == {"type": "link", "state": "closed", "why": "left"}
    finally:
        client.stop()
        server.stop()


def test_a_join_the_server_refuses_stops_the_client_for_good() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            stray = Guest(f"{LOOPBACK}:{server.port}", "Eka", table="ZZZZ").start()
            why = await asyncio.wait_for(stray.task, 10)
            assert why == "refused"
            assert [f["code"] for f in stray.of_type("error")] == ["no_table"]
            assert stray.frames[-1] == {"type": "link", "state": "closed", "why": "refused"}

    asyncio.run(scenario())


def test_a_new_table_s_code_already_taken_is_changed_for_another_by_itself() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            first = await seat_table(f"{LOOPBACK}:{server.port}", 1)
            second = Guest(f"{LOOPBACK}:{server.port}", "Binod", propose=first[0].table,
                           create={"rules": quick_rules(), "level": "easy"}).start()
            welcome = await second.welcomed()
            assert [f["code"] for f in second.of_type("error")] == ["taken"]
            assert welcome["table"] != first[0].table and welcome["seat"] == 0
            assert all(ch in CODE_ALPHABET for ch in welcome["table"])
            for guest in (*first, second):
                await guest.end()

    asyncio.run(scenario())


def test_a_client_waits_for_a_server_not_there_yet_and_gives_up_after_its_tries() -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind((LOOPBACK, 0))
        port = probe.getsockname()[1]

    async def scenario() -> None:
        lonely = Guest(f"{LOOPBACK}:{port}", "Eka", table="K7QX", retries=3).start()
        why = await asyncio.wait_for(lonely.task, 10)
        assert why == "gave_up"
        lost = [f for f in lonely.frames if f.get("state") == "lost"]
        assert [f["attempt"] for f in lost] == [1, 2, 3]

    asyncio.run(scenario())


def test_a_client_comes_back_when_the_server_is_started_again() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            port = server.port
            guests = await seat_table(f"{LOOPBACK}:{port}", 1, auto=False)
            saved = server.tables.get(guests[0].table).to_json()
            await server.shutdown()
        assert [f["reason"] for f in guests[0].of_type("bye")] == ["shutdown"]
        await until(lambda: guests[0].client.state in ("lost", "connecting"), 5, "lost")
        same_port = TableServer(Tables(), plain_think)
        same_port.reopen([saved])
        await same_port.listen(LOOPBACK, port)
        try:
            await until(lambda: len(guests[0].of_type("welcome")) == 2, 10, "back")
            assert guests[0].of_type("welcome")[-1]["table"] == saved["code"]
        finally:
            await guests[0].end()
            await same_port.shutdown()

    asyncio.run(scenario())


def test_a_host_closing_its_lobby_lets_the_guests_go_and_a_stopping_server_keeps_them() -> None:
    for reason, stays in (("host_left", False), ("shutdown", True)):
        server = ServerThread(plain_think, host=LOOPBACK, port=0)
        port = server.start()
        client = ThreadedClient(f"{LOOPBACK}:{port}", "Asha", first_delay=0.05, most_delay=0.2,
                                create={"rules": quick_rules(3), "level": "easy"}).start()
        try:
            frame_loop(client, lambda fs: any(f["type"] == "welcome" for f in fs), 10)
            server.stop(reason=reason)
            def told(fs: list[dict], stays: bool = stays) -> bool:
                return any(f["type"] == "bye" for f in fs) and (
                    stays or any(f.get("state") == "closed" for f in fs))

            frames, _ = frame_loop(client, told, 10)
            assert [f["reason"] for f in frames if f["type"] == "bye"] == [reason]
            if stays:  # still trying to come back
                time.sleep(0.3)
                assert client.alive
                assert any(f.get("state") == "lost" for f in frames + client.poll())
            else:
                assert frames[-1] == {"type": "link", "state": "closed", "why": "bye"}
                deadline = time.monotonic() + 5
                while client.alive and time.monotonic() < deadline:
                    time.sleep(0.02)
                assert not client.alive
        finally:
            client.stop()
