"""The store: settings.json in the config directory, game.json (the game in progress) and
stats.json in the data directory. Every write is atomic; no file, however broken, stops the
game: a damaged one is moved aside and the player told once, in `notices`. When a directory
cannot be written, the game carries on from memory and says so once. After `start_writer` the
writes happen on a background thread (`writer.Writer`), so a slow disk never costs a frame;
`close` waits for them.
"""

from __future__ import annotations

import copy
import json
import logging
import os
from pathlib import Path
from typing import Any

import platformdirs

from ..engine import GAME_OVER, Game
from . import atomic
from .savegame import SavedGame, UnusableSave, decode, encode
from .settings import Settings
from .stats import Stats
from .writer import NOTHING, Writer

log = logging.getLogger(__name__)

APP_NAME = "callbreak"
SETTINGS_FILE = "settings.json"
GAME_FILE = "game.json"
LAST_GAME_FILE = "last-game.json"  # the last finished game, kept for its scorecard
STATS_FILE = "stats.json"
_DELETED = object()  # a pending removal of a file we could not remove


class Notice(str):
    """A sentence for the player: English as a `str` (for the log and for tests), with the
    `template` and `fields` it was made from, so a screen can say it in the player's
    language (`tr(notice.template, **notice.fields)`)."""

    template: str
    fields: dict[str, str]

    def __new__(cls, template: str, **fields: str) -> Notice:
        out = super().__new__(cls, template.format(**fields))
        out.template, out.fields = template, fields
        return out


KEPT = "; the old file is kept as {kept}."
SETTINGS_RESET = ("Callbreak started with the default settings; your old settings are kept as "
                  "{kept}.")
SETTINGS_UNREADABLE = ("Callbreak could not read your settings file, so it started with the "
                       "default settings.")
SETTINGS_DAMAGED = "Your settings file was damaged, so Callbreak started with the defaults"
GAME_UNREADABLE = "Callbreak could not read your saved game, so it cannot be continued."
GAME_NEWER = ("Your saved game comes from a newer version of Callbreak, so it cannot be "
              "continued here")
GAME_DAMAGED = "Your saved game was damaged, so it cannot be continued"
STATS_UNREADABLE = ("Callbreak could not read your statistics file, so the figures start "
                    "again from zero for now.")
STATS_DAMAGED = "Your statistics file was damaged, so the figures start again from zero"
CANNOT_SAVE_SETTINGS = ("Callbreak cannot save in {directory}, so your settings last only "
                        "until you close it.")
CANNOT_SAVE_GAME = ("Callbreak cannot save in {directory}, so your game and statistics last "
                    "only until you close it. It tries again at every save.")
# every sentence a notice can be (the translations are checked against this list)
NOTICES = (SETTINGS_RESET, SETTINGS_UNREADABLE, GAME_UNREADABLE, STATS_UNREADABLE,
           CANNOT_SAVE_SETTINGS, CANNOT_SAVE_GAME) + tuple(
    first + end for first in (SETTINGS_DAMAGED, GAME_NEWER, GAME_DAMAGED, STATS_DAMAGED)
    for end in (".", KEPT))


