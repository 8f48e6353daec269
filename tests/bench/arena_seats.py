"""Where one entrant's edge over another comes from: the same cards, seat by seat (a
diagnostic of saved arena runs, not a test).

    PYTHONPATH=. python tests/bench/arena_seats.py RUN.json [RUN.json ...]

A paired deal gives every seat's cards once to each of two entrants, so their calls, the
tricks they take and their scores can be compared hand for hand. Prints, per round of a
seat, A's figure minus B's with a 95% interval over paired deals (the four seats of a deal
are not independent, so a deal is one sample): tricks taken, call, round score, and the
round score over the seats where both called the same (the card play alone, near enough).

Measured 2026-12-03 (seeds 62000-62079, 400 paired deals): Expert - ismcts takes +0.04 +-
0.07 tricks with the same cards and calls 0.12 +- 0.02 lower; where both called the same
(1,308 seats of 1,600) it scores +0.24 +- 0.12 a seat. (Over the first 120 deals that read
+0.05 +- 0.21, and the edge looked to be in the calls alone.)
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from collections import defaultdict


def interval(values: list[float]) -> str:
    if len(values) < 2:
        return "n/a"
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{statistics.mean(values):+.3f} ± {half:.3f}"


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__)
        return 2
    hands: dict[tuple[int, int, int], dict[int, tuple[int, int, int]]] = defaultdict(dict)
    names: list[str] = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            run = json.load(f)
        if names and run["specs"] != names:
            print(f"{path} seats {run['specs']}, not {names}")
            return 2
        names = run["specs"]
        for game in run["results"]:
            for r, seats in enumerate(game["rounds"]):
                for seat, (who, call, tricks, score) in enumerate(seats):
                    hands[(game["seed"], r, seat)][who] = (call, tricks, score)
    by_deal: dict[str, dict[tuple[int, int], list[float]]] = {
        k: defaultdict(list) for k in ("tricks", "call", "score", "same call")}
    same = both = 0
    for (seed, r, _), seen in hands.items():
        if 0 not in seen or 1 not in seen:
            continue
        (ca, ta, sa), (cb, tb, sb) = seen[0], seen[1]
        deal = (seed, r)
        both += 1
        by_deal["tricks"][deal].append(ta - tb)
        by_deal["call"][deal].append(ca - cb)
        by_deal["score"][deal].append((sa - sb) / 10)
        if ca == cb:
            same += 1
            by_deal["same call"][deal].append((sa - sb) / 10)
    print(f"{names[0]} - {names[1]}: {len(by_deal['score'])} paired deals, {both} seats")
    for key, deals in by_deal.items():
        means = [statistics.mean(v) for v in deals.values()]
        print(f"  {key:<10} {interval(means)} a seat a round")
    print(f"  both called the same at {same} seats of {both}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
