"""The coach's worker: a process of its own, apart from the computer players', so a round's
analysis (seconds of search) never stands in the queue before a computer player's card.

It runs at the lowest priority (nice 19), and while any player's or hint's question is out
(`players_busy`, which the thinker says) it does nothing: on Linux its process is stopped
outright (SIGSTOP) until the last question is answered (SIGCONT), once it has asked the
system to kill it when the window's process dies (a stopped process cannot watch for that
itself); and in any case it waits between two of its positions. So a computer player thinks
as fast with the coach at work as without. Nothing the window waits on is shared with it
under a lock (a stopped process would hold it): the flags are plain shared numbers, and its
progress comes back on a queue only the window reads. A job no longer wanted is stopped
before its next position. Like the players' worker it is spawned, never forked, and ends
with the game. What it runs is the thinker's `coach_round` (the one door to the computer
players), handed in here.

It is there only while it has work: started by the first analysis asked, it ends once it has
had none for `IDLE_END` seconds (the rest of a round, mostly), and the next round's analysis
starts it again (about a second, behind the progress line). Its memory (an interpreter with
the computer players, some 25 MB) is then the game's only while a round is analysed.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import multiprocessing
import os
import queue
import signal
import threading
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from callbreak.engine import Game

log = logging.getLogger(__name__)

START_METHOD = "spawn"  # never "fork": see thinker.py
STOP = getattr(signal, "SIGSTOP", None)  # None on Windows: the coach only waits by itself
GO = getattr(signal, "SIGCONT", None)
WAIT_STEP = 0.02  # seconds between two looks at whether the players' questions are answered
IDLE_END = 20.0  # seconds without an analysis before the coach's worker process ends


class CoachStopped(Exception):
    """The coach's analysis is no longer wanted (raised in its worker, between positions)."""


class _Number:
    """A thread's stand-in for a shared `multiprocessing.RawValue`."""

    def __init__(self) -> None:
        self.value = 0


class CoachLink:
    """What the window shares with the coach's worker: `busy` (1: a player's question is
    out, wait), `progress` ((job, judged, in all) heard back) and `stop` (jobs up to this number
    are not wanted any more)."""

    def __init__(self, busy: Any, progress: Any, stop: Any, stoppable: Any = None) -> None:
        self.busy, self.progress, self.stop = busy, progress, stop
        # 1 once the worker is sure to end with the window even while stopped (Linux: the
        # system kills it when its parent dies); only then is it stopped outright. -1: the
        # worker must not ask for that (it was started by a thread that may end first)
        self.stoppable = stoppable if stoppable is not None else _Number()


_link: CoachLink | None = None  # in the coach's worker: set when it starts


def link() -> CoachLink | None:
    """In the coach's worker: what it shares with the window."""
    return _link


def set_link(shared: CoachLink) -> None:
    """In the coach's worker (or thread), as it starts: what it shares with the window."""
    global _link
    _link = shared


class CoachJob:
    """The coach's analysis of one round, under way: `progress()` (positions judged, in all)
    or None before the first is heard; `result()` the analysis as plain JSON
    (`RoundAnalysis.to_dict()`), or None when it failed or was stopped."""

    def __init__(self, worker: CoachWorker, number: int, future: cf.Future[Any] | None = None,
                 value: dict[str, Any] | None = None) -> None:
        self.worker, self.number, self.future, self._value = worker, number, future, value

    def done(self) -> bool:
        return self.future is None or self.future.done()

    def progress(self) -> tuple[int, int] | None:
        return self.worker.progress(self.number)

    def result(self) -> dict[str, Any] | None:
        if self.future is not None:
            future, self.future = self.future, None
            try:
                self._value = future.result(timeout=0)
            except (CoachStopped, cf.CancelledError, BrokenProcessPool):
                self._value = None
            except Exception:  # the coach's own bug: no verdicts, the game goes on
                log.exception("the coach failed on a round; it says nothing of it")
                self._value = None
        return self._value if isinstance(self._value, dict) else None

    def stop(self) -> None:
        """Not wanted any more: stopped before its next position (or never started)."""
        if self.future is not None and not self.future.cancel():
            self.worker.stop(self.number)


Run = Callable[[int, dict[str, Any], int, int, "int | None"], dict[str, Any]]


