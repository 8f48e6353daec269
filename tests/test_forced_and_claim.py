"""Your only legal card is played for you after a short pause (when the setting is on, and
only then); on lead with every trick left sure to be yours, Claim (C, or its button) plays
the rest out and they are all yours. The button tells nothing hidden: it shows exactly
when the engine's public claim test says so."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from callbreak.app.shell.input import CLAIM, CLICK, CONFIRM, Intent  # noqa: E402
from callbreak.app.table import PlayScene, TableScene  # noqa: E402
from callbreak.app.table.hits import claim_button  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, can_claim  # noqa: E402

# the table asks a hint at each of your turns; none is looked at here
pytestmark = pytest.mark.usefixtures("few_hint_deals")


def table_of(app) -> TableScene:  # noqa: ANN001
    return next(s for s in reversed(app.scenes.stack) if isinstance(s, TableScene))


def new_app(only_card: bool, instant: bool = True):  # noqa: ANN201
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=instant)
    app.change_settings(play_only_card=only_card, level="easy")
    return app


@pytest.mark.parametrize("seed", [3, 8])
def test_only_your_one_legal_card_is_played_for_you(seed) -> None:
    app = new_app(only_card=True, instant=False)
    game = Game(HouseRules(rounds=3), seed=seed)
    app.scenes.push(app.routes.table(game, "easy", None))
    forced = pressed = 0
    for _ in range(40000):
        if game.phase == "round_over":
            break
        scene = table_of(app)
        if isinstance(app.scenes.top, TableScene) and scene.turn is Turn.YOUR_CARD:
            legal = scene.session.turns.legal()
            if len(legal) == 1:
                before = len(game.round.plays)
                assert scene.table.news, "it says why before it plays"
                for _ in range(60):  # two seconds, no input at all
                    app.step(1 / 30)
                assert len(game.round.plays) > before and game.round.plays[before] == legal[0]
                forced += 1
                continue
            pressed += 1
            app.feed(Intent(CONFIRM))
        elif scene.turn is Turn.YOUR_CALL:
            app.feed(Intent(CONFIRM))
        app.step(1 / 15)
    assert forced >= 1 and pressed >= 1, (forced, pressed)


def test_with_the_setting_off_your_one_card_waits_for_you() -> None:
    app = new_app(only_card=False, instant=False)
    for seed in range(1, 60):
        game = Game(HouseRules(rounds=3), seed=seed)
        app.scenes.reset(app.routes.table(game, "easy", None))
        for _ in range(40000):
            scene = table_of(app)
            if scene.turn is Turn.YOUR_CARD and len(scene.session.turns.legal()) == 1:
                before = len(game.round.plays)
                for _ in range(150):  # five seconds
                    app.step(1 / 30)
                assert len(game.round.plays) == before, "nothing is played without you"
                return
            if game.phase != "playing" and game.phase != "calling":
                break
            app.feed(Intent(CONFIRM))
            app.step(1 / 15)
    pytest.fail("no turn with a single legal card came")


def claimable_table(app):  # noqa: ANN001, ANN201
    """A game played on through the engine until you are on lead with a claim (three or
    more tricks left), then opened at the table as a saved game is: the scene then."""
    for seed in range(300):
        game = Game(HouseRules(rounds=3), seed=seed)
        while game.phase in ("calling", "playing"):
            view = game.view(game.turn)
            if game.phase == "calling":
                game.call(game.turn, 2)
                continue
            if game.turn == 0 and not view.trick and len(view.hand) >= 3 and can_claim(view):
                app.scenes.reset(app.routes.table(game, "easy", None))
                app.step(1 / 30)
                scene = table_of(app)
                assert isinstance(scene, PlayScene) and scene.turn is Turn.YOUR_CARD
                return scene
            game.play(game.turn, view.legal[0] if game.turn else view.legal[-1])
    pytest.fail("no claim came in 300 games")


@pytest.mark.parametrize("how", ["key", "click"])
def test_a_claim_plays_the_rest_and_every_trick_is_yours(how) -> None:
    app = new_app(only_card=True)
    scene = claimable_table(app)
    game = scene.session.game
    assert scene.view().claimable, "the button shows"
    won_before, left = game.round.tricks_won[0], len(scene.table.hand)
    if how == "key":
        app.feed(Intent(CLAIM))
    else:
        app.feed(Intent(CLICK, pos=claim_button(app.theme, scene.table.layout).center))
    assert game.phase in ("round_over", "game_over")
    assert game.round.tricks_won[0] == won_before + left


def test_the_claim_button_shows_exactly_when_the_public_test_says_so() -> None:
    app = new_app(only_card=True)
    game = Game(HouseRules(rounds=3), seed=5)
    app.scenes.push(app.routes.table(game, "easy", None))
    seen = {True: 0, False: 0}
    while game.phase in ("calling", "playing"):
        scene = table_of(app)
        if isinstance(scene, PlayScene):
            expected = scene.turn is Turn.YOUR_CARD and can_claim(game.view(0))
            assert scene.view().claimable == expected
            seen[expected] += 1
            if expected:
                break
        app.feed(Intent(CONFIRM))
        app.step(1 / 30)
    assert seen[False] > 0
