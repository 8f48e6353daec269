"""What the tests of the learned models share: tiny random weights in the weights file's
shape, and the forward pass written out densely, column by column, as the oracle."""

from __future__ import annotations

import random


def tiny(seed: int, inputs: list[int], widths: list[int], kind: str) -> dict:
    """A weights document of `kind` ("tricks", "cards") with layers of `widths` outputs."""
    rng = random.Random(seed)
    layers = []
    width = len(inputs)
    for out in widths:
        layers.append({"w": [[rng.gauss(0, 1) for _ in range(out)] for _ in range(width)],
                       "b": [rng.gauss(0, 1) for _ in range(out)]})
        width = out
    return {"kind": kind, "note": "tiny", "inputs": inputs, "layers": layers}


def dense(data: dict, x: list[float]) -> list[float]:
    """The forward pass written out densely, column by column: the oracle."""
    h = [x[i] for i in data["inputs"]]
    n = len(data["layers"])
    for i, layer in enumerate(data["layers"]):
        w, b = layer["w"], layer["b"]
        h = [sum(h[r] * w[r][c] for r in range(len(h))) + b[c] for c in range(len(b))]
        if i < n - 1:
            h = [max(0.0, v) for v in h]
    return h
