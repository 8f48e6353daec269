"""How long the game takes to end on SIGTERM, mid-game, with the real worker process (the
computer players at the level given, so the worker may be busy thinking when the signal
comes). Prints the median and the worst of a few runs.

    .venv/bin/python tests/bench/quit_bench.py [--runs 5] [--level expert]
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROGRAM = Path(__file__).resolve().parents[1] / "programs" / "play_table.py"
sys.path.insert(0, str(PROGRAM.parents[1]))
from programs.play_table import calls_saved  # noqa: E402


def one(level: str) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory() as tmp:
        game = Path(tmp) / "d" / "game.json"
        proc = subprocess.Popen([sys.executable, str(PROGRAM), f"{tmp}/c", f"{tmp}/d", level],
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while calls_saved(game) < 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(0.3)  # the next computer player is thinking now
        start = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
        return time.monotonic() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--level", default="expert")
    args = ap.parse_args()
    times = [one(args.level) for _ in range(args.runs)]
    print(f"SIGTERM to exit, {args.level} players, {args.runs} runs: median "
          f"{statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
