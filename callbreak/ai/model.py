"""A small learned evaluation's inference: a multilayer perceptron read from a JSON file and
run in plain Python, so the game and its workers need no numpy. The call net is tiny (76
inputs, 32 hidden, 14 outputs: about 3,000 multiply-adds, well under a millisecond), and
the same input gives the same answer every time (float64, a fixed order of operations, no
randomness). `tools.train_calls` fits the call model and writes its file; the search
levels call with it when their settings name it (`SearchSettings.call_model`).
`tools.train_cards` fits the card model (`card_model` reads it): one value for each of the
52 cards from a card decision's view, read for the legal ones.

A weights file (`assets/models/calls.json`) is one JSON object:

    kind     "tricks": the outputs are logits of taking 0..13 tricks; "cards": each card's
             value in points (`card_model`)
    inputs   [int, ...] (d)     which entries of `features.vector` the model reads, in order
    layers   [{"w": d rows of h floats, "b": h floats}, ...]   ReLU between layers
    note     how it was made (the training command and the game seeds)

`load(path)` gives the model, or None (with one line in the log) when the file is missing
or damaged, so a game without it plays on with the search alone.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from callbreak.engine import HouseRules, SeatView
from callbreak.engine.scoring import score_round
from callbreak.resources import asset

from .features import VECTOR_SIZE, observe, vector

log = logging.getLogger(__name__)

TRICKS = 14  # a seat takes 0 to 13 tricks
OUTPUTS = {"tricks": TRICKS, "cards": 52}  # each kind of model's outputs
Layer = tuple[tuple[tuple[float, ...], ...], tuple[float, ...]]  # weights (rows), bias


@dataclass(frozen=True)
class MLP:
    """Layers of (weights as d rows of h, bias of h); ReLU between them. `inputs` picks the
    features read."""

    inputs: tuple[int, ...]
    layers: tuple[Layer, ...]
    kind: str = "tricks"

    def __post_init__(self) -> None:
        if not self.layers:
            raise ValueError("a model has at least one layer")
        if any(not 0 <= i < VECTOR_SIZE for i in self.inputs):
            raise ValueError("an input is not a feature")
        width = len(self.inputs)
        for w, b in self.layers:
            if len(w) != width or any(len(row) != len(b) for row in w):
                raise ValueError("the layers' shapes do not chain")
            if not all(math.isfinite(v) for row in w for v in row) or \
                    not all(math.isfinite(v) for v in b):
                raise ValueError("a weight is not a finite number")
            width = len(b)
        if self.kind not in OUTPUTS:
            raise ValueError(f"no kind of model is called {self.kind!r}")
        if width != OUTPUTS[self.kind]:
            raise ValueError(f"a {self.kind} model has {OUTPUTS[self.kind]} outputs, "
                             f"not {width}")

    @property
    def outputs(self) -> int:
        return len(self.layers[-1][1])

    def forward(self, x: list[float]) -> list[float]:
        """Raw outputs for one full feature vector (`VECTOR_SIZE` floats). Each layer adds
        the rows of its nonzero inputs to the bias in input order: the inputs are mostly
        zeros (a hand is 13 of 52 cards), so this is the cheap way, and always the same."""
        h = [x[i] for i in self.inputs]
        last = len(self.layers) - 1
        for n, (w, b) in enumerate(self.layers):
            acc = list(b)
            for v, row in zip(h, w):
                if v:
                    acc = [a + v * r for a, r in zip(acc, row)]
            h = [a if a > 0.0 else 0.0 for a in acc] if n < last else acc
        return h

    def probabilities(self, x: list[float]) -> list[float]:
        """Softmax of the outputs."""
        z = self.forward(x)
        top = max(z)
        e = [math.exp(v - top) for v in z]
        total = sum(e)
        return [v / total for v in e]

    def to_dict(self, note: str = "") -> dict[str, Any]:
        """What a weights file holds (`from_dict` reads it back)."""
        return {"kind": self.kind, "note": note, "inputs": list(self.inputs),
                "layers": [{"w": [list(row) for row in w], "b": list(b)}
                           for w, b in self.layers]}


def from_dict(data: Any) -> MLP:
    """A model from a weights file's object; ValueError (or KeyError, TypeError) when it
    does not make one."""
    if not isinstance(data, dict):
        raise ValueError("a weights file holds one JSON object")
    layers = tuple((tuple(tuple(float(v) for v in row) for row in layer["w"]),
                    tuple(float(v) for v in layer["b"])) for layer in data["layers"])
    inputs = tuple(int(i) for i in data["inputs"])
    return MLP(inputs, layers, str(data.get("kind", "tricks")))


_warned: set[str] = set()


def load(path: Path | str, kind: str | None = None) -> MLP | None:
    """The model in `path`, or None when it is missing or damaged, or not of `kind` when
    one is asked (logged once a path)."""
    try:
        with open(path, encoding="utf-8") as fh:
            mlp = from_dict(json.load(fh))
        if kind is not None and mlp.kind != kind:
            raise ValueError(f"a {mlp.kind} model, not a {kind} model")
        return mlp
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
        if str(path) not in _warned:
            _warned.add(str(path))
            log.warning("no learned model from %s (%s); the players search without it",
                        path, exc)
        return None


def model_path(name: str) -> Path:
    """Where a model named in the settings lies: a bare name is one of ours in
    assets/models/; a path is taken as it is."""
    path = Path(name)
    return path if path.is_absolute() or len(path.parts) > 1 else asset("models", name)


@lru_cache(maxsize=4)
def named(name: str, kind: str | None = None) -> MLP | None:
    """The model `name` (`model_path`), read once a process (None if it cannot be, or is
    not of `kind`)."""
    return load(model_path(name), kind)


def tricks(model: MLP, view: SeatView) -> list[float]:
    """For a calling view: the chance of taking 0..13 tricks."""
    return model.probabilities(vector(observe(view)))


def best_call(probs: list[float], rules: HouseRules) -> tuple[int, dict[int, float]]:
    """The call with the best expected round score (tenths) under a trick distribution, and
    every call's expected score; ties go to the lower call."""
    values = {c: float(sum(p * score_round(c, k, rules) for k, p in enumerate(probs)))
              for c in range(rules.min_call, rules.max_call + 1)}
    return max(values, key=lambda c: (values[c], -c)), values


__all__ = ["MLP", "TRICKS", "OUTPUTS", "from_dict", "load", "model_path", "named", "tricks",
           "best_call"]
