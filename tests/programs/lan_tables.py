"""A table announced and found for real over multicast DNS, on the loopback interface of a
network namespace of its own, for tests/test_net_discovery.py:

    unshare -n python tests/programs/lan_tables.py

Refuses to run outside a namespace holding nothing but loopback (nothing of this program
may reach a real network). Brings up `lo` with multicast, starts a host (this program with
`host`, a second process in the same namespace) announcing a table on 127.0.0.1, browses
for it, has the host take a guest (one free seat fewer) and then close, and prints one JSON
line: what was seen, how long each took, and where each zeroconf listened and sent from.
Every wait is bounded (WAIT seconds); the host is killed if it outlives the program.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from callbreak.engine import HouseRules, Redeal
from callbreak.net.discovery import Browser, FoundTable, TableInfo, announce

WAIT = 10.0  # seconds: each thing the browser waits to see
LOOPBACK = "127.0.0.1"
PORT = 45678
RULES = HouseRules(rounds=3, big_call=True, redeal=Redeal.JQK)
HOST_NAME = "आरती Rai"


def only_loopback() -> bool:
    """True inside a namespace whose only device is lo (never a real network)."""
    return [name for _, name in socket.if_nameindex()] == ["lo"]


def memberships() -> list[tuple[str, str]]:
    """(device, group) for each multicast group joined in this namespace."""
    out, device = [], ""
    for line in Path("/proc/net/igmp").read_text().splitlines()[1:]:
        if not line.startswith("\t"):
            device = line.split()[1]
        else:
            hexa = line.split()[0]
            out.append((device, ".".join(str(int(hexa[i:i + 2], 16)) for i in (6, 4, 2, 0))))
    return out


def host() -> None:
    """Announce a table, then obey one word a line on stdin: `guest`, `close`."""
    table = TableInfo(HOST_NAME, RULES, free_seats=2, level="hard")
    shown = announce(table, PORT, LOOPBACK)
    print(json.dumps({"sending_from": shown.sending_from(),
                      "listening_on": shown.listening_on()}), flush=True)
    for line in sys.stdin:
        if line.strip() == "guest":
            shown.update(TableInfo(HOST_NAME, RULES, free_seats=1, level="hard"))
        elif line.strip() == "close":
            start = time.monotonic()
            shown.close()
            print(json.dumps({"closed_in": time.monotonic() - start}), flush=True)
            return


def seen(table: FoundTable) -> dict[str, object]:
    return {"host_name": table.host_name, "address": table.address, "version": table.version,
            "rules": table.rules.to_dict() if table.rules else None,
            "free_seats": table.free_seats, "level": table.level, "joinable": table.joinable}


def main() -> int:
    if not only_loopback():
        print(json.dumps({"refused": "not in a network namespace of loopback only"}))
        return 3
    subprocess.run(["ip", "link", "set", "lo", "up", "multicast", "on"], check=True)
    changed = threading.Event()
    browser = Browser(LOOPBACK, on_change=changed.set)
    result: dict[str, object] = {"browser_sending_from": browser.sending_from(),
                                 "browser_listening_on": browser.listening_on()}
    child = subprocess.Popen([sys.executable, __file__, "host"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdin is not None and child.stdout is not None
    try:
        result["host"] = json.loads(child.stdout.readline())
        start = time.monotonic()

        def wait_for(check: str, test: object) -> None:
            deadline = time.monotonic() + WAIT
            while time.monotonic() < deadline:
                tables = browser.tables()
                if test(tables):  # type: ignore[operator]
                    result[check] = time.monotonic() - start
                    result[check + "_tables"] = [seen(t) for t in tables]
                    return
                changed.wait(0.2)
                changed.clear()

        wait_for("found", lambda ts: len(ts) == 1)
        result["memberships"] = memberships()
        child.stdin.write("guest\n")
        child.stdin.flush()
        wait_for("guest_seen", lambda ts: len(ts) == 1 and ts[0].free_seats == 1)
        child.stdin.write("close\n")
        child.stdin.flush()
        result["host_closed"] = json.loads(child.stdout.readline())
        wait_for("gone", lambda ts: not ts)
        start = time.monotonic()
        browser.close()
        result["browser_closed_in"] = time.monotonic() - start
    finally:
        try:
            child.wait(WAIT)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["host"]:
        host()
    else:
        sys.exit(main())
