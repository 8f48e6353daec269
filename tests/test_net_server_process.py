"""The table server's own command in a process of its own (`python -m callbreak.tools.serve`,
and the executable's `--serve`), on 127.0.0.1: killed with SIGKILL and started again from its
folder, the table comes back with its code and the guests' games rejoin it by themselves at
the same trick; SIGTERM saves every table and tells every guest."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys

import pytest
from netkit import (
    LOOPBACK,
    READY_LINE,
    ROOT,
    Guest,
    ServerProcess,
    seat_table,
    step,
    until,
    whose_turn,
)
from proc_util import descendants, wait_until_gone

from callbreak.net.journal import JOURNAL, TableJournal, read_journal
from callbreak.net.protocol import events_to_json
from callbreak.net.table import HostedTable

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]


def saved_events(folder, code: str) -> list[dict] | None:  # noqa: ANN001
    """The events of the game saved for a table in the server's folder (as it would reopen
    it), None while it cannot be read."""
    try:
        table = HostedTable.from_json(read_journal(folder / JOURNAL).get(code))
    except (OSError, ValueError):
        return None
    return None if table.game is None else events_to_json(table.game.events)


async def play_into_a_trick(guests: list[Guest]) -> None:
    """Manual play into the second trick of the first round, until a guest is to play onto
    cards already on the table and every guest's game has every move (then nothing moves
    until that guest does)."""
    def still() -> bool:
        return whose_turn(guests) is not None and len({len(g.events()) for g in guests}) == 1

    for _ in range(60):
        await step(guests)
        await until(still, 10, "a guest's turn, every game in step")
        view = guests[0].view
        if view["phase"] == "playing" and view["completed"] and view["trick"]:
            return
    raise AssertionError("never reached the middle of a trick")


def test_the_server_killed_and_restarted_reopens_the_table_and_the_guests_rejoin_it(
        tmp_path) -> None:  # noqa: ANN001
    data = tmp_path / "tables"
    server = ServerProcess(data)
    port = server.port

    async def scenario() -> None:
        nonlocal server
        guests = await seat_table(f"{LOOPBACK}:{port}", 3, auto=False, retries=200)
        guests[0].client.send({"type": "start"})
        await play_into_a_trick(guests)
        code = guests[0].table
        before = {g.name: (list(g.view["hand"]), list(g.view["trick"]), g.events())
                  for g in guests}
        await until(lambda: saved_events(data, code) == guests[0].events(), 10,
                    "the save to hold the last card")

        below = descendants(server.proc.pid)  # its computer players' worker among them
        server.kill()  # SIGKILL: no goodbye, no last save
        left, _ = await asyncio.to_thread(wait_until_gone, below, 10.0)
        assert not left, f"processes {sorted(left)} outlived the killed server"
        await until(lambda: all(g.client.state in ("lost", "connecting") for g in guests), 10,
                    "every guest to notice")
        assert not any(g.of_type("bye") for g in guests)
        server = await asyncio.to_thread(ServerProcess, data, port)

        await until(lambda: all(len(g.of_type("state")) == 2 for g in guests), 30,
                    "every guest back, with the table's state")  # a welcome, then a state
        for guest in guests:
            welcome = guest.of_type("welcome")[-1]
            assert welcome["table"] == code and welcome["seat"] == guests.index(guest)
            hand, trick, events = before[guest.name]
            state = guest.of_type("state")[-1]
            assert state["events"] == events  # the same game, to the same card
            assert state["view"]["hand"] == hand and state["view"]["trick"] == trick
        for guest in guests:  # and it plays on to the end
            guest.auto = True
            guest.act()
        await until(lambda: all(g.game_over for g in guests), 60, "the end of the game")
        for guest in guests:
            await guest.end()

    try:
        asyncio.run(asyncio.wait_for(scenario(), 100))
        assert server.terminate() == 0
    finally:
        server.close()


def test_sigterm_saves_every_table_and_says_goodbye_to_every_guest(tmp_path) -> None:  # noqa: ANN001
    data = tmp_path / "tables"
    server = ServerProcess(data)

    async def scenario() -> None:
        address = f"{LOOPBACK}:{server.port}"
        first = await seat_table(address, 2, auto=False, retries=200)
        second = await seat_table(address, 1, auto=False, retries=200,
                                  names=("Chandra",))
        first[0].client.send({"type": "start"})
        for _ in range(6):
            await step(first)
        everyone = first + second

        code = await asyncio.to_thread(server.terminate)
        assert code == 0
        for guest in everyone:
            byes = guest.of_type("bye")
            assert [b["reason"] for b in byes] == ["shutdown"]
            assert byes[0]["text"].startswith("The table server is stopping")
        saved = {code for code, table in read_journal(data / JOURNAL).items() if table}
        assert saved == {first[0].table, second[0].table}
        assert saved_events(data, first[0].table) == first[0].events()
        for guest in everyone:  # still trying to come back, not given up
            assert guest.client.why is None
            await guest.end()

    try:
        asyncio.run(asyncio.wait_for(scenario(), 100))
    finally:
        server.close()


def test_the_game_s_own_command_runs_the_table_server_with_serve(tmp_path) -> None:  # noqa: ANN001
    command = [sys.executable, "-m", "callbreak", "--serve", "--host", LOOPBACK, "--port", "0",
               "--data", str(tmp_path / "tables"), "--log", str(tmp_path / "server.log")]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        line = proc.stdout.readline()
        assert READY_LINE.search(line), line
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
        assert "stopped" in (tmp_path / "server.log").read_text()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        proc.stdout.close()


def test_an_older_server_s_table_files_are_read_and_one_that_is_not_json_is_put_aside(
        tmp_path) -> None:  # noqa: ANN001
    folder = tmp_path / "tables"
    folder.mkdir()
    (folder / "table-ABCD.json").write_text("{ half a save")
    (folder / "table-K7QX.json").write_text('{"format": 1, "code": "K7QX"}')
    journal = TableJournal(folder)
    assert journal.load() == [{"format": 1, "code": "K7QX"}]
    assert (folder / "table-ABCD.json.bad").read_text() == "{ half a save"
    journal.save("K7QX", None)  # a finished table goes
    journal.close()
    assert TableJournal(folder).load() == []
    assert sorted(p.name for p in folder.iterdir()) == [JOURNAL, "table-ABCD.json.bad"]


def test_a_table_created_without_a_level_gets_the_server_s_level(tmp_path) -> None:  # noqa: ANN001
    server = ServerProcess(tmp_path / "tables")  # --level easy

    async def scenario() -> None:
        asha = Guest(f"{LOOPBACK}:{server.port}", "Asha",
                     create={"rules": {"rounds": 3}}).start()
        welcome = await asha.welcomed()
        assert welcome["level"] == "easy"
        await asha.end()

    try:
        asyncio.run(asyncio.wait_for(scenario(), 30))
    finally:
        server.close()


def test_with_friend_wait_a_computer_plays_for_a_guest_who_leaves_their_turn_waiting(
        tmp_path) -> None:  # noqa: ANN001
    server = ServerProcess(tmp_path / "tables", 0, "--friend-wait", "1")

    async def scenario() -> None:
        guests = await seat_table(server.address, 2, auto=False, retries=200)
        guests[0].client.send({"type": "start"})  # and then neither guest ever acts

        def played_for() -> set[str]:
            return {f["name"] for g in guests for f in g.of_type("notice")
                    if f["kind"] == "computer"}
        await until(lambda: len(played_for()) == 2, 30, "a computer playing for both")
        # and the game goes on without them: every call made, the first cards played
        await until(lambda: len(guests[0].events()) > 8, 30, "the game going on")
        for guest in guests:
            await guest.end()

    try:
        asyncio.run(scenario())
    finally:
        server.close()
