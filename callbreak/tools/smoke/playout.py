"""The one place the smoke test plays a game out through the engine, with computer players
in all four seats. Kept to one function so that the shared play-a-game-out helper
(`callbreak.ai.playout`, being written) can replace it in one edit."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .report import SmokeFailure


def play_out(game: Any, players: Sequence[Any]) -> None:
    """Play `game` (a `callbreak.engine.Game`) to its end; `players[seat]` chooses calls and
    cards from that seat's view. Raises SmokeFailure when a round is not 13 tricks or the
    game does not end."""
    from callbreak.engine import GAME_OVER

    rules = game.rules
    for _ in range(rules.rounds * (4 + 52) + rules.rounds):  # every move, then each deal
        if game.phase == GAME_OVER:
            return
        if game.phase not in ("calling", "playing"):
            if game.round.tricks_won and sum(game.round.tricks_won) != 13:
                raise SmokeFailure(f"round {game.round_no + 1} ended after "
                                   f"{sum(game.round.tricks_won)} tricks, not 13")
            game.next_round()
            continue
        seat = game.turn
        view = game.view(seat)
        if game.phase == "calling":
            game.call(seat, players[seat].choose_call(view))
        else:
            game.play(seat, players[seat].choose_card(view))
    if game.phase != GAME_OVER:
        raise SmokeFailure(f"the game did not finish (phase {game.phase})")
