"""The coach's analyses kept with their game by the store, in the real files: in game.json
while the game goes on, in last-game.json once it is over; an older file without them
loads; a game no file holds any more never overwrites another's save."""

from __future__ import annotations

import json
import random

from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules
from callbreak.store import Store

ANALYSIS = {"format": 1, "version": 1, "round_no": 0, "seat": 0, "decisions": []}


def play(game: Game, rounds: int) -> Game:
    """Random legal play until `rounds` rounds are scored (or the game is over)."""
    rng = random.Random(3)
    while game.phase != GAME_OVER and len(game.round_scores) < rounds:
        if game.phase == ROUND_OVER:
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 4))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    return game


def test_an_analysis_is_kept_in_the_saved_game_and_read_after_a_restart(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    game = play(Game(HouseRules(rounds=3), seed=4), 1)
    store.save_game(game, "hard")
    store.keep_analysis(game, 0, ANALYSIS)
    store.save_game(game, "hard")  # the next card's save keeps it too
    assert store.close()
    assert json.loads((tmp_path / "d" / "game.json").read_text())["coach"] == {"0": ANALYSIS}
    again = Store.open(tmp_path / "c", tmp_path / "d")
    saved = again.load_game()
    assert saved is not None and saved.coach == {0: ANALYSIS}
    assert again.analyses(saved.game) == {0: ANALYSIS}


def test_an_old_saved_game_without_analyses_loads(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=5), 1)
    store.save_game(game, "easy")
    doc = json.loads((tmp_path / "d" / "game.json").read_text())
    assert "coach" not in doc  # nothing looked at: the file is as it always was
    doc["coach"] = {"0": 7, "x": {}, "1": ANALYSIS}  # and a damaged list of them
    (tmp_path / "d" / "game.json").write_text(json.dumps(doc))
    saved = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert saved is not None and saved.coach == {1: ANALYSIS}


def test_an_analysis_finished_after_the_game_goes_to_the_last_game(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=6), 2)
    store.save_game(game, "medium")
    play(game, 3)
    assert game.phase == GAME_OVER
    store.save_last_game(game, "medium")
    store.save_game(game, "medium")  # over: the save goes
    store.keep_analysis(game, 2, ANALYSIS)
    assert not (tmp_path / "d" / "game.json").exists(), "no finished game comes back"
    last = Store.open(tmp_path / "c", tmp_path / "d").load_last_game()
    assert last is not None and last.coach == {2: ANALYSIS}


def test_an_analysis_of_a_game_left_behind_never_touches_the_new_save(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    old = play(Game(HouseRules(rounds=3), seed=7), 1)
    store.save_game(old, "easy")
    new = play(Game(HouseRules(rounds=3), seed=8), 1)
    store.save_game(new, "easy")  # the player started another game over it
    store.keep_analysis(old, 0, ANALYSIS)
    doc = json.loads((tmp_path / "d" / "game.json").read_text())
    assert "coach" not in doc and doc["game"]["seed"] == 8


def test_an_analysis_of_the_last_game_read_after_a_restart_is_kept_in_its_file(tmp_path) -> None:
    """The last game's review asks the coach for a round it never looked at: its analysis
    goes into last-game.json, read back at the next start, the game in it unchanged."""
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=9), 3)
    store.save_last_game(game, "expert")
    assert store.close()
    before = json.loads((tmp_path / "d" / "last-game.json").read_text())

    again = Store.open(tmp_path / "c", tmp_path / "d")
    last = again.load_last_game()
    assert last is not None and not last.coach
    again.keep_analysis(last.game, 1, ANALYSIS)
    assert again.close()
    after = json.loads((tmp_path / "d" / "last-game.json").read_text())
    assert after == {**before, "coach": {"1": ANALYSIS}}
    third = Store.open(tmp_path / "c", tmp_path / "d").load_last_game()
    assert third is not None and third.coach == {1: ANALYSIS} and third.level == "expert"


def read(path):  # noqa: ANN001, ANN201
    return json.loads(path.read_text())


