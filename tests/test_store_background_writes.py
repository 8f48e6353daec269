"""Saving in the background, promise by promise: each file gets its newest document, in the
order the newest were asked for; while a write waits, the game reads back the newest it
asked for, and once the disk has it, the disk is what counts; a removal really removes;
a flush or a close given a time gives up after it, and a disk stuck for good never keeps
the game from quitting. (tests/test_store_writer.py plays the common cases.)"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from callbreak.engine import Game, HouseRules
from callbreak.store import Settings, Store, atomic

ROOT = Path(__file__).resolve().parent.parent


def played(seed: int, cards: int) -> Game:
    game = Game(HouseRules(), seed)
    while game.phase == "calling":
        game.call(game.turn, 2)
    for _ in range(cards):
        game.play(game.turn, game.round.legal_cards(game.turn)[0])
    return game


class Disk:
    """A disk whose writes each wait to be let through, in turn; `written` names the files
    as their writes begin."""

    def __init__(self, monkeypatch) -> None:
        self.written: list[str] = []
        self._gates: list[threading.Event] = []
        self._lock = threading.Lock()
        real = atomic.write_bytes

        def write(path, data):
            with self._lock:
                self.written.append(Path(path).name)
                gate = self._gate(len(self.written) - 1)
            assert gate.wait(10), "the disk was never let through"
            real(path, data)

        monkeypatch.setattr(atomic, "write_bytes", write)

    def _gate(self, n: int) -> threading.Event:
        while len(self._gates) <= n:
            self._gates.append(threading.Event())
        return self._gates[n]

    def let_through(self, n: int) -> None:
        """Let the n-th write (0 first) reach the disk."""
        with self._lock:
            self._gate(n).set()

    def let_all_through(self) -> None:
        with self._lock:
            for n in range(len(self._gates) + 100):
                self._gate(n).set()

    def wait_until_writing(self, count: int) -> None:
        """Wait until `count` writes have begun."""
        deadline = time.monotonic() + 10
        while len(self.written) < count:
            assert time.monotonic() < deadline, f"only {self.written} began"
            time.sleep(0.002)


def test_each_file_gets_its_newest_document_in_the_order_the_newest_were_asked(
        tmp_path, monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    disk = Disk(monkeypatch)
    first, second = played(1, 3), played(2, 9)
    store.save_game(first, "easy")
    disk.wait_until_writing(1)  # the first save is on its way; the rest wait behind it
    store.save_settings(Settings(level="hard"))
    store.reset_stats()
    store.save_game(second, "expert")
    store.save_settings(Settings(level="expert"))  # asked again: now the last in line
    disk.let_all_through()
    assert store.close()
    assert disk.written == ["game.json", "stats.json", "game.json", "settings.json"]
    again = Store.open(tmp_path / "c", tmp_path / "d")
    assert again.settings.level == "expert"
    saved = again.load_game()
    assert saved is not None and saved.level == "expert"
    assert saved.game.to_json() == second.to_json()


def test_while_an_older_save_is_written_the_newest_is_what_continue_finds(tmp_path,
                                                                         monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    disk = Disk(monkeypatch)
    older, newer = played(3, 4), played(3, 8)
    store.save_game(older, "medium")
    disk.wait_until_writing(1)
    store.save_game(newer, "medium")
    disk.let_through(0)  # the older save lands; the newer one starts its write
    disk.wait_until_writing(2)
    saved = store.load_game()
    assert saved is not None and saved.game.to_json() == newer.to_json()
    disk.let_through(1)
    assert store.close()


def test_once_a_save_is_on_disk_the_disk_is_what_counts(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    store.save_game(played(4, 5), "hard")
    assert store.flush()
    assert store.game_path.exists()
    os.remove(store.game_path)  # say, the player deletes it while the game runs
    assert store.load_game() is None
    assert store.close()


def test_a_finished_games_save_is_removed_from_the_disk_in_the_background(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    store.save_game(played(5, 6), "hard")
    assert store.flush() and store.game_path.exists()
    store.clear_game()
    assert store.close()
    assert not store.game_path.exists()
    assert Store.open(tmp_path / "c", tmp_path / "d").load_game() is None


def test_a_game_cleared_while_its_save_is_written_says_nothing_and_stays_gone(tmp_path,
                                                                             monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    disk = Disk(monkeypatch)
    store.save_game(played(9, 4), "hard")
    disk.wait_until_writing(1)
    store.clear_game()  # waits behind the save
    assert store.load_game() is None and store.take_notices() == []
    disk.let_all_through()
    assert store.close()
    assert store.load_game() is None and store.take_notices() == []
    assert not store.game_path.exists()


def test_without_a_background_writer_flush_and_close_have_nothing_to_wait_for(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.save_game(played(6, 2), "easy")
    assert store.game_path.exists()  # written at once
    assert store.flush() is True
    assert store.close() is True


def test_on_a_stuck_disk_a_flush_or_close_given_a_time_gives_up_after_it(tmp_path,
                                                                        monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    disk = Disk(monkeypatch)
    unstick = threading.Timer(4.0, disk.let_all_through)  # bounds the test if a wait hangs
    unstick.start()
    try:
        store.save_game(played(7, 3), "hard")
        began = time.monotonic()
        assert store.flush(timeout=0.05) is False
        assert time.monotonic() - began < 0.9
        began = time.monotonic()
        assert store.close(timeout=1.0) is False  # then no more waiting for the writer
        assert 0.95 <= time.monotonic() - began < 1.9
    finally:
        disk.let_all_through()
        unstick.cancel()


def test_closing_ends_the_writers_thread(tmp_path):
    before = set(threading.enumerate())
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.start_writer()
    started = set(threading.enumerate()) - before
    assert len(started) == 1
    # a daemon thread: a disk stuck for good cannot keep the program alive (the last test
    # quits a real program with such a disk)
    assert all(thread.daemon for thread in started)
    store.save_game(played(8, 1), "medium")
    assert store.close()
    assert not any(thread.is_alive() for thread in started)


QUIT_WITH_A_STUCK_DISK = """
import sys, threading
from pathlib import Path
from callbreak.engine import Game
from callbreak.store import Store, atomic
atomic.write_bytes = lambda path, data: threading.Event().wait()  # never returns
store = Store.open(Path(sys.argv[1]) / "c", Path(sys.argv[1]) / "d")
store.start_writer()
store.save_game(Game(seed=1), "easy")
print("quitting")
"""


def test_a_disk_stuck_for_good_never_keeps_the_game_from_quitting(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", QUIT_WITH_A_STUCK_DISK, str(tmp_path)],
                         env=env, capture_output=True, text=True, timeout=20)
    assert run.returncode == 0 and run.stdout == "quitting\n"
