"""A crash at any moment leaves every file either old or new and readable, and a disk that
refuses to be written never stops the game."""

import json
import multiprocessing
import os
import random
import signal
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from callbreak.engine import GAME_OVER, Game
from callbreak.store import Settings, Store, atomic

ROOT = Path(__file__).resolve().parent.parent

def writer(path: Path, ready: Connection) -> None:
    """Writes generation after generation until killed: a large file whose every document
    holds its generation number many times over (so a torn or mixed file cannot pass for a
    whole one), and through the store the game in progress, one action further each time,
    and the settings."""
    n = json.loads(path.read_text())["n"]
    store = Store.open(path.parent, path.parent)
    saved = store.load_game()
    game = saved.game if saved else Game(seed=1)
    ready.send("go")
    while True:
        n += 1
        atomic.write_json(path, {"n": n, "body": [n] * 20000})
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 1 + n % 4)
        else:
            legal = game.round.legal_cards(game.turn)
            game.play(game.turn, legal[n % len(legal)])
        if game.phase == GAME_OVER:
            game = Game(seed=n)
        store.save_game(game, "easy")
        store.save_settings(Settings(volume=n % 11 / 10))


def whole_generation(path: Path) -> int:
    doc = json.loads(path.read_text())
    n = doc["n"]
    assert doc["body"] == [n] * 20000, "a torn or mixed file"
    return n


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killing_a_writer_at_random_moments_leaves_the_old_or_the_new_file(tmp_path):
    path = tmp_path / "big.json"
    atomic.write_json(path, {"n": 0, "body": [0] * 20000})
    Store.open(tmp_path, tmp_path).save_game(Game(seed=1), "easy")
    rng = random.Random(20261130)
    # each writer a process of its own, forked from a server that has the game's modules
    # loaded already (a fresh interpreter each time would spend most of the test starting)
    processes = multiprocessing.get_context("forkserver")
    processes.set_forkserver_preload(["callbreak.store", "callbreak.engine"])
    last, advanced = 0, 0
    for _ in range(30):
        ours, theirs = processes.Pipe(duplex=False)
        proc = processes.Process(target=writer, args=(path, theirs), daemon=True)
        proc.start()
        theirs.close()
        assert ours.recv() == "go"
        # on a busy machine the writer may not run at once: its first new file first, then
        # the kill at a random moment among the writes that follow
        deadline = time.monotonic() + 5
        while whole_generation(path) <= last and time.monotonic() < deadline:
            time.sleep(0.002)
        time.sleep(rng.uniform(0, 0.04))
        os.kill(proc.pid, signal.SIGKILL)
        proc.join()
        ours.close()
        assert proc.exitcode == -signal.SIGKILL
        n = whole_generation(path)
        assert n >= last  # never an older file than the one already there
        advanced += n > last
        last = n
        store = Store.open(tmp_path, tmp_path)  # the next start finds everything readable
        assert store.notices == []
        saved = store.load_game()
        assert saved is not None and saved.level == "easy"
    assert advanced >= 10, "the writer hardly ever ran; the test proved little"
    # Temporary files a kill left behind are tidied on a later start, the files untouched.
    names = ("big.json", "game.json", "settings.json")
    atomic.clean_stale_temp_files(tmp_path, names, now=time.time() + 3600)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)
    assert whole_generation(path) == last


def test_a_failed_write_keeps_the_old_file_and_leaves_no_litter(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    atomic.write_json(path, {"old": True})

    def refuse(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", refuse)
    with pytest.raises(OSError):
        atomic.write_json(path, {"old": False})
    assert json.loads(path.read_text()) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_recent_temp_files_are_left_for_the_writer_that_owns_them(tmp_path):
    busy = tmp_path / ".settings.json.abc.tmp"
    busy.write_text("{")
    other = tmp_path / ".notes.txt.abc.tmp"
    other.write_text("not ours")
    assert atomic.clean_stale_temp_files(tmp_path, ("settings.json",)) == 0
    assert atomic.clean_stale_temp_files(tmp_path, ("settings.json",),
                                         now=time.time() + 3600) == 1
    assert other.exists() and not busy.exists()


def play_a_little(game: Game) -> None:
    while game.phase == "calling":
        game.call(game.turn, 2)
    for _ in range(8):
        game.play(game.turn, game.view(game.turn).legal[0])


@pytest.mark.parametrize("how", ["no directory", "read-only"])
def test_an_unwritable_directory_never_stops_the_game(tmp_path, monkeypatch, how):
    if how == "no directory":  # the directories sit under a plain file: nothing can be made
        blocker = tmp_path / "blocker"
        blocker.write_text("")
        config, data = blocker / "config", blocker / "data"
    else:
        config, data = tmp_path / "config", tmp_path / "data"

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Read-only file system")

    if how == "read-only":
        monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)
        monkeypatch.setattr(atomic.os, "unlink", refuse)
    store = Store.open(config, data)
    assert store.settings == Settings()
    store.save_settings(Settings(level="hard"))
    assert store.settings.level == "hard"
    game = Game(seed=7)
    play_a_little(game)
    store.save_game(game, "hard")
    store.record_round(game, "hard")
    # each folder's trouble is said once, naming what lives there
    assert len(store.notices) == 2 and all("cannot save" in n for n in store.notices)
    assert "settings" in store.notices[0] and str(config) in store.notices[0]
    assert "game and statistics" in store.notices[1] and str(data) in store.notices[1]
    saved = store.load_game()  # carried on in memory
    assert saved is not None and saved.game.to_json() == game.to_json()
    assert store.has_saved_game()
    store.clear_game()
    assert store.load_game() is None and not store.has_saved_game()
    store.reset_stats()
    assert len(store.notices) == 2  # told once for each folder


def test_a_directory_removed_while_playing_is_made_again(tmp_path):
    data = tmp_path / "data"
    store = Store.open(tmp_path / "config", data)
    data.rmdir()
    game = Game(seed=3)
    play_a_little(game)
    store.save_game(game, "easy")
    assert store.notices == []
    assert Store.open(tmp_path / "config", data).load_game().game.to_json() == game.to_json()
