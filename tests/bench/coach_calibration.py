"""Are the coach's verdicts honest? What its fine, inaccuracies and mistakes really cost, on
positions it has never seen (not a test).

    nice -n 10 .venv/bin/python tests/bench/coach_calibration.py --games 150 --seed 20000 \
        --out /tmp/cal.json
    .venv/bin/python tests/bench/coach_calibration.py --rows /tmp/cal.json   # figures again

Positions come from first rounds in which seat 0 is played by Easy, Medium or Hard (in turn)
against three Expert players: each call or card of seat 0 where Expert (as the coach runs
it) would have chosen otherwise, up to `--per-game` of them a round. Each gets the coach's
verdict exactly as the coach gives it (`coach.judge`: the quick estimate, then Expert's
play-outs confirming any inaccuracy or mistake, `coach.confirmed`) and, for comparison, the
verdict of the quick estimate alone (`coach.outcomes`).

What a choice "really costs" is measured two ways:

- the yardstick: Expert players (`--deals` a card, the exact search from 4 cards) play
  both choices on to the end of the round on `--judge` deals consistent with what the seat
  knew, drawn from other seeds than the coach's (its estimate's and its confirmation's),
  the same players on both; the real cost is the mean of the paired differences (Expert's
  choice's round score less the seat's). This is the expected cost the seat faced: what the
  coach is asked to tell.
- the real deal (the second line): the game itself, hidden hands and all, played on once
  with each choice by four Expert players. One deal, the one the seat could not see: mostly
  the luck of where the cards lay, so its pairs of positions can hardly be ordered.

Per tier: the real cost with its 95% interval, and the share of pairs (one position of
each tier; a tie counts half) in which a mistake really cost more than an inaccuracy, an
inaccuracy more than a fine choice. The targets, on seeds not used to choose the
thresholds, over at least 600 positions: mistake over inaccuracy in 75% of pairs or more,
inaccuracy over fine in 65% or more.

Figures of 5 December 2026, the coach of `coach.COACH_VERSION` 3, on held-out seeds (the
thresholds, 3 and 15 tenths, were chosen on seeds 1000 to 3999 from the quick estimate
alone; nothing was chosen on these): four runs, read together,

    nice -n 10 .venv/bin/python tests/bench/coach_calibration.py --games 200 --seed 20000 \
        --judge 10 --per-game 6 --out cal3.json        # stopped at 27 rounds
    (the same with --games 60 --seed 20027, --games 60 --seed 20150, each stopped after
    35 minutes, and --games 8 --seed 20300: 15 minutes)
    .venv/bin/python tests/bench/coach_calibration.py --rows cal3.json cal20027.json \
        cal20150.json cal20300.json

    614 positions (61 calls, 553 cards), from 154 rounds; yardstick: 10 deals each (its own
        error per position 0.44 points); points
    the coach's verdicts (confirmed by Expert's play-outs):
      verdict        n   yardstick: real cost (95%)   the real deal (95%)
        fine         585   +0.11 ± 0.06                 +0.14 ± 0.22
        inaccuracy    19   +0.92 ± 0.50                 +1.92 ± 1.67
        mistake       10   +3.33 ± 2.06                 +5.04 ± 3.86
      yardstick: a mistake costs more than an inaccuracy in 77% of pairs, an inaccuracy more
          than fine in 80%, a mistake more than fine in 90%
      real deal: a mistake costs more than an inaccuracy in 61% of pairs, an inaccuracy more
          than fine in 63%, a mistake more than fine in 65%
    the quick estimate's alone (before confirmation):
      verdict        n   yardstick: real cost (95%)   the real deal (95%)
        fine         482   -0.00 ± 0.05                 +0.11 ± 0.16
        inaccuracy   106   +0.53 ± 0.24                 +0.18 ± 0.93
        mistake       26   +2.40 ± 0.93                 +3.61 ± 2.14
      yardstick: a mistake costs more than an inaccuracy in 78% of pairs, an inaccuracy more
          than fine in 63%, a mistake more than fine in 89%
      real deal: a mistake costs more than an inaccuracy in 58% of pairs, an inaccuracy more
          than fine in 52%, a mistake more than fine in 59%
    quick estimate against the yardstick: mean error -0.07 ± 0.06, correlation 0.66
    confirmed: 132 positions the quick estimate flagged, 26 kept their tier; judging one took
        5.1 s (mean), 10.6 s at most
    reasons shown with an inaccuracy or a mistake: call_lower 16, made_more 8, call_higher 4,
        keep_high 1

What they say: both targets hold on the yardstick (a mistake over an inaccuracy in 77% of
pairs, an inaccuracy over fine in 80%). The quick estimate alone could hardly tell its
inaccuracies from fine (63% of pairs): confirmed by Expert's play-outs, 106 of its 132
faults are found fine, and what is left is what the seat really gave away. On the one real
deal a position the pairs order in only 61-65%: one unseen deal is mostly luck.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import replace
from itertools import islice
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai import coach, make_player  # noqa: E402
from callbreak.ai.coach_confirm import PLAYOUT, paired_diffs  # noqa: E402
from callbreak.ai.coach_estimate import paired_cost  # noqa: E402
from callbreak.ai.coach_positions import Position, game_before, positions  # noqa: E402
from callbreak.ai.hints import position_seed  # noqa: E402
from callbreak.ai.playout import play_game, player_seed  # noqa: E402
from callbreak.ai.search import SearchPlayer  # noqa: E402
from callbreak.ai.search_settings import EXPERT  # noqa: E402
from callbreak.engine import CALLING, PLAYING, Card, Game  # noqa: E402

PEOPLE = ("easy", "medium", "hard")
TIERS = ("fine", "inaccuracy", "mistake")


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


def found_in(game: Game) -> list[tuple[int | Card, Position]]:
    """Seat 0's decisions where Expert would have chosen otherwise: (Expert's, position)."""
    found: list[tuple[int | Card, Position]] = []
    for pos in positions(game, 0, 0):
        view, chosen = pos.view, pos.chosen
        if isinstance(chosen, Card):
            if len(view.legal) == 1:
                continue
            card = coach.expert_card(view)
            if card == chosen or coach.equal_in_play(view, card, chosen):
                continue
            found.append((card, pos))
        else:
            call = coach.expert_call(view)
            if call != chosen:
                found.append((call, pos))
    return found


def rows_of_game(n: int, args: argparse.Namespace) -> list[dict]:
    seed = args.seed + n
    person = PEOPLE[n % len(PEOPLE)]
    seats = [make_player(person, player_seed(seed, 0), max_deals=args.deals)] + \
        [bench_expert(player_seed(seed, s), args.deals, args.exact_at) for s in (1, 2, 3)]
    game = play_game(seats, seed, rounds=1)
    found = found_in(game)
    random.Random(seed).shuffle(found)
    judge = replace(PLAYOUT, max_deals=args.deals, exact_at=args.exact_at)
    rows = []
    for best, pos in sorted(found[:args.per_game], key=lambda f: f[1].at):
        view, chosen = pos.view, pos.chosen
        ours, theirs = coach.outcomes(view, best, chosen)
        est, se = paired_cost(ours, theirs)
        quick = coach.verdict_of(coach.cost_of(ours, theirs)).value
        start = time.process_time()
        decision = coach.judge(view, chosen)  # as the coach judges it, Expert's choice again
        judge_s = time.process_time() - start
        assert decision.best == best
        diffs = list(islice(paired_diffs(view, best, chosen, position_seed(view) ^ 0x5EED,
                                         "bench/judge", judge), args.judge))
        before = game_before(game, 0, pos.at)
        players = [bench_expert(seed * 1000 + s, args.deals, args.exact_at) for s in range(4)]
        real = branch(before, 0, best, players) - branch(before, 0, chosen, players)
        rows.append({"game": seed, "person": person, "kind": pos.kind,
                     "trick": view.trick_no, "chosen": str(chosen), "best": str(best),
                     "est": est, "est_sd": se * len(ours.scores) ** 0.5, "quick": quick,
                     "verdict": decision.verdict.value, "cost": decision.cost,
                     "reason": decision.reason.kind.value, "judge_s": judge_s,
                     "judge": diffs, "real": real})
    return rows


def interval(xs: list[float]) -> str:
    if len(xs) < 2:
        return f"{statistics.mean(xs) / 10:+.2f}" if xs else "-"
    half = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5
    return f"{statistics.mean(xs) / 10:+.2f} ± {half / 10:.2f}"


def ordered(higher: list[float], lower: list[float]) -> float:
    """How often a position of the higher tier really cost more than one of the lower, over
    every pair (a tie counts half)."""
    pairs = [(h > lo) + 0.5 * (h == lo) for h in higher for lo in lower]
    return statistics.mean(pairs) if pairs else float("nan")


def tiers(rows: list[dict], said: str, measure: str) -> dict[str, list[float]]:
    return {t: [statistics.mean(r["judge"]) if measure == "judge" else r[measure]
                for r in rows if r[said] == t] for t in TIERS}


def table(rows: list[dict], said: str) -> None:
    judged = tiers(rows, said, "judge")
    real = tiers(rows, said, "real")
    print("  verdict        n   yardstick: real cost (95%)   the real deal (95%)")
    for t in TIERS:
        print(f"    {t:<11} {len(judged[t]):4}   {interval(judged[t]):<27}  "
              f"{interval(real[t])}")
    for name, by in (("yardstick", judged), ("real deal", real)):
        print(f"  {name}: a mistake costs more than an inaccuracy in "
              f"{100 * ordered(by['mistake'], by['inaccuracy']):.0f}% of pairs, an "
              f"inaccuracy more than fine in {100 * ordered(by['inaccuracy'], by['fine']):.0f}%"
              f", a mistake more than fine in {100 * ordered(by['mistake'], by['fine']):.0f}%")


def figures(rows: list[dict]) -> None:
    n = len(rows)
    calls = sum(r["kind"] == "call" for r in rows)
    k = statistics.mean(len(r["judge"]) for r in rows)
    noise = statistics.mean(statistics.stdev(r["judge"]) / len(r["judge"]) ** 0.5
                            for r in rows) / 10
    print(f"{n} positions ({calls} calls, {n - calls} cards), from {len({r['game'] for r in rows})}"
          f" rounds; yardstick: {k:.0f} deals each (its own error per position {noise:.2f}"
          " points); points")
    print("the coach's verdicts (confirmed by Expert's play-outs):")
    table(rows, "verdict")
    print("the quick estimate's alone (before confirmation):")
    table(rows, "quick")
    judged = [statistics.mean(r["judge"]) for r in rows]
    print(f"quick estimate against the yardstick: mean error "
          f"{interval([j - r['est'] for j, r in zip(judged, rows)])}, correlation "
          f"{statistics.correlation([r['est'] for r in rows], judged):.2f}")
    checked = [r for r in rows if r["quick"] != "fine"]
    if checked:
        print(f"confirmed: {len(checked)} positions the quick estimate flagged, "
              f"{sum(r['verdict'] == r['quick'] for r in checked)} kept their tier; judging "
              f"one took {statistics.mean(r['judge_s'] for r in checked):.1f} s (mean), "
              f"{max(r['judge_s'] for r in checked):.1f} s at most")
    shown = [r["reason"] for r in rows if r["verdict"] != "fine"]
    print("reasons shown with an inaccuracy or a mistake: " + ", ".join(
        f"{k} {shown.count(k)}" for k in sorted(set(shown), key=lambda k: -shown.count(k))))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--per-game", type=int, default=5)
    ap.add_argument("--deals", type=int, default=PLAYOUT.max_deals,
                    help="the bench's Expert players' deal budget")
    ap.add_argument("--exact-at", type=int, default=PLAYOUT.exact_at)
    ap.add_argument("--judge", type=int, default=16, help="the yardstick's deals a position")
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
    figures(rows)


if __name__ == "__main__":
    main()
