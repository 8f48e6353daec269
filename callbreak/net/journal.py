"""A table server's tables on disk: one append-only journal in a folder, written in groups
(docs/protocol.md, The table server: Saving).

The server hands over every table that changed since its last save as one group
(`save_many`): each table becomes one line of JSON, `{"code":"K7QX","table":{...}}` (or
`"table":null` for a table let go), the lines are appended to `journal.jsonl` with one
write and made durable with one fdatasync, so one flush to the disk serves every move of
the group. When it returns, every table of the group is on disk: the server sends a move's
frames only after that. A line is written in the disk thread, and costs what changed: the
engine shares a finished round's JSON between saves (`Game.to_json`), so the text of a
round already written is reused, and only the table's seats and its round in play are
encoded afresh.

Reading back takes each code's last line. A line cut short by a crash in the middle of a
write (only the last can be) is not a saved table and is left out; the group it belonged to
had not been acknowledged, so no guest saw its frames. When the folder is opened, and again
whenever the journal has grown to COMPACT_FACTOR times what its tables need (and at least
COMPACT_BYTES), it is rewritten with one line per table, atomically (a temporary file,
fsync, rename, the folder fsynced). Folders of older servers hold a file per table
(`table-CODE.json`): those are read first, folded into the journal and removed; one that is
not JSON is put aside as `.bad`.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, BinaryIO

from callbreak.store.atomic import DAMAGED, OK, move_aside, read_json, remove, write_bytes

log = logging.getLogger(__name__)

JOURNAL = "journal.jsonl"
OLD_TABLE_GLOB = "table-*.json"  # one file per table, as servers before the journal kept them
COMPACT_BYTES = 64 << 20  # the journal is rewritten no sooner than at this size,
COMPACT_FACTOR = 4  # and only once it is this many times what its tables need

Saved = tuple[str, "dict[str, Any] | None"]  # a table's code and its JSON (None: let go)
_flush = getattr(os, "fdatasync", os.fsync)  # the data to the disk (fsync where no fdatasync)


def _dumps(data: object) -> bytes:
    return json.dumps(data, separators=(",", ":")).encode()


def _line(code: str, data: dict[str, Any] | None, table: bytes | None = None) -> bytes:
    """The journal's line for a table (`table`: its JSON text, when made already)."""
    if table is None:
        table = b"null" if data is None else _dumps(data)
    return b'{"code":"' + code.encode("ascii") + b'","table":' + table + b"}\n"


def _with(head: bytes, key: str, value: bytes) -> bytes:
    """`head`, an object's JSON text, with one more member: `key` holding `value` (text)."""
    comma = b"," if head != b"{}" else b""
    return head[:-1] + comma + _dumps(key) + b":" + value + b"}"


Written = list[tuple[object, bytes]]  # a table's finished rounds: each one's JSON and its text


def _table_text(data: dict[str, Any], before: Written) -> tuple[bytes, Written]:
    """A table's JSON text, and its finished rounds' texts to reuse next time. A round's
    text is reused when its JSON is the very object written before (the engine's promise:
    a finished round's JSON is shared and never changes); the object is kept with the text,
    so its identity cannot pass to another."""
    game = data.get("game")
    rounds = game.get("rounds") if isinstance(game, dict) else None
    if not isinstance(game, dict) or not isinstance(rounds, list) or len(rounds) < 2:
        return _dumps(data), []
    done: Written = [before[n] if n < len(before) and before[n][0] is rnd else
                     (rnd, _dumps(rnd)) for n, rnd in enumerate(rounds[:-1])]
    texts = [text for _, text in done] + [_dumps(rounds[-1])]
    game_text = _with(_dumps({k: v for k, v in game.items() if k != "rounds"}), "rounds",
                      b"[" + b",".join(texts) + b"]")
    return _with(_dumps({k: v for k, v in data.items() if k != "game"}), "game",
                 game_text), done


