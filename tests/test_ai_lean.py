"""The lean simulator plays exactly as the readable one: from any position, with any calls
and house rules, plain or honest, refined or not, with the learned leads or not, every round
ends with the same tricks."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai.handeval import estimate_tricks
from callbreak.ai.honest import HonestTable
from callbreak.ai.lab.readable import honest_rollout, rollout
from callbreak.ai.leads import LEARNED
from callbreak.ai.lean import lean_estimate, lean_rollout
from callbreak.ai.sim import SimTable
from callbreak.engine import Game, HouseRules


@settings(max_examples=examples(300), deadline=None)
@given(seed=st.integers(0, 10**6), must_beat=st.booleans(), clockwise=st.booleans(),
       stop=st.integers(0, 51), refined=st.sampled_from([0, 1, LEARNED]),
       honest=st.booleans(),
       calls=st.lists(st.integers(1, 8), min_size=4, max_size=4))
def test_the_lean_rollout_ends_every_round_as_the_readable_one(
        seed, must_beat, clockwise, stop, refined, honest, calls):
    rules = HouseRules(must_beat=must_beat, clockwise=clockwise)
    game = Game(rules, seed)
    hands = list(game.round.hands)
    table = HonestTable(hands, calls, [0] * 4, game.turn, [], 0, rules, excl=[0] * 4) \
        if honest else SimTable(hands, calls, [0] * 4, game.turn, [], 0, rules)
    rng = random.Random(seed)
    for _ in range(stop):  # some random legal cards first, to start anywhere in a round
        legal = [c for c in range(52) if table.legal() >> c & 1]
        table.play(rng.choice(legal))
    before = (table.hands[:], table.won[:], table.turn, table.played)
    if honest:
        expected = honest_rollout(table.copy(), refined)
        got = lean_rollout(table, refined, table.excl)
    else:
        expected = rollout(table.copy(), refined)
        got = lean_rollout(table, refined)
    assert (table.hands, table.won, table.turn, table.played) == before  # left as it was
    assert got == expected
    assert sum(got) == 13


@settings(max_examples=examples(500), deadline=None)
@given(hand=st.integers(0, (1 << 52) - 1))
def test_the_table_count_of_a_hand_is_the_card_by_card_count(hand):
    assert abs(lean_estimate(hand) - estimate_tricks(hand)) < 1e-9
