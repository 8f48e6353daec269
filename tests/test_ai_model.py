"""The learned model's inference (issue 44): weights read from a file give the same outputs as
the layers worked by hand, every time; a missing or damaged file gives no model and one line
in the log, never an exception; the call under a trick distribution is the best expected
score. numpy comes with the `train` extra: without it these tests are skipped."""

import logging
import random

import pytest

np = pytest.importorskip("numpy")

from callbreak.ai import model  # noqa: E402
from callbreak.ai.features import VECTOR_SIZE, observe, vector  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402


def tiny(seed: int, inputs: list[int], widths: list[int]) -> dict:
    rng = np.random.default_rng(seed)
    arrays = {"inputs": np.array(inputs), "kind": np.array("tricks")}
    width = len(inputs)
    for i, out in enumerate(widths):
        arrays[f"w{i}"] = rng.normal(size=(width, out))
        arrays[f"b{i}"] = rng.normal(size=out)
        width = out
    return arrays


def by_hand(arrays: dict, x: list[float]) -> list[float]:
    """The forward pass in plain Python: the oracle."""
    h = [x[i] for i in arrays["inputs"]]
    n = sum(1 for k in arrays if k.startswith("w"))
    for i in range(n):
        w, b = arrays[f"w{i}"].tolist(), arrays[f"b{i}"].tolist()
        h = [sum(h[r] * w[r][c] for r in range(len(h))) + b[c] for c in range(len(b))]
        if i < n - 1:
            h = [max(0.0, v) for v in h]
    return h


def positions() -> list[list[float]]:
    game = Game(HouseRules(), 3)
    rng = random.Random(3)
    out = []
    for _ in range(30):
        seat = game.turn
        view = game.view(seat)
        out.append(vector(observe(view), view.legal[0] if view.legal else None))
        if view.legal:
            game.play(seat, rng.choice(view.legal))
        else:
            game.call(seat, rng.randint(1, 4))
    return out


def test_a_tiny_model_read_from_its_file_computes_the_layers(tmp_path):
    inputs = random.Random(1).sample(range(VECTOR_SIZE), 40)
    arrays = tiny(7, inputs, [6, 5, model.TRICKS])
    path = tmp_path / "tiny.npz"
    np.savez(path, **arrays)
    mlp = model.load(path)
    assert mlp is not None and mlp.outputs == model.TRICKS
    xs = positions()
    got = mlp.forward(np.array(xs))
    for row, x in zip(got, xs):
        assert row.tolist() == pytest.approx(by_hand(arrays, x), rel=1e-9, abs=1e-9)
    again = model.load(path)
    assert again is not None
    assert np.array_equal(again.forward(np.array(xs)), got)  # deterministic, bit for bit
    probs = mlp.probabilities(np.array(xs))
    assert np.allclose(probs.sum(axis=1), 1) and (probs >= 0).all()


def test_a_missing_or_damaged_weights_file_gives_no_model_and_one_log_line(tmp_path, caplog):
    good = tiny(2, [0, 1, 2], [4, model.TRICKS])
    broken_shapes = dict(good, b0=np.zeros(3))
    not_finite = dict(good, w1=np.full((4, model.TRICKS), np.nan))
    cases = {"missing.npz": None, "garbage.npz": b"not a zip at all",
             "shapes.npz": broken_shapes, "nan.npz": not_finite,
             "no-inputs.npz": {k: v for k, v in good.items() if k != "inputs"}}
    for name, content in cases.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif content is not None:
            np.savez(path, **content)
        with caplog.at_level(logging.WARNING, logger="callbreak.ai.model"):
            assert model.load(path) is None
            assert model.load(path) is None
        said = [r for r in caplog.records if name in r.getMessage()]
        assert len(said) == 1, name
    full = tmp_path / "good.npz"
    np.savez(full, **good)
    truncated = tmp_path / "truncated.npz"
    truncated.write_bytes(full.read_bytes()[:200])
    assert model.load(truncated) is None


def test_the_call_is_the_best_expected_score_under_the_distribution():
    rules = HouseRules()
    at_three = [0.0] * 14
    at_three[3] = 1.0
    assert model.best_call(at_three, rules)[0] == 3
    two_or_four = [0.0] * 14
    two_or_four[2] = two_or_four[4] = 0.5
    call, values = model.best_call(two_or_four, rules)
    # call 2: 2.0 or 2.2; call 3: -3.0 or 3.1; call 4: -4.0 or 4.0
    assert (call, values[2], values[3], values[4]) == (2, pytest.approx(21),
                                                      pytest.approx(0.5), pytest.approx(0))


@pytest.mark.slow
def test_the_training_command_fits_a_model_the_game_can_load(tmp_path, capsys):
    from callbreak.tools import selfplay, train_calls

    data = tmp_path / "data"
    assert selfplay.main(["--out", str(data), "--games", "2", "--block", "1", "--seed", "90",
                          "--max-deals", "4"]) == 0
    args = [str(data), "--holdout", "2", "--epochs", "3", "--hidden", "8"]
    first, second = tmp_path / "a.npz", tmp_path / "b.npz"
    assert train_calls.main(args + ["--save", str(first), "--json", str(tmp_path / "f.json")]) == 0
    assert train_calls.main(args + ["--save", str(second), "--search-again", "3",
                                    "--search-deals", "8"]) == 0
    printed = capsys.readouterr().out
    assert "20 held-out calls (trained on 20)" in printed and "log-loss" in printed
    assert "the first 3 of them searched again (8 deals)" in printed
    a, b = model.load(first), model.load(second)
    assert a is not None and b is not None
    for (wa, ba), (wb, bb) in zip(a.layers, b.layers):  # the same data, the same weights
        assert np.array_equal(wa, wb) and np.array_equal(ba, bb)
    with np.load(first) as saved:
        assert "game seeds 90-91 (2 games)" in str(saved["note"])
    views = [Game(HouseRules(), s).view(0) for s in (1, 2)]
    probs = model.trick_distribution(a, views)
    assert probs.shape == (2, model.TRICKS) and np.allclose(probs.sum(axis=1), 1)
    # too little to judge: a clear refusal, no weights
    assert train_calls.main([str(data), "--holdout", "1"]) == 2
