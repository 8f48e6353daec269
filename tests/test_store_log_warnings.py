"""The log warns when something is wrong, and only then: a disk that keeps refusing the save
is written down once (not at every card) until it takes a save again, a saved Daily whose day
is not a date is said while a good day or none says nothing, and a statistics file from a
version before the runs of calls made, with a zero or two in it, opens without a word. The
log is what a player sends with a bug report: a warning there must mean something went
wrong."""

from __future__ import annotations

import json
import logging

import pytest

from callbreak.engine import Game, HouseRules
from callbreak.store import Store, atomic


@pytest.fixture
def warnings(caplog: pytest.LogCaptureFixture):
    """The store's warnings as they are logged, read as text."""
    caplog.set_level(logging.WARNING, logger="callbreak")
    return lambda start: [r.getMessage() for r in caplog.records
                          if r.getMessage().startswith(start)]


def unfinished_game(seed: int) -> Game:
    game = Game(HouseRules(rounds=3), seed)
    while game.phase == "calling":
        game.call(game.turn, 2)
    return game


def test_a_disk_that_keeps_refusing_is_logged_once_until_it_takes_a_save_again(
        tmp_path, monkeypatch, warnings):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    real = atomic.write_bytes

    def refuse(path, data):
        raise PermissionError("read-only for now")

    game = unfinished_game(4)
    monkeypatch.setattr(atomic, "write_bytes", refuse)
    for _ in range(3):  # a save at every card
        store.save_game(game, "hard")
    assert len(warnings("cannot write")) == 1
    monkeypatch.setattr(atomic, "write_bytes", real)
    store.save_game(game, "hard")  # the disk is back...
    monkeypatch.setattr(atomic, "write_bytes", refuse)
    for _ in range(2):  # ...and gone again: worth one more line
        store.save_game(game, "hard")
    assert len(warnings("cannot write")) == 2
    assert warnings("cannot write")[0].endswith("read-only for now")


def test_a_saved_daily_whose_day_is_not_a_date_is_said_and_a_good_day_or_none_is_not(
        tmp_path, warnings):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = unfinished_game(6)
    for daily, resumed in ((None, None), ("2026-11-30", "2026-11-30"), ("someday", None)):
        doc = {"format": 1, "level": "hard", "daily": daily, "game": game.to_json()}
        store.game_path.write_text(json.dumps(doc))
        saved = store.load_game()
        assert saved is not None and saved.daily == resumed
        said = warnings("saved game has a bad daily date")
        assert len(said) == (daily == "someday"), (daily, said)
    assert "'someday'" in said[0]


def test_statistics_from_before_the_runs_and_with_zeros_open_without_a_warning(tmp_path,
                                                                              warnings):
    (tmp_path / "d").mkdir()
    old = {"version": 1, "games_played": 2, "games_won": 1, "shared_wins": 0, "rounds": 10,
           "calls_made": 7, "score_total": 0, "best_game_total": 0}  # zeros are figures too
    (tmp_path / "d" / "stats.json").write_text(json.dumps(old))
    stats = Store.open(tmp_path / "c", tmp_path / "d").stats
    assert (stats.games_played, stats.calls_made, stats.best_game_total) == (2, 7, 0)
    assert (stats.longest_made_run, stats.current_made_run) == (0, 0)
    assert warnings("statistics") == []
    old["longest_made_run"] = "seven"  # a bad figure is still said
    (tmp_path / "d" / "stats.json").write_text(json.dumps(old))
    assert Store.open(tmp_path / "c", tmp_path / "d").stats.longest_made_run == 0
    assert len(warnings("statistics: longest_made_run")) == 1


def test_a_bad_figure_in_the_statistics_is_named_where_it_stands(tmp_path, warnings):
    (tmp_path / "d").mkdir()
    doc = {"version": 1, "games_played": "two", "per_level": {"hard": {"games_won": -1}}}
    (tmp_path / "d" / "stats.json").write_text(json.dumps(doc))
    stats = Store.open(tmp_path / "c", tmp_path / "d").stats
    assert stats.games_played == 0 and stats.per_level["hard"]["games_won"] == 0
    said = warnings("statistics: ")
    assert [line.split(" has ")[0] for line in said] == [
        "statistics: games_played", "statistics: per_level.hard.games_won"], said


def test_the_log_says_why_a_file_could_not_be_read(tmp_path, warnings):
    """What a bug report needs: the parser's complaint, where it stopped; a file too large
    to be ours; the system's reason a file could not be opened."""
    (tmp_path / "settings.json").write_text('{"level": ', encoding="utf-8")
    (tmp_path / "stats.json").write_bytes(b" " * (atomic.MAX_READ_BYTES + 1))
    Store.open(tmp_path, tmp_path)
    (said,) = warnings(str(tmp_path / "settings.json"))
    assert said.endswith("(JSONDecodeError: Expecting value: line 1 column 11 (char 10))")
    (said,) = warnings(str(tmp_path / "stats.json"))
    assert said.endswith("is not a JSON object (file too large)")
    (tmp_path / "there").mkdir()
    (tmp_path / "there" / "settings.json").mkdir()  # a folder where the file should be
    Store.open(tmp_path / "there", tmp_path / "there")
    (said,) = warnings("cannot read")
    assert "Is a directory" in said and said.startswith(
        f"cannot read {tmp_path / 'there' / 'settings.json'}: [Errno ")
