"""How to play: pages turn with keys and clicks, every page fits the window, and the card
pictures say what the engine says."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.screens.howto import HowToScene  # noqa: E402
from callbreak.app.screens.howto_pages import PAGES, USUAL, PlayPicture, TrickPicture  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, CONFIRM, DIGIT, DOWN, LEFT, PAUSE, RIGHT, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Card, Game, HouseRules, Redeal  # noqa: E402
from callbreak.store import Store  # noqa: E402

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
    for page in range(len(scene.pages)):
        assert scene.page == page
        assert scene.drawn
        assert all(window.contains(r) for r in scene.drawn), scene.pages[page].heading
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
    assert scene.page == len(scene.pages) - 1 and app.scenes.top is scene
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
    plays = {(pic.trick, pic.hand): {c.code for c in pic.legal()}
             for pic in pictures(PlayPicture) if pic.when(USUAL)}
    assert plays[("KH", "AH 2H 9C")] == {"AH"}  # must beat the K♥ with the A♥
    assert plays[("KH", "QH 2H 9C")] == {"QH", "2H"}  # cannot beat: any heart
    assert plays[("AD", "2S 9C 4H")] == {"2S"}  # void: must trump
    assert plays[("AD", "9C 4H 6H")] == {"9C", "4H", "6H"}  # void, no spades: anything
    assert plays[("QD 5S", "3S 9S KC")] == {"9S"}  # must overtrump
    assert plays[("QD 5S", "3S KC")] == {"3S", "KC"}  # cannot overtrump: anything
    for pic in pictures(PlayPicture):  # a caption naming one card names a legal one
        legal = pic.legal(USUAL if pic.when(USUAL) else HouseRules(must_beat=False))
        if len(legal) == 1:
            assert str(legal[0]) in pic.caption
    winners = {pic.codes: pic.winner for pic in pictures(TrickPicture)}
    assert winners["7H QH 3H KH"] == Card.parse("KH")
    assert winners["7H QH 4S KH"] == Card.parse("4S")
    assert winners["AH 2S"] == Card.parse("2S")


def test_scoring_page_shows_the_rules_examples():
    from callbreak.app.screens.howto_pages import ScoreTable

    (table,) = pictures(ScoreTable)
    assert [line[3] for line in table.lines()] == ["+3.0", "+4.2", "-5.0", "-1.0"]


# -- the pages describe the game being played, read as drawn --------------------------------

def read_pages(app):
    """Every page of the How to play on top, from the first, as drawn (one Drawing each)."""
    scene = app.scenes.top
    assert isinstance(scene, HowToScene)
    while scene.page > 0:
        app.feed(Intent(LEFT))
    drawn = []
    for _ in range(len(scene.pages)):
        app.step(1 / 60)
        drawn.append(probe.capture(app).top())
        app.feed(Intent(RIGHT))
    return drawn


def said(drawn):
    """All the words of the pages, lines joined (a wrapped sentence reads whole again)."""
    return " ".join(" ".join(d.lines()) for d in drawn)


def value_of(drawing, label):
    """The value drawn on the same line as `label` (Your table's rows)."""
    (row,) = [t for t in drawing.texts if t.text == label]
    (value,) = [t for t in drawing.texts if t is not row and t.panel == row.panel
                and abs(t.rect.centery - row.rect.centery) <= 3 and t.rect.x > row.rect.right]
    return value.text


def pause_and_open_rules(app):
    app.feed(Intent(PAUSE))
    for _ in range(3):  # Resume, Scorecard, Settings, How to play
        app.feed(Intent(DOWN))
    app.feed(Intent(CONFIRM))


ODD = HouseRules(rounds=3, max_call=13, big_call=True, must_beat=False, redeal=Redeal.JQKA,
                 clockwise=True)


def test_from_the_pause_menu_it_describes_the_game_in_play_not_the_settings():
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True)
    assert app.settings.rules == HouseRules()  # Settings hold the usual table
    app.scenes.push(app.routes.main_menu())
    app.scenes.push(app.routes.table(Game(ODD, seed=11), "easy", None))
    app.step(1 / 60)
    pause_and_open_rules(app)
    drawn = read_pages(app)
    text = said(drawn)
    assert "a hand with no spade, or with no J, Q, K or A, is thrown in" in text
    assert "Following suit" in text and "any card of it will do" in text
    assert "You must beat the best card" not in text and "must-win rule" not in text
    assert "A call of 10 or more takes two digits" in text
    assert "A game has 3 rounds." in text and "Big call is on" in text
    keys = drawn[-1]
    assert [t.text for t in keys.texts if t.text == "1 … 13"] == ["1 … 13"]
    assert keys.has("a call; 10 and up as two digits, quickly") and keys.has("C")
    (table,) = [d for d in drawn if d.has("This game's table")]
    assert value_of(table, "Redeal") == "No J, Q, K or A"  # as Settings says it
    assert value_of(table, "Call range") == "1 to 13"
    assert value_of(table, "Must beat") == "Off"
    assert all(not d.problems() for d in drawn)
    # Esc back to the pause menu; the main menu's How to play says the rules Settings hold
    app.feed(Intent(BACK))
    assert type(app.scenes.top).__name__ == "PauseScene"
    app.scenes.reset(app.routes.main_menu())
    app.open_screen("rules")
    text = said(read_pages(app))
    assert "You must beat the best card" in text and "is thrown in" not in text


