"""Plain records that tools and screens read: a seat's view as JSON (each field under its
name, in JSON's own types), the cards' order and spellings, a mask's cards one at a time,
and a deal code's problem with the one thing it names (nothing else)."""

from __future__ import annotations

import json
from itertools import islice

import pytest
from hypothesis import given
from hypothesis import strategies as st

from callbreak.engine import (
    CARDS,
    Card,
    CodeProblem,
    DealCodeError,
    Game,
    HouseRules,
    Reason,
    ReasonKind,
    Suit,
    read_deal_code,
)
from callbreak.engine import cards as deck
from callbreak.engine.dealcode import ALPHABET

masks = st.integers(0, (1 << 52) - 1)


def pairs(plays) -> list[list[object]]:
    return [[seat, card.code] for seat, card in plays]


def test_a_views_json_holds_each_field_under_its_name():
    game = Game(HouseRules(rounds=3, must_beat=False, clockwise=True), seed=11)
    while game.phase != "round_over":
        if game.phase == "calling":
            game.call(game.turn, 3)
        else:
            game.play(game.turn, game.round.legal_cards(game.turn)[0])
    scores = list(game.round_scores[0])
    game.next_round()
    for _ in range(4):
        game.call(game.turn, 2)
    for _ in range(6):  # a trick and two cards of the next
        game.play(game.turn, game.round.legal_cards(game.turn)[-1])
    rnd = game.round
    assert len(rnd.completed) == 1 and len(rnd.trick) == 2 and rnd.legal_cards(game.turn)
    for seat in range(4):
        view = game.view(seat).to_dict()
        assert view == {
            "seat": seat,
            "rules": {"rounds": 3, "max_call": 8, "big_call": False, "must_beat": False,
                      "redeal": "off", "clockwise": True, "target": 0},
            "round_no": 1, "dealer": rnd.dealer, "phase": "playing", "turn": game.turn,
            "hand": [c.code for c in rnd.hand(seat)], "calls": [2, 2, 2, 2],
            "tricks_won": list(rnd.tricks_won), "leader": rnd.leader,
            "trick": pairs(rnd.trick),
            "completed": [[leader, pairs(plays), winner]
                          for leader, plays, winner in rnd.completed],
            "totals": scores, "round_scores": [scores],
            "legal": [c.code for c in rnd.legal_cards(seat)],
        }
        assert json.loads(json.dumps(view)) == view  # JSON's own types: lists, not tuples


@given(st.lists(st.sampled_from(CARDS), unique=True))
def test_cards_sort_by_suit_then_rank_and_no_card_comes_before_itself(cards):
    assert sorted(cards) == sorted(cards, key=lambda c: (c.suit, c.rank))
    assert not any(card < card for card in cards)


def test_a_list_of_cards_is_read_with_commas_spaces_and_any_case():
    assert Card.parse_many("AS,10h  qd, 2C,TD") == \
        [Card.of(14, 0), Card.of(10, 1), Card.of(12, 3), Card.of(2, 2), Card.of(10, 3)]
    assert Card.parse_many(" , ") == []


@given(masks)
def test_a_masks_cards_come_one_at_a_time_lowest_first(mask):
    indices = [i for i in range(52) if mask >> i & 1]
    assert list(islice(deck.iter_indices(mask), 53)) == indices  # (53: never run away)
    assert deck.cards_of(mask) == [CARDS[i] for i in indices]
    if indices:
        assert (deck.lowest(mask), deck.highest(mask)) == (CARDS[indices[0]], CARDS[indices[-1]])


def checked(values: list[int]) -> str:
    """The code of nine values with the check character that makes it well typed."""
    for last in ALPHABET:
        text = "".join(ALPHABET[v] for v in values) + last
        try:
            read_deal_code(text)
        except DealCodeError as exc:
            if exc.problem is CodeProblem.MISTYPED:
                continue
        return text
    raise AssertionError("no check character fits")


def test_the_last_table_of_house_rules_has_a_code_and_the_one_after_it_has_none():
    # the rules index is the payload's low 8 bits: 143 = 4 * 32 + 15 is the last table
    seed, rules = read_deal_code(checked([1, 0, 0, 0, 0, 0, 0, 4, 15]))
    assert seed == 0 and rules == HouseRules(rounds=10, max_call=13, must_beat=False,
                                            big_call=True, redeal="jqka", clockwise=True)
    with pytest.raises(DealCodeError) as caught:
        read_deal_code(checked([1, 0, 0, 0, 0, 0, 0, 4, 16]))
    assert caught.value.problem is CodeProblem.NOT_A_DEAL


def test_a_code_problem_names_a_character_or_a_count_only_where_it_has_one():
    cases = {"": (CodeProblem.EMPTY, "", 0), "10XDW-T58U0": (CodeProblem.BAD_CHARACTER, "U", 0),
             "10XDW-T58": (CodeProblem.WRONG_LENGTH, "", 8),
             "10XDW-T580C": (CodeProblem.MISTYPED, "", 0)}
    for typed, (problem, char, count) in cases.items():
        with pytest.raises(DealCodeError) as caught:
            read_deal_code(typed)
        error = caught.value
        assert (error.problem, error.char, error.count) == (problem, char, count)
        detail = f" ({char or count})" if char or count else ""
        assert str(error) == f"not a deal code: {problem.value.replace('_', ' ')}{detail}"


def test_a_reason_reads_plainly_in_a_log():
    assert str(Reason(ReasonKind.WAIT_FOR_TURN)) == "wait for turn"
    assert str(Reason(ReasonKind.NOT_IN_HAND, card=Card.parse("AS"))) == "not in hand: A♠"
    assert str(Reason(ReasonKind.MUST_FOLLOW, suit=Suit.HEARTS)) == "must follow: ♥"
    higher = Reason(ReasonKind.MUST_BEAT_HIGHER, suit=Suit.CLUBS, best=Card.parse("9C"),
                    cards=tuple(Card.parse_many("KC 10C")))
    assert str(higher) == "must beat higher: 9♣ ♣ 10♣ K♣"
