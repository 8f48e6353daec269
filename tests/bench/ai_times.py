"""Decision times per level at the real budgets: percentiles of the time to choose a card and
to choose a call, from arena games with all four levels at the table (not a test).

    PYTHONPATH=. python tests/bench/ai_times.py --games 1

Targets (issue 17): Hard at most 300 ms a card and 1 s a call at p95; Expert at most 1 s a
card and 2 s a call. Run it on a quiet machine: the budgets are wall-clock, so load shows up
here. `--levels` seats other entrants (one to four of `ai.lab.ENTRANTS`), for example
`--levels hard expert ismcts expert-2026-11`. The arena's table prints the same p95 figures
for every run.
"""

from __future__ import annotations

import argparse
import sys

from callbreak.ai import LEVEL_NAMES, LEVELS
from callbreak.ai.lab import ENTRANTS
from callbreak.engine import HouseRules
from callbreak.tools.arena import run


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1, help="each played in 4 seatings")
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--levels", nargs="+", choices=ENTRANTS, default=list(LEVELS))
    args = ap.parse_args()
    print("command:", " ".join(["python"] + sys.argv), flush=True)
    levels = list(args.levels)
    out = run(levels, args.games, args.seed, HouseRules(), jobs=1)
    cards: dict[int, list[float]] = {i: [] for i in range(len(levels))}
    calls: dict[int, list[float]] = {i: [] for i in range(len(levels))}
    for res in out["results"]:
        for who, times in res["card_times"].items():
            cards[int(who)].extend(times)
        for who, times in res["call_times"].items():
            calls[int(who)].extend(times)
    print(f"{'level':<16}{'what':<6}{'n':>6}{'p50 ms':>9}{'p90 ms':>9}{'p95 ms':>9}{'max ms':>9}")
    for i, level in enumerate(levels):
        for what, times in (("card", cards[i]), ("call", calls[i])):
            print(f"{LEVEL_NAMES.get(level, level):<16}{what:<6}{len(times):>6}"
                  + "".join(f"{1000 * pct(times, q):>9.1f}" for q in (0.5, 0.9, 0.95, 1.0)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
