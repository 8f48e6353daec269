"""Scores in whole tenths of a point (never floats); only the screen formats them."""

from __future__ import annotations

from collections.abc import Sequence

from .rules import BIG_CALL_AT, BIG_CALL_TENTHS, HouseRules

TRICKS = 13  # in a round


def score_round(call: int, tricks: int, rules: HouseRules | None = None) -> int:
    """Made (tricks >= call): +call and 0.1 per overtrick (13.0 flat for a made big call);
    missed: -call. In tenths: (4, 6) -> 42, (5, 4) -> -50."""
    if tricks < call:
        return -10 * call
    if rules is not None and rules.big_call and call >= BIG_CALL_AT:
        return BIG_CALL_TENTHS
    return 10 * call + (tricks - call)


def format_tenths(tenths: int) -> str:
    """4.2, -5.0, 0.0: one decimal place, exact."""
    sign = "-" if tenths < 0 else ""
    whole, tenth = divmod(abs(tenths), 10)
    return f"{sign}{whole}.{tenth}"


def winners(totals: Sequence[int]) -> list[int]:
    """Seats with the highest total; several when tied (they share the win)."""
    top = max(totals)
    return [seat for seat, total in enumerate(totals) if total == top]


def game_over(rules: HouseRules, rounds_scored: int, totals: Sequence[int]) -> bool:
    """Whether the game ends once `rounds_scored` rounds are scored, leaving these totals:
    after its last round, or, playing to a target, after the first round that leaves any
    total at the target or above (the highest total then wins, as ever)."""
    return rounds_scored >= rules.rounds or \
        bool(rules.target) and max(totals) >= 10 * rules.target


def may_be_last(rules: HouseRules, round_no: int, totals: Sequence[int]) -> bool:
    """Whether round `round_no` (from 0), begun with these totals, may end the game: the
    last round, or one after which someone could reach the target."""
    best = max(score_round(call, TRICKS, rules) for call in range(rules.min_call,
                                                                  rules.max_call + 1))
    return round_no >= rules.rounds - 1 or game_over(rules, 0, [max(totals) + best])
