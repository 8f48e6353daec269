"""The statistics screen: the figures, the reset that asks first, and no store at all."""

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from callbreak.app.input import BACK, CLICK, CONFIRM, LEFT, RIGHT, Intent  # noqa: E402
from callbreak.app.screens.stats import StatsScene  # noqa: E402
from callbreak.app.screens.ui import ConfirmScene  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules, format_tenths  # noqa: E402
from callbreak.store import Store, today  # noqa: E402

SIZES = [(1280, 720), (1024, 640)]


def play_out(game, rng, store, level, daily=None):
    """Random legal play to the end, recorded as the table would."""
    while game.phase != GAME_OVER:
        if game.phase == ROUND_OVER:
            store.record_round(game, level, daily)
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 4))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    store.record_game(game, level, daily)


@pytest.fixture
def store(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    rng = random.Random(5)
    for seed, level in enumerate(("easy", "medium", "hard", "medium")):
        play_out(Game(HouseRules(rounds=3), seed=seed), rng, store, level)
    play_out(Game(HouseRules(rounds=3), seed="daily"), rng, store, "medium",
             daily=today().isoformat())
    return store


def open_stats(size=(1280, 720), store=None):
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("stats")
    assert isinstance(app.scenes.top, StatsScene)
    scene = app.scenes.top
    draw(app)
    return app, scene


def draw(app):
    app.step(1 / 60)
    app.render()


def press(app, *kinds):
    for kind in kinds:
        app.feed(Intent(kind))
        draw(app)


def inside(app, scene):
    window = app.screen.get_rect()
    return scene.drawn and all(window.contains(r) for r in scene.drawn)


@pytest.mark.parametrize("size", SIZES)
def test_figures_are_shown_inside_the_window(size, store):
    app, scene = open_stats(size, store)
    assert inside(app, scene)
    s = store.stats
    assert scene.figures["games_played"] == str(s.games_played) == "5"
    assert scene.figures["games_won"] == str(s.games_won)
    assert scene.figures["rounds"] == str(s.rounds) == "15"
    assert format_tenths(abs(s.average_round_score)) in scene.figures["average_round_score"]
    assert f"{s.calls_made} of {s.rounds}" in scene.figures["calls_made"]
    assert scene.figures["level_medium"].startswith("Medium 3 ")
    assert scene.figures["daily"].startswith("Played today: total")


@pytest.mark.parametrize("size", SIZES)
def test_empty_and_missing_store_draw_inside(size, tmp_path):
    app, scene = open_stats(size, Store.open(tmp_path / "c", tmp_path / "d", False))
    assert inside(app, scene)
    assert scene.figures["games_played"] == "0"
    assert "Not played yet today" in scene.figures["daily"]
    app, scene = open_stats(size, None)
    assert inside(app, scene)
    assert [label for label, _ in scene.buttons.buttons] == ["Back"]  # nothing to reset
    press(app, CONFIRM)
    assert len(app.scenes.stack) == 1


def test_reset_asks_first_and_then_really_resets(store):
    app, scene = open_stats(store=store)
    path = store.stats_path
    before = json.loads(path.read_text())
    assert before["games_played"] == 5
    press(app, LEFT, CONFIRM)  # Back has the focus first; Left reaches Reset
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene)
    assert dialog.question == "Reset all statistics?" and "cannot be undone" in dialog.detail
    assert all(app.screen.get_rect().contains(r) for r in dialog.drawn)
    press(app, CONFIRM)  # "No" has the focus: nothing happens
    assert app.scenes.top is scene and json.loads(path.read_text()) == before
    press(app, CONFIRM)  # ask again (the focus stayed on Reset)
    press(app, BACK)  # Esc is No as well
    assert app.scenes.top is scene and store.stats.games_played == 5
    press(app, CONFIRM, RIGHT, CONFIRM)  # Yes
    assert app.scenes.top is scene
    assert store.stats.games_played == 0 and store.stats.rounds == 0
    assert json.loads(path.read_text())["games_played"] == 0
    assert scene.figures["games_played"] == "0" and scene.figures["rounds"] == "0"


def test_reset_by_mouse(store):
    app, scene = open_stats(store=store)
    reset = scene.buttons.rects[0]
    app.feed(Intent(CLICK, pos=reset.center))
    draw(app)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene)
    app.feed(Intent(CLICK, pos=dialog.bar.rects[1].center))  # Yes
    draw(app)
    assert store.stats.games_played == 0


def test_esc_goes_back(store):
    app, scene = open_stats(store=store)
    press(app, BACK)
    assert len(app.scenes.stack) == 1
