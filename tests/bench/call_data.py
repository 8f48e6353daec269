"""Call calibration data: how many tricks the search player really takes with the hands it
calls on, beside what its calling simulation predicted (not a test; feeds call tuning).

    PYTHONPATH=. python tests/bench/call_data.py --games 40 --out /tmp/calls.jsonl
    PYTHONPATH=. python tests/bench/call_data.py --report /tmp/calls.jsonl
    PYTHONPATH=. python tests/bench/call_data.py --level expert --out /tmp/calls.jsonl \
        --arena RUN.json:0 RUN2.json:1 ...    # the calls of saved arena games

Seats hard, medium, hard, medium (or --lineup). For every call by a search seat it writes
one JSON line: the hand, the seat's place in the calling order, the calls before it, the
trick histogram of the calling simulation, the call chosen, the tricks taken and the round
score, plus the histogram of rollouts in which only this seat looks one card ahead.
With `--arena`, no games are played: for the entrant (0 or 1) of each saved arena run
(`tools.arena --json`) whose calls are `--level`'s, each of its call-time views is rebuilt
from the game seed and the calls recorded, the call search is run again on it (2,000 deals,
so the same view gives the same histogram), and the line pairs that with the tricks the
seat really took at that table, with the players it really met.

`--report` reads such lines back and prints how well the simulation predicts the tricks
taken, and what calling with the simulated distribution moved by -1/2 to +3/4 of a trick,
or widened by a spread of 0.3 to 1.1 tricks, would have scored, made and overtaken on
the same hands (the tricks taken barely depend on the call, as the arena confirms), which
is the made/overtricks trade-off. Last rounds are left out (their calls weigh the game).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
from dataclasses import replace

from callbreak.ai.beliefs import DealSampler
from callbreak.ai.common import decision_rng
from callbreak.ai.handeval import estimate_tricks, heuristic_call
from callbreak.ai.lab import SEARCHERS, LabSearchPlayer
from callbreak.ai.lab import make_entrant as make_player
from callbreak.ai.lab.readable import improved_rollout
from callbreak.ai.search import SearchPlayer
from callbreak.ai.sim import SimTable
from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules
from callbreak.engine.scoring import score_round

RULES = HouseRules()  # the arena's rules: calls 1 to 8, no big call


def look_ahead_hist(view, deals: int) -> list[float]:
    rng = decision_rng(1, view, "calib")
    sampler = DealSampler(view, rng)
    rules = view.rules
    first = rules.next_seat(view.dealer)
    hist = [0.0] * 14
    for _ in range(deals):
        hands, _ = sampler.sample()
        calls = [view.calls[p] if view.calls[p] is not None else
                 heuristic_call(hands[p], rules.max_call) for p in range(4)]
        table = SimTable(hands, calls, [0, 0, 0, 0], first, [], 0, rules)
        hist[improved_rollout(table, view.seat)[view.seat]] += 1
    return [h / deals for h in hist]


def play(task: tuple) -> list[dict]:
    seed, lineup, extra = task
    rules = RULES
    players = [make_player(lineup[s], seed * 16 + s) for s in range(4)]
    game = Game(rules, seed)
    rows: list[dict] = []
    pending: dict[int, dict] = {}
    while True:
        phase = game.phase
        if phase in (ROUND_OVER, GAME_OVER):
            rnd = game.round
            for s, row in pending.items():
                row.update(won=rnd.tricks_won[s], score=game.round_scores[-1][s],
                           all_calls=list(rnd.calls))
                rows.append(row)
            pending = {}
            if phase == GAME_OVER:
                return rows
            game.next_round()
            continue
        seat = game.turn
        view = game.view(seat)
        player = players[seat]
        if phase == "calling":
            if isinstance(player, SearchPlayer):
                call, values, probs = player.call_values(view)
                order = (seat - view.dealer - 1) % 4
                pending[seat] = {
                    "seed": seed, "round": view.round_no, "seat": seat, "order": order,
                    "hand": view.hand_mask, "before": [view.calls[(view.dealer + 1 + k) % 4]
                                                       for k in range(order)],
                    "probs": probs, "call": call, "est": estimate_tricks(view.hand_mask),
                    "look": look_ahead_hist(view, extra) if extra else None}
            else:
                call = player.choose_call(view)
            game.call(seat, call)
        else:
            game.play(seat, player.choose_card(view))


def _score(call: int, won: int) -> float:
    return score_round(call, won, RULES) / 10


def _best_call(probs: list[float], lo: int = 1, hi: int = 8) -> int:
    return max(range(lo, hi + 1),
               key=lambda c: (sum(p * _score(c, k) for k, p in enumerate(probs)), -c))


def _shifted(probs: list[float], d: float) -> list[float]:
    out = [0.0] * len(probs)
    whole = math.floor(d)
    part = d - whole
    for k, p in enumerate(probs):
        for kk, w in ((k + whole, 1 - part), (k + whole + 1, part)):
            out[max(0, min(len(out) - 1, kk))] += p * w
    return out


def _widened(probs: list[float], spread: float) -> list[float]:
    """`probs` with a normal spread of `spread` tricks added to each count (a play at the
    table that strays more than the rollouts do)."""
    out = [0.0] * len(probs)
    for k, p in enumerate(probs):
        if p:
            w = [math.exp(-0.5 * ((t - k) / spread) ** 2) for t in range(len(probs))]
            total = sum(w)
            for t in range(len(probs)):
                out[t] += p * w[t] / total
    return out


def report(path: str) -> None:
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    rows = [r for r in rows if r["round"] < RULES.rounds - 1]
    n = len(rows)
    won = [r["won"] for r in rows]
    mu = [sum(k * p for k, p in enumerate(r["probs"])) for r in rows]
    sd = [sum((k - m) ** 2 * p for k, p in enumerate(r["probs"])) ** 0.5
          for r, m in zip(rows, mu)]
    bias = sum(w - m for w, m in zip(won, mu)) / n
    resid = (sum((w - m - bias) ** 2 for w, m in zip(won, mu)) / n) ** 0.5
    print(f"{n} calls; tricks taken {sum(won) / n:.2f} a hand, simulated {sum(mu) / n:.2f}; "
          f"spread of the simulation {sum(sd) / n:.2f}, of the real tricks about it {resid:.2f}")
    for c in sorted({r["call"] for r in rows}):
        some = [r for r in rows if r["call"] == c]
        if len(some) >= 20:
            said = sum(sum(r["probs"][c:]) for r in some) / len(some)
            made = sum(r["won"] >= c for r in some) / len(some)
            print(f"  call {c}: {len(some):>4} calls, made {100 * made:.1f}% where the "
                  f"simulation said {100 * said:.1f}%")
    base = [r["call"] for r in rows]
    print(f"{'calling':<30}{'score':>7}{'  - as called':>18}{'made':>8}{'over':>7}{'call':>7}")
    ways = [("as called", base)]
    ways += [(f"simulation {d:+} trick", [_best_call(_shifted(r["probs"], d)) for r in rows])
             for d in (-0.5, -0.25, 0.0, 0.25, 0.5, 0.75)]
    ways += [(f"simulation widened {w}", [_best_call(_widened(r["probs"], w)) for r in rows])
             for w in (0.3, 0.45, 0.6, 0.75, 0.9, 1.1)]
    for name, calls in ways:
        gains = [_score(c, w) - _score(b, w) for c, b, w in zip(calls, base, won)]
        gain = sum(gains) / n
        ci = 1.96 * (sum((g - gain) ** 2 for g in gains) / (n - 1) / n) ** 0.5
        score = sum(_score(c, w) for c, w in zip(calls, won)) / n
        made = sum(w >= c for c, w in zip(calls, won)) / n
        over = sum(max(0, w - c) for c, w in zip(calls, won)) / n
        print(f"{name:<30}{score:>+7.3f}{gain:>+10.3f} +- {ci:.3f}{100 * made:>7.1f}%"
              f"{over:>7.2f}{sum(calls) / n:>7.2f}")


def arena_views(path: str, entrant: int):
    """(row, view) for each call of `entrant` in the saved arena run at `path`: the view
    rebuilt from the game seed and the recorded calls (the cards are not recorded, so each
    round is played out with first legal cards; only the deals, dealers and totals matter)."""
    with open(path, encoding="utf-8") as fh:
        saved = json.load(fh)
    for res in saved["results"]:
        seed, lineup = res["seed"], res["lineup"]
        game = Game(RULES, seed)
        scores: list[tuple[int, ...]] = []
        for r, record in enumerate(res["rounds"]):  # record: (entrant, call, won, score) a seat
            while game.phase == "calling":
                seat = game.turn
                if lineup[seat] == entrant:
                    totals = tuple(sum(x[p] for x in scores) for p in range(4))
                    view = replace(game.view(seat), totals=totals, round_scores=tuple(scores))
                    order = (seat - view.dealer - 1) % 4
                    yield {"seed": seed, "round": r, "seat": seat, "order": order,
                           "hand": view.hand_mask,
                           "before": [view.calls[(view.dealer + 1 + k) % 4] for k in range(order)],
                           "call": record[seat][1], "won": record[seat][2],
                           "score": record[seat][3], "all_calls": [x[1] for x in record],
                           "est": estimate_tricks(view.hand_mask), "look": None}, view
                game.call(seat, record[seat][1])
            while game.phase == "playing":
                game.play(game.turn, game.view(game.turn).legal[0])
            scores.append(tuple(x[3] for x in record))
            if game.phase == ROUND_OVER:
                game.next_round()


def search_again(task: tuple) -> dict:
    """An arena call's row, with the histogram of the call search run again on its view."""
    row, view, level = task
    settings = replace(SEARCHERS[level], call_seconds=None, max_call_deals=2000,
                       parallel=False)
    call, _, probs = LabSearchPlayer(level, row["seed"] * 16 + row["seat"],
                                     settings).call_values(view)
    return {**row, "probs": probs, "call_again": call}


