"""Is the coach honest? Its estimated cost of a choice against real play-outs (not a test).

    nice -n 10 .venv/bin/python tests/bench/coach_calibration.py --games 60 --out /tmp/cal.json
    .venv/bin/python tests/bench/coach_calibration.py --rows /tmp/cal.json   # figures again

Positions come from first rounds in which seat 0 is played by Easy, Medium or Hard (in turn)
against three Expert players: each call or card of seat 0 where Expert (as the coach runs
it) would have chosen otherwise, up to `--per-game` of them a round. For each, the coach
estimates the cost of seat 0's choice against Expert's from seat 0's view alone
(`coach.outcomes`, at several sample sizes). Then the real game, hidden hands and all, is
played on from that position twice, once with Expert's choice and once with seat 0's, to
the end of the round by four Expert players (a deal budget, `--deals`, and the exact
search from 4 cards, not 5: the bench's one liberty, it is ten times cheaper), the same
players in both; the real difference is seat 0's round score in one less the other, in
points (the mean of `--repeats` such pairs, each with other players' seeds).

A real difference is one deal, the one the seat could not see, so single positions scatter
widely around the coach's expectation over all the deals it might have been; the figures
that say whether the coach is honest are averages: the mean error (real less estimate)
near nothing, the real cost rising with the estimate, bin by bin, and a "mistake" really
costing more than an "inaccuracy" (the share of pairs, one of each, where it does). The
sample size is chosen from how far each size's estimate strays from the largest one's, and
how often its verdict differs.

Figures of 4 December 2026, for the coach's thresholds and sample size, from three runs on
the shared 2-core machine at nice 10 (load 3 to 9), about an hour in all, the rows then
read together:

    ... --games 100 --seed 1000 --out cal1.json      (19 min)
    ... --games 41 --seed 2000 --out cal2.json       (23 min; stopped at 41 of 150)
    ... --games 70 --seed 3000 --out cal3.json       (17 min)
    .venv/bin/python tests/bench/coach_calibration.py --rows cal1.json cal2.json cal3.json

(the first two chose Expert's call on 1000 deals, not 2000, and before the real deal's
play-outs were kept; the verdicts below are by the thresholds chosen, 3 and 15 tenths)

    700 positions (80 calls, 620 cards); estimates from 800 deals; points
    mean estimate +0.33, mean real +0.35 ± 0.21
    mean error (real - estimate) +0.01 ± 0.20
    mean absolute error 1.17 (a flat guess at the mean real cost: 1.30); correlation 0.29
    on the real deal (226 positions): the coach's play-outs +0.46 ± 0.32, Expert's +0.28 ± 0.39
      play-out error (Expert's less the coach's) -0.17 ± 0.50, mean absolute 1.67, correlation 0.04
      deal error (the real deal less the coach's deals) +0.04 ± 0.31
      calls: n=80, estimate +1.40, real +1.34 ± 0.99
      cards: n=620, estimate +0.20, real +0.22 ± 0.20
    estimated cost      n   mean estimate   mean real (95%)
      below 0.1      406   -0.01          +0.02 ± 0.14
      0.1 to 0.3     126   +0.12          +0.14 ± 0.58
      0.3 to 0.6      52   +0.39          +0.31 ± 0.71
      0.6 to 1.0      49   +0.71          +1.72 ± 1.29
      1.0 to 2.0      40   +1.37          +0.53 ± 1.44
      2.0 to up       27   +4.20          +3.45 ± 2.24
    verdict        n   real cost (95%)   really cost >0  >=1 point
      fine        532   +0.05 ± 0.17       26%              6%
      inaccuracy  125   +0.82 ± 0.68       32%             22%
      mistake      43   +2.60 ± 1.72       42%             37%
    a mistake really costs more than an inaccuracy in 56% of pairs (a tie counts half)
    thresholds (tenths)  real cost: fine / inaccuracy / mistake   mistake > inaccuracy
       2 and  8         +0.06 (500) / +0.69 (112) / +1.56 (88)   47%
       3 and  8         +0.05 (532) / +0.96 (80) / +1.56 (88)    47%
       3 and 10         +0.05 (532) / +0.99 (101) / +1.71 (67)   47%
       3 and 15         +0.05 (532) / +0.82 (125) / +2.60 (43)   56%
       5 and 10         +0.08 (569) / +1.27 (64) / +1.71 (67)    46%
       5 and 15         +0.08 (569) / +0.96 (88) / +2.60 (43)    56%
       5 and 20         +0.08 (569) / +0.99 (104) / +3.45 (27)   57%
    sample size: each size's estimate against 3200 deals'
        100 deals: mean gap 0.11 points, same verdict 92%
        200 deals: mean gap 0.08 points, same verdict 94%
        400 deals: mean gap 0.06 points, same verdict 95%
        800 deals: mean gap 0.04 points, same verdict 97%

What they say: the coach is right on average (real less estimate +0.01 ± 0.20 points, for
calls and cards alike) and its verdicts sort the choices by what they really cost on
average (fine +0.05, inaccuracy +0.82, mistake +2.60 points), but one position's real
outcome scatters widely: the real deal is one of many the seat could not tell apart, and
on it Expert's play-out and the coach's policy often part ways (their difference has mean
absolute 1.67 points), so a mistake really costs more than a given inaccuracy only 56% of
the time, and a card's estimate says little about a single deal (correlation 0.07, calls
0.55). Thresholds 3 and 15 tenths: the "fine" choices really cost nothing (+0.05), and of
the pairs tried, a mistake from 1.5 points is the one that stands apart from the
inaccuracies (56% of pairs against 47% from 1.0). 800 deals: the verdict 3200 deals would
give 97% of the time (400: 95%), well within the time a round may take
(`tests/bench/coach_time.py`).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai import coach, make_player  # noqa: E402
from callbreak.ai.coach_estimate import paired_cost, play_calls, play_cards  # noqa: E402
from callbreak.ai.coach_positions import game_before, positions  # noqa: E402
from callbreak.ai.playout import play_game, player_seed  # noqa: E402
from callbreak.ai.search import SearchPlayer  # noqa: E402
from callbreak.ai.search_settings import EXPERT  # noqa: E402
from callbreak.engine import CALLING, PLAYING, Card, Game, score_round  # noqa: E402

PEOPLE = ("easy", "medium", "hard")
SIZES = (100, 200, 400, 800, 3200)  # the coach's sample sizes compared; the last is the yardstick
BINS = (-10**9, 1, 3, 6, 10, 20, 10**9)  # estimated cost, tenths
GRID = ((2, 8), (3, 8), (3, 10), (3, 15), (5, 10), (5, 15), (5, 20))  # thresholds tried


def bench_expert(seed: int, deals: int, exact_at: int) -> SearchPlayer:
    settings = replace(EXPERT, card_seconds=None, call_seconds=None, parallel=False,
                       max_deals=deals, exact_at=exact_at)
    return SearchPlayer("expert", seed, settings)


def finish(game: Game, players: list[SearchPlayer]) -> None:
    """Play the round on to its end."""
    while game.phase in (CALLING, PLAYING):
        seat = game.turn
        assert seat is not None
        view = game.view(seat)
        if game.phase is CALLING:
            game.call(seat, players[seat].choose_call(view))
        else:
            game.play(seat, players[seat].choose_card(view))


def branch(before: Game, seat: int, choice: int | Card, players: list[SearchPlayer]) -> int:
    """Seat 0's round score (tenths) once `choice` is made and the round played out."""
    game = Game.from_json(before.to_json())
    if isinstance(choice, Card):
        game.play(seat, choice)
    else:
        game.call(seat, choice)
    finish(game, players)
    return game.round_scores[-1][seat]


