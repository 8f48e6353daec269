"""Positions worked out by hand, for the rules' corners: which seat's hand throws a deal in
and why, a claim by a hand of spades only, what the others throw under a claim, who is
shown leading, which seats may act, and a saved game whose rounds do not follow."""

from __future__ import annotations

import random

import pytest

from callbreak.engine import (
    CARDS,
    Card,
    Game,
    HouseRules,
    IllegalAction,
    Redeal,
    RedealKind,
    RedealReason,
    Round,
    SeatView,
    Suit,
    can_claim,
    legal_mask,
    mask_of,
    play_claim,
)
from callbreak.engine.claim import random_legal
from callbreak.engine.round import deal_hands

H = Card.parse_many


class Stacked:
    """A shuffler that lays the deck out as told, one deal after another."""

    def __init__(self, deals: list[list[str]]) -> None:
        self.decks = []
        for hands in deals:  # seat s gets cards s, s + 4, s + 8, ... of the deck
            cards = [H(hand) for hand in hands]
            self.decks.append([cards[k % 4][k // 4].index for k in range(52)])

    def shuffle(self, deck: list[int]) -> None:
        deck[:] = self.decks.pop(0)


def test_a_thrown_in_deal_names_its_first_seat_that_breaks_the_rule_and_why():
    seat_1_no_face = [  # seats 1 (no J, Q or K), 2 and 3 (no spade) break the rule
        "JS QS KS AS 6C 7C 8C 9C 10C JC QC KC AC",
        "2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H 4H 5H",
        "6H 7H 8H 9H 10H JH QH KH AH 2C 3C 4C 5C",
        "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"]
    seat_2_neither = [  # seat 2 has no spade and no face card: the spade is named
        "2S 3S 4S 5S 6S 7S 8S JH QH KH AH JC QC",
        "9S 10S JS QS KS AS 2H 3H 4H 5H 6H 7H 8H",
        "9H 10H 2C 3C 4C 5C 6C 7C 8C 9C 10C 2D 3D",
        "KC AC 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"]
    kept = [" ".join(c.code for c in CARDS[s::4]) for s in range(4)]
    rules = HouseRules(redeal=Redeal.JQK)  # dealer 3: seat 0 gets the first card
    hands, redeals = deal_hands(Stacked([seat_1_no_face, seat_2_neither, kept]), rules, 3)
    assert redeals == [(1, RedealReason(RedealKind.NO_FACE_CARD, Redeal.JQK)),
                       (2, RedealReason(RedealKind.NO_SPADE, Redeal.JQK))]
    assert hands == [mask_of(H(hand)) for hand in kept]


def game_from(hands: list[str], dealer: int, rules: HouseRules | None = None) -> Game:
    """A game whose first round has these hands, before any call."""
    rules = rules or HouseRules()
    return Game.from_json({
        "format": 2, "rules": rules.to_dict(), "seed": 0, "first_dealer": dealer,
        "rounds": [{"dealer": dealer, "hands": [h.split() for h in hands], "redeals": [],
                    "calls": [], "plays": []}]})


def view_of(hand: str, out: str) -> SeatView:
    """Seat 0 on lead with `hand`, `out` in the other hands, the rest played."""
    mine, others = mask_of(H(hand)), mask_of(H(out))
    return SeatView(seat=0, rules=HouseRules(), round_no=0, dealer=3, phase="playing",
                    turn=0, hand=tuple(H(hand)), hand_mask=mine, calls=(1, 1, 1, 1),
                    tricks_won=(0, 0, 0, 0), leader=0, trick=(), completed=(),
                    played_mask=((1 << 52) - 1) & ~mine & ~others, totals=(0, 0, 0, 0),
                    round_scores=(), legal=tuple(H(hand)))


def test_a_hand_of_top_spades_only_may_claim_however_many_spades_are_out():
    # A, K and Q of spades against five lower spades: each lead wins, and when the three
    # are gone so is every card of the hand.
    assert can_claim(view_of("AS KS QS", "JS 10S 9S 8S 7S 2H 3H 4C 5D"))
    assert not can_claim(view_of("AS KS QS 2H", "JS 10S 9S 8S 7S 3H 4C 5D"))
    assert not can_claim(view_of("AS KS JS", "QS 10S 9S 8S 7S 2H 3H 4C 5D"))


SPADES_FOR_SEAT_0 = [
    "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
    "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2D",
    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
    "2C 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"]


def test_under_a_claim_the_others_throw_their_lowest_card():
    game = game_from(SPADES_FOR_SEAT_0, dealer=3)  # seat 0 calls first and leads
    for _ in range(4):
        game.call(game.turn, 1)
    plays = play_claim(game, 0)
    # the 2 of diamonds before the 3 of clubs: the lowest rank, whatever the suit
    assert [(p.seat, p.card.code) for p in plays[:8]] == [
        (0, "AS"), (1, "2D"), (2, "2H"), (3, "2C"),
        (0, "KS"), (1, "3C"), (2, "3H"), (3, "3D")]
    assert game.round.tricks_won == [13, 0, 0, 0]


def test_under_a_claim_the_others_may_play_any_legal_card_and_the_claim_still_wins():
    thrown = set()
    for seed in range(6):
        game = game_from(SPADES_FOR_SEAT_0, dealer=3)
        for _ in range(4):
            game.call(game.turn, 1)
        plays = play_claim(game, 0, random_legal(random.Random(seed)))
        assert game.round.tricks_won == [13, 0, 0, 0]
        assert [p.card for p in plays[::4]] == sorted(H(SPADES_FOR_SEAT_0[0]), reverse=True)
        thrown.add(tuple(p.card for p in plays if p.seat == 1))
    assert len(thrown) > 1  # the replies follow the random choice, not a fixed order


def test_nobody_is_shown_leading_before_the_first_card_or_after_the_last():
    game = Game(HouseRules(rounds=3), seed=21)
    assert all(game.view(s).leader is None for s in range(4))  # calling
    for _ in range(4):
        game.call(game.turn, 1)
    first = game.turn
    assert all(game.view(s).leader == first for s in range(4))
    while game.phase == "playing":
        game.play(game.turn, game.round.legal_cards(game.turn)[0])
    assert game.phase == "round_over"
    assert all(game.view(s).leader is None for s in range(4))
    assert game.view(2).round_no == 0 and game.view(2).dealer == game.dealer


def test_only_the_four_seats_may_act_and_a_refusal_changes_nothing():
    game = game_from(SPADES_FOR_SEAT_0, dealer=0)  # seat 1 calls first
    assert game.turn == 1
    before = game.to_json()
    for seat in (True, 1.0, "1", None, -1, 4):
        with pytest.raises(IllegalAction):
            game.call(seat, 2)
        with pytest.raises(IllegalAction):
            game.play(seat, CARDS[0])
    assert game.to_json() == before
    game.call(1, 2)  # the seat itself may
    assert game.round.calls[1] == 2


def test_a_save_whose_round_follows_one_not_over_is_refused():
    game = Game(HouseRules(rounds=3), seed=5)
    while game.round_no == 0 or game.phase == "calling":
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 1)
        else:
            game.play(game.turn, game.round.legal_cards(game.turn)[0])
    saved = game.to_json()
    assert Game.from_json(saved).to_json() == saved  # as played, it loads
    first = saved["rounds"][0]
    for cut in (1, 51):  # the first round stopped short, the second following it anyway
        broken = dict(saved, rounds=[dict(first, plays=first["plays"][:cut]),
                                     saved["rounds"][1]])
        with pytest.raises(ValueError):
            Game.from_json(broken)


def test_a_suit_is_one_of_its_four_letters():
    assert [Suit.parse(t) for t in ("s", " H ", "c", "D")] == list(Suit)
    for bad in ("", "  ", "SH", "X", "10"):
        with pytest.raises(ValueError):
            Suit.parse(bad)


def test_the_must_win_rule_is_what_the_trick_rules_assume_unless_told():
    hand, led, king = mask_of(H("2H AH 3C")), Suit.HEARTS, Card.parse("KH").index
    assert legal_mask(hand, led, king, HouseRules()) == mask_of(H("AH"))  # must beat the king
    assert legal_mask(hand, led, king, HouseRules(must_beat=False)) == mask_of(H("2H AH"))


def test_a_deal_is_four_hands_holding_each_card_once_and_a_dealer_is_a_seat():
    hands = [mask_of(CARDS[s::4]) for s in range(4)]
    assert Round(HouseRules(), 0, hands=hands).dealer == 0
    # the 3 of spades (seat 1's) in seat 0's hand too, and seat 1's 7 of spades in none
    twice = [hands[0] | CARDS[1].bit, hands[1] & ~CARDS[5].bit, hands[2], hands[3]]
    assert sum(bin(h).count("1") for h in twice) == 52  # the right count, the wrong cards
    for bad in (twice, hands[:3], hands + [0]):
        with pytest.raises(ValueError):
            Round(HouseRules(), 0, hands=bad)
    for dealer in (-1, 4):
        with pytest.raises(ValueError):
            Round(HouseRules(), dealer, hands=hands)


def test_no_card_may_be_played_during_the_calls_or_after_the_round():
    game = Game(HouseRules(rounds=3), seed=8)
    while game.phase == "calling":
        assert all(game.view(s).legal == () for s in range(4))
        assert game.round.legal_cards(game.turn) == []
        game.call(game.turn, 1)
    while game.phase == "playing":
        game.play(game.turn, game.round.legal_cards(game.turn)[0])
    assert game.turn is None and all(game.view(s).turn is None for s in range(4))
    assert all(game.round.legal_cards(s) == [] for s in range(4))


def test_a_made_big_call_scores_thirteen_where_the_rule_is_on():
    for big_call, score in ((True, 130), (False, 85)):  # 8 called, 13 taken: 8.5 or 13.0
        game = game_from(SPADES_FOR_SEAT_0, dealer=3, rules=HouseRules(big_call=big_call))
        for call in (8, 1, 1, 1):
            game.call(game.turn, call)
        play_claim(game, 0)
        assert game.round_scores == [(score, -10, -10, -10)]
