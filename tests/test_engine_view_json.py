"""A seat's view read back from JSON, as a guest at a friends' table reads its seat from the
host (`SeatView.from_dict`): a view in the second round, with a round already scored and
tricks on the record, reads back as it was sent; a list the table holds one number per seat
for (tricks won, totals, each round's scores) is refused unless it holds exactly four, and a
trick or a play with a part too many is refused."""

from __future__ import annotations

import json

import pytest

from callbreak.engine import CALLING, PLAYING, ROUND_OVER, Game, HouseRules, SeatView


def second_round_view() -> dict:
    """Seat 2's view a few tricks into the second round, as the host sends it."""
    game = Game(HouseRules(rounds=3), seed=21)
    while game.round_no == 0 or game.phase == CALLING or len(game.round.completed) < 3:
        if game.phase == ROUND_OVER:
            game.next_round()
        elif game.phase == CALLING:
            game.call(game.turn, 2)
        else:
            game.play(game.turn, game.view(game.turn).legal[0])
    assert game.phase == PLAYING and len(game.round_scores) == 1
    view = game.view(2)
    sent = json.loads(json.dumps(view.to_dict()))
    assert SeatView.from_dict(sent) == view
    return sent


@pytest.mark.parametrize("field", ["tricks_won", "totals"])
@pytest.mark.parametrize("count", [3, 5])
def test_a_figure_for_each_seat_is_refused_unless_there_are_four(field, count):
    sent = second_round_view()
    figures = (sent[field] * 2)[:count]
    with pytest.raises(ValueError):
        SeatView.from_dict({**sent, field: figures})


@pytest.mark.parametrize("count", [3, 5])
def test_a_rounds_scores_are_refused_unless_there_are_four(count):
    sent = second_round_view()
    [scores] = sent["round_scores"]
    with pytest.raises(ValueError):
        SeatView.from_dict({**sent, "round_scores": [(scores * 2)[:count]]})


def test_a_trick_or_a_play_with_a_part_too_many_is_refused():
    sent = second_round_view()
    lead, plays, win = sent["completed"][0]
    for completed in ([[lead, plays, win, win]] + sent["completed"][1:],
                      [[lead, [plays[0] + [0]] + plays[1:], win]] + sent["completed"][1:]):
        with pytest.raises(ValueError):
            SeatView.from_dict({**sent, "completed": completed})
