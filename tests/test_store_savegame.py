"""Closing the window at any moment loses nothing: a game saved after any call or trick
resumes with the same hands, calls, tricks, scores and rules, and plays on identically. A
damaged or newer save is put aside and reported, never a crash."""

import datetime
import json
import os
import random
import tempfile
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import GAME_OVER, Call, Game, HouseRules, NextRound, Play
from callbreak.store import Store, daily_seed

rules_st = st.builds(
    HouseRules, rounds=st.sampled_from((3, 5)), max_call=st.sampled_from((8, 13)),
    big_call=st.booleans(), must_beat=st.booleans(),
    redeal=st.sampled_from((False, True, "jqka")),
    clockwise=st.booleans(),
)


def random_actions(rules: HouseRules, seed, rng: random.Random) -> list:
    """Every action of one whole game, random calls and random legal cards."""
    game, actions = Game(rules, seed=seed), []
    while game.phase != GAME_OVER:
        if game.phase == "round_over":
            action = NextRound()
        elif game.phase == "calling":
            action = Call(game.turn, rng.randint(1, rules.max_call // 2))
        else:
            action = Play(game.turn, rng.choice(game.round.legal_cards(game.turn)))
        game.apply(action)
        actions.append(action)
    return actions


def same_game(a: Game, b: Game) -> None:
    for seat in range(4):
        assert a.view(seat) == b.view(seat)
    assert (a.phase, a.turn, a.dealer, a.round_no) == (b.phase, b.turn, b.dealer, b.round_no)
    assert a.totals == b.totals and a.round_scores == b.round_scores and a.rules == b.rules
    assert a.events == b.events


def saves_resume(rules: HouseRules, seed: int | str, moments: st.DataObject | None) -> None:
    """A game saved after its actions, then loaded as after a restart, is the same game and
    plays on to the same end: at every moment (`moments` None), or at each round's end and
    start and a few moments drawn from `moments`."""
    rng = random.Random(str(seed))
    daily = None
    if seed == "daily":
        daily, seed = "2026-11-30", daily_seed(datetime.date(2026, 11, 30), rules)
    actions = random_actions(rules, seed, rng)
    finished = Game(rules, seed=seed)
    ends = {0}  # the first call, each round's result shown and the next round's first call
    for i, action in enumerate(actions):
        finished.apply(action)
        if finished.phase == "round_over":
            ends |= {i, i + 1}
    if moments is None:
        chosen = set(range(len(actions)))
    else:  # mid-trick, between rounds, anywhere
        chosen = ends | set(moments.draw(st.lists(st.integers(0, len(actions) - 1),
                                                  min_size=3, max_size=6), label="moments"))
    # fsync only makes a write durable (test_atomic covers that); here it would just make
    # the test wait on a busy disk.
    with tempfile.TemporaryDirectory(prefix="cb-save-") as name, \
            mock.patch.object(os, "fsync", lambda fd: None):
        config, data = Path(name) / "config", Path(name) / "data"
        game = Game(rules, seed=seed)
        for i, action in enumerate(actions):
            game.apply(action)
            if game.phase == GAME_OVER:
                break
            if i not in chosen:
                continue
            # The table saves after each call and trick, and on closing the window, which
            # can fall anywhere.
            Store.open(config, data).save_game(game, "hard", daily)
            saved = Store.open(config, data).load_game()  # as after a restart
            assert saved is not None and (saved.level, saved.daily) == ("hard", daily)
            same_game(saved.game, game)
            for later in actions[i + 1:]:
                saved.game.apply(later)
            same_game(saved.game, finished)
        store = Store.open(config, data)
        store.save_game(finished, "hard", daily)  # a finished game removes its save
        assert not store.has_saved_game() and not (data / "game.json").exists()


seeds = st.integers(0, 2**63 - 1) | st.just("daily")


@settings(max_examples=examples(10), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_st, seed=seeds, moments=st.data())
def test_a_game_saved_at_round_ends_and_random_moments_resumes_and_plays_on_identically(
        rules, seed, moments):
    saves_resume(rules, seed, moments)


@pytest.mark.slow  # a save and a replay at every one of a game's moments: CI's slow step
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_st, seed=seeds)
def test_a_game_saved_at_any_moment_resumes_and_plays_on_identically(rules, seed):
    saves_resume(rules, seed, None)


def saved_doc(tmp_path: Path) -> dict:
    game = Game(seed=42)
    for action in random_actions(game.rules, 42, random.Random(1))[:40]:
        game.apply(action)
    store = Store.open(tmp_path / "config", tmp_path / "data")
    store.save_game(game, "easy")
    return json.loads((tmp_path / "data" / "game.json").read_text())


def test_a_damaged_save_is_put_aside_and_reported(tmp_path):
    path = tmp_path / "data" / "game.json"
    good = saved_doc(tmp_path)
    text = path.read_text()
    path.write_text(text[: len(text) // 2])  # the disk died mid-file (not through our writer)
    store = Store.open(tmp_path / "config", tmp_path / "data")
    assert store.load_game() is None and not path.exists()
    assert store.notices == ["Your saved game was damaged, so it cannot be continued; the old "
                             "file is kept as game.json.bad."]
    assert (tmp_path / "data" / "game.json.bad").read_text() == text[: len(text) // 2]
    assert not store.has_saved_game() and len(store.notices) == 1
    good["game"]["rounds"][0]["plays"][3] = good["game"]["rounds"][0]["plays"][0]  # replayed twice
    path.write_text(json.dumps(good))
    assert not store.has_saved_game() and (tmp_path / "data" / "game.json.bad.2").exists()


def test_a_save_from_a_newer_version_is_kept_for_it(tmp_path):
    path = tmp_path / "data" / "game.json"
    doc = saved_doc(tmp_path)
    for newer in ({**doc, "format": 2}, {**doc, "game": {**doc["game"], "format": 9}}):
        path.write_text(json.dumps(newer))
        store = Store.open(tmp_path / "config", tmp_path / "data")
        assert store.load_game() is None
        assert "newer version" in store.notices[0] and "game.json.newer" in store.notices[0]
    assert (tmp_path / "data" / "game.json.newer").exists()
    assert (tmp_path / "data" / "game.json.newer.2").exists()


def test_a_saved_game_that_is_already_over_is_not_offered(tmp_path):
    game = Game(HouseRules(rounds=3), seed=5)
    for action in random_actions(game.rules, 5, random.Random(2)):
        game.apply(action)
    (tmp_path / "game.json").write_text(json.dumps(
        {"format": 1, "level": "easy", "daily": None, "game": game.to_json()}))
    store = Store.open(tmp_path, tmp_path)
    assert not store.has_saved_game() and store.notices == []
    assert not (tmp_path / "game.json").exists()


def paths_of(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_of(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_of(v, path + (i,))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 60) | st.floats() | st.text(max_size=4)
    | st.sampled_from(["AS", "10H", "2C", "calling"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                max_size=3),
    max_leaves=6,
)


@settings(max_examples=examples(200), deadline=None)
@given(st.data())
def test_any_change_to_a_save_loads_a_playable_game_or_is_put_aside(data):
    with tempfile.TemporaryDirectory(prefix="cb-fuzz-") as name:
        tmp = Path(name)
        doc = saved_doc(tmp)
        for _ in range(data.draw(st.integers(1, 3))):
            where = data.draw(st.sampled_from(list(paths_of(doc))))
            new = data.draw(json_values)
            if not where:
                doc = new
                break
            target = doc
            for key in where[:-1]:
                target = target[key]
            target[where[-1]] = new
        (tmp / "data" / "game.json").write_text(json.dumps(doc))
        store = Store.open(tmp / "config", tmp / "data")
        saved = store.load_game()
        if saved is None:
            assert len(store.notices) == 1
            assert [p.name for p in (tmp / "data").glob("game.json.*")] in (
                ["game.json.bad"], ["game.json.newer"])
        else:
            for seat in range(4):
                saved.game.view(seat)
            assert saved.game.phase != GAME_OVER


def test_a_game_saved_by_the_previous_version_resumes_with_its_redeal_rule(tmp_path):
    """Before the redeal rule had two forms, saves said "redeal": true (and engine format 1);
    such a game resumes on today's form (no spade, or no J, Q or K), its redeals intact."""
    from callbreak.engine import Redeal

    for seed in range(300):
        game = Game(HouseRules(rounds=3, redeal=True), seed=seed)
        if game.round.redeals:
            break
    for _ in range(4):
        game.call(game.turn, 2)
    doc = game.to_json()
    doc["format"], doc["rules"]["redeal"] = 1, True
    (tmp_path / "game.json").write_text(json.dumps(
        {"format": 1, "level": "hard", "daily": None, "game": doc}))
    saved = Store.open(tmp_path, tmp_path).load_game()
    assert saved is not None and saved.game.rules.redeal is Redeal.JQK
    same_game(saved.game, game)
