"""Memory of the game at 1920x1080: the window's process and its computer players' worker
process, resident (VmRSS, from /proc), through a whole game played at normal speed with
every frame drawn, as a player would see it. Prints the peak of each and of the two
together, and where the window's process stood after starting and after the first deal.
Linux only (reads /proc). The window's process no longer imports the computer players
(callbreak.words took the words out of the app); the worker is spawned, so it holds only
what thinking needs.

    python tests/bench/memory_bench.py [--size 1920x1080] [--level hard] [--rounds 5]

Issue 35 asks for the game and its worker under 200 MB at 1920x1080. Measured here (5
rounds, level hard, seed 7), before the table bounded its picture caches (40d57f8) and
after (the tilted cards, shadows, greys, faces and composed pictures each held within a
few megabytes, least used first: `callbreak.app.look.kept`; no window-sized shade kept):

    before: window 228 MB peak (119 after the first deal), worker 34, both 262 MB
    after:  window 148 MB peak (104 after the first deal), worker 34, both 182 MB
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.app.shell.input import CONFIRM, Intent  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402

DT = 1 / 60


def rss_mb(pid: int | str = "self", field: str = "VmRSS") -> float:
    """A process's resident memory in MB (0 once it has gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def workers() -> list[int]:
    """The worker processes (the multiprocessing children)."""
    return [p.pid for p in multiprocessing.active_children() if p.pid is not None]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    app = make_app(size=size, headless=True, thinker="process")
    started = rss_mb()
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=args.rounds), seed=args.seed),
                                     args.level, None))
    peak_main = peak_worker = peak_both = 0.0
    after_deal = 0.0
    frames = 0
    begun = time.monotonic()
    while app.scenes.stack and time.monotonic() - begun < 900:
        tables = [s for s in app.scenes.stack if isinstance(s, TableScene)]
        if not tables:  # the scorecard: the game is over
            break
        table = tables[-1]
        if table.turn in (Turn.YOUR_CALL, Turn.YOUR_CARD) or app.scenes.top is not table:
            app.feed(Intent(CONFIRM))
        app.step(DT)
        app.render()
        frames += 1
        if table.session.turns.waiting_for_computer:
            time.sleep(0.002)  # the worker has the other core
        if frames % 30 == 0:
            main_mb = rss_mb()
            worker_mb = sum(rss_mb(pid) for pid in workers())
            peak_main, peak_worker = max(peak_main, main_mb), max(peak_worker, worker_mb)
            peak_both = max(peak_both, main_mb + worker_mb)
            if not after_deal and table.session.game.round.call_order:
                after_deal = main_mb
    for _ in range(120):  # the scorecard, as it is shown
        app.step(DT)
        app.render()
    main_mb = rss_mb()
    worker_mb = sum(rss_mb(pid) for pid in workers())
    peak_main, peak_worker = max(peak_main, main_mb), max(peak_worker, worker_mb)
    peak_both = max(peak_both, main_mb + worker_mb)
    print(f"memory at {size[0]}x{size[1]}, level {args.level}, {args.rounds} rounds, "
          f"{frames} frames in {time.monotonic() - begun:.0f} s")
    print(f"window process: {started:.0f} MB started, {after_deal:.0f} MB after the first "
          f"deal, peak {peak_main:.0f} MB (high-water mark {rss_mb(field='VmHWM'):.0f} MB)")
    print(f"worker process: peak {peak_worker:.0f} MB")
    print(f"both together:  peak {peak_both:.0f} MB")
    app.thinker.close()


if __name__ == "__main__":
    main()
