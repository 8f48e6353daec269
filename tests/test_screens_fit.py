"""The menu screens (main menu, Settings with each row focused, Statistics with games and
Daily Challenges on record or with no store, its reset question, How to play's pages for the
usual table and for a table with every house rule changed), at 1024x640, 1600x900 and
2560x1440, in English, Nepali and Hindi, read with the text probe: no line leaves its panel
or the window, none overlaps another or an arrow."""

from __future__ import annotations

import datetime
import itertools
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from screenkit import LANGUAGES, SIZES, looks, play_out  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import BACK, CONFIRM, DOWN, LEFT, RIGHT, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, Redeal  # noqa: E402
from callbreak.store import Store, today  # noqa: E402

ODD = HouseRules(rounds=10, max_call=13, big_call=True, must_beat=False, redeal=Redeal.JQKA,
                 clockwise=True)


def store_with_dailies(folder):
    """Games on every level, a last game, and Daily Challenges finished on five days in a
    row and on the two days up to yesterday, recorded as the table records them."""
    store = Store.open(folder / "c", folder / "d", False)
    rng = random.Random(3)
    for seed, level in enumerate(("easy", "medium", "hard", "expert")):
        play_out(Game(HouseRules(rounds=3), seed=seed), rng, store, level)
    for back in (1, 2, 9, 10, 11, 12, 13):
        game = Game(HouseRules(rounds=3), seed=50 + back)
        day = (today() - datetime.timedelta(days=back)).isoformat()
        play_out(game, rng, None)
        store.record_game(game, "hard", day)
    return store


def menu_screens(app):
    """Each menu screen in turn, as (name, drawing)."""
    def frame():
        app.step(1 / 60)
        return probe.capture(app)

    routes = app.routes
    app.scenes.reset(routes.main_menu())
    yield "main menu", frame()
    app.open_screen("settings")
    for row in range(len(app.scenes.top.options) + 1):
        yield f"settings row {row}", frame()
        app.feed(Intent(DOWN))
    app.scenes.reset(routes.main_menu())
    app.open_screen("stats")
    yield "statistics", frame()
    app.feed(Intent(LEFT))  # Back has the focus: Left reaches Reset statistics
    app.feed(Intent(CONFIRM))
    yield "the reset question", frame()
    app.feed(Intent(BACK))  # No
    for name, rules in (("usual", None), ("changed", ODD)):
        app.scenes.reset(routes.main_menu())
        app.scenes.push(routes.howto(rules))
        for page in range(len(app.scenes.top.pages)):
            yield f"how to play ({name}) page {page + 1}", frame()
            app.feed(Intent(RIGHT))


@pytest.mark.parametrize(("size", "language"), looks(itertools.product(SIZES, LANGUAGES)))
def test_menu_screens_keep_their_words_apart_and_inside(size, language, tmp_path):
    faults: dict[str, list[str]] = {}
    for store in (store_with_dailies(tmp_path), None):
        app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
        app.change_settings(language=language)
        screens = menu_screens(app) if store is not None else iter(())
        for screen, drawing in screens:
            for fault in drawing.problems():
                faults.setdefault(fault, []).append(screen)
        if store is None:  # no store: Statistics says so kindly
            app.scenes.reset(app.routes.main_menu())
            app.open_screen("stats")
            app.step(1 / 60)
            for fault in probe.capture(app).problems():
                faults.setdefault(fault, []).append("statistics without a store")
    assert not faults, "\n".join(f"{', '.join(screens[:3])}: {fault}"
                                 for fault, screens in faults.items())
