"""The ISMCTS sparring partner plays whole games legally under any house rules, the same
way for the same seed (its honesty is checked with every other entrant in
test_ai_players)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from callbreak.ai import ENTRANTS
from callbreak.ai.playout import play_game
from callbreak.engine import GAME_OVER, HouseRules

rules_strategy = st.builds(
    HouseRules, rounds=st.sampled_from([3]), max_call=st.sampled_from([8, 13]),
    big_call=st.booleans(), must_beat=st.booleans(), redeal=st.booleans(),
    clockwise=st.booleans())


@settings(max_examples=6, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6))
def test_ismcts_plays_whole_games_legally_and_repeatably(rules, seed):
    assert "ismcts" in ENTRANTS
    line_up = ["ismcts", "medium", "ismcts", "easy"]
    game = play_game(line_up, seed, rules, max_deals=4)
    assert game.phase == GAME_OVER
    assert play_game(line_up, seed, rules, max_deals=4).to_json() == game.to_json()

