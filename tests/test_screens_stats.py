"""The statistics screen: the figures, the reset that asks first, and no store at all; the
Daily Challenge on record on its page (the other pictures: test_screens_stats_pictures.py)."""

import datetime
import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.screens.confirm import ConfirmScene  # noqa: E402
from callbreak.app.screens.stats import StatsScene  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, CONFIRM, DIGIT, RIGHT, UP, Intent  # noqa: E402
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


DAILY_PAGE = 5  # its tab's number: the digit that opens it


def open_stats(size=(1280, 720), store=None, page=None):
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("stats")
    assert isinstance(app.scenes.top, StatsScene)
    scene = app.scenes.top
    draw(app)
    if page is not None:
        app.feed(Intent(DIGIT, value=page))
        draw(app)
    return app, scene


def draw(app):
    app.step(1 / 60)
    app.render()


def press(app, *kinds):
    for kind in kinds:
        app.feed(Intent(kind))
        draw(app)


def press_digit(app, digit):
    app.feed(Intent(DIGIT, value=digit))
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
    press_digit(app, DAILY_PAGE)
    assert inside(app, scene)
    assert scene.figures["daily"].startswith("Played today: total")


@pytest.mark.parametrize("size", SIZES)
def test_empty_and_missing_store_draw_inside(size, tmp_path):
    app, scene = open_stats(size, Store.open(tmp_path / "c", tmp_path / "d", False))
    assert inside(app, scene)
    assert scene.figures["games_played"] == "0"
    press_digit(app, DAILY_PAGE)
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
    press(app, UP, CONFIRM)  # Back has the focus first; Up reaches Reset
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


# -- the Daily Challenge on record, read off the screen ------------------------------------

def daily_store(tmp_path, days_back):
    """A real store holding finished Daily Challenges on the given days before today, each
    recorded as the table records it; returns the store and each daily game's total."""
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    rng = random.Random(11)
    totals = []
    for back in days_back:
        game = Game(HouseRules(rounds=3), seed=100 + back)
        play_out(game, rng, store, "hard",
                 daily=(today() - datetime.timedelta(days=back)).isoformat())
        totals.append(game.totals[0])
    return store, totals


def figure_over(drawing, label, unit):
    """The words drawn right over the line `label`, in the same panel (a figure over its
    name), and that panel."""
    (name,) = [t for t in drawing.texts if t.text == label]
    over = [t for t in drawing.texts if t.panel == name.panel and t.rect.bottom <= name.rect.top
            and abs(t.rect.centerx - name.rect.centerx) <= unit]
    assert over, f"nothing is drawn over {label!r}: {drawing.lines()}"
    return max(over, key=lambda t: t.rect.bottom).text, name.panel


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_daily_best_streak_and_longest_streak_are_drawn_in_their_panel(size, tmp_path):
    # yesterday and the two days before (3 in a row up to now); 10 to 14 days ago (5)
    store, totals = daily_store(tmp_path, [1, 2, 3, 10, 11, 12, 13, 14])
    # the file as the store wrote it, read by a fresh store, is what the screen shows
    app, _ = open_stats(size, Store.open(tmp_path / "c", tmp_path / "d", False), DAILY_PAGE)
    d = probe.capture(app).top()
    daily = d.find("Today's Daily Challenge")[0].panel
    best = max(totals)
    unit = app.theme.px(1)
    assert figure_over(d, "Best total", unit) == (("+" if best > 0 else "")
                                                  + format_tenths(best), daily)
    assert figure_over(d, "Days in a row", unit) == ("3", daily)
    assert figure_over(d, "Longest streak", unit) == ("5", daily)
    assert not d.problems()


def test_no_daily_record_before_the_first_daily_is_finished(tmp_path):
    store, _ = daily_store(tmp_path, [])
    play_out(Game(HouseRules(rounds=3), seed=3), random.Random(1), store, "easy")
    app, _ = open_stats(store=store, page=DAILY_PAGE)
    d = probe.capture(app).top()
    assert d.has("Not played yet today.")
    assert not d.has("Longest streak") and not d.has("Best total")


def test_a_streak_through_today_counts_today(tmp_path):
    store, _ = daily_store(tmp_path, [0, 1, 5])
    app, _ = open_stats(store=store, page=DAILY_PAGE)
    d = probe.capture(app).top()
    assert d.has("Played today: total")
    unit = app.theme.px(1)
    assert figure_over(d, "Days in a row", unit)[0] == "2"
    assert figure_over(d, "Longest streak", unit)[0] == "2"
    assert not d.problems()


# -- the last game --------------------------------------------------------------------------

def test_last_game_opens_over_statistics_and_esc_comes_back(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    game = Game(HouseRules(rounds=3), seed=8)
    play_out(game, random.Random(2), store, "medium")
    store.save_last_game(game, "medium")
    app, scene = open_stats(store=store)
    press(app, UP, UP)  # Back has the focus: Reset, then Last game
    assert probe.capture(app).top().has("Last game")
    press(app, CONFIRM)
    d = probe.capture(app).top()
    assert d.has("Scorecard") and not d.has("Statistics")
    for total in game.totals:
        assert d.has(format_tenths(total))
    press(app, BACK)
    assert app.scenes.top is scene
    d = probe.capture(app).top()
    assert d.has("Statistics") and d.has("Last game")
