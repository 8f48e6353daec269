"""Reasons are data: why a card may not be played, and why a deal was thrown in, come as
records (a kind and the cards or suits it names) with no sentence in them, so a screen says
them in any language from the kind and the fields (tests/test_i18n.py reads the sentences)."""

import copy
import json
import pickle
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
    Reason,
    ReasonKind,
    Redeal,
    RedealKind,
    RedealReason,
    Redealt,
    Round,
    Suit,
    illegal_reason,
    legal_plays,
    mask_of,
)

C = Card.parse
H = Card.parse_many
DEFAULT = HouseRules()


def test_each_kind_names_its_cards_and_suits():
    hand = H("AH 2H 3S")
    assert illegal_reason(C("2H"), hand, H("KH"), DEFAULT) == \
        Reason(ReasonKind.MUST_BEAT_WITH, best=C("KH"), card=C("AH"))
    assert illegal_reason(C("3S"), hand, H("KH"), DEFAULT) == \
        Reason(ReasonKind.MUST_FOLLOW, suit=Suit.HEARTS)
    assert illegal_reason(C("AC"), H("AC 2S"), H("KH"), DEFAULT) == \
        Reason(ReasonKind.MUST_TRUMP, suit=Suit.HEARTS)
    higher = illegal_reason(C("2S"), H("2S 9S QS AC"), H("KH 5S"), DEFAULT)
    assert (higher.kind, higher.best, higher.suit, higher.cards) == \
        (ReasonKind.MUST_BEAT_HIGHER, C("5S"), Suit.SPADES, (C("9S"), C("QS")))
    three = illegal_reason(C("2H"), H("2H QH KH AH"), H("JH"), DEFAULT)
    assert three.cards == (C("QH"), C("KH"), C("AH"))  # lowest first
    missing = illegal_reason(C("KD"), hand, H("KH"), DEFAULT)
    assert (missing.kind, missing.card) == (ReasonKind.NOT_IN_HAND, C("KD"))
    assert illegal_reason(C("AH"), hand, H("KH"), DEFAULT) is None
    assert str(higher) == "must beat higher: 5♠ ♠ 9♠ Q♠"  # for logs: no sentence


def test_why_not_outside_your_turn_says_wait_or_over():
    game = Game(HouseRules(rounds=3), seed=4)
    card = game.view(0).hand[0]
    assert game.why_not(0, card) == Reason(ReasonKind.WAIT_FOR_CALLS)
    for _ in range(4):
        game.call(game.turn, 1)
    other = (game.turn + 1) % 4
    assert game.why_not(other, game.view(other).hand[0]) == Reason(ReasonKind.WAIT_FOR_TURN)
    while game.phase == "playing":
        game.play(game.turn, game.view(game.turn).legal[0])
    assert game.why_not(0, C("AS")) == Reason(ReasonKind.ROUND_OVER)


@settings(max_examples=examples(300), deadline=None)
@given(st.data(), st.booleans())
def test_every_refusal_is_a_record_naming_what_the_rule_needs(data, beat):
    rules = HouseRules(must_beat=beat)
    deck = list(CARDS)
    data.draw(st.randoms(use_true_random=False)).shuffle(deck)
    n_trick = data.draw(st.integers(1, 3))
    trick, hand = deck[:n_trick], deck[n_trick:n_trick + data.draw(st.integers(1, 13))]
    legal = legal_plays(hand, trick, rules)
    for card in hand + [data.draw(st.sampled_from(deck[:n_trick]))]:
        reason = illegal_reason(card, hand, trick, rules)
        if reason is None:
            continue
        assert isinstance(reason, Reason)
        if card not in hand:
            assert reason.kind is ReasonKind.NOT_IN_HAND and reason.card == card
        elif reason.kind in (ReasonKind.MUST_FOLLOW, ReasonKind.MUST_TRUMP):
            assert reason.suit is trick[0].suit
        elif reason.kind is ReasonKind.MUST_BEAT_WITH:
            assert [reason.card] == legal
        else:
            assert reason.kind is ReasonKind.MUST_BEAT_HIGHER
            assert list(reason.cards) == sorted(legal, key=lambda c: c.rank)
            assert reason.best in trick and reason.suit is reason.best.suit


def test_records_are_frozen_and_survive_copies_and_pickling():
    reason = illegal_reason(C("2S"), H("2S 9S QS AC"), H("KH 5S"), DEFAULT)
    with pytest.raises(AttributeError):
        reason.kind = ReasonKind.MUST_FOLLOW
    for again in (pickle.loads(pickle.dumps(reason)), copy.deepcopy(reason)):
        assert again == reason and again.kind is reason.kind and again.cards == reason.cards
        assert type(again) is Reason
    redeal = RedealReason(RedealKind.NO_SPADE, Redeal.JQKA)
    again = pickle.loads(pickle.dumps(redeal))
    assert again == redeal and (str(again), again.form) == ("no spade", Redeal.JQKA)
    with pytest.raises(AttributeError):
        redeal.form = Redeal.JQK