def on_the_real_deal(before: Game, best: int | Card, chosen: int | Card) -> float:
    """The coach's play-outs on the real deal, the one it could not see: Expert's choice's
    score less the seat's (tenths)."""
    view, hands = before.view(0), list(before.round.hands)
    if isinstance(best, Card) and isinstance(chosen, Card):
        won = play_cards(view, hands, [best.index, chosen.index])
        call = view.calls[0] or 0
        return score_round(call, won[0], view.rules) - score_round(call, won[1], view.rules)
    won = play_calls(view, hands, [int(best), int(chosen)])
    return score_round(int(best), won[0], view.rules) - \
        score_round(int(chosen), won[1], view.rules)


def rows_of_game(n: int, args: argparse.Namespace) -> list[dict]:
    seed = args.seed + n
    person = PEOPLE[n % len(PEOPLE)]
    seats = [make_player(person, player_seed(seed, 0), max_deals=args.deals)] + \
        [bench_expert(player_seed(seed, s), args.deals, args.exact_at) for s in (1, 2, 3)]
    game = play_game(seats, seed, rounds=1)
    found = []
    for pos in positions(game, 0, 0):
        view, chosen = pos.view, pos.chosen
        if isinstance(chosen, Card):
            if len(view.legal) == 1:
                continue
            best: int | Card = coach.expert_card(view)
            if best == chosen or coach.equal_in_play(view, best, chosen):  # type: ignore[arg-type]
                continue
        else:
            best = coach.expert_call(view)
            if best == chosen:
                continue
        found.append((pos, best))
    random.Random(seed).shuffle(found)
    rows = []
    for pos, best in sorted(found[:args.per_game], key=lambda f: f[0].at):
        est = {}
        for size in SIZES:
            ours, theirs = coach.outcomes(pos.view, best, pos.chosen, size)
            est[size] = paired_cost(ours, theirs)[0]
        before = game_before(game, 0, pos.at)
        real = []
        for r in range(args.repeats):
            players = [bench_expert(seed * 1000 + 97 * r + s, args.deals, args.exact_at)
                       for s in range(4)]
            real.append(branch(before, 0, best, players) - branch(before, 0, pos.chosen, players))
        rows.append({"game": seed, "person": person, "kind": pos.kind, "at": pos.at,
                     "trick": pos.view.trick_no, "chosen": str(pos.chosen), "best": str(best),
                     "est": {str(k): v for k, v in est.items()}, "real": statistics.mean(real),
                     "rollout": on_the_real_deal(before, best, pos.chosen)})
    return rows


