"""The coach with the real Expert search and its real estimate, on a position where its count
puts the card played above Expert's choice: the verdict is Fine at no cost, and the reason
says so in words. Slow (the search): CI runs it with -m slow."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from callbreak.ai.coach import cost_of, judge_card, rated_better
from callbreak.ai.coach_estimate import Outcome
from callbreak.engine import Card, Game, HouseRules
from callbreak.words.coach_words import CoachKind, Verdict, decision_parts

# seed 4, every seat played by an easy player: the calls (by seat), then the first trick's
# cards as far as seat 0's turn, where Expert plays the 5♥ and seat 0 played the 10♥ (the
# position moves when the coach's seeds do, as with a new house rule's field in the view:
# another is found by judging every card of an easy game's seat-0 turns)
SEED = 4
CALLS = (4, 2, 3, 4)
CARDS_SO_FAR = "AH 8H 7H"


def position() -> Game:
    game = Game(HouseRules(rounds=3), seed=SEED)
    while game.turn is not None and game.round.calls[game.turn] is None:
        game.call(game.turn, CALLS[game.turn])
    for card in Card.parse_many(CARDS_SO_FAR):
        game.play(game.turn, card)
    assert game.turn == 0
    return game


@pytest.mark.slow
def test_a_card_the_coach_rates_above_experts_is_fine_and_said_better_in_words() -> None:
    decision = judge_card(position().view(0), Card.parse("10H"))
    assert decision.best == Card.parse("5H")
    assert (decision.verdict, decision.cost) == (Verdict.FINE, 0)
    assert decision.reason.kind is CoachKind.BETTER_CARD
    parts = decision_parts(decision)
    assert parts[3:] == ("Fine", "", "By the coach's count, yours was better than Expert's "
                                     "choice, the 5♥.")


@given(st.lists(st.tuples(st.integers(-130, 130), st.integers(-130, 130)), min_size=1,
                max_size=40))
def test_a_play_rated_better_costs_nothing_and_one_that_costs_is_never_rated_better(
        pairs: list[tuple[int, int]]) -> None:
    best = Outcome(tuple(a for a, _ in pairs), tuple(a > 0 for a, _ in pairs))
    chosen = Outcome(tuple(b for _, b in pairs), tuple(b > 0 for _, b in pairs))
    if rated_better(best, chosen):
        assert cost_of(best, chosen) == 0
        assert chosen.mean > best.mean
    if cost_of(best, chosen) > 0:
        assert not rated_better(best, chosen)
