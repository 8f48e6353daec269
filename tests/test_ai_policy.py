"""The refined rollout policy (`lab.readable.policy(..., refined=True)`): a seat that cannot
follow throws a side card rather than a trump, never a lone master when it has another
choice, and with trumps in hand it shortens its shortest side suit towards a void; a seat
whose call is made leads low from its longest side suit. With or without sight of the
deal, it plays only legal cards to the end of the round under every house rule."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai.handeval import heuristic_call
from callbreak.ai.honest import HonestTable
from callbreak.ai.lab.readable import honest_policy, policy, sight
from callbreak.ai.sim import SIDE_SUITS
from callbreak.engine import Game, HouseRules
from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK


def table_after(seed: int, plays: int, must_beat: bool, clockwise: bool) -> HonestTable:
    """A round `plays` cards in, reached by random legal cards, calls from the hand counter."""
    rules = HouseRules(must_beat=must_beat, clockwise=clockwise)
    game = Game(rules, seed)
    hands = list(game.round.hands)
    t = HonestTable(hands, [heuristic_call(h) for h in hands], [0] * 4, game.turn, [], 0,
                    rules, excl=[0, 0, 0, 0])
    rng = random.Random(seed)
    for _ in range(plays):
        legal = t.legal()
        t.play(rng.choice([c for c in range(52) if legal >> c & 1]))
    return t


def beats(t: HonestTable, card: int) -> bool:
    win = t.win
    return (card // 13 == win // 13 and card > win) or (card < 13 and win >= 13)


@settings(max_examples=examples(300), deadline=None)
@given(seed=st.integers(0, 10**6), plays=st.integers(1, 51), must_beat=st.booleans(),
       clockwise=st.booleans(), honest=st.booleans())
def test_a_discard_keeps_trumps_and_lone_masters_and_makes_voids(
        seed, plays, must_beat, clockwise, honest):
    t = table_after(seed, plays, must_beat, clockwise)
    if t.n_in == 0:
        return
    legal = t.legal()
    masks = sight(t) if honest else None
    card = policy(t, masks, refined=True)
    assert legal >> card & 1
    side = legal & ~SPADES_MASK
    if legal & SUIT_MASK[t.led] or beats(t, card) or not side or not legal & (legal - 1):
        return  # following suit, winning the trick, or nothing to choose: not a discard
    assert card >= 13, "a side card is thrown before a trump"
    seen = masks if honest else t.hands
    others = 0
    for s in range(4):
        if s != t.turn:
            others |= seen[s]
    hand = t.hands[t.turn]

    def lone_master(suit: int) -> bool:
        m = side & SUIT_MASK[suit]
        return m.bit_count() == 1 and not others & ABOVE[m.bit_length() - 1]

    suits = [s for s in SIDE_SUITS if side & SUIT_MASK[s]]
    choices = [s for s in suits if not lone_master(s)]
    if choices:
        assert card // 13 in choices, "a lone master is kept while other cards can go"
        if hand & SPADES_MASK:
            shortest = min((side & SUIT_MASK[s]).bit_count() for s in choices)
            assert (side & SUIT_MASK[card // 13]).bit_count() == shortest
    assert card == (side & SUIT_MASK[card // 13] & -(side & SUIT_MASK[card // 13])).bit_length() - 1


@settings(max_examples=examples(200), deadline=None)
@given(seed=st.integers(0, 10**6), plays=st.integers(0, 12).map(lambda k: 4 * k),
       honest=st.booleans())
def test_a_seat_whose_call_is_made_leads_low_from_its_longest_side_suit(seed, plays, honest):
    t = table_after(seed, plays, True, False)
    seat = t.turn
    t.calls = t.calls[:]
    t.calls[seat] = t.won[seat]  # its call is made: it needs no more tricks
    hand = t.hands[seat]
    side = [hand & SUIT_MASK[s] for s in SIDE_SUITS]
    if not any(side):
        return
    card = policy(t, sight(t) if honest else None, refined=True)
    longest = max(m.bit_count() for m in side)
    assert (hand & SUIT_MASK[card // 13]).bit_count() == longest and card >= 13
    assert not hand & SUIT_MASK[card // 13] & ((1 << card) - 1), "the lowest of that suit"


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), must_beat=st.booleans(), clockwise=st.booleans())
def test_refined_rollouts_play_legal_cards_to_the_end(seed, must_beat, clockwise):
    t = table_after(seed, 0, must_beat, clockwise)
    while t.hands[t.turn]:
        card = honest_policy(t, refined=True)
        assert t.legal() >> card & 1
        t.play(card)
    assert sum(t.won) == 13
