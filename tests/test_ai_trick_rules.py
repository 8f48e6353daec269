"""The computer players' simulators play by the engine's trick rules: the fast primitives
they use (`engine.tricks`: the cards that beat the winning card, whether a hand can beat it,
what a card played proves) agree with the readable rules (`legal_plays`, `trick_winner`) on
random tricks, hands and house rules; and a simulated trick is won by the card the engine
names."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai.common import trick_state
from callbreak.ai.sim import SimTable, beaten_later
from callbreak.engine import CARDS, Card, Game, HouseRules, Suit, legal_plays, mask_of, trick_winner
from callbreak.engine.kernel import turn_order
from callbreak.engine.tricks import (
    BEATERS,
    can_beat,
    excluded_by_play,
    lead_and_winner,
    legal_mask,
    takes,
)


def winner_read_literally(trick: list[Card]) -> int:
    """docs/rules.md with no bits: the highest spade if any was played, else the highest card of
    the suit led."""
    spades = [c for c in trick if c.suit is Suit.SPADES]
    pool = spades or [c for c in trick if c.suit is trick[0].suit]
    return trick.index(max(pool, key=lambda c: c.rank))


def deal(data: st.DataObject) -> tuple[list[Card], list[Card]]:
    """A trick of one to three cards and a hand of the other cards."""
    deck = list(CARDS)
    data.draw(st.randoms(use_true_random=False)).shuffle(deck)
    n_trick = data.draw(st.integers(1, 3))
    n_hand = data.draw(st.integers(1, 13))
    return deck[:n_trick], deck[n_trick:n_trick + n_hand]


@settings(max_examples=examples(300), deadline=None)
@given(st.data())
def test_the_card_winning_so_far_is_the_one_the_rules_name(data):
    trick, _ = deal(data)
    trick = trick + [data.draw(st.sampled_from([c for c in CARDS if c not in trick]))]
    win = trick[0].index
    for card in trick[1:]:  # a simulator's running winner, card by card
        if takes(card.index, win):
            win = card.index
    assert win == trick[winner_read_literally(trick)].index == trick[trick_winner(trick)].index
    assert lead_and_winner(trick) == (trick[0].suit, win)
    assert mask_of(c for c in CARDS if takes(c.index, trick[0].index)) == BEATERS[trick[0].index]


@settings(max_examples=examples(400), deadline=None)
@given(st.data(), st.booleans())
def test_a_hand_can_beat_the_trick_when_one_of_its_legal_cards_wins_it(data, must_beat):
    trick, hand = deal(data)
    led, win = lead_and_winner(trick)
    legal = legal_plays(hand, trick, HouseRules(must_beat=must_beat))
    wins = [c for c in legal if trick_winner(trick + [c]) == len(trick)]
    assert can_beat(mask_of(hand), led, win) == bool(wins)
    assert legal_mask(mask_of(hand), led, win, HouseRules(must_beat=must_beat)) & BEATERS[win] \
        == mask_of(wins)


@settings(max_examples=examples(400), deadline=None)
@given(st.data(), st.booleans())
def test_a_card_played_rules_out_exactly_the_cards_that_would_have_made_it_illegal(
        data, must_beat):
    """Of every hand holding it, the card is legal exactly when the hand holds none of the
    cards `excluded_by_play` names: what the others may infer is all they may infer."""
    trick, hand = deal(data)
    rules = HouseRules(must_beat=must_beat)
    led, win = lead_and_winner(trick)
    legal = legal_plays(hand, trick, rules)
    for card in hand:
        excluded = excluded_by_play(card.index, led, win, rules)
        assert (card in legal) == (not mask_of(hand) & excluded), card
        assert not excluded & card.bit
    assert excluded_by_play(hand[0].index, -1, -1, rules) == 0  # a lead proves nothing


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 10**6), must_beat=st.booleans(), clockwise=st.booleans())
def test_simulated_tricks_are_won_as_at_the_table(seed, must_beat, clockwise):
    """A round played card by card in the engine and in the simulator's `SimTable` side by side:
    the same winner, the same seat to move, the same legal cards, the same trick state a
    player reads from its view."""
    rules = HouseRules(must_beat=must_beat, clockwise=clockwise)
    game = Game(rules, seed)
    while game.phase == "calling":
        game.call(game.turn, 2)
    table = SimTable(list(game.round.hands), [2] * 4, [0] * 4, game.turn, [], 0, rules)
    rng = random.Random(seed)
    while game.phase == "playing":
        view = game.view(game.turn)
        assert table.turn == game.turn
        assert table.legal() == mask_of(view.legal)
        led, win, seat = trick_state(view)
        if view.trick:
            assert (led, win, seat) == (table.led, table.win, table.win_seat)
        card = rng.choice(view.legal)
        game.play(game.turn, card)
        table.play(card.index)
        assert list(table.won) == list(game.round.tricks_won)


@settings(max_examples=examples(300), deadline=None)
@given(st.data(), st.booleans())
def test_the_rollouts_ask_whether_a_later_seat_can_beat_a_card_as_the_engine_does(
        data, clockwise):
    """`sim.beaten_later` has the engine's `can_beat` written in (it runs for every card of
    every rollout): for the seats still to play, it says what `can_beat` says of each."""
    trick, _ = deal(data)
    led = trick[0].suit
    rng = data.draw(st.randoms(use_true_random=False))
    rest = [c.index for c in CARDS if c not in trick]
    hands = [sum(1 << c for c in rng.sample(rest, rng.randint(0, 12))) for _ in range(4)]
    card = data.draw(st.sampled_from([c.index for c in CARDS if c.suit in (led, Suit.SPADES)]))
    seat, left = data.draw(st.integers(0, 3)), data.draw(st.integers(1, 3))
    nxt = turn_order(HouseRules(clockwise=clockwise))
    later, s = [], seat
    for _ in range(left):
        s = nxt[s]
        later.append(s)
    assert beaten_later(card, led, seat, hands, nxt, left) == \
        any(can_beat(hands[s], led, card) for s in later)
