"""Settings a player changes are remembered, and no settings.json, however broken, stops the
game from starting: bad values fall back to defaults, a broken file is kept aside."""

import json
import logging
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import HouseRules
from callbreak.store import CARD_BACKS, LANGUAGES, LEVELS, SPEEDS, Settings, Store

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)

# Plausible-looking settings: the right keys with any values, often the right kind.
wild = json_values | st.sampled_from([0, 1, 3, 5, 10, 13, 0.5, 1.5, -1, "", "hard", "blue"])
rules_like = st.fixed_dictionaries({}, optional={
    "rounds": wild, "max_call": wild, "big_call": wild, "must_beat": wild, "redeal": wild,
    "clockwise": wild, "surprise": wild})
settings_like = st.fixed_dictionaries({}, optional={
    "version": wild, "rules": rules_like | wild, "level": st.sampled_from(LEVELS) | wild,
    "speed": st.sampled_from(SPEEDS) | wild, "reduced_motion": wild, "sound": wild,
    "volume": st.floats() | wild, "card_back": st.sampled_from(CARD_BACKS) | wild,
    "four_colour": wild, "window_size": st.lists(st.integers(-10**6, 10**6), max_size=3) | wild,
    "fullscreen": wild, "language": st.sampled_from(LANGUAGES) | wild, "extra": wild})

valid_settings = st.builds(
    Settings,
    rules=st.builds(HouseRules, rounds=st.sampled_from((3, 5, 10)),
                    max_call=st.sampled_from((8, 13)), big_call=st.booleans(),
                    must_beat=st.booleans(), clockwise=st.booleans(),
                    redeal=st.sampled_from((False, True, "off", "jqk", "jqka"))),
    level=st.sampled_from(LEVELS), speed=st.sampled_from(SPEEDS),
    reduced_motion=st.booleans(), sound=st.booleans(), volume=st.floats(0, 1),
    card_back=st.sampled_from(CARD_BACKS), four_colour=st.booleans(),
    window_size=st.tuples(st.integers(1024, 3000), st.integers(640, 2000)),
    fullscreen=st.booleans(), language=st.sampled_from(LANGUAGES))


def assert_usable(s: Settings) -> None:
    """Every field holds a value the game can use."""
    assert isinstance(s.rules, HouseRules)
    assert s.level in LEVELS and s.speed in SPEEDS
    assert s.card_back in CARD_BACKS and s.language in LANGUAGES
    assert all(isinstance(v, bool) for v in (s.reduced_motion, s.sound, s.four_colour,
                                             s.fullscreen))
    assert isinstance(s.volume, float) and 0.0 <= s.volume <= 1.0
    w, h = s.window_size
    assert 1024 <= w <= 7680 and 640 <= h <= 4320
    for name in ("rounds", "max_call"):
        assert type(getattr(s.rules, name)) is int
    Settings.from_dict(json.loads(json.dumps(s.to_dict())))  # and it writes as JSON


@contextmanager
def open_with(contents: bytes) -> Iterator[tuple[Store, Path]]:
    with tempfile.TemporaryDirectory(prefix="cb-settings-") as name:
        tmp = Path(name)
        (tmp / "config").mkdir()
        (tmp / "config" / "settings.json").write_bytes(contents)
        yield Store.open(tmp / "config", tmp / "data"), tmp


@settings(max_examples=examples(150), deadline=None)
@given(json_values | settings_like)
def test_any_json_in_settings_json_gives_working_settings(value):
    with open_with(json.dumps(value).encode()) as (store, _):
        assert_usable(store.settings)
        if not isinstance(value, dict):  # not an object: kept aside and the player told
            assert len(store.notices) == 1 and "settings.json.bad" in store.notices[0]


@settings(max_examples=examples(150), deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=100).map(str.encode))
def test_any_bytes_in_settings_json_give_working_settings(raw):
    with open_with(raw) as (store, tmp):
        assert_usable(store.settings)
        if store.notices:
            assert (tmp / "config" / "settings.json.bad").read_bytes() == raw  # never deleted


@settings(max_examples=examples(100), deadline=None)
@given(valid_settings)
def test_settings_round_trip_exactly(s):
    assert Settings.from_dict(json.loads(json.dumps(s.to_dict()))) == s


