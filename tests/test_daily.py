"""The Daily Challenge: the same cards for everyone on the same day, on the standard table
whatever the settings say, new cards each day, one completed game a day for the record, the
best daily score and the streak of days played."""

import datetime
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

from test_stats import GAME_A, GAME_B, rigged_game

from callbreak.engine import (
    GAME_OVER,
    Game,
    HouseRules,
    Redeal,
    deal_code,
    game_from_code,
    read_deal_code,
)
from callbreak.store import Store, daily_game, daily_seed, today
from callbreak.store.daily import DAILY_LEVEL, DAILY_RULES, daily_code

ROOT = Path(__file__).resolve().parent.parent
DAY = datetime.date(2026, 11, 30)

DEALS = ROOT / "tests" / "programs" / "deals.py"  # every deal of a game, as text


def deals_in_a_fresh_process(day: datetime.date, rules: HouseRules, hashseed: str) -> list:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=hashseed)
    out = subprocess.run([sys.executable, str(DEALS), "daily", day.isoformat(),
                          json.dumps(rules.to_dict())], env=env, capture_output=True,
                         check=True, text=True).stdout
    return json.loads(out)[1:]  # the deals, after the house rules they were played by


def test_the_daily_deal_is_identical_on_two_runs_whatever_the_rules_passed():
    rules = HouseRules(rounds=3, redeal=True, clockwise=True)
    first = deals_in_a_fresh_process(DAY, rules, "1")
    assert deals_in_a_fresh_process(DAY, rules, "2") == first
    assert len(first) == 5 and all(len(hand) == 13 for deal in first for hand in deal[1:])


def every_house_rules() -> list[HouseRules]:
    """Every table the settings can make: 3 x 2 x 2 x 2 x 3 x 2 = 144."""
    return [HouseRules(rounds=r, max_call=m, big_call=b, must_beat=mb, redeal=rd, clockwise=cw)
            for r, m, b, mb, rd, cw in itertools.product((3, 5, 10), (8, 13), (False, True),
                                                         (False, True), list(Redeal),
                                                         (False, True))]


def test_the_daily_is_the_standard_table_whatever_the_settings_say():
    tables = every_house_rules()
    assert len(set(tables)) == 144
    first = daily_game(DAY)
    assert first.rules == HouseRules() == DAILY_RULES and DAILY_LEVEL == "hard"
    for rules in tables:
        game = daily_game(DAY, rules)  # the old call, with the player's rules: ignored
        assert game.rules == HouseRules() and daily_seed(DAY, rules) == daily_seed(DAY)
        assert (game.first_dealer, game.round.dealt) == (first.first_dealer, first.round.dealt)


def test_the_daily_deal_differs_between_dates_and_is_pinned():
    days = [DAY + datetime.timedelta(days=n) for n in range(60)]
    assert len({daily_game(day).round.dealt for day in days}) == len(days)
    # Pinned: a change here changes every player's daily deal (say so in a note).
    assert daily_seed(DAY) == 75037919 and daily_code(DAY) == "G8Y7W-VW0002"
    assert read_deal_code("10HWF-SQR0V") == (daily_seed(DAY), HouseRules())  # its old code
    assert daily_code(DAY) == deal_code(daily_seed(DAY), HouseRules())


def test_the_daily_code_plays_the_daily_deal():
    code = daily_code(DAY)
    assert read_deal_code(code) == (daily_seed(DAY), HouseRules())
    assert game_from_code(code).to_json() == daily_game(DAY).to_json()


def test_today_is_the_local_date():
    assert today(datetime.datetime(2026, 12, 31, 23, 59)) == datetime.date(2026, 12, 31)
    assert isinstance(today(), datetime.date)


def play_out(game: Game, rounds: int | None = None) -> Game:
    """Play with the first legal card; stop after `rounds` rounds or at the end."""
    while game.phase != GAME_OVER:
        if game.phase == "round_over":
            if rounds is not None and len(game.round_scores) >= rounds:
                break
            game.next_round()
        while game.phase == "calling":
            game.call(game.turn, 2)
        while game.phase == "playing":
            game.play(game.turn, game.round.legal_cards(game.turn)[0])
    return game


