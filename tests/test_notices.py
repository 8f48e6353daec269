"""Notices (a save that failed, a damaged file, sound off) reach the player at once, in
whatever scene they are in, in full, clear of the plates and the turn marker, once."""

from __future__ import annotations

import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from callbreak.app.shell.input import MUTE, Intent  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.table.hits import turn_marker  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.store.store import CANNOT_SAVE_GAME, CANNOT_SAVE_SETTINGS  # noqa: E402

SIZES = [(1024, 640), (1280, 720), (2560, 1440), (800, 1280)]


def table_scene(app) -> TableScene:  # noqa: ANN001
    return next(s for s in reversed(app.scenes.stack) if isinstance(s, TableScene))


def play_until(app, done, limit: int = 3000) -> None:  # noqa: ANN001
    from callbreak.app.shell.input import CONFIRM

    for _ in range(limit):
        if done():
            return
        app.feed(Intent(CONFIRM))
        app.step(1 / 30)
    pytest.fail("the moment never came")


def test_a_save_that_fails_mid_game_is_said_at_the_table_once_and_retried(tmp_path) -> None:
    data = tmp_path / "data"
    store = Store.open(tmp_path / "config", data)
    app = make_app(size=(1280, 720), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=2), "easy", None))
    app.step(1 / 30)
    assert not app.toasts.texts
    shutil.rmtree(data)
    data.write_text("not a folder")  # the disk goes away under the game
    game = table_scene(app).session.game
    play_until(app, lambda: len(game.round.call_order) == 4)
    said = [t for t in app.toasts.texts if str(data) in t]
    assert len(said) == 1, app.toasts.texts
    assert said[0] == CANNOT_SAVE_GAME.format(directory=data)
    assert isinstance(app.scenes.top, TableScene), "said at the table, not after leaving it"
    play_until(app, lambda: len(game.round.plays) >= 8)  # more saves fail: not said again
    assert sum(str(data) in t for t in app.toasts.texts) <= 1
    data.unlink()
    data.mkdir()  # the disk is back: the next save lands
    play_until(app, lambda: store.has_saved_game())
    assert store.load_game().game.events == game.events or store.has_saved_game()


def test_a_broken_settings_folder_speaks_only_of_the_settings(tmp_path) -> None:
    bad = tmp_path / "file"
    bad.write_text("x")
    store = Store.open(bad / "config", tmp_path / "data")
    app = make_app(size=(1280, 720), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.step(1 / 30)
    assert app.toasts.texts == [CANNOT_SAVE_SETTINGS.format(directory=bad / "config")]


@pytest.mark.parametrize("size", SIZES)
def test_notices_are_wrapped_queued_and_clear_of_the_plates(size) -> None:
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=2), "easy", None))
    app.step(1 / 30)
    long = "A very long notice " * 12
    app.toast(long + "one")
    app.toast(long + "two")
    app.toast(long + "three")
    app.feed(Intent(MUTE))  # "Sound off" on top of them
    app.step(1 / 30)
    assert len(app.toasts.texts) == 2, "two at once; the rest wait their turn"
    scene = table_scene(app)
    boxes = app.toasts.draw(app.render(), app.theme, scene.toast_area())
    screen = pygame.Rect((0, 0), app.size)  # as drawn: a small window shows it scaled
    lay = scene.table.layout
    for box in boxes:
        assert screen.contains(box), "never cut at the window's edge"
        assert box.collidelist(list(lay.plates.values())) < 0, "never over a name plate"
        assert not box.colliderect(turn_marker(app.theme, lay)), "never over the turn marker"
    seen: set[str] = set()
    for _ in range(300):
        app.step(0.1)
        seen.update(app.toasts.texts)
    assert {long + "three", "Sound off"} <= seen, "every waiting notice gets its turn"


def test_the_same_notice_twice_is_said_once() -> None:
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.toast("The disk is full.")
    app.toast("The disk is full.")
    app.step(1 / 30)
    assert app.toasts.texts == ["The disk is full."]