def test_only_a_rounds_analysis_is_kept_and_each_round_of_a_game_beside_the_others(
        tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=10), seed=10), 1)
    store.save_game(game, "hard", "2026-11-30")
    for round_no, analysis in ((-1, ANALYSIS), (10, ANALYSIS), (2, ["not", "one"])):
        store.keep_analysis(game, round_no, analysis)  # type: ignore[arg-type]
    assert store.analyses(game) == {}
    assert "coach" not in read(tmp_path / "d" / "game.json"), "nothing written for them"
    nine = {**ANALYSIS, "round_no": 9}
    store.keep_analysis(game, 0, ANALYSIS)
    store.keep_analysis(game, 9, nine)
    assert store.analyses(game) == {0: ANALYSIS, 9: nine}
    doc = read(tmp_path / "d" / "game.json")
    assert doc["coach"] == {"0": ANALYSIS, "9": nine}
    assert (doc["level"], doc["daily"]) == ("hard", "2026-11-30"), "the save is as it was"
    assert doc["game"] == game.to_json()


def test_what_the_store_gives_back_is_a_copy(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=11), 1)
    assert store.analyses(game) == {}, "a game the coach never looked at"
    store.keep_analysis(game, 0, ANALYSIS)
    given = store.analyses(game)
    given[1] = {"changed": True}
    assert store.analyses(game) == {0: ANALYSIS}


def test_the_analyses_of_the_four_latest_games_are_kept(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    games = [Game(HouseRules(rounds=3), seed=20 + n) for n in range(6)]
    for game in games[:4]:
        store.keep_analysis(game, 0, ANALYSIS)
    store.keep_analysis(games[0], 1, ANALYSIS)  # the first is looked at again: the latest
    store.keep_analysis(games[4], 0, ANALYSIS)
    assert store.analyses(games[1]) == {}, "the one looked at longest ago is forgotten"
    for game in (games[0], games[2], games[3], games[4]):
        assert store.analyses(game)
    assert store.analyses(games[0]) == {0: ANALYSIS, 1: ANALYSIS}
    store.keep_analysis(games[5], 0, ANALYSIS)
    assert store.analyses(games[2]) == {}
    assert [bool(store.analyses(g)) for g in games] == [True, False, False, True, True, True]


def test_a_game_that_ended_since_its_last_save_is_not_written_back_as_the_game_to_continue(
        tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=12), 2)
    store.save_game(game, "easy")
    before = read(tmp_path / "d" / "game.json")
    play(game, 3)  # the same game goes on to its end before the next save
    assert game.phase == GAME_OVER
    store.keep_analysis(game, 1, ANALYSIS)
    assert read(tmp_path / "d" / "game.json") == before
    store.save_last_game(game, "easy")
    store.keep_analysis(game, 2, ANALYSIS)
    assert read(tmp_path / "d" / "last-game.json")["coach"] == {"1": ANALYSIS, "2": ANALYSIS}
    assert read(tmp_path / "d" / "game.json") == before


def test_analyses_read_from_the_file_join_those_found_since_and_the_newer_wins(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=13), 2)
    store.save_game(game, "medium")
    store.keep_analysis(game, 0, ANALYSIS)
    assert store.close()

    again = Store.open(tmp_path / "c", tmp_path / "d")
    newer = {**ANALYSIS, "version": 2}
    one = {**ANALYSIS, "round_no": 1}
    again.keep_analysis(game, 0, newer)  # found before the file was read
    again.keep_analysis(game, 1, one)
    saved = again.load_game()
    assert saved is not None and saved.coach == {0: ANALYSIS}, "the file as it was"
    assert again.analyses(saved.game) == {0: newer, 1: one}


def test_a_saved_round_number_that_no_game_has_is_left_out(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=14), 1)
    store.save_game(game, "easy")
    doc = read(tmp_path / "d" / "game.json")
    doc["coach"] = {"100": ANALYSIS, "09": ANALYSIS, "0": ANALYSIS, "-1": ANALYSIS}
    (tmp_path / "d" / "game.json").write_text(json.dumps(doc))
    saved = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert saved is not None and saved.coach == {9: ANALYSIS, 0: ANALYSIS}


DAY = "2026-11-30"


