"""A small learned evaluation's inference: a multilayer perceptron read from a `.npz` file and
run in numpy, the same answer for the same input on any machine (float64, a fixed order of
operations, no randomness). Not used by the levels yet (issue 44); `tools.train_calls`
fits the call model and writes its file.

A weights file holds, with numpy's own format and no pickled objects:

    inputs   int,   (d,)     which entries of `features.vector` the model reads, in order
    w0, b0   float, (d, h0), (h0,)
    w1, b1   ...             ReLU between layers, none after the last
    kind     str             what the outputs mean ("tricks": logits of taking 0..13 tricks)

`load(path)` gives the model, or None (with one line in the log) when the file is missing
or damaged, so a game without it plays on with the search alone.
"""

from __future__ import annotations

import logging
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from callbreak.engine import HouseRules, SeatView
from callbreak.engine.scoring import score_round

from .features import VECTOR_SIZE, observe, vector

log = logging.getLogger(__name__)

TRICKS = 14  # a seat takes 0 to 13 tricks


@dataclass(frozen=True)
class MLP:
    """Layers of (weights, bias); ReLU between them. `inputs` picks the features read."""

    inputs: np.ndarray
    layers: tuple[tuple[np.ndarray, np.ndarray], ...]
    kind: str = "tricks"

    def __post_init__(self) -> None:
        if not self.layers:
            raise ValueError("a model has at least one layer")
        if self.inputs.ndim != 1 or len(self.inputs) != self.layers[0][0].shape[0]:
            raise ValueError("the inputs do not match the first layer")
        if self.inputs.size and (self.inputs.min() < 0 or self.inputs.max() >= VECTOR_SIZE):
            raise ValueError("an input is not a feature")
        width = self.layers[0][0].shape[0]
        for w, b in self.layers:
            if w.ndim != 2 or w.shape[0] != width or b.shape != (w.shape[1],):
                raise ValueError("the layers' shapes do not chain")
            if not (np.isfinite(w).all() and np.isfinite(b).all()):
                raise ValueError("a weight is not a finite number")
            width = w.shape[1]

    @property
    def outputs(self) -> int:
        return int(self.layers[-1][0].shape[1])

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Raw outputs for rows of full feature vectors, (n, VECTOR_SIZE) -> (n, outputs)."""
        h = np.asarray(x, dtype=np.float64)[:, self.inputs]
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if i < last:
                h = np.maximum(h, 0.0)
        return h

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        """Softmax of the outputs, row by row."""
        z = self.forward(x)
        z = z - z.max(axis=1, keepdims=True)
        e = np.exp(z)
        out: np.ndarray = e / e.sum(axis=1, keepdims=True)
        return out

    def arrays(self) -> dict[str, np.ndarray]:
        """What a weights file holds (`numpy.savez` takes it as keywords)."""
        out = {"inputs": self.inputs.astype(np.int64), "kind": np.array(self.kind)}
        for i, (w, b) in enumerate(self.layers):
            out[f"w{i}"], out[f"b{i}"] = w, b
        return out


def from_arrays(data: dict[str, np.ndarray] | np.lib.npyio.NpzFile) -> MLP:
    """A model from a weights file's arrays; ValueError when they do not make one."""
    layers = []
    i = 0
    while f"w{i}" in data:
        layers.append((np.asarray(data[f"w{i}"], dtype=np.float64),
                       np.asarray(data[f"b{i}"], dtype=np.float64)))
        i += 1
    kind = str(data["kind"]) if "kind" in data else "tricks"
    return MLP(np.asarray(data["inputs"], dtype=np.int64), tuple(layers), kind)


_warned: set[str] = set()


def load(path: Path | str) -> MLP | None:
    """The model in `path`, or None when it is missing or damaged (logged once a path)."""
    try:
        with np.load(path, allow_pickle=False) as data:
            return from_arrays(data)
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as exc:
        if str(path) not in _warned:
            _warned.add(str(path))
            log.warning("no learned model from %s (%s); the players search without it",
                        path, exc)
        return None


def trick_distribution(model: MLP, views: Sequence[SeatView]) -> np.ndarray:
    """For calling views: the chance of taking 0..13 tricks, one row per view."""
    x = np.array([vector(observe(v)) for v in views], dtype=np.float64)
    return model.probabilities(x)


def best_call(probs: Sequence[float], rules: HouseRules) -> tuple[int, dict[int, float]]:
    """The call with the best expected round score (tenths) under a trick distribution, and
    every call's expected score; ties go to the lower call."""
    values = {c: float(sum(p * score_round(c, k, rules) for k, p in enumerate(probs)))
              for c in range(rules.min_call, rules.max_call + 1)}
    return max(values, key=lambda c: (values[c], -c)), values


__all__ = ["MLP", "TRICKS", "from_arrays", "load", "trick_distribution", "best_call"]
