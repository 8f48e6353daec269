"""Duels of rollout policies on their own, with no search: the cheap yardstick for the
policy that the search players' rollouts play (`tests/bench/policy_duel.py`, and the lead
tuner of `train_leads`).

Each deal is played twice by four copies of two policies: seats 0 and 2 play `a` and seats
1 and 3 play `b`, then the other way round, with calls from the hand counter, so the cards
and the calls cancel out of the comparison. A stronger policy on its own is not yet a
stronger search player: the arena decides.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence

from callbreak.ai.handeval import heuristic_call
from callbreak.ai.honest import HonestTable
from callbreak.ai.lab.readable import policy, sight
from callbreak.ai.leads import LEARNED, learned_lead
from callbreak.engine import HouseRules
from callbreak.engine.scoring import score_round

Policy = Callable[[HonestTable], int]


def play(hands: list[int], calls: list[int], rules: HouseRules, seats: list[Policy],
         first: int) -> list[int]:
    """One round from the deal to the last trick; each seat's round score (tenths)."""
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


def leading_by(weights: Sequence[float]) -> Policy:
    """Expert's honest rollout policy, its leads scored by `weights` instead of the
    shipped ones."""
    def choose(t: HonestTable) -> int:
        seen = sight(t)
        if t.n_in == 0:
            hand = t.hands[t.turn]
            if hand & (hand - 1):
                return learned_lead(hand, seen, t.played, t.calls, t.won, t.turn, weights)
        return policy(t, seen, LEARNED)
    return choose
