"""The coach's worker is stopped outright while a computer player thinks, and goes on after;
a game killed with SIGKILL while the coach's worker is stopped leaves no process behind
(a stopped process cannot watch its parent: the system ends it)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from proc_util import descendants, needs_proc, running, wait_until_gone

REPO = Path(__file__).resolve().parent.parent

# A game as far as the processes go: a round played, the coach at work on it, then a
# computer player's question out (the coach's worker stopped), until it is killed.
GAME = """
import random, sys, time
from callbreak.app.shell.thinker import Thinker
from callbreak.engine import Game, HouseRules

if __name__ == "__main__":
    rng = random.Random(1)
    game = Game(HouseRules(rounds=3), seed=1)
    while not game.round_scores:
        if game.phase == "calling":
            game.call(game.turn, rng.randint(1, 4))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    thinker = Thinker("process", coach="process")
    job = thinker.coach.ask(game, 0)
    while job.progress() is None:  # the coach's worker is up and at the round
        time.sleep(0.01)
    thinker.coach.players_busy(True)
    print("busy", flush=True)
    sys.stdin.readline()
    thinker.coach.players_busy(False)
    print("free", flush=True)
    time.sleep(120)
"""


def stopped(pids: set[int], within: float = 20.0) -> bool:
    """Whether one of `pids` is stopped, waiting up to `within` seconds: a process at nice
    19 on a busy machine may be a while getting the CPU to take its signal."""
    deadline = time.monotonic() + within
    while "T" not in states(pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def states(pids: set[int]) -> set[str]:
    """The processes' states as the system has them ("T": stopped)."""
    out = set()
    for pid in pids:
        try:
            out.add(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass
    return out


@contextlib.contextmanager
def busy_game(tmp_path: Path) -> Iterator[tuple[subprocess.Popen, set[int]]]:
    """The game above, started and waited for until a player's question is out; yields it
    with the processes under it. Whatever a failing run leaves is ended."""
    script = tmp_path / "game.py"
    script.write_text(GAME)
    env = dict(os.environ, PYTHONPATH=str(REPO), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    game = subprocess.Popen([sys.executable, str(script)], env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    below: set[int] = set()
    try:
        assert game.stdout.readline().startswith("busy")
        below |= descendants(game.pid)
        yield game, below
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(5)
        for pid in running(below):  # what a failing run left behind
            os.kill(pid, signal.SIGCONT)
            os.kill(pid, signal.SIGKILL)


@needs_proc
def test_the_coach_stops_for_the_players_and_dies_with_the_game(tmp_path: Path) -> None:
    with busy_game(tmp_path) as (game, below):
        assert stopped(below), "the coach's worker is stopped while a player thinks"
        game.stdin.write("\n")
        game.stdin.flush()
        assert game.stdout.readline().startswith("free")
        assert "T" not in states(below), "and goes on when the players are answered"

        os.kill(game.pid, signal.SIGKILL)
        game.wait(5)
        left, took = wait_until_gone(below, timeout=3.0)
        assert not left, f"processes {sorted(left)} outlived the game"


@needs_proc
def test_a_game_killed_while_the_coach_is_stopped_leaves_nothing(tmp_path: Path) -> None:
    with busy_game(tmp_path) as (game, below):
        assert stopped(below)
        os.kill(game.pid, signal.SIGKILL)
        game.wait(5)
        left, _ = wait_until_gone(below, timeout=3.0)
        assert not left, f"processes {sorted(left)} outlived the game, stopped"
