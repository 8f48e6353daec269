"""The daily deal from the menu: the same deal for everyone today, counted once; its code
shown nowhere (the pause menu, the scorecard in play) and not played by code until today's
Daily is finished, so no one rehearses its deals."""

import datetime
import json

import pygame
import pytest

from callbreak.app.look import probe
from callbreak.app.screens.menu import start_daily
from callbreak.app.shell.input import CONFIRM, DOWN, PAUSE, Intent
from callbreak.app.table import TableScene
from callbreak.app.wiring import make_app
from callbreak.engine import Game, HouseRules, deal_code
from callbreak.engine.dealcode import game_code
from callbreak.store import Store
from callbreak.store.daily import daily_code, daily_game, daily_seed, today


def _finish(game) -> None:
    while game.phase != "game_over":
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 1)
        else:
            game.play(game.turn, game.view(game.turn).legal[0])


def test_a_second_daily_deal_the_same_day_says_kindly_that_it_will_not_count(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    store.save_settings(store.settings.with_(rules=HouseRules(rounds=3)))
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    start_daily(app)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    game = table.session.game
    assert game.seed == daily_seed(today(), store.settings.rules)
    assert table.session.daily == today().isoformat()
    app.step(1 / 60)
    assert not app.toasts.texts  # the first daily of the day counts: nothing to say
    _finish(game)
    store.record_game(game, "medium", today().isoformat())
    assert store.daily_played(today())

    start_daily(app)
    again = app.scenes.top
    assert isinstance(again, TableScene) and again is not table
    assert again.session.game.seed == game.seed and again.session.game is not game
    app.step(1 / 60)
    assert any("will not count" in text for text in app.toasts.texts)


# -- today's Daily cannot be rehearsed: its code is kept back until it is finished ------------

def _daily_at_table(tmp_path, finished_first: bool = False):  # noqa: ANN202
    """An app and its store, today's Daily dealt (after finishing one, if asked)."""
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    if finished_first:
        _finished_daily(store)
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.feed(Intent(DOWN))  # New game -> Daily Challenge (nothing saved: no question)
    app.feed(Intent(CONFIRM))
    app.step(1 / 60)
    return app, store


def _pause(app) -> probe.Drawing:  # noqa: ANN001
    app.feed(Intent(PAUSE))
    assert type(app.scenes.top).__name__ == "PauseScene"
    return probe.capture(app).top()


def _finished_daily(store: Store) -> None:
    game = daily_game(today())
    _finish(game)
    store.record_game(game, "hard", today().isoformat())


def test_the_pause_menu_of_a_daily_in_play_shows_no_code(tmp_path) -> None:
    app, _ = _daily_at_table(tmp_path)
    paused = _pause(app)
    assert paused.has("Paused") and not paused.has("Deal code")
    assert daily_code(today()) not in probe.capture(app).joined()
    app.feed(Intent(DOWN))
    app.feed(Intent(CONFIRM))  # Resume -> Scorecard
    assert type(app.scenes.top).__name__ == "ScoreSheetScene"
    assert daily_code(today()) not in probe.capture(app).joined()


def test_once_todays_daily_is_finished_a_practice_daily_shows_its_code(tmp_path) -> None:
    app, _ = _daily_at_table(tmp_path, finished_first=True)
    assert _pause(app).has(f"Deal code: {daily_code(today())}")


def test_an_ordinary_games_pause_menu_still_shows_its_code(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.feed(Intent(DOWN))
    app.feed(Intent(DOWN))  # New game -> Daily Challenge -> Play a deal by code
    app.feed(Intent(CONFIRM))
    code = game_code(Game(HouseRules(rounds=3), seed=77))
    _type(app, code)
    app.feed(Intent(CONFIRM))
    app.step(1 / 60)
    assert _pause(app).has(f"Deal code: {code}")


def _type(app, text: str) -> None:  # noqa: ANN001
    for ch in text:
        app.feed_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def _code_entry(tmp_path):  # noqa: ANN202 - the code screen over the menu, nothing saved
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.feed(Intent(DOWN))
    app.feed(Intent(DOWN))
    app.feed(Intent(CONFIRM))
    return app, store


@pytest.mark.parametrize("rules", [HouseRules(), HouseRules(rounds=3, clockwise=True)])
def test_todays_daily_code_does_not_play_before_the_daily_is_finished(tmp_path, rules) -> None:
    app, store = _code_entry(tmp_path)
    entry = app.scenes.top
    _type(app, deal_code(daily_seed(today()), rules))  # its deals, whatever the rules
    app.feed(Intent(CONFIRM))
    assert app.scenes.top is entry, "nothing starts"
    said = " ".join(probe.capture(app).top().lines())
    assert "That is today's Daily Challenge: play it from the menu first." in said
    assert not store.game_path.exists()


def test_todays_daily_code_plays_once_the_daily_is_finished(tmp_path) -> None:
    app, store = _code_entry(tmp_path)
    _finished_daily(store)
    _type(app, daily_code(today()))
    app.feed(Intent(CONFIRM))
    assert isinstance(app.scenes.top, TableScene)
    app.close()
    assert json.loads(store.game_path.read_bytes())["game"]["seed"] == daily_seed(today())


def test_yesterdays_daily_code_plays(tmp_path) -> None:
    app, _ = _code_entry(tmp_path)
    _type(app, daily_code(today() - datetime.timedelta(days=1)))
    app.feed(Intent(CONFIRM))
    assert isinstance(app.scenes.top, TableScene)
