"""The settings screen, driven the way a person would: keys and clicks, headless."""

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.screens.settings_paint import VALUE_UNITS  # noqa: E402
from callbreak.app.screens.settings_scene import SettingsScene  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, CONFIRM, DOWN, LEFT, RIGHT, UP, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import HouseRules, Redeal  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words import tr  # noqa: E402

SIZES = [(1280, 720), (1024, 640)]


def open_settings(size=(1280, 720), store=None):
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("settings")
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    app.step(1 / 60)
    app.render()
    return app, scene


def press(app, *kinds):
    for kind in kinds:
        app.feed(Intent(kind))
        app.step(1 / 60)
        app.render()


def focus_on(app, scene, key):
    for _ in range(len(scene.options) + 1):
        if scene.focus_key() == key:
            return
        press(app, DOWN)
    raise AssertionError(f"no row {key!r}")


def outside(app, scene):
    window = app.screen.get_rect()
    return [r for r in scene.drawn if not window.contains(r)]


def on_disk(store):
    return json.loads(store.settings_path.read_text())


@pytest.mark.parametrize("size", SIZES)
def test_every_row_focused_draws_inside_the_window(size):
    app, scene = open_settings(size)
    for _ in range(len(scene.options) + 1):  # every row, the Back button too
        assert not outside(app, scene), scene.focus_key()
        assert scene.drawn, "nothing was drawn"
        rows = list(scene.rects.values())
        for i, a in enumerate(rows):  # rows never overlap each other
            assert all(not a.colliderect(b) for b in rows[i + 1:])
        press(app, DOWN)


