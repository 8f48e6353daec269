"""The arena: duplicate matches between computer players and bots, with honest statistics.

    python -m callbreak.tools.arena hard medium --games 80
    python -m callbreak.tools.arena hard --seat http://127.0.0.1:7001 --games 10
    python -m callbreak.tools.arena --pool a.json b.json    # saved runs as one table

Each game seed fixes the first dealer and every deal. A seed is played once per rotation of
the line-up (two entrants sit A B A B, then B A B A; four sit A B C D and rotate through all
four places), so every entrant plays every hand from every side and luck of the cards cancels
out of the comparison. A "paired deal" is one round of one seed, seen from all rotations.

Per entrant it prints rounds played, mean score per round with a 95% interval over paired
deals, game win rate (ties shared), calls made, mean call, mean overtricks and decision
times; then the difference between each pair of entrants per paired deal with its interval,
and the difference in games won a seat, paired by seed (the games of a seed are one sample:
the rounds of a game are not independent).
Games run in parallel on all cores; progress goes to stderr. A long measurement can be run
in blocks with `--json` and told as one with `--pool`, which refuses blocks whose entrants
differ or whose games overlap (a game counted twice would narrow the interval falsely).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from typing import Any

from callbreak.ai import Player
from callbreak.ai.lab import ENTRANTS, split_variant
from callbreak.ai.lab import make_entrant as make_player
from callbreak.ai.playout import play_game as play_out
from callbreak.ai.playout import player_seed
from callbreak.engine import HouseRules, Redeal
from callbreak.engine.dealcode import DealCodeError, read_deal_code
from callbreak.words import LEVEL_NAMES, code_problem

from .remote import RemotePlayer


def make_entrant(spec: str, seed: int, max_deals: int | None, time_scale: float,
                 cores: int = 1) -> Player:
    if spec.startswith(("http://", "https://")):
        return RemotePlayer(spec)
    return make_player(spec, seed, max_deals=max_deals, time_scale=time_scale, cores=cores)


def lineups(n: int) -> list[tuple[int, ...]]:
    """Seatings (entrant index per seat) for n entrants, rotated so each sits everywhere."""
    base = {1: (0, 0, 0, 0), 2: (0, 1, 0, 1), 3: (0, 1, 2, 0), 4: (0, 1, 2, 3)}[n]
    out: list[tuple[int, ...]] = []
    for k in range(4):
        rot = tuple(base[(s + k) % 4] for s in range(4))
        if rot not in out:
            out.append(rot)
    return out


def play_game(task: tuple[Any, ...]) -> dict[str, Any]:
    """One game of one seating (`ai.playout.play_game`). Returns plain data: per round and
    seat (entrant, call, tricks, score), each seat's share of the game win, decision times,
    errors (a bot that breaks the rules or the line gets the engine's fallback move)."""
    specs, lineup, seed, rules_dict, max_deals, time_scale, cores = task
    rules = HouseRules.from_dict(rules_dict)
    players = [make_entrant(specs[lineup[s]], player_seed(seed, s), max_deals, time_scale,
                            cores) for s in range(4)]
    times: dict[str, dict[int, list[float]]] = {"card": defaultdict(list),
                                                "call": defaultdict(list)}
    errors: list[str] = []

    def heard(seat: int, kind: str, seconds: float) -> None:
        times[kind][lineup[seat]].append(seconds)

    def failed(seat: int, exc: Exception) -> None:
        errors.append(f"seat {seat} ({specs[lineup[seat]]}): {exc}")

    game = play_out(players, seed, rules, on_decision=heard, on_error=failed)
    rounds = [[(lineup[s], rnd.calls[s], rnd.tricks_won[s], scores[s]) for s in range(4)]
              for rnd, scores in zip(game.rounds, game.round_scores)]
    top = max(game.totals)
    winners = [s for s in range(4) if game.totals[s] == top]
    shares = [1 / len(winners) if s in winners else 0.0 for s in range(4)]
    return {"seed": seed, "lineup": list(lineup), "rounds": rounds, "shares": shares,
            "card_times": dict(times["card"]), "call_times": dict(times["call"]),
            "errors": errors}


def _ci(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def _pct(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summarize(specs: Sequence[str], results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Per-entrant figures and pairwise differences over paired deals (numbers, not text)."""
    n = len(specs)
    per_deal: dict[tuple[Any, ...], list[list[float]]] = defaultdict(lambda: [[] for _ in range(n)])
    # each seed's games, per entrant: [share of games won over its seats, seats]; the win
    # rates sum it over seeds, the paired game figure compares it seed by seed
    per_seed: dict[int, list[list[float]]] = defaultdict(lambda: [[0.0, 0] for _ in range(n)])
    rounds = [0] * n
    made = [0] * n
    call_sum = [0] * n
    over_sum = [0] * n
    card_times: list[list[float]] = [[] for _ in range(n)]
    call_times: list[list[float]] = [[] for _ in range(n)]
    errors: list[str] = []
    for res in results:
        errors.extend(res["errors"])
        for s, who in enumerate(res["lineup"]):
            per_seed[res["seed"]][who][0] += res["shares"][s]
            per_seed[res["seed"]][who][1] += 1
        for who, times in res["card_times"].items():
            card_times[int(who)].extend(times)
        for who, times in res["call_times"].items():
            call_times[int(who)].extend(times)
        for round_no, seats in enumerate(res["rounds"]):
            for who, call, tricks, score in seats:
                per_deal[(res["seed"], round_no)][who].append(score / 10)
                rounds[who] += 1
                made[who] += tricks >= call
                call_sum[who] += call
                over_sum[who] += max(0, tricks - call)
    win_share = [sum(g[i][0] for g in per_seed.values()) for i in range(n)]
    seat_games = [sum(g[i][1] for g in per_seed.values()) for i in range(n)]
    deal_means = [{k: sum(v[i]) / len(v[i]) for k, v in per_deal.items() if v[i]}
                  for i in range(n)]
    players = []
    for i in range(n):
        mean, half = _ci(list(deal_means[i].values()))
        r = max(1, rounds[i])
        players.append({
            "name": specs[i], "rounds": rounds[i], "mean": mean, "ci": half,
            "win_rate": win_share[i] / max(1, seat_games[i]), "made": made[i] / r,
            "mean_call": call_sum[i] / r, "overtricks": over_sum[i] / r,
            "card_ms_mean": 1000 * sum(card_times[i]) / max(1, len(card_times[i])),
            "card_ms_p95": 1000 * _pct(card_times[i], 0.95),
            "call_ms_p95": 1000 * _pct(call_times[i], 0.95),
        })
    pairs = []
    for a in range(n):
        for b in range(a + 1, n):
            keys = [k for k in deal_means[a] if k in deal_means[b]]
            mean, half = _ci([deal_means[a][k] - deal_means[b][k] for k in keys])
            # games won a seat, A's rate minus B's, paired by seed: what a player feels
            seeds = [g for g in per_seed.values() if g[a][1] and g[b][1]]
            wins, wins_ci = _ci([g[a][0] / g[a][1] - g[b][0] / g[b][1] for g in seeds])
            pairs.append({"a": specs[a], "b": specs[b], "deals": len(keys), "diff": mean,
                          "ci": half, "seeds": len(seeds), "wins_diff": wins,
                          "wins_ci": wins_ci})
    return {"players": players, "pairs": pairs, "errors": errors}


def _label(spec: str) -> str:
    return LEVEL_NAMES.get(spec, spec)


def format_table(summary: dict[str, Any]) -> str:
    head = (f"{'player':<26}{'rounds':>7}{'score/round':>18}{'wins':>7}{'made':>7}"
            f"{'call':>6}{'over':>6}{'ms mean':>9}{'ms p95':>8}{'call p95':>9}")
    lines = [head, "-" * len(head)]
    for p in summary["players"]:
        lines.append(
            f"{_label(p['name']):<26}{p['rounds']:>7}{p['mean']:>+10.2f} ±{p['ci']:<6.2f}"
            f"{100 * p['win_rate']:>6.1f}%{100 * p['made']:>6.1f}%{p['mean_call']:>6.2f}"
            f"{p['overtricks']:>6.2f}{p['card_ms_mean']:>9.1f}{p['card_ms_p95']:>8.1f}"
            f"{p['call_ms_p95']:>9.1f}")
    for d in summary["pairs"]:
        lines.append(f"{_label(d['a'])} - {_label(d['b'])}: {d['diff']:+.3f} ± {d['ci']:.3f} "
                     f"points per round over {d['deals']} paired deals; games won a seat "
                     f"{100 * d['wins_diff']:+.1f} ± {100 * d['wins_ci']:.1f} points of 100 "
                     f"over {d['seeds']} seeds")
    if summary["errors"]:
        lines.append(f"{len(summary['errors'])} errors, first: {summary['errors'][0]}")
    return "\n".join(lines)


def run(specs: Sequence[str], games: int, seed: int, rules: HouseRules, jobs: int,
        max_deals: int | None = None, time_scale: float = 1.0, progress: bool = True,
        cores: int = 1) -> dict[str, Any]:
    tasks = [(list(specs), lineup, seed + g, rules.to_dict(), max_deals, time_scale, cores)
             for g in range(games) for lineup in lineups(len(specs))]
    results = []
    start = time.perf_counter()
    iterator: Iterator[dict[str, Any]]
    if jobs <= 1:
        iterator = map(play_game, tasks)
        pool = None
    else:
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        iterator = pool.imap_unordered(play_game, tasks)
    try:
        for done, res in enumerate(iterator, 1):
            results.append(res)
            if progress:
                spent = time.perf_counter() - start
                eta = spent / done * (len(tasks) - done)
                print(f"[arena] {done}/{len(tasks)} games, {spent:.0f}s, about {eta:.0f}s left",
                      file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return {"specs": list(specs), "results": results, "summary": summarize(specs, results)}


def pool_runs(paths: Sequence[str]) -> dict[str, Any]:
    """Saved `--json` runs as one: their results summarized together. Raises ValueError,
    with a sentence saying which file and why, on a file that is missing, not a run, seats
    other entrants than the first, or repeats a game (seed and seating) already counted."""
    specs: list[str] | None = None
    results: list[dict[str, Any]] = []
    seen: dict[tuple[Any, ...], str] = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as fh:
                data = json.load(fh)
            these = data.get("specs") or [p["name"] for p in data["summary"]["players"]]
            runs = data["results"]
            keys = [(res["seed"], tuple(res["lineup"])) for res in runs]
        except KeyError as exc:
            raise ValueError(f"{path}: not an arena --json file (no {exc} in it)") from None
        except (OSError, ValueError, TypeError, AttributeError) as exc:
            raise ValueError(f"{path}: not an arena --json file ({exc})") from None
        if specs is None:
            specs = list(these)
        elif list(these) != specs:
            raise ValueError(f"{path}: entrants {these} differ from {specs}")
        for key, res in zip(keys, runs):
            if key in seen:
                raise ValueError(f"{path}: game seed {key[0]} seating {list(key[1])} is "
                                 f"already in {seen[key]}")
            seen[key] = path
            results.append(res)
    if specs is None:
        raise ValueError("no files to pool")
    return {"specs": specs, "results": results, "summary": summarize(specs, results)}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m callbreak.tools.arena", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("levels", nargs="*",
                    help=f"entrants: {', '.join(ENTRANTS)}; a search level with settings "
                         "changed, to screen an idea: expert:call_bias=0.3,walk=0")
    ap.add_argument("--seat", action="append", default=[], metavar="URL",
                    help="a bot server speaking the Bhoos protocol (repeatable)")
    ap.add_argument("--games", type=int, default=10, help="game seeds (each played per rotation)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--rounds", type=int, choices=(3, 5, 10), default=5)
    ap.add_argument("--max-call", type=int, choices=(8, 13), default=8)
    ap.add_argument("--big-call", action="store_true")
    ap.add_argument("--no-must-beat", action="store_true")
    ap.add_argument("--clockwise", action="store_true")
    ap.add_argument("--redeal", nargs="?", const=Redeal.JQK.value, default=Redeal.OFF.value,
                    choices=[r.value for r in Redeal],
                    help="the redeal rule's form (alone: jqk, no spade or no J, Q, K)")
    ap.add_argument("--deal", metavar="CODE",
                    help="play the game of this deal code (its seed and house rules); "
                         "with --games N, N games from its seed on")
    ap.add_argument("--max-deals", type=int, default=None,
                    help="search levels use this many deals per decision instead of the clock")
    ap.add_argument("--time-scale", type=float, default=1.0)
    ap.add_argument("--cores", type=int, default=1,
                    help="cores each Expert may search on (its helpers; with --jobs 1)")
    ap.add_argument("--json", metavar="PATH", help="also write the raw results here")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--pool", nargs="+", metavar="JSON",
                    help="print saved --json runs as one table instead of playing")
    args = ap.parse_args(argv)
    if args.pool:
        if args.levels or args.seat:
            ap.error("--pool prints saved runs; name no entrants with it")
        try:
            pooled = pool_runs(args.pool)
        except ValueError as exc:
            ap.error(str(exc))
        print(format_table(pooled["summary"]))
        return 0
    specs = list(args.levels) + list(args.seat)
    for spec in args.levels:
        try:
            split_variant(spec)
        except ValueError as exc:
            ap.error(f"{exc} (or use --seat URL)")
    if not 1 <= len(specs) <= 4:
        ap.error("seat one to four entrants")
    rules = HouseRules(rounds=args.rounds, max_call=args.max_call, big_call=args.big_call,
                       must_beat=not args.no_must_beat, clockwise=args.clockwise,
                       redeal=Redeal(args.redeal))
    seed, games = args.seed, args.games
    if args.deal:
        try:
            seed, rules = read_deal_code(args.deal)
        except DealCodeError as exc:
            ap.error(code_problem(exc))
        games = args.games if "--games" in (argv or sys.argv) else 1
    if args.cores > 1 and args.jobs > 1:
        ap.error("--cores needs --jobs 1: the games' pool processes cannot start helpers")
    out = run(specs, games, seed, rules, args.jobs, args.max_deals, args.time_scale,
              progress=not args.quiet, cores=args.cores)
    print(format_table(out["summary"]))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(out, fh)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
