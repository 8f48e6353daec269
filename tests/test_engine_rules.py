"""Every rule of docs/rules.md, each with its own example."""

import random

import pytest

from callbreak.engine import (
    Card,
    Game,
    HouseRules,
    IllegalAction,
    Reason,
    ReasonKind,
    Round,
    Suit,
    format_tenths,
    game_over,
    illegal_reason,
    legal_plays,
    may_be_last,
    score_round,
    trick_winner,
)

C = Card.parse
H = Card.parse_many
DEFAULT = HouseRules()
CALL_BRIDGE = HouseRules(must_beat=False)


def legal(hand: str, trick: str, rules: HouseRules = DEFAULT) -> set[str]:
    return {c.code for c in legal_plays(H(hand), H(trick), rules)}


def test_cards_parse_in_every_spelling():
    assert C("10H") == C("TH") == C(" th ") and str(C("10H")) == "10♥"
    assert C("AS").rank == 14 and C("AS").suit is Suit.SPADES and C("2C").rank == 2
    assert [c.code for c in H("AH 4H 2C")] == ["AH", "4H", "2C"]
    for bad in ("", "1S", "AX", "11H", "S"):
        with pytest.raises(ValueError):
            C(bad)


def test_leader_may_lead_anything_spades_included():
    assert legal("AS 2H 3C", "") == {"AS", "2H", "3C"}


def test_follower_must_beat_the_best_card_of_the_suit_led():
    assert legal("AH 2H QH 3S", "KH") == {"AH"}
    assert legal("AH 2H QH 3S", "10H JH") == {"AH", "QH"}


def test_follower_who_cannot_beat_plays_any_card_of_the_suit():
    assert legal("2H QH 3S", "KH") == {"2H", "QH"}


def test_once_trumped_a_follower_plays_any_card_of_the_suit_led():
    assert legal("AH 2H 3S", "KH 4S") == {"AH", "2H"}


def test_spades_led_must_be_beaten_when_possible():
    assert legal("AS 2S 3H", "KS") == {"AS"}
    assert legal("2S 3H", "KS") == {"2S"}


def test_void_in_suit_led_must_trump():
    assert legal("2S 9S AC", "KH") == {"2S", "9S"}


def test_void_must_overtrump_a_spade_already_there():
    assert legal("2S 9S AC", "KH 5S") == {"9S"}


def test_void_with_only_lower_spades_may_play_any_card():
    assert legal("2S 3S AC", "KH 5S") == {"2S", "3S", "AC"}


def test_neither_suit_nor_spade_plays_any_card():
    assert legal("AC 2D", "KH 5S") == {"AC", "2D"}


def test_must_beat_off_lets_a_follower_play_any_card_of_the_suit():
    assert legal("AH 2H 3S", "KH", CALL_BRIDGE) == {"AH", "2H"}
    assert legal("AS 2S", "KS", CALL_BRIDGE) == {"AS", "2S"}
    # the duty to trump when void stays
    assert legal("2S 9S AC", "KH", CALL_BRIDGE) == {"2S", "9S"}


def test_illegal_reason_names_the_rule():
    hand = H("AH 2H 3S")
    assert illegal_reason(C("2H"), hand, H("KH"), DEFAULT) == \
        Reason(ReasonKind.MUST_BEAT_WITH, best=C("KH"), card=C("AH"))
    assert illegal_reason(C("3S"), hand, H("KH"), DEFAULT) == \
        Reason(ReasonKind.MUST_FOLLOW, suit=Suit.HEARTS)
    assert illegal_reason(C("AH"), hand, H("KH"), DEFAULT) is None
    assert illegal_reason(C("AC"), H("AC 2S"), H("KH"), DEFAULT) == \
        Reason(ReasonKind.MUST_TRUMP, suit=Suit.HEARTS)
    assert illegal_reason(C("2S"), H("2S 9S QS AC"), H("KH 5S"), DEFAULT) == \
        Reason(ReasonKind.MUST_BEAT_HIGHER, suit=Suit.SPADES, best=C("5S"),
               cards=(C("QS"), C("9S")))
    assert illegal_reason(C("KD"), hand, H("KH"), DEFAULT) == \
        Reason(ReasonKind.NOT_IN_HAND, card=C("KD"))


