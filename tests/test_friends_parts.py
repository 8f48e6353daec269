"""The pieces of playing with friends, each through what a person notices: nothing listens
until a table is hosted and nothing after it is left; a table of another version, a code
that is not one, an address that is not one and a table that is not there each get one
plain sentence; the host's computer players are answered by the window's own worker (a
real one, on a thread) at the table's pace; a table kept on disk is offered only while it
can go on."""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path

import pytest
from test_friends import (
    LOOPBACK_ONLY,
    click,
    host_table,
    seen,
    shows,
    texts,
    type_line,
    until,
    window,
)

from callbreak.app.friends.hosting import TableFile, saved_table, worker_think
from callbreak.app.friends.join import JoinScene
from callbreak.app.friends.place import NetPlace
from callbreak.app.shell.input import BACK, CONFIRM, Intent
from callbreak.app.shell.thinker import Thinker
from callbreak.engine import Call, Game, HouseRules, Play
from callbreak.net.discovery import FoundTable
from callbreak.net.protocol import PROTOCOL_VERSION
from callbreak.words import tr
from callbreak.words.table_talk import ERRORS


def listening() -> set[int]:
    """The TCP ports this process listens on (Linux: its sockets in /proc)."""
    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("needs /proc")
    mine = set()
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            mine.add(target[8:-1])
    ports = set()
    for table in ("/proc/self/net/tcp", "/proc/self/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[3] == "0A" and fields[9] in mine:  # LISTEN, one of ours
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def refused(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(2)
        return s.connect_ex(("127.0.0.1", port)) != 0


def test_nothing_listens_until_a_table_is_hosted_and_nothing_once_it_is_left(tmp_path):
    before = listening()
    app = window(tmp_path)
    try:
        click(app, "Play with friends")
        click(app, "Join a table")
        type_line(app, "Asha")  # the name, asked once
        app.feed(Intent(BACK))
        click(app, "Host a table")
        assert listening() == before  # the menus, the Join screen, the rules: no socket
        click(app, "Open the table")
        until(lambda: shows(app, "Friends join at"), app, what="the lobby")
        port = int(next(t for t in texts(app) if t.startswith("Friends join at"))
                   .split()[3].rsplit(":", 1)[1])
        assert port in listening() - before
        app.feed(Intent(BACK))  # Esc leaves the table: the host stops hosting
        assert listening() == before and refused(port)
        assert shows(app, "Play with friends")  # back on the main menu
    finally:
        app.close()


class Heard:
    def __init__(self, *found: FoundTable) -> None:
        self.found = list(found)
        self.closed = False

    def tables(self) -> list[FoundTable]:
        return self.found

    def close(self) -> None:
        self.closed = True


def test_a_table_of_another_version_says_so_and_is_not_joined(tmp_path) -> None:
    app = window(tmp_path)
    heard = Heard(FoundTable("b", "Bikash", "127.0.0.1", 47475, PROTOCOL_VERSION + 1))
    try:
        app.scenes.push(JoinScene(app, NetPlace(nearby=False, browse=lambda: heard)))
        assert seen(app).has("Bikash")
        app.feed(Intent(CONFIRM))
        sentence = "This table plays a newer version of Callbreak: update your game to join it."
        assert texts(app).count(tr(sentence)) == 2  # under its name, and said as the answer
        assert type(app.scenes.top) is JoinScene
        app.feed(Intent(BACK))
        assert heard.closed  # tables are looked for only while the screen is open
    finally:
        app.close()


def test_an_address_or_a_code_that_is_not_one_gets_one_sentence(tmp_path) -> None:
    app = window(tmp_path)
    try:
        click(app, "Play with friends")
        click(app, "Join a table")
        type_line(app, "Bikash")
        click(app, "Join by address")
        type_line(app, "my friend's laptop")
        assert shows(app, "An address is the host's computer and port")
        for _ in range(30):
            app.feed(Intent(BACK, text="\b"))
        type_line(app, "127.0.0.1:9")
        type_line(app, "K7Q")
        assert shows(app, "A table code is four letters and digits, such as K7QX.")
    finally:
        app.close()


def test_a_code_no_table_has_is_said_in_the_lobby(tmp_path) -> None:
    host, guest = window(tmp_path / "host"), window(tmp_path / "guest")
    try:
        address, code = host_table(host)
        wrong = "ZZZZ" if code != "ZZZZ" else "YYYY"
        click(guest, "Play with friends")
        click(guest, "Join a table")
        type_line(guest, "Bikash")
        click(guest, "Join by address")
        type_line(guest, address)
        type_line(guest, wrong)
        until(lambda: shows(guest, tr(ERRORS["no_table"])), host, guest,
              what="the sentence")
        guest.feed(Intent(BACK))  # never sat down: back to the Join screen
        assert shows(guest, "Join by address")
    finally:
        guest.close()
        host.close()


@pytest.mark.parametrize("pause", [0.0, 0.3])
def test_the_hosts_computer_players_think_in_the_windows_worker(pause: float) -> None:
    thinker = Thinker("thread")  # the worker itself, on a thread instead of a process
    try:
        think = worker_think(thinker, lambda: pause, "test")
        game = Game(HouseRules(rounds=3), seed=4)
        seat = game.turn
        asked = time.monotonic()
        call = think(seat, game.view(seat), "easy").result(timeout=60)
        assert isinstance(call, Call) and call.seat == seat
        assert time.monotonic() - asked >= pause
        while game.phase == "calling":
            game.call(game.turn, 2)
        seat = game.turn
        card = think(seat, game.view(seat), "easy").result(timeout=60)
        assert isinstance(card, Play) and card.card in game.view(seat).legal
    finally:
        thinker.close()


def test_a_kept_table_is_offered_only_while_it_can_go_on(tmp_path) -> None:
    app = window(tmp_path)
    try:
        path = app.store.data_dir / "table.json"
        kept = TableFile(path)
        game = Game(HouseRules(rounds=3), seed=2)
        table = {"code": "K7QX", "game": game.to_json()}
        kept.seat, kept.token, kept.port = 0, "ab" * 16, 47474
        kept.save("K7QX", table)
        kept.close()
        found = saved_table(app)
        assert found is not None and (found.code, found.token, found.port) == \
            ("K7QX", "ab" * 16, 47474)
        app.scenes.reset(app.routes.main_menu())
        assert shows(app, "Continue hosting table K7QX")
        for damaged in ("{", '{"format": 1, "table": {"code": "K7QX", "game": null}}'):
            path.write_text(damaged)  # broken, or never dealt: nothing to go on with
            assert saved_table(app) is None
        app.scenes.reset(app.routes.main_menu())
        assert not shows(app, "Continue hosting")
    finally:
        app.close()


def test_a_window_without_a_screen_stays_on_the_loopback_address() -> None:
    place = NetPlace.for_window(headless=True)
    assert place.bind().startswith("127.") and not place.nearby
    assert place.browser() is None and LOOPBACK_ONLY.browser() is None
