"""A table server says in its log how it is doing (callbreak/net/gauge.py): how long each
move's frames waited before they were written (a slow disk shows there), and how late its
loop woke (a piece of work that holds the loop shows there), over loopback."""

from __future__ import annotations

import asyncio
import logging
import re
import time

import pytest
from netkit import LOOPBACK, plain_think, running_server, seat_table, step, until

pytestmark = pytest.mark.timeout(60)

ANSWERED = re.compile(r"the last \d+ s: (\d+) changes answered p50 ([\d.]+) ms, p99 ([\d.]+) "
                      r"ms, max ([\d.]+) ms; the loop late p99 [\d.]+ ms, max ([\d.]+) ms, "
                      r"of it working p99 [\d.]+ ms, max ([\d.]+) ms; (\d+) commits")
DISK_SECONDS = 0.05  # each save takes this long: a slow disk
HOLD_SECONDS = 0.2  # a computer player that works this much CPU on the loop before it answers


def test_the_log_says_how_long_moves_waited_for_the_disk_and_the_loop_was_held(
        caplog: pytest.LogCaptureFixture) -> None:
    def slow_disk(code: str, data: object) -> None:
        time.sleep(DISK_SECONDS)

    held = []

    def holding_think(seat, view, level):  # noqa: ANN001, ANN202 - the Think signature
        if not held:  # once: the loop does nothing else meanwhile
            held.append(seat)
            began, wall = time.thread_time(), time.monotonic()
            while time.thread_time() - began < HOLD_SECONDS and time.monotonic() - wall < 10:
                pass
        return plain_think(seat, view, level)

    def reports() -> list[re.Match[str]]:
        return [m for r in caplog.records if (m := ANSWERED.search(r.getMessage()))]

    async def scenario() -> None:
        async with running_server(save=slow_disk, think=holding_think, report_seconds=0.5,
                                  tick_seconds=0.05) as server:
            guests = await seat_table(f"{LOOPBACK}:{server.port}", 3, auto=False)
            guests[0].client.send({"type": "start"})
            for _ in range(6):
                await step(guests)
            await until(lambda: sum(int(m[1]) for m in reports()) >= 6 and held, 10,
                        "a report of the moves")
            await asyncio.sleep(0.6)  # the report of the time the loop was held
            for guest in guests:
                await guest.end()

    with caplog.at_level(logging.INFO, logger="callbreak.net.server"):
        asyncio.run(asyncio.wait_for(scenario(), 40))
    found = reports()
    # every move waited for its save: the median answer took the disk's time at least
    assert any(float(m[2]) >= 1000 * DISK_SECONDS for m in found), found
    assert all(float(m[4]) >= float(m[3]) >= float(m[2]) for m in found)
    assert sum(int(m[7]) for m in found) >= 1
    # the computer player held the loop: a report says the loop woke that late, working
    assert max(float(m[6]) for m in found) >= 1000 * HOLD_SECONDS * 0.9, found
    assert all(float(m[5]) >= float(m[6]) for m in found)