def test_trick_winner_is_the_highest_spade_else_the_highest_of_the_suit_led():
    assert trick_winner(H("KH AH 2H QH")) == 1
    assert trick_winner(H("KH AC AD 2H")) == 0
    assert trick_winner(H("KH 2S AH 3S")) == 3
    assert trick_winner(H("2C 3C 4C 5C")) == 3


@pytest.mark.parametrize("call,tricks,big,tenths,shown", [
    (3, 3, False, 30, "3.0"), (4, 6, False, 42, "4.2"), (5, 4, False, -50, "-5.0"),
    (1, 0, False, -10, "-1.0"), (8, 8, True, 130, "13.0"), (8, 10, True, 130, "13.0"),
    (8, 10, False, 82, "8.2"), (8, 7, True, -80, "-8.0"), (7, 9, True, 72, "7.2"),
    (13, 13, True, 130, "13.0"), (13, 13, False, 130, "13.0"), (12, 13, False, 121, "12.1"),
    (10, 9, True, -100, "-10.0"), (1, 13, False, 22, "2.2"),
])
def test_round_score_examples(call, tricks, big, tenths, shown):
    assert score_round(call, tricks, HouseRules(big_call=big)) == tenths
    assert format_tenths(tenths) == shown


@pytest.mark.parametrize("tenths,shown", [
    (0, "0.0"), (-1, "-0.1"), (-9, "-0.9"), (9, "0.9"), (-10, "-1.0"), (1234, "123.4"),
])
def test_scores_are_shown_with_one_decimal_and_zero_has_no_sign(tenths, shown):
    assert format_tenths(tenths) == shown


def _play_round_out(rnd: Round, calls=(1, 1, 1, 1)) -> None:
    for c in calls:
        rnd.call(rnd.turn, c)
    while rnd.turn is not None:
        rnd.play(rnd.turn, rnd.legal_cards(rnd.turn)[0])


def test_calls_start_after_the_dealer_and_the_same_player_leads_the_first_trick():
    for clockwise in (False, True):
        rules = HouseRules(clockwise=clockwise)
        rnd = Round(rules, dealer=2, rng=random.Random(4))
        first = 1 if clockwise else 3
        assert rnd.turn == first
        seats = []
        for _ in range(4):
            seats.append(rnd.turn)
            rnd.call(rnd.turn, 2)
        assert seats == list(rules.order_from(first))
        assert rnd.turn == first and rnd.leader == first


def test_the_winner_of_a_trick_leads_the_next():
    rnd = Round(DEFAULT, dealer=0, rng=random.Random(9))
    for _ in range(4):
        rnd.call(rnd.turn, 3)
    for _ in range(4):
        rnd.play(rnd.turn, rnd.legal_cards(rnd.turn)[0])
    assert rnd.turn == rnd.completed[0][2] == rnd.leader


def test_deal_is_thirteen_each_and_replayable_from_a_seed():
    a = Round(DEFAULT, 0, rng=random.Random(5))
    b = Round(DEFAULT, 0, rng=random.Random(5))
    assert a.dealt == b.dealt and all(len(a.hand(s)) == 13 for s in range(4))
    assert Round(DEFAULT, 0, rng=random.Random(6)).dealt != a.dealt


def test_redeal_throws_in_hands_without_a_spade_or_a_face_card():
    rules = HouseRules(redeal=True)
    seen_redeal = False
    for seed in range(300):
        rnd = Round(rules, 1, rng=random.Random(seed))
        for hand in rnd.hands:
            cards = [Card(i) for i in range(52) if hand >> i & 1]
            assert any(c.suit is Suit.SPADES for c in cards)
            assert any(c.rank in (11, 12, 13) for c in cards)
        seen_redeal |= bool(rnd.redeals)
        plain = Round(DEFAULT, 1, rng=random.Random(seed))
        assert not plain.redeals
    assert seen_redeal, "300 deals should include at least one redeal"