class CoachWorker:
    """mode: "process", "thread", "inline" (at once, in the caller) or None (no coach)."""

    def __init__(self, mode: str | None, run: Run,
                 started: Callable[[CoachLink], None] = set_link,
                 idle_end: float | None = IDLE_END) -> None:
        self.mode = mode
        self.run = run  # the thinker's coach_round
        self.started = started  # the process's first steps (the thinker's: nice, watch)
        self.idle_end = idle_end  # seconds idle before the worker process ends (None: never)
        self.pool: cf.Executor | None = None
        self.jobs = 0  # analyses asked for since the start (0 with the coach off)
        self._link: CoachLink | None = None
        self._busy = False
        self._heard: dict[int, tuple[int, int]] = {}  # job -> its last progress
        # the process is ended by a timer's thread while the window asks and the players'
        # answers say busy or free on theirs: one lock over the pool, its link and signals
        self._lock = threading.RLock()
        self._out: set[cf.Future[Any]] = set()  # analyses handed to this pool, not finished
        self._rest: threading.Timer | None = None

    def ask(self, game: Game, round_no: int, seat: int = 0, deals: int | None = None
            ) -> CoachJob | None:
        """The coach's analysis of `seat`'s round `round_no` (0-based) of `game` (`deals`:
        its sample size, None for the coach's own); None without a coach."""
        if self.mode is None:
            return None
        self.jobs += 1
        number, doc = self.jobs, game.to_json()
        if self.mode == "inline":
            self._link = self._link or CoachLink(_Number(), queue.SimpleQueue(), _Number())
            set_link(self._link)
            try:
                value = self.run(number, doc, round_no, seat, deals)
            except Exception:  # the coach's own bug: no verdicts, the game goes on
                log.exception("the coach failed on a round; it says nothing of it")
                value = None
            return CoachJob(self, number, value=value)
        try:
            with self._lock:
                if self._rest is not None:
                    self._rest.cancel()
                    self._rest = None
                future = self._executor().submit(self.run, number, doc, round_no, seat, deals)
                self._out.add(future)
            future.add_done_callback(self._finished)
            return CoachJob(self, number, future)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            log.warning("the coach's worker stopped (%s); it starts again next time", exc)
            self.close()
            return None

    def _executor(self) -> cf.Executor:
        if self.pool is None:
            if self.mode == "process":
                try:
                    ctx = multiprocessing.get_context(START_METHOD)
                    # no locks: a process stopped while holding one would hold the window
                    # the system kills a worker whose parent dies only when the thread that
                    # started it ends (Linux), so only a worker started by the main thread
                    # (which lasts as long as the window) is ever stopped outright
                    main = threading.current_thread() is threading.main_thread()
                    shared = CoachLink(ctx.RawValue("b", 0), ctx.Queue(),
                                       ctx.RawValue("q", 0), ctx.RawValue("b", 0 if main else -1))
                    self.pool = cf.ProcessPoolExecutor(
                        max_workers=1, mp_context=ctx, initializer=self.started,
                        initargs=(shared,))
                    self._link = shared
                except (OSError, ValueError, ImportError, NotImplementedError) as exc:
                    log.warning("no worker process for the coach (%s); it thinks in a "
                                "thread", exc)
                    self.mode = "thread"
            if self.pool is None:
                shared = CoachLink(_Number(), queue.SimpleQueue(), _Number())
                self.pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="coach",
                                                  initializer=set_link,
                                                  initargs=(shared,))
                self._link = shared
            self.players_busy(self._busy)  # questions already out hold the new worker too
        return self.pool

    def _finished(self, future: cf.Future[Any]) -> None:
        """An analysis is over (done, stopped or failed): with none left, the worker
        process ends after `idle_end` seconds unless another is asked first."""
        with self._lock:
            if future not in self._out:  # one of a worker ended before
                return
            self._out.discard(future)
            if self._out or self.mode != "process" or self.idle_end is None \
                    or self.pool is None:
                return
            if self._rest is not None:
                self._rest.cancel()
            self._rest = threading.Timer(self.idle_end, self._rest_now, (self.pool,))
            self._rest.daemon = True
            self._rest.start()

    def _rest_now(self, pool: cf.Executor) -> None:
        """The timer's thread: the worker process ends, if still idle (and the same)."""
        with self._lock:
            if not self._out and self.pool is pool:
                self._end()

    def players_busy(self, busy: bool) -> None:
        """A computer player's or a hint's question is out (True) or none is (False)."""
        with self._lock:
            was, self._busy = self._busy, busy
            shared = self._link
            if shared is not None:
                shared.busy.value = 1 if busy else 0
                if busy != was:
                    self._signal(STOP if busy else GO)

    def _signal(self, sig: int | None) -> None:
        """Stop or continue the coach's process (POSIX; elsewhere it waits by itself)."""
        if sig is None or self.mode != "process" or self.pool is None or \
                self._link is None or self._link.stoppable.value != 1:
            return
        for pid in (getattr(self.pool, "_processes", None) or {}):  # the library's record
            try:
                os.kill(pid, sig)
            except OSError:  # gone already: nothing to stop
                pass

    def progress(self, number: int) -> tuple[int, int] | None:
        """The last progress heard of job `number`: (judged, in all), or None."""
        shared = self._link
        if shared is not None:
            try:
                while True:
                    job, done, total = shared.progress.get_nowait()
                    self._heard[job] = (done, total)
            except (queue.Empty, OSError, EOFError, ValueError):
                pass
        for job in [j for j in self._heard if j < number - 8]:  # long finished
            del self._heard[job]
        return self._heard.get(number)

    def stop(self, number: int) -> None:
        shared = self._link
        if shared is not None:
            shared.stop.value = max(shared.stop.value, number)

    def close(self) -> None:
        """Stop the coach's worker without waiting for it."""
        with self._lock:
            if self.mode != "process":
                self.stop(self.jobs)  # a thread cannot be ended: it stops itself
            self._end()

    def _end(self) -> None:
        """End the worker now (under the lock: no signal reaches it after)."""
        if self._rest is not None:
            self._rest.cancel()
            self._rest = None
        self._out.clear()
        pool, self.pool, self._link = self.pool, None, None
        if pool is None:
            return
        # as Thinker.close: a process still thinking is ended now, not joined at exit (a
        # stopped one continued first, or the end would wait for it)
        processes = list((getattr(pool, "_processes", None) or {}).values())
        for process in processes:
            if GO is not None and process.pid is not None:
                try:
                    os.kill(process.pid, GO)
                except OSError:
                    pass
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()


__all__ = ["CoachWorker", "CoachJob", "CoachLink", "CoachStopped", "link", "set_link",
           "WAIT_STEP", "IDLE_END"]
