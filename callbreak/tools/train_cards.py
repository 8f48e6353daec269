"""Fit the card model: from a seat's view at a card decision, each legal card's value, taught
by the search's own means in self-play data (`tools.selfplay`), and judged on shards it
never saw.

    python -m callbreak.tools.train_cards DATA [DATA ...] --save cards.json
    python -m callbreak.tools.train_cards DATA --hidden 64 --epochs 20 --json fig.json

Every card row of the shards with a search estimate (two or more cards weighed) is one
example: the inputs are `ai.card_model.CARD_FEATURES` of `ai.features.vector`, and each
weighed card's output is taught the search's mean for it (`est.means`: the seat's round
score less the others' mean, plus a share of the game in the last round; in points). A
mean over sampled deals is a steadier teacher than the one round that followed. The net
(`ai.model.MLP`, kind "cards") has one hidden ReLU layer of `--hidden` and 52 outputs, one
a card; the loss is the squared error on the weighed cards only, fitted by minibatch Adam
with a little weight decay from a fixed seed: the same data and arguments give the same
weights. They are written rounded to 6 significant digits (the file stays small), and the
figures are the rounded model's.

Every `--holdout`-th shard (by its number) is kept aside. On its decisions it prints, for
the model's best card and for baselines (Medium's rule-based card, which plays much as the
search's rollouts do; a random legal card, as an expectation), how often it is the
search's best and its mean regret in points under the search's means; and for the model's
best 2 and 3 cards how often they hold the search's best and what weighing only them
loses (the regret of the best of them).

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

from callbreak.ai.card_model import CARD_FEATURES, KIND
from callbreak.ai.features import vector
from callbreak.ai.model import MLP
from callbreak.ai.rules_player import MediumPlayer

from .selfplay import read_shard, replay
from .train_calls import held_out, save
from .train_kit import adam_step, feature_indices, layers_out, made_by, mean_ci

CARDS = 52
Row = dict[str, Any]


def weighed(row: Row) -> bool:
    return row["obs"]["kind"] == 1 and bool(row.get("est")) and len(row["est"]["cards"]) > 1


def load_cards(folders: Sequence[Path], holdout: int,
               rules_pick: bool = True) -> tuple[list[Row], list[Row], list[int]]:
    """The weighed card rows, split (training, held out); the game seeds used. Each held-out
    row gets `medium`, Medium's card in its view (replayed), when `rules_pick`."""
    train: list[Row] = []
    held: list[Row] = []
    seeds: list[int] = []
    medium = MediumPlayer(0)
    for folder in folders:
        for path in sorted(Path(folder).glob("shard-*.jsonl.gz")):
            header, rows = read_shard(path)
            seeds += header["seeds"]
            if not held_out(path, holdout):
                train.extend(r for r in rows if weighed(r))
            elif rules_pick:
                for row, view in replay(header, rows):
                    if weighed(row):
                        row["medium"] = medium.pick(view)
                        held.append(row)
            else:
                held.extend(r for r in rows if weighed(r))
    return train, held, seeds


