"""The table says what the game knows and every cue agrees, read from what is drawn: a
language switched mid-game changes the line already above your hand, Esc closes the last
trick before it pauses, and a redeal is explained until the first call of the new deal."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from tablekit import act_when_asked, make_table, on_top, scene, your_call, your_card  # noqa: E402

from callbreak.app import probe  # noqa: E402
from callbreak.app.i18n import set_language, tr  # noqa: E402
from callbreak.app.input import BACK, CONFIRM, HINT, LAST_TRICK, Intent  # noqa: E402
from callbreak.app.pause import PauseScene  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, Redeal  # noqa: E402

DT = 1 / 30
KEY_NAMES = {"Esc", "Enter"}  # the keys' own names are written as on the keyboard


@pytest.fixture(autouse=True)
def english_after() -> None:
    yield
    set_language("en")


def english_words(text: str) -> list[str]:
    """The English words of a line: two Latin letters or more, not a key's name (card
    codes, numbers and single key letters are the same in every language)."""
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in KEY_NAMES]


def wait_for(app, done, limit: int = 3000) -> None:
    """Let time pass (calling and playing when asked) until `done()`."""
    for _ in range(limit):
        if done():
            return
        act_when_asked(app)
        app.step(DT)
    pytest.fail("the moment never came")


def a_call_is_said(app) -> bool:
    return on_top(app) is not None and " calls " in probe.capture(app).top().joined()


def your_hint_is_ready(app) -> bool:
    return your_card(app) and scene(app).session.turns.hint is not None


@pytest.mark.parametrize("language", ["ne", "hi"])
@pytest.mark.parametrize("moment", ["a computer player's call", "your hint"])
def test_a_language_switched_mid_game_changes_the_line_above_your_hand(language,
                                                                       moment) -> None:
    app = make_table((1024, 640), seed=11)
    if moment.endswith("call"):
        wait_for(app, lambda: a_call_is_said(app))
    else:
        wait_for(app, lambda: your_hint_is_ready(app))
        app.feed(Intent(HINT))
        app.step(DT)
    said = scene(app).table.news
    assert said, "a line is above your hand"
    app.change_settings(language=language)
    drawn = probe.capture(app).top()
    assert not drawn.has(said), "the English line is gone"
    assert not [t.text for t in drawn.texts if english_words(t.text)], \
        "no English line remains on the table"
    now = scene(app).table.news  # the same news, now in the new language (maybe wrapped)
    assert re.search("[\u0900-\u097f]", now)
    drawn_words = " ".join(drawn.lines()).split()
    assert all(word in drawn_words for word in now.split())


def test_esc_closes_the_last_trick_before_it_pauses() -> None:
    app = make_table((1280, 720), seed=11)
    wait_for(app, lambda: your_card(app) and bool(scene(app).table.last_trick))
    last = tr("Last trick")
    app.feed(Intent(LAST_TRICK))
    app.step(DT)
    assert [t for t in probe.capture(app).top().texts if t.text == last], "the panel's title"
    app.feed(Intent(BACK))
    app.step(DT)
    drawn = probe.capture(app)
    assert not isinstance(app.scenes.top, PauseScene), "Esc did not open the pause menu"
    assert not [t for t in drawn.top().texts if t.text == last], "the panel is gone"
    app.feed(Intent(BACK))  # the next Esc pauses, as ever
    app.step(DT)
    assert isinstance(app.scenes.top, PauseScene)


def redeal_table(seed: int):
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=False)
    game = Game(HouseRules(rounds=3, redeal=Redeal.JQK), seed=seed)
    app.scenes.push(app.routes.table(game, "easy", None))
    return app


@pytest.mark.parametrize("seed, first", [(5, "a computer player"), (15, "you")])
def test_a_redeal_is_explained_until_the_first_call_of_the_new_deal(seed, first) -> None:
    """Seed 5: Bikash had no spade and Sushila calls first; seed 15: you had no spade and
    you call first (and may take your time)."""
    app = redeal_table(seed)
    notice = "Redeal:"
    app.step(DT)
    assert probe.capture(app).top().has(notice)
    frames = 0
    while not (probe.capture(app).top().has(" calls ") or your_call(app)):
        assert probe.capture(app).top().has(notice), f"gone after {frames * DT:.1f} s"
        for _ in range(5):
            app.step(DT)
        frames += 5
    assert frames * DT > 2.0, "the deal itself took a while: the notice stayed through it"
    if first == "you":
        for _ in range(150):  # five seconds of thought over your call
            app.step(DT)
        assert probe.capture(app).top().has(notice)
        app.feed(Intent(CONFIRM))
        wait_for(app, lambda: not your_call(app))
        app.step(DT)
    drawn = probe.capture(app).top()
    assert not drawn.has(notice), "the first call replaces it"
