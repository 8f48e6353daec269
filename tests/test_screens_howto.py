"""How to play: pages turn with keys and clicks, every page fits the window, and the card
pictures say what the engine says."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from callbreak.app.input import BACK, CLICK, CONFIRM, DIGIT, LEFT, RIGHT, Intent  # noqa: E402
from callbreak.app.screens.howto import HowToScene  # noqa: E402
from callbreak.app.screens.howto_pages import PAGES, PlayPicture, TrickPicture  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Card  # noqa: E402

SIZES = [(1280, 720), (1024, 640)]


def open_howto(size=(1280, 720)):
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("rules")
    scene = app.scenes.top
    assert isinstance(scene, HowToScene)
    draw(app)
    return app, scene


def draw(app):
    app.step(1 / 60)
    app.render()


def press(app, *kinds):
    for kind in kinds:
        app.feed(Intent(kind))
        draw(app)


@pytest.mark.parametrize("size", SIZES)
def test_every_page_draws_inside_the_window(size):
    app, scene = open_howto(size)
    window = app.screen.get_rect()
    for page in range(len(PAGES)):
        assert scene.page == page
        assert scene.drawn
        assert all(window.contains(r) for r in scene.drawn), PAGES[page].heading
        press(app, RIGHT)


def test_left_right_turn_pages_and_stop_at_the_ends():
    app, scene = open_howto()
    press(app, LEFT)
    assert scene.page == 0
    press(app, RIGHT, RIGHT)
    assert scene.page == 2
    press(app, LEFT)
    assert scene.page == 1
    for _ in range(len(PAGES) + 2):
        press(app, RIGHT)
    assert scene.page == len(PAGES) - 1 and app.scenes.top is scene
    press(app, CONFIRM)  # Enter on the last page: done
    assert len(app.scenes.stack) == 1


def test_esc_returns_and_digits_jump():
    app, scene = open_howto()
    app.feed(Intent(DIGIT, value=4))
    assert scene.page == 3
    press(app, BACK)
    assert app.scenes.top is not scene and len(app.scenes.stack) == 1


def test_clicks_turn_pages():
    app, scene = open_howto()
    app.feed(Intent(CLICK, pos=scene.next_rect.center))
    draw(app)
    assert scene.page == 1
    app.feed(Intent(CLICK, pos=scene.prev_rect.center))
    draw(app)
    assert scene.page == 0
    app.feed(Intent(CLICK, pos=scene.dot_rects[6].center))
    assert scene.page == 6


def pictures(kind):
    return [pic for page in PAGES for pic in page.pictures if isinstance(pic, kind)]


def test_pictures_agree_with_the_engine():
    plays = {(pic.trick, pic.hand): {c.code for c in pic.legal} for pic in pictures(PlayPicture)}
    assert plays[("KH", "AH 2H 9C")] == {"AH"}  # must beat the K♥ with the A♥
    assert plays[("KH", "QH 2H 9C")] == {"QH", "2H"}  # cannot beat: any heart
    assert plays[("AD", "2S 9C 4H")] == {"2S"}  # void: must trump
    assert plays[("AD", "9C 4H 6H")] == {"9C", "4H", "6H"}  # void, no spades: anything
    assert plays[("QD 5S", "3S 9S KC")] == {"9S"}  # must overtrump
    assert plays[("QD 5S", "3S KC")] == {"3S", "KC"}  # cannot overtrump: anything
    for pic in pictures(PlayPicture):  # a caption naming one card names a legal one
        if len(pic.legal) == 1:
            assert str(pic.legal[0]) in pic.caption
    winners = {pic.codes: pic.winner for pic in pictures(TrickPicture)}
    assert winners["7H QH 3H KH"] == Card.parse("KH")
    assert winners["7H QH 4S KH"] == Card.parse("4S")
    assert winners["AH 2S"] == Card.parse("2S")


def test_scoring_page_shows_the_rules_examples():
    from callbreak.app.screens.howto_pages import ScoreTable

    (table,) = pictures(ScoreTable)
    assert [line[3] for line in table.lines()] == ["+3.0", "+4.2", "-5.0", "-1.0"]
