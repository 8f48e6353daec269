"""The window keeps out of the computer players' room: the game, started afresh in its own
interpreter, shows its main menu without loading one module of `callbreak.ai`, and a game
at the table with the real worker process gets the computers' calls while the window still
holds none. The players think only in the worker, which imports them itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# run in a fresh interpreter: whatever this test process has imported cannot hide a leak
PROGRAM = """
import json, sys, time
from callbreak.app.wiring import make_app
from callbreak.engine import Game, HouseRules

def players_loaded():
    return sorted(m for m in sys.modules if m.startswith("callbreak.ai"))

app = make_app(size=(1024, 640), headless=True, instant=True)  # the real worker process
app.scenes.push(app.routes.main_menu())
app.step(1 / 60)
app.render()
menu = players_loaded()

# a game whose first call is a computer player's, so one answers without us
game = next(g for g in (Game(HouseRules(rounds=3), seed=s) for s in range(50)) if g.turn != 0)
app.scenes.reset(app.routes.table(game, "easy", None))
deadline = time.monotonic() + 90
while game.round.calls[game.round.first] is None and time.monotonic() < deadline:
    app.step(1 / 60)
    app.render()
    time.sleep(0.01)
called = sum(c is not None for c in game.round.calls)
print(json.dumps({"menu": menu, "called": called, "table": players_loaded()}))
app.close()
"""


def test_the_menu_and_the_table_run_without_the_players_in_the_window() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=110)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["menu"] == []  # the main menu drawn: no computer player's module loaded
    assert seen["called"] >= 1  # a computer player called, thinking in the worker...
    assert seen["table"] == []  # ...and the window still holds none of them
