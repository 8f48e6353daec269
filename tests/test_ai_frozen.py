"""The frozen baselines do not move: some of their decisions (with a deal budget, so they
are a pure function of the seed and the view) were recorded when they were frozen, and must
come out the same whatever changes elsewhere in the search."""

import pytest

from callbreak.ai import LEVELS, make_player
from callbreak.ai.lab import ENTRANTS, make_entrant
from callbreak.engine import Game, HouseRules, SeatView

# (entrant, game seed, plays before the decision (negative: calls short of four),
#  recorded answer: for a call the best call and the value of every call 1-8 in tenths;
#  for a card the candidate card indices and their mean utility)
RECORDED = [
    ("hard-2026-11", 3, -2, 2, [11.25, 20.25, -15.0, -40.0, -50.0, -60.0, -70.0, -80.0]),
    ("hard-2026-11", 8, 0, [1, 8, 11, 14, 17, 22, 24, 32, 34, 39, 48, 50],
     [19.6667, 23.2917, 18.375, 20.8333, 20.8333, 20.25, 18.625, 17.0, 17.0, 17.3333,
      17.2083, 23.2917]),
    ("hard-2026-11", 3, 0, [6, 14, 16, 23, 31, 39, 41, 44, 47, 50],
     [-5.4583, -1.0833, -1.0833, 3.7083, -6.0, -21.5, -21.5, -21.5, -21.5, 8.5417]),
    ("hard-2026-11", 8, 13, [39, 48, 50], [13.5, 13.1667, 16.0833]),
    ("hard-2026-11", 3, 22, [18, 21], [-18.9167, -18.9167]),
    ("hard-2026-11", 8, 36, [8, 17, 24, 48], [20.25, 18.0417, 17.125, 18.0417]),
    ("hard-2026-11", 5, 40, [2, 10, 42], [16.0, 11.3333, 14.8333]),
    ("hard-2026-11", 6, 45, [41, 44], [5.6667, 5.6667]),
    ("expert-2026-11", 3, -2, 1, [10.75, 0.25, -15.0, -40.0, -50.0, -60.0, -70.0, -80.0]),
    ("expert-2026-11", 8, 0, [1, 8, 11, 14, 17, 22, 24, 32, 34, 39, 48, 50],
     [17.8333, 20.25, 33.2083, 27.3333, 32.625, 29.9583, 32.375, 35.6667, 35.6667, 31.5833,
      31.875, 31.25]),
    ("expert-2026-11", 3, 0, [6, 14, 16, 23, 31, 39, 41, 44, 47, 50],
     [-16.9167, -1.6667, -1.5, -18.2083, 15.5417, -22.5833, -22.625, -22.5833, -24.2083,
      -12.6667]),
    ("expert-2026-11", 8, 13, [39, 48, 50], [27.8333, 26.2083, 25.5417]),
    ("expert-2026-11", 3, 22, [18, 21], [-32.2917, -43.9583]),
    ("expert-2026-11", 8, 36, [8, 17, 24, 48], [23.9167, 23.75, 21.625, 22.2917]),
    ("expert-2026-11", 5, 40, [2, 10, 42], [16.0, 17.3333, 16.6667]),
    ("expert-2026-11", 6, 45, [41, 44], [5.6667, 5.6667]),
]


def view_at(seed: int, plays: int) -> SeatView:
    """The view of the seat to move after Medium players made the calls and `plays` cards."""
    game = Game(HouseRules(), seed)
    medium = make_player("medium", seed)
    if plays < 0:
        for _ in range(4 + plays):
            game.call(game.turn, medium.choose_call(game.view(game.turn)))
        return game.view(game.turn)
    while game.phase == "calling":
        game.call(game.turn, medium.choose_call(game.view(game.turn)))
    for _ in range(plays):
        game.play(game.turn, medium.choose_card(game.view(game.turn)))
    return game.view(game.turn)


def test_the_frozen_entrants_are_arena_entrants_but_not_levels():
    assert {"hard-2026-11", "expert-2026-11"} <= set(ENTRANTS)
    assert not set(ENTRANTS[len(LEVELS):]) & set(LEVELS)


@pytest.mark.parametrize("name,seed,plays,first,second", RECORDED)
def test_a_frozen_entrant_decides_as_when_it_was_frozen(name, seed, plays, first, second):
    player = make_entrant(name, 5, max_deals=8)
    view = view_at(seed, plays)
    if plays < 0:
        best, values, _ = player.call_values(view)
        assert best == first
        assert [round(values[c], 4) for c in sorted(values)] == second
    else:
        estimate = player.card_values(view)
        assert estimate.cards == first
        assert [round(m, 4) for m in estimate.means] == second
