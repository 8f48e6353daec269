"""The computer players' worker process, asked as the game asks it: the part a frozen build
most easily breaks (the bundle must start its own executable again as the worker, through
`multiprocessing.freeze_support()`)."""

from __future__ import annotations

import time
from typing import Any

from .report import SmokeFailure, to_act

WORKER_TIMEOUT = 60.0  # seconds for the worker process's first answer (it starts cold)


def check_worker(level: str) -> str:
    """One question to the real `Thinker`'s worker, answered by the worker itself (a Job's
    result falls back to a safe answer on failure, which would hide a broken bundle, so the
    answer is read from the job's future)."""
    from callbreak.app.shell.thinker import START_METHOD, JobKind, Thinker
    from callbreak.engine import Game

    game = Game(seed="smoke-worker")
    thinker = Thinker("process")
    started = time.perf_counter()
    try:
        seat = to_act(game)
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


def check_helpers() -> str:
    """A search helper process (Expert's other cores) started from this copy computes a
    block of a card search exactly as this process does: in a frozen bundle the helper is
    the executable started again, like the worker."""
    from callbreak.ai.deals import NO_LIMIT, BlockEvaluator, CardProblem
    from callbreak.ai.search import EXPERT
    from callbreak.ai.team import Team
    from callbreak.engine import Game

    game = Game(seed="smoke-helpers")
    for _ in range(4):
        game.call(to_act(game), 3)
    view = game.view(to_act(game))
    problem = CardProblem(EXPERT, 1, view, tuple(card.index for card in view.legal))
    team = Team(1)
    started = time.perf_counter()
    try:
        live = team.live()
        if not live:
            raise SmokeFailure("no search helper process could start")
        team.send(problem, {live[0]: (0, False, NO_LIMIT)})
        got = team.receive(live[0])
    finally:
        team.close()
    if got is None:
        raise SmokeFailure("the search helper process stopped without an answer")
    if got != BlockEvaluator(problem).block(0, False, NO_LIMIT):
        raise SmokeFailure("the search helper weighed a block of deals differently")
    took = time.perf_counter() - started
    return f"a search helper process weighed a block of deals in {took:.2f} s"