def test_a_daily_in_play_shows_the_usual_rules_whatever_settings_say(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store)
    app.change_settings(rules=ODD)
    app.scenes.push(app.routes.main_menu())
    app.feed(Intent(DOWN))  # New game -> Daily Challenge
    app.feed(Intent(CONFIRM))
    app.step(1 / 60)
    pause_and_open_rules(app)
    drawn = read_pages(app)
    text = said(drawn)
    assert "You must beat the best card" in text and "Read the must-win rule" in text
    assert "is thrown in" not in text and "two digits" not in text
    assert "A game has 5 rounds." in text
    assert [t.text for t in drawn[-1].texts if t.text == "1 … 8"] == ["1 … 8"]


RULES = st.builds(HouseRules, rounds=st.sampled_from([3, 5, 10]),
                  max_call=st.sampled_from([8, 13]), big_call=st.booleans(),
                  must_beat=st.booleans(), redeal=st.sampled_from(list(Redeal)),
                  clockwise=st.booleans(), target=st.sampled_from([0, 20]))


@settings(max_examples=examples(12), deadline=None)
@given(rules=RULES)
def test_every_page_says_only_what_holds_at_that_table(rules):
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.scenes.push(app.routes.howto(rules))
    drawn = read_pages(app)
    text = said(drawn)
    assert f"A game has {rules.rounds} rounds." in text
    assert f"from 1 to {rules.max_call}." in text
    assert ("Big call is on" in text) == rules.big_call
    assert ("must-win rule" in text) == rules.must_beat
    assert ("You must beat the best card" in text) == rules.must_beat
    assert ("Following suit" in text) == (not rules.must_beat)
    assert ("no J, Q or K, is thrown in" in text) == (rules.redeal is Redeal.JQK)
    assert ("no J, Q, K or A, is thrown in" in text) == (rules.redeal is Redeal.JQKA)
    assert ("two digits" in text) == (rules.max_call > 9)
    keys = drawn[-1]
    assert [t.text for t in keys.texts if "…" in t.text] == [f"1 … {rules.max_call}"]
    (table,) = [d for d in drawn if d.has("This game's table")]
    redeal = {Redeal.OFF: "Off", Redeal.JQK: "No J, Q or K", Redeal.JQKA: "No J, Q, K or A"}
    assert value_of(table, "Redeal") == redeal[rules.redeal]
    assert value_of(table, "Must beat") == ("On" if rules.must_beat else "Off")
    # a game to a target says so on the first page, and its table names the target
    assert ("anyone's total has reached 20 points" in text) == (rules.target == 20)
    assert value_of(table, "Target") == ("20 points" if rules.target else "Off")
    assert "Play to a target: the game ends after the first round in which anyone's total " \
        "reaches 20 points, or after its last round." in text
    for d in drawn:  # each play picture raises the cards the engine allows at this table
        assert not d.problems()
