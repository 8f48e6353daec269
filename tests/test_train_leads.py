"""The lead trainer end to end, with the real search as the teacher: the same seeds give
the same leads and the same weights, and the weights it writes are a module the policy
can load."""

import importlib.util
import re

import pytest

from callbreak.ai.leads import BLOCK, WEIGHTS
from callbreak.tools import train_leads

pytestmark = pytest.mark.slow  # a tool's training runs: CI runs them with `-m slow`


def weights_of(path) -> tuple[float, ...]:
    """The WEIGHTS of a weights module the trainer wrote."""
    spec = importlib.util.spec_from_file_location("trained", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.WEIGHTS


def test_collect_and_fit_are_reproducible_and_write_loadable_weights(tmp_path):
    args = ["collect", "--games", "1", "--seed", "7", "--deals", "8", "--flow-deals", "8"]
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert train_leads.main([*args, "--out", str(one)]) == 0
    assert train_leads.main([*args, "--out", str(two)]) == 0
    assert one.read_text() == two.read_text() and one.read_text().count("\n") >= 20
    weights = tmp_path / "lead_weights.py"
    fit = ["fit", str(one), "--epochs", "3", "--out", str(weights)]
    assert train_leads.main(fit) == 0
    first = weights.read_text()
    assert train_leads.main(fit) == 0
    assert weights.read_text() == first
    trained = weights_of(weights)
    assert len(trained) == 3 * BLOCK and any(trained)


def test_a_warm_fit_starts_from_the_shipped_weights_and_stays_near_them(tmp_path):
    data = tmp_path / "leads.jsonl"
    assert train_leads.main(["collect", "--games", "1", "--seed", "11", "--deals", "8",
                             "--flow-deals", "8", "--out", str(data)]) == 0

    def fitted(*extra: str) -> tuple[float, ...]:
        out = tmp_path / "w.py"
        assert train_leads.main(["fit", str(data), "--out", str(out), *extra]) == 0
        return weights_of(out)

    assert fitted("--warm", "--epochs", "0") == tuple(round(x, 4) for x in WEIGHTS)
    warm, cold = fitted("--warm", "--epochs", "3"), fitted("--epochs", "3")
    assert warm != tuple(WEIGHTS)
    assert sum(abs(a - b) for a, b in zip(warm, WEIGHTS)) < \
        sum(abs(a - b) for a, b in zip(cold, WEIGHTS))


def test_tuning_is_reproducible_and_moves_the_weights(tmp_path):
    args = ["tune", "--iterations", "2", "--deals", "30", "--check-every", "1",
            "--check-deals", "30"]
    one, two = tmp_path / "one.py", tmp_path / "two.py"
    assert train_leads.main([*args, "--out", str(one)]) == 0
    assert train_leads.main([*args, "--out", str(two)]) == 0
    assert "train_leads tune --iterations 2" in one.read_text()
    tuned = [weights_of(one), weights_of(two)]
    assert tuned[0] == tuned[1]
    assert len(tuned[0]) == len(WEIGHTS) and tuned[0] != tuple(WEIGHTS)


def test_cross_validation_judges_every_lead_once_and_writes_nothing(tmp_path, capsys):
    data = tmp_path / "leads.jsonl"
    assert train_leads.main(["collect", "--games", "3", "--seed", "13", "--deals", "8",
                             "--flow-deals", "8", "--out", str(data)]) == 0
    lines = data.read_text().count("\n")
    capsys.readouterr()
    out = tmp_path / "w.py"
    # a warm fit of no epochs is the shipped model: the two must be judged the same
    assert train_leads.main(["fit", str(data), "--folds", "3", "--warm", "--epochs", "0",
                             "--out", str(out)]) == 0
    said = capsys.readouterr().out.splitlines()
    assert not out.exists()
    assert all(said[k - 1].startswith(f"fold {k}:") for k in (1, 2, 3))
    folds = sum(int(line.split(": ")[1].split()[0]) for line in said[:3])
    pooled = said[-1]
    leads = int(pooled.split()[1])
    assert 0 < leads == folds <= lines  # every lead with a choice from the ends, once
    model, shipped = re.findall(r"(\d+\.\d)% \(regret (\d+\.\d+)", pooled)
    assert model == shipped
