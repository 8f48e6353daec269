"""The statistics' history of finished games (the pictures' figures): each finished game is
kept with its date, level, total, calls made, daily or not and the coach's points given away
per round; the coach's figures are folded in whether they come before the game is over or
after, survive a restart, and count once; old files without a history open with none."""

from __future__ import annotations

import datetime
import json

from test_stats import GAME_A, GAME_B, rigged_game

from callbreak.store import Store

DAY = datetime.date(2026, 12, 5)


def test_the_coachs_figures_are_folded_into_the_finished_games_record(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    game = rigged_game("A", GAME_A)  # three rounds, over
    store.record_round(game, "medium")
    store.record_coach_round(game, 0, 8)  # judged while the game went on
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
    assert record.coach == (None, 12, None) and record.daily and record.date == "2026-12-05"
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
