"""Computer players. A player sees one seat's view (`Game.view(seat)`) and answers a call or
a card; it never receives another seat's hand.

Stable interface (the table and the tools rely on it):

    player = make_player("hard", seed=7)     # one of LEVELS (or ENTRANTS, for tools)
    player.choose_call(view) -> int
    player.choose_card(view) -> Card
    suggest_call(view) -> (int, reason)      # the hint shown to the person
    suggest_card(view) -> (Card, reason)

Players are small picklable objects (a worker process may run them) and their decisions are
a pure function of the seed and the view, except that the search levels stop at a wall-clock
budget; `make_player(..., max_deals=n)` gives them a deal budget instead, for tests.
"""

from __future__ import annotations

import ast
from dataclasses import fields, replace
from typing import Protocol

from callbreak.engine import LEVELS, Card, SeatView

from .frozen import FROZEN, SEARCHERS
from .hints import suggest_call, suggest_card
from .ismcts import ISMCTS, IsmctsPlayer, IsmctsSettings
from .rules_player import EasyPlayer, MediumPlayer
from .search import SearchPlayer
from .settings import Settings
from .team import spare_cores

LEVEL_NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
assert tuple(LEVEL_NAMES) == LEVELS  # the levels are the engine's list; these are their names
# Every player make_player knows: the levels a person meets, then sparring partners for the
# arena: frozen baselines that never change (`frozen`) and an information-set tree search
# that plays differently (`ismcts`).
ENTRANTS = LEVELS + tuple(FROZEN) + ("ismcts",)


class Player(Protocol):
    level: str

    def choose_call(self, view: SeatView) -> int: ...

    def choose_card(self, view: SeatView) -> Card: ...


def card_seconds(level: str) -> float | None:
    """The time `level` (one of `ENTRANTS`) gives itself for a card; None for the rule
    players, which answer at once."""
    if level == "ismcts":
        return ISMCTS.card_seconds
    settings = SEARCHERS.get(level)
    return settings.card_seconds if settings is not None else None


def split_variant(spec: str) -> tuple[str, dict[str, object]]:
    """A variant of a search level for the arena, `level:key=value,key=value` (the keys are
    fields of `settings.Settings`, or of `ismcts.IsmctsSettings` for `ismcts`, the values
    Python literals: `expert:call_bias=0.3`, `hard:honest=True,refined=True`,
    `ismcts:card_seconds=0.6,caller='expert'`), as (level, changes). Raises ValueError with a
    sentence for an unknown level, key or value. A plain level name has no changes."""
    level, _, rest = spec.partition(":")
    if level not in ENTRANTS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ENTRANTS)}")
    changes: dict[str, object] = {}
    if not rest:
        return level, changes
    if level not in SEARCHERS and level != "ismcts":
        raise ValueError(f"only the search levels have settings to change, not {level!r}")
    names = {f.name for f in fields(IsmctsSettings if level == "ismcts" else Settings)}
    for item in rest.split(","):
        key, eq, text = item.partition("=")
        key = key.strip()
        if key not in names or not eq:
            raise ValueError(f"{item!r} is not key=value with a key of {', '.join(sorted(names))}")
        try:
            changes[key] = ast.literal_eval(text.strip())
        except (ValueError, SyntaxError):
            raise ValueError(f"{text!r} (for {key}) is not a Python literal") from None
    if str(changes.get("caller", "hard")) not in SEARCHERS:
        raise ValueError(f"{changes['caller']!r} makes no calls; choose one of "
                         f"{', '.join(SEARCHERS)}")
    return level, changes


def make_player(level: str, seed: int | None = None, *, max_deals: int | None = None,
                time_scale: float = 1.0, cores: int = 1) -> Player:
    """A computer player of `level` (one of `ENTRANTS`, or a variant of a search level:
    `split_variant`). `max_deals` replaces the search levels' clock with a deal budget
    (deterministic); `time_scale` stretches or shrinks their time budget; `cores` is how
    many cores its card search may use (Expert only: `team`; `team.spare_cores()` says how
    many the machine can spare)."""
    level, changes = split_variant(level)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer(seed)
    if level == "ismcts":
        settings = replace(ISMCTS, **changes)
        if max_deals is not None:
            settings = replace(settings, card_seconds=None, iterations=max_deals)
        elif time_scale != 1.0 and settings.card_seconds is not None:
            settings = replace(settings, card_seconds=settings.card_seconds * time_scale)
        return IsmctsPlayer(seed, settings, max_deals=max_deals)
    base = replace(SEARCHERS[level], **changes)
    if max_deals is not None:
        base = replace(base, card_seconds=None, call_seconds=None, max_deals=max_deals)
    elif time_scale != 1.0:
        base = replace(base, card_seconds=base.card_seconds * time_scale,
                       call_seconds=base.call_seconds * time_scale)
    return SearchPlayer(level, seed, base, cores=cores)


__all__ = ["LEVELS", "LEVEL_NAMES", "ENTRANTS", "Player", "make_player", "suggest_call",
           "suggest_card", "card_seconds", "split_variant", "EasyPlayer", "MediumPlayer",
           "SearchPlayer", "spare_cores"]
