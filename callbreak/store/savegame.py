"""The game in progress as a JSON document with a format version: the engine's own game
record plus what the table needs to resume (the computer players' level, the daily date).

    {"format": 1, "level": "medium", "daily": null | "2026-11-30", "game": {...Game.to_json()},
     "coach": {"0": {...RoundAnalysis.to_dict()}, ...}}     (optional: the coach's analyses)

The coach's analyses are kept as the coach wrote them (a JSON object per round); a file
without them (an older one) reads as none, and an entry that is not an object is left out.

Reading never trusts the file: anything that does not rebuild into a legal game is reported
as damaged, and a format from a newer Callbreak as newer, so the store can move it aside.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, cast

from ..engine import Game
from ..engine.game import FORMAT as ENGINE_FORMAT
from ..levels import LEVELS
from .daily import parse_day

log = logging.getLogger(__name__)

SAVE_FORMAT = 1


@dataclass
class SavedGame:
    game: Game
    level: str  # the computer players' level when the game began
    daily: str | None = None  # "2026-11-30" for that day's daily deal
    coach: dict[int, dict[str, Any]] = field(default_factory=dict)  # round -> analysis


class UnusableSave(ValueError):
    """A save that cannot be resumed. `newer` tells a future format from a damaged file."""

    def __init__(self, message: str, newer: bool = False) -> None:
        super().__init__(message)
        self.newer = newer


def encode(game: Game, level: str, daily: Any = None,
           coach: dict[int, dict[str, Any]] | None = None) -> dict[str, Any]:
    day = parse_day(daily) if daily is not None else None
    doc = {
        "format": SAVE_FORMAT,
        "level": level,
        "daily": day.isoformat() if day else None,
        "game": game.to_json(),
    }
    if coach:
        doc["coach"] = {str(n): analysis for n, analysis in sorted(coach.items())}
    return doc


def coach_of(doc: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """The coach's analyses in a saved document, by round (what is not one is left out)."""
    found = doc.get("coach")
    if not isinstance(found, dict):
        return {}
    return {int(n): a for n, a in found.items()
            if isinstance(n, str) and n.isdigit() and len(n) < 3 and isinstance(a, dict)}


def decode(doc: Any) -> SavedGame:
    """Rebuild a saved game; raises UnusableSave for anything that is not a good save."""
    if not isinstance(doc, dict):
        raise UnusableSave("a saved game is a JSON object")
    fmt = doc.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt < 1:
        raise UnusableSave(f"no format version (found {fmt!r})")
    game_doc = doc.get("game")
    inner = game_doc.get("format") if isinstance(game_doc, dict) else None
    if fmt > SAVE_FORMAT or (isinstance(inner, int) and not isinstance(inner, bool)
                             and inner > ENGINE_FORMAT):
        raise UnusableSave(f"format {fmt}/{inner} is newer than this Callbreak reads "
                           f"({SAVE_FORMAT}/{ENGINE_FORMAT})", newer=True)
    try:
        game = Game.from_json(cast(dict[str, Any], game_doc))  # not a dict: fails in there
    except Exception as exc:  # noqa: BLE001 - any failure to rebuild means a damaged file
        raise UnusableSave(f"the game does not rebuild: {type(exc).__name__}: {exc}"[:300]) \
            from exc
    level = doc.get("level")
    if level not in LEVELS:
        log.warning("saved game has an unknown level %.40r; using medium", level)
        level = "medium"
    daily = doc.get("daily")
    day = parse_day(daily) if daily is not None else None
    if daily is not None and day is None:
        log.warning("saved game has a bad daily date %.40r; resumed as an ordinary game", daily)
    return SavedGame(game, level, day.isoformat() if day else None, coach_of(doc))
