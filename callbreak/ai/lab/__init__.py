"""The lab: computer players nobody meets at the table, kept to measure the ones they do.

The arena, the bot server, the lead trainer and the benches seat these beside the levels:

    from callbreak.ai.lab import ENTRANTS, make_entrant
    player = make_entrant("expert-2026-11", seed=7, max_deals=64)

- the frozen entrants `hard-2026-11` and `expert-2026-11`, Hard and Expert as they stood in
  November 2026 (`frozen`), which never change;
- `ismcts`, an information-set tree search that plays differently (`ismcts`);
- a search level with other settings, `level:key=value,...` (`split_variant`), including
  the ideas tried and left out (`search.LabSettings`);
- the older search and the readable simulator they run (`search`, `readable`, `reading`).

None of it ships in the game's executable (build_scripts/callbreak.spec leaves it out) and
nothing outside the lab, the tools and the tests imports it. What each entrant scored is
in docs/ai-experiments.md.
"""

from __future__ import annotations

import ast
from dataclasses import fields, replace
from typing import Any

from .. import LEVELS, Player, make_player
from ..search_settings import budgeted
from .frozen import FROZEN, SEARCHERS
from .ismcts import ISMCTS, IsmctsPlayer, IsmctsSettings
from .search import LabSearchPlayer, LabSettings

# Every player the tools may seat: the levels a person meets, then sparring partners for
# the arena: frozen baselines that never change and a tree search that plays differently.
ENTRANTS = LEVELS + tuple(FROZEN) + ("ismcts",)


def card_seconds(level: str) -> float | None:
    """The time `level` (one of `ENTRANTS`) gives itself for a card; None for the rule
    players, which answer at once."""
    if level == "ismcts":
        return ISMCTS.card_seconds
    settings = SEARCHERS.get(level)
    return settings.card_seconds if settings is not None else None


def split_variant(spec: str) -> tuple[str, dict[str, Any]]:
    """A variant of a search level for the arena, `level:key=value,key=value` (the keys are
    fields of `search.LabSettings`, or of `ismcts.IsmctsSettings` for `ismcts`, the values
    Python literals: `expert:call_bias=0.3`, `hard:honest=True,refined=True`,
    `ismcts:card_seconds=0.6,caller='expert'`), as (level, changes). Raises ValueError with a
    sentence for an unknown level, key or value. A plain level name has no changes."""
    level, _, rest = spec.partition(":")
    if level not in ENTRANTS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(ENTRANTS)}")
    changes: dict[str, Any] = {}  # Python literals, each checked by the settings' own type
    if not rest:
        return level, changes
    if level not in SEARCHERS and level != "ismcts":
        raise ValueError(f"only the search levels have settings to change, not {level!r}")
    names = {f.name for f in fields(IsmctsSettings if level == "ismcts" else LabSettings)}
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


def make_entrant(spec: str, seed: int | None = None, *, max_deals: int | None = None,
                 time_scale: float = 1.0, cores: int = 1) -> Player:
    """A player for one of `ENTRANTS`, or a variant of a search level (`split_variant`). A
    level with no changes is the level itself (`ai.make_player`). `max_deals` replaces the
    search's clock with a deal budget (deterministic); `time_scale` stretches or shrinks
    its time budget; `cores` is how many cores its card search may use (Expert only)."""
    level, changes = split_variant(spec)
    if level in LEVELS and not changes:
        return make_player(level, seed, max_deals=max_deals, time_scale=time_scale,
                           cores=cores)
    if level == "ismcts":
        tree = replace(ISMCTS, **changes)
        if max_deals is not None:
            tree = replace(tree, card_seconds=None, iterations=max_deals)
        elif time_scale != 1.0 and tree.card_seconds is not None:
            tree = replace(tree, card_seconds=tree.card_seconds * time_scale)
        return IsmctsPlayer(seed, tree, max_deals=max_deals)
    base = budgeted(replace(SEARCHERS[level], **changes), max_deals, time_scale)
    return LabSearchPlayer(level, seed, base, cores=cores)


__all__ = ["ENTRANTS", "make_entrant", "card_seconds", "split_variant", "LabSettings",
           "LabSearchPlayer", "IsmctsPlayer", "FROZEN", "SEARCHERS"]
