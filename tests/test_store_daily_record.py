"""A Daily Challenge in the statistics, field by field: a day begun and a day finished are
recorded as worked out by hand, every field of a day read back from stats.json is checked
on its own (a bad one falls back alone), and a Daily's deal code is kept back until that
day's Daily is finished."""

import datetime
import json

from test_stats import GAME_A, GAME_B, rigged_game

from callbreak.store import Store
from callbreak.store.daily import code_kept_back

DAY = datetime.date(2026, 11, 30)
KEY = DAY.isoformat()


def test_a_daily_begun_then_finished_is_recorded_as_worked_out_by_hand(tmp_path):
    # GAME_A (test_stats): seat 0 calls 4 and takes 13 (+4.9), calls 3 and takes 0 (-3.0),
    # calls 8 and takes 13 (+8.5): 10.4 in all, the top total alone.
    store = Store.open(tmp_path, tmp_path)
    store.record_round(rigged_game("dA", GAME_A[:2]), "hard", KEY)
    begun = {"seed": "dA", "level": "hard", "rounds": 2, "calls_made": 1, "score_total": 19,
             "completed": False, "total": None, "won": False, "shared": False}
    assert store.stats.daily == {KEY: begun}
    assert Store.open(tmp_path, tmp_path).stats.daily == {KEY: begun}
    store.record_game(rigged_game("dA", GAME_A), "hard", KEY)
    done = {"seed": "dA", "level": "hard", "rounds": 3, "calls_made": 2, "score_total": 104,
            "completed": True, "total": 104, "won": True, "shared": False}
    assert store.stats.daily == {KEY: done}
    assert Store.open(tmp_path, tmp_path).stats.daily == {KEY: done}


def test_a_daily_whose_win_is_shared_says_so(tmp_path):
    # GAME_B (test_stats): seat 0 ends on 1.1, tied at the top with seat 1.
    store = Store.open(tmp_path, tmp_path)
    store.record_game(rigged_game("dB", GAME_B), "expert", KEY)
    shared = {"seed": "dB", "level": "expert", "rounds": 3, "calls_made": 1,
              "score_total": 11, "completed": True, "total": 11, "won": False,
              "shared": True}
    assert Store.open(tmp_path, tmp_path).stats.daily == {KEY: shared}


def test_each_field_of_a_day_in_the_file_is_read_on_its_own(tmp_path):
    good = {"seed": "123", "level": "expert", "rounds": 5, "calls_made": 3,
            "score_total": -17, "completed": True, "total": -17, "won": False,
            "shared": True}
    (tmp_path / "stats.json").write_text(json.dumps({"daily": {
        "2026-11-01": good,
        "2026-11-02": {},
        "2026-11-03": {"seed": 42, "level": 7, "rounds": -2, "calls_made": True,
                       "score_total": 1.5, "completed": "yes", "total": 12, "won": 1,
                       "shared": "true"},
        "2026-11-04": {"rounds": 2.0, "calls_made": -1, "score_total": "9",
                       "completed": True, "total": True, "won": True},
        "2026-11-05": {"completed": False, "total": 30},
        "2026-11-31": good,  # no such day
        "2026-11-06": ["not", "a", "result"],
    }}))
    nothing = {"seed": "", "level": "", "rounds": 0, "calls_made": 0, "score_total": 0,
               "completed": False, "total": None, "won": False, "shared": False}
    assert Store.open(tmp_path, tmp_path).stats.daily == {
        "2026-11-01": good,
        "2026-11-02": nothing,
        "2026-11-03": dict(nothing, seed="42", level="7"),
        "2026-11-04": dict(nothing, completed=True, won=True),
        "2026-11-05": nothing,
    }


def test_a_reset_also_ends_the_runs_of_calls_made(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    store.record_game(rigged_game("runs", GAME_A[:1] * 3), "medium")  # three calls made
    assert (store.stats.longest_made_run, store.stats.current_made_run) == (3, 3)
    store.reset_stats()
    for stats in (store.stats, Store.open(tmp_path, tmp_path).stats):
        assert (stats.longest_made_run, stats.current_made_run) == (0, 0)


def test_a_dailys_code_is_kept_back_until_that_days_daily_is_finished(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    finished = store.daily_played
    noon = datetime.datetime(2026, 11, 30, 12, 0)
    for daily in (DAY, KEY, noon):
        assert code_kept_back(daily, finished)
        assert code_kept_back(daily, None)  # no store: never known to be finished
    assert not code_kept_back(None, finished)  # an ordinary game keeps nothing back
    assert not code_kept_back(None, None)
    for not_a_day in ("the 30th", "20261130", 20261130, ["2026-11-30"]):  # no Daily's date
        assert not code_kept_back(not_a_day, finished)
        assert not store.daily_played(not_a_day)
    store.record_game(rigged_game("dA", GAME_A), "hard", KEY)
    for daily in (DAY, KEY, noon):
        assert not code_kept_back(daily, finished)
        assert code_kept_back(daily, None)
    assert code_kept_back(DAY + datetime.timedelta(days=1), finished)
