"""Standings from the scores alone (no pygame): each player's place, ties sharing it, and
before the last round what each player needs to pass the leader.

The leader may still score in the last round too, so "needs" is what it takes to pass the
leader's total as it stands now: the least call whose score, made exactly, alone does it.
That is how players at a table say it. The score is the engine's (`score_round`), so every
house rule counts: with the big call on, a made 8 scores 13.0; with calls up to 13, a call
above 8 may be the one named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from callbreak.engine import HouseRules, format_tenths, score_round
from callbreak.words import N_, join_and, name, tr

if TYPE_CHECKING:
    from ..table.game import TableGame

PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))


def winners_line(winners: list[int]) -> str:
    """The final scores' line naming who won ("You win!", "Aarati wins", "... share the
    win")."""
    names = [name(s) for s in winners]
    if len(names) == 1:
        return tr("You win!") if winners == [0] else tr("{name} wins", name=names[0])
    return tr("{names} share the win", names=join_and(names))


def places(totals: Sequence[int]) -> list[int]:
    """Each seat's place, 1 to 4; players with the same total share the higher place."""
    return [1 + sum(other > mine for other in totals) for mine in totals]


def place_word(place: int) -> str:
    return tr(PLACES[place - 1])


def ranking(totals: Sequence[int]) -> list[tuple[int, int]]:
    """(place, seat), best first; within a shared place, in seat order."""
    return sorted(((p, s) for s, p in enumerate(places(totals))))


@dataclass(frozen=True)
class Need:
    seat: int
    call: int | None  # the least made call that passes the leader; None: no call can


def least_call_to_pass(behind: int, rules: HouseRules) -> int | None:
    """The least call whose score, made exactly, is more than `behind` (tenths); None when
    no call the rules allow is. A made call scores no less for being higher, so every
    call above it passes too."""
    for call in range(rules.min_call, rules.max_call + 1):
        if score_round(call, call, rules) > behind:
            return call
    return None


def needs(totals: Sequence[int], rules: HouseRules) -> tuple[list[int], list[Need]]:
    """The leaders, and what every other player needs in the last round."""
    best = max(totals)
    leaders = [s for s, t in enumerate(totals) if t == best]
    out = [Need(seat, least_call_to_pass(best - total, rules))
           for seat, total in enumerate(totals) if seat not in leaders]
    return leaders, out


def last_round_ahead(game: TableGame) -> bool:
    """Every round but the last is scored: the moment to say what each needs."""
    return len(game.round_scores) == game.rules.rounds - 1


def needs_lines(game: TableGame) -> list[str]:
    """What the scorecard and the round result say before the last round."""
    if not last_round_ahead(game):
        return []
    totals = game.totals
    leaders, wanting = needs(totals, game.rules)
    lead_by = max(totals) - max((t for t in totals if t != max(totals)), default=max(totals))
    if len(leaders) > 1:
        head = tr("{names} share the lead.", names=", ".join(name(s) for s in leaders))
    elif leaders == [0]:
        head = tr("You lead by {points}.", points=format_tenths(lead_by))
    else:
        head = tr("{name} leads by {points}.", name=name(leaders[0]),
                  points=format_tenths(lead_by))
    lines = [head]
    for need in wanting:
        if need.call is None:
            text = tr("You cannot pass them on points this round.") if need.seat == 0 else \
                tr("{name} cannot pass them on points this round.", name=name(need.seat))
        elif need.seat == 0:
            text = tr("You need a made call of {n} or more.", n=need.call)
        else:
            text = tr("{name} needs a made call of {n} or more.", name=name(need.seat),
                      n=need.call)
        lines.append(text)
    return lines
