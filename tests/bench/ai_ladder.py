"""AI ladder: each level against the level below in duplicate matches, at the real time
budgets, printing the arena's table for each step (not a test: it takes a long time).

    PYTHONPATH=. python tests/bench/ai_ladder.py                  # every step, 80 games each
    PYTHONPATH=. python tests/bench/ai_ladder.py --steps hard:medium --games 80 --jobs 1

A game is 5 rounds played in both seatings (A B A B and B A B A), so 80 games give 400
paired deals. Wall-clock budgets mean a busy machine makes the search levels weaker.

Issue 36 (one set of trick rules) checked the ladder before (9543c75) and after (62ca9d6) with
deal-count budgets, which make every decision independent of the machine's load:

    PYTHONPATH=. python tests/bench/ai_ladder.py --steps hard:medium,expert:hard \
        --games 8 --max-deals 60

Both gave the same table to the last digit: Hard - Medium +1.185 ± 0.518 points a round,
Expert - Hard -0.035 ± 0.399 (at 60 deals a card Expert is held to Hard's budget), over 40
paired deals each; every call and card the same. Hard's mean time a card 81 ms before, 76
after; Expert's 532 and 535 ms (load 3 to 12).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from callbreak.engine import HouseRules
from callbreak.tools.arena import format_table, run

STEPS = ("medium:easy", "hard:medium", "expert:hard")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", default=",".join(STEPS))
    ap.add_argument("--games", type=int, default=80)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--max-deals", type=int, default=None)
    ap.add_argument("--json", default=None, help="write every summary here")
    args = ap.parse_args()
    summaries = {}
    print("command:", " ".join(["python"] + sys.argv), flush=True)
    for step in args.steps.split(","):
        a, b = step.split(":")
        start = time.perf_counter()
        out = run([a, b], args.games, args.seed, HouseRules(), args.jobs, args.max_deals)
        minutes = (time.perf_counter() - start) / 60
        print(f"\n== {a} vs {b}: {args.games} games x 2 seatings, {minutes:.1f} min ==",
              flush=True)
        print(format_table(out["summary"]), flush=True)
        summaries[step] = out["summary"]
        if args.json:
            with open(args.json, "w", encoding="utf-8") as fh:
                json.dump(summaries, fh, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
