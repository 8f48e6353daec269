"""Teach the rollout policy to lead as the search does (expert iteration, one step), then
tune it for strength at the table.

    python -m callbreak.tools.train_leads collect --games 25 --seed 1 --out leads.jsonl
    python -m callbreak.tools.train_leads fit leads.jsonl [more.jsonl ...]
    python -m callbreak.tools.train_leads tune --iterations 200

`collect` plays whole games with a deal budget (so every decision is a pure function of
the seed and the view: the same seeds give the same file on any machine). At every lead
that has a choice the teacher (Expert, its rollouts leading by hand unless `--learned`)
searches and leads, and one line is written: what the leader could see (its hand, the
cards each other seat may still hold, the cards played, the calls and tricks) and the
search's mean score for each card it weighed. The other calls and cards are a cheaper
player's (`--flow`, Hard on a small deal budget), so the teacher's time goes to the leads.

`fit` trains the lead model of `ai.leads` on those lines: a softmax over each lead's
options, taught the search's means at a temperature, by plain gradient steps from zero
weights (so it too is reproducible). It writes the weights into the package
(`callbreak/ai/lead_weights.py`, with the commands in its docstring) and prints how often
the model, the shipped one and the hand-written lead pick the search's card on held-out
games (every fifth). With `--folds K` it writes nothing and judges instead: K fits, each
without a K-th of the games, so every lead is judged by a model that never saw its game,
beside the shipped model.

A second step of expert iteration (`collect --learned`: the teacher's rollouts lead by the
shipped model) was collected and not kept: 2,888 leads of 50 games (seeds 300000-300024 and
301000-301024, the default budgets); fitted from zero at temperature 0.3 and judged in five
folds, the new model picks the search's card 41.0% of the time against 39.4% for the
shipped one, but gives away more when it misses (regret 0.237 against 0.217 points a lead),
and so did every fit tried (warm, stronger decay, other temperatures: 0.236 to 0.245). The
shipped weights, fitted to the first teacher, lead better by the second teacher's own means.

The follows were taught the same way and not kept (December 2026): at every follow whose
legal cards lie in one suit, the teacher (hand-written follows in its rollouts) searched
103 games (seeds 400000-400011, 401000-401010, 402000-402039, 403000-403039): 3,443
follows with a choice, 2,581 of them with a card that wins (with none, the lowest costs
the search's own choice 0.003 points a follow). A linear model over the distinct legal
cards (does it win, seats still to play and the higher cards or trumps they may hold, is
it safe, its rank and place, the call's state) matched the search's card 70.8% of the time
with a regret of 0.078 points a follow (five folds); the hand-written follow 70.3% and
0.087. That is 0.01 points a seat a round (1.25 such follows each), where the leads give
away 0.6; and in policy duels the learned follows drew level with the hand-written ones
(+0.001 +- 0.006 a round over 30,000 deals both ways). The follows are not where the
rollouts lose; the code is gone, the figures stay here.

`tune` starts from the shipped weights and improves them by the policy's own play: four
copies duel four (`tools.duel`, honest rollouts, every deal both ways) with the weights
nudged up and down along random directions, and the weights move towards the side that
scores more (simultaneous perturbation, SPSA). Neither yardstick alone decides: 800
iterations won the duel by +0.13 a round yet made Expert weaker in the arena (+0.12 over
expert-2026-11 against +0.26 with the fitted weights), so the shipped weights are the
fitted ones; the arena decides.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from callbreak.ai import Player, lead_weights
from callbreak.ai.beliefs import public_exclusions
from callbreak.ai.lab import make_entrant
from callbreak.ai.lab.readable import policy
from callbreak.ai.lead_weights import WEIGHTS
from callbreak.ai.leads import BLOCK, lead_features, lead_options
from callbreak.ai.playout import play_game, player_seed
from callbreak.ai.sim import SimTable
from callbreak.engine import CARDS, Card, HouseRules, SeatView
from callbreak.tools.duel import duel, leading_by

FULL = (1 << 52) - 1
WEIGHTS_PATH = Path(lead_weights.__file__)  # where `fit` and `tune` write by default


class Lessons:
    """A seat that calls and plays as `flow` does, except that at every lead with a choice
    its teacher searches, leads the card it finds best and writes what it saw (a line of
    JSON) to `out`."""

    def __init__(self, teacher: Any, flow: Player, out: TextIO, game: int) -> None:
        self.level = "lessons"
        self.teacher, self.flow, self.out, self.game = teacher, flow, out, game
        self.written = 0

    def choose_call(self, view: SeatView) -> int:
        return self.flow.choose_call(view)

    def choose_card(self, view: SeatView) -> Card:
        if view.trick or len(lead_options(view.hand_mask, view.played_mask)) < 2:
            return self.flow.choose_card(view)
        est = self.teacher.card_values(view)
        out_mask = FULL & ~view.hand_mask & ~view.played_mask
        excl = public_exclusions(view)
        row = {"game": self.game, "seat": view.seat, "hand": view.hand_mask,
               "sight": [out_mask & ~excl[s] if s != view.seat else 0 for s in range(4)],
               "played": view.played_mask, "calls": list(view.calls),
               "won": list(view.tricks_won), "clockwise": view.rules.clockwise,
               "cands": est.cards, "means": est.means}
        self.out.write(json.dumps(row) + "\n")
        self.written += 1
        best: int = est.best()
        return CARDS[best]


def collect(games: int, seed: int, out: Path, teacher: str, deals: int, flow: str,
            flow_deals: int, learned: bool = False) -> int:
    """Play `games` games from `seed` on and write each lead with a choice; how many."""
    written = 0
    with out.open("w", encoding="utf-8") as fh:
        for g in range(seed, seed + games):
            seats = []
            for s in range(4):
                # a search level, of the game's or of the lab's: either has `settings`
                teaching: Any = make_entrant(teacher, player_seed(g, s), max_deals=deals)
                # the teacher's own rollouts: the shipped weights were taught by rollouts
                # that lead by hand (the refined policy)
                teaching.settings = replace(teaching.settings, learned_leads=learned)
                seats.append(Lessons(teaching, make_entrant(flow, player_seed(g, s),
                                                            max_deals=flow_deals), fh, g))
            play_game(seats, g, HouseRules())
            written += sum(seat.written for seat in seats)
            print(f"game {g}: {written} leads", file=sys.stderr, flush=True)
    return written


Sample = tuple[list[list[int]], int, list[float], int]  # a lead, as `_samples` says


def _samples(rows: list[dict[str, Any]]) -> list[Sample]:
    """Each lead as (the features of every option, the option the search chose, the
    search's mean for each option in points, the option the hand-written lead takes)."""
    out = []
    for r in rows:
        options = lead_options(r["hand"], r["played"])
        gone = r["hand"] | r["played"]
        means = dict(zip(r["cands"], r["means"]))
        best = max(r["cands"], key=lambda c: means[c])
        chosen = _option_of(best, options, gone)
        if chosen is None:  # the search led from the middle of a suit
            continue
        feats = [lead_features(c, r["hand"], r["sight"], r["played"], r["calls"], r["won"],
                               r["seat"]) for c in options]
        vals = [means[c] / 10 for c in options]
        hand_written = _option_of(_refined_lead(r), options, gone)
        out.append((feats, options.index(chosen), vals,
                    options.index(hand_written) if hand_written is not None else -1))
    return out


def _refined_lead(r: dict[str, Any]) -> int:
    hands = [0, 0, 0, 0]
    hands[r["seat"]] = r["hand"]
    t = SimTable(hands, r["calls"], r["won"], r["seat"], [], r["played"],
              HouseRules(clockwise=r["clockwise"]))
    return policy(t, r["sight"], True)


def _option_of(card: int, options: list[int], gone: int) -> int | None:
    """The option that is `card` or equal to it in play (the same suit, and every card
    between them held or played)."""
    for o in options:
        lo, hi = min(o, card), max(o, card)
        between = ((1 << hi) - 1) & ~((2 << lo) - 1)
        if o // 13 == card // 13 and between & ~gone == 0:
            return o
    return None


def _target(vals: list[float], chosen: int, temperature: float) -> list[float]:
    """What the model is taught for one lead: the search's card alone, or with a
    temperature (points), every option in proportion to exp(mean / temperature)."""
    if temperature <= 0:
        return [1.0 if i == chosen else 0.0 for i in range(len(vals))]
    top = max(vals)
    exps = [math.exp((v - top) / temperature) for v in vals]
    total = sum(exps)
    return [e / total for e in exps]


def _judge(w: Sequence[float], samples: list[Sample]) -> tuple[int, float]:
    """How often weights `w` pick the search's lead, and their regret in points, summed."""
    hits = 0
    regret = 0.0
    for feats, chosen, vals, _ in samples:
        pick = max(range(len(feats)), key=lambda i: sum(w[x] for x in feats[i]))
        hits += pick == chosen
        regret += max(vals) - vals[pick]
    return hits, regret


def _train(train: list[Sample], epochs: int, rate: float, l2: float, temperature: float,
           warm: bool) -> list[float]:
    """Plain gradient steps on the softmax over each lead's options, from zero or (warm)
    from the shipped weights, the decay pulling towards where they started."""
    prior = list(WEIGHTS) if warm else [0.0] * (3 * BLOCK)
    w = prior[:]
    for epoch in range(epochs):
        loss = 0.0
        for feats, chosen, vals, _ in train:
            scores = [sum(w[f] for f in fs) for fs in feats]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            loss -= math.log(exps[chosen] / total)
            target = _target(vals, chosen, temperature)
            for fs, e, want in zip(feats, exps, target):
                step = rate * (want - e / total)
                for f in fs:
                    w[f] += step
        if l2:
            w = [p + (x - p) * (1 - l2) for x, p in zip(w, prior)]
        print(f"epoch {epoch}: loss {loss / max(1, len(train)):.3f}", file=sys.stderr)
    return w


def _read(paths: Sequence[Path]) -> tuple[list[dict[str, Any]], list[int]]:
    rows = [json.loads(line) for p in paths for line in p.open(encoding="utf-8")]
    return rows, sorted({r["game"] for r in rows})


def fit(paths: Sequence[Path], epochs: int, rate: float, l2: float,
        temperature: float = 0.0, warm: bool = False) -> dict[str, Any]:
    rows, games = _read(paths)
    held = set(games[::5]) if len(games) >= 5 else set()  # every fifth game held out
    train = _samples([r for r in rows if r["game"] not in held])
    test = _samples([r for r in rows if r["game"] in held])
    w = _train(train, epochs, rate, l2, temperature, warm)
    n = max(1, len(test))
    hits, regret = _judge(w, test)
    shipped_hits, shipped_regret = _judge(WEIGHTS, test)
    old_hits = sum(h == c for _, c, _, h in test)
    old_regret = sum(max(v) - (v[h] if h >= 0 else min(v)) for _, _, v, h in test)
    print(f"held-out leads: {len(test)}; the search's card is picked by the model "
          f"{hits / n:.1%} (regret {regret / n:.3f} points a lead), by the shipped model "
          f"{shipped_hits / n:.1%} (regret {shipped_regret / n:.3f}), by the hand-written "
          f"lead {old_hits / n:.1%} (regret {old_regret / n:.3f})")
    return {"weights": [round(x, 4) for x in w], "train": len(train), "test": len(test)}


def cross_validate(paths: Sequence[Path], folds: int, epochs: int, rate: float, l2: float,
                   temperature: float = 0.0, warm: bool = False) -> dict[str, Any]:
    """Fit `folds` times, each time holding out another share of the games, and judge every
    lead once by a model that never saw its game, beside the shipped model: in one held-out
    fifth the shipped model's regret alone strays by 0.02 points a lead from one fifth to
    the next, as much as two models differ. Pooled counts: leads, the search's
    card picked by the fitted and by the shipped model, and their regret summed."""
    rows, games = _read(paths)
    pooled: dict[str, float] = {"leads": 0, "hits": 0, "regret": 0.0, "shipped_hits": 0,
                                "shipped_regret": 0.0}
    for k in range(folds):
        held = set(games[k::folds])
        test = _samples([r for r in rows if r["game"] in held])
        w = _train(_samples([r for r in rows if r["game"] not in held]), epochs, rate, l2,
                   temperature, warm)
        hits, regret = _judge(w, test)
        shipped_hits, shipped_regret = _judge(WEIGHTS, test)
        n: float = max(1, len(test))
        print(f"fold {k + 1}: {len(test)} leads; picked by the model {hits / n:.1%} (regret "
              f"{regret / n:.3f}), by the shipped model {shipped_hits / n:.1%} (regret "
              f"{shipped_regret / n:.3f})")
        for key, value in (("leads", len(test)), ("hits", hits), ("regret", regret),
                           ("shipped_hits", shipped_hits),
                           ("shipped_regret", shipped_regret)):
            pooled[key] += value
    n = max(1, pooled["leads"])
    print(f"all {pooled['leads']} leads, each judged by a model fitted without its game: "
          f"the model {pooled['hits'] / n:.1%} (regret {pooled['regret'] / n:.3f} points a "
          f"lead), the shipped model {pooled['shipped_hits'] / n:.1%} (regret "
          f"{pooled['shipped_regret'] / n:.3f})")
    return pooled


def tune(iterations: int, deals: int, step: float, rate: float, seed: int, duel_seed: int,
         check_every: int, check_deals: int) -> list[float]:
    """Tune the shipped lead weights for strength at the table itself (SPSA): each iteration
    nudges every weight up or down at random (by `step`, the directions from `seed`), plays
    the two policies so made against each other over `deals` deals (iteration i deals from
    `duel_seed` + i) and moves the weights along the directions in proportion to the
    difference. Every `check_every` iterations it prints the tuned policy against the
    shipped one over `check_deals` other deals."""
    rng = random.Random(seed)
    rules = HouseRules()
    w = list(WEIGHTS)
    for it in range(iterations):
        signs = [rng.choice((-1.0, 1.0)) for _ in w]
        up = [x + step * e for x, e in zip(w, signs)]
        down = [x - step * e for x, e in zip(w, signs)]
        diff, _ = duel(leading_by(up), leading_by(down), deals, duel_seed + it, rules)
        grad = diff / (2 * step)
        w = [x + rate * grad * e for x, e in zip(w, signs)]
        if check_every and (it + 1) % check_every == 0:
            mean, half = duel(leading_by(w), leading_by(WEIGHTS), check_deals, duel_seed - 1,
                              rules)
            print(f"iteration {it + 1}: tuned - shipped {mean:+.3f} +- {half:.3f} a round",
                  file=sys.stderr, flush=True)
    return [round(x, 4) for x in w]


def weights_module(model: dict[str, Any], argv: Sequence[str]) -> str:
    """The text of `ai/lead_weights.py` for a fitted model."""
    return _module(model["weights"], "Written by `python -m callbreak.tools.train_leads fit` "
                   f"from {model['train']}\nleads of the search (and {model['test']} held out)",
                   [" ".join(argv)])


def tuned_module(weights: Sequence[float], argv: Sequence[str]) -> str:
    """The text of `ai/lead_weights.py` for tuned weights: the commands that made the
    weights it started from, then the tuning's own."""
    made = [line.strip() for line in (lead_weights.__doc__ or "").splitlines()
            if line.strip().startswith("python -m callbreak.tools.train_leads")]
    return _module(weights, "Fitted by `python -m callbreak.tools.train_leads fit` to the\n"
                   "search's leads, then tuned by its `tune` for strength at the table",
                   [*made, " ".join(argv)])


def _module(ws: Sequence[float], how: str, commands: list[str]) -> str:
    rows = []
    for at in range(0, len(ws), 8):
        rows.append("    " + " ".join(f"{x!r}," for x in ws[at:at + 8]))
    return (
        '"""The weights of the learned leads (`leads`), one block of `leads.BLOCK` per state of\n'
        f"the seat's call. {how}; do not edit by hand.\n\n"
        + "".join(f"    {c}\n" for c in commands) + '"""\n\nWEIGHTS = (\n' + "\n".join(rows)
        + "\n)\n")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m callbreak.tools.train_leads",
                                 description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play games and write the search's leads")
    c.add_argument("--games", type=int, default=100)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--teacher", default="expert")
    c.add_argument("--deals", type=int, default=192, help="the teacher's deal budget")
    c.add_argument("--flow", default="hard", help="who plays the rest of the game")
    c.add_argument("--learned", action="store_true",
                   help="the teacher's rollouts lead by the shipped model (the next step of "
                        "expert iteration); without it they lead by hand")
    c.add_argument("--flow-deals", type=int, default=48, help="... with this deal budget")
    c.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit", help="train the lead model on collected leads")
    f.add_argument("data", type=Path, nargs="+")
    f.add_argument("--epochs", type=int, default=40)
    f.add_argument("--rate", type=float, default=0.02)
    f.add_argument("--l2", type=float, default=0.01, help="weight decay an epoch")
    f.add_argument("--temperature", type=float, default=0.6,
                   help="teach every option by the search's means at this temperature "
                        "(points); 0: the search's card alone")
    f.add_argument("--warm", action="store_true",
                   help="start from the shipped weights (and decay towards them), not zero")
    f.add_argument("--folds", type=int, default=0,
                   help="only judge: fit this many times, each without a share of the games, "
                        "and compare the fitted model with the shipped one on every lead "
                        "(writes nothing)")
    f.add_argument("--out", type=Path, default=WEIGHTS_PATH)
    t = sub.add_parser("tune", help="tune the shipped lead weights by policy duels (SPSA)")
    t.add_argument("--iterations", type=int, default=200)
    t.add_argument("--deals", type=int, default=4000, help="deals a duel")
    t.add_argument("--step", type=float, default=0.1, help="how far each weight is nudged")
    t.add_argument("--rate", type=float, default=0.2)
    t.add_argument("--seed", type=int, default=12345, help="the directions of the nudges")
    t.add_argument("--duel-seed", type=int, default=1000)
    t.add_argument("--check-every", type=int, default=25)
    t.add_argument("--check-deals", type=int, default=10000)
    t.add_argument("--out", type=Path, default=WEIGHTS_PATH)
    args = ap.parse_args(argv)
    if args.command == "collect":
        n = collect(args.games, args.seed, args.out, args.teacher, args.deals, args.flow,
                    args.flow_deals, args.learned)
        print(f"{n} leads written to {args.out}")
        return 0
    if args.command == "tune":
        w = tune(args.iterations, args.deals, args.step, args.rate, args.seed, args.duel_seed,
                 args.check_every, args.check_deals)
        args.out.write_text(tuned_module(w, ["python -m callbreak.tools.train_leads",
                                             *(argv if argv is not None else sys.argv[1:])]),
                            encoding="utf-8")
        print(f"weights written to {args.out}")
        return 0
    if args.folds:
        cross_validate(args.data, args.folds, args.epochs, args.rate, args.l2,
                       args.temperature, args.warm)
        return 0
    model = fit(args.data, args.epochs, args.rate, args.l2, args.temperature, args.warm)
    args.out.write_text(weights_module(model, ["python -m callbreak.tools.train_leads",
                                               *(argv if argv is not None else sys.argv[1:])]),
                        encoding="utf-8")
    print(f"weights written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
