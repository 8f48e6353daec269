"""Larger cards and text (Settings, 100/125/150%): every screen, in the smallest window and
in each language, read as the player reads it (the text probe): no line leaves its panel or
the window, no two lines overlap and no panel is cut off by the window's edge, as at the
usual size (tests/test_every_screen_drawn.py).
With larger text How to play shows a page's words and its pictures in turn, so every part
of every page is walked here."""

from __future__ import annotations

import json
import random

import pytest
from screenkit import LANGUAGES, app_with, every_screen, frame, looks, play_out, stocked_store
from test_friends import table_of

from callbreak.app.look import probe
from callbreak.app.screens.menu import choose_new_game
from callbreak.app.shell.input import DOWN, RIGHT, Intent
from callbreak.engine import Game, HouseRules, format_tenths
from callbreak.store import Settings
from callbreak.words import tr


def faults_of(walk) -> dict[str, list[str]]:
    """Each fault once, with the screens that show it."""
    faults: dict[str, list[str]] = {}
    for screen, drawing, expected in walk:
        top = drawing.top()
        missing = [f"{w!r} is not drawn" for w in expected if not top.has(w)]
        cut = [f"a panel at {tuple(rect)} is cut off by the window"
               for _, rect in drawing.panels if not drawing.window.contains(rect)]
        for fault in drawing.problems() + missing + cut:
            faults.setdefault(fault, []).append(screen)
    return faults


def how_to_play(app):
    """Every screen of How to play, from the first page's words to the last page."""
    app.scenes.reset(app.routes.main_menu())
    app.open_screen("rules")
    for turn in range(40):
        drawing = frame(app)
        yield f"how to play, screen {turn + 1}", drawing, []
        if drawing.top().has(tr("Done")):
            break
        app.feed(Intent(RIGHT))
    else:
        raise AssertionError("How to play never reached its last page")


def questions(app, store):
    """A question asked before something is thrown away: New game over a saved game, and
    the statistics' reset (its own words)."""
    store.save_game(Game(HouseRules(rounds=3), seed=5), "easy")
    app.scenes.reset(app.routes.main_menu())
    choose_new_game(app)
    yield "a new game over the saved one?", frame(app), [tr("New game")]
    app.scenes.reset(app.routes.main_menu())
    app.scenes.push(app.routes.confirm(tr("Reset the statistics?"), lambda: None,
                                       detail=tr("Callbreak"), yes=tr("Yes"), no=tr("Back")))
    yield "a question with a detail", frame(app), []
    app.scenes.reset(app.routes.main_menu())


def before_the_last_round(app):
    """The round's result with the most lines: before the last round, each player's need."""
    game = play_out(Game(HouseRules(rounds=3), seed=44), random.Random(3), stop_round=1)
    app.scenes.reset(app.routes.main_menu())
    app.scenes.push(app.routes.table(game, "easy", None))
    app.step(1 / 30)
    yield "the result before the last round", frame(app), \
        [format_tenths(total) for total in game.totals]
    app.scenes.reset(app.routes.main_menu())


@pytest.mark.parametrize(("size", "language", "percent"), looks(
    ((1024, 640), language, percent) for percent in (150, 125) for language in LANGUAGES)
    # and the largest window, in CI's slow step
    + [pytest.param((2560, 1440), language, percent, marks=pytest.mark.slow,
                    id=f"2560x1440-{language}-{percent}")
       for percent in (150, 125) for language in LANGUAGES])
def test_every_screen_keeps_its_words_apart_and_inside_with_larger_text(percent, language,
                                                                         size, tmp_path):
    store = stocked_store(tmp_path)
    app = app_with(size, language, store)
    app.change_settings(text_size=percent)
    walk = list(every_screen(app, store)) + list(how_to_play(app)) \
        + list(questions(app, store)) + list(before_the_last_round(app))
    faults = faults_of(walk)
    assert not faults, "\n".join(f"{', '.join(screens[:3])}: {fault}"
                                 for fault, screens in faults.items())


def line_height(drawing: probe.Drawing, words: str) -> int:
    return next(t.rect.h for t in drawing.texts if t.text == words)


def test_the_setting_grows_the_words_at_once_and_is_kept(tmp_path):
    """Chosen in Settings, the words of the very screen grow on the next frame, and the
    choice is in settings.json for the next start."""
    store = stocked_store(tmp_path)
    app = app_with((1024, 640), "en", store)
    app.open_screen("settings")
    before = frame(app)
    app.change_settings(text_size=150)
    after = frame(app)
    back = tr("Back")
    assert line_height(after, back) >= line_height(before, back) * 1.35
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["text_size"] == 150


def test_old_settings_files_open_at_the_usual_size_and_a_bad_size_is_refused():
    assert Settings.from_dict({"version": 1, "sound": False}).text_size == 100
    assert Settings.from_dict({"text_size": 175}).text_size == 100
    assert Settings.from_dict({"text_size": True}).text_size == 100
    assert Settings.from_dict({"text_size": 125, "high_contrast": True}).high_contrast
    with pytest.raises(ValueError):
        Settings(text_size=110)


def test_the_settings_rows_reach_the_new_rows_and_change_them(tmp_path):
    """Down to "Larger cards and text", Right twice: 150%; the row is drawn, focused."""
    store = stocked_store(tmp_path)
    app = app_with((1024, 640), "en", store)
    app.open_screen("settings")
    scene = app.scenes.top
    for _ in range(60):
        if scene.focus_key() == "text_size":
            break
        app.feed(Intent(DOWN))
    assert scene.focus_key() == "text_size"
    app.feed(Intent(RIGHT))
    app.feed(Intent(RIGHT))
    assert app.settings.text_size == 150
    drawing = frame(app)
    assert drawing.top().has("150%")
    assert not drawing.problems()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1024, 640), (946, 532)])  # 946x532: under a title bar
def test_the_call_picker_at_150_leaves_your_hand_in_sight(size, language):
    app = app_with(size, language, None)
    app.change_settings(text_size=150)
    app.scenes.push(app.routes.table(Game(HouseRules(), seed=5), "easy", None))
    asked = tr("Your call")
    for _ in range(300):  # the deal, then the calls before yours
        app.step(1 / 30)
        if probe.capture(app).has(asked):
            break
    drawing = probe.capture(app)
    assert drawing.has(asked) and drawing.problems() == []
    box = next(t.panel for t in drawing.texts if t.text == asked)
    hand = table_of(app).table.hand
    assert len(hand) == 13
    top_of_hand = min(y for spr in hand for _, y in spr.corners())
    assert box.bottom <= top_of_hand, "the call picker covers the cards you call from"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (150, 125))
def test_the_scorecard_in_the_first_round_keeps_round_now_apart_from_the_calls(percent,
                                                                                language):
    app = app_with((1024, 640), language, None)
    app.change_settings(text_size=percent)
    game = Game(HouseRules(), seed=5)
    for _ in range(4):  # every call made, no trick yet: the sheet's one row is "now"
        game.call(game.turn, 2)
    app.scenes.push(app.routes.table(game, "easy", None))
    app.step(1 / 30)
    app.scenes.push(app.routes.scoresheet(game, ""))
    app.step(1 / 30)
    drawing = probe.capture(app)
    assert drawing.has(tr("now")) and len(drawing.find("0/2")) == 4
    assert drawing.problems() == []
