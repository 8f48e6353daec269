"""Duel of rollout policies on their own, with no search (not a test).

    PYTHONPATH=. python tests/bench/policy_duel.py [--deals 40000] [--seed 1]

Each deal is played twice by four copies of the rollout policy: seats 0 and 2 play the
refined policy (`sim.policy(..., refined=True)`) and seats 1 and 3 the plain one, then the
other way round, with calls from the hand counter. Prints the refined policy's mean gain per
round and seat (in points, with a 95% interval over deals), once with every seat seeing the
whole deal (Hard's rollouts) and once with every seat deciding from what it could know
(`honest`, Expert's rollouts), under the default rules and each house rule that changes
play. A stronger policy on its own is not yet a stronger search player: the arena decides.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai.handeval import heuristic_call  # noqa: E402
from callbreak.ai.honest import HonestTable, honest_policy  # noqa: E402
from callbreak.ai.sim import policy  # noqa: E402
from callbreak.engine import HouseRules  # noqa: E402
from callbreak.engine.scoring import score_round  # noqa: E402

Policy = Callable[[HonestTable], int]


def play(hands: list[int], calls: list[int], rules: HouseRules, seats: list[Policy],
         first: int) -> list[int]:
    t = HonestTable(hands, calls, [0] * 4, first, [], 0, rules, [0] * 4)
    while t.hands[t.turn]:
        t.play(seats[t.turn](t))
    return [score_round(calls[s], t.won[s], rules) for s in range(4)]


def duel(a: Policy, b: Policy, deals: int, seed: int, rules: HouseRules) -> tuple[float, float]:
    """Mean points per round and seat of `a` over `b`, and the 95% half-interval."""
    rng = random.Random(seed)
    diffs = []
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[13 * s:13 * s + 13]) for s in range(4)]
        calls = [heuristic_call(h, rules.max_call) for h in hands]
        first = rng.randrange(4)
        one = play(hands, calls, rules, [a, b, a, b], first)
        two = play(hands, calls, rules, [b, a, b, a], first)
        diffs.append((one[0] + one[2] + two[1] + two[3] - one[1] - one[3] - two[0] - two[2])
                     / 40)
    return statistics.mean(diffs), 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=40000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    kinds = {
        "full sight": (lambda t: policy(t, None, True), lambda t: policy(t)),
        "honest": (lambda t: honest_policy(t, True), honest_policy),
    }
    rule_sets = {"default rules": HouseRules(), "must-beat off": HouseRules(must_beat=False),
                 "clockwise": HouseRules(clockwise=True),
                 "calls to 13, big call": HouseRules(max_call=13, big_call=True)}
    print(f"refined - plain, points per round and seat, {args.deals} deals each (seed {args.seed})")
    for kind, (refined, plain) in kinds.items():
        for name, rules in rule_sets.items():
            start = time.perf_counter()
            mean, ci = duel(refined, plain, args.deals, args.seed, rules)
            print(f"  {kind:10}  {name:22} {mean:+.3f} ± {ci:.3f}"
                  f"   ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
