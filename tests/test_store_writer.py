"""Saving never stalls the table: with the background writer a stuck disk costs the frame
nothing, the game reads back what it saved at once, and closing waits until the disk has the
last save (or the removal of a finished game), in the order they were asked for."""

import threading

from callbreak.engine import Game, HouseRules
from callbreak.store import Store, atomic


def played(seed: int, cards: int) -> Game:
    game = Game(HouseRules(), seed)
    while game.phase == "calling":
        game.call(game.turn, 2)
    for _ in range(cards):
        game.play(game.turn, game.round.legal_cards(game.turn)[0])
    return game


def hold_the_disk(monkeypatch) -> threading.Event:
    """Every write waits until the returned event is set (a synchronous save would wait on
    the frame thread, and fail the test after ten seconds)."""
    release = threading.Event()
    real = atomic.write_bytes

    def held(path, data):
        assert release.wait(10), "the disk was never released"
        real(path, data)

    monkeypatch.setattr(atomic, "write_bytes", held)
    return release


def test_a_stuck_disk_does_not_stop_the_game(tmp_path, monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    release = hold_the_disk(monkeypatch)
    game = played(3, 5)
    store.save_game(game, "hard")  # returns while the disk is stuck
    saved = store.load_game()
    assert saved is not None and saved.game.to_json() == game.to_json()
    assert not store.game_path.exists()
    release.set()
    assert store.close()
    on_disk = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert on_disk is not None and on_disk.game.to_json() == game.to_json()


def test_the_last_of_many_saves_and_removals_is_what_stays(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    games = [played(seed, seed % 20) for seed in range(12)]
    for i, game in enumerate(games):
        store.save_game(game, "medium")
        if i % 3 == 2:
            store.clear_game()
            assert store.load_game() is None
    store.save_game(games[-2], "expert")
    store.clear_game()
    assert store.load_game() is None
    store.save_game(games[4], "easy")
    assert store.close()
    again = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert again is not None and again.level == "easy"
    assert again.game.to_json() == games[4].to_json()


def test_a_refusing_disk_is_reported_once_and_the_game_kept_in_memory(tmp_path, monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()

    def refuse(path, data):
        raise PermissionError("read-only")

    monkeypatch.setattr(atomic, "write_bytes", refuse)
    game = played(8, 9)
    for _ in range(3):
        store.save_game(game, "hard")
    assert store.flush()
    assert len(store.take_notices()) == 1
    saved = store.load_game()
    assert saved is not None and saved.game.to_json() == game.to_json()
    assert store.close()


def test_closing_the_window_waits_for_the_last_save(tmp_path, monkeypatch):
    """The window closes while the disk is still busy with a save: the program ends only
    once the save is on disk, so Continue finds it next time."""
    import pygame

    from callbreak.app.wiring import make_app

    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    release = hold_the_disk(monkeypatch)
    app = make_app(headless=True, store=store, thinker="inline", instant=True)
    game = played(5, 7)
    store.save_game(game, "hard")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    threading.Timer(0.3, release.set).start()
    app.run()
    assert store.game_path.exists()
    saved = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert saved is not None and saved.game.to_json() == game.to_json()
