"""Where the smoke test keeps files: a temporary folder, removed afterwards, never a folder
that holds a player's files. Given `--config-dir`/`--data-dir`, it copies the files the game
reads there (settings, saved game, statistics) into the temporary folder and checks that the
copies load, so a player's folders are read and never written. Also the settings round
trip."""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .report import SmokeFailure


@dataclass(frozen=True)
class Folders:
    config: Path  # the settings, in the temporary folder
    data: Path  # the saved game and statistics, in the temporary folder
    scratch: Path  # for a round played on the table (its save and statistics)
    copied_from: tuple[Path, ...]  # the player's folders whose files were copied


@contextlib.contextmanager
def scratch_folders(config_dir: Path | None, data_dir: Path | None) -> Iterator[Folders]:
    """A temporary folder holding copies of the files the game reads from `config_dir` and
    `data_dir` (when given), removed on leaving. The given folders are only read."""
    from callbreak.store.store import GAME_FILE, SETTINGS_FILE, STATS_FILE

    with tempfile.TemporaryDirectory(prefix="callbreak-smoke-") as tmp:
        root = Path(tmp)
        config, data, scratch = root / "config", root / "data", root / "scratch"
        for folder in (config, data, scratch):
            folder.mkdir()
        copied = []
        for given, copy, names in ((config_dir, config, (SETTINGS_FILE,)),
                                   (data_dir, data, (GAME_FILE, STATS_FILE))):
            if given is None:
                continue
            copied.append(Path(given))
            for name in names:
                if (Path(given) / name).is_file():
                    try:
                        shutil.copy2(Path(given) / name, copy / name)
                    except OSError as exc:
                        raise SmokeFailure(f"cannot read {Path(given) / name}: {exc}") from exc
        yield Folders(config, data, scratch, tuple(copied))


def open_store(config_dir: Path, data_dir: Path, reset: bool = False) -> Any:
    from callbreak.store import Store

    return Store.open(config_dir, data_dir, reset)


def check_player_files(folders: Folders, reset: bool) -> str:
    """Open the store on the copies, as the game would on the originals: every file there
    must load (a damaged one is reported, not moved aside in the player's folder)."""
    store = open_store(folders.config, folders.data, reset)
    found = [f"settings {'reset' if reset else 'read'}"]
    if store.game_path.is_file():
        saved = store.load_game()
        if saved is None:
            raise SmokeFailure(f"the saved game does not load: {_notices(store)}")
        found.append(f"a saved game in round {saved.game.round_no + 1} loaded")
    if store.stats_path.is_file():
        found.append(f"statistics of {store.stats.games_played} games loaded")
    notices = _notices(store)
    if notices:
        raise SmokeFailure(f"the player's files do not all load: {notices}")
    if not folders.copied_from:
        return f"{'; '.join(found)} (no folder given: a fresh temporary one)"
    where = ", ".join(str(p) for p in folders.copied_from)
    return f"{'; '.join(found)} from copies of {where} (the originals are left untouched)"


def _notices(store: Any) -> str:
    return "; ".join(str(n) for n in store.take_notices())


def check_settings(config_dir: Path, data_dir: Path) -> str:
    """Change one setting, save it, read it back through a fresh store, put it back."""
    store = open_store(config_dir, data_dir)
    before = store.settings
    changed = before.with_(volume=0.35 if before.volume != 0.35 else 0.65)
    store.save_settings(changed)
    if not store.settings_path.is_file():
        raise SmokeFailure(f"no settings file was written at {store.settings_path}")
    again = open_store(config_dir, data_dir)
    if again.settings != changed:
        raise SmokeFailure("the settings read back differ from those written")
    again.save_settings(before)
    if open_store(config_dir, data_dir).settings != before:
        raise SmokeFailure("the original settings could not be restored")
    return "written and read back in the temporary folder"
