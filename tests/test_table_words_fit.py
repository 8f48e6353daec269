"""The table's words keep apart and inside their boxes, read from the drawing (the text
probe), at 1024x640, 1600x900 and 2560x1440 in English, Nepali and Hindi: being dealt,
calling with the hint's reason shown, a call popping on a plate, a trick in play with the
last trick shown, and the pause and the scorecard over the table; with the dealer's chip
on each seat's plate in turn (a Devanagari initial reaches lower than a Latin one)."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from screenkit import LANGUAGES, SIZES, looks  # noqa: E402
from tablekit import act_when_asked, scene, your_call, your_card  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import HINT, LAST_TRICK, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402
from callbreak.words import set_language  # noqa: E402

DEALT_BY = {0: 2, 1: 0, 2: 1, 3: 7}  # a seed whose first round each seat deals


@pytest.fixture(autouse=True)
def english_after() -> None:
    yield
    set_language("en")


def moments(app, seed: int):
    """(name, drawing) at each moment of a round worth reading."""
    app.scenes.reset(app.routes.main_menu())
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=seed), "easy", None))
    app.step(1 / 60)
    yield "dealing", probe.capture(app)
    popped = False
    for _ in range(400):
        if your_call(app) and scene(app).session.turns.hint is not None:
            break
        app.step(1 / 60)
        pops = [p.v for p in scene(app).table.call_pops]
        if not popped and 0.3 < max(pops) < 0.9:  # a call just made, its figure enlarged
            popped = True
            yield "a call popping", probe.capture(app)
    app.feed(Intent(HINT))
    app.step(1 / 60)
    yield "your call with its reason", probe.capture(app)
    for _ in range(2000):
        if your_card(app) and scene(app).table.last_trick:
            break
        act_when_asked(app)
        app.step(1 / 30)
    app.feed(Intent(LAST_TRICK))
    app.step(1 / 60)
    yield "play with the last trick", probe.capture(app)
    app.scenes.push(app.routes.pause(scene(app).session))
    app.step(1 / 60)
    yield "pause over the table", probe.capture(app)
    app.scenes.pop()
    app.scenes.push(app.routes.scoresheet(scene(app).session.game, ""))
    app.step(1 / 60)
    yield "scorecard over the table", probe.capture(app)


@pytest.mark.parametrize(("size", "language"), looks(itertools.product(SIZES, LANGUAGES)))
def test_the_tables_words_keep_apart_and_inside(size, language) -> None:
    app = make_app(size=size, headless=True, thinker="inline", instant=False)
    app.change_settings(language=language)
    faults: dict[str, list[str]] = {}
    seen = set()
    for dealer, seed in DEALT_BY.items():
        for moment, drawing in moments(app, seed):
            seen.add(moment)
            for fault in drawing.problems():
                faults.setdefault(fault, []).append(f"{moment} (dealer {dealer})")
    assert len(seen) == 6, seen
    assert not faults, "\n".join(f"{', '.join(where[:3])}: {fault}"
                                 for fault, where in faults.items())
