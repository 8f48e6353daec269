"""The learned leads of the rollout policy (`ai.leads`): the fast chooser is the readable
model, the shipped weights are there, and every lead is a card of the hand."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai.lead_weights import WEIGHTS
from callbreak.ai.leads import BLOCK, lead_features, lead_options, learned_lead

FULL = (1 << 52) - 1


def position(seed: int) -> tuple[int, list[int], int, list[int], list[int], int]:
    """A random lead: a hand, cards played, what each other seat may hold, calls, tricks."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    n = rng.randint(1, 13)
    hand = sum(1 << c for c in deck[:n])
    played = sum(1 << c for c in deck[n:n + 52 - 4 * n])
    out = FULL & ~hand & ~played
    seat = rng.randrange(4)
    sight = [0 if s == seat else out & ~sum(1 << c for c in rng.sample(range(52), 12))
             for s in range(4)]
    calls = [rng.randint(1, 8) for _ in range(4)]
    won = [rng.randint(0, (13 - n) // 2) for _ in range(4)]
    return hand, sight, played, calls, won, seat


@settings(max_examples=examples(400), deadline=None)
@given(seed=st.integers(0, 10**9), wseed=st.integers(0, 10**9))
def test_the_fast_lead_is_the_best_scored_option_of_the_readable_model(seed, wseed):
    hand, sight, played, calls, won, seat = position(seed)
    rng = random.Random(wseed)
    w = [rng.uniform(-1, 1) for _ in range(3 * BLOCK)]
    options = lead_options(hand, played)
    scores = [sum(w[f] for f in lead_features(c, hand, sight, played, calls, won, seat))
              for c in options]
    best = options[max(range(len(options)), key=lambda i: scores[i])]
    assert learned_lead(hand, sight, played, calls, won, seat, w) == best


@settings(max_examples=examples(200), deadline=None)
@given(seed=st.integers(0, 10**9))
def test_the_shipped_model_leads_a_card_of_the_hand_from_the_top_or_bottom_of_a_suit(seed):
    hand, sight, played, calls, won, seat = position(seed)
    card = learned_lead(hand, sight, played, calls, won, seat)
    assert hand >> card & 1
    assert card in lead_options(hand, played)


def test_the_shipped_weights_are_a_trained_model():
    assert len(WEIGHTS) == 3 * BLOCK and sum(abs(x) for x in WEIGHTS) > 1
