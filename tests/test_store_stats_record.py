"""Recording statistics, worked by hand: a call taken exactly is made, averages round halves
away from zero (below zero too), recording says whether anything changed, the ledger keeps
the last 200 games (and reads the keys older files wrote), a Daily finished after a reset
keeps its seed and level, and stats.json carries the figures a person reads in it."""

from __future__ import annotations

import json
import random

from test_stats import GAME_A, rigged_game

from callbreak.engine import Game, HouseRules
from callbreak.store import Stats, Store
from callbreak.store.stats import mean_tenths

KEY = "2026-11-30"


def seed_13_game() -> Game:
    """Seat 0 calls 3 each round and takes 4, 3 and 2 tricks (others call 2)."""
    game, rng = Game(HouseRules(rounds=3), seed=13), random.Random(13)
    while game.phase != "game_over":
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 3 if game.turn == 0 else 2)
        else:
            game.play(game.turn, rng.choice(game.round.legal_cards(game.turn)))
    return game


def test_a_call_taken_exactly_is_made_and_the_average_is_worked_by_hand(tmp_path):
    game = seed_13_game()
    assert [(r.calls[0], r.tricks_won[0]) for r in game.rounds] == [(3, 4), (3, 3), (3, 2)]
    store = Store.open(tmp_path, tmp_path)
    store.record_game(game, "hard")
    stats = store.stats
    assert (stats.rounds, stats.calls_made, stats.score_total) == (3, 2, 31)  # 3.1 3.0 -3.0
    assert stats.average_round_score == 10  # 3.1 / 3 = 1.03...
    assert (stats.longest_made_run, stats.current_made_run) == (2, 0)


def test_averages_round_halves_away_from_zero_on_both_sides():
    cases = {(45, 2): 23, (-45, 2): -23, (-44, 2): -22, (-1, 3): 0, (-2, 3): -1,
             (0, 5): 0, (-10, 1): -10, (7, 0): 0}
    assert {args: mean_tenths(*args) for args in cases} == cases


def test_recording_says_whether_anything_changed():
    stats, game = Stats(), rigged_game("A", GAME_A)
    assert stats.record_rounds(game, "easy") is True
    assert stats.record_rounds(game, "easy") is False
    assert stats.record_game(game, "easy") is True
    assert stats.record_game(game, "easy") is False
    unfinished = rigged_game("B", GAME_A[:2])
    assert stats.record_game(unfinished, "easy") is False  # not over: nothing counted
    assert stats.games_played == 1
    assert stats.record_game(rigged_game("D", GAME_A), "easy", KEY) is True
    replay = rigged_game("D-again", GAME_A)  # that day's Daily again: not counted
    assert stats.record_rounds(replay, "easy", KEY) is False
    assert stats.record_game(replay, "easy", KEY) is False


def test_the_ledger_remembers_the_last_200_games_and_the_keys_older_files_wrote(tmp_path):
    (tmp_path / "stats.json").write_text(json.dumps(
        {"rounds": 1, "recorded": {"old-seed": {"rounds": [0], "game": False}}}))
    store = Store.open(tmp_path, tmp_path)
    store.record_round(rigged_game("old-seed", GAME_A[:1]), "medium")  # counted already
    assert store.stats.rounds == 1
    stats, one_round = Stats(), GAME_A[:1]
    for n in range(201):
        stats.record_rounds(rigged_game(f"g{n}", one_round), "easy")
    assert stats.rounds == 201 and len(stats.ledger) == 200
    assert stats.record_rounds(rigged_game("g1", one_round), "easy") is False  # remembered
    assert stats.record_rounds(rigged_game("g0", one_round), "easy") is True  # forgotten


def test_a_daily_finished_after_a_reset_keeps_its_seed_and_level(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    store.record_round(rigged_game("dA", GAME_A), "hard", KEY)  # every round counted
    store.reset_stats()
    store.record_game(rigged_game("dA", GAME_A), "hard", KEY)  # only the end is new
    result = store.stats.daily[KEY]
    assert (result["seed"], result["level"], result["rounds"]) == ("dA", "hard", 0)
    assert result["completed"] and result["total"] == 104 and store.stats.games_played == 1


def test_stats_json_carries_its_version_and_the_figures_a_person_reads(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    store.record_game(seed_13_game(), "hard")
    store.record_game(rigged_game(77, GAME_A), "hard", KEY)  # (a text seed keeps its key)
    data = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))
    assert data["version"] == 1
    assert (data["rounds"], data["calls_total"], data["calls_made"]) == (6, 6, 4)
    assert data["per_level"]["hard"]["calls_total"] == 6
    assert (data["longest_made_run"], data["current_made_run"]) == (2, 1)
    assert (data["best_daily"], data["longest_daily_streak"]) == (104, 1)
    assert data["recorded"] == {"13": {"rounds": [0, 1, 2], "game": True},
                                "daily 2026-11-30 77": {"rounds": [0, 1, 2], "game": True}}
