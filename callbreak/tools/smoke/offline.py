"""The friends' screens that meet the network, drawn without it: the Join screen on a place
that looks for no tables, the line typed for a table (its address), and the lobby seated at
a table whose frames a `Room` made in memory and a client hands over as if they had come.
Nothing listens, browses or sends."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

Frame = dict[str, Any]


class ReplayClient:
    """A table's client that hands over frames made beforehand, once, and sends nothing."""

    def __init__(self, frames: list[Frame]) -> None:
        self.frames = list(frames)

    def poll(self) -> list[Frame]:
        out, self.frames = self.frames, []
        return out

    def send(self, frame: Frame) -> None:
        pass  # nobody to tell

    def leave(self, timeout: float = 3.0) -> None:
        pass

    def stop(self, timeout: float = 3.0) -> None:
        pass


def seated_frames(name: str = "Asha") -> list[Frame]:
    """What a table's server says to a guest who sits down at a new table: the welcome and
    the seats, made by the server's own `Room`, in memory."""
    from callbreak.engine import HouseRules
    from callbreak.net.protocol import new_code
    from callbreak.net.room import Room

    room = Room(new_code(random.Random(2026)), HouseRules(), "easy")
    room.open(1, 0.0)
    return [json.loads(text) for conn, text in room.join(1, name, None, 0.0) if conn == 1]


def friends_factories(app: Any) -> list[tuple[str, Callable[[], Any]]]:
    """(name, build) for the Join screen, a line typed for a table and the lobby."""
    from callbreak.app.friends.join import ADDRESS_HELP, ADDRESS_PROMPT
    from callbreak.app.friends.link import TableLink
    from callbreak.app.friends.place import LOOPBACK, NetPlace
    from callbreak.app.wiring import FRIENDS

    quiet = NetPlace(interface=LOOPBACK, nearby=False, port=0)  # never browses or announces

    def lobby() -> Any:
        link = TableLink(ReplayClient(seated_frames()), lambda sentence, seconds: None,
                         "Asha")
        link.poll()  # seated, as the first frame's reading would
        return FRIENDS["lobby"](app, quiet, link)

    return [("join a table", lambda: FRIENDS["join"](app, quiet)),
            ("a table's address", lambda: FRIENDS["ask"](
                app, quiet, ADDRESS_PROMPT, ADDRESS_HELP, "192.168.1.20:47474",
                lambda line: "")),
            ("lobby", lobby)]
