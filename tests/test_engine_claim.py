"""Claims: offered only from what the seat may know, and a claim offered is always won,
however the others play (random rollouts through the real game, and every way on small
endings through an independent reference of the rules)."""

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import (
    CARDS,
    Card,
    Game,
    HouseRules,
    IllegalAction,
    Redeal,
    SeatView,
    Suit,
    can_claim,
    legal_plays,
    mask_of,
    play_claim,
    trick_winner,
)
from callbreak.engine.claim import random_legal

H = Card.parse_many


def position(hand: str, out: str, *, trick: str = "", turn: int = 0) -> SeatView:
    """Seat 0's view with `hand` in hand, `out` still in the other hands, the rest played."""
    mine, others = mask_of(H(hand)), mask_of(H(out))
    played = ((1 << 52) - 1) & ~mine & ~others
    cards = tuple(sorted(H(hand)))
    trick_cards = tuple((1 + i, c) for i, c in enumerate(H(trick)))
    return SeatView(seat=0, rules=HouseRules(), round_no=0, dealer=3, phase="playing",
                    turn=turn, hand=cards, hand_mask=mine, calls=(1, 1, 1, 1),
                    tricks_won=(0, 0, 0, 0), leader=turn, trick=trick_cards, completed=(),
                    played_mask=played, totals=(0, 0, 0, 0), round_scores=(), legal=cards)


def test_claims_worked_by_hand():
    # No spade out: the top cards of each suit held are sure.
    assert can_claim(position("AH KH", "QH JH 2C 3C 4D 5D"))
    # A card that is not the top one left in its suit can be beaten.
    assert not can_claim(position("AH 2H", "KH 3C 4C 5C 6D 7D"))
    # Top hearts, but a spade is out: whoever is void in hearts may trump.
    assert not can_claim(position("AH KH", "2S 3C 4C 5C 6D 7D"))
    # Only spades, the top ones left: sure.
    assert can_claim(position("AS KS", "QS JS 2H 3H 4C 5C"))
    # One spade out and the top spade held: draw it, then cash the ace (the wording
    # would refuse this claim; it is sure).
    assert can_claim(position("AS AH", "2S 3H 4H 5C 6C 7D"))
    # Two spades out, one held: a player may hold both, keep one and trump the heart.
    assert not can_claim(position("AS AH KH", "2S 3S 4H 5C 6C 7D 8D 9D 10D"))
    # Two spades out, two top spades held: draw them both, then the hearts.
    assert can_claim(position("AS KS AH KH", "2S 3S 4H 5H 6C 7C 8C 9C 10C JD QD KD"))
    # The spades must be the top ones too.
    assert not can_claim(position("KS QS", "AS 2S 3H 4H 5C 6C"))
    # Only on lead, with the trick empty.
    assert not can_claim(position("AH KH", "QH JH 2C 3C 4D 5D", turn=1))
    assert not can_claim(position("AH KH", "QH JH 2C 3C 4D", trick="5D"))


def test_a_claim_is_refused_unless_offered_and_plays_the_round_out_when_it_is():
    strong = mask_of(H("AS KS QS JS 10S 9S 8S AH KH QH AC KC AD"))
    rest = [c for c in CARDS if not strong >> c.index & 1]
    random.Random(5).shuffle(rest)
    game = game_from([strong] + [mask_of(rest[k::3]) for k in range(3)], HouseRules(), 3)
    with pytest.raises(IllegalAction):
        play_claim(game, 0)  # calls first
    for _ in range(4):
        game.call(game.turn, 1)
    assert game.turn == 0 and can_claim(game.view(0))
    with pytest.raises(IllegalAction):
        play_claim(game, 1)
    plays = play_claim(game, 0)
    assert len(plays) == 52 and game.phase == "round_over"
    assert game.round.tricks_won == [13, 0, 0, 0]
    assert [p.card for p in plays[:4 * 7:4]] == H("AS KS QS JS 10S 9S 8S")  # trumps first
    assert all(p.seat == 0 for p in plays[::4])


# -- a claim offered is always won ---------------------------------------------------------

def reference_all_won(hands: list[list[Card]], claimer: int, rules: HouseRules) -> bool:
    """Every sensible claim order (a spade while others hold spades, else any card) against
    every legal reply, by docs/rules.md with plain lists: does the claimer take every trick?"""
    mine = hands[claimer]
    if not mine:
        return True
    others_spades = any(c.suit is Suit.SPADES for s, h in enumerate(hands) if s != claimer
                        for c in h)
    my_spades = [c for c in mine if c.suit is Suit.SPADES]
    leads = my_spades if others_spades and my_spades else mine
    order = list(rules.order_from(claimer))[1:]
    for lead in leads:
        for replies in replies_to([lead], order, hands, rules):
            trick = [lead] + replies
            if trick_winner(trick) != 0:
                return False
            rest = [list(h) for h in hands]
            rest[claimer].remove(lead)
            for seat, card in zip(order, replies):
                rest[seat].remove(card)
            if not reference_all_won(rest, claimer, rules):
                return False
    return True


def replies_to(trick: list[Card], order: list[int], hands: list[list[Card]],
               rules: HouseRules):
    if not order:
        yield []
        return
    seat, rest = order[0], order[1:]
    for card in legal_plays(hands[seat], trick, rules):
        for more in replies_to(trick + [card], rest, hands, rules):
            yield [card] + more


