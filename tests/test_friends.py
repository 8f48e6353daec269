"""Friends at one table, in two game windows of one process: one hosts (its table server on
127.0.0.1, its own table a client of it like any guest's), one joins by address, each with
its own folders. Everything is done as a person does it (clicks on the words drawn, on the
cards where they are drawn, typed text, Enter) and read from what each window draws (the
text probe). Every wait is bounded; nothing reaches beyond the loopback address."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from tablekit import visible_point  # noqa: E402

from callbreak.app.friends.place import NetPlace  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, CONFIRM, REVIEW, TEXT, Intent  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words import tr  # noqa: E402
from callbreak.words.table_talk import GOODBYES  # noqa: E402

LOOPBACK_ONLY = NetPlace(interface="127.0.0.1", nearby=False, port=0)

# the table asks a hint at each of your turns; none is looked at here
pytestmark = pytest.mark.usefixtures("few_hint_deals")


def window(folder: Path, size: tuple[int, int] = (1024, 640)) -> App:
    """A game window with folders of its own, on the main menu, easy computer players."""
    store = Store.open(folder / "config", folder / "data", False)
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store,
                   net=LOOPBACK_ONLY)
    app.change_settings(level="easy")
    app.scenes.push(app.routes.main_menu())
    app.step(1 / 60)
    return app


def seen(app: App) -> probe.Drawing:
    """What the window shows now (a step first: the names of a friends' table are the
    window's own)."""
    app.step(1 / 60)
    return probe.capture(app)


def texts(app: App) -> list[str]:
    return [t.text for t in seen(app).texts]


def click(app: App, words: str) -> None:
    """A click on the words where they are drawn."""
    rect = seen(app).where(words)
    assert rect is not None, f"{words!r} is not drawn: {texts(app)}"
    app.feed(Intent(CLICK, pos=rect.center))
    app.step(1 / 60)


def type_line(app: App, line: str) -> None:
    for ch in line:
        app.feed(Intent(TEXT, text=ch))
    app.feed(Intent(CONFIRM))
    app.step(1 / 60)


def until(done: Callable[[], bool], *apps: App, seconds: float = 30.0,
          what: str = "the moment") -> None:
    """Let time pass in every window (and on the network) until `done()`."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            pytest.fail(f"{what} never came")
        for app in apps:
            app.step(0.05)
        time.sleep(0.005)


def shows(app: App, words: str) -> bool:
    """The words are drawn (a notice may wrap over several lines)."""
    return words in " ".join(texts(app))


def table_of(app: App) -> TableScene | None:
    for scene in reversed(app.scenes.stack):
        if isinstance(scene, TableScene):
            return scene
    return None


def host_table(host: App, name: str = "Asha") -> tuple[str, str]:
    """The host opens a table from the menu; returns (address, code) as its lobby says."""
    click(host, "Play with friends")
    click(host, "Host a table")
    type_line(host, name)  # asked once
    click(host, "Open the table")
    until(lambda: shows(host, "Friends join at"), host, what="the host's lobby")
    line = next(t for t in texts(host) if t.startswith("Friends join at"))
    words = line.split()
    return words[3], words[-1]


def join_table(guest: App, address: str, code: str, name: str = "Bikash") -> None:
    click(guest, "Play with friends")
    click(guest, "Join a table")
    type_line(guest, name)
    click(guest, "Join by address")
    type_line(guest, address)
    type_line(guest, code)


@pytest.fixture
def two_windows(tmp_path: Path) -> Iterator[tuple[App, App]]:
    host, guest = window(tmp_path / "host"), window(tmp_path / "guest")
    try:
        yield host, guest
    finally:
        for app in (guest, host):
            app.close()  # leaves the table; the host stops hosting


def seated(two_windows: tuple[App, App]) -> tuple[App, App, str]:
    host, guest = two_windows
    address, code = host_table(host)
    join_table(guest, address, code)
    until(lambda: shows(host, "Bikash") and shows(guest, "Waiting for Asha to start"),
          host, guest, what="the guest in both lobbies")
    return host, guest, code


def act(app: App, results: bool = True) -> None:
    """On this window's turn: the suggested call (Enter), or a click on a legal card
    where it is drawn; the round's result carried on with Enter (with `results`)."""
    scene = table_of(app)
    if scene is None:
        return
    if app.scenes.top is not scene:
        if results and type(app.scenes.top).__name__ == "RoundResultScene":
            app.feed(Intent(CONFIRM))
        return
    turn = scene.session.turns.state
    if turn is Turn.YOUR_CALL:
        app.feed(Intent(CONFIRM))
    elif turn is Turn.YOUR_CARD:
        card = scene.session.turns.legal()[-1]
        sprite = scene.table.sprite_in_hand(card)
        app.feed(Intent(CLICK, pos=visible_point(sprite)))


def test_the_hosts_lobby_shows_each_friend_by_name_as_they_sit_down(two_windows) -> None:
    host, guest = two_windows
    address, code = host_table(host)
    lobby = texts(host)
    assert " ".join(code) in lobby  # the code big, letter by letter, to read out
    assert address.startswith("127.0.0.1:")
    assert lobby.count("computer player (Easy)") == 3 and "Bikash" not in lobby
    join_table(guest, address, code)
    until(lambda: shows(host, "Bikash") and shows(guest, "Asha's table"), host, guest,
          what="Bikash in both lobbies")
    assert texts(host).count("computer player (Easy)") == 2
    assert "Start  (Enter)" in texts(host)
    # the guest sees the seats and the rules, and waits for the host with a cue
    theirs = texts(guest)
    assert "Asha's table" in theirs and "Asha" in theirs and "Bikash" in theirs
    assert "5 rounds, calls 1 to 8, must beat, anticlockwise" in theirs
    assert "Waiting for Asha to start" in theirs and "Start  (Enter)" not in theirs


def test_a_host_and_a_guest_play_a_whole_round_each_on_their_own_table(two_windows) -> None:
    host, guest, code = seated(two_windows)
    host.feed(Intent(CONFIRM))  # Start
    until(lambda: table_of(host) is not None and table_of(guest) is not None, host, guest,
          what="the deal in both windows")
    # each table names the other person at their seat, and a computer player at the others
    assert "Bikash" in texts(host) and "Asha" in texts(guest)
    server = table_of(host).session.link.hosting.server
    seat = table_of(guest).session.mirror.me

    def guests_hand() -> frozenset:
        return server.call(lambda s: frozenset(s.tables.get(code).game.view(seat).hand))

    until(lambda: len(table_of(guest).table.hand) == 13, host, guest, what="the guest's hand")
    drawn = frozenset(spr.card for spr in table_of(guest).table.hand)
    assert drawn == guests_hand()  # the guest's own cards, and no other seat's

    def results() -> bool:
        return all(type(a.scenes.top).__name__ == "RoundResultScene" for a in (host, guest))

    deadline = time.monotonic() + 120
    while not results():
        assert time.monotonic() < deadline, "the round never ended"
        for app in (host, guest):
            app.step(0.05)
            act(app, results=False)
        time.sleep(0.002)
    result = texts(guest)
    assert "Round 1 of 5" in result and "Asha" in result and "You" in result
    mine, theirs = (table_of(a).session.game for a in (host, guest))
    assert sorted(mine.round_scores[0]) == sorted(theirs.round_scores[0])
    # Next: the guest's table says whom it waits for by name (the host told who pressed
    # Next), at most 30 s
    guest.feed(Intent(CONFIRM))
    until(lambda: shows(guest, "Waiting for Asha to be ready for the next round"), host,
          guest, seconds=10, what="the host's name between rounds")
    assert shows(guest, "at most 30 seconds") or shows(guest, "at most 29 seconds")
    host.feed(Intent(CONFIRM))  # everyone pressed Next: the next round is dealt at once
    until(lambda: table_of(guest).session.game.round_no == 1, host, guest, seconds=10,
          what="the next round")


def test_a_dropped_guest_is_told_on_the_hosts_table_and_played_for(two_windows) -> None:
    host, guest, _ = seated(two_windows)
    host.feed(Intent(CONFIRM))
    until(lambda: table_of(host) is not None and table_of(guest) is not None, host, guest,
          what="the deal")
    table_of(guest).session.link.client.stop()  # the guest's Wi-Fi goes: no goodbye
    until(lambda: shows(host, "Bikash lost the connection"), host, what="the notice")
    # the host's table plays on: a computer player calls for Bikash
    until(lambda: None not in table_of(host).session.game.round.calls or
          table_of(host).session.turns.state is Turn.YOUR_CALL, host,
          what="the calls going round without Bikash")


def test_the_guest_keeps_the_scorecard_when_the_host_goes(two_windows) -> None:
    host, guest, _ = seated(two_windows)
    host.feed(Intent(CONFIRM))
    until(lambda: table_of(guest) is not None and len(table_of(guest).table.hand) == 13,
          host, guest, what="the deal")
    host.close()  # the host's window closes: the table is kept for Continue hosting
    until(lambda: type(guest.scenes.top).__name__ == "ScoreSheetScene", guest,
          what="the guest's scorecard")
    drawn = seen(guest)
    assert drawn.top().has("Scorecard") and drawn.top().has("Asha")
    assert shows(guest, tr(GOODBYES["shutdown"]))  # one sentence says why
    until(lambda: shows(guest, "Reconnecting…"), guest, what="the guest waiting for it")
    guest.feed(Intent(BACK))
    assert table_of(guest) is guest.scenes.top  # the table stays, as it was left


def test_the_host_opens_the_game_again_and_continues_the_same_table(two_windows,
                                                                    tmp_path: Path) -> None:
    host, guest, code = seated(two_windows)
    host.feed(Intent(CONFIRM))
    until(lambda: table_of(guest) is not None and len(table_of(guest).table.hand) == 13,
          host, guest, what="the deal")
    hand = frozenset(spr.card for spr in table_of(guest).table.hand)
    host.close()  # the host's window goes; its table is kept on disk
    until(lambda: shows(guest, "Reconnecting…"), guest, what="the guest waiting")
    again = window(tmp_path / "host")  # the host opens the game again, same folders
    try:
        for language in ("ne", "hi", "en"):  # the longer menu fits its buttons
            again.change_settings(language=language)
            assert seen(again).problems() == [], language
        click(again, f"Continue hosting table {code}")
        until(lambda: table_of(again) is not None, again, guest, what="the table again")
        until(lambda: shows(guest, "Connected to the table again."), again, guest,
              what="the guest back at the table")
        until(lambda: shows(again, "Bikash is back."), again, guest, what="the host told")
        assert " ".join(code) not in texts(again)  # straight to the table, same game
        assert frozenset(spr.card for spr in table_of(guest).table.hand) == hand
        assert "Bikash" in texts(again) and "Asha" in texts(guest)
    finally:
        again.close()


def test_a_whole_game_ends_on_both_windows_final_scores_and_nothing_is_kept(two_windows,
                                                                            tmp_path) -> None:
    host, guest = two_windows
    host.change_settings(rules=host.settings.rules.__class__(rounds=3))  # the shortest game
    address, code = host_table(host)
    join_table(guest, address, code)
    until(lambda: shows(host, "Bikash"), host, guest, what="the guest")
    host.feed(Intent(CONFIRM))
    until(lambda: table_of(host) is not None and table_of(guest) is not None, host, guest,
          what="the deal")
    reviewed = False
    finals: dict[App, str] = {}  # each window's final scores, read the frame they come
    deadline = time.monotonic() + 240
    while len(finals) < 2:
        assert time.monotonic() < deadline, "the game never ended"
        for app in (host, guest):
            app.step(0.05)
            if not reviewed and app is guest and \
                    type(app.scenes.top).__name__ == "RoundResultScene":
                # the review of a finished round: every hand, all played in public
                app.feed(Intent(REVIEW))
                assert shows(app, "trick 1 of 13") and shows(app, "Asha")
                app.feed(Intent(BACK))
                reviewed = True
            act(app)
            if type(app.scenes.top).__name__ == "FriendsFinalScene" and app not in finals:
                finals[app] = probe.capture(app).joined()
        time.sleep(0.002)
    assert "Final scores" in finals[guest] and "Asha" in finals[guest]
    assert "Final scores" in finals[host] and "Bikash" in finals[host]
    for app in (host, guest):  # a friends' game's end: no offline game offered; only the
        drawn = texts(app)  # table's owner may play again, at the same table
        assert "Back to menu" in drawn and ("Play again" in drawn) == (app is host)
        assert not any(line.startswith("Deal code") or "Deal code:" in line for line in drawn)
    click(host, "Back to menu")  # the table is given up: nothing is kept to continue
    until(lambda: not (tmp_path / "host" / "data" / "table.json").exists(), host,
          what="the table forgotten")
    assert not shows(host, "Continue hosting") and shows(host, "Play with friends")
    # the guest goes back to the menu and plays alone: the computer players' own names,
    # nothing of the friends' table
    click(guest, "Back to menu")
    click(guest, "New game")
    until(lambda: table_of(guest) is not None, guest, what="an offline game")
    until(lambda: len(table_of(guest).table.hand) == 13, guest, what="the offline deal")
    alone = texts(guest)
    assert {"Aarati", "Bikash", "Sushila"} <= set(alone) and "Asha" not in alone


def test_a_guest_opens_the_game_again_and_takes_the_seat_back(two_windows,
                                                                tmp_path: Path) -> None:
    host, guest, code = seated(two_windows)
    host.feed(Intent(CONFIRM))
    until(lambda: table_of(guest) is not None and len(table_of(guest).table.hand) == 13,
          host, guest, what="the deal")
    hand = frozenset(spr.card for spr in table_of(guest).table.hand)
    guest.close()  # the guest's window goes without leaving the table
    until(lambda: shows(host, "Bikash lost the connection"), host, what="the host told")
    again = window(tmp_path / "guest")  # the guest opens the game again, same folders
    try:
        click(again, f"Rejoin table {code}")
        until(lambda: table_of(again) is not None and len(table_of(again).table.hand) > 0,
              host, again, what="the guest's table again")
        assert frozenset(spr.card for spr in table_of(again).table.hand) <= hand
        until(lambda: shows(host, "Bikash is back."), host, again, what="the host told")
        assert "Asha" in texts(again)
    finally:
        again.close()


def test_a_game_alone_before_a_friends_table_leaves_its_names_behind(two_windows) -> None:
    host, guest = two_windows
    click(guest, "New game")  # the guest plays alone first, then goes to a friends' table
    until(lambda: table_of(guest) is not None, guest, what="an offline game")
    assert {"Aarati", "Bikash", "Sushila"} <= set(texts(guest))
    guest.scenes.reset(guest.routes.main_menu())  # as Quit to menu leaves the table
    address, code = host_table(host)
    join_table(guest, address, code, name="Chandra")
    until(lambda: shows(guest, "Waiting for Asha to start"), host, guest, what="the lobby")
    host.feed(Intent(CONFIRM))
    until(lambda: table_of(host) is not None and table_of(guest) is not None and
          len(table_of(guest).table.hand) == 13, host, guest, what="the deal")
    theirs, mine = set(texts(guest)), set(texts(host))
    # the host's name at her seat, Chandra's at his on the host's table; the computer
    # players' names only at the two empty seats (each once)
    assert "Asha" in theirs and "Chandra" in mine
    for drawn in (theirs, mine):
        assert len(drawn & {"Aarati", "Bikash", "Sushila"}) == 2


@pytest.mark.slow  # a friend is given 30 s at the least: CI runs it with -m slow
@pytest.mark.timeout(150)
def test_a_host_who_chose_so_has_a_computer_play_for_a_friend_who_is_away(two_windows) -> None:
    host, guest = two_windows
    click(host, "Play with friends")
    click(host, "Host a table")
    type_line(host, "Asha")
    assert shows(host, "Play for a friend who is away:") and shows(host, "Off")
    click(host, "Play for a friend who is away:")  # a click on the row: Off → after 30 s
    assert shows(host, "after 30 s")
    click(host, "Open the table")
    until(lambda: shows(host, "Friends join at"), host, what="the host's lobby")
    words = next(t for t in texts(host) if t.startswith("Friends join at")).split()
    join_table(guest, words[3], words[-1])
    until(lambda: shows(host, "Bikash"), host, guest, what="the guest")
    host.feed(Intent(CONFIRM))
    until(lambda: table_of(guest) is not None, host, guest, what="the deal")
    said = "A computer player plays for Bikash until they act."

    def told() -> bool:
        act(host)  # the host plays its own turns; Bikash never does
        return shows(host, said)
    until(told, host, guest, seconds=100, what="a computer playing for the silent friend")
    assert settings_file(host)["friend_wait"] == 30


def settings_file(app: App) -> dict:
    """settings.json as the window left it."""
    import json

    app.store.flush()
    return json.loads((app.store.config_dir / "settings.json").read_text(encoding="utf-8"))
