"""The coach's worker process is there only while it has a round to analyse: it ends once
idle, and the next round's analysis starts a new one, which answers; while rounds come
before it has been idle long, the same process takes them."""

from __future__ import annotations

import os
import random
import time
from typing import Any

import pytest
from proc_util import (
    COACH_PATIENCE,
    command_line,
    descendants,
    needs_proc,
    running,
    wait_until_gone,
)
from screenkit import play_out

from callbreak.app.coach.coach_worker import CoachJob
from callbreak.app.shell.thinker import Thinker
from callbreak.engine import Game, HouseRules

DEALS = 2  # the analysis's sample: small, the process is what is watched here


def played() -> Game:
    """A game with its first two rounds played by random legal cards. Deal 10: your call and
    cards in both rounds are looked at in about a second of a core each (in most deals a
    random call takes Expert's play-outs several seconds to confirm, and a round's analysis
    stops between two positions, not inside one): the process is what is watched here."""
    return play_out(Game(HouseRules(rounds=3), seed=10), random.Random(10), stop_round=1)


def workers(before: set[int]) -> set[int]:
    """This test's worker processes running now (not the resource tracker)."""
    return {pid for pid in running(descendants(os.getpid()) - before)
            if "resource_tracker" not in command_line(pid)}


def at_work(thinker: Thinker, game: Game, round_no: int, before: set[int]
            ) -> tuple[CoachJob, set[int]]:
    """The coach asked for `round_no`, once its worker process has begun it: the job, and
    the worker processes running then."""
    job = thinker.coach.ask(game, round_no, 0, DEALS)
    assert job is not None
    deadline = time.monotonic() + COACH_PATIENCE
    while job.progress() is None and not job.done():
        assert time.monotonic() < deadline, "the coach's worker never began the round"
        time.sleep(0.02)
    return job, workers(before)


def answer(job: CoachJob) -> dict[str, Any] | None:
    """The job's result, once it comes."""
    deadline = time.monotonic() + COACH_PATIENCE
    while not job.done():
        assert time.monotonic() < deadline, "the coach never answered"
        time.sleep(0.05)
    return job.result()


@needs_proc
# CI's slow step: at nice 19 its round waits for every other test's core, which made it the
# last test of the README's run by seconds
@pytest.mark.slow
@pytest.mark.timeout(2 * COACH_PATIENCE)
def test_the_coachs_worker_ends_when_idle_and_comes_back_for_the_next_round() -> None:
    game = played()
    before = descendants(os.getpid())
    thinker = Thinker("process", coach="process", coach_idle_end=0.0)
    try:
        job, working = at_work(thinker, game, 0, before)
        assert len(working) == 1, "one worker process looks at the round"
        job.stop()  # not wanted any more (the coach turned off, say): nothing left to do
        assert answer(job) is None
        left, _ = wait_until_gone(working, COACH_PATIENCE)
        assert not left, "the coach's worker stayed, idle"
        assert not workers(before), "nothing of the coach's is left running"

        job, again = at_work(thinker, game, 1, before)
        assert len(again) == 1 and not again & working, "a new worker for the next round"
        found = answer(job)
        assert found is not None and found["round_no"] == 1 and found["decisions"]
        assert not wait_until_gone(again, COACH_PATIENCE)[0], "and it ends when idle again"
    finally:
        thinker.close()


@needs_proc
def test_the_coachs_worker_stays_while_it_is_not_idle_long() -> None:
    game = played()
    before = descendants(os.getpid())
    thinker = Thinker("process", coach="process", coach_idle_end=COACH_PATIENCE * 4)
    try:
        job, working = at_work(thinker, game, 0, before)
        job.stop()
        assert answer(job) is None
        job, again = at_work(thinker, game, 1, before)
        job.stop()
        assert working == again and len(working) == 1, "the same worker for the next round"
        assert workers(before) == working
    finally:
        thinker.close()
    assert not wait_until_gone(working, 30.0)[0], "and it ends with the game"
