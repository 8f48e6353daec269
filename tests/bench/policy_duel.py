"""Duel of rollout policies on their own, with no search (not a test).

    PYTHONPATH=. python tests/bench/policy_duel.py [--deals 40000] [--seed 1]

Each deal is played twice by four copies of the rollout policy: seats 0 and 2 play the
refined policy (`lab.readable.policy(..., refined=True)`) and seats 1 and 3 the plain one, then the
other way round, with calls from the hand counter. Prints the refined policy's mean gain per
round and seat (in points, with a 95% interval over deals), once with every seat seeing the
whole deal (Hard's rollouts) and once with every seat deciding from what it could know
(`honest`, Expert's rollouts), under the default rules and each house rule that changes
play. A stronger policy on its own is not yet a stronger search player: the arena decides.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai.lab.readable import honest_policy, policy  # noqa: E402
from callbreak.engine import HouseRules  # noqa: E402
from callbreak.tools.duel import duel  # noqa: E402


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
