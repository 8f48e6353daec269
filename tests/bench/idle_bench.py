"""How much of a core the game takes while nothing moves: on the main menu, waiting for
your call, and waiting for your card, each for 10 s on the real frame loop (the dummy video
driver, or Xvfb when DISPLAY is set and SDL_VIDEODRIVER is not), with the real worker
process. Prints the main process's CPU time as a share of one core.

    .venv/bin/python tests/bench/idle_bench.py [--seconds 10]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from callbreak.app.shell import loop  # noqa: E402
from callbreak.app.shell.input import CONFIRM, Intent  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import make_app, open_store  # noqa: E402
from callbreak.engine import Game  # noqa: E402


def top_table(app):  # noqa: ANN001, ANN201
    return next(s for s in reversed(app.scenes.stack) if isinstance(s, TableScene))


def reach(app, want: Turn, seed: int) -> None:  # noqa: ANN001
    """Start a game and let it run (computer players in the worker) until `want`."""
    app.scenes.push(app.routes.table(Game(app.settings.rules, seed=seed), "easy", None))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        app.step(1 / 60)
        scene = top_table(app)
        if scene.turn is want and scene.session.turns.hint is not None:
            if want is Turn.YOUR_CARD or scene.session.game.round.call_order:
                scene.session.warm_all()  # once a table: not what an idle second costs
                return
        if scene.turn is Turn.YOUR_CALL and want is Turn.YOUR_CARD:
            app.feed(Intent(CONFIRM))
        time.sleep(1 / 120)
    sys.exit(f"never reached {want}")


def measure(seconds: float, setup) -> float:  # noqa: ANN001
    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(store=open_store(Path(tmp) / "c", Path(tmp) / "d", False),
                       size=(1280, 720))
        setup(app)
        for _ in range(30):  # let what was moving come to rest first
            app.step(1 / 60)
        app.step(1.0)
        box: dict[str, float] = {}

        def stop() -> None:
            time.sleep(1.0)  # the first second settles (a last animation, a first frame)
            box["cpu0"], box["t0"] = time.process_time(), time.monotonic()
            time.sleep(seconds)
            box["cpu1"], box["t1"] = time.process_time(), time.monotonic()
            pygame.event.post(pygame.event.Event(pygame.QUIT))  # as closing the window does

        threading.Thread(target=stop, daemon=True).start()
        loop.run(app)
        return (box["cpu1"] - box["cpu0"]) / (box["t1"] - box["t0"])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0)
    args = ap.parse_args()
    driver = os.environ.get("SDL_VIDEODRIVER", "x11 (" + os.environ.get("DISPLAY", "") + ")")
    print(f"idle CPU, share of one core over {args.seconds:g} s, video driver {driver}")
    cases = {
        "main menu": lambda app: app.scenes.push(app.routes.main_menu()),
        "waiting for your call": lambda app: reach(app, Turn.YOUR_CALL, seed=3),
        "waiting for your card": lambda app: reach(app, Turn.YOUR_CARD, seed=3),
    }
    for name, setup in cases.items():
        share = measure(args.seconds, setup)
        print(f"  {name:<24} {share * 100:5.1f}%")


if __name__ == "__main__":
    main()
