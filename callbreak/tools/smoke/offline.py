"""The friends' screens that meet the network, drawn without it: the Join screen on a place
that looks for no tables, the line typed for a table (its address), and the lobby seated at
a table whose frames a `Room` made in memory and a client hands over as if they had come,
and the friends' final scores of a whole game a `HostedTable` played in memory. Nothing
listens, browses or sends."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from .report import to_act

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


def finished_frames(name: str = "Asha") -> list[Frame]:
    """Everything a guest at seat 0 is sent over a whole short game at a table played in
    memory by the server's own `HostedTable` (the others computer players), to its end."""
    from callbreak.engine import GAME_OVER, ROUND_OVER, Call, HouseRules, Play
    from callbreak.net.protocol import new_code
    from callbreak.net.table import HostedTable

    table = HostedTable(new_code(random.Random(2026)), HouseRules(rounds=3), "easy", seed=7)
    table.open(1, 0.0)
    out = table.join(1, name, None, 0.0) + table.start(0.0)
    for step in range(2000):  # a 3-round game is some 170 moves
        game = table.game
        assert game is not None
        if game.phase == GAME_OVER:
            break
        if game.phase == ROUND_OVER:
            out += table.receive(1, '{"type": "next"}', float(step))
            continue
        turn = table.computer_turn()
        view = game.view(to_act(game)) if turn is None else turn[1]
        frame = {"type": "card", "card": view.legal[0].code} if view.legal else \
            {"type": "call", "n": 2}
        if turn is None:
            out += table.receive(1, json.dumps(frame), float(step))
        else:
            action = Play(turn[0], view.legal[0]) if view.legal else Call(turn[0], 2)
            out += table.computer_act(turn[0], action, float(step))
    return [json.loads(text) for conn, text in out if conn == 1]


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

    def final() -> Any:
        link = TableLink(ReplayClient(finished_frames()), lambda sentence, seconds: None,
                         "Asha")
        link.poll()
        return FRIENDS["final"](app, quiet, link)

    return [("join a table", lambda: FRIENDS["join"](app, quiet)),
            ("a table's address", lambda: FRIENDS["ask"](
                app, quiet, ADDRESS_PROMPT, ADDRESS_HELP, "192.168.1.20:47474",
                lambda line: "")),
            ("lobby", lobby), ("the friends' final scores", final)]
