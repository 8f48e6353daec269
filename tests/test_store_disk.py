"""What the store does on the disk, promise by promise: our JSON (UTF-8, one space of indent,
never NaN), how big a file it reads, what it calls a missing, unreadable or damaged file,
writes through a temporary file beside the real one, a refused rename retried only where a
virus scanner may hold the file (Windows), bad files kept as .bad, .bad.2, .bad.3, the
temporary files a crash left cleaned after a minute, the player's folders made with their
parents, and a notice that says so when a bad file cannot even be moved."""

from __future__ import annotations

import json
import math
import os
import shutil
import types
from pathlib import Path

import platformdirs
import pytest

from callbreak.engine import Game, HouseRules
from callbreak.store import Settings, Store, atomic


def unfinished_game(seed: int) -> Game:
    game = Game(HouseRules(rounds=3), seed)
    while game.phase == "calling":
        game.call(game.turn, 2)
    return game


def test_our_json_is_utf8_with_one_space_of_indent_and_never_nan():
    assert atomic.dumps({"नाम": ["आरती", 1]}) == \
        '{\n "नाम": [\n  "आरती",\n  1\n ]\n}\n'.encode()
    for bad in (math.nan, math.inf, [-math.inf]):
        with pytest.raises(ValueError):
            atomic.dumps(bad)


def test_a_file_of_16_mib_is_read_and_a_byte_more_is_too_large(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b'"' + b"x" * (atomic.MAX_READ_BYTES - 2) + b'"')
    found = atomic.read_json(path)
    assert found.status == atomic.OK and len(found.value) == atomic.MAX_READ_BYTES - 2
    path.write_bytes(b'"' + b"x" * (atomic.MAX_READ_BYTES - 1) + b'"')
    assert atomic.read_json(path).status == atomic.DAMAGED


def test_a_file_is_missing_unreadable_damaged_or_read(tmp_path):
    (tmp_path / "folder.json").mkdir()
    (tmp_path / "a file").write_text("{}")
    (tmp_path / "bad.json").write_bytes(b'{"a": ')
    (tmp_path / "latin.json").write_bytes(b'"\xe9"')
    (tmp_path / "good.json").write_text('{"a": [1]}')
    status = {name: atomic.read_json(tmp_path / name).status
              for name in ("none.json", "a file/inside.json", "folder.json", "bad.json",
                           "latin.json", "good.json")}
    assert status == {"none.json": atomic.MISSING, "a file/inside.json": atomic.MISSING,
                      "folder.json": atomic.UNREADABLE, "bad.json": atomic.DAMAGED,
                      "latin.json": atomic.DAMAGED, "good.json": atomic.OK}
    assert atomic.read_json(tmp_path / "good.json").value == {"a": [1]}


