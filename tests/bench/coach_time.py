"""How long the coach takes over a round, on one core (not a test).

    nice -n 10 .venv/bin/python tests/bench/coach_time.py --games 4

Whole games (five rounds, so the last round's reckoning of the game is timed too) with seat
0 played by Easy, Medium and Hard in turn against Medium players; every round of seat 0
judged by `coach.analyse_round` as the worker runs it (one process, one core: Expert's
search on one core and a deal budget). Prints each game's rounds, then the median and the
slowest round, and the time per decision. The target: a round under 30 s.

Figures with the coach's budgets of now (800 deals for a cost, Expert on 256 deals for a
card and 2000 for a call; each inaccuracy or mistake confirmed by Expert players on 16
deals a card, the exact search from 4 cards, on 8 to 16 deals of the round: `coach`,
`coach_confirm`), `--games 2`, on the shared 2-core machine at load 7:

    10 rounds: median 7.8 s, slowest 24.8 s, mean per decision 0.76 s (CPU of one core)

(the same games with at least 4 confirming deals, not 8, at load 8: median 5.7 s, slowest
18.2 s over 15 rounds, `--games 3`; before the confirmation, `--games 6` at load 5: median
3.5 s, slowest 11.2 s). The slowest round is an easy player's first, with a call and cards
early in the round confirmed; the CPU time a process gets on a loaded machine runs slower
than on an idle one, so the 24.8 s is an upper figure. What one
confirming play-out costs, Expert's four players finishing the round (CPU seconds, at load
1.5; a confirming deal plays two, one for each choice):

    from            8 deals   16 deals   32 deals   16 deals, exact from 5 cards
    the call         0.23      0.34       0.70       0.43
    trick 3          0.14      0.13       0.30       0.92
    trick 6          0.06      0.10       0.35       0.27
    trick 9          0.03      0.04       0.07       0.04

so a call confirmed on all 16 deals costs about 11 s, a card early in the round 4 s, and
the few flagged in a round (one or two) fit the 30 s. The other slow rounds are those where
Expert's exact search (five cards or fewer each) finds no clear leader; Expert on 512 deals
a card made the slowest 19.7 s before the confirmation (median 4.1 s), too near the target.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai import coach  # noqa: E402
from callbreak.ai.playout import play_game  # noqa: E402

PEOPLE = ("easy", "medium", "hard")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=500)
    args = ap.parse_args(argv)
    rounds: list[float] = []
    per_decision: list[float] = []
    for n in range(args.games):
        person = PEOPLE[n % len(PEOPLE)]
        game = play_game([person, "medium", "medium", "medium"], seed=args.seed + n,
                         max_deals=64)
        times = []
        for r in range(len(game.rounds)):
            start = time.process_time()  # this process's CPU: one core, whatever the load
            analysis = coach.analyse_round(game, r, 0)
            spent = time.process_time() - start
            times.append(spent)
            per_decision.append(spent / len(analysis.decisions))
        rounds += times
        print(f"game {n + 1} ({person}): " + " ".join(f"{t:.1f}" for t in times) + " s",
              flush=True)
    print(f"{len(rounds)} rounds: median {statistics.median(rounds):.1f} s, slowest "
          f"{max(rounds):.1f} s, mean per decision {statistics.mean(per_decision):.2f} s "
          f"(CPU time of one core; load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
