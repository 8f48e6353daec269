"""How often two search players choose the same card on the same view (not a test).

    PYTHONPATH=. python tests/bench/ai_agreement.py --positions 160 --jobs 2

Positions come from games of quick Hard players (200 deals a decision), stopped after a
random number of cards, keeping only views with at least two distinct cards to choose
from. At each, Hard and Expert choose at their real budgets, and so does a second Hard with
another seed: Hard against Hard is the noise floor, so Expert against Hard above it is how
often Expert really plays differently. Calls are not compared here (the arena's JSON has
them).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys

from callbreak.ai import make_player
from callbreak.ai.search import candidates
from callbreak.engine import Game, HouseRules


def positions(seed: int, n: int) -> list[tuple[int, int, int, int]]:
    """(cards in hand, Hard's card, Expert's card, second Hard's card) for n positions."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        game = Game(HouseRules(), rng.randrange(10**6))
        quick = [make_player("hard", rng.randrange(1000), max_deals=200) for _ in range(4)]
        while game.phase == "calling":
            game.call(game.turn, quick[game.turn].choose_call(game.view(game.turn)))
        for _ in range(rng.randrange(0, 44)):
            game.play(game.turn, quick[game.turn].choose_card(game.view(game.turn)))
        view = game.view(game.turn)
        if len(candidates(view)) < 2:
            continue
        out.append((len(view.hand), make_player("hard", 1).choose_card(view).index,
                    make_player("expert", 1).choose_card(view).index,
                    make_player("hard", 2).choose_card(view).index))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=160)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print("command:", " ".join(["python"] + sys.argv), flush=True)
    each = -(-args.positions // args.jobs)
    with multiprocessing.Pool(args.jobs) as pool:
        parts = pool.starmap(positions, [(args.seed * 100 + j, each) for j in range(args.jobs)])
    rows = [r for part in parts for r in part]
    print(f"{'cards in hand':<14}{'positions':>10}{'Expert = Hard':>15}{'Hard = Hard':>13}")
    for name, lo, hi in (("all", 1, 13), ("9-13", 9, 13), ("5-8", 5, 8), ("1-4", 1, 4)):
        sub = [r for r in rows if lo <= r[0] <= hi]
        if sub:
            same_e = sum(r[1] == r[2] for r in sub) / len(sub)
            same_h = sum(r[1] == r[3] for r in sub) / len(sub)
            print(f"{name:<14}{len(sub):>10}{same_e:>14.1%}{same_h:>13.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
