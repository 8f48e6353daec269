"""Engine speed: full rounds of random legal play per second on one core, and the cost of
one `legal_plays` / `legal_mask` call. Prints medians of several runs; asserts nothing.

    python tests/bench/engine_bench.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.engine import Card, HouseRules, Round, legal_mask, legal_plays  # noqa: E402
from callbreak.engine.cards import iter_indices  # noqa: E402

RUNS = 7


def rounds_per_second(n_rounds: int, checked: bool) -> float:
    """Deal, four calls and 52 random legal plays, through Round (checked: the public
    `play`, which validates; unchecked: `_apply_play`, the path simulations use)."""
    rules = HouseRules()
    rng = random.Random(1)
    start = time.perf_counter()
    for _ in range(n_rounds):
        rnd = Round(rules, dealer=rng.randrange(4), rng=rng)
        for _ in range(4):
            rnd.call(rnd.turn, 3)
        play = rnd.play if checked else rnd._apply_play
        while rnd.turn is not None:
            seat = rnd.turn
            choices = list(iter_indices(rnd.legal_mask(seat)))
            play(seat, Card(choices[rng.randrange(len(choices))]))
    return n_rounds / (time.perf_counter() - start)


def per_call_us(fn, n: int) -> float:
    start = time.perf_counter()
    fn(n)
    return (time.perf_counter() - start) / n * 1e6


def main() -> None:
    rules = HouseRules()
    hand = Card.parse_many("AS 10S 4S KH 9H 3H QC 8C 2C JD 7D 5D 2D")
    trick = Card.parse_many("QH 5S")
    hand_mask = sum(c.bit for c in hand)

    def lp(n):
        for _ in range(n):
            legal_plays(hand, trick, rules)

    def lm(n):
        for _ in range(n):
            legal_mask(hand_mask, 1, Card.parse("5S").index, rules)

    figures = {
        "rounds/s via Round.play (validated)": [rounds_per_second(1000, True) for _ in range(RUNS)],
        "rounds/s via Round._apply_play": [rounds_per_second(1000, False) for _ in range(RUNS)],
        "legal_plays(list of cards) us/call": [per_call_us(lp, 20000) for _ in range(RUNS)],
        "legal_mask(bitmask) us/call": [per_call_us(lm, 200000) for _ in range(RUNS)],
    }
    print(f"python {sys.version.split()[0]}, one core, median of {RUNS} runs")
    for name, values in figures.items():
        print(f"  {name:40s} median {statistics.median(values):10.2f}"
              f"   (min {min(values):.2f}, max {max(values):.2f})")


if __name__ == "__main__":
    main()
