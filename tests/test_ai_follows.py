"""The learned follows of the rollout policy (`ai.follows`): at every follow of real games
they play a legal card, the one their model scores highest, and leave discards to the
hand-written policy."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from callbreak.ai.follow_weights import WEIGHTS
from callbreak.ai.follows import BLOCK, follow_features, follow_options, learned_follow
from callbreak.ai.honest import HonestTable, sight
from callbreak.engine import Game, HouseRules
from callbreak.engine.cards import ABOVE, SPADES_MASK


def follow_position(seed: int, must_beat: bool) -> HonestTable:
    """A trick in progress in a real deal, after some random legal cards, with the facts
    each seat's plays have shown."""
    rules = HouseRules(must_beat=must_beat)
    game = Game(rules, seed)
    rng = random.Random(seed)
    t = HonestTable(list(game.round.hands), [rng.randint(1, 8) for _ in range(4)], [0] * 4,
                    game.turn, [], 0, rules, excl=[0] * 4)
    for _ in range(rng.randrange(1, 48)):
        legal = [c for c in range(52) if t.legal() >> c & 1]
        t.play(rng.choice(legal))
    while t.n_in == 0:  # on to a follow
        legal = [c for c in range(52) if t.legal() >> c & 1]
        t.play(rng.choice(legal))
    return t


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10**9), wseed=st.integers(0, 10**9), must_beat=st.booleans())
def test_a_learned_follow_is_the_best_scored_legal_card_or_leaves_a_discard_alone(
        seed, wseed, must_beat):
    t = follow_position(seed, must_beat)
    seat, hand, legal = t.turn, t.hands[t.turn], t.legal()
    seen = sight(t)
    rng = random.Random(wseed)
    w = [rng.uniform(-1, 1) for _ in range(3 * BLOCK)]
    card = learned_follow(hand, legal, seen, t.played, t.calls, t.won, seat, t.led, t.win,
                          t.win_seat, t.n_in, t.nxt, w)
    suits = {c // 13 for c in range(52) if legal >> c & 1}
    beat = ABOVE[t.win] | (SPADES_MASK if t.win >= 13 else 0)
    if len(suits) > 1 or not legal & beat:  # a discard, or nothing wins: not its choice
        assert card == -1
        return
    assert legal >> card & 1
    options = follow_options(legal, t.win, hand | t.played)
    assert card in options and all(o // 13 == card // 13 for o in options)
    if len(options) > 1:
        scores = [sum(w[f] for f in ids) for ids in
                  follow_features(options, hand, seen, t.calls, t.won, seat, t.led, t.win,
                                  t.win_seat, t.n_in, t.nxt)]
        assert scores[options.index(card)] == max(scores)


def test_the_shipped_follow_weights_cover_every_state_of_a_call():
    assert len(WEIGHTS) == 3 * BLOCK
    assert all(isinstance(x, float) for x in WEIGHTS)


def test_only_cards_equal_in_play_are_merged():
    # the 2 of hearts led; hearts 3, 6 and 8 held, 4 and 5 played: the 3 and the 6 are one
    # run, the 8 another, until the 7 is played too
    two, three, four, five, six, seven, eight = (13 + r for r in range(7))
    hand = 1 << three | 1 << six | 1 << eight
    played = 1 << two | 1 << four | 1 << five
    assert follow_options(hand, two, hand | played) == [three, eight]
    assert follow_options(hand, two, hand | played | 1 << seven) == [three]
    # nothing wins over the 9 of hearts: the model has no say
    assert follow_options(hand, eight + 1, hand | played) == []