def test_a_write_goes_through_a_temporary_file_beside_the_real_one(tmp_path, monkeypatch):
    renames = []
    real = os.replace

    def replace(src, dst):
        renames.append((Path(src), Path(dst)))
        real(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    store = Store.open(tmp_path / "c", tmp_path / "d")
    store.save_settings(Settings(level="hard"))
    [(src, dst)] = renames
    assert dst == store.settings_path and src.parent == dst.parent
    assert src.name.startswith(".settings.json.") and src.name.endswith(".tmp")
    assert not src.exists() and sorted(p.name for p in dst.parent.iterdir()) == \
        ["settings.json"]


def refusing_rename(monkeypatch, refusals: int) -> list[Path]:
    """os.replace refuses `refusals` times (a scanner holding the file), then works."""
    tries = []
    real = os.replace

    def replace(src, dst):
        tries.append(Path(dst))
        if len(tries) <= refusals:
            raise PermissionError("held by another program")
        real(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    return tries


def test_here_a_refused_rename_is_not_retried_and_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    path.write_bytes(b"old")
    tries = refusing_rename(monkeypatch, 1)
    with pytest.raises(PermissionError):
        atomic.write_bytes(path, b"new")
    assert len(tries) == 1 and path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]  # no temporary left


def test_on_windows_a_refused_rename_is_tried_five_times_waiting_longer_each_time(
        tmp_path, monkeypatch):
    monkeypatch.setattr(atomic, "sys", types.SimpleNamespace(platform="win32"))
    waits = []
    monkeypatch.setattr(atomic.time, "sleep", waits.append)
    path = tmp_path / "f.json"
    tries = refusing_rename(monkeypatch, 2)
    atomic.write_bytes(path, b"new")  # the third try gets through
    assert (len(tries), path.read_bytes()) == (3, b"new")
    assert waits == pytest.approx([0.02, 0.04])
    waits.clear()
    tries = refusing_rename(monkeypatch, 99)
    with pytest.raises(PermissionError):
        atomic.write_bytes(path, b"newer")
    assert len(tries) == 5 and path.read_bytes() == b"new"
    assert waits == pytest.approx([0.02, 0.04, 0.08, 0.16])


def test_bad_saves_in_a_row_are_kept_as_bad_bad_2_and_bad_3(tmp_path):
    for n in range(3):
        (tmp_path / "game.json").write_text(f"broken {n}")
        store = Store.open(tmp_path, tmp_path)
        assert store.load_game() is None
    assert {p.name: p.read_text() for p in tmp_path.iterdir() if ".bad" in p.name} == {
        "game.json.bad": "broken 0", "game.json.bad.2": "broken 1",
        "game.json.bad.3": "broken 2"}


def test_temporary_files_a_crash_left_go_after_a_minute_and_nothing_else(tmp_path):
    now = 1_000_000.0

    def make(name: str, age: float, folder: bool = False) -> None:
        path = tmp_path / name
        path.mkdir() if folder else path.write_text("x")
        os.utime(path, (now - age, now - age), follow_symlinks=False)

    for n in range(4):
        make(f"a{n}.txt", 999)  # not a temporary file
        make(f".game.json.{n}.tmp", 60 + n)  # ours, a minute old or more: goes
        make(f".other.json.{n}.tmp", 999)  # not one of the names asked about
    make(".game.json.new.tmp", 59)  # a write in progress elsewhere
    make(".stats.json.dir.tmp", 999, folder=True)  # cannot be removed as a file
    make(".stats.json.old.tmp", 999)
    (tmp_path / ".stats.json.link.tmp").symlink_to(tmp_path / "a0.txt")  # a fresh target
    os.utime(tmp_path / ".stats.json.link.tmp", (now - 999, now - 999), follow_symlinks=False)
    os.utime(tmp_path / "a0.txt", (now, now))
    removed = atomic.clean_stale_temp_files(tmp_path, ("game.json", "stats.json"), now=now)
    assert removed == 6
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [f"a{n}.txt" for n in range(4)] + [f".other.json.{n}.tmp" for n in range(4)]
        + [".game.json.new.tmp", ".stats.json.dir.tmp"])
    assert atomic.clean_stale_temp_files(tmp_path / "none", ("game.json",), now=now) == 0


def test_opening_makes_the_players_folders_and_cleans_old_temporary_files(tmp_path,
                                                                          monkeypatch):
    asked = []

    def folder(kind):
        def path(app_name):
            asked.append((kind, app_name))
            return tmp_path / kind / "deep" / app_name
        return path

    monkeypatch.setattr(platformdirs, "user_config_path", folder("config"))
    monkeypatch.setattr(platformdirs, "user_data_path", folder("data"))
    config, data = tmp_path / "config" / "deep" / "callbreak", tmp_path / "data" / "deep" / \
        "callbreak"
    for directory, name in ((config, "settings.json"), (data, "game.json"),
                            (data, "stats.json"), (data, "last-game.json")):
        directory.mkdir(parents=True, exist_ok=True)
        stale = directory / f".{name}.x.tmp"
        stale.write_text("half")
        os.utime(stale, (0, 0))
    store = Store.open()
    assert sorted(asked) == [("config", "callbreak"), ("data", "callbreak")]
    assert (store.config_dir, store.data_dir) == (config, data)
    assert [p.name for p in config.iterdir()] == [] and [p.name for p in data.iterdir()] == []
    nested = Store.open(tmp_path / "a" / "b" / "c", tmp_path / "d" / "e" / "f")
    nested.save_settings(Settings())
    assert nested.settings_path.exists() and nested.data_dir.is_dir()


