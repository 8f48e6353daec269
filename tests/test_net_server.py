"""The table server over a real socket on 127.0.0.1, with real headless guests: whole games,
a guest cut off mid-trick coming back by itself, two tables side by side, and no card of
another seat in any frame a guest receives. (The server process killed and restarted:
test_net_server_process.py; a hostile guest: test_net_server_hostile.py.)"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import urllib.request

import pytest
from netkit import (
    LOOPBACK,
    Cutter,
    Guest,
    held_cards,
    leaks,
    plain_think,
    running_server,
    seat_table,
    step,
    until,
)

from callbreak.net.protocol import DEFAULT_PORT, events_to_json
from callbreak.net.server import PORT_TRIES, TableServer
from callbreak.net.tables import Tables

pytestmark = pytest.mark.timeout(90)


def run(scenario):  # noqa: ANN001, ANN201 - a coroutine in, its result out
    return asyncio.run(asyncio.wait_for(scenario, 60))


async def play_to_the_end(guests: list[Guest], timeout: float = 40.0) -> None:
    for guest in guests:
        guest.auto = True
        guest.act()
    await until(lambda: all(g.game_over for g in guests), timeout, "the end of the game")


def test_three_guests_and_a_computer_player_play_a_whole_game_over_loopback() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 3)
            assert [g.seat for g in guests] == [0, 1, 2]
            assert guests[0].welcome["owner"] and not guests[1].welcome["owner"]
            seats = guests[2].welcome["seats"]
            assert [s["name"] for s in seats[:3]] == ["Asha", "Bikash", "Chandra"]
            assert seats[3]["kind"] == "computer"
            guests[0].client.send({"type": "start"})
            await until(lambda: all(g.game_over for g in guests), 40, "the end of the game")
            table = server.tables.get(guests[0].table)
            truth = events_to_json(table.game.events)
            for guest in guests:  # each guest's game holds exactly the host's game
                assert guest.events() == truth
            played = [e for e in truth if e["type"] == "played"]
            assert len(played) == 3 * 52
            assert {e["seat"] for e in played} == {0, 1, 2, 3}  # the computer played seat 3
            final = truth[-1]
            assert final["type"] == "game_over"
            assert guests[1].view["totals"] == final["totals"]
            for guest in guests:
                await guest.end()

    run(scenario())


def test_no_guest_ever_receives_a_card_of_another_seat_before_it_is_played() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 4)
            guests[0].client.send({"type": "start"})
            await until(lambda: all(g.game_over for g in guests), 40, "the end of the game")
            held = held_cards(guests[0].events())
            assert all(len(held[(r, s)]) == 13 for r in range(3) for s in range(4))
            for guest in guests:
                assert len(guest.frames) > 150
                assert leaks(guest.frames, guest.seat, held) == []
            # the check is not blind: a frame showing a card of the next seat is caught
            first_view = next(f for f in guests[0].frames if f.get("view"))
            theirs = sorted(held[(first_view["view"]["round_no"], 1)])[0]
            planted = {**first_view, "view": {**first_view["view"],
                                              "hand": [*first_view["view"]["hand"], theirs]}}
            assert leaks([planted], 0, held) != []
            for guest in guests:
                await guest.end()

    run(scenario())


def test_a_fifth_guest_is_told_the_table_is_full_and_a_late_one_that_it_started() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            address = f"{LOOPBACK}:{server.port}"
            guests = await seat_table(address, 4, auto=False)
            fifth = Guest(address, "Eka", table=guests[0].table).start()
            await until(lambda: fifth.client.why is not None, 10, "the fifth guest's answer")
            assert fifth.of_type("error")[0]["code"] == "full"
            assert fifth.client.why == "refused"
            await guests[3].client.leave()  # a seat comes free; the game starts without her
            await until(lambda: guests[0].view is None and any(
                f["type"] == "seats" and f["seats"][3]["kind"] == "computer"
                for f in guests[0].frames), 10, "Deepa's seat freed")
            guests[0].client.send({"type": "start"})
            await until(lambda: guests[0].view is not None, 10, "the deal")
            late = Guest(address, "Eka", table=guests[0].table).start()
            await until(lambda: late.client.why is not None, 10, "the late guest's answer")
            assert late.of_type("error")[0]["code"] == "started"
            for guest in guests[:3]:
                await guest.end()

    run(scenario())


def test_a_guest_cut_off_mid_trick_is_played_for_at_once_and_comes_back_with_its_hand() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            cutter = await Cutter(server.port).start()
            address = f"{LOOPBACK}:{server.port}"
            guests = await seat_table(address, 4, auto=False, via={1: cutter.address})
            asha, bikash = guests[0], guests[1]
            asha.client.send({"type": "start"})
            # play by hand until it is Bikash's turn with cards already on the trick
            for _ in range(80):
                view = bikash.view
                if view and view["phase"] == "playing" and view["turn"] == 1 and \
                        view["trick"]:
                    break
                await step(guests)
            else:
                raise AssertionError("never Bikash's turn in the middle of a trick")
            hand = list(bikash.view["hand"])
            seen = bikash.events()
            played_before = len(seen)

            cutter.cut(hold=True)  # his Wi-Fi is gone
            await until(lambda: any(n["kind"] == "away" and n["seat"] == 1
                                    for n in asha.of_type("notice")), 10, "Bikash away")
            await until(lambda: any(e["type"] == "played" and e["seat"] == 1
                                    for e in asha.events()[played_before:]), 10,
                        "a computer player playing Bikash's card")
            assert bikash.client.state in ("lost", "connecting")

            cutter.release()  # back: his game rejoins by itself with its token
            await until(lambda: len(bikash.of_type("state")) == 2, 15, "Bikash's return")
            again = bikash.of_type("welcome")[-1]
            assert again["seat"] == 1 and again["table"] == asha.table
            state = bikash.of_type("state")[-1]
            assert state["events"][:played_before] == seen  # the same game
            # his hand, less what the computer played for him while he was away (his card
            # may have won the trick, and then it led for him too)
            for_him = [e["card"] for e in state["events"][played_before:]
                       if e["type"] == "played" and e["seat"] == 1]
            assert for_him and set(for_him) <= set(hand)
            assert sorted(state["view"]["hand"]) == sorted(set(hand) - set(for_him))
            back = [n for n in asha.of_type("notice") if n["kind"] == "back"]
            assert back and back[-1]["text"] == "Bikash is back."
            await play_to_the_end(guests)
            held = held_cards(asha.events())
            assert leaks(bikash.frames, 1, held) == []
            assert bikash.events() == asha.events()
            for guest in guests:
                await guest.end()
            await cutter.close()

    run(scenario())


def test_two_tables_on_one_server_never_see_each_others_frames() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            address = f"{LOOPBACK}:{server.port}"
            first = await seat_table(address, 2, names=("Asha", "Binod"))  # no computer's name
            second = await seat_table(address, 2, names=("Chandra", "Deepa"))
            assert first[0].table != second[0].table
            first[0].client.send({"type": "start"})
            second[0].client.send({"type": "start"})
            everyone = first + second
            await until(lambda: all(g.game_over for g in everyone), 50, "both games' ends")
            for own, other in ((first, second), (second, first)):
                code = own[0].table
                theirs = {g.name for g in other}
                for guest in own:
                    assert guest.events() == events_to_json(server.tables.get(code).game.events)
                    for frame in guest.frames:
                        text = repr(frame)
                        assert other[0].table not in text
                        assert not any(name in text for name in theirs), frame
            assert first[0].events() != second[0].events()  # two games, not one seen twice
            for guest in everyone:
                await guest.end()

    run(scenario())


def test_every_call_and_card_is_saved_and_a_save_reopens_the_same_table() -> None:
    saves: list[tuple[str, dict | None]] = []

    def last_save(code: str) -> dict | None:
        return next((data for c, data in reversed(saves) if c == code), None)

    async def scenario() -> dict:
        async with running_server(save=lambda code, data: saves.append((code, data))) as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 2, auto=False)
            code = guests[0].table
            table = server.tables.get(code)
            await until(lambda: last_save(code) == table.to_json(), 5, "the seats saved")
            guests[0].client.send({"type": "start"})
            for _ in range(12):  # after every call and every card, the save holds it
                await step(guests)
                await until(lambda: last_save(code) == table.to_json(), 5, "the move saved")
            moves = [e for e in events_to_json(table.game.events)
                     if e["type"] in ("called", "played")]
            assert len(moves) >= 12  # the guests' and the computer players' calls and cards
            for guest in guests:
                await guest.end()
            await server.shutdown()
        gone_or_kept = last_save(code)
        assert gone_or_kept == table.to_json()  # kept: the game is not over
        return gone_or_kept

    last = run(scenario())

    async def reopened() -> None:
        async with running_server(reopen=[last]) as server:
            table = server.tables.get(last["code"])
            assert table is not None and table.to_json()["game"] == last["game"]

    run(reopened())


def test_the_server_takes_the_next_free_port_when_the_default_one_is_taken() -> None:
    async def scenario() -> None:
        with socket.socket() as blocker:
            with contextlib.suppress(OSError):  # taken by something else: the same for us
                blocker.bind((LOOPBACK, DEFAULT_PORT))
                blocker.listen()
            server = TableServer(Tables(), plain_think)
            port = await server.listen(LOOPBACK, None)
            try:
                assert DEFAULT_PORT < port < DEFAULT_PORT + PORT_TRIES
                assert server.address == f"ws://{LOOPBACK}:{port}"
            finally:
                await server.shutdown()

    run(scenario())


def test_a_plain_health_check_is_answered_ok() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
            url = f"http://{LOOPBACK}:{server.port}/health"
            body = await asyncio.to_thread(lambda: opener.open(url, timeout=5).read())
            assert body == b"ok\n"

    run(scenario())


def test_a_computer_player_that_fails_or_dawdles_still_gets_its_seat_played() -> None:
    asked = []

    async def unreliable(seat, view, level):  # noqa: ANN001, ANN202 - an awaitable answer
        asked.append(seat)
        if len(asked) % 3 == 1:
            raise RuntimeError("the player broke")
        if len(asked) % 3 == 2:
            await asyncio.sleep(5)  # longer than the server waits
        return plain_think(seat, view, level)

    async def scenario() -> None:
        async with running_server(think=unreliable, think_seconds=0.05) as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 1)  # three rounds
            guests[0].client.send({"type": "start"})
            await until(lambda: guests[0].game_over, 50, "the end of the game")
            assert len(asked) >= 3 * 3 * 14  # three computer seats played every round
            await guests[0].end()

    run(scenario())
