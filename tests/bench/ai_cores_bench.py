"""Expert's card search on one core and on several (not a test).

    PYTHONPATH=. python tests/bench/ai_cores_bench.py [--positions 24] [--cores 1 2]

On the same positions (every fourth card of a few games, each with at least two cards to
weigh), prints for each number of cores:
- the deals Expert's card search weighs within its real clock (median and p10 per decision),
- the wall time of a search on a fixed budget of 256 deals (median), and the speed-up
  against one core: under a deal budget the decision is the same on any number of cores;
- the same for Expert's call search (a budget of 2,000 deals), on the first call of games.
The helpers are started before the timing. Run it on a quiet machine: a second core that
is busy elsewhere gives little.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai.search import EXPERT, SearchPlayer, candidates  # noqa: E402
from callbreak.ai.team import spare_cores  # noqa: E402
from callbreak.engine import ROUND_OVER, Game, HouseRules  # noqa: E402

BUDGET_DEALS = 256
CALL_DEALS = 2000


def positions(n: int) -> list:
    out = []
    seed = 0
    while len(out) < n:
        game = Game(HouseRules(), 500 + seed)
        seed += 1
        for _ in range(4):
            game.call(game.turn, 3)
        plays = 0
        while game.phase != ROUND_OVER and len(out) < n:
            view = game.view(game.turn)
            if plays % 4 == 1 and len(candidates(view)) > 1:
                out.append(view)
            game.play(game.turn, view.legal[0])
            plays += 1
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=24)
    ap.add_argument("--cores", type=int, nargs="+", default=[1, 2])
    args = ap.parse_args()
    views = positions(args.positions)
    print(f"{len(views)} positions; this machine would give Expert {spare_cores()} core(s)")
    base = None
    for cores in args.cores:
        clocked = SearchPlayer("expert", 1, EXPERT, cores=cores)
        budget = SearchPlayer("expert", 1, replace(EXPERT, card_seconds=None,
                                                   max_deals=BUDGET_DEALS, min_deals=10**6),
                              cores=cores)
        budget.card_values(views[0])  # the helpers start here, not in the timing
        deals, walls = [], []
        for view in views:
            deals.append(clocked.card_values(view).deals)
            start = time.perf_counter()
            budget.card_values(view)
            walls.append(time.perf_counter() - start)
        wall = statistics.median(walls)
        base = base or wall
        p10 = sorted(deals)[len(deals) // 10]
        print(f"{cores} core(s): deals in the clock median {statistics.median(deals):.0f}, "
              f"p10 {p10}; {BUDGET_DEALS} deals median {wall * 1000:.0f} ms "
              f"(x{base / wall:.2f} against the first)")
    calls = [Game(HouseRules(), 900 + i).view(Game(HouseRules(), 900 + i).turn)
             for i in range(max(4, args.positions // 3))]
    call_base = None
    for cores in args.cores:
        player = SearchPlayer("expert", 1, replace(EXPERT, call_seconds=None,
                                                   max_deals=CALL_DEALS), cores=cores)
        player.call_values(calls[0])  # helpers up
        walls = []
        for view in calls:
            start = time.perf_counter()
            player.call_values(view)
            walls.append(time.perf_counter() - start)
        wall = statistics.median(walls)
        call_base = call_base or wall
        print(f"{cores} core(s): a call on {CALL_DEALS} deals median {wall * 1000:.0f} ms "
              f"(x{call_base / wall:.2f} against the first)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
