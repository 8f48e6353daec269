"""A friends' game as the coach reads it: the engine's `Game` of the rounds this window's
mirror has seen to their end, rebuilt from what the host already sent it (its own hand,
every call and card in public, the dealers, the rules) and nothing more.

Once a round is over each hand in it is public, every card of it played in sight of all,
so the mirror knows the deal; replayed by the engine action by action, in the table's own
seats (the wire's, not the screen's), each view of this seat in the rebuilt game is the
very view the host's game gave it at that moment, and the coach, handed views only
(`callbreak.ai.coach_positions`), judges exactly what the seat saw. The host's window
coaches its own seat the same way, from its own mirror: it never reads the real game's
other hands. Nothing is asked of the host for it.
"""

from __future__ import annotations

import logging
from typing import Any

from callbreak.engine import Game, IllegalAction, cards_of
from callbreak.engine.game import FORMAT
from callbreak.net.mirror import MirrorGame, MirrorRound

log = logging.getLogger(__name__)

FULL_HAND = 13


def round_record(mirror: MirrorGame, rnd: MirrorRound) -> dict[str, Any] | None:
    """A finished round of `mirror` as the engine saves one, in the wire's seats (None while
    a hand is not wholly known: the round is not over)."""
    wire = mirror.absolute
    hands: list[list[str]] = [[], [], [], []]
    for seat in range(4):  # the screen's seats
        cards = cards_of(rnd.dealt[seat])
        if len(cards) != FULL_HAND:
            return None
        hands[wire(seat)] = [c.code for c in cards]
    return {
        "dealer": wire(rnd.dealer),
        "hands": hands,
        "redeals": [[wire(seat), getattr(getattr(reason, "kind", None), "value", reason)]
                    for seat, reason in rnd.redeals],
        "calls": [[wire(seat), rnd.calls[seat]] for seat in rnd.call_order],
        "plays": [card.code for card in rnd.plays],
    }


def rebuild(mirror: MirrorGame) -> Game | None:
    """The engine's game of the rounds `mirror` has seen scored (None before the first, or
    if its record does not replay: the coach then says nothing of them)."""
    finished = len(mirror.round_scores)
    if finished == 0 or len(mirror.rounds) < finished:
        return None
    rounds = [round_record(mirror, rnd) for rnd in mirror.rounds[:finished]]
    if any(r is None for r in rounds):
        return None
    doc = {"format": FORMAT, "rules": mirror.rules.to_dict(),
           "seed": f"friends/{mirror.seed}/{mirror.generation}",
           "first_dealer": mirror.absolute(mirror.rounds[0].dealer), "rounds": rounds}
    try:
        return Game.from_json(doc)
    except (ValueError, IllegalAction) as exc:
        log.warning("a friends' round could not be replayed for the coach: %s", exc)
        return None


class Rebuilt:
    """The last game rebuilt from a mirror, made again only once another round is over
    (the review asks every frame)."""

    def __init__(self) -> None:
        self._key: tuple[int, str, int, int, int] | None = None
        self._game: Game | None = None

    def of(self, mirror: MirrorGame) -> Game | None:
        key = (id(mirror), str(mirror.seed), mirror.generation, mirror.me,
               len(mirror.round_scores))
        if key != self._key:
            self._key, self._game = key, rebuild(mirror)
        return self._game


__all__ = ["Rebuilt", "rebuild", "round_record"]
