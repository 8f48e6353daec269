"""Hints are steady: the same position gives the same card and the same reason every time,
in this process and in a fresh one (the search is seeded from the position and bounded by
deals, not by the clock)."""

from __future__ import annotations

import subprocess
import sys

from callbreak.ai import suggest_call, suggest_card
from callbreak.engine import Game, HouseRules

PROGRAM = """
import sys
from callbreak.ai import suggest_call, suggest_card
from callbreak.engine import Game, HouseRules
game = Game(HouseRules(), seed=int(sys.argv[1]))
for _ in range(int(sys.argv[2])):
    game.call(game.turn, 2) if game.phase == "calling" else game.play(
        game.turn, game.view(game.turn).legal[-1])
view = game.view(game.turn)
value, reason = suggest_call(view) if game.phase == "calling" else suggest_card(view)
print(value, "|", reason)
"""


def position(seed: int, moves: int) -> Game:
    game = Game(HouseRules(), seed=seed)
    for _ in range(moves):
        if game.phase == "calling":
            game.call(game.turn, 2)
        else:
            game.play(game.turn, game.view(game.turn).legal[-1])
    return game


def test_the_same_position_gets_the_same_card_hint_every_time() -> None:
    for seed, moves in ((1, 9), (2, 14), (3, 30)):
        view = position(seed, moves).view(position(seed, moves).turn)
        first = suggest_card(view)
        assert all(suggest_card(view) == first for _ in range(2))


def test_a_fresh_process_gives_the_same_hints() -> None:
    for seed, moves in ((5, 0), (6, 11)):
        game = position(seed, moves)
        view = game.view(game.turn)
        value, reason = suggest_call(view) if game.phase == "calling" else suggest_card(view)
        out = subprocess.run([sys.executable, "-c", PROGRAM, str(seed), str(moves)],
                             capture_output=True, text=True, timeout=120, check=True).stdout
        assert out.strip() == f"{value} | {reason}"
