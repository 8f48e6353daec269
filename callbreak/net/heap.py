"""How a table server keeps Python's cycle collector from pausing it (docs/protocol.md, The
table server: Saving).

A server holding 1,000 tables holds millions of objects that live for minutes (each game's
hands, tricks and events). CPython's full collection walks every one of them, and it runs
whenever the objects that reached the oldest generation grow by a quarter: measured at
1,000 tables, a pause of 150-310 ms on the loop every few seconds, every table's frames
waiting behind it (the benchmark's p99). So the server moves what has lived a while out of
the collector's sight (`gc.freeze`, after collecting the young generations so that
short-lived cycles are not kept), every FREEZE_SECONDS: the full collections then walk
only what is newer. Every 10 s left them 20-60 ms of CPU at 1,000 tables (the server's
log says, gauge.py), often inside a commit; every 2 s, none ran in 30 s and no commit's
JSON took over 20 ms (5 December 2026, one run each). Objects frozen are still freed the
moment nothing refers to them; only a cycle among them would wait, so once every
THAW_SECONDS they are handed back (`gc.unfreeze`) for one whole collection, a single
pause an hour.
"""

from __future__ import annotations

import gc

FREEZE_SECONDS = 2.0  # what has lived this long leaves the collector's walk
THAW_SECONDS = 3600.0  # and goes back to it this often, for cycles among finished tables


class Heap:
    """Call `tend(now)` from the server's clock (monotonic seconds)."""

    def __init__(self, now: float, *, freeze_seconds: float = FREEZE_SECONDS,
                 thaw_seconds: float = THAW_SECONDS) -> None:
        self.freeze_seconds, self.thaw_seconds = freeze_seconds, thaw_seconds
        self._frozen_at = now
        self._thawed_at = now
        self.freezes = 0
        self.thaws = 0

    def tend(self, now: float) -> None:
        if now - self._thawed_at >= self.thaw_seconds:
            self._thawed_at = self._frozen_at = now
            gc.unfreeze()
            gc.collect()  # the one whole walk: cycles among finished tables freed
            self.thaws += 1
        elif now - self._frozen_at >= self.freeze_seconds:
            self._frozen_at = now
            gc.collect(1)  # short-lived cycles freed first, not frozen
            gc.freeze()
            self.freezes += 1


__all__ = ["Heap", "FREEZE_SECONDS", "THAW_SECONDS"]
