"""What the training commands (`train_calls`, `train_cards`) share: the Adam step that fits a
model's weights, and a model's layers run on many rows at once. numpy, from the `train`
extra; the game never imports this module."""

from __future__ import annotations

import numpy as np

from callbreak.ai.model import MLP


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


__all__ = ["adam_step", "layers_out"]