class Store:
    """Open with `Store.open(...)`. All methods are safe to call whatever the disk does."""

    def __init__(self, config_dir: Path, data_dir: Path) -> None:
        self.config_dir = Path(config_dir)
        self.data_dir = Path(data_dir)
        self.settings = Settings()
        self.notices: list[Notice] = []
        self._stats = Stats()
        self._stats_snapshot: Stats | None = None
        # Documents the disk refused, read back from here instead of the disk, so the game
        # keeps working from memory on a read-only directory.
        self._unsaved: dict[Path, Any] = {}
        self._told_unwritable: set[Path] = set()  # each folder's trouble is said once
        self._writer: Writer | None = None
        # the coach's analyses by game (its seed) and round, kept with the game's file
        self._coach: dict[str, dict[int, dict[str, Any]]] = {}
        # the game each of game.json and last-game.json holds: (key, game, level, daily)
        self._holds: dict[Path, tuple[str, Game, str, str | None]] = {}

    def start_writer(self) -> None:
        """From now on, write on a background thread (the app does this; tests and tools
        that want a file on disk at once need not)."""
        if self._writer is None:
            self._writer = Writer(self._apply)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait for the background writes; False if the disk took longer than `timeout`."""
        return self._writer.flush(timeout) if self._writer is not None else True

    def close(self, timeout: float | None = 10.0) -> bool:
        """Finish every write asked for and stop the writer (writes are immediate after)."""
        writer, self._writer = self._writer, None
        return writer.close(timeout) if writer is not None else True

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def open(cls, config_dir: Path | None = None, data_dir: Path | None = None,
             reset_settings: bool = False) -> Store:
        """Open (creating if need be) the player's directories; never raises for a file."""
        store = cls(
            Path(config_dir) if config_dir is not None
            else platformdirs.user_config_path(APP_NAME),
            Path(data_dir) if data_dir is not None
            else platformdirs.user_data_path(APP_NAME),
        )
        for directory, names in ((store.config_dir, (SETTINGS_FILE,)),
                                 (store.data_dir, (GAME_FILE, LAST_GAME_FILE, STATS_FILE))):
            try:
                directory.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                log.warning("cannot create %s: %s", directory, exc)
                store._tell_unwritable(directory)
            atomic.clean_stale_temp_files(directory, names)
        store._load_settings(reset_settings)
        store._load_stats()
        return store

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def game_path(self) -> Path:
        return self.data_dir / GAME_FILE

    @property
    def stats_path(self) -> Path:
        return self.data_dir / STATS_FILE

    def take_notices(self) -> list[Notice]:
        """The notices not shown yet, emptying the list (call once per screen change)."""
        notes, self.notices = self.notices, []
        return notes

    # -- settings --------------------------------------------------------------------------
    def save_settings(self, settings: Settings) -> None:
        if not isinstance(settings, Settings):
            raise TypeError(f"save_settings wants a Settings, not {type(settings).__name__}")
        self.settings = settings
        self._write(self.settings_path, settings.to_dict())

    def _load_settings(self, reset: bool) -> None:
        path = self.settings_path
        if reset:
            if os.path.lexists(path):  # (lexists never raises)
                kept = atomic.move_aside(path, ".old")
                if kept is not None:
                    self.notices.append(Notice(SETTINGS_RESET, kept=kept.name))
            self.save_settings(Settings())
            return
        data = self._read_object(path, SETTINGS_UNREADABLE, SETTINGS_DAMAGED)
        if data is not None:
            self.settings = Settings.from_dict(data)

    # -- the game in progress --------------------------------------------------------------
    def has_saved_game(self) -> bool:
        """Whether Continue can resume a game (a damaged save is moved aside here too)."""
        return self.load_game() is not None

    def load_game(self) -> SavedGame | None:
        """The saved game, rebuilt fresh on every call; None when there is none or it was
        unusable (then it is moved aside and a notice added)."""
        path = self.game_path
        pending = self._writer.latest(path) if self._writer is not None else NOTHING
        if pending is not NOTHING or path in self._unsaved:
            doc = pending if pending is not NOTHING else self._unsaved[path]
            if doc is _DELETED:
                return None
        else:
            found = atomic.read_json(path)
            if found.status == atomic.MISSING:
                return None
            if found.status == atomic.UNREADABLE:
                log.warning("cannot read %s: %s", path, found.error)
                self.notices.append(Notice(GAME_UNREADABLE))
                self._unsaved[path] = _DELETED  # say it once, not at every check
                return None
            doc = found.value if found.status == atomic.OK else None
        try:
            saved = decode(doc)
        except UnusableSave as exc:
            log.warning("saved game %s is unusable: %s", path, exc)
            self._unsaved.pop(path, None)
            if exc.newer:
                self.notices.append(self._aside_notice(path, GAME_NEWER, suffix=".newer"))
            else:
                self.notices.append(self._aside_notice(path, GAME_DAMAGED))
            return None
        if saved.game.phase == GAME_OVER:  # finished: nothing to continue
            self.clear_game()
            return None
        self._heard_coach(saved, path)
        return saved

    def save_game(self, game: Game, level: str, daily: str | None = None) -> None:
        """Save the game in progress (atomically); a finished game removes its save."""
        if game.phase == GAME_OVER:
            self.clear_game()
            return
        self._write_game(self.game_path, game, level, daily)

    # -- the last finished game ------------------------------------------------------------
    @property
    def last_game_path(self) -> Path:
        return self.data_dir / LAST_GAME_FILE

    def save_last_game(self, game: Game, level: str, daily: str | None = None) -> None:
        """Keep a finished game, so its rounds can be looked at again after it ends."""
        if game.phase == GAME_OVER:
            self._write_game(self.last_game_path, game, level, daily)

    def load_last_game(self) -> SavedGame | None:
        """The last finished game, or None (a damaged file is only left out: it is a
        keepsake, not a game in progress)."""
        path = self.last_game_path
        pending = self._writer.latest(path) if self._writer is not None else NOTHING
        doc = pending if pending is not NOTHING else self._unsaved.get(path)
        if doc is None:
            found = atomic.read_json(path)
            if found.status != atomic.OK:
                return None
            doc = found.value
        try:
            saved = decode(doc)
        except UnusableSave as exc:
            log.warning("the last game %s is unusable: %s", path, exc)
            return None
        if saved.game.phase != GAME_OVER:
            return None
        self._heard_coach(saved, path)
        return saved

    # -- the coach's analyses, kept with their game ----------------------------------------
    @staticmethod
    def _game_key(game: Game) -> str:
        return str(game.seed)

    def keep_analysis(self, game: Game, round_no: int, analysis: dict[str, Any]) -> None:
        """The coach's analysis of round `round_no` of `game` (plain JSON): kept with the
        game, in game.json while it goes on or in last-game.json once it is over, so the
        review shows it again after a restart. A game no file holds any more keeps it in
        memory only."""
        if not isinstance(analysis, dict) or not 0 <= round_no < 10:
            log.warning("not a round's analysis: round %r, %.60r", round_no, analysis)
            return
        key = self._game_key(game)
        kept = self._coach.pop(key, {})
        kept[round_no] = analysis
        self._coach[key] = kept  # most recent last
        while len(self._coach) > 4:
            del self._coach[next(iter(self._coach))]
        for path, (held, held_game, level, daily) in list(self._holds.items()):
            if held == key and not (path == self.game_path and held_game.phase == GAME_OVER):
                self._write_game(path, held_game, level, daily)

    def analyses(self, game: Game) -> dict[int, dict[str, Any]]:
        """The coach's analyses kept for `game` (by its seed: check they fit), by round."""
        return dict(self._coach.get(self._game_key(game), {}))

    def _heard_coach(self, saved: SavedGame, path: Path) -> None:
        key = self._game_key(saved.game)
        if saved.coach:
            self._coach[key] = {**saved.coach, **self._coach.pop(key, {})}
        if path not in self._holds:  # read after a restart: an analysis found now goes in
            self._holds[path] = (key, saved.game, saved.level, saved.daily)

    def _write_game(self, path: Path, game: Game, level: str, daily: str | None) -> None:
        key = self._game_key(game)
        self._holds[path] = (key, game, level, daily)
        self._write(path, encode(game, level, daily, self._coach.get(key)))

    def clear_game(self) -> None:
        path = self.game_path
        self._holds.pop(path, None)
        if self._writer is not None:
            self._writer.submit(path, None, _DELETED)
            return
        self._remove(path)

    def _remove(self, path: Path) -> None:
        try:
            atomic.remove(path)
        except OSError as exc:
            log.warning("cannot remove %s: %s", path, exc)
            self._unsaved[path] = _DELETED
            self._tell_unwritable(path.parent)
            return
        self._unsaved.pop(path, None)

    # -- statistics ------------------------------------------------------------------------
    @property
    def stats(self) -> Stats:
        """A read-only snapshot of the statistics, cheap to ask for every frame (it is
        copied again only after a change; changing it changes nothing stored)."""
        if self._stats_snapshot is None:
            self._stats_snapshot = copy.deepcopy(self._stats)
        return self._stats_snapshot

    def record_round(self, game: Game, level: str, daily: str | None = None) -> None:
        """After each RoundScored: counts every scored round of `game` not yet counted."""
        if self._stats.record_rounds(game, level, daily):
            self._write_stats()

    def record_game(self, game: Game, level: str, daily: str | None = None) -> None:
        """After GameOver: counts the game (and any uncounted rounds) once."""
        if self._stats.record_game(game, level, daily):
            self._write_stats()

    def record_coach_round(self, game: Game, round_no: int, given_away: int,
                           daily: str | None = None) -> None:
        """The coach's analysis of `round_no` of `game` is done: seat 0 gave away
        `given_away` tenths of a point in it. Kept with the game while it goes on and put
        into its history record when it is over; an analysis that finishes after the game
        is over goes straight into the record. The first figure for a round stays."""
        if self._stats.record_coach_round(game, round_no, given_away, daily):
            self._write_stats()

    def record_lesson_offered(self) -> None:
        """The first-game lesson was offered and answered: kept with the statistics."""
        if not self._stats.lesson_offered:
            self._stats.lesson_offered = True
            self._write_stats()

    def reset_stats(self) -> None:
        """Forget every figure (ask the player first)."""
        self._stats.reset()
        self._write_stats()

    def daily_played(self, date: Any) -> bool:
        """Whether `date`'s daily deal was already completed for the record."""
        return self._stats.daily_played(date)

    def _write_stats(self) -> None:
        self._stats_snapshot = None
        self._write(self.stats_path, self._stats.to_dict())

    def _load_stats(self) -> None:
        path = self.stats_path
        data = self._read_object(path, STATS_UNREADABLE, STATS_DAMAGED)
        if data is not None:
            self._stats = Stats.from_dict(data)

    def _read_object(self, path: Path, unreadable: str, damaged: str) -> dict[str, Any] | None:
        """The JSON object in `path`, or None: missing says nothing, unreadable says
        `unreadable`, and anything else is moved aside with `damaged` as the notice."""
        found = atomic.read_json(path)
        if found.status == atomic.MISSING:
            return None
        if found.status == atomic.UNREADABLE:
            log.warning("cannot read %s: %s", path, found.error)
            self.notices.append(Notice(unreadable))
            return None
        if found.status == atomic.OK and isinstance(found.value, dict):
            return found.value
        log.warning("%s is not a JSON object (%s)", path, found.error or type(found.value))
        self.notices.append(self._aside_notice(path, damaged))
        return None

    # -- files -----------------------------------------------------------------------------
    def _write(self, path: Path, doc: Any) -> None:
        data = atomic.dumps(doc)  # here, not on the writer's thread: `doc` may change later
        if self._writer is not None:
            self._writer.submit(path, data, doc)
        else:
            self._write_bytes(path, data)

    def _apply(self, path: Path, data: bytes | None) -> None:
        """A job of the background writer: write `data` to `path`, or remove it (None)."""
        if data is None:
            self._remove(path)
        else:
            self._write_bytes(path, data)

    def _write_bytes(self, path: Path, data: bytes) -> None:
        try:
            try:
                atomic.write_bytes(path, data)
            except FileNotFoundError:  # the directory went away while we ran: make it again
                path.parent.mkdir(parents=True, exist_ok=True)
                atomic.write_bytes(path, data)
        except OSError as exc:
            # once, not at every card while writing it keeps failing (a path marked gone,
            # after an unreadable save or a failed removal, has not failed a write yet)
            if self._unsaved.get(path, _DELETED) is _DELETED:
                log.warning("cannot write %s: %s", path, exc)
            self._unsaved[path] = json.loads(data)  # read back from memory from now on
            self._tell_unwritable(path.parent)
            return
        self._unsaved.pop(path, None)

    def _tell_unwritable(self, directory: Path) -> None:
        """Say once per folder what cannot be kept there (only what lives there)."""
        if directory not in self._told_unwritable:
            self._told_unwritable.add(directory)
            sentence = CANNOT_SAVE_SETTINGS if directory == self.config_dir else CANNOT_SAVE_GAME
            self.notices.append(Notice(sentence, directory=str(directory)))

    @staticmethod
    def _aside_notice(path: Path, first: str, suffix: str = ".bad") -> Notice:
        kept = atomic.move_aside(path, suffix)
        if kept is None:
            return Notice(first + ".")
        return Notice(first + KEPT, kept=kept.name)
