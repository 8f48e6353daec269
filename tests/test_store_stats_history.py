"""The statistics' history of finished games (the pictures' figures): each finished game is
kept with its date, level, total, calls made, daily or not and the coach's points given away
per round; the coach's figures are folded in whether they come before the game is over or
after, survive a restart, and count once; old files without a history open with none."""

from __future__ import annotations

import datetime
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples
from test_stats import GAME_A, GAME_B, rigged_game

from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules
from callbreak.store import GameRecord, Stats, Store
from callbreak.store.stats import HISTORY_GAMES

DAY = datetime.date(2026, 11, 20)  # a daily finished on another day is dated by its own


def test_the_coachs_figures_are_folded_into_the_finished_games_record(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    game = rigged_game("A", GAME_A)  # three rounds, over
    store.record_round(game, "medium")
    store.record_coach_round(game, 0, 8)  # judged while the game went on
    store.record_coach_round(game, 0, 30)  # judged again (a resumed game): the first stays
    store.record_coach_round(game, 1, 0)
    store.record_game(game, "medium")
    store.record_coach_round(game, 2, 23)  # the last round is judged after the game over
    store.record_coach_round(game, 2, 99)  # judged again (a resumed review): the first stays
    store.record_coach_round(game, 7, 5)  # not a round of this game: nothing
    (record,) = Store.open(tmp_path, tmp_path).stats.history  # read back from stats.json
    assert (record.level, record.total, record.calls_made, record.calls) == ("medium", 104,
                                                                              2, 3)
    assert record.coach == (8, 0, 23) and not record.daily and record.won


def test_the_coachs_figures_of_a_game_in_progress_survive_a_restart(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    game = rigged_game("B", GAME_B)
    store.record_coach_round(game, 1, 12, daily=DAY.isoformat())
    store.close()
    store = Store.open(tmp_path, tmp_path)  # the window closed; the daily goes on later
    store.record_game(game, "hard", DAY.isoformat())
    (record,) = store.stats.history
    assert record.coach == (None, 12, None) and record.daily and record.date == "2026-11-20"
    assert not record.won  # shared with seat 1
    store.record_coach_round(rigged_game("B", GAME_B), 1, 3)  # the same deal, not the daily
    assert store.stats.history[0].coach == (None, 12, None)


def test_a_file_without_a_history_opens_with_none_and_keeps_its_figures(tmp_path):
    (tmp_path / "stats.json").write_text(json.dumps({"version": 1, "games_played": 4,
                                                     "rounds": 20}))
    store = Store.open(tmp_path, tmp_path)
    assert store.stats.history == [] and store.stats.games_played == 4 and not store.notices
    store.record_game(rigged_game("C", GAME_A), "easy")
    assert [r.key for r in Store.open(tmp_path, tmp_path).stats.history] == ["C"]


# -- the history's bounds, and odd files -----------------------------------------------------

FINISHED = {}


def finished(n: int):
    """A finished game of its own seed (made once: rebuilding a game replays it)."""
    if n not in FINISHED:
        FINISHED[n] = rigged_game(f"h{n}", GAME_A if n % 2 else GAME_B)
    return FINISHED[n]


@settings(max_examples=examples(25), deadline=None)
@given(st.lists(st.integers(0, 90), max_size=80),
       st.lists(st.tuples(st.integers(0, 90), st.integers(-2, 4), st.integers(-3, 40)),
                max_size=30))
def test_the_history_keeps_the_last_50_games_in_order_through_the_file(order, judged):
    stats = Stats()
    for n in order:  # a game recorded again (a resumed one) is not kept twice
        stats.record_game(finished(n), "hard", on=DAY)
    for n, round_no, given_away in judged:
        stats.record_coach_round(finished(n), round_no, given_away)
    once = list(dict.fromkeys(order))
    assert [r.key for r in stats.history] == [f"h{n}" for n in once][-HISTORY_GAMES:]
    kept = {r.key: r for r in stats.history}
    for n, round_no, given_away in judged:
        record = kept.get(f"h{n}")
        if record is not None and 0 <= round_no < 3 and given_away >= 0:
            assert record.coach[round_no] is not None  # the first figure for it stays
    assert all(len(r.coach) == r.calls == 3 for r in stats.history)
    again = Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again.history == stats.history and again.coach_waiting == stats.coach_waiting


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats()
                    | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
GOOD = st.builds(
    GameRecord, key=st.text(max_size=20), date=st.dates().map(datetime.date.isoformat),
    level=st.sampled_from(["easy", "medium", "hard", "expert"]),
    total=st.integers(-500, 500), calls_made=st.integers(0, 5), calls=st.just(5),
    daily=st.booleans(), won=st.booleans(),
    coach=st.lists(st.none() | st.integers(0, 200), max_size=5).map(tuple))


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.tuples(st.booleans(), GOOD, JSON), max_size=60), JSON)
def test_a_history_with_damaged_entries_keeps_every_good_one(entries, waiting):
    # each entry a good record, or anything at all in its place (a damaged one)
    history = [record.to_dict() if good else odd for good, record, odd in entries]
    data = {"version": 1, "games_played": 3, "history": history, "coach_waiting": waiting}
    stats = Stats.from_dict(json.loads(json.dumps(data, allow_nan=True)))
    expected = [GameRecord.from_dict(item) for item in history[-HISTORY_GAMES:]]
    assert stats.history == [r for r in expected if r is not None]
    assert all(r in stats.history for good, r, _ in entries[-HISTORY_GAMES:] if good)
    assert stats.games_played == 3  # the rest of the file is kept


