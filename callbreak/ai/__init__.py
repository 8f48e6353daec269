"""Computer players. A player sees one seat's view (`Game.view(seat)`) and answers a call or
a card; it never receives another seat's hand.

Stable interface (the table and the tools rely on it):

    player = make_player("hard", seed=7)     # one of LEVELS
    player.choose_call(view) -> int
    player.choose_card(view) -> Card
    suggest_call(view) -> (int, reason)      # the hint shown to the person
    suggest_card(view) -> (Card, reason)

Players are small picklable objects (a worker process may run them) and their decisions are
a pure function of the seed and the view, except that the search levels stop at a wall-clock
budget; `make_player(..., max_deals=n)` gives them a deal budget instead, for tests.

Only what the game plays lives here. The arena's other entrants (frozen baselines, a tree
search, variants of the levels) and the code only they run are in `lab`, which the game's
executable leaves out.
"""

from __future__ import annotations

from typing import Protocol

from callbreak.engine import Card, SeatView
from callbreak.levels import LEVELS

from .hints import suggest_call, suggest_card
from .rules_player import EasyPlayer, MediumPlayer
from .search import SearchPlayer
from .search_settings import EXPERT, HARD, budgeted
from .team import spare_cores


class Player(Protocol):
    level: str

    def choose_call(self, view: SeatView) -> int: ...

    def choose_card(self, view: SeatView) -> Card: ...


def make_player(level: str, seed: int | None = None, *, max_deals: int | None = None,
                time_scale: float = 1.0, cores: int = 1) -> Player:
    """A computer player of `level` (one of `LEVELS`). `max_deals` replaces the search
    levels' clock with a deal budget (deterministic); `time_scale` stretches or shrinks
    their time budget; `cores` is how many cores its card search may use (Expert only:
    `team`; `team.spare_cores()` says how many the machine can spare). The arena's other
    entrants are made by `lab.make_entrant`."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer(seed)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    base = budgeted(EXPERT if level == "expert" else HARD, max_deals, time_scale)
    return SearchPlayer(level, seed, base, cores=cores)


__all__ = ["LEVELS", "Player", "make_player", "suggest_call", "suggest_card",
           "EasyPlayer", "MediumPlayer", "SearchPlayer", "spare_cores"]