def arrays(rows: Sequence[Row]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The inputs the model reads (float32), the targets (points, 52 a row) and the mask of
    the weighed cards."""
    inputs = feature_indices(CARD_FEATURES)
    x = np.zeros((len(rows), len(inputs)), dtype=np.float32)
    t = np.zeros((len(rows), CARDS))
    mask = np.zeros((len(rows), CARDS))
    for i, r in enumerate(rows):
        x[i] = np.array(vector(r["obs"]), dtype=np.float32)[inputs]
        for card, mean in zip(r["est"]["cards"], r["est"]["means"]):
            t[i, card] = mean / 10
            mask[i, card] = 1.0
    return x, t, mask


def fit(x: np.ndarray, t: np.ndarray, mask: np.ndarray, hidden: int, epochs: int, seed: int,
        rate: float = 0.002, decay: float = 1e-4, centre: float = 0.0,
        batch: int = 256) -> MLP:
    """One hidden layer, 52 outputs, the squared error on the weighed cards, by minibatch
    Adam from a fixed seed."""
    inputs = feature_indices(CARD_FEATURES)
    rng = np.random.default_rng(seed)
    d = x.shape[1]
    params = [rng.normal(0, math.sqrt(2 / d), (d, hidden)), np.zeros(hidden),
              rng.normal(0, math.sqrt(1 / hidden), (hidden, CARDS)),
              np.full(CARDS, float((t * mask).sum() / mask.sum()))]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step = 0
    for _ in range(epochs):
        order = rng.permutation(len(x))
        for at in range(0, len(x), batch):
            idx = order[at:at + batch]
            xb, tb, mb = x[idx].astype(np.float64), t[idx], mask[idx]
            w0, b0, w1, b1 = params
            pre = xb @ w0 + b0
            h = np.maximum(pre, 0.0)
            z = h @ w1 + b1
            # each row's error less `centre` of its mean over the weighed cards: at 1 only
            # the differences between a decision's cards are taught
            err = (z - tb) * mb
            per = mb.sum(axis=1, keepdims=True)
            shift = centre * err.sum(axis=1, keepdims=True) / per
            e = (err - shift) * mb
            dz = 2 * (e - mb / per * (centre * e.sum(axis=1, keepdims=True))) / mb.sum()
            dh = (dz @ w1.T) * (pre > 0)
            grads = [xb.T @ dh + decay * w0, dh.sum(axis=0), h.T @ dz + decay * w1,
                     dz.sum(axis=0)]
            step += 1
            adam_step(params, grads, m, v, step, rate)

    def kept(a: np.ndarray) -> tuple[float, ...]:
        return tuple(float(f"{float(v):.6g}") for v in a)

    return MLP(tuple(int(i) for i in inputs),
               tuple((tuple(kept(row) for row in w), kept(b))
                     for w, b in ((params[0], params[1]), (params[2], params[3]))), KIND)


def outputs(model: MLP, x: np.ndarray) -> np.ndarray:
    """The model's 52 values for rows of its inputs, in numpy (the same layers as
    `MLP.forward`, many rows at once)."""
    return layers_out(model, x.astype(np.float64))


def representative(card: int, cards: Sequence[int]) -> int:
    """The weighed card equal in play to a legal `card`: the search weighs the lowest of
    each run of equal cards (`ai.equal`)."""
    return max(c for c in cards if c // 13 == card // 13 and c <= card)


def judge(model: MLP, held: Sequence[Row]) -> dict[str, Any]:
    """The held-out figures of the module's docstring, as numbers."""
    x, _, _ = arrays(held)
    z = outputs(model, x)
    picks: dict[str, list[float]] = {"model": [], "medium": []}
    agree: dict[str, list[float]] = {"model": [], "medium": []}
    random_regret: list[float] = []
    random_agree: list[float] = []
    top: dict[int, tuple[list[float], list[float]]] = {2: ([], []), 3: ([], [])}
    for r, values in zip(held, z):
        cards, means = r["est"]["cards"], [m / 10 for m in r["est"]["means"]]
        best = max(means)
        order = sorted(range(len(cards)), key=lambda i: (-values[cards[i]], cards[i]))
        chosen = {"model": order[0]}
        if "medium" in r:
            chosen["medium"] = cards.index(representative(r["medium"], cards))
        for name, i in chosen.items():
            picks[name].append(best - means[i])
            agree[name].append(float(means[i] == best))
        random_regret.append(best - sum(means) / len(means))
        random_agree.append(means.count(best) / len(means))
        for k, (hits, losses) in top.items():
            kept = [means[i] for i in order[:k]]
            hits.append(float(max(kept) == best))
            losses.append(best - max(kept))
    out: dict[str, Any] = {"decisions": len(held), "by": {}}
    for name in picks:
        if picks[name]:
            out["by"][name] = {"best": float(np.mean(agree[name])),
                               "regret": mean_ci(picks[name])}
    out["by"]["random legal card"] = {"best": float(np.mean(random_agree)),
                                      "regret": mean_ci(random_regret)}
    out["top"] = {str(k): {"holds_best": float(np.mean(h)), "regret": mean_ci(loss)}
                  for k, (h, loss) in top.items()}
    out["cards_weighed"] = float(np.mean([len(r["est"]["cards"]) for r in held]))
    return out


def report(fig: dict[str, Any]) -> str:
    lines = [f"{fig['decisions']} held-out card decisions (trained on {fig['trained_on']}; "
             f"{fig['cards_weighed']:.2f} cards weighed a decision)",
             f"{'':<20}{'the best':>10}{'regret, points':>22}"]
    for name, f in fig["by"].items():
        r = f["regret"]
        lines.append(f"{name:<20}{100 * f['best']:>9.1f}%{r['mean']:>14.3f} +- {r['ci']:.3f}")
    for k, f in fig["top"].items():
        r = f["regret"]
        lines.append(f"the model's best {k}: hold the search's best {100 * f['holds_best']:.1f}%,"
                     f" weighing only them loses {r['mean']:.3f} +- {r['ci']:.3f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m callbreak.tools.train_cards",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("data", nargs="+", type=Path, help="self-play data folders")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--rate", type=float, default=0.002)
    ap.add_argument("--decay", type=float, default=1e-4)
    ap.add_argument("--centre", type=float, default=1.0,
                    help="how much of each decision's mean error is left out of the loss "
                         "(1: only the cards' differences are taught)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--holdout", type=int, default=5, help="every N-th shard is held out")
    ap.add_argument("--save", type=Path, help="write the weights here (.json)")
    ap.add_argument("--json", type=Path, help="write the held-out figures here")
    args = ap.parse_args(argv)
    train, held, seeds = load_cards(args.data, args.holdout)
    if not train or not held:
        print("train_cards: need card decisions both to learn and to judge (more shards, or "
              "another --holdout)", file=sys.stderr)
        return 2
    x, t, mask = arrays(train)
    model = fit(x, t, mask, args.hidden, args.epochs, args.seed, args.rate, args.decay,
                args.centre)
    fig = {**judge(model, held), "trained_on": len(train)}
    print(report(fig))
    if args.json:
        args.json.write_text(json.dumps(fig, indent=1), encoding="utf-8")
    if args.save:
        options = ("hidden", "epochs", "rate", "decay", "centre", "seed", "holdout")
        save(model, args.save, made_by("train_cards", args.data, args, options, seeds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