# -- redeal, as the tables play it ---------------------------------------------------------

def test_redeal_is_off_by_default_and_true_means_todays_form():
    assert not DEFAULT.redeal and DEFAULT.redeal is Redeal.OFF
    assert HouseRules(redeal=True) == HouseRules(redeal=Redeal.JQK) == \
        HouseRules(redeal="jqk")
    assert HouseRules(redeal=False).redeal is Redeal.OFF
    assert HouseRules(redeal="jqka").redeal is Redeal.JQKA and HouseRules(redeal="jqka").redeal
    for bad in ("yes", 1, None, "JQK"):
        with pytest.raises(ValueError):
            HouseRules(redeal=bad)
    assert HouseRules.from_dict({"redeal": True}).redeal is Redeal.JQK  # an old file
    assert HouseRules.from_dict({"redeal": False}).redeal is Redeal.OFF
    for form in Redeal:
        rules = HouseRules(redeal=form)
        assert HouseRules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert HouseRules(redeal=Redeal.JQKA).to_dict()["redeal"] == "jqka"


def test_each_form_throws_in_the_hands_its_rule_names():
    no_spade = mask_of(H("AH KH QH JH AC KC QC JC AD KD QD JD 2H"))
    ace_only = mask_of(H("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H 4H"))  # no J, Q or K
    no_honour = mask_of(H("2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H 4H 5H"))
    fine = mask_of(H("2S JH 3H 4H 5H 6H 7H 8H 9H 10H 2C 3C 4C"))
    assert Redeal.OFF.reason(no_spade) is None
    for form in (Redeal.JQK, Redeal.JQKA):
        assert form.reason(no_spade) is RedealKind.NO_SPADE and form.throws_in(no_spade)
        assert form.reason(fine) is None
    assert Redeal.JQK.reason(ace_only) is RedealKind.NO_FACE_CARD
    assert Redeal.JQKA.reason(ace_only) is None  # the ace saves it at these tables
    assert Redeal.JQK.reason(no_honour) is RedealKind.NO_FACE_CARD
    assert Redeal.JQKA.reason(no_honour) is RedealKind.NO_FACE_CARD_OR_ACE


def holds(hand: int, ranks: tuple[int, ...]) -> bool:
    return any(c.rank in ranks for c in CARDS if hand >> c.index & 1)


@pytest.mark.parametrize("form,ranks", [(Redeal.JQK, (11, 12, 13)),
                                        (Redeal.JQKA, (11, 12, 13, 14))])
def test_every_kept_deal_passes_its_form_and_each_redeal_says_why(form, ranks):
    rules = HouseRules(redeal=form)
    kinds = set()
    for seed in range(400):
        rnd = Round(rules, 2, rng=random.Random(seed))
        for hand in rnd.dealt:
            assert hand & mask_of(c for c in CARDS if c.suit is Suit.SPADES)
            assert holds(hand, ranks)
        redealt = [e for e in rnd.events if isinstance(e, Redealt)]
        assert [(e.seat, e.reason) for e in redealt] == rnd.redeals
        for event in redealt:
            assert event.reason.form is form and isinstance(event.reason, RedealReason)
            kinds.add(event.reason.kind)
            assert str(event.reason) == event.reason.kind.value
    assert RedealKind.NO_SPADE in kinds
    assert kinds <= {RedealKind.NO_SPADE, RedealKind.NO_FACE_CARD if form is Redeal.JQK
                     else RedealKind.NO_FACE_CARD_OR_ACE}


def game_with_redeal(form: Redeal) -> Game:
    for seed in range(500):
        game = Game(HouseRules(rounds=3, redeal=form), seed=seed)
        if game.round.redeals:
            return game
    raise AssertionError("no redeal in 500 games")


def test_a_saved_game_keeps_its_redeal_form_and_reasons():
    for form in (Redeal.JQK, Redeal.JQKA):
        game = game_with_redeal(form)
        again = Game.from_json(json.loads(json.dumps(game.to_json())))
        assert again.rules.redeal is form and again.round.redeals == game.round.redeals
        assert [e.reason.form for e in again.events if isinstance(e, Redealt)] == \
            [form] * len(game.round.redeals)


def test_a_game_saved_by_the_previous_version_loads_with_todays_form():
    game = game_with_redeal(Redeal.JQK)
    old = json.loads(json.dumps(game.to_json()))
    old["format"], old["rules"]["redeal"] = 1, True  # as format 1 wrote it
    again = Game.from_json(old)
    assert again.rules == HouseRules(rounds=3, redeal=True) and again.rules.redeal is Redeal.JQK
    assert again.to_json() == game.to_json()
    damaged = json.loads(json.dumps(game.to_json()))
    damaged["rounds"][0]["redeals"][0][1] = "no luck"
    with pytest.raises(ValueError):
        Game.from_json(damaged)
    off = json.loads(json.dumps(game.to_json()))
    off["rules"]["redeal"] = "off"  # a redeal where the rule is off: damaged
    with pytest.raises(ValueError):
        Game.from_json(off)