@pytest.mark.parametrize("damage", [
    {"total": "12"}, {"total": 1.5}, {"calls_made": 6}, {"calls_made": -1}, {"date": "soon"},
    {"date": "2026-02-30"}, {"coach": [1, -1]}, {"coach": "1"}, {"daily": "yes"},
    {"level": None}, {"key": 7}, {"coach": [0] * 11}, {"calls": 11, "calls_made": 0},
])
def test_each_kind_of_damage_refuses_its_entry_alone(tmp_path, damage):
    good = GameRecord("k", "2026-12-01", "easy", 31, 2, 3, coach=(4, None, 0)).to_dict()
    (tmp_path / "stats.json").write_text(json.dumps(
        {"history": [good, {**good, "key": "bad", **damage}, {**good, "key": "k2"}]}))
    assert [r.key for r in Store.open(tmp_path, tmp_path).stats.history] == ["k", "k2"]


def test_a_reset_forgets_the_history_but_not_the_coach_of_the_game_in_progress(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    store.record_game(rigged_game("A", GAME_A), "easy")
    going_on = rigged_game("B", GAME_B)  # still being played when the player resets
    store.record_coach_round(going_on, 0, 6)
    store.reset_stats()
    assert store.stats.history == []
    store.record_game(going_on, "hard")
    (record,) = Store.open(tmp_path, tmp_path).stats.history
    assert record.key == "B" and record.coach == (6, None, None)
    store.record_game(rigged_game("A", GAME_A), "easy")  # counted before the reset: not again
    assert [r.key for r in store.stats.history] == ["B"]


def test_the_51st_game_pushes_the_oldest_out_and_a_longer_file_keeps_its_last_50(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    for n in range(HISTORY_GAMES + 1):
        store.record_game(finished(n), "medium")
    keys = [f"h{n}" for n in range(1, HISTORY_GAMES + 1)]
    assert [r.key for r in store.stats.history] == keys
    assert [r["key"] for r in json.loads(store.stats_path.read_text())["history"]] == keys
    record = GameRecord("k", "2026-12-01", "easy", 31, 2, 3).to_dict()
    (tmp_path / "stats.json").write_text(json.dumps(
        {"history": [{**record, "key": f"k{n}"} for n in range(HISTORY_GAMES + 5)]}))
    keys = [r.key for r in Store.open(tmp_path, tmp_path).stats.history]
    assert keys == [f"k{n}" for n in range(5, HISTORY_GAMES + 5)]


def test_an_entry_from_before_the_coach_and_a_ten_round_games_entry_read_back(tmp_path):
    """An entry written before the coach's figures and the daily and won flags were kept
    reads as no figures, not a daily, not won; a ten-round game with every call made and
    ten figures is within bounds."""
    old = {"key": "old", "date": "2026-11-02", "level": "easy", "total": 12,
           "calls_made": 2, "calls": 5}
    long = {**old, "key": "long", "calls_made": 10, "calls": 10, "coach": [0] * 10,
            "daily": True, "won": True}
    (tmp_path / "stats.json").write_text(json.dumps({"history": [old, long]}))
    first, second = Store.open(tmp_path, tmp_path).stats.history
    assert (first.key, first.coach, first.daily, first.won) == ("old", (), False, False)
    assert (second.key, second.calls_made, second.coach, second.won) == \
        ("long", 10, (0,) * 10, True)


def test_a_call_made_exactly_counts_as_made_in_the_games_record():
    """The calls made are the rounds the person scored in (a made call never scores
    below its call, a missed one loses it); at least one round here makes its call
    exactly, so the test can tell."""
    exact = 0
    for seed in range(6):
        game = Game(HouseRules(rounds=3), seed=seed)
        rng = random.Random(seed)
        while game.phase != GAME_OVER:
            if game.phase == ROUND_OVER:
                game.next_round()
            elif game.phase == "calling":
                game.call(game.turn, rng.randint(1, 3))
            else:
                game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
        stats = Stats()
        stats.record_game(game, "easy", on=DAY)
        scored = [scores[0] for scores in game.round_scores]
        assert stats.history[0].calls_made == sum(s > 0 for s in scored)
        exact += sum(s == 10 * r.calls[0] for s, r in zip(scored, game.rounds))
    assert exact
