"""Two game windows at one friends' table (one hosts on 127.0.0.1, one joins), done as a
person does it and read from what each window draws (the text probe): two games in a row at
the same table with the series on the final scores and in the lobby, and a word to the table
seen beside the sender's plate in both windows, held to its rate, hidden by the setting."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_friends import (  # the two windows and how a person uses them
    act,
    click,
    host_table,
    join_table,
    seen,
    shows,
    table_of,
    texts,
    until,
    window,
)

from callbreak.app.friends.reactions import chips
from callbreak.app.look import theme as th
from callbreak.app.shell.context import App
from callbreak.app.shell.input import CONFIRM, DIGIT, REACT, Intent
from callbreak.engine import HouseRules

# the table asks a hint at each of your turns; none is looked at here
pytestmark = [pytest.mark.timeout(300), pytest.mark.usefixtures("few_hint_deals")]


@pytest.fixture
def two_windows(tmp_path: Path) -> Iterator[tuple[App, App]]:
    host, guest = window(tmp_path / "host"), window(tmp_path / "guest")
    try:
        yield host, guest
    finally:
        for app in (guest, host):
            app.close()


def final(app: App) -> bool:
    return type(app.scenes.top).__name__ == "FriendsFinalScene"


def play_to_the_end(host: App, guest: App) -> None:
    """Both windows play (each its own seat) until both show the final scores."""
    deadline = time.monotonic() + 200
    while not (final(host) and final(guest)):
        assert time.monotonic() < deadline, "the game never ended"
        for app in (host, guest):
            app.step(0.05)
            act(app)
        time.sleep(0.002)


def deal(host: App, guest: App) -> None:
    host.feed(Intent(CONFIRM))
    until(lambda: all(table_of(a) is not None and len(table_of(a).table.hand) == 13
                      for a in (host, guest)), host, guest, what="the deal")


def test_two_games_in_a_row_at_the_same_table_with_the_series(two_windows) -> None:
    host, guest = two_windows
    host.change_settings(rules=HouseRules(rounds=3))  # the shortest game
    address, code = host_table(host)
    join_table(guest, address, code)
    until(lambda: shows(guest, "Waiting for Asha to start"), host, guest, what="the lobby")
    deal(host, guest)
    play_to_the_end(host, guest)
    for app in (host, guest):
        until(lambda app=app: shows(app, "Games played: 1"), host, guest, what="the series")
    drawn = texts(host)
    assert "Play again" in drawn and "Back to menu" in drawn  # the owner plays again
    drawn = texts(guest)
    assert "Play again" not in drawn and "Waiting for Asha to play again" in drawn
    won = next(line for line in drawn if "Games won:" in line)
    assert "Asha" in won and "Bikash" in won
    guest.feed(Intent(CONFIRM))  # Enter pressed on and on: the guest stays at the table
    guest.step(0.05)
    assert final(guest)

    click(host, "Play again")  # the next game's house rules, then the lobby
    assert shows(host, "The next game") and not shows(host, "Computer players")
    click(host, "Play again")
    for app in (host, guest):  # both back in the lobby of the same table, same code
        until(lambda app=app: shows(app, " ".join(code)) and shows(app, "Games played: 1"),
              host, guest, what="the lobby again")
    assert shows(guest, "Waiting for Asha to start") and shows(host, "Bikash")

    deal(host, guest)
    play_to_the_end(host, guest)
    for app in (host, guest):
        until(lambda app=app: shows(app, "Games played: 2"), host, guest,
              what="the second game in the series")
    won = next(line for line in texts(host) if "Games won:" in line)
    assert won.count("Asha") == 1 and won.count("Bikash") == 1
    click(guest, "Back to menu")  # leaves the table: the host is told
    until(lambda: shows(host, "Bikash left the table"), host, guest, what="the host told")


def bubbles(app: App, words: str) -> list:
    """The lines `words` drawn in a panel of their own that is not one of the buttons
    (a reaction's bubble)."""
    scene = table_of(app)
    assert scene is not None
    buttons = list(chips(app.theme, scene.table.layout).values())
    return [t for t in seen(app).find(words) if t.panel not in buttons]


def lit_button(app: App, rid: str) -> bool:
    """Whether the reaction `rid`'s button is lit (your own reaction showing)."""
    scene = table_of(app)
    assert scene is not None
    button = chips(app.theme, scene.table.layout)[rid]
    return tuple(app.render().get_at((button.x + button.w // 8, button.centery)))[:3] \
        == th.ACCENT


def test_a_reaction_shows_beside_the_senders_plate_in_both_windows(two_windows) -> None:
    host, guest = two_windows
    address, code = host_table(host)
    join_table(guest, address, code)
    until(lambda: shows(guest, "Waiting for Asha to start"), host, guest, what="the lobby")
    deal(host, guest)
    assert shows(guest, "Well played!") and not bubbles(guest, "Well played!")  # a button
    guest.feed(Intent(REACT))
    guest.feed(Intent(DIGIT, value=1))  # T, then 1: Well played!
    until(lambda: bubbles(host, "Well played!") and lit_button(guest, "well_played"),
          host, guest, what="the reaction in both windows")
    right = table_of(host).table.layout.plates[1]  # the guest sits right of the host
    said = bubbles(host, "Well played!")[0].rect
    assert said.right <= right.x and right.top <= said.centery <= right.bottom
    # on the guest's own screen his button is lit for it, never a bubble over his hand
    lay = table_of(guest).table.layout
    button = chips(guest.theme, lay)["well_played"]
    assert not bubbles(guest, "Well played!")
    assert all(button.contains(t.rect) for t in seen(guest).find("Well played!"))
    picture = guest.render()
    assert tuple(picture.get_at((button.x + button.w // 8, button.centery)))[:3] == th.ACCENT

    until(lambda: not bubbles(host, "Well played!"), host, guest, seconds=10,
          what="the reaction gone after a few seconds")
    for _ in range(3):  # the host holds each seat to 3 reactions in 10 seconds
        guest.feed(Intent(REACT))
        guest.feed(Intent(DIGIT, value=2))
        guest.step(0.05)
    until(lambda: shows(guest, "Wait a few seconds before your next reaction."), host, guest,
          what="the fourth reaction refused")

    host.change_settings(show_reactions=False)  # Settings: Show reactions off
    host.step(0.05)
    until(lambda: lit_button(guest, "oops"), host, guest, what="the guest's own Oops")
    assert not shows(host, "Oops") and not shows(host, "Well played!")  # neither drawn
    host.feed(Intent(REACT))
    host.feed(Intent(DIGIT, value=3))  # nothing is sent from a window that hides them
    guest.step(0.3)
    host.step(0.3)
    assert not bubbles(guest, "Good game")
