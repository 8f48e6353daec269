"""The computer players' worker: a crash of the worker or a bug in a player never stops the
game (a legal answer still comes) and is never invisible (it is in the log)."""

from __future__ import annotations

import logging
import os
import signal
import time

import pytest
from proc_util import command_line, descendants, needs_proc, wait_until_gone

from callbreak import ai
from callbreak.app.shell.thinker import JobKind, Thinker
from callbreak.engine import CARDS, Game


def _playing() -> Game:
    game = Game(seed=4)
    for _ in range(4):
        game.call(game.turn, 3)
    return game


def _answer(job, timeout: float = 30.0):  # noqa: ANN001, ANN202
    deadline = time.monotonic() + timeout
    while not job.done():
        assert time.monotonic() < deadline, "no answer came"
        time.sleep(0.01)
    return job.result()


@needs_proc
def test_a_crashed_worker_is_logged_and_the_game_carries_on(caplog) -> None:  # noqa: ANN001
    game = _playing()
    before = descendants(os.getpid())
    thinker = Thinker("process")
    try:
        view = game.view(game.turn)
        assert CARDS[_answer(thinker.ask("card", ("t", game.turn), "easy", 1, view))] \
            in view.legal
        workers = {pid for pid in descendants(os.getpid()) - before
                   if "resource_tracker" not in command_line(pid)}
        assert workers
        for pid in workers:
            os.kill(pid, signal.SIGKILL)  # the worker crashes
        assert not wait_until_gone(workers, 2.0)[0]
        with caplog.at_level(logging.WARNING, logger="callbreak"):
            for _ in range(2):  # the question after the crash, and one more
                answer = _answer(thinker.ask(JobKind.CARD, ("t", game.turn), "easy", 1, view))
                assert CARDS[answer] in view.legal
        # a new worker process thinks from now on (a thread would make frames stutter)
        assert {pid for pid in descendants(os.getpid()) - before - workers
                if "resource_tracker" not in command_line(pid)}
    finally:
        thinker.close()
    said = " ".join(r.getMessage() for r in caplog.records)
    assert "the computer players' worker process stopped" in said, said


@pytest.mark.parametrize("mode", ["inline", "thread"])
def test_a_failing_player_is_logged_with_its_trace(monkeypatch, caplog, mode) -> None:  # noqa: ANN001
    def broken(view):  # noqa: ANN001, ANN202
        raise RuntimeError("the hint search tripped")

    monkeypatch.setattr(ai, "suggest_card", broken)
    game = _playing()
    view = game.view(game.turn)
    thinker = Thinker(mode)
    with caplog.at_level(logging.WARNING, logger="callbreak"):
        card, reason = _answer(thinker.ask("suggest_card", ("hint",), "easy", 0, view))
    thinker.close()
    assert CARDS[card] in view.legal and reason
    failed = [r for r in caplog.records if r.exc_info]
    assert failed and "the hint search tripped" in str(failed[0].exc_info[1])


def test_an_unknown_job_kind_is_refused() -> None:
    game = _playing()
    with pytest.raises(ValueError):
        Thinker("inline").ask("bid", ("t",), "easy", 1, game.view(game.turn))


@needs_proc
def test_a_worker_that_keeps_dying_gives_way_to_a_thread(caplog) -> None:  # noqa: ANN001
    game = _playing()
    view = game.view(game.turn)
    before = descendants(os.getpid())
    thinker = Thinker("process")
    try:
        with caplog.at_level(logging.WARNING, logger="callbreak"):
            for _ in range(8):  # each death may be seen a question later on a busy machine
                if thinker.mode != "process":
                    break
                answer = _answer(thinker.ask("card", ("t", game.turn), "easy", 1, view))
                assert CARDS[answer] in view.legal
                workers = {pid for pid in descendants(os.getpid()) - before
                           if "resource_tracker" not in command_line(pid)}
                for pid in workers:
                    os.kill(pid, signal.SIGKILL)
                wait_until_gone(workers, 2.0)
                before |= workers
    finally:
        thinker.close()
    said = " ".join(r.getMessage() for r in caplog.records)
    assert "starting a new one (2 of 2)" in said
    assert "they think in a thread from now on" in said
