"""The ISMCTS sparring partner plays whole games legally under any house rules, the same
way for the same seed (its honesty is checked with every other entrant in
test_ai_players)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai.lab import ENTRANTS, make_entrant, split_variant
from callbreak.ai.playout import play_game, player_seed
from callbreak.engine import GAME_OVER, Game, HouseRules

rules_strategy = st.builds(
    HouseRules, rounds=st.sampled_from([3]), max_call=st.sampled_from([8, 13]),
    big_call=st.booleans(), must_beat=st.booleans(), redeal=st.booleans(),
    clockwise=st.booleans())


@settings(max_examples=examples(6), deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6))
def test_ismcts_plays_whole_games_legally_and_repeatably(rules, seed):
    assert "ismcts" in ENTRANTS
    line_up = ["ismcts", "medium", "ismcts", "easy"]

    def seated():
        return [make_entrant(name, player_seed(seed, s), max_deals=4)
                for s, name in enumerate(line_up)]

    game = play_game(seated(), seed, rules)
    assert game.phase == GAME_OVER
    assert play_game(seated(), seed, rules).to_json() == game.to_json()


@settings(max_examples=examples(6), deadline=None)
@given(seed=st.integers(0, 10**6), caller=st.sampled_from(["expert", "hard-2026-11"]))
def test_ismcts_may_call_as_another_search_level(seed, caller):
    """`ismcts:caller='expert'` plays its cards by the tree and calls exactly as Expert
    would on the same seed, so the arena can weigh the tree's card play alone."""
    game = Game(HouseRules(), seed)
    tree = make_entrant(f"ismcts:caller={caller!r}", seed, max_deals=16)
    level = make_entrant(caller, seed, max_deals=16)
    while game.phase == "calling":
        view = game.view(game.turn)
        call = tree.choose_call(view)
        assert call == level.choose_call(view)
        game.call(game.turn, call)
    assert tree.choose_card(game.view(game.turn)) in game.view(game.turn).legal


def test_a_caller_that_makes_no_calls_is_refused_in_one_sentence():
    for bad in ("ismcts:caller='easy'", "ismcts:caller=[1]"):
        with pytest.raises(ValueError, match="makes no calls"):
            split_variant(bad)
