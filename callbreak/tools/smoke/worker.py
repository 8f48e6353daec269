"""The computer players' worker process, asked as the game asks it: the part a frozen build
most easily breaks (the bundle must start its own executable again as the worker, through
`multiprocessing.freeze_support()`)."""

from __future__ import annotations

import time
from typing import Any

from .report import SmokeFailure

WORKER_TIMEOUT = 60.0  # seconds for the worker process's first answer (it starts cold)


def check_worker(level: str) -> str:
    """One question to the real `Thinker`'s worker, answered by the worker itself (a Job's
    result falls back to a safe answer on failure, which would hide a broken bundle, so the
    answer is read from the job's future)."""
    from callbreak.app.thinker import START_METHOD, JobKind, Thinker
    from callbreak.engine import Game

    game = Game(seed="smoke-worker")
    thinker = Thinker("process")
    started = time.perf_counter()
    try:
        seat = game.turn
        job = thinker.ask(JobKind.CALL, ("smoke", seat), level, 1, game.view(seat))
        if job.future is None:
            return "no worker pool on this system; players think inline"
        answer: Any = job.future.result(timeout=WORKER_TIMEOUT)
        mode = thinker.mode
    finally:
        thinker.close()
    took = time.perf_counter() - started
    if not game.rules.min_call <= int(answer) <= game.rules.max_call:
        raise SmokeFailure(f"the worker answered {answer!r} to a call")
    start = f" ({START_METHOD})" if str(mode) == "process" else ""
    return f"the {mode} worker{start} answered a call ({answer}) in {took:.2f} s"
