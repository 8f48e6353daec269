"""The daily deal: the same cards for everyone on the same day and house rules, new cards
each day, and one completed game a day for the record."""

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

from callbreak.engine import GAME_OVER, Game, HouseRules
from callbreak.store import Store, daily_game, daily_seed, today

ROOT = Path(__file__).resolve().parent.parent
DAY = datetime.date(2026, 11, 30)

# Every deal of a whole daily game (the game played with the first legal card), as text.
DEALS = """
import datetime, json, sys
from callbreak.engine import HouseRules, cards_of
from callbreak.store import daily_game
rules = HouseRules.from_dict(json.loads(sys.argv[2]))
game = daily_game(datetime.date.fromisoformat(sys.argv[1]), rules)
deals = []
while True:
    deals.append([game.round.dealer] + [[c.code for c in cards_of(h)] for h in game.round.dealt])
    while game.phase == "calling":
        game.call(game.turn, 1)
    while game.phase == "playing":
        game.play(game.turn, game.round.legal_cards(game.turn)[0])
    if game.phase == "game_over":
        break
    game.next_round()
print(json.dumps(deals))
"""


def deals_in_a_fresh_process(day: datetime.date, rules: HouseRules, hashseed: str) -> list:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=hashseed)
    out = subprocess.run([sys.executable, "-c", DEALS, day.isoformat(),
                          json.dumps(rules.to_dict())], env=env, capture_output=True,
                         check=True, text=True).stdout
    return json.loads(out)


def test_the_daily_deal_is_identical_on_two_runs():
    rules = HouseRules(rounds=3, redeal=True, clockwise=True)
    first = deals_in_a_fresh_process(DAY, rules, "1")
    assert deals_in_a_fresh_process(DAY, rules, "2") == first
    assert len(first) == 3 and all(len(hand) == 13 for deal in first for hand in deal[1:])


def test_the_daily_deal_differs_between_dates_and_house_rules():
    days = [DAY + datetime.timedelta(days=n) for n in range(60)]
    first_hands = {daily_game(day, HouseRules()).round.dealt for day in days}
    assert len(first_hands) == len(days)
    seeds = {daily_seed(DAY, HouseRules(**{name: value}))
             for name, value in [("rounds", 3), ("rounds", 10), ("max_call", 13),
                                 ("big_call", True), ("must_beat", False), ("redeal", True),
                                 ("clockwise", True), ("rounds", 5)]}
    assert len(seeds) == 8


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
    assert result["completed"] and result["rounds"] == 3  # its first round counted once
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
