"""Small helpers every level shares: the trick on the table as bitmask facts, and a random
generator fixed by the player's seed and the view, so a decision depends on nothing else
(the same view and seed always give the same answer, whatever came before)."""

from __future__ import annotations

import random
import secrets

from callbreak.engine import SeatView, trick_winner


def trick_state(view: SeatView) -> tuple[int, int, int]:
    """(suit led, winning card index, winning seat) of the trick on the table; -1s if empty."""
    if not view.trick:
        return -1, -1, -1
    seat, best = view.trick[trick_winner([card for _, card in view.trick])]
    return view.trick[0][1].suit, best.index, seat


def view_key(view: SeatView) -> str:
    """Everything a decision may depend on, as text (for seeding)."""
    trick = ",".join(f"{s}{c.code}" for s, c in view.trick)
    calls = ",".join("-" if c is None else str(c) for c in view.calls)
    return (f"{view.seat}|{view.round_no}|{view.dealer}|{view.hand_mask}|{view.played_mask}|"
            f"{trick}|{calls}|{view.totals}")


def new_seed(seed: int | None) -> int:
    return secrets.randbits(62) if seed is None else seed


def decision_rng(seed: int, view: SeatView, what: str) -> random.Random:
    return random.Random(f"{seed}/{what}/{view_key(view)}")
