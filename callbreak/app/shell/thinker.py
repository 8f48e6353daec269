"""Computer players think here, off the frame loop.

The players are pure Python and CPU-heavy; a thread would hold the GIL and make frames
stutter, so they run in one worker process (`concurrent.futures`). If processes are not
available (a sandbox, a broken pool) a worker thread takes over, and tests use `inline`,
which answers at once. A request returns a `Job`; the table polls `job.done()` each frame.
Any failure of a player becomes a safe legal answer, so the game never gets stuck, and is
written to the log (`callbreak.log`), so it is never invisible.

A worker process that dies is replaced (twice at most, then a thread takes over).

The coach (`thinker.coach.ask(...)`, a `coach_worker.CoachJob`) thinks in a second worker
process of its own, at the lowest priority (`coach/coach_worker.py`), so a round's analysis
(seconds) never stands in the queue before a computer player's card: while any player's or
hint's question is out, the coach waits between two of its positions. That process is there
only while rounds are analysed: it ends when idle and is started again for the next.
`coach_round` below is what it runs there.

The worker ends with the game. It is *spawned* (a fresh interpreter), never forked: a
forked child would hold the game's window-system connection, so a killed game's window
stayed on screen, frozen, while the worker lived on. And it watches its parent: a daemon
thread waits on the parent's sentinel (a pipe that the system closes when the parent dies,
however it dies) and ends the worker at once. The frozen bundle starts its worker through
`multiprocessing.freeze_support()` (build_scripts/entry.py and `callbreak.cli.main`).
"""

from __future__ import annotations

import concurrent.futures as cf
import enum
import logging
import multiprocessing
import os
import sys
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from callbreak.engine import CARDS, Game, SeatView
from callbreak.words import N_

from ..coach import coach_worker
from ..coach.coach_worker import CoachWorker

log = logging.getLogger(__name__)

START_METHOD = "spawn"  # never "fork": see the module's docstring
MAX_RESTARTS = 2  # new worker processes after crashes, before thinking in a thread


class JobKind(str, enum.Enum):
    """What a job asks. A `str` enum, so `JobKind("call")` and `JobKind.CALL == "call"`."""

    CALL = "call"  # a computer player's call: an int
    CARD = "card"  # a computer player's card: a card index
    SUGGEST_CALL = "suggest_call"  # the hint for your call: (call, reason)
    SUGGEST_CARD = "suggest_card"  # the hint for your card: (card index, reason)

    def __str__(self) -> str:
        return self.value

    @property
    def is_call(self) -> bool:
        return self in (JobKind.CALL, JobKind.SUGGEST_CALL)

    @property
    def is_suggestion(self) -> bool:
        return self in (JobKind.SUGGEST_CALL, JobKind.SUGGEST_CARD)


class Mode(str, enum.Enum):
    """Where the players think: a worker process (falls back to a thread), a thread, or
    inline (at once, in the caller: tests)."""

    PROCESS = "process"
    THREAD = "thread"
    INLINE = "inline"

    def __str__(self) -> str:
        return self.value


_players: dict[tuple[Any, ...], Any] = {}  # lives in the worker: (game_key, seat, level) -> player


def think(kind: JobKind | str, key: tuple[Any, ...], level: str, seed: int, view: SeatView) -> Any:
    """Runs in the worker. Returns plain data: an int call, a card index, or
    (value, reason) for the suggestions shown to the person (the reason a `HintReason`:
    kinds and fields, said in the player's language by the app)."""
    from callbreak import ai

    kind = JobKind(kind)
    if kind is JobKind.SUGGEST_CALL:
        call, reason = ai.suggest_call(view)
        return int(call), reason
    if kind is JobKind.SUGGEST_CARD:
        card, reason = ai.suggest_card(view)
        return card.index, reason
    player = _players.get(key)
    if player is None:
        if len(_players) > 64:  # old games' players
            _players.clear()
        player = _players[key] = ai.make_player(level, seed, cores=ai.spare_cores())
    if kind is JobKind.CALL:
        return int(player.choose_call(view))
    return player.choose_card(view).index


def fallback(kind: JobKind | str, view: SeatView) -> Any:
    """A safe answer when a player fails."""
    kind = JobKind(kind)
    modest = max(view.rules.min_call, min(view.rules.max_call,
                                          sum(c.rank >= 13 for c in view.hand) or 1))
    if kind is JobKind.CALL:
        return modest
    if kind is JobKind.SUGGEST_CALL:
        return modest, N_("Count your aces and kings.")
    card = view.legal[0] if view.legal else view.hand[0]
    if kind is JobKind.SUGGEST_CARD:
        return card.index, N_("A card you may play.")
    return card.index


