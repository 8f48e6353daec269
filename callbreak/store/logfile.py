"""Where the game's warnings go: `callbreak.log` beside the saved game, kept small, so a
double-clicked game (no console) still leaves a trail for a bug report. Call
`start_logging` once, before `Store.open`, so the store's own warnings are kept too."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

import platformdirs

LOG_FILE = "callbreak.log"
LOG_BYTES = 256 * 1024
# a record's `extra` key: the caller has said it to the person already (on stderr, in its
# own words), so it goes to the file alone
SAID = "said_on_stderr"


def start_logging(data_dir: Path | None = None, level: int = logging.INFO) -> Path | None:
    """Send the `callbreak` loggers to data_dir/callbreak.log (one old file kept) and
    warnings to stderr as well. Returns the log's path, or None if it cannot be written
    (then only stderr). Safe to call twice."""
    root = logging.getLogger("callbreak")
    root.setLevel(level)
    if getattr(root, "_callbreak_started", False):
        return getattr(root, "_callbreak_log_path", None)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("callbreak: %(levelname)s: %(message)s"))
    console.addFilter(lambda record: not getattr(record, SAID, False))
    root.addHandler(console)
    directory = Path(data_dir) if data_dir is not None else platformdirs.user_data_path("callbreak")
    path: Path | None = directory / LOG_FILE
    try:
        directory.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            directory / LOG_FILE, maxBytes=LOG_BYTES, backupCount=1, encoding="utf-8")
    except OSError as exc:
        root.warning("cannot keep a log in %s: %s", directory, exc)
        path = None
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    # marked on the logger itself, which lives as long as the process whoever imports this
    # module (Logger declares no such attributes: hence the two ignores)
    root._callbreak_started = True  # type: ignore[attr-defined]
    root._callbreak_log_path = path  # type: ignore[attr-defined]
    return path
