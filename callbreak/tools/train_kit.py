"""What the training commands (`train_calls`, `train_cards`) share: which feature entries a
model reads, the Adam step that fits its weights, its layers run on many rows at once, a
mean with its interval, and the note of how a weights file was made. numpy, from the
`train` extra; the game never imports this module."""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from callbreak.ai.features import LAYOUT, OFFSETS
from callbreak.ai.model import MLP

_SIZES = dict(LAYOUT)


def feature_indices(features: Sequence[str]) -> np.ndarray:
    """The indices of `features.vector`'s entries a model of these features reads."""
    return np.array([OFFSETS[name] + i for name in features for i in range(_SIZES[name])],
                    dtype=np.int64)


def adam_step(params: list[np.ndarray], grads: list[np.ndarray], m: list[np.ndarray],
              v: list[np.ndarray], step: int, rate: float) -> None:
    """One Adam update (0.9, 0.999, 1e-8) of `params` by `grads`, in place; `m` and `v`
    are the running moments, `step` this update's number from 1."""
    for i, g in enumerate(grads):
        m[i] = 0.9 * m[i] + 0.1 * g
        v[i] = 0.999 * v[i] + 0.001 * g * g
        mh = m[i] / (1 - 0.9 ** step)
        vh = v[i] / (1 - 0.999 ** step)
        params[i] = params[i] - rate * mh / (np.sqrt(vh) + 1e-8)


def layers_out(model: MLP, h: np.ndarray) -> np.ndarray:
    """The model's last layer for rows `h` of its inputs (ReLU between the layers, nothing
    after the last), as `MLP.forward` computes it for one row."""
    last = len(model.layers) - 1
    for i, (w, b) in enumerate(model.layers):
        h = h @ np.array(w) + np.array(b)
        if i < last:
            h = np.maximum(h, 0.0)
    return h


def mean_ci(values: Sequence[float], scale: float = 1.0) -> dict[str, float]:
    """The mean of `values` / `scale`, its 95% half-interval and the count."""
    a = np.array(values, dtype=np.float64) / scale
    half = 1.96 * float(a.std(ddof=1)) / math.sqrt(len(a)) if len(a) > 1 else math.inf
    return {"mean": float(a.mean()), "ci": half, "n": len(a)}


def made_by(tool: str, data: Sequence[Path], args: argparse.Namespace, options: Sequence[str],
            seeds: Sequence[int]) -> str:
    """A weights file's note: the command that made it (`options`, in order, from `args`)
    and the game seeds of its data."""
    flags = " ".join(f"--{name} {getattr(args, name)}" for name in options)
    return (f"python -m callbreak.tools.{tool} {' '.join(map(str, data))} {flags}; "
            f"game seeds {min(seeds)}-{max(seeds)} ({len(seeds)} games)")


__all__ = ["feature_indices", "adam_step", "layers_out", "mean_ci", "made_by"]
