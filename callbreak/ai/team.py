"""Helper processes that compute blocks of a card search on the machine's other cores.

A search on several cores is the same search: it hands numbered blocks of deals
(`deals.BLOCK`) to its helpers, computes one itself meanwhile, and takes the blocks back in
their order, so under a deal budget a decision does not depend on how many cores ran it.

The helpers are spawned once, the first time a player that may use them decides, and then
wait on their pipe, which costs nothing. Each ends as soon as its parent does, however the
parent ends (a closed pipe, or the parent's sentinel: `watch_parent`). A helper that fails
is dropped and the search goes on with the rest, or alone.

`spare_cores()` says how many cores a search may use: all the process may run on but one,
which the game's frame loop keeps, unless `CORES_VARIABLE` in the environment says otherwise
(a person who wants their machine back, or a test that wants helpers on a small machine).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Protocol

    class Problem(Protocol):
        """A decision's fixed part (`deals.CardProblem`, `callsearch.CallProblem`): it
        makes the evaluator that runs its pieces."""

        @property
        def key(self) -> str: ...

        def evaluator(self) -> Any: ...

    Task = tuple[Any, ...]  # a piece of a problem: what its evaluator's `run` takes

log = logging.getLogger(__name__)

PARENT_POLL = 0.25  # seconds between checks when the parent gives no sentinel to wait on
CORES_VARIABLE = "CALLBREAK_CORES"
MOST_CORES = 8  # a helper holds about 23 MB; beyond eight cores more deals buy next to nothing


def spare_cores() -> int:
    """Cores a search may use: those this process may run on, less one for the frames, at
    most `MOST_CORES` (or the number in `CORES_VARIABLE`, a whole number of at least one)."""
    chosen = os.environ.get(CORES_VARIABLE, "")
    if chosen.strip().isdigit() and int(chosen) >= 1:
        return min(int(chosen), MOST_CORES)
    try:
        available = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on every platform
        available = os.cpu_count() or 1
    return max(1, min(available - 1, MOST_CORES))


def watch_parent() -> None:
    """End this process as soon as its parent is gone, however it went (kill -9, a crash).

    The multiprocessing parent sentinel is a pipe the system closes when the parent dies,
    on every platform; waiting on it costs nothing. Without one (an unusual start), poll
    the parent's pid instead: an orphan is adopted by another process."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        def wait() -> None:
            parent.join()  # returns when the parent's sentinel closes
            os._exit(0)
    else:
        first = os.getppid()

        def wait() -> None:
            while os.getppid() == first:
                time.sleep(PARENT_POLL)
            os._exit(0)
    threading.Thread(target=wait, name="callbreak-parent-watch", daemon=True).start()


def serve(conn: Connection) -> None:
    """A helper's life: blocks of the problem last sent, until the pipe closes."""
    watch_parent()
    try:
        os.nice(5)  # like the worker: the frames come first on a busy machine
    except (AttributeError, OSError):
        pass
    evaluator = None
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        problem, task = message
        if problem is not None:  # a new decision (sent once to each helper)
            evaluator = problem.evaluator()
        assert evaluator is not None
        conn.send(evaluator.run(task))


class Team:
    """Up to `size` helpers, started on first use and kept for the process's life."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.conns: list[Connection | None] = []
        self.processes: list[multiprocessing.process.BaseProcess] = []
        self.problem_key: list[str | None] = []
        self.started = False

    def start(self) -> None:
        self.started = True
        ctx = multiprocessing.get_context("spawn")  # never fork: see app.thinker
        for _ in range(self.size):
            try:
                ours, theirs = ctx.Pipe()
                process = ctx.Process(target=serve, args=(theirs,), daemon=True,
                                      name="callbreak-search-helper")
                process.start()
                theirs.close()
            except (OSError, ValueError, AssertionError) as exc:  # no processes here
                log.warning("no search helper process (%s); searching on one core", exc)
                break
            self.conns.append(ours)
            self.processes.append(process)
            self.problem_key.append(None)

    def live(self) -> list[int]:
        """The helpers able to take a block now (started on first use)."""
        if not self.started:
            self.start()
        return [h for h, conn in enumerate(self.conns) if conn is not None]

    def send(self, problem: Problem, tasks: dict[int, Task]) -> list[int]:
        """Give each helper its piece of the problem (helper -> task); returns the helpers
        that took theirs."""
        given = []
        key = problem.key
        for h, task in tasks.items():
            conn = self.conns[h]
            if conn is None:
                continue
            fresh = self.problem_key[h] != key
            try:
                conn.send((problem if fresh else None, task))
            except (OSError, ValueError) as exc:
                self._drop(h, exc)
                continue
            self.problem_key[h] = key
            given.append(h)
        return given

    def receive(self, helper: int) -> Any:
        """A helper's answer, or None if it failed (it is then dropped)."""
        conn = self.conns[helper]
        if conn is None:
            return None
        try:
            return conn.recv()
        except (EOFError, OSError) as exc:
            self._drop(helper, exc)
            return None

    def collect(self, assigned: dict[int, Task], given: list[int],
                home: Callable[[Task], Any]) -> list[Any]:
        """The answers to `assigned` (helper -> task), in its order: from the helpers in
        `given` (those that took theirs), or done here by `home` when one did not or failed."""
        answers = []
        for h, task in assigned.items():
            got = self.receive(h) if h in given else None
            answers.append(got if got is not None else home(task))
        return answers

    def _drop(self, helper: int, exc: BaseException) -> None:
        log.warning("a search helper stopped (%s); searching without it", exc)
        conn, self.conns[helper] = self.conns[helper], None
        if conn is not None:
            conn.close()
        process = self.processes[helper]
        if process.is_alive():
            process.terminate()

    def close(self) -> None:
        for h, conn in enumerate(self.conns):
            if conn is not None:
                try:
                    conn.send(None)
                except (OSError, ValueError):
                    pass
                conn.close()
                self.conns[h] = None
        for process in self.processes:
            process.join(timeout=1)
            if process.is_alive():
                process.terminate()


def share_out(helpers: Team | None, problem: Problem, tasks: list[Task],
              home: Callable[[Task], Any]) -> list[Any]:
    """The answers to `tasks`, in order: the first done here by `home` while a helper each
    does the next ones; any a helper fails, and any beyond one a helper, are done here."""
    ids = helpers.live() if helpers is not None else []
    assigned = dict(zip(ids, tasks[1:]))
    given = helpers.send(problem, assigned) if helpers is not None and assigned else []
    answers = [home(tasks[0])]
    if helpers is not None:
        answers += helpers.collect(assigned, given, home)
    answers += [home(task) for task in tasks[1 + len(assigned):]]
    return answers


_teams: dict[int, Team] = {}


def team(cores: int) -> Team | None:
    """The helpers for a search on `cores` cores (the searching process is one of them),
    shared by every player in this process; None on one core."""
    if cores <= 1:
        return None
    size = cores - 1
    if size not in _teams:
        _teams[size] = Team(size)
    return _teams[size]
