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
