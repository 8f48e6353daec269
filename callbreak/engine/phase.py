"""Where a round or a game stands.

A round is CALLING, then PLAYING, then ROUND_OVER once its thirteenth trick is taken; a game
is its round's phase, except that its last round over makes it GAME_OVER. A `str` enum: a
view's JSON holds the value ("calling"), and a value read back is `Phase("calling")`.
"""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    CALLING = "calling"
    PLAYING = "playing"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"

    def __str__(self) -> str:
        return self.value


# the members by their short names, as the engine has always exported them
CALLING, PLAYING = Phase.CALLING, Phase.PLAYING
ROUND_OVER, GAME_OVER = Phase.ROUND_OVER, Phase.GAME_OVER

__all__ = ["Phase", "CALLING", "PLAYING", "ROUND_OVER", "GAME_OVER"]
