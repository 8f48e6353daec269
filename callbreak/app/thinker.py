"""Computer players think here, off the frame loop.

The players are pure Python and CPU-heavy; a thread would hold the GIL and make frames
stutter, so they run in one worker process (`concurrent.futures`). If processes are not
available (a sandbox, a broken pool) a worker thread takes over, and tests use `inline`,
which answers at once. A request returns a `Job`; the table polls `job.done()` each frame.
Any failure of a player becomes a safe legal answer, so the game never gets stuck.
"""

from __future__ import annotations

import concurrent.futures as cf
import enum
import multiprocessing
import os
import sys
from typing import Any

from callbreak.engine import CARDS, SeatView


class JobKind(str, enum.Enum):
    """What a computer player is asked: its call, its card, or a suggestion for you."""

    CALL = "call"
    CARD = "card"
    SUGGEST_CALL = "suggest_call"
    SUGGEST_CARD = "suggest_card"


_players: dict[tuple, Any] = {}  # lives in the worker: (game_key, seat, level) -> player


def think(kind: str, key: tuple, level: str, seed: int, view: SeatView) -> Any:
    """Runs in the worker. Returns plain data: an int call, a card index, or
    (value, reason) for the suggestions shown to the person."""
    from callbreak import ai

    if kind == "suggest_call":
        call, reason = ai.suggest_call(view)
        return int(call), str(reason)
    if kind == "suggest_card":
        card, reason = ai.suggest_card(view)
        return card.index, str(reason)
    player = _players.get(key)
    if player is None:
        if len(_players) > 64:  # old games' players
            _players.clear()
        player = _players[key] = ai.make_player(level, seed)
    if kind == "call":
        return int(player.choose_call(view))
    return player.choose_card(view).index


def fallback(kind: str, view: SeatView) -> Any:
    """A safe answer when a player fails."""
    modest = max(view.rules.min_call, min(view.rules.max_call,
                                          sum(c.rank >= 13 for c in view.hand) or 1))
    if kind == "call":
        return modest
    if kind == "suggest_call":
        return modest, "Count your aces and kings."
    card = view.legal[0] if view.legal else view.hand[0]
    return (card.index, "A card you may play.") if kind == "suggest_card" else card.index


def valid(kind: str, view: SeatView, answer: Any) -> bool:
    try:
        if kind in ("suggest_call", "suggest_card"):
            answer = answer[0]
        if kind.endswith("call"):
            return view.rules.min_call <= int(answer) <= view.rules.max_call
        return CARDS[int(answer)] in view.legal
    except (TypeError, ValueError, IndexError):
        return False


class Job:
    """One question to a player; `result()` is always a valid answer."""

    def __init__(self, kind: str, view: SeatView, future: cf.Future | None = None,
                 value: Any = None) -> None:
        self.kind, self.view, self.future, self._value = kind, view, future, value
        self.cancelled = False

    def done(self) -> bool:
        return self.future is None or self.future.done()

    def result(self) -> Any:
        if self.future is not None:
            try:
                self._value = self.future.result(timeout=0)
            except Exception:  # noqa: BLE001 - a failing player must not stop the game
                self._value = None
            self.future = None
        if not valid(self.kind, self.view, self._value):
            self._value = fallback(self.kind, self.view)
        return self._value


class Thinker:
    """mode: "process" (default; falls back to "thread"), "thread" or "inline"."""

    def __init__(self, mode: str = "process") -> None:
        self.mode = mode
        self.pool: cf.Executor | None = None

    def _executor(self) -> cf.Executor | None:
        if self.mode == "inline":
            return None
        if self.pool is None:
            if self.mode == "process":
                try:
                    method = "fork" if sys.platform == "linux" else "spawn"
                    ctx = multiprocessing.get_context(method)
                    self.pool = cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx,
                                                       initializer=_step_aside)
                except (OSError, ValueError, ImportError, NotImplementedError):
                    self.mode = "thread"
            if self.pool is None:
                self.pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        return self.pool

    def warm_up(self) -> None:
        """Start the worker now (it imports the players), not at the first question."""
        pool = self._executor()
        if pool is not None:
            try:
                pool.submit(_warm)
            except Exception:  # noqa: BLE001
                self._to_thread()

    def ask(self, kind: str, key: tuple, level: str, seed: int, view: SeatView) -> Job:
        pool = self._executor()
        if pool is None:
            try:
                return Job(kind, view, value=think(kind, key, level, seed, view))
            except Exception:  # noqa: BLE001
                return Job(kind, view, value=None)
        try:
            return Job(kind, view, pool.submit(think, kind, key, level, seed, view))
        except Exception:  # noqa: BLE001 - e.g. BrokenProcessPool: carry on in a thread
            self._to_thread()
            return self.ask(kind, key, level, seed, view)

    def _to_thread(self) -> None:
        old, self.pool, self.mode = self.pool, None, "thread"
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None


def _step_aside() -> None:
    """In the worker: a lower priority, so on a busy machine the frames come first."""
    try:
        os.nice(5)
    except (AttributeError, OSError):  # Windows has no nice(); it only matters when busy
        pass


def _warm() -> bool:
    import callbreak.ai  # noqa: F401

    return True