def test_a_coach_figure_for_no_round_is_refused_and_writes_nothing(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=10), seed=30), 1)
    for round_no, given in ((10, 5), (-1, 5), (0, -1), (0, 2.5), (True, 5), (0, None)):
        store.record_coach_round(game, round_no, given)  # type: ignore[arg-type]
    assert not (tmp_path / "d" / "stats.json").exists(), "nothing to write"
    store.record_coach_round(game, 9, 5)
    assert read(tmp_path / "d" / "stats.json")["coach_waiting"] == {"30": {"9": 5}}


def test_a_figure_already_kept_leaves_the_statistics_file_alone(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=31), 3)
    path = tmp_path / "d" / "stats.json"
    store.record_coach_round(game, 0, 4)
    written = path.stat()
    store.record_coach_round(game, 0, 9)  # the same round again, waiting: the first stays
    assert (path.stat().st_ino, path.stat().st_mtime_ns) == (written.st_ino,
                                                            written.st_mtime_ns)
    store.record_game(game, "easy")
    written = path.stat()
    store.record_coach_round(game, 0, 9)  # and again once in the game's record
    store.record_coach_round(game, 3, 9)  # a round the game did not have
    assert (path.stat().st_ino, path.stat().st_mtime_ns) == (written.st_ino,
                                                            written.st_mtime_ns)
    assert store.stats.history[-1].coach == (4, None, None)


def test_a_dailys_figures_go_to_the_daily_not_to_the_same_deal_played_by_its_code(
        tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=32), 3)
    store.record_coach_round(game, 0, 6, DAY)  # before its end: waits for it
    store.record_game(game, "hard", DAY)
    store.record_coach_round(game, 1, 7, DAY)  # after its end: into its record
    store.record_coach_round(game, 2, 8)  # the same deals as an ordinary game
    assert store.close()
    record = Store.open(tmp_path / "c", tmp_path / "d").stats.history[-1]
    assert record.daily and record.coach == (6, 7, None)


def test_a_figure_beyond_the_rounds_of_a_kept_game_is_refused_whatever_the_file_holds(
        tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=33), 3)
    store.record_game(game, "easy")
    assert store.close()
    path = tmp_path / "d" / "stats.json"
    doc = read(path)
    doc["history"][-1]["coach"] = [None] * 5  # room for five rounds in a three-round game
    path.write_text(json.dumps(doc))
    again = Store.open(tmp_path / "c", tmp_path / "d")
    again.record_coach_round(game, 3, 9)
    assert again.stats.history[-1].coach == (None,) * 5


def test_the_figures_of_twenty_unfinished_games_wait_and_the_oldest_goes_first(
        tmp_path) -> None:
    for others, kept in ((19, True), (20, False)):
        store = Store.open(tmp_path / f"c{others}", tmp_path / f"d{others}")
        first = play(Game(HouseRules(rounds=3), seed=34), 3)
        store.record_coach_round(first, 0, 4)
        for n in range(others):
            store.record_coach_round(Game(HouseRules(rounds=3), seed=100 + n), 0, 1)
        assert len(store.stats.coach_waiting) == others + (1 if kept else 0)
        store.record_game(first, "easy")
        assert store.stats.history[-1].coach == ((4 if kept else None), None, None)


def test_an_analysis_of_a_game_given_up_never_brings_its_save_back(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = play(Game(HouseRules(rounds=3), seed=12), 1)
    store.save_game(game, "easy")
    store.clear_game()  # the player gave the game up
    store.keep_analysis(game, 0, ANALYSIS)
    assert not (tmp_path / "d" / "game.json").exists()
    assert store.load_game() is None and store.analyses(game) == {0: ANALYSIS}


def test_an_analysis_of_a_game_resumed_after_a_restart_goes_into_its_save(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.save_game(play(Game(HouseRules(rounds=3), seed=13), 1), "hard")
    assert store.close()
    again = Store.open(tmp_path / "c", tmp_path / "d")
    saved = again.load_game()
    assert saved is not None and not saved.coach
    again.keep_analysis(saved.game, 0, ANALYSIS)
    assert again.close()
    third = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert third is not None and third.coach == {0: ANALYSIS} and third.level == "hard"
