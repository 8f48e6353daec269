"""The deal-code box shows what a code looks like: a greyed example while it is empty, gone
at the first character typed, inside the box at every size and in every language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import CONFIRM, DOWN, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine.dealcode import EXAMPLE, game_from_code  # noqa: E402


def code_screen(size: tuple[int, int], language: str = "en"):  # noqa: ANN201
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.change_settings(language=language)
    app.scenes.push(app.routes.main_menu())
    app.feed(Intent(DOWN))
    app.feed(Intent(DOWN))  # New game -> Daily Challenge -> Play a deal by code
    app.feed(Intent(CONFIRM))
    return app


def test_the_example_is_a_real_code() -> None:
    game_from_code(EXAMPLE)  # a player who types it gets a game, not a complaint


@pytest.mark.parametrize("language", ["en", "ne", "hi"])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 900), (2560, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_empty_box_shows_an_example_inside_it(size, language) -> None:
    app = code_screen(size, language)
    drawn = probe.capture(app).top()
    example = next(t for t in drawn.texts if t.text == EXAMPLE)
    assert example.panel != drawn.window and example.panel.contains(example.rect), \
        "in the box"
    assert drawn.problems() == []


def test_the_example_goes_at_the_first_character_typed() -> None:
    app = code_screen((1024, 640))
    app.feed_event(pygame.event.Event(pygame.TEXTINPUT, text="7"))
    drawn = probe.capture(app).top()
    assert not drawn.has(EXAMPLE) and drawn.has("7")
