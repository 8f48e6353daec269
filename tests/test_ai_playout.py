"""The play-out helper plays whole games and single rounds to the rules, the same way every
time for players with a deal budget, and reports every decision."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from callbreak.ai import LEVELS, make_player
from callbreak.ai.playout import play_game
from callbreak.engine import GAME_OVER, ROUND_OVER, HouseRules, IllegalAction


@pytest.mark.slow  # whole games of every level: CI runs it with `-m slow`
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), rounds=st.sampled_from([3, 5]),
       levels=st.lists(st.sampled_from(LEVELS), min_size=4, max_size=4))
def test_a_game_is_played_to_its_end_and_again_the_same(seed, rounds, levels):
    rules = HouseRules(rounds=rounds)
    heard: list[tuple[int, str]] = []
    game = play_game(levels, seed, rules, max_deals=2,
                     on_decision=lambda seat, kind, secs: heard.append((seat, kind)))
    assert game.phase == GAME_OVER and len(game.round_scores) == rounds
    assert sum(kind == "card" for _, kind in heard) == 52 * rounds
    assert sum(kind == "call" for _, kind in heard) == 4 * rounds
    assert sum(game.totals) == sum(sum(r) for r in game.round_scores)
    again = play_game(levels, seed, rules, max_deals=2)
    assert again.to_json() == game.to_json()


def test_one_round_stops_after_the_first_round():
    players = [make_player("medium", s) for s in range(4)]
    game = play_game(players, 11, rounds=1)
    assert game.phase == ROUND_OVER and len(game.rounds) == 1
    assert sum(game.round.tricks_won) == 13


class Cheat:
    """Calls nine (over the limit) and plays the first card of its hand, legal or not."""

    level = "cheat"

    def choose_call(self, view):
        return 9

    def choose_card(self, view):
        return view.hand[-1]


def test_a_player_that_breaks_the_rules_is_reported_or_stops_the_game():
    players = [Cheat(), make_player("easy", 1), make_player("easy", 2), make_player("easy", 3)]
    errors: list[int] = []
    game = play_game(players, 4, rounds=1, on_error=lambda seat, exc: errors.append(seat))
    assert game.phase == ROUND_OVER and errors and set(errors) == {0}
    assert game.round.calls[0] == game.rules.min_call
    try:
        play_game(players, 4, rounds=1)
    except IllegalAction:
        pass
    else:
        raise AssertionError("an illegal call went unnoticed")
