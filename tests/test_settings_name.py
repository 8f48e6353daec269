"""The "Your name" row of Settings, as a player meets it: it says "Not set yet" until a name
is given; Enter starts typing, letters (Nepali and Hindi too) go in, Backspace deletes, Enter
keeps and Esc leaves it as it was; a name too long is cut at 20 characters with a kind word;
the name is drawn in the row and saved in settings.json, and an old settings.json without a
name still loads. Driven through intents, read through the text probe, with a real Store."""

from __future__ import annotations

import json

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.app.look import probe
from callbreak.app.screens.settings_scene import SettingsScene
from callbreak.app.shell.input import (
    BACK,
    CLICK,
    CONFIRM,
    DOWN,
    ERASE,
    HINT,
    MUTE,
    SCORES,
    SPACE,
    TEXT,
    Intent,
    key_event,
    translate,
)
from callbreak.app.wiring import make_app
from callbreak.store import Settings, Store
from callbreak.store.settings import LONGEST_LETTER, NAME_LONGEST, tidy_name

SIZES = [(1024, 640), (1600, 900), (2560, 1440)]
LANGUAGES = ["en", "ne", "hi"]


def open_settings(tmp_path, size=(1024, 640), language="en"):
    store = Store.open(tmp_path / "cfg", tmp_path / "data", False)
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.change_settings(language=language)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("settings")
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    app.step(1 / 60)
    for _ in range(len(scene.options) + 1):  # down to the name row, as a player would
        if scene.focus_key() == "name":
            break
        feed(app, Intent(DOWN))
    assert scene.focus_key() == "name"
    return app, store, scene


def feed(app, *intents):
    for intent in intents:
        app.feed(intent)
        app.step(1 / 60)


def typed(app, text):
    """Each character as the window's TEXTINPUT gives it."""
    feed(app, *[Intent(TEXT, text=ch) for ch in text])


def saved(store):
    return json.loads(store.settings_path.read_text(encoding="utf-8"))


def name_row(app, scene):
    """The lines drawn inside the name row."""
    drawing = probe.capture(app).top()
    row = scene.rects[[o.key for o in scene.options].index("name")]
    return [t.text for t in drawing.texts if row.contains(t.rect)]


def test_the_name_typed_is_drawn_in_its_row_and_saved(tmp_path):
    app, store, scene = open_settings(tmp_path)
    assert name_row(app, scene) == ["Your name", "Not set yet"]
    feed(app, Intent(CONFIRM))
    typed(app, "Asha")
    feed(app, Intent(CONFIRM, text=SPACE))  # Space's key: the space itself comes as text
    typed(app, " Rai")
    assert name_row(app, scene) == ["Your name", "Asha Rai▏"]
    assert probe.capture(app).top().has("Enter keep    Backspace delete    Esc cancel")
    feed(app, Intent(CONFIRM))
    assert name_row(app, scene) == ["Your name", "Asha Rai"]
    assert saved(store)["name"] == "Asha Rai"
    assert app.settings.name == "Asha Rai"


def test_a_devanagari_name_is_typed_drawn_and_saved_in_nepali(tmp_path):
    app, store, scene = open_settings(tmp_path, language="ne")
    feed(app, Intent(CONFIRM))
    feed(app, Intent(TEXT, text="आरती"), Intent(TEXT, text=" "), Intent(TEXT, text="श्रेष्ठ"))
    drawing = probe.capture(app).top()
    assert drawing.has("आरती श्रेष्ठ▏") and not drawing.problems()
    feed(app, Intent(CONFIRM))
    assert "आरती श्रेष्ठ" in name_row(app, scene)
    assert saved(store)["name"] == "आरती श्रेष्ठ"


def test_backspace_deletes_and_esc_leaves_the_name_as_it_was(tmp_path):
    app, store, scene = open_settings(tmp_path)
    feed(app, Intent(CONFIRM))
    typed(app, "Bikash")
    feed(app, Intent(BACK, text=ERASE), Intent(BACK, text=ERASE))
    assert name_row(app, scene) == ["Your name", "Bika▏"]
    feed(app, Intent(CONFIRM))
    assert saved(store)["name"] == "Bika"
    feed(app, Intent(CONFIRM))  # typing again starts from the name kept
    typed(app, "sh Thapa")
    feed(app, Intent(BACK))  # Esc
    assert name_row(app, scene) == ["Your name", "Bika"]
    assert saved(store)["name"] == "Bika"
    assert isinstance(app.scenes.top, SettingsScene)  # Esc ended the typing, not the screen
    feed(app, Intent(BACK))
    assert not isinstance(app.scenes.top, SettingsScene)


