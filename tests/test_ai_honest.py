"""Honest rollouts: the simulated players at Expert's table decide from what their seat
could know (own hand, cards played, what the plays showed), never from the sampled deal,
and they play only legal cards to the end of the round."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai.handeval import heuristic_call
from callbreak.ai.honest import HonestTable
from callbreak.ai.lab.readable import honest_policy
from callbreak.engine import Game, HouseRules


def start(seed: int, must_beat: bool, clockwise: bool) -> HonestTable:
    rules = HouseRules(must_beat=must_beat, clockwise=clockwise)
    game = Game(rules, seed)
    hands = list(game.round.hands)
    return HonestTable(hands, [heuristic_call(h) for h in hands], [0] * 4, game.turn, [], 0,
                       rules, excl=[0, 0, 0, 0])


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), must_beat=st.booleans(), clockwise=st.booleans(),
       stop=st.integers(0, 50), refined=st.booleans())
def test_a_simulated_player_cannot_tell_two_deals_it_cannot_see_apart(
        seed, must_beat, clockwise, stop, refined):
    """Swap unplayed cards between two other hands (any swap the plays so far allow): the
    player to move chooses the same card, because nothing it may know has changed."""
    table = start(seed, must_beat, clockwise)
    for _ in range(stop):
        assert table.legal() >> honest_policy(table, refined) & 1
        table.play(honest_policy(table, refined))
    me = table.turn
    rng = random.Random(seed)
    a, b = rng.sample([s for s in range(4) if s != me], 2)
    twin = table.copy()
    for _ in range(6):
        ha, hb = twin.hands[a], twin.hands[b]
        ca = [c for c in range(52) if ha >> c & 1 and not twin.excl[b] >> c & 1]
        cb = [c for c in range(52) if hb >> c & 1 and not twin.excl[a] >> c & 1]
        if not ca or not cb:
            break
        x, y = rng.choice(ca), rng.choice(cb)
        twin.hands[a] ^= (1 << x) | (1 << y)
        twin.hands[b] ^= (1 << x) | (1 << y)
    assert honest_policy(twin, refined) == honest_policy(table, refined)
    while table.hands[table.turn]:  # and the round plays out legally to the end
        card = honest_policy(table, refined)
        assert table.legal() >> card & 1
        table.play(card)
    assert sum(table.won) == 13