def test_saved_settings_are_remembered_and_unknown_keys_dropped(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"level": "expert", "from_a_newer_game": 1,
                                "rules": {"rounds": 3, "odd": True}}))
    store = Store.open(tmp_path, tmp_path / "data")
    assert store.settings.level == "expert" and store.settings.rules.rounds == 3
    assert store.notices == []
    store.save_settings(store.settings.with_(four_colour=True, language="ne"))
    written = json.loads(path.read_text())
    assert "from_a_newer_game" not in written and "odd" not in written["rules"]
    again = Store.open(tmp_path, tmp_path / "data").settings
    assert again == store.settings and again.four_colour and again.language == "ne"


def test_a_bad_value_falls_back_alone_with_a_warning(caplog):
    with caplog.at_level(logging.WARNING):
        s = Settings.from_dict({"level": "godlike", "volume": 0.25, "sound": "yes",
                                "rules": {"rounds": 7, "max_call": 13, "clockwise": 1}})
    assert (s.level, s.volume, s.sound) == ("medium", 0.25, True)
    assert (s.rules.rounds, s.rules.max_call, s.rules.clockwise) == (5, 13, False)
    warned = caplog.text
    assert "level" in warned and "sound" in warned and "rounds" in warned and "clockwise" in warned


def test_window_size_is_clamped_to_what_the_table_can_lay_out():
    assert Settings.from_dict({"window_size": [200, 100]}).window_size == (1024, 640)
    assert Settings.from_dict({"window_size": [99999, 900]}).window_size == (7680, 900)
    assert Settings.from_dict({"window_size": [1600, 900]}).window_size == (1600, 900)
    assert Settings.from_dict({"window_size": ["wide", 900]}).window_size == (1280, 720)


def test_direct_construction_rejects_a_bad_choice():
    with pytest.raises(ValueError):
        Settings(level="impossible")
    with pytest.raises(ValueError):
        Settings().with_(volume=float("nan"))


def test_a_broken_file_is_kept_aside_never_deleted_and_told_once(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    first = Store.open(tmp_path, tmp_path / "data")
    assert first.settings == Settings()
    assert first.notices == ["Your settings file was damaged, so Callbreak started with the "
                             "defaults; the old file is kept as settings.json.bad."]
    assert first.take_notices() and first.notices == []
    assert not path.exists() and (tmp_path / "settings.json.bad").read_text() == "{not json"
    assert Store.open(tmp_path, tmp_path / "data").notices == []  # told once
    path.write_text("[1, 2]")  # broken again: the first broken file is still kept
    Store.open(tmp_path, tmp_path / "data")
    assert (tmp_path / "settings.json.bad").read_text() == "{not json"
    assert (tmp_path / "settings.json.bad.2").read_text() == "[1, 2]"


def test_reset_settings_starts_from_defaults_and_keeps_the_old_file(tmp_path):
    store = Store.open(tmp_path, tmp_path / "data")
    store.save_settings(Settings(level="easy", card_back="blue"))
    reset = Store.open(tmp_path, tmp_path / "data", reset_settings=True)
    assert reset.settings == Settings()
    assert "settings.json.old" in reset.notices[0]
    assert json.loads((tmp_path / "settings.json.old").read_text())["level"] == "easy"
    assert Store.open(tmp_path, tmp_path / "data").settings == Settings()


def test_the_redeal_rule_reads_old_and_new_files(tmp_path):
    """Older versions wrote the redeal rule as true/false; true is today's form (no spade,
    or no J, Q or K). The new form (no picture card or ace) is a word, and survives."""
    from callbreak.engine import Redeal

    for written, form in ((True, Redeal.JQK), (False, Redeal.OFF), ("jqka", Redeal.JQKA),
                          ("jqk", Redeal.JQK), ("sometimes", Redeal.OFF), (1, Redeal.OFF)):
        with open_with(json.dumps({"rules": {"redeal": written, "rounds": 3}}).encode()) \
                as (store, _):
            assert store.settings.rules.redeal is form and store.settings.rules.rounds == 3
    settings_ = Settings(rules=HouseRules(redeal=Redeal.JQKA))
    assert settings_.to_dict()["rules"]["redeal"] == "jqka"
    assert Settings.from_dict(json.loads(json.dumps(settings_.to_dict()))) == settings_


def test_a_text_size_or_a_friends_wait_that_is_not_a_whole_number_is_the_default():
    """125.0 is not the text size 125 and 30.0 is not a wait of 30 seconds: a settings file
    holding them gets the defaults, as for any other bad value."""
    read = Settings.from_dict({"text_size": 125.0, "friend_wait": 30.0})
    assert (read.text_size, read.friend_wait) == (Settings().text_size, Settings().friend_wait)
    assert Settings.from_dict({"text_size": 125, "friend_wait": 30}).text_size == 125