def read_journal(path: Path) -> dict[str, dict[str, Any] | None]:
    """Each code's last word in the journal at `path` (None: let go), changing nothing. A
    line cut short by a crash, the last one, is left out."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        return {}
    found: dict[str, dict[str, Any] | None] = {}
    lines = raw.split(b"\n")
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            code, table = entry["code"], entry["table"]
            if not isinstance(code, str) or not (table is None or isinstance(table, dict)):
                raise ValueError("not a saved table")
        except (ValueError, KeyError, TypeError):
            if number < len(lines):  # not the last: damaged, not merely cut short
                log.warning("%s line %d is not a saved table; left out", path, number)
            continue
        found[code] = table
    return found


class TableJournal:
    """The tables of one server in `folder`. `load()` first (it opens the journal for
    appending), then `save_many` from one thread at a time."""

    def __init__(self, folder: Path, *, compact_bytes: int = COMPACT_BYTES) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / JOURNAL
        self.compact_bytes = compact_bytes
        self._lines: dict[str, bytes] = {}  # each live table's last line
        self._rounds: dict[str, Written] = {}  # each live table's finished rounds written
        self._file: BinaryIO | None = None
        self._size = 0  # bytes in the journal now
        self.flushes = 0  # fdatasyncs so far (for the log and the benchmark)

    # -- reading ------------------------------------------------------------------------------
    def load(self) -> list[dict[str, Any]]:
        """Every table saved in the folder (the journal's last word on each), and the
        journal rewritten with those alone, ready for appending."""
        tables: dict[str, dict[str, Any] | None] = {}
        old = sorted(self.folder.glob(OLD_TABLE_GLOB))
        for path in old:
            found = read_json(path)
            if found.status == OK and isinstance(found.value, dict) and \
                    isinstance(found.value.get("code"), str):
                tables[found.value["code"]] = found.value
            elif found.status in (OK, DAMAGED):
                log.warning("%s is not a saved table; moved aside", path.name)
                move_aside(path)
            else:
                log.warning("%s could not be read: %s", path.name, found.error)
        tables.update(read_journal(self.path))
        live = {code: data for code, data in tables.items() if data is not None}
        self._lines = {code: _line(code, data) for code, data in live.items()}
        # a table let go whose old file is still there must stay gone if we stop mid-way
        gone = [_line(code, None) for code in tables if code not in live]
        self._rewrite(gone)
        for path in old:
            if path.exists():
                remove(path)
        return list(live.values())

    # -- writing ------------------------------------------------------------------------------
    def save_many(self, batch: Iterable[Saved]) -> None:
        """Append every table of `batch` and flush them to the disk together: when this
        returns, all of them are durable (OSError if they cannot be)."""
        if self._file is None:
            self.load()
        assert self._file is not None
        lines = []
        for code, data in batch:
            if data is None:
                line = _line(code, None)
                self._lines.pop(code, None)
                self._rounds.pop(code, None)
            else:
                text, self._rounds[code] = _table_text(data, self._rounds.get(code, []))
                line = self._lines[code] = _line(code, data, text)
            lines.append(line)
        chunk = b"".join(lines)
        if not chunk:
            return
        view = memoryview(chunk)
        while view:  # an unbuffered write may take less than all of it
            view = view[self._file.write(view) or 0:]
        _flush(self._file.fileno())
        self.flushes += 1
        self._size += len(chunk)
        if self._size >= self.compact_bytes and \
                self._size >= COMPACT_FACTOR * sum(map(len, self._lines.values())):
            self._rewrite()

    def save(self, code: str, data: dict[str, Any] | None) -> None:
        """One table alone (a group of one)."""
        self.save_many([(code, data)])

    def _rewrite(self, extra: list[bytes] | None = None) -> None:
        """The journal replaced, atomically, by one line for each live table."""
        if self._file is not None:
            self._file.close()
        content = b"".join(self._lines.values()) + b"".join(extra or [])
        write_bytes(self.path, content)
        self._size = len(content)
        self._file = self.path.open("ab", buffering=0)

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


__all__ = ["TableJournal", "read_journal", "JOURNAL", "COMPACT_BYTES", "COMPACT_FACTOR", "Saved"]