def test_calls_outside_the_range_are_refused_and_change_nothing():
    rnd = Round(DEFAULT, 0, rng=random.Random(1))
    for bad in (0, 9, -1, 2.5, True, "3"):
        with pytest.raises(IllegalAction):
            rnd.call(rnd.turn, bad)
    assert rnd.calls == [None] * 4
    wide = Round(HouseRules(max_call=13), 0, rng=random.Random(1))
    wide.call(wide.turn, 13)
    assert wide.calls[wide.first] == 13


def test_wrong_seat_wrong_phase_and_illegal_cards_raise_and_leave_the_state_untouched():
    game = Game(seed=3)
    before = game.to_json()
    wrong = (game.turn + 1) % 4
    with pytest.raises(IllegalAction):
        game.call(wrong, 3)
    with pytest.raises(IllegalAction):
        game.play(game.turn, game.view(game.turn).hand[0])  # calls first
    with pytest.raises(IllegalAction):
        game.next_round()
    for _ in range(4):
        game.call(game.turn, 2)
    seat = game.turn
    game.play(seat, game.view(seat).legal[0])
    nxt = game.turn
    view = game.view(nxt)
    illegal = [c for c in view.hand if c not in view.legal]
    mid = game.to_json()
    for card in illegal:
        with pytest.raises(IllegalAction):
            game.play(nxt, card)
    with pytest.raises(IllegalAction):
        game.play(nxt, C("AS") if C("AS") not in view.hand else C("2C"))
    assert game.to_json() == mid and before != mid


def test_dealer_moves_one_seat_each_round_in_the_direction_of_play():
    for clockwise in (False, True):
        rules = HouseRules(rounds=3, clockwise=clockwise)
        game = Game(rules, seed=11)
        dealers = [game.dealer]
        while game.phase != "game_over":
            if game.phase == "round_over":
                game.next_round()
                dealers.append(game.dealer)
            elif game.phase == "calling":
                game.call(game.turn, 1)
            else:
                game.play(game.turn, game.view(game.turn).legal[0])
        assert dealers[1] == rules.next_seat(dealers[0])
        assert dealers[2] == rules.next_seat(dealers[1])


def test_players_tied_at_the_top_share_the_win():
    game = Game(HouseRules(rounds=3), seed=0)
    game.totals = [50, 50, 20, -10]
    assert game.winners == [0, 1]


def test_a_game_to_a_target_ends_once_a_round_leaves_a_total_at_the_target():
    """Playing to 20: checked after each round, 20.0 exactly is enough, the game's rounds
    stay its longest; without a target only the rounds count."""
    to_20 = HouseRules(rounds=10, target=20)
    assert not game_over(to_20, 3, [199, 150, -40, 0])
    assert game_over(to_20, 3, [200, 150, -40, 0]) and game_over(to_20, 10, [50, 0, 0, 0])
    assert not game_over(HouseRules(rounds=10), 9, [500, 0, 0, 0])
    # a round may end the game once a made call could carry someone to the target
    assert not may_be_last(to_20, 2, [114, 0, 0, 0]) and may_be_last(to_20, 2, [115, 0, 0, 0])
    assert may_be_last(to_20, 9, [0, 0, 0, 0]) and not may_be_last(HouseRules(), 2, [400] * 4)


def test_the_last_round_and_a_big_call_to_the_target_may_end_the_game():
    """Only the last round may end a game without a target, and a made big call (13.0)
    counts towards the target: 7.0 plus 13.0 reaches 20, 6.9 does not."""
    assert [may_be_last(HouseRules(), n, [0] * 4) for n in range(5)] == [False] * 4 + [True]
    big_to_20 = HouseRules(rounds=10, target=20, big_call=True)
    assert may_be_last(big_to_20, 2, [70, 0, 0, 0]) and not may_be_last(big_to_20, 2, [69] * 4)
