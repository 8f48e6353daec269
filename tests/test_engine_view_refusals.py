"""A seat's view read back from JSON (what a guest's game gets from the host) and refused
names the part that is wrong, word for word: the log line is all a maintainer has of a bad
frame from another version or a broken host."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from callbreak.engine import CALLING, ROUND_OVER, Game, HouseRules, SeatView


def a_view() -> dict[str, Any]:
    """Seat 1's view in the second round, two tricks and two cards played."""
    game = Game(HouseRules(), seed=5)
    rng = random.Random(5)
    while len(game.round_scores) < 1 or len(game.round.completed) < 2 or \
            len(game.round.trick) < 2:
        if game.phase == ROUND_OVER:
            game.next_round()
        elif game.phase == CALLING:
            game.call(game.turn, rng.randint(1, 4))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    return game.view(1).to_dict()


GOOD = a_view()


def test_the_view_chosen_here_reads_back_as_itself() -> None:
    assert GOOD["completed"] and GOOD["trick"] and GOOD["round_scores"]
    assert SeatView.from_dict(GOOD).to_dict() == GOOD


@pytest.mark.parametrize(("change", "said"), [
    ({"hand": "AS"}, "hand must be a list"),
    ({"completed": 3}, "completed must be a list"),
    ({"completed": [[0, [], 1, 2]]}, "a completed trick must be a list of 3"),
    ({"completed": [[0, []]]}, "a completed trick must be a list of 3"),
    ({"completed": ["0S1"]}, "a completed trick must be a list of 3"),
    ({"completed": [[0, 5, 1]]}, "plays must be a list"),
    ({"trick": {"0": "AS"}}, "plays must be a list"),
    ({"trick": [[0, "AS", 1]]}, "a play must be a list of 2"),
    ({"trick": [[0]]}, "a play must be a list of 2"),
    ({"trick": ["0AS"]}, "a play must be a list of 2"),
    ({"calls": [1, 2, 3]}, "calls must be a list of 4"),
    ({"calls": None}, "calls must be a list of 4"),
    ({"tricks_won": [0, 0, 0, 0, 0]}, "tricks_won must be a list of 4"),
    ({"totals": [0, 0]}, "totals must be a list of 4"),
    ({"round_scores": 40}, "round_scores must be a list"),
    ({"round_scores": [[10, 20, 30]]}, "a round's scores must be a list of 4"),
    ({"legal": "AS"}, "legal must be a list"),
])
def test_a_refused_view_says_which_part_is_wrong(change: dict[str, Any], said: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(said)}$"):
        SeatView.from_dict({**GOOD, **change})
