"""High contrast (Settings): a darker, plainer cloth, pure white words and strong panel
edges, from the next frame and kept in settings.json; and the cues that must never rest on
red against green alone (whose turn, made or missed) keep their words and marks in it."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from screenkit import app_with, frame, play_out, stocked_store

from callbreak.app.look import theme as th
from callbreak.app.shell.input import DOWN, RIGHT, Intent
from callbreak.engine import Game, HouseRules
from callbreak.store import Settings
from callbreak.words import tr

SIZE = (1024, 640)


@pytest.fixture(autouse=True)
def usual_colours_after():
    """The look is the theme module's (one window a process): the next test starts usual."""
    yield
    th.set_high_contrast(False)


def brightest(surface: pygame.Surface) -> int:
    """The whitest pixel's darkest channel: 255 only where something is pure white."""
    return max(min(surface.get_at((x, y))[:3]) for y in range(0, surface.get_height(), 2)
               for x in range(0, surface.get_width(), 2))


def cloth(surface: pygame.Surface) -> int:
    """How light the cloth is at the window's left edge (nothing is drawn there)."""
    return sum(sum(surface.get_at((3, y))[:3]) for y in range(0, surface.get_height(), 16))


def test_the_switch_in_settings_darkens_the_cloth_and_whitens_the_words_at_once(tmp_path):
    store = stocked_store(tmp_path)
    app = app_with(SIZE, "en", store)
    app.open_screen("settings")
    scene = app.scenes.top
    frame(app)
    usual = app.render().copy()
    for _ in range(60):
        if scene.focus_key() == "high_contrast":
            break
        app.feed(Intent(DOWN))
    app.feed(Intent(RIGHT))  # a switch flips with Left/Right too
    assert app.settings.high_contrast
    drawing = frame(app)
    assert drawing.top().has(tr("High contrast"))
    contrast = app.render()
    assert cloth(contrast) < cloth(usual) * 0.8
    assert brightest(contrast) >= 250 > brightest(usual)  # the words in pure white
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["high_contrast"] is True
    app.change_settings(high_contrast=False)  # and back, at once
    frame(app)
    assert cloth(app.render()) == cloth(usual)


def test_an_old_settings_file_opens_in_the_usual_colours():
    assert Settings.from_dict({"version": 1, "language": "ne"}).high_contrast is False
    assert Settings.from_dict({"high_contrast": "yes"}).high_contrast is False


def test_made_and_missed_and_whose_turn_are_said_in_words_in_high_contrast(tmp_path):
    """A round's result names each call made or missed, with the score's sign; the table
    says whose turn it is in words over your hand, not only by a glow's colour."""
    app = app_with(SIZE, "en", None)
    app.change_settings(high_contrast=True)
    game = play_out(Game(HouseRules(rounds=3), seed=33), random.Random(7), stop_round=1)
    app.scenes.push(app.routes.table(game, "easy", None))  # at the round's end: its result
    app.step(1 / 30)
    result = frame(app).top()
    rnd = game.rounds[len(game.round_scores) - 1]
    made = sum(rnd.tricks_won[s] >= (rnd.calls[s] or 0) for s in range(4))
    words = [t.text for t in result.texts]
    assert (words.count(tr("made")), words.count(tr("missed"))) == (made, 4 - made)
    fresh = Game(HouseRules(rounds=3), seed=21)
    app.scenes.reset(app.routes.main_menu())
    app.scenes.push(app.routes.table(fresh, "easy", None))
    for _ in range(200):
        app.step(1 / 30)
    table = frame(app)
    assert table.top().has(tr("Your call"))  # your turn to call, said
    assert not table.problems()
