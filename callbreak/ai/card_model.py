"""The learned card values (issue 44): from a card decision's view, what each legal card is
worth, in one forward pass of a small net (`model.MLP`, kind "cards": 52 outputs, one a
card, read for the legal ones). It was taught the search's own means (`tools.train_cards`:
each weighed card's mean utility over the sampled deals, in points), so a card's value is
the search's guess at it with no deals dealt.

Its inputs are `CARD_FEATURES` of `features.vector`, all from `SeatView` (the seat's hand,
the completed tricks, the trick on the table, the calls, the tricks won, the voids shown,
the round, the totals, the house rules, the legal cards). The search may use it to weigh
only the model's best few cards (`SearchSettings.card_model`, `card_keep`).
"""

from __future__ import annotations

from collections.abc import Sequence

from callbreak.engine import SeatView

from .features import observe, vector
from .model import MLP

KIND = "cards"
CARD_FEATURES = ("hand", "gone", "trick", "place", "calls", "won", "void", "progress",
                 "totals", "rules", "legal")


def values(mlp: MLP, view: SeatView) -> list[float]:
    """Each of the 52 cards' value (points) in a card decision: meaningful for the legal
    cards only."""
    return mlp.forward(vector(observe(view)))


def ranked(mlp: MLP, view: SeatView, cards: Sequence[int]) -> list[int]:
    """`cards` (card indices, legal in `view`), the model's best first; ties go to the
    lower card, so the order is always the same."""
    v = values(mlp, view)
    return sorted(cards, key=lambda c: (-v[c], c))


def kept(mlp: MLP, view: SeatView, cards: Sequence[int], keep: int) -> list[int]:
    """The model's best `keep` of `cards`, in their own order (all of them if no more)."""
    if len(cards) <= keep:
        return list(cards)
    best = set(ranked(mlp, view, cards)[:keep])
    return [c for c in cards if c in best]


__all__ = ["KIND", "CARD_FEATURES", "values", "ranked", "kept"]
