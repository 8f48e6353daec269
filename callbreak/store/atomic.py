"""Files that survive a crash: atomic writes, tolerant reads, and moving a bad file aside.

A write goes to a temporary file in the same directory, is flushed and fsynced, then
`os.replace`d over the real name, so a crash at any instant leaves the old file or the new
one, never half of either. Nothing here ever deletes a player's file: a damaged one is
renamed to the first free `NAME.bad`, `NAME.bad.2`, ...
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

TMP_SUFFIX = ".tmp"
MAX_READ_BYTES = 16 * 1024 * 1024  # our files are a few KB; anything huge is not ours
STALE_TMP_SECONDS = 60.0

MISSING, OK, DAMAGED, UNREADABLE = "missing", "ok", "damaged", "unreadable"


@dataclass(frozen=True)
class ReadResult:
    """What reading a JSON file found. `status` is MISSING, OK (with `value`), DAMAGED (not
    JSON at all) or UNREADABLE (the system would not let us read it: `error` says why)."""

    status: str
    value: Any = None
    error: str = ""


def read_json(path: Path) -> ReadResult:
    """Read and parse `path` without ever raising."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_READ_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        return ReadResult(MISSING)
    except OSError as exc:
        return ReadResult(UNREADABLE, error=str(exc))
    if len(data) > MAX_READ_BYTES:
        return ReadResult(DAMAGED, error="file too large")
    try:
        return ReadResult(OK, json.loads(data.decode("utf-8")))
    except (ValueError, RecursionError) as exc:  # bad UTF-8 and bad JSON are ValueErrors
        return ReadResult(DAMAGED, error=f"{type(exc).__name__}: {exc}"[:200])


def dumps(value: Any) -> bytes:
    """Our JSON: UTF-8, readable by a person, never NaN or Infinity (not valid JSON)."""
    return (json.dumps(value, ensure_ascii=False, indent=1, allow_nan=False) + "\n").encode()


def write_json(path: Path, value: Any) -> None:
    """Atomically replace `path` with `value` as JSON. Raises OSError if the disk refuses."""
    write_bytes(path, dumps(value))


def write_bytes(path: Path, data: bytes) -> None:
    """Atomically replace `path` with `data`: temp file, flush, fsync, os.replace."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


def _replace(src: str, dst: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target open for a moment.
    attempts = 5 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.02 * 2**attempt)


def _fsync_dir(directory: Path) -> None:
    """Make the rename itself durable (POSIX only; Windows cannot open a directory)."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove(path: Path) -> None:
    """Delete one of our own files (a finished game's save); missing is fine."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
    _fsync_dir(Path(path).parent)


def free_name(path: Path, suffix: str) -> Path:
    """`path` + suffix, or + suffix.2, .3, ... whichever does not exist yet."""
    path = Path(path)
    candidate = path.with_name(path.name + suffix)
    n = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = path.with_name(f"{path.name}{suffix}.{n}")
        n += 1
    return candidate


def move_aside(path: Path, suffix: str = ".bad") -> Path | None:
    """Rename `path` to a free `NAME<suffix>` name and return it; None if that failed
    (logged). The file is never deleted, so a player or a bug report can still use it."""
    try:
        target = free_name(path, suffix)
        os.replace(path, target)
    except OSError as exc:
        log.warning("could not move %s aside: %s", path, exc)
        return None
    _fsync_dir(target.parent)
    log.warning("moved %s aside as %s", path, target.name)
    return target


def clean_stale_temp_files(directory: Path, names: tuple[str, ...],
                           now: float | None = None) -> int:
    """Remove temporary files a crashed write left behind for any of `names`. Only files
    older than a minute go, so a write in progress elsewhere is left alone."""
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.endswith(TMP_SUFFIX):
            continue
        if not any(entry.name.startswith(f".{name}.") for name in names):
            continue
        try:
            if now - entry.stat(follow_symlinks=False).st_mtime >= STALE_TMP_SECONDS:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed
