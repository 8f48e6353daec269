"""How much a card search gives away against the real deal (not a test).

    PYTHONPATH=. python tests/bench/ai_regret.py --positions 300 --deals 160 \
        --variants expert expert:pool=32 expert:walk=10,call_spread=0.62

A quick, low-noise check of a change to the card search, before the arena's long games:
positions come from games of quick Hard players (calls included, so the calls say what they
do at the table), stopped at a random card with at least two distinct cards to choose. Each
variant picks a card under the same deal budget. Every candidate is then scored on the real
deal, the one the search could not see: the round finished by honest rollouts (each seat
deciding from its own sight), in the searcher's utility. A variant's regret is the best
candidate's score less its choice's, in points, averaged over positions; the differences
between variants are paired over the same positions, with a 95% interval.

A variant is a level's settings with fields replaced, written as the arena's entrants are
(`ai.lab.split_variant`): `expert:pool=32,honest=False`.
Regret against one continuation policy is not strength: the arena decides; this says which
changes are worth its time.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai import make_player  # noqa: E402
from callbreak.ai.beliefs import public_exclusions  # noqa: E402
from callbreak.ai.deals import lean_honest, utility  # noqa: E402
from callbreak.ai.honest import HonestTable  # noqa: E402
from callbreak.ai.lab import split_variant  # noqa: E402
from callbreak.ai.lab.search import LabSearchPlayer, LabSettings  # noqa: E402
from callbreak.ai.search import EXPERT, HARD, candidates  # noqa: E402
from callbreak.engine import ROUND_OVER, Game, HouseRules  # noqa: E402

LEVELS = {"expert": EXPERT, "hard": HARD}


def variant(spec: str):
    """The settings of a variant written as the arena writes it (`ai.lab.split_variant`)."""
    level, changes = split_variant(spec)
    return LabSettings.of(LEVELS[level], **changes)


def positions(seed: int, n: int) -> list[tuple]:
    """(view, true hands) for n positions from quick Hard games."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        game = Game(HouseRules(), rng.randrange(10**6))
        players = [make_player("hard", rng.randrange(10**6), max_deals=64) for _ in range(4)]
        for _ in range(4):
            seat = game.turn
            game.call(seat, players[seat].choose_call(game.view(seat)))
        stop = rng.randrange(44)
        for _ in range(stop):
            seat = game.turn
            game.play(seat, players[seat].choose_card(game.view(seat)))
        view = game.view(game.turn)
        if game.phase != ROUND_OVER and len(candidates(view)) > 1:
            out.append((view, list(game.round.hands)))
    return out


def true_scores(view, hands: list[int], settings) -> dict[int, float]:
    """Each candidate's worth on the real deal, the round finished by honest rollouts."""
    calls = [c if c is not None else 1 for c in view.calls]
    value = utility(view, calls, settings)
    table = HonestTable(hands, calls, list(view.tricks_won), view.seat,
                        [(s, c.index) for s, c in view.trick], view.played_mask, view.rules,
                        excl=public_exclusions(view))
    out = {}
    for card in candidates(view):
        t = table.copy()
        t.play(card)
        out[card] = value(lean_honest(t, True)) / 10
    return out


def regrets(task: tuple) -> list[float]:
    view, hands, specs, deals = task
    scores = true_scores(view, hands, EXPERT)
    best = max(scores.values())
    out = []
    for spec in specs:
        settings = replace(variant(spec), card_seconds=None, max_deals=deals)
        card = LabSearchPlayer("expert", 7, settings).card_values(view).best()
        out.append(best - scores[card])
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--deals", type=int, default=160)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--variants", nargs="+", default=["expert", "hard"])
    args = ap.parse_args()
    for spec in args.variants:
        variant(spec)  # a mistyped variant fails now, not after the positions
    found = positions(args.seed, args.positions)
    tasks = [(v, h, args.variants, args.deals) for v, h in found]
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            rows = pool.map(regrets, tasks)
    else:
        rows = [regrets(t) for t in tasks]
    print(f"{len(rows)} positions, {args.deals} deals a decision; regret in points "
          "(lower is better)")
    for i, spec in enumerate(args.variants):
        print(f"  {spec:40} {statistics.mean(r[i] for r in rows):.3f}")
    for i in range(1, len(args.variants)):
        diffs = [r[i] - r[0] for r in rows]
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
        print(f"  {args.variants[i]} - {args.variants[0]}: {statistics.mean(diffs):+.3f} "
              f"± {half:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
