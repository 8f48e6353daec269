"""A finished game is kept the moment it ends, with the real store and its files: a window
closed while the last round's result is on screen keeps the game's scorecard (Statistics ->
Last game shows it), does not offer the game as Continue, and counts the game in the
statistics once, neither twice (the result dismissed after) nor not at all."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from tablekit import act_when_asked, scene  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import CLICK, CONFIRM, Intent  # noqa: E402
from callbreak.app.wiring import make_app, open_store  # noqa: E402
from callbreak.engine import Game, HouseRules, format_tenths  # noqa: E402
from callbreak.store import Store  # noqa: E402

FINAL = "See the final scores"  # the last round's result says where Enter goes


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real hints take up to a few hundred ms each; they are not what is looked at."""
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def folders(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "config", tmp_path / "data"


def to_the_last_result(tmp_path: Path) -> tuple[App, Store, Game]:
    """The app as the player starts it (the store writing on its own thread), a 3-round
    game played to its last trick, the last round's result on screen."""
    store = open_store(*folders(tmp_path), False)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=11), "easy", None))
    game = scene(app).session.game
    for _ in range(6000):
        top = app.scenes.top
        if type(top).__name__ == "RoundResultScene":
            if probe.capture(app).top().has(FINAL):
                return app, store, game
            app.feed(Intent(CONFIRM))  # an earlier round's result: on to the next
        act_when_asked(app)
        app.step(1 / 30)
    pytest.fail("the last round's result never came")


def close_window(app: App, store: Store) -> None:
    """What closing the window does: the scenes keep what they keep, the writes finish."""
    app.close()
    assert store.close(), "every write finished"


def reopened(tmp_path: Path) -> App:
    return make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                    store=Store.open(*folders(tmp_path), False))


def click_on(app: App, words: str) -> None:
    app.feed(Intent(CLICK, pos=probe.capture(app).top().where(words).center))
    app.step(1 / 30)


def assert_kept_once(tmp_path: Path, game: Game) -> None:
    app = reopened(tmp_path)
    store = app.store
    assert store.stats.games_played == 1, "the game counted once"
    assert store.stats.rounds == 3, "each round counted once"
    app.scenes.push(app.routes.main_menu())
    menu = probe.capture(app).top()
    assert menu.has("New game") and not menu.has("Continue"), menu.lines()
    assert not folders(tmp_path)[1].joinpath("game.json").exists()
    app.open_screen("stats")
    click_on(app, "Last game")
    card = probe.capture(app).top()
    assert card.has("Round 3"), card.lines()
    for total in game.totals:
        assert card.has(format_tenths(total)), (total, card.lines())
    assert card.problems() == []


def test_a_window_closed_on_the_last_result_keeps_the_game_for_its_scorecard(tmp_path) -> None:
    app, store, game = to_the_last_result(tmp_path)
    assert store.flush()
    assert folders(tmp_path)[1].joinpath("last-game.json").exists(), \
        "kept at the game's end, before the result is dismissed"
    close_window(app, store)
    assert_kept_once(tmp_path, game)


def test_the_result_dismissed_after_counts_the_game_no_second_time(tmp_path) -> None:
    app, store, game = to_the_last_result(tmp_path)
    app.feed(Intent(CONFIRM))
    app.step(1 / 30)
    assert probe.capture(app).top().has("Final scores")
    close_window(app, store)
    assert_kept_once(tmp_path, game)
