"""Play again at the same table, and a word to the table, over a real socket on 127.0.0.1
with the real server and real headless guests (docs/protocol.md, version 2): two games in a
row with the series, a guest who leaves between games and comes back, a saved table that
keeps its series, an older game told in one sentence, and reactions seen by everyone, held
to their rate and refused when they are not one of the set."""

from __future__ import annotations

import asyncio
import json

import pytest
from netkit import LOOPBACK, Guest, quick_rules, running_server, seat_table, until
from websockets.asyncio.client import connect

from callbreak.net.protocol import PROTOCOL_VERSION, REACTION_RATE
from callbreak.words.table_talk import ERRORS

pytestmark = pytest.mark.timeout(120)


def run(scenario):  # noqa: ANN001, ANN201 - a coroutine in, its result out
    return asyncio.run(asyncio.wait_for(scenario, 100))


def last(guest: Guest, kind: str) -> dict:
    frames = guest.of_type(kind)
    assert frames, f"{guest.name} got no {kind} frame"
    return frames[-1]


def errors(guest: Guest) -> list[str]:
    return [f["code"] for f in guest.of_type("error")]


async def refused(guest: Guest, frame: dict, code: str) -> None:
    before = len(guest.of_type("error"))
    guest.client.send(frame)
    await until(lambda: len(guest.of_type("error")) > before, 5, f"{code} for {frame}")
    assert errors(guest)[-1] == code


async def play_game(guests: list[Guest], owner: Guest) -> None:
    """The owner deals; everyone plays to the end (the computer players too)."""
    owner.client.send({"type": "start"})
    await until(lambda: all(g.game_over for g in guests), 60, "the end of the game")


async def back_in_lobby(guests: list[Guest], before: int) -> None:
    """Each guest got a fresh `state` (no events, no view): the table's lobby."""
    await until(lambda: all(len(g.of_type("state")) > before for g in guests), 10,
                "the lobby again")
    for guest in guests:
        state = last(guest, "state")
        assert state["events"] == [] and state["view"] is None


def test_two_games_in_a_row_at_one_table_keep_the_code_the_seats_and_the_series() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 2)
            asha, bikash = guests
            code, tokens = asha.table, [g.client.token for g in guests]
            await refused(asha, {"type": "again"}, "wrong_phase")  # nothing to play again yet
            await play_game(guests, asha)
            first = [e for e in asha.events() if e["type"] == "game_over"][0]
            await until(lambda: all(g.of_type("series") for g in guests), 5, "the series")
            series = last(bikash, "series")["series"]
            assert len(series["games"]) == 1
            assert series["games"][0]["totals"] == first["totals"]
            assert series["games"][0]["winners"] == first["winners"]
            assert series["games"][0]["names"][:2] == ["Asha", "Bikash"]
            wins = dict(series["won"])
            assert sum(wins.values()) == len(first["winners"])  # ties share the win

            await refused(bikash, {"type": "again"}, "not_owner")
            states = len(asha.of_type("state"))
            new_rules = quick_rules(3) | {"max_call": 13}
            asha.client.send({"type": "again", "rules": new_rules})
            await back_in_lobby(guests, states)
            lobby = last(bikash, "state")
            assert lobby["rules"] | new_rules == lobby["rules"] and lobby["series"] == series
            assert [s["name"] for s in lobby["seats"][:2]] == ["Asha", "Bikash"]

            await play_game(guests, asha)
            assert asha.table == code and [g.client.token for g in guests] == tokens
            assert [g.seat for g in guests] == [0, 1]
            second = [e for e in bikash.events() if e["type"] == "game_over"][0]
            assert bikash.view["rules"]["max_call"] == 13  # the next game's house rules
            await until(lambda: len(last(asha, "series")["series"]["games"]) == 2, 5,
                        "the second game in the series")
            series = last(asha, "series")["series"]
            assert [g["totals"] for g in series["games"]] == [first["totals"],
                                                              second["totals"]]
            won = dict(series["won"])
            for name in ("Asha", "Bikash"):
                seat = ["Asha", "Bikash"].index(name)
                assert won[name] == (seat in first["winners"]) + (seat in second["winners"])
            for guest in guests:
                await guest.end()

    run(scenario())


