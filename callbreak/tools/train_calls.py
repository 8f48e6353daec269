"""Fit the call model: from a seat's view at its call, the chance of taking 0..13 tricks,
learned from self-play data (`tools.selfplay`), and judged on shards it never saw.

    python -m callbreak.tools.train_calls DATA [DATA ...] --save calls.json
    python -m callbreak.tools.train_calls DATA --hidden 64 --epochs 40 --holdout 5 --json fig.json

Every call row of the folders' shards is one example: the inputs are the call's features
(`CALL_FEATURES` of `ai.features.vector`: the hand, the place after the dealer, the calls
already made, the round and the game's totals, the house rules) and the answer is the
tricks the seat then took. Every `--holdout`-th shard (by its number) is kept aside, so no
game is both learned and judged. The model is `ai.model.MLP` (one hidden ReLU layer of
`--hidden`), fitted by minibatch Adam on the cross-entropy with a little weight decay,
from a fixed seed in float64: the same data and arguments give the same weights. Each call
is taught the tricks taken mixed with `--teacher` of the search's own distribution for it
(a mean over many sampled deals, steadier than the one deal that happened); it is judged
on the tricks taken alone.

On the held-out calls it prints, beside the model, the same figures for the search's own
trick distribution recorded with each call (`est.dist`, mixed with 1% of the training
tricks' spread so that a trick it never saw costs a finite log-loss), for the hand count
the hints call on (`ai.handeval.estimate_tricks`, as a distribution: the training tricks
seen at each rounded count) and for the spread of tricks alone: log-loss (nats a call),
how often the likeliest number of tricks is the number taken, the mean error of the
expected tricks; and the round score the best call under the model (`model.best_call`),
the hints' `heuristic_call` and the call really made would have scored with the tricks
really taken (the tricks taken barely depend on the call: docs/ai-experiments.md).

numpy comes with the `train` extra (`pip install -e ".[train]"`); the game never imports
this module.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from callbreak.ai import make_player
from callbreak.ai.features import vector
from callbreak.ai.handeval import estimate_tricks, heuristic_call
from callbreak.ai.model import MLP, TRICKS, best_call
from callbreak.ai.playout import player_seed
from callbreak.engine import HouseRules, Redeal
from callbreak.engine.scoring import score_round
from callbreak.store.atomic import write_bytes

from .selfplay import read_shard, replay
from .train_kit import adam_step, feature_indices, layers_out, made_by, mean_ci

CALL_FEATURES = ("hand", "place", "calls", "progress", "totals", "rules")
REDEALS = list(Redeal)
Row = dict[str, Any]


def load_calls(folders: Sequence[Path],
               holdout: int) -> tuple[list[Row], list[Row], list[int]]:
    """The call rows of every shard, split (training, held out); and the game seeds used."""
    train: list[Row] = []
    held: list[Row] = []
    seeds: list[int] = []
    for folder in folders:
        for path in sorted(Path(folder).glob("shard-*.jsonl.gz")):
            header, rows = read_shard(path)
            seeds += header["seeds"]
            calls = [r for r in rows if r["obs"]["kind"] == 0]
            (held if held_out(path, holdout) else train).extend(calls)
    return train, held, seeds


def held_out(path: Path, holdout: int) -> bool:
    return holdout > 1 and int(path.name[6:11]) % holdout == holdout - 1


def search_again(folders: Sequence[Path], holdout: int, count: int, deals: int,
                 level: str = "hard") -> list[tuple[Row, list[float], int]]:
    """The first `count` held-out calls searched again by `level` on a budget of `deals`
    sampled deals (the game's Hard reaches 2,000 in its time on a free core): each row
    with the search's trick distribution and call."""
    out: list[tuple[Row, list[float], int]] = []
    for folder in folders:
        for path in sorted(Path(folder).glob("shard-*.jsonl.gz")):
            if not held_out(path, holdout):
                continue
            header, rows = read_shard(path)
            for row, view in replay(header, rows):
                if len(out) >= count:
                    return out
                if row["obs"]["kind"] == 0:
                    # a search level (Hard or Expert): it has `call_values`
                    player: Any = make_player(level, player_seed(row["game"], row["seat"]),
                                              max_deals=deals)
                    call, _, probs = player.call_values(view)
                    out.append((row, probs, call))
    return out


def arrays(rows: Sequence[Row]) -> tuple[np.ndarray, np.ndarray]:
    x = np.array([vector(r["obs"]) for r in rows], dtype=np.float64)
    y = np.array([r["out"]["taken"] for r in rows], dtype=np.int64)
    return x, y


def targets(rows: Sequence[Row], teacher: float) -> np.ndarray:
    """What each call is taught: the tricks taken, mixed with `teacher` of the search's own
    distribution where it recorded one (the mean of many sampled deals is a steadier answer
    than the one deal that happened)."""
    out = np.zeros((len(rows), TRICKS))
    for i, r in enumerate(rows):
        out[i, r["out"]["taken"]] = 1.0
        if teacher and r.get("est"):
            out[i] = (1 - teacher) * out[i] + teacher * np.array(r["est"]["dist"])
    return out


def fit(x: np.ndarray, t: np.ndarray, hidden: int, epochs: int, seed: int,
        rate: float = 0.003, decay: float = 1e-3, batch: int = 128) -> MLP:
    """One hidden layer, softmax over 0..13 tricks, fitted to the target distributions `t`
    (cross-entropy) by minibatch Adam from a fixed seed."""
    inputs = feature_indices(CALL_FEATURES)
    rng = np.random.default_rng(seed)
    d = len(inputs)
    params = [rng.normal(0, math.sqrt(2 / d), (d, hidden)), np.zeros(hidden),
              rng.normal(0, math.sqrt(1 / hidden), (hidden, TRICKS)), np.zeros(TRICKS)]
    # start the output at the spread of the tricks taken: the model then learns what the
    # hand adds to it
    counts = t.sum(axis=0) + 1.0
    params[3] = np.log(counts / counts.sum())
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    xs = x[:, inputs]
    step = 0
    for _ in range(epochs):
        order = rng.permutation(len(xs))
        for at in range(0, len(xs), batch):
            idx = order[at:at + batch]
            xb, tb = xs[idx], t[idx]
            w0, b0, w1, b1 = params
            pre = xb @ w0 + b0
            h = np.maximum(pre, 0.0)
            z = h @ w1 + b1
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            dz = (p - tb) / len(tb)
            dh = (dz @ w1.T) * (pre > 0)
            grads = [xb.T @ dh + decay * w0, dh.sum(axis=0), h.T @ dz + decay * w1,
                     dz.sum(axis=0)]
            step += 1
            adam_step(params, grads, m, v, step, rate)
    return MLP(tuple(int(i) for i in inputs),
               tuple((tuple(tuple(map(float, row)) for row in w), tuple(map(float, b)))
                     for w, b in ((params[0], params[1]), (params[2], params[3]))))


def probabilities(model: MLP, x: np.ndarray) -> np.ndarray:
    """The model's trick distributions for rows of full feature vectors, in numpy (the
    same layers as `MLP.probabilities`, many rows at once)."""
    h = layers_out(model, x[:, list(model.inputs)])
    h = np.exp(h - h.max(axis=1, keepdims=True))
    out: np.ndarray = h / h.sum(axis=1, keepdims=True)
    return out


def _rules(obs: dict[str, Any]) -> HouseRules:
    max_call, big, must_beat, redeal = obs["rules"]
    return HouseRules(max_call=max_call, big_call=bool(big), must_beat=bool(must_beat),
                      redeal=REDEALS[redeal])


def _points_ci(values: Sequence[float]) -> dict[str, float]:
    return mean_ci(values, scale=10)  # tenths to points


def _figures(d: np.ndarray, y: np.ndarray) -> dict[str, float]:
    n = len(y)
    return {"log_loss": float(-np.mean(np.log(d[np.arange(n), y]))),
            "accuracy": float(np.mean(d.argmax(axis=1) == y)),
            "mean_error": float(np.mean(np.abs(d @ np.arange(TRICKS) - y)))}


def judge_search(model: MLP, train: Sequence[Row],
                 searched: Sequence[tuple[Row, list[float], int]]) -> dict[str, Any]:
    """The model beside the search run again at a full budget, on the same held-out calls:
    the two distributions' figures, and what each one's call scored with the tricks taken."""
    rows = [r for r, _, _ in searched]
    x, y = arrays(rows)
    spread = _spread(train)
    mine = probabilities(model, x)
    theirs = np.array([0.99 * np.array(p) + 0.01 * spread for _, p, _ in searched])
    model_scores, search_scores = [], []
    for (r, _, call), probs, taken in zip(searched, mine, y):
        rules = _rules(r["obs"])
        model_scores.append(score_round(best_call(probs, rules)[0], taken, rules))
        search_scores.append(score_round(call, taken, rules))
    diff = [a - b for a, b in zip(model_scores, search_scores)]
    return {"calls": len(rows), "model": _figures(mine, y), "search": _figures(theirs, y),
            "model_score": _points_ci(model_scores), "search_score": _points_ci(search_scores),
            "model_minus_search": _points_ci(diff),
            "same_call": float(np.mean([best_call(p, _rules(r["obs"]))[0] == c
                                        for (r, _, c), p in zip(searched, mine)]))}


def _spread(train: Sequence[Row]) -> np.ndarray:
    spread = np.bincount([r["out"]["taken"] for r in train], minlength=TRICKS) + 1.0
    out: np.ndarray = spread / spread.sum()
    return out


def judge(model: MLP, train: Sequence[Row], held: Sequence[Row]) -> dict[str, Any]:
    """The held-out figures of the module's docstring, as numbers."""
    x, y = arrays(held)
    n = len(y)
    spread = _spread(train)
    by_count: dict[int, np.ndarray] = {}
    for r in train:
        k = round(estimate_tricks(r["obs"]["hand"]))
        by_count.setdefault(k, spread.copy())[r["out"]["taken"]] += 1
    count_dist = np.array([by_count.get(round(estimate_tricks(r["obs"]["hand"])),
                                        spread) for r in held])
    count_dist /= count_dist.sum(axis=1, keepdims=True)
    search = np.array([0.99 * np.array(r["est"]["dist"]) + 0.01 * spread
                       if r.get("est") else spread for r in held])
    dists = {"model": probabilities(model, x), "search": search, "hand count": count_dist,
             "spread alone": np.tile(spread, (n, 1))}
    out: dict[str, Any] = {"calls": n, "trained_on": len(train),
                           "by": {name: _figures(d, y) for name, d in dists.items()}}
    model_probs = dists["model"]
    scored: dict[str, list[int]] = {"model's best call": [], "heuristic_call": [], "call made": []}
    for r, probs, taken in zip(held, model_probs, y):
        rules = _rules(r["obs"])
        scored["model's best call"].append(score_round(best_call(probs, rules)[0], taken, rules))
        scored["heuristic_call"].append(score_round(
            heuristic_call(r["obs"]["hand"], rules.max_call), taken, rules))
        scored["call made"].append(r["out"]["score"])
    out["scores"] = {k: _points_ci(v) for k, v in scored.items()}
    out["model_minus_made"] = _points_ci([a - b for a, b in zip(scored["model's best call"],
                                                                 scored["call made"])])
    return out


def report(fig: dict[str, Any]) -> str:
    lines = [f"{fig['calls']} held-out calls (trained on {fig['trained_on']})",
             f"{'':<14}{'log-loss':>10}{'likeliest':>11}{'mean error':>12}"]
    for name, f in fig["by"].items():
        lines.append(f"{name:<14}{f['log_loss']:>10.3f}{100 * f['accuracy']:>10.1f}%"
                     f"{f['mean_error']:>12.3f}")
    lines.append("round score a call with the tricks really taken, points:")
    for name, s in fig["scores"].items():
        lines.append(f"  {name:<20}{s['mean']:+.3f} +- {s['ci']:.3f}")
    d = fig["model_minus_made"]
    lines.append(f"  model - made, paired: {d['mean']:+.3f} +- {d['ci']:.3f}")
    again = fig.get("search_again")
    if again:
        lines.append(f"the first {again['calls']} of them searched again "
                     f"({again['deals']} deals):")
        for name in ("model", "search"):
            f = again[name]
            lines.append(f"{name:<14}{f['log_loss']:>10.3f}{100 * f['accuracy']:>10.1f}%"
                         f"{f['mean_error']:>12.3f}   its calls score "
                         f"{again[name + '_score']['mean']:+.3f} +- "
                         f"{again[name + '_score']['ci']:.3f}")
        d = again["model_minus_search"]
        lines.append(f"  model - search, paired: {d['mean']:+.3f} +- {d['ci']:.3f}; the same "
                     f"call {100 * again['same_call']:.1f}% of the time")
    return "\n".join(lines)


def save(model: MLP, path: Path, note: str) -> None:
    """The weights file (`ai.model`'s JSON), written atomically; `note` says how it was
    made. Floats are written exactly (shortest round trip), so the file is the model."""
    text = json.dumps(model.to_dict(note), separators=(",", ":"))
    write_bytes(path, text.encode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m callbreak.tools.train_calls",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("data", nargs="+", type=Path, help="self-play data folders")
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--rate", type=float, default=0.003)
    ap.add_argument("--decay", type=float, default=1e-3)
    ap.add_argument("--teacher", type=float, default=0.8,
                    help="how much of the search's distribution each call is taught")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--holdout", type=int, default=5, help="every N-th shard is held out")
    ap.add_argument("--search-again", type=int, default=0, metavar="N",
                    help="also search the first N held-out calls again, as Hard")
    ap.add_argument("--search-deals", type=int, default=2000,
                    help="the deal budget of that search")
    ap.add_argument("--save", type=Path, help="write the weights here (.json)")
    ap.add_argument("--json", type=Path, help="write the held-out figures here")
    args = ap.parse_args(argv)
    train, held, seeds = load_calls(args.data, args.holdout)
    if not train or not held:
        print("train_calls: need calls both to learn and to judge (more shards, or another "
              "--holdout)", file=sys.stderr)
        return 2
    x, _ = arrays(train)
    model = fit(x, targets(train, args.teacher), args.hidden, args.epochs, args.seed,
                args.rate, args.decay)
    fig = judge(model, train, held)
    if args.search_again:
        searched = search_again(args.data, args.holdout, args.search_again, args.search_deals)
        fig["search_again"] = {**judge_search(model, train, searched),
                               "deals": args.search_deals}
    print(report(fig))
    if args.json:
        args.json.write_text(json.dumps(fig, indent=1), encoding="utf-8")
    if args.save:
        options = ("hidden", "epochs", "rate", "decay", "teacher", "seed", "holdout")
        save(model, args.save, made_by("train_calls", args.data, args, options, seeds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