def _run_spec(spec: str) -> tuple[str, int]:
    path, entrant = spec.rsplit(":", 1)
    return path, int(entrant)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--lineup", default="hard,medium,hard,medium")
    ap.add_argument("--look", type=int, default=0, help="look-ahead rollouts per call")
    ap.add_argument("--out")
    ap.add_argument("--report", help="print the figures of a file written by --out")
    ap.add_argument("--arena", nargs="+", metavar="RUN.json:ENTRANT",
                    help="the calls of saved arena runs instead of new games")
    ap.add_argument("--level", choices=tuple(SEARCHERS), default="hard",
                    help="with --arena: the level whose call search the entrant uses")
    args = ap.parse_args()
    if args.report:
        report(args.report)
        return 0
    if not args.out:
        ap.error("give --out FILE to collect, or --report FILE")
    if args.arena:
        tasks = [(row, view, args.level) for spec in args.arena
                 for row, view in arena_views(*_run_spec(spec))]
        with open(args.out, "a", encoding="utf-8") as fh, \
                multiprocessing.Pool(args.jobs) as pool:
            for done, row in enumerate(pool.imap(search_again, tasks, chunksize=4), 1):
                fh.write(json.dumps(row) + "\n")
                if done % 100 == 0:
                    print(f"{done}/{len(tasks)} calls", file=sys.stderr, flush=True)
        return 0
    lineup = args.lineup.split(",")
    tasks = [(args.seed + g, lineup if g % 2 == 0 else lineup[1:] + lineup[:1], args.look)
             for g in range(args.games)]
    with open(args.out, "a", encoding="utf-8") as fh, \
            multiprocessing.Pool(args.jobs) as pool:
        for done, rows in enumerate(pool.imap_unordered(play, tasks), 1):
            for row in rows:
                fh.write(json.dumps(row) + "\n")
            fh.flush()
            print(f"{done}/{len(tasks)} games", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
