"""The player's files, as written and read back: the last finished game kept for its
scorecard (only a finished one, with its level and day; read back from memory while its
write waits or when the disk refuses it; a damaged one only left out, never moved), and
settings.json written as plain JSON with its version."""

from __future__ import annotations

import json
import threading

from callbreak.engine import GAME_OVER, Game, HouseRules
from callbreak.store import Settings, Store, atomic

DAY = "2026-11-30"


def finished_game(seed: int) -> Game:
    game = Game(HouseRules(rounds=3), seed)
    while game.phase != GAME_OVER:
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 1)
        else:
            game.play(game.turn, game.round.legal_cards(game.turn)[-1])
    return game


def unfinished_game(seed: int) -> Game:
    game = Game(HouseRules(rounds=3), seed)
    while game.phase == "calling":
        game.call(game.turn, 2)
    return game


def test_only_a_finished_game_is_kept_with_its_level_and_day(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    assert store.load_last_game() is None
    store.save_last_game(unfinished_game(1), "hard")
    assert not store.last_game_path.exists() and store.load_last_game() is None
    game = finished_game(2)
    store.save_last_game(game, "expert", DAY)
    assert not store.game_path.exists()  # the game in progress is another file
    for reader in (store, Store.open(tmp_path / "c", tmp_path / "d")):
        kept = reader.load_last_game()
        assert kept is not None and kept.game.to_json() == game.to_json()
        assert (kept.level, kept.daily) == ("expert", DAY)
        assert kept.game.phase == GAME_OVER


def test_the_last_game_is_read_back_while_its_write_waits(tmp_path, monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    release = threading.Event()
    real = atomic.write_bytes

    def held(path, data):
        assert release.wait(10), "the disk was never released"
        real(path, data)

    monkeypatch.setattr(atomic, "write_bytes", held)
    game = finished_game(3)
    store.save_last_game(game, "medium")
    kept = store.load_last_game()
    assert not store.last_game_path.exists()
    assert kept is not None and kept.game.to_json() == game.to_json() and kept.level == "medium"
    release.set()
    assert store.close()
    kept = Store.open(tmp_path / "c", tmp_path / "d").load_last_game()
    assert kept is not None and kept.game.to_json() == game.to_json()


def test_on_a_disk_that_refuses_it_the_last_game_is_kept_in_memory(tmp_path, monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")

    def refuse(path, data):
        raise PermissionError("read-only")

    monkeypatch.setattr(atomic, "write_bytes", refuse)
    game = finished_game(4)
    store.save_last_game(game, "easy", DAY)
    assert not store.last_game_path.exists()
    kept = store.load_last_game()
    assert kept is not None and kept.game.to_json() == game.to_json()
    assert (kept.level, kept.daily) == ("easy", DAY)


def test_a_last_game_that_cannot_be_shown_is_left_out_and_left_alone(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    path = store.last_game_path
    unfinished = {"format": 1, "level": "hard", "daily": None,
                  "game": unfinished_game(5).to_json()}
    newer = {"format": 99, "level": "hard", "daily": None, "game": finished_game(6).to_json()}
    for text in ("not json {", "[1, 2]", json.dumps(unfinished), json.dumps(newer)):
        path.write_text(text)
        assert Store.open(tmp_path / "c", tmp_path / "d").load_last_game() is None
        assert path.read_text() == text  # a keepsake: never moved aside
    assert store.take_notices() == []
    assert sorted(p.name for p in path.parent.iterdir()) == ["last-game.json"]


def test_settings_json_is_plain_json_with_its_version(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    chosen = Settings(window_size=(1600, 900), language="ne", rules=HouseRules(rounds=10))
    store.save_settings(chosen)
    written = json.loads(store.settings_path.read_text(encoding="utf-8"))
    assert written == chosen.to_dict()  # what to_dict gives is what the file holds
    assert written["version"] == 1
    assert written["window_size"] == [1600, 900]
    assert written["rules"] == {"rounds": 10, "max_call": 8, "big_call": False,
                                "must_beat": True, "redeal": "off", "clockwise": False,
                                "target": 0}
    assert Store.open(tmp_path / "c", tmp_path / "d").settings == chosen


# -- stats.json: each figure read back on its own --------------------------------------------

def test_every_figure_of_stats_json_is_read_back_whatever_is_missing_before_it(tmp_path):
    (tmp_path / "stats.json").write_text(json.dumps({  # no games_played: the first figure
        "games_won": 2, "shared_wins": 1, "rounds": 9, "calls_made": 4, "score_total": -37,
        "best_game_total": -12, "longest_made_run": 3, "current_made_run": 2,
        "per_level": {"hard": {"games_played": 1, "score_total": -5, "best_game_total": -5}},
        "days_done": ["2026-11-30", "junk", 5, "2026-02-30"],
        "recorded": {"s1": {"rounds": [0, -1, "x", 2], "game": 1}, "s2": [1, 2],
                     "s3": {"game": True}, "s4": {"rounds": [1], "game": True}}}))
    stats = Store.open(tmp_path, tmp_path).stats
    assert (stats.games_played, stats.games_won, stats.shared_wins) == (0, 2, 1)
    assert (stats.rounds, stats.calls_made, stats.score_total) == (9, 4, -37)
    assert stats.best_game_total == -12  # a best total below zero is still a best total
    assert (stats.longest_made_run, stats.current_made_run) == (3, 2)
    assert stats.per_level["hard"]["score_total"] == -5
    assert stats.per_level["hard"]["best_game_total"] == -5
    assert stats.days_done == ["2026-11-30"]
    assert stats.to_dict()["recorded"] == {"s1": {"rounds": [0, 2], "game": False},
                                           "s4": {"rounds": [1], "game": True}}


def test_figures_missing_from_stats_json_are_zero(tmp_path):
    (tmp_path / "stats.json").write_text(json.dumps({"games_played": 1}))
    stats = Store.open(tmp_path, tmp_path).stats
    assert (stats.games_played, stats.longest_made_run, stats.current_made_run) == (1, 0, 0)
    assert stats.days_done == [] and stats.daily == {} and stats.per_level == {}


# -- game.json: what is resumed, and what is put aside ---------------------------------------

def save_doc(**changes) -> dict:
    doc = {"format": 1, "level": "hard", "daily": None, "game": unfinished_game(9).to_json()}
    doc.update(changes)
    return doc


def test_a_save_keeps_its_daily_and_an_unknown_level_resumes_at_medium(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    game = unfinished_game(10)
    store.save_game(game, "expert", DAY)
    saved = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert saved is not None and (saved.level, saved.daily) == ("expert", DAY)
    store.game_path.write_text(json.dumps(save_doc(level="godlike", daily="someday")))
    again = Store.open(tmp_path / "c", tmp_path / "d")
    saved = again.load_game()
    assert saved is not None and (saved.level, saved.daily) == ("medium", None)
    assert again.notices == []


def test_a_save_without_a_good_format_version_or_game_is_put_aside(tmp_path):
    data = tmp_path / "d"
    for bad in (save_doc(format="1"), save_doc(format=0), save_doc(format=True),
                save_doc(format=None), save_doc(game=[1, 2]), save_doc(game=None)):
        Store.open(tmp_path / "c", data).game_path.write_text(json.dumps(bad))
        store = Store.open(tmp_path / "c", data)
        assert store.load_game() is None
        [notice] = store.notices
        assert notice.startswith("Your saved game was damaged, so it cannot be continued")
        assert (data / notice.fields["kept"]).exists() and not store.game_path.exists()


def test_a_save_that_cannot_be_read_is_said_once_and_left_where_it_is(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.game_path.mkdir()  # a folder where the file should be: it cannot be read
    assert store.load_game() is None
    assert store.load_game() is None
    assert store.notices == ["Callbreak could not read your saved game, so it cannot be "
                             "continued."]
    assert store.game_path.is_dir() and sorted(p.name for p in store.data_dir.iterdir()) == \
        ["game.json"]


def test_a_save_the_disk_refused_is_forgotten_once_the_game_is_cleared(tmp_path, monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    real = atomic.write_bytes

    def refuse(path, data):
        raise PermissionError("read-only for now")

    monkeypatch.setattr(atomic, "write_bytes", refuse)
    store.save_game(unfinished_game(11), "hard")
    assert store.load_game() is not None  # kept in memory meanwhile
    monkeypatch.setattr(atomic, "write_bytes", real)  # the disk is back
    store.clear_game()
    assert store.load_game() is None
    assert not store.game_path.exists()
