"""The learned card values (issue 44): a weights file of the "cards" kind computes the layers
worked by hand; its values come from the seat's view alone; a search told to use it weighs
only the model's best cards, in the time the others would have had; and a missing, damaged
or wrong file leaves the search weighing every card, with one line in the log."""

import json
import logging
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from modelkit import dense, tiny
from props import examples
from test_ai_players import advance, reshuffled_twin

from callbreak.ai import card_model, model
from callbreak.ai.features import OFFSETS, observe, vector
from callbreak.ai.search import DEAL_COST, SearchPlayer, candidates
from callbreak.ai.search_settings import HARD, budgeted
from callbreak.engine import Game, HouseRules

DEALS = 8
SHIPPED = "cards.json"


def card_position(seed: int, plays: int) -> Game | None:
    """A game at a card decision with at least two distinct cards to weigh, or the nearest
    one after it (None if the round has none left)."""
    game = Game(HouseRules(), seed)
    advance(game, plays, seed)
    while game.phase == "playing":
        if len(candidates(game.view(game.turn))) >= 2:
            return game
        advance(game, 1, seed)
    return None


def hard(**changes) -> SearchPlayer:
    return SearchPlayer("hard", 5, replace(budgeted(HARD, DEALS), **changes))


def test_a_tiny_card_model_read_from_its_file_computes_the_layers(tmp_path):
    inputs = list(range(OFFSETS["hand"], OFFSETS["hand"] + 52)) + \
        list(range(OFFSETS["legal"], OFFSETS["legal"] + 52))
    data = tiny(3, inputs, [7, 52], "cards")
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    mlp = model.load(path, card_model.KIND)
    assert mlp is not None and mlp.outputs == 52
    for seed in range(3):
        game = card_position(seed, 9)
        assert game is not None
        view = game.view(game.turn)
        expect = dense(data, vector(observe(view)))
        assert card_model.values(mlp, view) == pytest.approx(expect, rel=1e-9, abs=1e-9)
        cands = candidates(view)
        order = card_model.ranked(mlp, view, cands)
        assert sorted(order) == sorted(cands)
        assert [expect[c] for c in order] == sorted((expect[c] for c in cands), reverse=True)
        assert card_model.kept(mlp, view, cands, 1) == order[:1]


def test_the_shipped_card_model_loads_small_and_is_a_card_model():
    mlp = model.named(SHIPPED, card_model.KIND)
    assert mlp is not None and mlp.kind == "cards" and mlp.outputs == 52
    assert model.model_path(SHIPPED).stat().st_size < 700_000
    assert model.named(SHIPPED, "tricks") is None  # not a call model


@settings(max_examples=examples(15), deadline=None)
@given(seed=st.integers(0, 10**6), plays=st.integers(0, 40))
def test_card_values_depend_only_on_what_the_seat_can_see(seed, plays):
    game = card_position(seed, plays)
    if game is None:
        return
    seat = game.turn
    twin = reshuffled_twin(game, seat, random.Random(seed))
    if twin is None:
        return
    assert twin.round.hands != game.round.hands
    view, twin_view = game.view(seat), twin.view(seat)
    mlp = model.named(SHIPPED, card_model.KIND)
    assert mlp is not None
    assert card_model.values(mlp, view) == card_model.values(mlp, twin_view)


def test_a_search_with_the_card_model_weighs_its_best_cards_in_the_time_of_all():
    seen = 0
    mlp = model.named(SHIPPED, card_model.KIND)
    assert mlp is not None
    for seed in range(40):
        game = card_position(seed, 4 * (seed % 8))
        if game is None:
            continue
        view = game.view(game.turn)
        cands = candidates(view)
        if len(cands) <= 2:
            continue
        seen += 1
        # never stopping early, so the deals counted are the budget's
        est = hard(card_model=SHIPPED, card_keep=2, min_deals=10**6).card_values(view)
        assert est.cards == sorted(card_model.ranked(mlp, view, cands)[:2])
        # a deal of every card costs what the budget's deals of the two would
        cost = DEALS * (DEAL_COST + len(cands))
        assert est.deals * (DEAL_COST + 2) == pytest.approx(cost, abs=DEAL_COST + 2)
        if seen == 3:
            return
    pytest.fail("too few decisions with three cards or more")


@pytest.mark.parametrize("content", [None, "{not json", '{"kind": "cards"}',
                                     json.dumps(tiny(1, [0, 1], [3, 14], "tricks"))])
def test_a_missing_or_damaged_card_model_leaves_the_search_as_it_was(tmp_path, caplog,
                                                                    content):
    path = tmp_path / f"cards-{abs(hash(content))}.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    game = card_position(7, 5)
    assert game is not None
    view = game.view(game.turn)
    caplog.set_level(logging.WARNING, logger="callbreak.ai.model")
    plain = hard().card_values(view)
    for _ in range(3):
        with_bad = hard(card_model=str(path), card_keep=1).card_values(view)
        assert (with_bad.cards, with_bad.means, with_bad.deals) == \
            (plain.cards, plain.means, plain.deals)
    said = [r for r in caplog.records if str(path) in r.getMessage()]
    assert len(said) == 1 and "without it" in said[0].getMessage()


@pytest.mark.slow
def test_the_card_training_command_fits_a_model_the_search_can_use(tmp_path, capsys):
    from callbreak.tools import selfplay, train_cards

    data = tmp_path / "data"
    assert selfplay.main(["--out", str(data), "--games", "2", "--block", "1", "--seed", "90",
                          "--max-deals", "4"]) == 0
    args = [str(data), "--holdout", "2", "--epochs", "2", "--hidden", "8", "--centre", "1"]
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert train_cards.main(args + ["--save", str(first), "--json", str(tmp_path / "f.json")]) == 0
    assert train_cards.main(args + ["--save", str(second)]) == 0
    printed = capsys.readouterr().out
    assert "held-out card decisions" in printed and "random legal card" in printed
    a, b = model.load(first, card_model.KIND), model.load(second, card_model.KIND)
    assert a is not None and a == b  # the same data, the same weights
    assert "game seeds 90-91 (2 games)" in json.loads(first.read_text())["note"]
    figures = json.loads((tmp_path / "f.json").read_text())
    assert 0 <= figures["by"]["model"]["best"] <= 1
    # too little to judge: a clear refusal, no weights
    assert train_cards.main([str(data), "--holdout", "1"]) == 2
