"""Between rounds, over a real socket on 127.0.0.1 with real headless guests: every seat's
`next` in the host's `seats` frames says who has pressed Next, so each guest's game can name
whom the table still waits for; the round is dealt when the last person presses it."""

from __future__ import annotations

import asyncio

import pytest
from netkit import LOOPBACK, Guest, running_server, seat_table, step, until

pytestmark = pytest.mark.timeout(90)


def pressed(guest: Guest) -> dict[int, bool | None]:
    """Each seat's `next` in the latest seats this guest was told (None: not said)."""
    frames = [f for f in guest.frames if f["type"] in ("seats", "state", "welcome")]
    return {s["seat"]: s.get("next") for s in frames[-1]["seats"]}


def test_every_guest_hears_who_has_pressed_next_until_the_last_one_does() -> None:
    async def scenario() -> None:
        async with running_server() as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 3, auto=False)
            guests[0].client.send({"type": "start"})
            await until(lambda: all(g.view is not None for g in guests), 10, "the deal")
            for guest in guests:  # while the round is played, nobody's Next is said
                assert set(pressed(guest).values()) == {None}
            while not all(g.view["phase"] == "round_over" for g in guests):
                await step(guests)
            # the round is scored: every person has not pressed Next yet, the computer
            # player (seat 3) is never waited for
            nobody = {0: False, 1: False, 2: False, 3: None}
            await until(lambda: all(pressed(g) == nobody for g in guests), 10, "the news")
            guests[1].client.send({"type": "next"})
            one = {0: False, 1: True, 2: False, 3: None}
            await until(lambda: all(pressed(g) == one for g in guests), 10, "Bikash's Next")
            guests[0].client.send({"type": "next"})
            two = {0: True, 1: True, 2: False, 3: None}
            await until(lambda: all(pressed(g) == two for g in guests), 10, "Asha's Next")
            assert all(g.view["phase"] == "round_over" for g in guests)
            guests[2].client.send({"type": "next"})  # the last one: the next deal at once
            await until(lambda: all(g.view["round_no"] == 1 for g in guests), 10, "the deal")
            for guest in guests:
                await guest.end()

    asyncio.run(asyncio.wait_for(scenario(), 60))
