"""The learned call model (issue 44): weights read from a file give the same outputs as the
layers worked by hand, every time; a missing or damaged file gives no model and one line in
the log, never an exception, and a player told to call with it calls with its search
instead; the call under a trick distribution is the best expected score; the game reads
the model without numpy."""

import json
import logging
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from modelkit import dense, tiny

from callbreak.ai import model
from callbreak.ai.features import VECTOR_SIZE, observe, vector
from callbreak.ai.search import SearchPlayer
from callbreak.ai.search_settings import HARD, budgeted
from callbreak.engine import Card, Game, HouseRules, mask_of

DEALS = 8  # the search's deal budget in these tests: quick and deterministic


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


def write(path, data) -> None:
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_tiny_model_read_from_its_file_computes_the_layers(tmp_path):
    inputs = random.Random(1).sample(range(VECTOR_SIZE), 40)
    data = tiny(7, inputs, [6, 5, model.TRICKS], "tricks")
    path = tmp_path / "tiny.json"
    write(path, data)
    mlp = model.load(path)
    assert mlp is not None and mlp.outputs == model.TRICKS
    again = model.load(path)
    assert again is not None
    for x in positions():
        assert mlp.forward(x) == pytest.approx(dense(data, x), rel=1e-9, abs=1e-9)
        assert again.forward(x) == mlp.forward(x)  # deterministic, bit for bit
        probs = mlp.probabilities(x)
        assert sum(probs) == pytest.approx(1) and min(probs) >= 0


def test_a_missing_or_damaged_weights_file_gives_no_model_and_one_log_line(tmp_path, caplog):
    good = tiny(2, [0, 1, 2], [4, model.TRICKS], "tricks")
    layers = good["layers"]
    cases = {
        "missing.json": None,
        "garbage.json": "not json at all",
        "list.json": [1, 2, 3],
        "shapes.json": dict(good, layers=[dict(layers[0], b=[0.0] * 3), layers[1]]),
        "nan.json": dict(good, layers=[layers[0], dict(layers[1], b=[float("nan")] * 14)]),
        "no-inputs.json": {k: v for k, v in good.items() if k != "inputs"},
        "outside.json": dict(good, inputs=[0, 1, VECTOR_SIZE]),
        "outputs.json": tiny(2, [0, 1, 2], [4, 5], "tricks"),
        "truncated.json": json.dumps(good)[:200],
    }
    for name, content in cases.items():
        path = tmp_path / name
        if isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        elif content is not None:
            write(path, content)
        with caplog.at_level(logging.WARNING, logger="callbreak.ai.model"):
            assert model.load(path) is None
            assert model.load(path) is None
        said = [r for r in caplog.records if name in r.getMessage()]
        assert len(said) == 1, name


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


def test_the_shipped_call_model_is_trained_and_reads_a_hand():
    shipped = model.named("calls.json")
    assert shipped is not None and shipped.outputs == model.TRICKS
    note = json.loads(model.model_path("calls.json").read_text(encoding="utf-8"))["note"]
    assert "train_calls" in note and "game seeds 700000-700599" in note
    game = Game(HouseRules(), 5)
    view = game.view(game.turn)

    def holding(cards: str):
        hand = Card.parse_many(cards)
        return replace(view, hand=tuple(hand), hand_mask=mask_of(hand))

    strong = holding("AS KS QS JS 10S 9S 8S AH KH AD KD AC KC")
    weak = holding("2S 2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C 5C")

    def expected(v) -> float:
        return sum(k * p for k, p in enumerate(model.tricks(shipped, v)))

    assert expected(strong) > 7 and expected(weak) < 1
    assert model.best_call(model.tricks(shipped, strong), view.rules)[0] >= 7
    assert model.best_call(model.tricks(shipped, weak), view.rules)[0] == 1


def calls_of(player: SearchPlayer, seeds: range) -> list[int]:
    out = []
    for seed in seeds:
        game = Game(HouseRules(), seed)
        out.append(player.choose_call(game.view(game.turn)))
    return out


@pytest.mark.parametrize("content", [None, "{\"layers\": [", "[]"])
def test_a_player_whose_model_is_missing_or_damaged_calls_with_its_search(tmp_path, caplog,
                                                                          content):
    path = tmp_path / "calls.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    search = SearchPlayer("hard", 4, replace(budgeted(HARD, DEALS), call_model=None))
    broken = SearchPlayer("hard", 4, replace(budgeted(HARD, DEALS), call_model=str(path)))
    with caplog.at_level(logging.WARNING, logger="callbreak.ai.model"):
        assert calls_of(broken, range(6)) == calls_of(search, range(6))
    said = [r for r in caplog.records if str(path) in r.getMessage()]
    assert len(said) == 1


def test_a_player_with_the_model_calls_its_best_call_and_weighs_the_game_by_search():
    with_model = SearchPlayer("hard", 4, replace(budgeted(HARD, DEALS), call_model="calls.json"))
    shipped = model.named("calls.json")
    assert shipped is not None
    for seed in range(6):
        game = Game(HouseRules(), seed)
        view = game.view(game.turn)
        want = model.best_call(model.tricks(shipped, view), view.rules)[0]
        assert with_model.choose_call(view) == want
    game = Game(HouseRules(rounds=3), 11)
    view = replace(game.view(game.turn), round_no=2)  # the last round, the totals level
    search = SearchPlayer("hard", 4, replace(budgeted(HARD, DEALS), call_model=None))
    assert with_model.call_values(view) == search.call_values(view)


def test_the_game_reads_the_call_model_without_numpy():
    code = ("import sys\n"
            "from dataclasses import replace\n"
            "from callbreak.ai.search import HARD, SearchPlayer\n"
            "from callbreak.engine import Game, HouseRules\n"
            "p = SearchPlayer('hard', 1, replace(HARD, call_model='calls.json'))\n"
            "g = Game(HouseRules(), 1)\n"
            "print(p.choose_call(g.view(g.turn)))\n"
            "print('numpy' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout.split()
    assert 1 <= int(out[0]) <= 8 and out[1] == "False"


@pytest.mark.slow
def test_the_training_command_fits_a_model_the_game_can_load(tmp_path, capsys):
    from callbreak.tools import selfplay, train_calls

    data = tmp_path / "data"
    assert selfplay.main(["--out", str(data), "--games", "2", "--block", "1", "--seed", "90",
                          "--max-deals", "4"]) == 0
    args = [str(data), "--holdout", "2", "--epochs", "3", "--hidden", "8"]
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert train_calls.main(args + ["--save", str(first), "--json", str(tmp_path / "f.json")]) == 0
    assert train_calls.main(args + ["--save", str(second), "--search-again", "3",
                                    "--search-deals", "8"]) == 0
    printed = capsys.readouterr().out
    assert "20 held-out calls (trained on 20)" in printed and "log-loss" in printed
    assert "the first 3 of them searched again (8 deals)" in printed
    a, b = model.load(first), model.load(second)
    assert a is not None and b is not None
    assert a == b  # the same data, the same weights
    assert "game seeds 90-91 (2 games)" in json.loads(first.read_text())["note"]
    for s in (1, 2):
        probs = model.tricks(a, Game(HouseRules(), s).view(0))
        assert len(probs) == model.TRICKS and sum(probs) == pytest.approx(1)
    # too little to judge: a clear refusal, no weights
    assert train_calls.main([str(data), "--holdout", "1"]) == 2