def rigged_deal(rng: random.Random, strong: int) -> list[int]:
    """Seat `strong` gets the top cards of each suit (a random number of spades); the rest is
    dealt at random. With strong == -1, everything is random."""
    deck = list(CARDS)
    rng.shuffle(deck)
    if strong < 0:
        return [mask_of(deck[i::4]) for i in range(4)]
    counts = [rng.randint(4, 13)] + [0, 0, 0]
    for _ in range(13 - counts[0]):
        counts[rng.randrange(1, 4)] += 1
    top = [c for s in Suit for c in sorted((c for c in CARDS if c.suit is s),
                                           key=lambda c: -c.rank)[:counts[s]]]
    rest = [c for c in deck if c not in top]
    hands = [0, 0, 0, 0]
    hands[strong] = mask_of(top)
    others = [s for s in range(4) if s != strong]
    for k, s in enumerate(others):
        hands[s] = mask_of(rest[k::3])
    return hands


def game_from(hands: list[int], rules: HouseRules, dealer: int) -> Game:
    return Game.from_json({
        "format": 2, "rules": rules.to_dict(), "seed": 0, "first_dealer": dealer,
        "rounds": [{"dealer": dealer, "hands": [[c.code for c in CARDS if h >> c.index & 1]
                                                for h in hands],
                    "redeals": [], "calls": [], "plays": []}]})


def copy_of(game: Game) -> Game:
    return Game.from_json(game.to_json())


claims = (st.integers(0, 2**32), st.integers(-1, 3), st.booleans(), st.booleans(),
          st.integers(0, 3))


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(*claims)
def test_a_claim_offered_is_always_won(seed, strong, must_beat, clockwise, dealer):
    claims_are_won(seed, strong, must_beat, clockwise, dealer)


@pytest.mark.slow  # 120 rounds with every claim tried: CI's slow step
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(*claims)
def test_a_claim_offered_in_many_rounds_is_always_won(seed, strong, must_beat, clockwise,
                                                      dealer):
    claims_are_won(seed, strong, must_beat, clockwise, dealer)


def claims_are_won(seed: int, strong: int, must_beat: bool, clockwise: bool,
                   dealer: int) -> None:
    rules = HouseRules(rounds=3, must_beat=must_beat, clockwise=clockwise,
                       redeal=Redeal.OFF)
    rng = random.Random(seed)
    game = game_from(rigged_deal(rng, strong), rules, dealer)
    for _ in range(4):
        game.call(game.turn, rng.randint(1, 8))
    offered = 0
    while game.phase == "playing":
        seat = game.turn
        view = game.view(seat)
        if can_claim(view):
            offered += 1
            left = 13 - game.round.trick_no
            for k in range(4):  # rollouts: the others play at random
                trial = copy_of(game)
                before = trial.round.tricks_won[seat]
                play_claim(trial, seat, random_legal(random.Random(seed * 7 + k)))
                assert trial.round.tricks_won[seat] == before + left
            if left <= 3:  # every way, through the reference
                hands = [list(game.round.hand(s)) for s in range(4)]
                assert reference_all_won(hands, seat, rules)
        game.play(seat, rng.choice(view.legal))


def test_many_positions_offer_claims_and_each_is_won():
    """A fixed sweep that must find many claims (so the property test is not vacuous)."""
    rules = HouseRules(rounds=3)
    early = total = 0
    for seed in range(150):
        rng = random.Random(seed)
        game = game_from(rigged_deal(rng, seed % 4), rules, seed % 4)
        for _ in range(4):
            game.call(game.turn, 2)
        while game.phase == "playing":
            seat = game.turn
            if can_claim(game.view(seat)):
                total += 1
                early += game.round.trick_no < 8
                trial = copy_of(game)
                left = 13 - trial.round.trick_no
                before = trial.round.tricks_won[seat]
                play_claim(trial, seat, random_legal(rng))
                assert trial.round.tricks_won[seat] == before + left
            game.play(seat, rng.choice(game.view(seat).legal))
    assert total >= 300 and early >= 50


def test_the_reference_sees_a_claim_the_rule_refuses_lose():
    """The reference is not blind: the refused two-spade case does lose when the hidden
    hands are the bad ones."""
    hands = [H("AS AH KH"), H("2S 3S 4H"), H("5C 6C 7D"), H("8D 9D 10D")]
    assert not reference_all_won(hands, 0, HouseRules())
    assert reference_all_won([H("AS AH KH"), H("2S 4H 5H"), H("3S 6C 7D"), H("8D 9D 10D")],
                             0, HouseRules())


def test_every_claim_on_small_endings_is_won_every_way():
    """All endings of three cards each from many random deals: exhaustive."""
    rules = HouseRules()
    checked = 0
    for seed in range(400):
        rng = random.Random(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        hands = [deck[i:12:4] for i in range(4)]
        out = mask_of(itertools.chain(*hands[1:]))
        view = position(" ".join(c.code for c in hands[0]), " ".join(c.code for c in
                                                                      CARDS if out >> c.index & 1))
        if can_claim(view):
            checked += 1
            assert reference_all_won(hands, 0, rules)
    assert checked >= 5