def interval(xs: list[float]) -> str:
    if len(xs) < 2:
        return f"{statistics.mean(xs) / 10:+.2f}" if xs else "-"
    half = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5
    return f"{statistics.mean(xs) / 10:+.2f} ± {half / 10:.2f}"


def verdict(cost: float, at: tuple[int, int] | None = None) -> str:
    """The verdict on an estimated cost (tenths), by the coach's thresholds or `at`."""
    tenths = max(0, round(cost))
    if at is None:
        return coach.verdict_of(tenths).value
    return "mistake" if tenths >= at[1] else "inaccuracy" if tenths >= at[0] else "fine"


def above(xs: list[float], tenths: float) -> str:
    return f"{100 * sum(x >= tenths for x in xs) / len(xs):3.0f}%" if xs else "  -"


def ordered(mistakes: list[float], slips: list[float]) -> float:
    """How often a mistake really cost more than an inaccuracy, over every pair (a tie
    counts half)."""
    pairs = [(m > i) + 0.5 * (m == i) for m in mistakes for i in slips]
    return statistics.mean(pairs) if pairs else float("nan")


def figures(rows: list[dict], size: int) -> None:
    est = [r["est"][str(size)] for r in rows]
    real = [r["real"] for r in rows]
    n = len(rows)
    calls = sum(r["kind"] == "call" for r in rows)
    print(f"{n} positions ({calls} calls, {n - calls} cards); estimates from {size} deals; "
          "points")
    print(f"mean estimate {statistics.mean(est) / 10:+.2f}, mean real {interval(real)}")
    errors = [b - a for a, b in zip(est, real)]
    print(f"mean error (real - estimate) {interval(errors)}")
    mae = statistics.mean(abs(e) for e in errors) / 10
    flat = statistics.mean(abs(x - statistics.mean(real)) for x in real) / 10
    print(f"mean absolute error {mae:.2f} (a flat guess at the mean real cost: {flat:.2f}); "
          f"correlation {statistics.correlation(est, real):.2f}")
    known = [r for r in rows if "rollout" in r]
    if known:  # where the error comes from: the play-out policy, or the unseen deal
        roll = [r["rollout"] for r in known]
        policy = [r["real"] - r["rollout"] for r in known]
        belief = [r["rollout"] - r["est"][str(size)] for r in known]
        print(f"on the real deal ({len(known)} positions): the coach's play-outs "
              f"{interval(roll)}, Expert's {interval([r['real'] for r in known])}")
        print(f"  play-out error (Expert's less the coach's) {interval(policy)}, mean "
              f"absolute {statistics.mean(abs(x) for x in policy) / 10:.2f}, correlation "
              f"{statistics.correlation(roll, [r['real'] for r in known]):.2f}")
        print(f"  deal error (the real deal less the coach's deals) {interval(belief)}")
    for kind in ("call", "card"):
        part = [r for r in rows if r["kind"] == kind]
        if part:
            print(f"  {kind}s: n={len(part)}, estimate "
                  f"{statistics.mean(r['est'][str(size)] for r in part) / 10:+.2f}, real "
                  f"{interval([r['real'] for r in part])}")
    print("estimated cost      n   mean estimate   mean real (95%)")
    for lo, hi in zip(BINS, BINS[1:]):
        part = [(e, x) for e, x in zip(est, real) if lo <= round(e) < hi]
        if part:
            name = "below 0.1" if lo < 0 else \
                f"{lo / 10:.1f} to " + ("up" if hi > 100 else f"{hi / 10:.1f}")
            mean = statistics.mean(e for e, _ in part) / 10
            print(f"  {name:<12} {len(part):5}   {mean:+.2f}"
                  f"          {interval([x for _, x in part])}")
    print("verdict        n   real cost (95%)   really cost >0  >=1 point")
    by = {v: [x for e, x in zip(est, real) if verdict(e) == v]
          for v in ("fine", "inaccuracy", "mistake")}
    for v, xs in by.items():
        print(f"  {v:<11} {len(xs):3}   {interval(xs):<16}  {above(xs, 1)}            "
              f"{above(xs, 10)}")
    print(f"a mistake really costs more than an inaccuracy in "
          f"{100 * ordered(by['mistake'], by['inaccuracy']):.0f}% of pairs (a tie counts half)")
    print("thresholds (tenths)  real cost: fine / inaccuracy / mistake   mistake > inaccuracy")
    for at in GRID:
        cut = {v: [x for e, x in zip(est, real) if verdict(e, at) == v]
               for v in ("fine", "inaccuracy", "mistake")}
        means = " / ".join(f"{statistics.mean(xs) / 10:+.2f} ({len(xs)})" if xs else "-"
                           for xs in cut.values())
        print(f"  {at[0]:2} and {at[1]:2}         {means:<40} "
              f"{100 * ordered(cut['mistake'], cut['inaccuracy']):.0f}%")
    top = str(SIZES[-1])
    print(f"sample size: each size's estimate against {top} deals'")
    for s in SIZES[:-1]:
        gap = statistics.mean(abs(r["est"][str(s)] - r["est"][top]) for r in rows) / 10
        same = statistics.mean(verdict(r["est"][str(s)]) == verdict(r["est"][top]) for r in rows)
        print(f"  {s:5} deals: mean gap {gap:.2f} points, same verdict {100 * same:.0f}%")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--per-game", type=int, default=4)
    ap.add_argument("--deals", type=int, default=32, help="the bench's players' deal budget")
    ap.add_argument("--exact-at", type=int, default=4)
    ap.add_argument("--repeats", type=int, default=1)
    ap.add_argument("--size", type=int, default=coach.COST_DEALS, choices=SIZES[:-1])
    ap.add_argument("--out", type=Path, help="write the positions' rows here as they come")
    ap.add_argument("--rows", type=Path, nargs="+",
                    help="read rows written before (one file or more) instead of playing")
    args = ap.parse_args(argv)
    if args.rows:
        rows = [row for path in args.rows for row in json.loads(path.read_text())]
    else:
        rows = []
        start = time.perf_counter()
        for n in range(args.games):
            rows += rows_of_game(n, args)
            print(f"game {n + 1}/{args.games}: {len(rows)} positions, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
            if args.out:
                args.out.write_text(json.dumps(rows))
    figures(rows, args.size)


if __name__ == "__main__":
    main()
