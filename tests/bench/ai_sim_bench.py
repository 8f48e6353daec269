"""The search's inner loop: simulated rounds per second on one core (not a test).

    python tests/bench/ai_sim_bench.py

Prints, as the best of several runs taken in turn, rounds played out from the first card
per second by the readable simulator (`lab.readable.rollout`, `honest_rollout`) and by the
lean one (`lean.lean_rollout`), plain and honest, and honest with the learned leads
(`leads`), and the lean one as written, calling the trick rules instead of having them
written in (`engine.inline`); sampled deals per second (`DealSampler`: rejection as Hard
draws them, the pick of eight as the November Expert drew them, the walk as Expert draws
them now); and whole card searches: deals a second, old against lean (the best of three
searches of each position).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai.beliefs import SHARP_OFFSET, SHARP_SPREAD, DealSampler  # noqa: E402
from callbreak.ai.handeval import heuristic_call  # noqa: E402
from callbreak.ai.honest import HonestTable  # noqa: E402
from callbreak.ai.lab.readable import honest_rollout, rollout  # noqa: E402
from callbreak.ai.leads import LEARNED  # noqa: E402
from callbreak.ai.lean import lean_estimate, lean_rollout  # noqa: E402
from callbreak.ai.sim import SimTable  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402

RUNS = 7  # the best run is reported: other work on the machine only slows a run
N = 400  # rounds per run


def starts(n: int) -> list[HonestTable]:
    rules = HouseRules()
    out = []
    for seed in range(n):
        game = Game(rules, seed)
        hands = list(game.round.hands)
        calls = [heuristic_call(h) for h in hands]
        out.append(HonestTable(hands, calls, [0] * 4, game.turn, [], 0, rules, excl=[0] * 4))
    return out


def rates(cases: list[tuple[str, object, list]]) -> list[tuple[str, float]]:
    """Each case's rounds per second, the best of runs taken in turn (so a busy spell on the
    machine falls on every case alike)."""
    figures: list[list[float]] = [[] for _ in cases]
    for _ in range(RUNS):
        for i, (_, fn, tables) in enumerate(cases):
            start = time.perf_counter()
            for t in tables:
                fn(t)  # type: ignore[operator]
            figures[i].append(len(tables) / (time.perf_counter() - start))
    return [(name, max(f)) for (name, _, _), f in zip(cases, figures)]


def sampler_rate(pool: int, lean: bool = False, walk: int = 0) -> float:
    game = Game(HouseRules(), 3)
    while game.phase == "calling":
        game.call(game.turn, 3)
    view = game.view(game.turn)
    figures = []
    for run in range(RUNS):
        rng = random.Random(run)
        if pool > 1 or walk:
            sampler = DealSampler(view, rng, spread=SHARP_SPREAD, offset=SHARP_OFFSET,
                                  lean=lean)
        else:
            sampler = DealSampler(view, rng, lean=lean)
        start = time.perf_counter()
        for _ in range(200):
            if walk:
                sampler.walked(walk)
            elif pool > 1:
                sampler.pooled(pool)
            else:
                sampler.sample()
        figures.append(200 / (time.perf_counter() - start))
    return max(figures)


def main() -> int:
    honest = starts(N)
    plain = [SimTable(t.hands, t.calls, t.won, t.turn, [], 0, t.rules) for t in honest]
    print(f"rounds played out from the first card, per second on one core "
          f"(best of {RUNS} runs of {N}):")
    rows = rates([
        ("plain, readable (readable.rollout, refined)", lambda t: rollout(t.copy(), True),
         plain),
        ("plain, lean (lean.lean_rollout)", lambda t: lean_rollout(t, True), plain),
        ("honest, readable (readable.honest_rollout)",
         lambda t: honest_rollout(t.copy(), True), honest),
        ("honest, lean (lean.lean_rollout with excl)",
         lambda t: lean_rollout(t, True, t.excl), honest),
        ("honest, lean, learned leads (Expert now)",
         lambda t: lean_rollout(t, LEARNED, t.excl), honest),
        ("honest, lean, the rules called, not written in",
         lambda t: getattr(lean_rollout, "__wrapped__", lean_rollout)(t, True, t.excl), honest),
    ])
    for name, value in rows:
        print(f"  {name:<46}{value:>9.0f}")
    print(f"  lean / readable: plain x{rows[1][1] / rows[0][1]:.2f}, "
          f"honest x{rows[3][1] / rows[2][1]:.2f}; learned leads / hand-written: "
          f"x{rows[4][1] / rows[3][1]:.2f}; the rules called / written in (engine.inline): "
          f"x{rows[5][1] / rows[3][1]:.2f}")
    print("deals sampled per second (after the calls, before the first card):")
    print(f"  {'rejection (Hard)':<46}{sampler_rate(1):>9.0f}")
    print(f"  {'pick of eight (Expert)':<46}{sampler_rate(8):>9.0f}")
    print(f"  {'rejection, lean':<46}{sampler_rate(1, True):>9.0f}")
    print(f"  {'pick of eight, lean':<46}{sampler_rate(8, True):>9.0f}")
    print(f"  {'walk of ten steps, lean (Expert now)':<46}{sampler_rate(0, True, 10):>9.0f}")
    deals_per_decision()
    return 0


def deals_per_decision() -> None:
    """Deals a card search gets through a second, old path against lean, at positions from
    one round (a deal budget and no early stop, so only the speed differs)."""
    from dataclasses import replace

    from callbreak.ai.lab.frozen import EXPERT_2026_11, HARD_2026_11
    from callbreak.ai.lab.search import LabSearchPlayer
    from callbreak.ai.playout import play_game
    from callbreak.ai.search import EXPERT, SearchPlayer

    rnd = play_game(["medium"] * 4, 5, rounds=1).rounds[0]
    views = []
    replay = Game(HouseRules(), 5)
    while replay.phase == "calling":
        replay.call(replay.turn, rnd.calls[replay.turn])
    for i, card in enumerate(rnd.plays[:40]):
        if i % 6 == 0:
            views.append(replay.view(replay.turn))
        replay.play(replay.turn, card)
    lean_estimate(0)  # the lean count's tables are built once, on first use: not timed here
    print("card search, deals per second on one core, by cards left in the hand:")
    print(f"  {'':<24}" + "".join(f"{v.hand_mask.bit_count():>7}" for v in views))
    for name, base in (("Hard", HARD_2026_11), ("Expert", EXPERT_2026_11)):
        rates: dict[bool, list[float]] = {}
        for lean in (False, True):
            player = LabSearchPlayer("x", 1, replace(base, lean=lean, card_seconds=None,
                                                     max_deals=60, min_deals=10**9))
            rates[lean] = [search_rate(player, v) for v in views]
        for lean in (False, True):
            label = f"{name}, {'lean' if lean else 'old'}"
            print(f"  {label:<24}" + "".join(f"{r:>7.0f}" for r in rates[lean]))
        ratios = [b / a for a, b in zip(rates[False], rates[True])]
        print(f"  {name}: lean / old, median over positions x{statistics.median(ratios):.2f}")
    now = SearchPlayer("x", 1, replace(EXPERT, card_seconds=None, max_deals=60,
                                       min_deals=10**9))
    shipped = [search_rate(now, v) for v in views]
    print(f"  {'Expert now':<24}" + "".join(f"{r:>7.0f}" for r in shipped))


def search_rate(player, view, runs: int = 3) -> float:
    """Deals a second of one card search, the best of `runs` (the same deals each time)."""
    best = 0.0
    for _ in range(runs):
        start = time.perf_counter()
        deals = player.card_values(view).deals
        best = max(best, deals / (time.perf_counter() - start))
    return best


if __name__ == "__main__":
    raise SystemExit(main())
