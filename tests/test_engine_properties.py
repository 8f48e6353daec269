"""Thousands of random seeded games against invariants a player would notice if broken."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import (
    CARDS,
    Card,
    Game,
    HouseRules,
    Played,
    Reason,
    RoundScored,
    Suit,
    TrickWon,
    illegal_reason,
    legal_plays,
)

rules_st = st.builds(
    HouseRules, rounds=st.sampled_from((3, 5, 10)), max_call=st.sampled_from((8, 13)),
    big_call=st.booleans(), must_beat=st.booleans(),
    redeal=st.sampled_from((False, True, "jqka")),
    clockwise=st.booleans(),
)


def reference_legal(hand: list[Card], trick: list[Card], must_beat: bool) -> set[Card]:
    """docs/rules.md read literally, with no bit tricks: the oracle for legal_plays."""
    if not trick:
        return set(hand)
    led = trick[0].suit
    spade_in = any(c.suit is Suit.SPADES for c in trick)
    trumped = led is not Suit.SPADES and spade_in
    same = [c for c in hand if c.suit is led]
    if same:
        if trumped or not must_beat:
            return set(same)
        top = max(c.rank for c in trick if c.suit is led)
        higher = [c for c in same if c.rank > top]
        return set(higher or same)
    spades = [c for c in hand if c.suit is Suit.SPADES]
    if not spades:
        return set(hand)
    if spade_in:
        top = max(c.rank for c in trick if c.suit is Suit.SPADES)
        higher = [c for c in spades if c.rank > top]
        return set(higher) if higher else set(hand)
    return set(spades)


@settings(max_examples=examples(400), deadline=None)
@given(st.data(), st.booleans())
def test_legal_plays_match_the_rules_read_literally(data, must_beat):
    rules = HouseRules(must_beat=must_beat)
    deck = list(CARDS)
    data.draw(st.randoms(use_true_random=False)).shuffle(deck)
    n_trick = data.draw(st.integers(0, 3))
    n_hand = data.draw(st.integers(1, 13))
    trick, hand = deck[:n_trick], deck[n_trick:n_trick + n_hand]
    got = set(legal_plays(hand, trick, rules))
    assert got == reference_legal(hand, trick, must_beat)
    for card in hand:
        reason = illegal_reason(card, hand, trick, rules)
        assert (reason is None) == (card in got)
        assert reason is None or isinstance(reason, Reason)


def scored_by_hand(call: int, tricks: int, rules: HouseRules) -> int:
    """docs/rules.md's round score worked out here, apart from the engine, in tenths: a made
    call is the call and a tenth per extra trick (13.0 flat for a made call of 8 or more
    under Big call), a missed one loses the call."""
    if tricks < call:
        return -call * 10
    if rules.big_call and call >= 8:
        return 130
    return call * 10 + (tricks - call)


def play_random_game(rules: HouseRules, seed: int, stop_after: int | None = None) -> Game:
    """A game played with random legal cards and random calls; checks as it goes."""
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    steps = 0
    while game.phase != "game_over" and (stop_after is None or steps < stop_after):
        steps += 1
        if game.phase == "round_over":
            game.next_round()
            continue
        seat = game.turn
        view = game.view(seat)
        if game.phase == "calling":
            game.call(seat, rng.randint(1, rules.max_call))
            continue
        trick = [c for _, c in view.trick]
        assert set(view.legal) == reference_legal(list(view.hand), trick, rules.must_beat)
        for card in view.hand:
            assert (game.why_not(seat, card) is None) == (card in view.legal)
        game.play(seat, rng.choice(view.legal))
    return game


@settings(max_examples=examples(40), deadline=None)
@given(rules_st, st.integers(0, 2**32))
def test_random_games_keep_every_invariant(rules, seed):
    games_keep_every_invariant(rules, seed)


@pytest.mark.slow  # 150 whole games: CI's slow step
@settings(max_examples=150, deadline=None)
@given(rules_st, st.integers(0, 2**32))
def test_many_random_games_keep_every_invariant(rules, seed):
    games_keep_every_invariant(rules, seed)


def games_keep_every_invariant(rules: HouseRules, seed: int) -> None:
    game = play_random_game(rules, seed)
    assert len(game.rounds) == rules.rounds
    totals = [0, 0, 0, 0]
    for rnd, scores in zip(game.rounds, game.round_scores):
        played = [c for c in rnd.plays]
        assert sorted(played) == list(CARDS)  # every card played exactly once
        assert sum(rnd.tricks_won) == 13
        for leader, plays, winner in rnd.completed:
            cards = [c for _, c in plays]
            best = max((c for c in cards if c.suit is Suit.SPADES), key=lambda c: c.rank,
                       default=None) or max((c for c in cards if c.suit is cards[0].suit),
                                            key=lambda c: c.rank)
            assert dict((c, s) for s, c in plays)[best] == winner
            assert [s for s, _ in plays] == list(rules.order_from(leader))
        assert scores == tuple(scored_by_hand(rnd.calls[s], rnd.tricks_won[s], rules)
                               for s in range(4))
        totals = [t + s for t, s in zip(totals, scores)]
    assert game.totals == totals
    assert game.winners == [s for s in range(4) if totals[s] == max(totals)]
    kinds = [type(e) for e in game.events]
    assert kinds.count(Played) == 52 * rules.rounds and kinds.count(TrickWon) == 13 * rules.rounds
    assert kinds.count(RoundScored) == rules.rounds


@settings(max_examples=examples(40), deadline=None)
@given(rules_st, st.integers(0, 2**32), st.integers(0, 400))
def test_json_round_trips_exactly_at_any_moment(rules, seed, stop_after):
    game = play_random_game(rules, seed, stop_after)
    text = json.dumps(game.to_json())
    again = Game.from_json(json.loads(text))
    assert again.to_json() == game.to_json()
    assert again.events == game.events
    assert again.phase == game.phase and again.totals == game.totals
    for seat in range(4):
        assert again.view(seat) == game.view(seat)


@settings(max_examples=examples(40), deadline=None)
@given(rules_st, st.integers(0, 2**32), st.integers(0, 60))
def test_a_view_never_shows_another_seats_unplayed_cards(rules, seed, stop_after):
    game = play_random_game(rules, seed, stop_after)
    rnd = game.round
    for seat in range(4):
        view = game.view(seat)
        text = json.dumps(view.to_dict())
        for other in range(4):
            if other == seat:
                continue
            for card in rnd.hand(other):
                assert f'"{card.code}"' not in text
        assert view.unseen_mask == sum(rnd.hands[o] for o in range(4) if o != seat)
        assert view.cards_left == [len(rnd.hand(o)) for o in range(4)]


@pytest.mark.parametrize("games", [
    20,  # 200 rounds, 10,400 checked plays, in the README's command
    pytest.param(100, marks=pytest.mark.slow)])  # 1,000 rounds, 52,000 plays: CI's slow step
def test_a_thousand_seeded_rounds_each_deal_every_card_once_and_score_by_the_formula(games):
    rules = HouseRules(rounds=10)
    for seed in range(games):  # games of 10 rounds, 520 checked plays each
        game = play_random_game(rules, seed)
        for rnd, scores in zip(game.rounds, game.round_scores):
            assert sorted(rnd.plays) == list(CARDS) and sum(rnd.tricks_won) == 13
            assert scores == tuple(scored_by_hand(rnd.calls[s], rnd.tricks_won[s], rules)
                                   for s in range(4))
