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
                                "must_beat": True, "redeal": "off", "clockwise": False}
    assert Store.open(tmp_path / "c", tmp_path / "d").settings == chosen
