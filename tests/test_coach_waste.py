"""A fault's reason names the card it wastes in words the player can check at the table: an
honour thrown on a trick it could not win, where Expert's card would have kept it. Said in
English, and true with the real hands (the honour never takes that trick)."""

from __future__ import annotations

from callbreak.ai.coach_estimate import Outcome
from callbreak.ai.coach_positions import game_before, positions
from callbreak.ai.coach_reasons import card_reason
from callbreak.ai.playout import play_game
from callbreak.engine import Card
from callbreak.words.coach_words import CoachKind

EVEN = Outcome((0,), (True,))  # the play-outs say nothing: the reason is the cards' own


def test_an_honour_thrown_where_it_cannot_win_is_named_as_wasted() -> None:
    """Seed 1, the seventh trick: Bikash leads the Q♠, Sushila and Aarati follow with the
    4♠ and the 2♣; you hold no spade and throw your A♥, where the 7♣ would have kept it."""
    game = play_game(["easy"] * 4, seed=1, rounds=1)
    before = game_before(game, 0, 27)
    view = before.view(0)
    assert [str(c) for _, c in view.trick] == ["Q♠", "4♠", "2♣"]
    ace, club = Card.parse("AH"), Card.parse("7C")
    reason = card_reason(view, ace, club, EVEN, EVEN, 20)
    assert reason.kind is CoachKind.WASTE_HIGH
    assert str(reason) == "Your A♥ could not win this trick; the 7♣ would have kept it for later."
    before.play(0, ace)
    assert before.round.completed[-1][2] != 0


def test_a_card_named_as_wasted_never_takes_the_trick_whoever_plays_after() -> None:
    named = 0
    for seed in range(1, 9):
        game = play_game(["easy"] * 4, seed=seed, rounds=1)
        for pos in positions(game, 0, 0):
            view = pos.view
            for chosen in view.legal:
                for best in view.legal:
                    reason = card_reason(view, chosen, best, EVEN, EVEN, 20)
                    if reason.kind is not CoachKind.WASTE_HIGH:
                        continue
                    named += 1
                    assert reason.high == chosen and chosen.rank >= 11
                    trick = len(view.completed)
                    after = game_before(game, 0, pos.at)
                    after.play(0, chosen)
                    while len(after.round.completed) == trick:  # the others finish it
                        seat = after.turn
                        assert seat is not None
                        after.play(seat, after.view(seat).legal[-1])
                    assert after.round.completed[trick][2] != 0
    assert named >= 5
