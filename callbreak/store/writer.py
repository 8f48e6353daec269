"""The background writer: the frame hands over a document and never waits for the disk.

One daemon thread applies jobs (write these bytes to that path, or remove it). Jobs for the
same path collapse to the newest, since only the last state of a file matters; until a job is
done, `latest(path)` gives the document it carries, so the store reads back what it was asked
to write even before the disk has it. `flush` waits for every job (the app calls it on close
and after a crash, so nothing asked for is lost).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

NOTHING = object()  # `latest` when no job for the path is waiting or running


class Writer:
    """`apply(path, data)` does the work on the writer's thread (data None: remove)."""

    def __init__(self, apply: Callable[[Path, bytes | None], None]) -> None:
        self._apply = apply
        self._cond = threading.Condition()
        self._jobs: dict[Path, bytes | None] = {}  # waiting, oldest first
        self._docs: dict[Path, Any] = {}  # the newest document per path not yet on disk
        self._busy = 0  # jobs taken but not finished
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="callbreak-writer", daemon=True)
        self._thread.start()

    def submit(self, path: Path, data: bytes | None, doc: Any) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the writer is closed")
            self._jobs.pop(path, None)  # re-insert: a newer job goes to the back
            self._jobs[path] = data
            self._docs[path] = doc
            self._cond.notify_all()

    def latest(self, path: Path) -> Any:
        with self._cond:
            return self._docs.get(path, NOTHING)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job is done; False if `timeout` seconds passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=0 if not done else timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._jobs or self._closed)
                if not self._jobs:
                    return  # closed and drained
                path = next(iter(self._jobs))
                data = self._jobs.pop(path)
                self._busy += 1
            try:
                self._apply(path, data)
            except Exception:  # noqa: BLE001 - a writer bug must not kill later saves
                log.exception("writing %s failed", path)
            finally:
                with self._cond:
                    self._busy -= 1
                    if path not in self._jobs:  # nothing newer asked for: the disk has it
                        self._docs.pop(path, None)
                    self._cond.notify_all()