def valid(kind: JobKind | str, view: SeatView, answer: Any) -> bool:
    """Whether `answer` is a legal answer of this kind for this view."""
    kind = JobKind(kind)
    try:
        if kind.is_suggestion:
            answer = answer[0]
        if kind.is_call:
            return view.rules.min_call <= int(answer) <= view.rules.max_call
        return CARDS[int(answer)] in view.legal
    except (TypeError, ValueError, IndexError, KeyError):
        return False


class Job:
    """One question to a player; `result()` is always a valid answer."""

    def __init__(self, kind: JobKind | str, view: SeatView, future: cf.Future[Any] | None = None,
                 value: Any = None) -> None:
        self.kind, self.view, self.future, self._value = JobKind(kind), view, future, value
        self.cancelled = False

    def done(self) -> bool:
        return self.future is None or self.future.done()

    def result(self) -> Any:
        if self.future is not None:
            future, self.future = self.future, None
            try:
                self._value = future.result(timeout=0)
            except BrokenProcessPool as exc:
                log.warning("the computer players' worker process stopped (%s); a safe "
                            "answer stands in for this %s", exc, self.kind.value)
                self._value = None
            except cf.CancelledError:
                self._value = None  # the thinker closed: nobody waits for this answer
            except Exception:  # a player's own bug: keep the game going, keep the trace
                log.exception("a computer player failed on a %s; a safe answer is used",
                              self.kind.value)
                self._value = None
        if not valid(self.kind, self.view, self._value):
            if self._value is not None:
                log.warning("a computer player gave %r for a %s, which is not legal; a safe "
                            "answer is used", self._value, self.kind.value)
            self._value = fallback(self.kind, self.view)
        return self._value


class Thinker:
    """mode: "process" (default; falls back to "thread"), "thread" or "inline".
    coach: where the coach thinks ("process", "thread", "inline"); "auto" follows `mode`
    but for "inline", where it does not think at all (tests play many rounds at once).
    coach_idle_end: seconds without an analysis before the coach's worker process ends (it
    starts again for the next; None: it stays until `close`)."""

    def __init__(self, mode: Mode | str = Mode.PROCESS, coach: Mode | str | None = "auto",
                 coach_idle_end: float | None = coach_worker.IDLE_END) -> None:
        self.mode = Mode(mode)
        self.pool: cf.Executor | None = None
        self.restarts = 0  # worker processes started again after one stopped
        if coach == "auto":
            coach = None if self.mode is Mode.INLINE else self.mode
        self.coach = CoachWorker(None if coach is None else str(Mode(coach)), coach_round,
                                 _coach_started, coach_idle_end)
        self._asking = 0  # the players' and hints' questions out now
        self._asking_lock = threading.Lock()

    def _executor(self) -> cf.Executor | None:
        if self.mode is Mode.INLINE:
            return None
        if self.pool is None:
            if self.mode is Mode.PROCESS:
                try:
                    ctx = multiprocessing.get_context(START_METHOD)
                    self.pool = cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx,
                                                       initializer=_worker_started)
                except (OSError, ValueError, ImportError, NotImplementedError) as exc:
                    log.warning("no worker process (%s); computer players think in a thread",
                                exc)
                    self.mode = Mode.THREAD
            if self.pool is None:
                self.pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        return self.pool

    def warm_up(self) -> None:
        """Start the worker now (it imports the players), not at the first question."""
        pool = self._executor()
        if pool is not None:
            try:
                pool.submit(_warm)
            except (BrokenProcessPool, RuntimeError, OSError) as exc:
                self._replace_worker(exc)

    def ask(self, kind: JobKind | str, key: tuple[Any, ...], level: str, seed: int,
            view: SeatView) -> Job:
        kind = JobKind(kind)
        pool = self._executor()
        if pool is None:
            try:
                return Job(kind, view, value=think(kind, key, level, seed, view))
            except Exception:  # a player's own bug: keep the game going, keep the trace
                log.exception("a computer player failed on a %s; a safe answer is used",
                              kind.value)
                return Job(kind, view, value=None)
        try:
            future = pool.submit(think, kind.value, key, level, seed, view)
            self._asked(future)
            return Job(kind, view, future)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            # the worker died (or could not start): carry on in a thread
            self._replace_worker(exc)
            return self.ask(kind, key, level, seed, view)

    def _asked(self, future: cf.Future[Any]) -> None:
        """A player's question is out: the coach waits until every one is answered."""
        with self._asking_lock:
            self._asking += 1
            self.coach.players_busy(True)
        future.add_done_callback(self._answered)

    def _answered(self, _future: cf.Future[Any]) -> None:
        with self._asking_lock:
            self._asking -= 1
            if self._asking <= 0:
                self.coach.players_busy(False)

    def _replace_worker(self, reason: BaseException) -> None:
        """The worker died (or would not start): a new process, up to MAX_RESTARTS times
        (a thread would make frames stutter), then a thread for good."""
        if self.mode is Mode.PROCESS and self.restarts < MAX_RESTARTS:
            self.restarts += 1
            log.warning("the computer players' worker process stopped (%s: %s); starting a "
                        "new one (%d of %d)", type(reason).__name__, reason, self.restarts,
                        MAX_RESTARTS)
            old, self.pool = self.pool, None
            if old is not None:
                old.shutdown(wait=False, cancel_futures=True)
            return
        self._to_thread(reason)

    def _to_thread(self, reason: BaseException) -> None:
        log.warning("the computer players' worker is unusable (%s: %s); they think in a "
                    "thread from now on", type(reason).__name__, reason)
        old, self.pool, self.mode = self.pool, None, Mode.THREAD
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the worker without waiting for a question it is thinking about."""
        self.coach.close()
        pool, self.pool = self.pool, None
        if pool is None:
            return
        # A process still thinking would hold the program's exit until it finished (the
        # executor joins it at exit): end it now. `_processes` is the standard library's
        # own record of its workers (shutdown() forgets it, so it is read first); when it
        # is absent the workers are simply not hurried.
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()


# -- in the worker process -----------------------------------------------------------------
def _worker_started() -> None:
    """The worker's first steps: watch the parent, then step aside for the frames."""
    from callbreak.ai.team import watch_parent

    watch_parent()
    _step_aside()