def test_keys_alone_change_the_rounds_and_the_file(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app, scene = open_settings(store=store)
    focus_on(app, scene, "rounds")
    press(app, RIGHT)
    assert app.settings.rules.rounds == 10
    assert on_disk(store)["rules"]["rounds"] == 10
    press(app, LEFT, LEFT, LEFT)  # stops at the first choice
    assert app.settings.rules.rounds == 3
    assert on_disk(store)["rules"]["rounds"] == 3
    # and a new store (the next start of the game) reads it back
    assert Store.open(tmp_path / "c", tmp_path / "d", False).settings.rules.rounds == 3


def test_every_option_changes_with_the_keys(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app, scene = open_settings(store=store)
    for option in scene.options:
        if option.kind in ("button", "text"):  # a text row is typed: test_settings_name.py
            continue
        focus_on(app, scene, option.key)
        before = app.settings
        press(app, RIGHT)
        if app.settings == before:  # already at the last choice: go the other way
            press(app, LEFT)
        assert app.settings != before, option.key
        assert on_disk(store) == app.settings.to_dict(), option.key


def test_house_rule_help_says_when_it_applies():
    app, scene = open_settings()
    focus_on(app, scene, "must_beat")
    option = scene.focused()
    assert "when you follow suit you must play higher than the best card so far" in \
        option.help
    assert option.house_rule
    assert "next game" in scene.columns[0][0].note


def test_usual_rules_button_restores_the_default_table():
    app, scene = open_settings()
    app.change_settings(rules=HouseRules(rounds=10, max_call=13, big_call=True,
                                         must_beat=False, redeal=True, clockwise=True))
    focus_on(app, scene, "default_rules")
    press(app, CONFIRM)
    assert app.settings.rules == HouseRules()


def test_fullscreen_row_switches_the_window_and_the_setting():
    app, scene = open_settings()
    focus_on(app, scene, "fullscreen")
    press(app, RIGHT)
    assert app.fullscreen and app.settings.fullscreen
    press(app, CONFIRM)
    assert not app.fullscreen and not app.settings.fullscreen


def test_mouse_clicks_arrows_and_card_back_pictures():
    app, scene = open_settings()
    index = [o.key for o in scene.options].index("level")
    focus_on(app, scene, "level")  # below the house rules: in view once focused
    app.render()
    _, right = scene.arrows[index]
    app.feed(Intent(CLICK, pos=right.center))
    assert app.settings.level == "hard"
    app.render()
    left, _ = scene.arrows[index]
    app.feed(Intent(CLICK, pos=left.center))
    app.feed(Intent(CLICK, pos=left.center))
    assert app.settings.level == "easy"
    app.render()
    focus_on(app, scene, "card_back")  # the backs show in the help panel
    index = [o.key for o in scene.options].index("card_back")
    assert [value for _, value in scene.pictures[index]] == ["dhaka", "green", "blue", "red"]
    blue = next(rect for rect, value in scene.pictures[index] if value == "blue")
    app.feed(Intent(CLICK, pos=blue.center))
    assert app.settings.card_back == "blue" and app.cards.back_name == "blue"


def test_the_deck_row_shows_both_decks_and_a_click_chooses_one(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app, scene = open_settings(store=store)
    focus_on(app, scene, "deck")
    index = [o.key for o in scene.options].index("deck")
    pictures = dict((value, rect) for rect, value in scene.pictures[index])
    assert set(pictures) == {"classic", "simple"} and app.settings.deck == "classic"
    app.feed(Intent(CLICK, pos=pictures["simple"].center))
    assert app.settings.deck == "simple" and app.cards.deck == "simple"
    assert on_disk(store)["deck"] == "simple"
    app.render()
    press(app, LEFT)
    assert app.settings.deck == "classic" and app.cards.deck == "classic"
    assert Store.open(tmp_path / "c", tmp_path / "d", False).settings.deck == "classic"


@pytest.mark.parametrize("key", ["deck", "card_back", "four_colour"])
def test_the_card_pictures_change_with_the_choice(key):
    """The help panel's pictures follow the setting: the ring moves to the new choice."""
    app, scene = open_settings()
    focus_on(app, scene, key)
    index = [o.key for o in scene.options].index(key)
    rects = [rect for rect, _ in scene.pictures[index]]
    assert rects and all(app.screen.get_rect().contains(r) for r in rects)
    first = pygame.image.tobytes(app.render(), "RGB")
    press(app, RIGHT)
    assert pygame.image.tobytes(app.render(), "RGB") != first


def test_esc_and_back_button_return_to_the_menu():
    app, scene = open_settings()
    press(app, BACK)
    assert app.scenes.top is not scene and len(app.scenes.stack) == 1
    app, scene = open_settings()
    press(app, UP)  # from the first row up to the Back button
    assert scene.focus_key() == "back"
    press(app, CONFIRM)
    assert len(app.scenes.stack) == 1


@settings(max_examples=examples(25), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(keys=st.lists(st.sampled_from([UP, DOWN, LEFT, RIGHT, CONFIRM]), max_size=30),
       size=st.sampled_from(SIZES))
def test_any_keys_keep_settings_valid_saved_and_on_screen(tmp_path_factory, keys, size):
    tmp = tmp_path_factory.mktemp("s")
    store = Store.open(tmp / "c", tmp / "d", False)
    app, scene = open_settings(size, store)
    for kind in keys:
        if app.scenes.top is not scene:
            break  # Enter on Back left the screen
        press(app, kind)
        assert not outside(app, scene)
    assert app.settings == Store.open(tmp / "c", tmp / "d", False).settings or \
        not store.settings_path.exists()


# -- what is drawn, read with the text probe -----------------------------------------------

ALL_SIZES = [(1024, 640), (1600, 900), (2560, 1440)]
LANGUAGES = ["en", "ne", "hi"]
RULES = st.builds(HouseRules, rounds=st.sampled_from([3, 5, 10]),
                  max_call=st.sampled_from([8, 13]), big_call=st.booleans(),
                  must_beat=st.booleans(), redeal=st.sampled_from(list(Redeal)),
                  clockwise=st.booleans())


def value_line(drawing, row):
    """The value drawn between a row's arrows: the line whose middle lies between them."""
    left = next(r for layer, name, r in drawing.marks if name == "left arrow"
                and r.colliderect(row))
    right = next(r for layer, name, r in drawing.marks if name == "right arrow"
                 and r.colliderect(row))
    (line,) = [t for t in drawing.texts if left.right < t.rect.centerx < right.x
               and row.collidepoint(t.rect.center)]
    return line, left, right


@settings(max_examples=examples(20), deadline=None)
@given(rules=RULES, language=st.sampled_from(LANGUAGES), size=st.sampled_from(ALL_SIZES),
       focus=st.integers(0, 20))
def test_every_value_sits_between_its_arrows_at_one_size(rules, language, size, focus):
    app, scene = open_settings(size)
    app.change_settings(language=language, rules=rules)
    for _ in range(focus):
        app.feed(Intent(DOWN))
    d = probe.capture(app).top()
    assert not d.problems()  # no word over an arrow, out of its box or over another
    rows = [(o, scene.rects[i]) for i, o in enumerate(scene.options) if i in scene.arrows]
    # every choice row drawn (a short window scrolls the list to the focused row)
    assert len(rows) == len([o for i, o in enumerate(scene.options) if o.choices
                             and i in scene.rects])
    assert scene.focus in scene.rects
    for option, row in rows:
        line, left, right = value_line(d, row)
        assert line.text == option.shown()
        # the size every value is drawn at: the same words drawn alone at it
        bold = scene.focused() is option
        alone = app.theme.roomy.text(line.text, VALUE_UNITS, bold=bold).get_bounding_rect()
        assert line.rect.size == alone.size, option.key


@pytest.mark.parametrize("rules, shown", [
    (HouseRules(redeal=Redeal.OFF), "Off"),
    (HouseRules(redeal=Redeal.JQK), "No J, Q or K"),
    (HouseRules(redeal=Redeal.JQKA), "No J, Q, K or A"),
])
def test_the_redeal_row_names_its_form(rules, shown):
    app, scene = open_settings((1024, 640))
    app.change_settings(rules=rules)
    focus_on(app, scene, "redeal")
    d = probe.capture(app).top()
    row = scene.rects[[o.key for o in scene.options].index("redeal")]
    line, _, _ = value_line(d, row)
    assert line.text == shown
    assert not d.problems()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", ALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_keys_line_stays_under_the_back_button(size, language, tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    for app, _ in (open_settings(size, store), open_settings(size)):  # saved, or not
        app.change_settings(language=language)
        d = probe.capture(app).top()
        (back,) = [t.rect for t in d.texts if t.text == tr("Back")]
        keys = d.where(tr("↑ ↓ choose    ← → change    Enter change or press    Esc back"))
        assert back.bottom < keys.top
        assert not d.problems()