def test_shortcut_letters_type_instead_of_acting(tmp_path):
    """M mutes, H hints, S shows the scores elsewhere: in a name they are letters."""
    app, store, scene = open_settings(tmp_path)
    sound = app.settings.sound
    feed(app, Intent(CONFIRM))
    for key, letter in ((MUTE, "M"), (HINT, "h"), (SCORES, "s")):
        feed(app, Intent(key), Intent(TEXT, text=letter))
    feed(app, Intent(DOWN))  # arrows do not move off the row either
    typed(app, "a")
    feed(app, Intent(CONFIRM))
    assert app.settings.sound == sound
    assert scene.focus_key() == "name"
    assert saved(store)["name"] == "Mhsa"


def test_a_name_too_long_is_cut_at_twenty_with_a_kind_word(tmp_path):
    app, store, scene = open_settings(tmp_path)
    feed(app, Intent(CONFIRM))
    typed(app, "Sushila Shrestha Adhikari")
    drawing = probe.capture(app).top()
    assert drawing.has("Sushila Shrestha Adh▏")
    assert drawing.has("A name keeps to its first 20 characters.")
    feed(app, Intent(CONFIRM))
    assert saved(store)["name"] == "Sushila Shrestha Adh"
    feed(app, Intent(CONFIRM), Intent(TEXT, text="क्षेत्री क्षेत्री क्षेत्री क्षेत्री"))  # pasted
    feed(app, Intent(CONFIRM))
    kept = saved(store)["name"]
    assert kept == "Sushila Shrestha Adh"  # already full: nothing more went in
    feed(app, Intent(CONFIRM), *[Intent(BACK, text=ERASE)] * 20)
    feed(app, Intent(TEXT, text="क्षेत्री क्षेत्री क्षेत्री"), Intent(CONFIRM))
    # 26 characters pasted: cut where a letter ends, never inside क्षे
    assert saved(store)["name"] == "क्षेत्री क्षेत्री"


def test_a_click_elsewhere_keeps_the_name_typed(tmp_path):
    app, store, scene = open_settings(tmp_path)
    app.render()
    row = scene.rects[scene.focus]
    feed(app, Intent(CLICK, pos=row.center))  # a click on the row starts typing
    typed(app, "Zoya")
    app.render()
    other = probe.capture(app).top().where("Animation speed")  # a row in view, as drawn
    feed(app, Intent(CLICK, pos=other.center))
    assert saved(store)["name"] == "Zoya"
    assert scene.focus_key() == "speed"


def test_space_and_text_reach_the_game_as_intents():
    pygame.init()
    assert translate(key_event(pygame.K_SPACE)) == Intent(CONFIRM, text=SPACE)
    event = pygame.event.Event(pygame.TEXTINPUT, text="आ")
    assert translate(event) == Intent(TEXT, text="आ")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_name_row_fits_while_shown_and_typed(tmp_path, size, language):
    app, store, scene = open_settings(tmp_path, size, language)
    assert probe.capture(app).top().problems() == []
    feed(app, Intent(CONFIRM))
    typed(app, "WWWWWWWWWW")
    feed(app, Intent(TEXT, text="सुशीला श्रेष्ठ"))
    assert probe.capture(app).top().problems() == []
    feed(app, Intent(CONFIRM))
    drawing = probe.capture(app).top()
    assert drawing.problems() == []
    assert drawing.has(app.settings.name) and len(app.settings.name) <= NAME_LONGEST


# -- the setting itself ---------------------------------------------------------------------
def test_an_old_settings_file_without_a_name_loads(tmp_path):
    folder = tmp_path / "cfg"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps(
        {"version": 1, "level": "hard", "language": "ne"}), encoding="utf-8")
    store = Store.open(folder, tmp_path / "data", False)
    assert store.settings.level == "hard" and store.settings.name == ""


@pytest.mark.parametrize("value, kept", [
    ("  Asha   Rai  ", "Asha Rai"), (17, ""), (None, ""), ("\n\t", ""),
    ("x" * 40, "x" * 20), ("Bi\x00kash", "Bi kash"),
])
def test_settings_json_names_are_tidied_or_forgotten(value, kept):
    assert Settings.from_dict({"name": value}).name == kept


@settings(max_examples=examples(300), deadline=None)
@given(st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=60))
def test_any_name_is_kept_as_at_most_20_printable_trimmed_characters(text):
    name = Settings(name=text).name
    assert name == tidy_name(name)  # tidying is done once for all
    assert len(name) <= NAME_LONGEST and name == name.strip() and name.isprintable()
    assert "  " not in name
    # nothing is lost but what would not fit: the name begins the text as tidied
    spaced = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    assert spaced.startswith(name)
    assert len(name) >= min(len(spaced), NAME_LONGEST) - LONGEST_LETTER - 1  # one letter