def test_a_guest_who_leaves_between_games_is_played_for_and_sits_down_again() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            address = f"{LOOPBACK}:{server.port}"
            asha, bikash, chandra = await seat_table(address, 3)
            await play_game([asha, bikash, chandra], asha)
            bikash.client.send({"type": "leave"})
            await until(lambda: any(f["kind"] == "left" for f in asha.of_type("notice")), 5,
                        "Bikash's leaving told")
            await bikash.end()
            states = len(asha.of_type("state"))
            asha.client.send({"type": "again"})
            await back_in_lobby([asha, chandra], states)
            seat = last(asha, "state")["seats"][1]
            assert seat["kind"] == "computer" and seat["name"] != "Bikash"

            again = Guest(address, "Bikash", table=asha.table, seed=9).start()
            welcome = await again.welcomed()
            assert welcome["seat"] == 1 and welcome["token"] != bikash.client.token
            assert len(welcome["series"]["games"]) == 1  # the series he played in
            assert "Bikash" in dict(welcome["series"]["won"])
            await until(lambda: last(asha, "seats")["seats"][1]["name"] == "Bikash", 5,
                        "Bikash seated again")
            await play_game([asha, again, chandra], asha)
            assert {e["seat"] for e in again.events() if e["type"] == "called"} >= {1}
            for guest in (asha, chandra, again):
                await guest.end()

    run(scenario())


def test_a_saved_table_keeps_its_series_across_a_restart() -> None:
    saves: list[tuple[str, dict | None]] = []

    async def scenario() -> tuple[dict, str, str]:
        async with running_server(save=lambda code, data: saves.append((code, data))) as srv:
            asha, bikash = await seat_table(f"{LOOPBACK}:{srv.port}", 2)
            await play_game([asha, bikash], asha)
            asha.client.send({"type": "again"})
            await until(lambda: srv.tables.get(asha.table).game is None, 5, "the lobby")
            asha.client.send({"type": "start"})
            await until(lambda: srv.tables.get(asha.table).game is not None, 5, "the deal")
            table = srv.tables.get(asha.table)
            await until(lambda: saves[-1][1] == table.to_json(), 5, "the table saved")
            token = bikash.client.token
            for guest in (asha, bikash):
                await guest.end()
            return saves[-1][1], asha.table, token

    saved, code, token = run(scenario())
    assert len(saved["series"]["games"]) == 1

    async def reopened() -> None:
        async with running_server(reopen=[saved]) as server:
            bikash = Guest(f"{LOOPBACK}:{server.port}", "Bikash", table=code, token=token,
                           auto=False).start()
            welcome = await bikash.welcomed()
            assert welcome["seat"] == 1 and len(welcome["series"]["games"]) == 1
            assert welcome["series"] == saved["series"]
            await bikash.end()

    run(reopened())


def test_a_game_of_the_older_version_is_told_in_one_sentence() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            asha, = await seat_table(f"{LOOPBACK}:{server.port}", 1)
            url = f"ws://{LOOPBACK}:{server.port}/?table={asha.table}"
            async with connect(url) as ws:
                await ws.send(json.dumps({"type": "join", "v": 1, "table": asha.table,
                                          "name": "Old"}))
                told = json.loads(await asyncio.wait_for(ws.recv(), 5))
            assert told["type"] == "error" and told["code"] == "version"
            assert told["v"] == PROTOCOL_VERSION == 2
            assert told["text"] == ERRORS["version"] and told["text"].count(". ") == 0
            assert [s["kind"] for s in last(asha, "seats")["seats"]] == \
                ["guest", "computer", "computer", "computer"]  # nobody sat down
            await asha.end()

    run(scenario())


def test_a_reaction_reaches_every_window_and_is_held_to_its_rate() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 3, auto=False)
            asha, bikash, chandra = guests
            asha.client.send({"type": "start"})
            await until(lambda: all(g.view for g in guests), 5, "the deal")
            bikash.client.send({"type": "react", "id": "well_played"})
            await until(lambda: all(g.of_type("reaction") for g in guests), 5,
                        "the reaction everywhere")
            for guest in guests:  # the sender's window too: it shows beside his plate
                assert last(guest, "reaction") == {"type": "reaction", "seat": 1,
                                                   "id": "well_played",
                                                   "text": "Well played!"}
            for _ in range(REACTION_RATE - 1):
                bikash.client.send({"type": "react", "id": "thumbs_up"})
            await until(lambda: len(chandra.of_type("reaction")) == REACTION_RATE, 5,
                        "the reactions within the rate")
            await refused(bikash, {"type": "react", "id": "oops"}, "slow_down")
            await refused(chandra, {"type": "react", "id": "hello"}, "malformed")
            await refused(chandra, {"type": "react", "id": "oops", "text": "hi"},
                          "malformed")
            await refused(chandra, {"type": "react"}, "malformed")
            chandra.client.send({"type": "react", "id": "oops"})  # his own rate is untouched
            await until(lambda: last(asha, "reaction")["seat"] == 2, 5, "Chandra's oops")
            await asyncio.sleep(0.3)
            seen = [f for f in asha.of_type("reaction")]
            assert [f["seat"] for f in seen] == [1] * REACTION_RATE + [2]  # nobody else
            assert {f["seat"] for f in seen} & {3} == set()  # the computer stays quiet
            for guest in guests:
                await guest.end()

    run(scenario())
