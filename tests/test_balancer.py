"""Past one machine, run for real: two `callbreak-server` processes behind HAProxy with
deploy/callbreak.cfg itself (filled in from the environment with this test's ports), all on
127.0.0.1. Twenty tables are created and joined through the balancer, so creating a table
and joining it land on the same server; one server is stopped with SIGTERM and started
again from its folder, and its guests come back through the balancer at the same trick
(while it was down they were turned away, never sent to the other server, which would
refuse them for good), while the other server's tables play on untouched; then all twenty
play to the end.

Slow (two servers, a balancer, twenty games): CI runs it in its slow step, after .ci/run
has installed HAProxy. Without HAProxy it is skipped."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from netkit import LOOPBACK, ROOT, Guest, ServerProcess, seat_table, step, until
from test_net_server_process import play_into_a_trick

from callbreak.net.protocol import CODE_LENGTH, LONG_CODE_LENGTH, new_code

CONFIG = ROOT / "deploy" / "callbreak.cfg"
TABLES = 20
# as deploy/README.md runs a server: the balancer's X-Forwarded-For is believed
BEHIND = ("--trusted-proxy", LOOPBACK)


def haproxy_path() -> str | None:
    """HAProxy's program: on the PATH, or where Debian puts it (/usr/sbin, often not on a
    user's PATH)."""
    return shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/usr/local/sbin")


pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(300),
    pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals"),
    pytest.mark.skipif(haproxy_path() is None,
                       reason="HAProxy is not installed (apt-get install haproxy; "
                              ".ci/run installs it before the slow step)"),
]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


def answers_health(port: int) -> bool:
    """Whether GET /health through the balancer reaches a table server."""
    connection = http.client.HTTPConnection(LOOPBACK, port, timeout=2)
    try:
        connection.request("GET", "/health")
        return connection.getresponse().status == 200
    except OSError:
        return False
    finally:
        connection.close()


@contextlib.contextmanager
def balancer(servers: list[int], folder: Path) -> Iterator[int]:
    """HAProxy on 127.0.0.1 with deploy/callbreak.cfg in front of the table servers at
    `servers` (ports); yields its port and stops it afterwards."""
    program = haproxy_path()
    assert program is not None
    port = free_port()
    env = {**os.environ, "CALLBREAK_LISTEN": f"{LOOPBACK}:{port}", "CALLBREAK_TLS": "",
           "CALLBREAK_ONE": f"{LOOPBACK}:{servers[0]}",
           "CALLBREAK_TWO": f"{LOOPBACK}:{servers[1]}"}
    checked = subprocess.run([program, "-c", "-f", str(CONFIG)], env=env, timeout=30,
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    log = folder / "haproxy.log"
    with log.open("w") as out:
        proc = subprocess.Popen([program, "-db", "-f", str(CONFIG)], env=env, stdout=out,
                                stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 20
        while not answers_health(port):
            assert proc.poll() is None, f"HAProxy stopped: {log.read_text()}"
            assert time.monotonic() < deadline, f"HAProxy never answered: {log.read_text()}"
            time.sleep(0.1)
        yield port
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)


def tried_again(guest: Guest, times: int = 4) -> bool:
    """Whether the guest's game has tried to come back `times` times since it lost the
    table, and been turned away each time: about 12 s through deploy/callbreak.cfg, longer
    than HAProxy's health checks take to mark a server down (6 s by default), so a
    balancer that checked would by then be sending the guest to the other server."""
    return any(f["type"] == "link" and f["state"] == "lost" and f.get("attempt", 0) > times
               for f in guest.frames)


async def whose_server(table: list[Guest]) -> str:
    """After server one stopped: "one" when it said goodbye to the table's guests, "two"
    once a move is made at the table (its server is up, so it is the other one)."""
    moved = asyncio.create_task(step(table, 30))
    try:
        await until(lambda: moved.done() or all(g.of_type("bye") for g in table), 30,
                    "a goodbye or a move")
    finally:
        if not moved.done():
            moved.cancel()
    if all(g.of_type("bye") for g in table):
        return "one"
    await moved  # raises if the move failed
    return "two"


def test_tables_behind_the_balancer_each_live_on_one_server_and_come_back_there(
        tmp_path: Path) -> None:
    folders = [tmp_path / "one", tmp_path / "two"]
    servers: list[ServerProcess] = []
    # the creators' codes, short and long, seeded so the tables fall on both servers the
    # same way each run
    rng = random.Random(45)
    codes: list[str] = []
    for n in range(TABLES):
        codes.append(new_code(rng, set(codes), LONG_CODE_LENGTH if n % 2 else CODE_LENGTH))

    async def scenario(address: str) -> None:
        tables = await asyncio.gather(*(
            seat_table(address, 2, auto=False, retries=200, propose=code,
                       names=(f"Asha{n}", f"Bikash{n}")) for n, code in enumerate(codes)))
        everyone = [guest for table in tables for guest in table]
        try:
            # created and joined through the balancer: the joiner found the creator's table
            assert [t[0].table for t in tables] == codes
            assert all(t[1].table == t[0].table and t[1].seat == 1 for t in tables)
            for table in tables:
                table[0].client.send({"type": "start"})
            await asyncio.gather(*(play_into_a_trick(table) for table in tables))

            # every table waits for a guest's card now
            before = {g.name: (g.seat, list(g.view["hand"]), list(g.view["trick"]), g.events())
                      for g in everyone}

            assert await asyncio.to_thread(servers[0].terminate) == 0
            # server one's tables are told it stops; the other server's tables play on
            found = await asyncio.gather(*(whose_server(table) for table in tables))
            on_one = [t for t, server in zip(tables, found) if server == "one"]
            on_two = [t for t, server in zip(tables, found) if server == "two"]
            assert on_one and on_two, f"every table on one server: {found}"
            # every guest of server one tries again through the balancer while it is down,
            # and is turned away rather than sent to server two (which has no such table)
            await until(lambda: all(tried_again(g) or g.client.why for t in on_one for g in t),
                        40, "server one's guests to try again while it is down")
            refused = {g.name: g.of_type("error") for t in on_one for g in t if g.client.why}
            assert not refused, f"guests of server one sent away for good: {refused}"
            servers[0] = await asyncio.to_thread(ServerProcess, folders[0], servers[0].port,
                                                 *BEHIND)

            await until(lambda: all(len(g.of_type("state")) == 2 for t in on_one for g in t),
                        60, "server one's guests back through the balancer")
            for table in on_one:
                for guest in table:
                    seat, hand, trick, events = before[guest.name]
                    welcome = guest.of_type("welcome")[-1]
                    assert (welcome["table"], welcome["seat"]) == (table[0].table, seat)
                    state = guest.of_type("state")[-1]
                    assert state["events"] == events  # the same game, to the same card
                    assert state["view"]["hand"] == hand and state["view"]["trick"] == trick
            for table in on_two:
                for guest in table:
                    assert not guest.of_type("bye") and len(guest.of_type("welcome")) == 1
                    assert guest.client.state == "open"

            for guest in everyone:  # and all twenty play to the end
                guest.auto = True
                guest.act()
            await until(lambda: all(g.game_over for g in everyone), 180,
                        "every table's game to end")
        finally:
            await asyncio.gather(*(guest.end() for guest in everyone))

    try:
        servers.extend(ServerProcess(folder, 0, *BEHIND) for folder in folders)
        with balancer([s.port for s in servers], tmp_path) as port:
            asyncio.run(asyncio.wait_for(scenario(f"{LOOPBACK}:{port}"), 270))
        for server in servers:
            assert server.terminate() == 0
    finally:
        for server in servers:
            server.close()