def test_the_daily_counts_once_a_day_for_the_record(tmp_path):
    rules = HouseRules(rounds=3)
    store = Store.open(tmp_path, tmp_path)
    key = DAY.isoformat()
    assert not store.daily_played(DAY)
    abandoned = play_out(daily_game(DAY, rules), rounds=1)  # one round, then left
    store.record_round(abandoned, "easy", key)
    assert not store.daily_played(DAY) and store.stats.daily[key]["rounds"] == 1
    again = play_out(daily_game(DAY, rules))  # the same deal again, played to the end
    store.record_round(again, "easy", key)
    store.record_game(again, "easy", key)
    assert store.daily_played(DAY) and store.daily_played(key)
    result = store.stats.daily[key]
    assert result["completed"] and result["rounds"] == 5  # its first round counted once
    assert result["total"] == again.totals[0] and result["won"] == (again.winners == [0])
    counted = store.stats.to_dict()
    # A second daily that day still plays, but changes nothing, whatever its rules.
    for replay in (play_out(daily_game(DAY, rules)), play_out(daily_game(DAY, HouseRules()))):
        store.record_round(replay, "expert", key)
        store.record_game(replay, "expert", key)
    assert store.stats.to_dict() == counted
    assert Store.open(tmp_path, tmp_path).daily_played(DAY)
    tomorrow = DAY + datetime.timedelta(days=1)
    store.record_game(play_out(daily_game(tomorrow, rules)), "easy", tomorrow.isoformat())
    assert store.daily_played(tomorrow) and store.stats.games_played == 2
    store.reset_stats()  # the figures go, but today's daily stays played
    assert store.stats.daily == {} and store.daily_played(DAY)


def test_the_same_deal_played_from_its_code_is_an_ordinary_game_and_the_daily_still_counts(
        tmp_path):
    store = Store.open(tmp_path, tmp_path)
    key = DAY.isoformat()
    shared = play_out(game_from_code(daily_code(DAY)))
    store.record_game(shared, "medium")
    assert store.stats.games_played == 1 and not store.daily_played(DAY)
    daily = play_out(daily_game(DAY))
    store.record_game(daily, DAILY_LEVEL, key)
    assert store.daily_played(DAY) and store.stats.games_played == 2
    assert store.stats.daily[key]["rounds"] == 5 and store.stats.daily[key]["level"] == "hard"


def test_best_daily_score_and_streaks_worked_by_hand(tmp_path):
    """Dailies finished on 26, 27, 29 and 30 November and 1 December; the 28th begun and
    left after a round. Totals (tenths, from test_stats): A 10.4, B 1.1, C -3.0.
        best: 10.4 (A on the 26th and the 1st);
        runs of finished days: 26-27 (2 days), 29-1 (3 days): the longest is 3;
        the streak on 1 December is 3; on the 2nd still 3 (yesterday's stands until the
        day is over); on the 3rd 0; on the 28th 2 (the 27th was yesterday).
    A practice replay of the 27th scoring 10.4 changes nothing."""
    game_c = [(1, [1, 2, 1, 1]), (2, [1, 1, 2, 1]), (3, [1, 1, 1, 2])]  # seat 0: -1.0 x 3
    store = Store.open(tmp_path, tmp_path)
    assert store.stats.best_daily is None and store.stats.daily_streak(DAY) == 0
    finished = {"2026-11-26": ("d1", GAME_A), "2026-11-27": ("d2", GAME_B),
                "2026-11-29": ("d4", game_c), "2026-11-30": ("d5", GAME_B),
                "2026-12-01": ("d6", GAME_A)}
    for day, (seed, spec) in finished.items():
        store.record_game(rigged_game(seed, spec), "hard", day)
    store.record_round(rigged_game("d3", GAME_A[:1]), "hard", "2026-11-28")
    store.record_game(rigged_game("d2-again", GAME_A), "hard", "2026-11-27")  # practice
    for stats in (store.stats, Store.open(tmp_path, tmp_path).stats):
        assert stats.best_daily == 104 and stats.longest_daily_streak == 3
        assert [stats.daily[d]["total"] for d in sorted(stats.daily)] == \
            [104, 11, None, -30, 11, 104]
        streak = {day: stats.daily_streak(datetime.date.fromisoformat(day))
                  for day in ("2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28",
                              "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03")}
        assert streak == {"2026-11-25": 0, "2026-11-26": 1, "2026-11-27": 2, "2026-11-28": 2,
                          "2026-11-30": 2, "2026-12-01": 3, "2026-12-02": 3,
                          "2026-12-03": 0}
    assert store.stats.to_dict()["best_daily"] == 104
    store.reset_stats()
    assert store.stats.best_daily is None and store.stats.daily_streak(DAY) == 0
    assert store.stats.longest_daily_streak == 0


def test_a_damaged_daily_result_is_left_out_of_the_best_and_the_streak(tmp_path):
    (tmp_path / "stats.json").write_text(json.dumps({"daily": {
        "2026-11-29": {"completed": True, "total": "lots"},
        "2026-11-30": {"completed": True, "total": 42},
        "not a day": {"completed": True, "total": 99}}}))
    stats = Store.open(tmp_path, tmp_path).stats
    assert stats.best_daily == 42 and stats.daily_streak(DAY) == 2
    assert stats.longest_daily_streak == 2
    json.dumps(stats.to_dict(), allow_nan=False)
