"""The round result, the scorecard over it and the final scores at their fullest (what each
player needs before the last round, the deal code, ten rounds) keep every line inside its
panel and apart from the others, in every window size and language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402
from test_needs_line import game_before_the_last_round  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import BACK, SCORES, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules, game_code  # noqa: E402
from callbreak.words import set_language, tr  # noqa: E402

SIZES = ((1024, 640), (1600, 900), (2560, 1440))
LANGUAGES = ("en", "ne", "hi")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The language is app-wide: leave it as the other tests expect."""
    yield
    set_language("en")


def finished(rounds: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(HouseRules(rounds=rounds), seed=seed)
    while game.phase != GAME_OVER:
        if game.phase == ROUND_OVER:
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 5))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    return game


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_results_keep_their_words_apart_and_inside(size, language) -> None:
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.change_settings(language=language)
    game = game_before_the_last_round(HouseRules(rounds=3, max_call=13))
    app.scenes.push(app.routes.table(game, "easy", None))
    app.step(1 / 30)
    result = probe.capture(app).top()
    assert result.has(tr("You need a made call of {n} or more.", n=11)), result.lines()
    assert result.problems() == []
    code = tr("Deal code: {code}", code=game_code(game))
    app.feed(Intent(SCORES))
    sheet = probe.capture(app).top()
    assert sheet.has(code) and sheet.problems() == [], sheet.problems()
    app.feed(Intent(BACK))
    app.feed(Intent(BACK))  # Esc on the result: the pause menu
    paused = probe.capture(app).top()
    assert paused.has(tr("Paused")) and paused.problems() == [], paused.problems()
    for rounds, seed in ((5, 44), (10, 45)):
        done = finished(rounds, seed)
        app.scenes.reset(app.routes.scorecard(done, "easy", None))
        app.step(1 / 30)
        final = probe.capture(app).top()
        assert final.has(tr("Deal code: {code}", code=game_code(done))), final.lines()
        assert final.problems() == [], (rounds, final.problems())
