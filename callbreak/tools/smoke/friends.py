"""Friends at one table in this build: the network modules and the libraries they need
(websockets, zeroconf) import, and a table server on the loopback address seats a guest
over a real WebSocket and deals when asked. Nothing leaves 127.0.0.1; nothing is announced
or looked for on a network (a table's DNS-SD record is only built, never sent)."""

from __future__ import annotations

import importlib
import time
from typing import Any

from .report import SmokeFailure

MODULES = ("websockets", "zeroconf", "ifaddr", "callbreak.net.protocol", "callbreak.net.table",
           "callbreak.net.tables", "callbreak.net.server", "callbreak.net.client",
           "callbreak.net.mirror", "callbreak.net.discovery", "callbreak.app.friends.flow")
WAIT = 10.0  # seconds for the guest's welcome and the deal


def _first_legal(seat: int, view: Any, level: str) -> Any:
    from callbreak.engine import Call, Play

    return Play(seat, view.legal[0]) if view.legal else Call(seat, 2)


def check_friends() -> str:
    for name in MODULES:
        try:
            importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001 - the report says which and why
            raise SmokeFailure(f"{name} does not import in this build: {exc!r}") from None
    from callbreak.engine import HouseRules
    from callbreak.net.client import ThreadedClient
    from callbreak.net.discovery import TableInfo, service_info
    from callbreak.net.server import ServerThread

    service_info(TableInfo("Asha", HouseRules(), 3, "easy"), 47474, "127.0.0.1", "0" * 8)
    server = ServerThread(_first_legal, host="127.0.0.1", port=0)
    port = server.start()
    client = None
    try:
        client = ThreadedClient(f"127.0.0.1:{port}", "Asha", create={
            "rules": HouseRules(rounds=3).to_dict(), "level": "easy"}).start()
        seen: list[dict[str, Any]] = []

        def arrived(kind: str) -> bool:
            deadline = time.monotonic() + WAIT
            while time.monotonic() < deadline:
                seen.extend(client.poll())
                if any(f.get("type") == kind for f in seen):
                    return True
                time.sleep(0.02)
            return False

        if not arrived("welcome"):
            raise SmokeFailure(f"no welcome from a table server on 127.0.0.1:{port}: {seen}")
        client.start_game()
        if not arrived("state"):
            raise SmokeFailure(f"the table on 127.0.0.1:{port} did not deal: {seen}")
        hand = next(f for f in seen if f.get("type") == "state")["view"]["hand"]
        if len(hand) != 13:
            raise SmokeFailure(f"the guest was dealt {len(hand)} cards, not 13")
        return f"{len(MODULES)} modules; a guest seated and dealt 13 cards on 127.0.0.1:{port}"
    finally:
        if client is not None:
            client.leave(2.0)
        server.stop(5.0)