def _step_aside() -> None:
    """In the worker: a lower priority, so on a busy machine the frames come first."""
    try:
        os.nice(5)
    except (AttributeError, OSError):  # Windows has no nice(); it only matters when busy
        pass


def _warm() -> bool:
    import callbreak.ai  # noqa: F401

    return True


# -- in the coach's worker (coach_worker.py starts it) ------------------------------------
COACH_NICE = 19  # the coach thinks after everything else on the machine


def _coach_started(shared: coach_worker.CoachLink) -> None:
    """The coach's worker's first steps: what it shares, watch the parent, step far aside."""
    from callbreak.ai.team import watch_parent

    coach_worker.set_link(shared)
    watch_parent()
    try:
        os.nice(COACH_NICE)
    except (AttributeError, OSError):  # Windows has no nice()
        pass
    if shared.stoppable.value == 0 and _die_with_parent():
        shared.stoppable.value = 1


def _die_with_parent() -> bool:
    """Linux: have the system kill this process when its parent dies, even while stopped
    (PR_SET_PDEATHSIG). False where that cannot be had."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        parent = os.getppid()
        if libc.prctl(1, int(signal.SIGKILL), 0, 0, 0) != 0:  # 1: PR_SET_PDEATHSIG
            return False
        return os.getppid() == parent  # (the parent did not die just before)
    except (OSError, AttributeError, ValueError):
        return False


def coach_round(number: int, game_doc: dict[str, Any], round_no: int, seat: int,
                deals: int | None) -> dict[str, Any]:
    """Runs in the coach's worker: the analysis of one round, as plain JSON. Between two
    positions it says how far it is and waits while a player's question is out."""
    from callbreak.ai.coach import COST_DEALS, analyse_round

    link = coach_worker.link()

    def heard(done: int, total: int) -> None:
        if link is None:
            return
        while True:
            if link.stop.value >= number:
                raise coach_worker.CoachStopped
            if not link.busy.value:
                break
            time.sleep(coach_worker.WAIT_STEP)  # the players' questions first
        link.progress.put((number, done, total))

    game = Game.from_json(game_doc)
    return analyse_round(game, round_no, seat, heard, deals or COST_DEALS).to_dict()

