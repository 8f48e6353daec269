"""The ways on from a round's result and from the final scores (issue 42), read off the
screen as drawn, in every window size, language and text size: the round's result keeps
its buttons for the scorecard (S) and the coach's review (R), however many sentences the
box holds, and each opens what it says; the final scores' buttons are full-sized and stand
clear of the deal code's line."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402
from screenkit import LANGUAGES, SIZES, coached, looks, play_out  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, format_tenths, game_code  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words import set_language, tr  # noqa: E402

PERCENTS = (100, 125, 150)
ids = {"ids": lambda s: f"{s[0]}x{s[1]}"}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def app_at(size: tuple[int, int], language: str, percent: int, store: Store | None) -> App:
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.change_settings(language=language, text_size=percent)
    return app


def top(app: App) -> probe.Drawing:
    app.step(1 / 30)
    return probe.capture(app).top()


def click(app: App, rect) -> None:  # noqa: ANN001 - a pygame rectangle
    app.feed(Intent(CLICK, pos=rect.center))
    app.step(1 / 30)


@pytest.mark.parametrize(("size", "language", "percent"),
                         looks(itertools.product(SIZES, LANGUAGES, PERCENTS)))
def test_the_round_result_keeps_its_scorecard_and_review_buttons(size, language, percent,
                                                                  tmp_path) -> None:
    """Round 4 of 5 with the coach's summary: the box at its fullest (each player's need
    before the last round, and the coach's line)."""
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    game = play_out(Game(HouseRules(rounds=5), seed=33), random.Random(7), stop_round=3)
    analysis = coached(game, 3)
    store.keep_analysis(game, 3, analysis.to_dict())
    app = app_at(size, language, percent, store)
    app.scenes.push(app.routes.table(game, "easy", None))
    result = top(app)
    assert result.has(format_tenths(analysis.gave_away)), "the coach's line is drawn"
    assert result.problems() == []
    scorecard = result.find(tr("Scorecard") + "  S")
    review = result.find(tr("Review this round") + "  R")
    assert scorecard and review, f"no way to the scorecard or the review: {result.lines()}"
    for button in (scorecard[0].panel, review[0].panel):
        assert result.window.contains(button), f"{button} leaves the window"
    click(app, scorecard[0].panel)
    assert probe.capture(app).top().layer == "ScoreSheetScene", "the scorecard opens"
    app.feed(Intent(BACK))
    click(app, review[0].panel)
    assert probe.capture(app).top().layer == "RoundReviewScene", "the round's review opens"


def finished(rounds: int, seed: int) -> Game:
    return play_out(Game(HouseRules(rounds=rounds), seed=seed), random.Random(seed))


@pytest.mark.parametrize(("size", "language", "percent"),
                         looks(itertools.product(SIZES, LANGUAGES, PERCENTS)))
def test_the_final_scores_buttons_are_full_sized_and_clear_of_the_deal_code(size, language,
                                                                              percent) -> None:
    app = app_at(size, language, percent, None)
    t = app.theme
    for rounds in (5, 10):
        game = finished(rounds, 44)
        app.scenes.reset(app.routes.scorecard(game, "easy", None))
        final = top(app)
        assert final.problems() == []
        code = final.where(tr("Deal code: {code}", code=game_code(game)))
        buttons = [final.find(tr(label))[0].panel for label in ("Back to menu", "Play again")]
        for button in buttons:
            assert final.window.contains(button), f"{button} leaves the window"
            assert button.h >= t.tx(5), f"a button {button.h} px high: too small to aim at"
            assert button.top - code.bottom >= t.tx(1.5), \
                f"pressed against the deal code's line ({button.top - code.bottom} px apart)"
    click(app, buttons[1])
    assert probe.capture(app).top().layer == "DealScene", "Play again deals a new game"
