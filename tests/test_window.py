"""The window. It cannot be made smaller than the smallest layout that fits (1024x640) where
the window manager listens; where it does not, or the display is smaller, the frame is
drawn at a size every layout fits and shown scaled down: nothing overlaps, nothing leaves
the window, and the mouse lands where the player points. A saved full screen opens full
screen, and F11 gives back the windowed size."""

from __future__ import annotations

import os
import re
import warnings
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from screenkit import app_with, every_screen, stocked_store  # noqa: E402
from tablekit import (
    card_rect,
    make_table,
    press_until,
    scene,
    visible_point,
    your_card,  # noqa: E402
)

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import MIN_SIZE  # noqa: E402
from callbreak.app.shell.input import FULLSCREEN, Intent, click_event  # noqa: E402
from callbreak.app.table.play import PlayScene  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.store.settings import MIN_WINDOW  # noqa: E402
from callbreak.words import name  # noqa: E402

# below the minimum: the same shape, a 16:9 netbook, narrower only, a quarter of the area
SMALL = ((800, 500), (1024, 576), (960, 720), (640, 400))


def unplaced(fault: str) -> str:
    """A fault the probe found, without its places (the same fault at another size)."""
    return re.sub(r"\((-?\d+, ?)+-?\d+\)", "", fault)


def in_window(app, rect: pygame.Rect) -> pygame.Rect:  # noqa: ANN001
    """A rectangle of the drawing where the player sees it in the window."""
    (ww, wh), (dw, dh) = app.screen.get_size(), app.size
    left, top = rect.left * ww / dw, rect.top * wh / dh
    return pygame.Rect(round(left), round(top), round(rect.right * ww / dw - left),
                       round(rect.bottom * wh / dh - top))


def test_the_window_keeps_the_smallest_size_every_layout_fits() -> None:
    make_app(size=(1280, 720))  # a real window (the dummy driver's)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == MIN_SIZE == MIN_WINDOW


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
def test_below_the_minimum_the_table_is_shown_scaled_down_whole(size) -> None:  # noqa: ANN001
    app = make_table(size)
    press_until(app, lambda: your_card(app))
    drawing = probe.capture(app)
    assert drawing.problems() == []  # no line over another, none out of its panel or window
    window = pygame.Rect((0, 0), size)
    for seat in range(4):
        assert window.contains(drawing.where(name(seat)))
    assert app.render().get_size() == size  # the window keeps the size it has
    hand = scene(app).table.hand
    assert len(hand) == 13
    for spr in hand:  # every card of your hand is in the window, none cut off
        assert window.contains(in_window(app, card_rect(spr)))
    # shown smaller, not laid out again at a size the words do not fit: the names are
    # drawn in proportion to the window, as at the smallest size
    at_min = make_table(MIN_SIZE)
    press_until(at_min, lambda: your_card(at_min))
    full = probe.capture(at_min).where(name(1))
    assert drawing.where(name(1)).h <= full.h * max(size[0] / MIN_SIZE[0],
                                                     size[1] / MIN_SIZE[1]) + 1


def test_a_window_made_small_mid_game_and_large_again_keeps_the_table_whole() -> None:
    app = make_table((1280, 720))
    press_until(app, lambda: your_card(app))
    for size in [(800, 500), (1280, 720), (700, 640)]:
        app.resized(size)
        app.step(1 / 60)
        drawing = probe.capture(app)
        assert drawing.problems() == [], size
        window = pygame.Rect((0, 0), size)
        assert all(window.contains(in_window(app, card_rect(s))) for s in scene(app).table.hand)


@pytest.mark.parametrize("language", ["en", "ne", "hi"])
def test_every_screen_in_a_small_window_is_the_smallest_layout_scaled_down(language,
                                                                          tmp_path) -> None:  # noqa: ANN001
    """Every screen at 800x500 shows the same lines as at 1024x640 (the same shape), with
    no line out of its place that is not out of place there (where test_every_screen_drawn
    wants none)."""
    small = app_with((800, 500), language, stocked_store(tmp_path / "small"))
    store = stocked_store(tmp_path / "minimum")
    smallest = app_with(MIN_SIZE, language, store)
    faults: dict[str, list[str]] = {}
    for (screen, drawn, _), (_, there, _) in zip(every_screen(small, small.store),
                                                 every_screen(smallest, store), strict=True):
        assert drawn.lines() == there.lines(), screen
        extra = Counter(map(unplaced, drawn.problems())) - Counter(map(unplaced,
                                                                      there.problems()))
        for fault in extra:
            faults.setdefault(fault, []).append(screen)
    assert not faults, "\n".join(f"{', '.join(screens[:3])}: {fault}"
                                 for fault, screens in faults.items())


def test_in_a_small_window_the_mouse_alone_starts_calls_and_plays(tmp_path) -> None:
    """Clicks come in the window's pixels; each lands on what is drawn under it."""
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    app = make_app(size=(800, 500), store=store, headless=True, thinker="inline",
                   instant=True)
    app.scenes.push(app.routes.main_menu())
    app.feed_event(click_event(probe.capture(app).top().where("New game").center))
    press = 0
    while press < 400 and getattr(app.scenes.top, "turn", None) is not Turn.YOUR_CALL:
        app.step(1 / 30)
        press += 1
    assert getattr(app.scenes.top, "turn", None) is Turn.YOUR_CALL
    drawing = probe.capture(app).top()
    five = next(t.rect for t in drawing.texts if t.text == "5")
    app.feed_event(click_event(five.center))
    app.feed_event(click_event(probe.capture(app).top().where("Call 5").center))
    game = scene(app).session.game
    assert game.round.calls[0] == 5
    while press < 800 and not (isinstance(app.scenes.top, PlayScene)
                               and app.scenes.top.turn is Turn.YOUR_CARD):
        app.step(1 / 30)
        press += 1
    play = app.scenes.top
    assert isinstance(play, PlayScene) and play.turn is Turn.YOUR_CARD
    card = play.session.turns.legal()[-1]
    spr = next(s for s in play.table.hand if s.card == card)
    seen = in_window(app, pygame.Rect(visible_point(spr, 0.1), (0, 0)))
    app.feed_event(click_event(seen.topleft))
    assert card in game.round.plays


def test_a_saved_full_screen_opens_full_screen_and_f11_gives_back_the_window(tmp_path) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    store.save_settings(store.settings.with_(fullscreen=True, window_size=(1280, 720)))
    app = make_app(store=store, thinker="inline")  # a real window (the dummy driver's)
    app.scenes.push(app.routes.main_menu())
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.fullscreen and app.render().get_size() == desktop
    assert probe.capture(app).problems() == []
    app.feed(Intent(FULLSCREEN))
    assert not app.fullscreen and app.render().get_size() == (1280, 720)
    assert probe.capture(app).window == pygame.Rect(0, 0, 1280, 720)
    assert Store.open(tmp_path / "config", tmp_path / "data", False).settings.fullscreen \
        is False
