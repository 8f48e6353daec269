"""What a table server measures of itself, said in its log every REPORT_SECONDS.

- answered: for each change of a table (a call, a card, a seat), the time from the change,
  made on the loop as its frame was read, to its frames written to the guests' sockets;
  with saving, that is the wait for the commit holding it (docs/protocol.md, The table
  server: Saving). It is the server's own part of a guest's round trip, from the frame
  read to the answer written: the network and the guests' own machines are not in it;
- the loop late: how much later than asked the server's clock woke (a periodic task): a
  frame that arrives meanwhile waits that long before it is read, which `answered` cannot
  see. Each lateness is also split by the CPU the loop's thread used meanwhile: the part
  it was working (a long piece of work: the server's own doing) and the rest, when it was
  ready but waited for a core (other processes on the machine);
- the commits: how many, how many tables each on average, and the most CPU one spent on
  the loop making its tables' JSON (the encoding and the flush run on the disk thread);
- the collector's full walks (Python's generation 2, heap.py keeps them short): how many,
  and the most CPU one took (the whole process waits meanwhile), when `watch_collector()`
  is on.

The line is for people and for tests/bench/server_bench.py, which reads it.
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass, field
from typing import Any

REPORT_SECONDS = 10.0
REPORT_START = "the last"  # every report line begins with it (the bench finds them by it)


def _quantile(values: list[float], q: float) -> float:
    """The value at quantile q of sorted `values` (the lower one, as the bench takes it)."""
    return values[int(q * (len(values) - 1))]


@dataclass
class Gauge:
    """Fed by the server; `report(now)` gives a line once every `every` seconds of `now`
    (monotonic seconds) with something in it, and starts counting afresh."""

    since: float
    every: float = REPORT_SECONDS
    answers: list[float] = field(default_factory=list)  # seconds, one for each change
    lates: list[float] = field(default_factory=list)  # seconds the clock woke late
    busy: list[float] = field(default_factory=list)  # of each, the seconds it was working
    commits: int = 0
    committed: int = 0  # tables in those commits
    longest_json: float = 0.0  # seconds, the most one commit spent making JSON on the loop
    walks: list[float] = field(default_factory=list)  # seconds, each full collection
    _walk_began: float | None = None

    def answered(self, made: list[float], now: float) -> None:
        """The frames of the changes made at these `made` times were written at `now`."""
        self.answers += [now - when for when in made]

    def late(self, seconds: float, working: float) -> None:
        """The clock woke `seconds` late, and the loop's thread used `working` seconds of
        CPU since it was asked to wait (its part of the lateness: at most all of it)."""
        late = max(0.0, seconds)
        self.lates.append(late)
        self.busy.append(min(late, max(0.0, working)))

    def commit(self, tables: int, json_seconds: float) -> None:
        self.commits += 1
        self.committed += tables
        self.longest_json = max(self.longest_json, json_seconds)

    def watch_collector(self) -> None:
        """Time the process's full collections from now on (until `unwatch_collector`)."""
        if self._walked not in gc.callbacks:
            gc.callbacks.append(self._walked)

    def unwatch_collector(self) -> None:
        if self._walked in gc.callbacks:
            gc.callbacks.remove(self._walked)

    def _walked(self, stage: str, info: dict[str, Any]) -> None:
        if info.get("generation") != 2:
            return
        if stage == "start":  # (gc.callbacks: "start" or "stop" of a collection)
            self._walk_began = time.thread_time()
        elif self._walk_began is not None:
            self.walks.append(time.thread_time() - self._walk_began)
            self._walk_began = None

    def report(self, now: float) -> str | None:
        if now - self.since < self.every:
            return None
        span, self.since = now - self.since, now
        answers, lates, busy = sorted(self.answers), sorted(self.lates), sorted(self.busy)
        commits, committed, longest = self.commits, self.committed, self.longest_json
        walks = self.walks
        self.answers, self.lates, self.busy, self.walks = [], [], [], []
        self.commits = self.committed = 0
        self.longest_json = 0.0
        if not answers and not commits:
            return None
        line = f"{REPORT_START} {span:.0f} s: {len(answers)} changes"
        if answers:
            line += (f" answered p50 {1000 * _quantile(answers, 0.5):.1f} ms, p99 "
                     f"{1000 * _quantile(answers, 0.99):.1f} ms, max "
                     f"{1000 * answers[-1]:.1f} ms")
        if lates:
            line += (f"; the loop late p99 {1000 * _quantile(lates, 0.99):.1f} ms, max "
                     f"{1000 * lates[-1]:.1f} ms, of it working p99 "
                     f"{1000 * _quantile(busy, 0.99):.1f} ms, max {1000 * busy[-1]:.1f} ms")
        if commits:
            line += (f"; {commits} commits, {committed / commits:.1f} tables each, JSON on "
                     f"the loop {1000 * longest:.1f} ms of CPU at most")
        if walks:
            line += (f"; {len(walks)} full collections, {1000 * max(walks):.1f} ms of CPU at "
                     "most")
        return line


__all__ = ["Gauge", "REPORT_SECONDS", "REPORT_START"]
