"""Scores in whole tenths of a point (never floats); only the screen formats them."""

from __future__ import annotations

from collections.abc import Sequence

from .rules import BIG_CALL_AT, BIG_CALL_TENTHS, HouseRules


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
