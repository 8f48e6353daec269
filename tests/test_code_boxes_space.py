"""Space typed in the middle of a code is a space, never Enter: a deal code typed with a
space in it ("1QD0E CK9KP", as it is read out) starts nothing until Enter, and neither does
a friends' table code or address. Typed as pygame delivers it: Space's key, then its text."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from callbreak.app.friends.place import NetPlace  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import CLICK, Intent, key_event  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402
from callbreak.engine.dealcode import game_code  # noqa: E402
from callbreak.store import Store  # noqa: E402


def type_keys(app: App, text: str) -> None:
    """Each character as the keyboard gives it: a key press, then its text."""
    for ch in text:
        if ch == " ":
            app.feed_event(key_event(pygame.K_SPACE))
        app.feed_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step(1 / 60)


def enter(app: App) -> None:
    app.feed_event(key_event(pygame.K_RETURN))
    app.step(1 / 60)


def shows(app: App, words: str) -> bool:
    app.step(1 / 60)
    return probe.capture(app).top().has(words)


def click(app: App, words: str) -> None:
    app.step(1 / 60)
    rect = probe.capture(app).where(words)
    assert rect is not None, words
    app.feed(Intent(CLICK, pos=rect.center))
    app.step(1 / 60)


def lines(app: App) -> list[str]:
    app.step(1 / 60)
    return probe.capture(app).top().lines()


def at_table(app: App) -> bool:
    return any(isinstance(s, TableScene) for s in app.scenes.stack)


def test_a_deal_code_with_a_space_in_it_plays_only_on_enter() -> None:
    code = game_code(Game(HouseRules(rounds=3)))
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    click(app, "Play a deal by code")
    half, rest = code.split("-")
    type_keys(app, half)
    before = lines(app)
    type_keys(app, " ")  # read out in two halves, a space between them
    assert not at_table(app)
    assert lines(app) == before, "Space plays nothing and says nothing is wrong"
    type_keys(app, rest + " ")  # the whole code, and a space after it: still not Enter
    assert not at_table(app) and shows(app, "Play a deal by code")
    enter(app)
    assert at_table(app)
    table = next(s for s in app.scenes.stack if isinstance(s, TableScene))
    assert table.session.code == code


def test_a_friends_table_address_and_code_with_spaces_go_on_only_on_enter(tmp_path) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store, net=NetPlace(interface="127.0.0.1", nearby=False, port=0))
    app.change_settings(name="Bikash")
    app.scenes.push(app.routes.main_menu())
    try:
        click(app, "Play with friends")
        click(app, "Join a table")
        click(app, "Join by address")
        type_keys(app, " 127.0.0.1:9")  # a space before it, as pasted
        assert shows(app, "127.0.0.1:9"), "still typing the address"
        enter(app)
        assert shows(app, "The table's code")
        type_keys(app, "K7 ")
        assert shows(app, "The table's code"), "Space does not send a half code"
        type_keys(app, "QX")
        enter(app)
        assert not shows(app, "The table's code")  # on to the lobby with K7QX
    finally:
        app.close()
