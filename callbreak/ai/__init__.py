"""Computer players. A player sees one seat's view (`Game.view(seat)`) and answers a call or
a card; it never receives another seat's hand.

Stable interface (the table and the tools rely on it):

    player = make_player("hard", seed=7)     # one of LEVELS
    player.choose_call(view) -> int
    player.choose_card(view) -> Card
    suggest_call(view) -> (int, reason)      # the hint shown to the person
    suggest_card(view) -> (Card, reason)
"""

from __future__ import annotations

import random

from callbreak.engine import Card, SeatView

LEVELS = ("easy", "medium", "hard", "expert")


class RandomPlayer:
    """Placeholder until the real levels land: a legal card, a modest call."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_call(self, view: SeatView) -> int:
        return min(view.rules.max_call, max(1, sum(c.rank >= 13 for c in view.hand)))

    def choose_card(self, view: SeatView) -> Card:
        return self.rng.choice(view.legal)


def make_player(level: str, seed: int | None = None) -> RandomPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return RandomPlayer(seed)


def suggest_call(view: SeatView) -> tuple[int, str]:
    call = RandomPlayer().choose_call(view)
    return call, "Count your aces and kings."


def suggest_card(view: SeatView) -> tuple[Card, str]:
    return view.legal[0], "A legal card."
