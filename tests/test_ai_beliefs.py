"""Beliefs: what a seat works out about the other hands is always true, and the sampled deals
respect it."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai import make_player
from callbreak.ai.beliefs import DealSampler, excluded_by_play, possible_cards
from callbreak.engine import Card, Game, HouseRules, Suit, mask_of
from callbreak.engine.cards import SPADES_MASK


@settings(max_examples=examples(25), deadline=None)
@given(seed=st.integers(0, 10**6), must_beat=st.booleans(), clockwise=st.booleans())
def test_true_hands_always_fit_the_inferred_constraints(seed, must_beat, clockwise):
    rules = HouseRules(must_beat=must_beat, clockwise=clockwise)
    game = Game(rules, seed)
    players = [make_player("easy" if s % 2 else "medium", seed + s) for s in range(4)]
    rng = random.Random(seed)
    while game.phase == "calling":
        game.call(game.turn, players[game.turn].choose_call(game.view(game.turn)))
    while game.phase == "playing":
        viewer = rng.randrange(4)
        view = game.view(viewer)
        allowed = possible_cards(view)
        sizes = view.cards_left
        for s in range(4):
            truth = game.round.hands[s]
            assert truth & ~allowed[s] == 0, f"seat {viewer} wrongly rules out cards of {s}"
            assert truth.bit_count() == sizes[s]
        sampler = DealSampler(view, rng)
        assert sampler.consistent
        hands, _ = sampler.sample()
        assert hands[viewer] == view.hand_mask
        assert sum(h.bit_count() for h in hands) == 52 - view.played_mask.bit_count()
        for s in range(4):
            assert hands[s] & ~allowed[s] == 0 and hands[s].bit_count() == sizes[s]
        game.play(game.turn, players[game.turn].choose_card(game.view(game.turn)))


def cards(text: str) -> int:
    return mask_of(Card.parse_many(text))


def test_each_play_reveals_what_the_rules_say_it_reveals():
    c = Card.parse
    must, free = HouseRules(), HouseRules(must_beat=False)
    hearts, spades = Suit.HEARTS, Suit.SPADES
    # Followed low on an untrumped trick: nothing above the winning 10H (must-win rule).
    assert excluded_by_play(c("4H").index, hearts, c("10H").index, must) == cards("JH QH KH AH")
    assert excluded_by_play(c("4H").index, hearts, c("10H").index, free) == 0
    assert excluded_by_play(c("QH").index, hearts, c("10H").index, must) == 0
    # Discarded on an untrumped trick: no hearts and no spades at all.
    everything = cards("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H") | SPADES_MASK
    assert excluded_by_play(c("3C").index, hearts, c("10H").index, must) == everything
    # Failed to overtrump the 9S (discard or a lower spade): no spade above it, no hearts.
    above_9s = cards("10S JS QS KS AS")
    no_hearts = cards("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H")
    assert excluded_by_play(c("3C").index, hearts, c("9S").index, must) == no_hearts | above_9s
    assert excluded_by_play(c("2S").index, hearts, c("9S").index, must) == no_hearts | above_9s
    assert excluded_by_play(c("JS").index, hearts, c("9S").index, must) == no_hearts
    # Spades led, followed with a lower spade: no spade above the best one.
    assert excluded_by_play(c("2S").index, spades, c("9S").index, must) == above_9s


def test_pooled_deals_give_the_big_caller_the_big_hand():
    """Expert's sampler reads the calls: in its imagined deals the seat that called high
    holds a stronger hand than the seat that called low, and more clearly so than in deals
    that only respect the facts of play."""
    from callbreak.ai.beliefs import SHARP_OFFSET, SHARP_SPREAD
    from callbreak.ai.handeval import estimate_tricks

    for seed in range(40):  # find a deal where two other seats' calls are 3+ apart
        game = Game(HouseRules(), seed)
        medium = make_player("medium", seed)
        while game.phase == "calling":
            game.call(game.turn, medium.choose_call(game.view(game.turn)))
        view = game.view(game.turn)
        others = [s for s in range(4) if s != view.seat]
        high = max(others, key=lambda s: view.calls[s])
        low = min(others, key=lambda s: view.calls[s])
        if view.calls[high] - view.calls[low] >= 3:
            break

    def gap(draw) -> float:
        total = 0.0
        for _ in range(150):
            hands = draw()
            total += estimate_tricks(hands[high]) - estimate_tricks(hands[low])
        return total / 150

    plain = DealSampler(view, random.Random(1), use_calls=False)
    pooled = DealSampler(view, random.Random(1), spread=SHARP_SPREAD, offset=SHARP_OFFSET)
    blind, read = gap(plain.deal), gap(lambda: pooled.pooled(8))
    assert read > 1.0 and read > blind + 1.0, (blind, read)
    hands = pooled.pooled(8)
    allowed = possible_cards(view)
    assert all(hands[s] & ~allowed[s] == 0 for s in range(4))


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 10**6), plays=st.integers(0, 40), redeal=st.booleans())
def test_every_deal_a_walk_visits_is_one_the_view_allows(seed, plays, redeal):
    """The walk swaps cards between the other seats: every stop keeps each seat's size and
    what the play has shown (no card where a seat showed a void), and never a deal the
    redeal rule would have thrown in."""
    from callbreak.engine import Redeal

    rules = HouseRules(redeal=Redeal.JQK if redeal else Redeal.OFF)
    game = Game(rules, seed)
    medium = make_player("medium", seed)
    while game.phase == "calling":
        game.call(game.turn, medium.choose_call(game.view(game.turn)))
    for _ in range(plays):
        game.play(game.turn, medium.choose_card(game.view(game.turn)))
    view = game.view(game.turn)
    allowed, sizes = possible_cards(view), view.cards_left
    sampler = DealSampler(view, random.Random(seed), spread=0.8, offset=-0.25)
    for _ in range(30):
        hands = sampler.walked(5)
        assert hands[view.seat] == view.hand_mask
        for s in range(4):
            assert hands[s] & ~allowed[s] == 0 and hands[s].bit_count() == sizes[s]
        assert sampler.weight(hands) > 0


def test_a_walk_reads_a_big_call_as_well_as_a_large_pool():
    """Where a seat called seven, the walk's deals give it as strong a hand as the pick of
    two hundred deals does (the calls' true reading, near enough), and a stronger one than
    the pick of eight, at less cost."""
    from callbreak.ai.handeval import estimate_tricks

    game = Game(HouseRules(), 21)  # seat calls 7, 1 and 5 around the viewer
    medium = make_player("medium")
    while game.phase == "calling":
        game.call(game.turn, medium.choose_call(game.view(game.turn)))
    view = game.view(game.turn)
    big = max(range(4), key=lambda s: (s != view.seat, view.calls[s]))
    assert view.calls[big] >= 6

    def strength(draw, n: int) -> float:
        return sum(estimate_tricks(draw()[big]) for _ in range(n)) / n

    sampler = DealSampler(view, random.Random(3), spread=0.8, offset=-0.25)
    reference = strength(lambda: sampler.pooled(200), 60)
    walk = strength(lambda: sampler.walked(10), 400)
    eight = strength(lambda: sampler.pooled(8), 400)
    assert abs(walk - reference) < 0.5 and walk > eight, (walk, reference, eight)
