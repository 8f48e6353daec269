"""No move a guest was shown is lost when the table server is killed: the real
`callbreak-server` process, three tables playing at full speed (guests and computer
players), killed with SIGKILL at random moments and started again from its folder each
time; every guest's last seen event is in the table as the folder holds it, and the guests
play on from there."""

from __future__ import annotations

import asyncio
import random
import sys

import pytest
from netkit import ServerProcess, quick_rules, seat_table, until

from callbreak.net.journal import JOURNAL, read_journal
from callbreak.net.protocol import events_to_json
from callbreak.net.table import HostedTable

pytestmark = [pytest.mark.timeout(240),
              pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")]
KILLS = 6


def restored_events(folder, code: str) -> list[dict]:  # noqa: ANN001
    """The game's events of table `code` as the server would reopen it from `folder`."""
    data = read_journal(folder / JOURNAL).get(code)
    assert data is not None, f"table {code} is not in the folder"
    table = HostedTable.from_json(data)
    return [] if table.game is None else events_to_json(table.game.events)


def test_every_move_a_guest_saw_survives_the_server_killed_at_random_moments(
        tmp_path) -> None:  # noqa: ANN001
    data = tmp_path / "tables"
    server = ServerProcess(data)
    port = server.port
    rng = random.Random(45)
    checked: list[int] = []  # events seen by the guests at each kill, all tables together

    async def scenario() -> None:
        nonlocal server
        tables = []
        for n in range(3):
            guests = await seat_table(f"127.0.0.1:{port}", 2, rules=quick_rules(5),
                                      retries=200, names=(f"Asha{n}", f"Bikash{n}"))
            tables.append(guests)
        for guests in tables:
            guests[0].client.send({"type": "start"})
        everyone = [g for guests in tables for g in guests]
        await until(lambda: all(len(g.events()) > 4 for g in everyone), 30, "play under way")
        for _ in range(KILLS):
            await asyncio.sleep(rng.uniform(0.05, 0.8))  # a random moment of play,
            shown = sum(len(g.of_type("events")) for g in everyone)
            for _ in range(5000):  # and then just as a move reaches a guest (bounded wait)
                if sum(len(g.of_type("events")) for g in everyone) > shown:
                    break
                await asyncio.sleep(0.001)
            server.kill()  # SIGKILL: no goodbye, no last save
            await until(lambda: all(g.client.state in ("lost", "connecting")
                                    for g in everyone), 10, "every guest to notice")
            seen = 0
            for guests in tables:
                code = guests[0].table
                restored = restored_events(data, code)
                for guest in guests:
                    mine = guest.events()
                    assert restored[:len(mine)] == mine, \
                        f"{guest.name} saw {len(mine)} events, the folder holds " \
                        f"{len(restored)} and they differ"
                    seen += len(mine)
            checked.append(seen)
            states = {g.name: len(g.of_type("state")) for g in everyone}
            server = await asyncio.to_thread(ServerProcess, data, port)
            await until(lambda states=states: all(len(g.of_type("state")) > states[g.name]
                                                  for g in everyone), 30, "every guest back")
        for guest in everyone:
            await guest.end()

    try:
        asyncio.run(asyncio.wait_for(scenario(), 200))
    finally:
        server.close()
    assert len(checked) == KILLS and checked == sorted(checked) and checked[-1] > checked[0]
