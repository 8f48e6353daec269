"""A deal code typed on the main menu plays the same game anywhere, a mistyped one says
what is wrong and starts nothing; the Daily Challenge plays the usual table against Hard
players whatever Settings say, with its code shown."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from callbreak.app.record.code_entry import CodeEntryScene  # noqa: E402
from callbreak.app.screens.menu import start_daily  # noqa: E402
from callbreak.app.shell.input import CONFIRM, Intent, key_event  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, Redeal  # noqa: E402
from callbreak.engine.dealcode import game_code  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.store.daily import DAILY_LEVEL, daily_code, today  # noqa: E402


def typed(app, text: str) -> None:  # noqa: ANN001
    for ch in text:
        app.feed_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def table_of(app) -> TableScene:  # noqa: ANN001
    return next(s for s in reversed(app.scenes.stack) if isinstance(s, TableScene))


def test_a_typed_code_starts_the_same_game_with_its_rules() -> None:
    original = Game(HouseRules(rounds=3, max_call=13, redeal=Redeal.JQKA, clockwise=True))
    code = game_code(original)
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.scenes.push(CodeEntryScene(app))
    typed(app, code.lower().replace("-", " "))  # as a person may type it
    app.feed(Intent(CONFIRM))
    game = table_of(app).session.game
    assert game.rules == original.rules and game.dealer == original.dealer
    assert game.round.dealt == original.round.dealt, "the same cards in every hand"
    assert table_of(app).session.code == code


@pytest.mark.parametrize("text", ["", "1QD0E-CK9KQ", "1QD0E-CK9K", "UUUUU-UUUUU"])
def test_a_mistyped_code_says_what_is_wrong_and_starts_nothing(text) -> None:
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    entry = CodeEntryScene(app)
    app.scenes.push(entry)
    typed(app, text)
    app.feed(Intent(CONFIRM))
    assert app.scenes.top is entry, "nothing starts"
    assert entry.problem.endswith(".") and len(entry.problem.split(". ")) == 1
    app.render()
    app.feed_event(key_event(pygame.K_BACKSPACE))
    assert entry.typed == text[:-1] and entry.problem == "", "Backspace deletes a character"


def test_letters_typed_into_the_code_are_not_taken_as_keys() -> None:
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.scenes.push(CodeEntryScene(app))
    sound = app.settings.sound
    app.feed_event(key_event(pygame.K_m))  # M would switch the sound off anywhere else
    assert app.settings.sound == sound


def test_the_daily_challenge_ignores_house_rules_and_plays_hard(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.save_settings(store.settings.with_(
        rules=HouseRules(rounds=3, max_call=13, redeal=Redeal.JQK, big_call=True,
                         must_beat=False, clockwise=True), level="easy"))
    app = make_app(size=(1280, 720), store=store, headless=True, thinker="inline",
                   instant=True)
    app.scenes.push(app.routes.main_menu())
    start_daily(app)
    session = table_of(app).session
    assert session.game.rules == HouseRules()
    assert session.level == DAILY_LEVEL == "hard"
    assert game_code(session.game) == daily_code(today())  # the day's deals
    assert session.code == ""  # and its code kept back until it is finished
