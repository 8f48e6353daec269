"""The computer players' worker ends with the game: a game killed with SIGKILL (or crashed)
leaves no process behind, so its window cannot stay on screen, frozen, held by a worker;
nor do Expert's search helpers on the machine's other cores."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from proc_util import descendants, needs_proc, running, wait_until_gone

from callbreak.ai.team import CORES_VARIABLE

REPO = Path(__file__).resolve().parent.parent

# A game as far as the processes go: the real Thinker, its worker started and answering.
GAME = """
import sys, time
from callbreak.app.shell.thinker import Thinker
from callbreak.engine import Game

if __name__ == "__main__":
    level = sys.argv[1]
    thinker = Thinker("process")
    thinker.warm_up()
    game = Game(seed=1)
    kind = "call"
    if level == "expert":  # a card: Expert's card search, on the cores the environment gives
        for _ in range(4):
            game.call(game.turn, 3)
        kind = "card"
    job = thinker.ask(kind, ("game", game.turn), level, 1, game.view(game.turn))
    while not job.done():
        time.sleep(0.01)
    print("answered", job.result(), flush=True)
    time.sleep(120)
"""


@needs_proc
@pytest.mark.parametrize(("level", "how", "processes"), [
    ("easy", "SIGKILL", 1),  # the worker
    ("expert", "SIGKILL", 3),  # the worker and Expert's two search helpers
    ("expert", "SIGTERM", 3)])
def test_a_killed_game_leaves_no_process_behind(tmp_path: Path, level: str, how: str,
                                                processes: int) -> None:
    script = tmp_path / "game.py"
    script.write_text(GAME)
    env = dict(os.environ, PYTHONPATH=str(REPO), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", **{CORES_VARIABLE: "3"})
    game = subprocess.Popen([sys.executable, str(script), level], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    below: set[int] = set()
    try:
        assert game.stdout.readline().startswith("answered")
        below = descendants(game.pid)
        assert len(below) >= processes, "the game has fewer processes than it should"
        os.kill(game.pid, getattr(signal, how))
        game.wait(5)
        left, took = wait_until_gone(below, timeout=3.0)
        assert not left, f"processes {sorted(left)} outlived the game ({how})"
        print(f"no process left {took:.2f} s after {how}")
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(5)
        for pid in running(below):  # what a failing run left behind
            os.kill(pid, signal.SIGKILL)


# The game ends (Quit, the window closed) while a computer player is deep in thought.
QUIT_WHILE_THINKING = """
import time
from callbreak.app.shell.thinker import Thinker
from callbreak.engine import Game

if __name__ == "__main__":
    thinker = Thinker("process")
    game = Game(seed=1)
    job = thinker.ask("call", ("game", game.turn), "easy", 1, game.view(game.turn))
    while not job.done():  # the worker is up
        time.sleep(0.01)
    for _ in range(4):
        game.call(game.turn, 3)
    job = thinker.ask("card", ("expert", game.turn), "expert", 1, game.view(game.turn))
    time.sleep(0.2)
    print("closing", "thinking" if not job.done() else "idle", flush=True)
    thinker.close()
"""


@needs_proc
def test_the_game_ends_at_once_even_while_a_player_thinks(tmp_path: Path) -> None:
    script = tmp_path / "game.py"
    script.write_text(QUIT_WHILE_THINKING)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    game = subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    below: set[int] = set()
    try:
        line = game.stdout.readline()
        started = time.perf_counter()
        below = descendants(game.pid)
        game.wait(10)
        took = time.perf_counter() - started
        assert line.startswith("closing")
        assert took < 0.5, f"the program took {took:.2f} s to end after closing ({line.strip()})"
        assert not wait_until_gone(below, timeout=0.5)[0]
    finally:
        if game.poll() is None:
            game.kill()
            game.wait(5)
        for pid in running(below):
            os.kill(pid, signal.SIGKILL)