def test_an_unreadable_settings_or_statistics_file_is_said_and_left_alone(tmp_path):
    (tmp_path / "settings.json").mkdir()
    (tmp_path / "stats.json").mkdir()
    store = Store.open(tmp_path, tmp_path)
    assert store.notices == [
        "Callbreak could not read your settings file, so it started with the default "
        "settings.",
        "Callbreak could not read your statistics file, so the figures start again from zero "
        "for now."]
    assert (tmp_path / "settings.json").is_dir() and (tmp_path / "stats.json").is_dir()


def test_a_bad_file_that_cannot_be_moved_is_still_reported(tmp_path, monkeypatch):
    (tmp_path / "game.json").write_text("broken")
    store = Store.open(tmp_path, tmp_path)

    def refuse(src, dst):
        raise PermissionError("no")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    assert store.load_game() is None
    assert store.notices == ["Your saved game was damaged, so it cannot be continued."]


def test_once_the_disk_takes_a_save_again_the_newest_save_is_what_continues(tmp_path,
                                                                            monkeypatch):
    store = Store.open(tmp_path, tmp_path)
    real = atomic.write_bytes

    def refuse(path, data):
        raise PermissionError("read-only for now")

    monkeypatch.setattr(atomic, "write_bytes", refuse)
    older, newer = unfinished_game(1), unfinished_game(2)
    store.save_game(older, "easy")
    monkeypatch.setattr(atomic, "write_bytes", real)
    store.save_game(newer, "hard")
    saved = store.load_game()
    assert saved is not None and saved.game.to_json() == newer.to_json()
    assert json.loads(store.game_path.read_text())["level"] == "hard"


def test_settings_refuse_a_volume_or_window_that_is_not_one(tmp_path):
    for bad in ({"volume": "loud"}, {"volume": True}, {"volume": math.nan},
                {"window_size": (1280, 720, 1)}, {"window_size": (1280.5, 720)},
                {"window_size": (True, 720)}, {"window_size": "ab"}):
        with pytest.raises(ValueError):
            Settings(**bad)
    (tmp_path / "settings.json").write_text(json.dumps({"volume": 1, "window_size": [1600, 900]}))
    read = Store.open(tmp_path, tmp_path).settings
    assert (read.volume, read.window_size) == (1.0, (1600, 900))
    assert isinstance(read.volume, float) and read == Settings(volume=1.0, window_size=(1600, 900))
    (tmp_path / "settings.json").write_text(json.dumps({"volume": True}))
    assert Store.open(tmp_path, tmp_path).settings.volume == 0.8  # the default


def test_folders_removed_while_playing_are_made_again_parents_and_all(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "gone" / "d")
    shutil.rmtree(tmp_path / "gone")
    store.save_game(unfinished_game(3), "hard")
    assert store.game_path.exists() and store.notices == []


def test_a_folder_removed_just_as_the_save_is_put_in_place_is_made_again(tmp_path,
                                                                         monkeypatch):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    real, removals = os.replace, []

    def replace(src, dst):
        # the player empties the folder while the save is being written (only this test's
        # folder: os.replace is the whole process's, and another test's writer may be late)
        if not removals and Path(dst).parent == store.data_dir:
            removals.append(Path(dst).parent)
            shutil.rmtree(Path(dst).parent)
            raise FileNotFoundError(2, "No such file or directory", str(src))
        real(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    game = unfinished_game(5)
    store.save_game(game, "hard")
    assert removals == [store.data_dir] and store.notices == []
    saved = Store.open(tmp_path / "c", tmp_path / "d").load_game()
    assert saved is not None and saved.game.to_json() == game.to_json()
    assert sorted(p.name for p in store.data_dir.iterdir()) == ["game.json"]


def test_a_temporary_name_that_cannot_be_removed_leaves_the_others_cleaned(tmp_path):
    now = 1_000_000.0
    for n in range(10):  # the folders fall among the files in whatever order the disk lists
        (tmp_path / f".game.json.dir{n}.tmp").mkdir()
        (tmp_path / f".game.json.file{n}.tmp").write_text("half")
    for path in tmp_path.iterdir():
        os.utime(path, (now - 999, now - 999))
    assert atomic.clean_stale_temp_files(tmp_path, ("game.json",), now=now) == 10
    assert sorted(p.name for p in tmp_path.iterdir()) == \
        sorted(f".game.json.dir{n}.tmp" for n in range(10))
