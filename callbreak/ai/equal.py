"""Cards equal in play: two cards of a suit in one hand are worth the same when every card
between them is gone (played, or in the same hand), so a search weighs only one of them."""

from __future__ import annotations


def distinct_cards(legal: int, gone: int, win: int = -1) -> list[int]:
    """Indices of `legal`, lowest first, one of each run whose gaps all lie in `gone`
    (cards played, or in the same hand): such cards are equal in play. `win`, the card
    winning the trick on the table, is no gap: a card under it and one over it are not
    equal (only without the must-win rule may both be legal)."""
    if win >= 0:
        gone &= ~(1 << win)
    out = []
    prev = -2
    m = legal
    while m:
        low = m & -m
        card = low.bit_length() - 1
        m ^= low
        if prev >= 0 and prev // 13 == card // 13:
            between = ((1 << card) - 1) & ~((2 << prev) - 1)
            if between & ~gone == 0:
                prev = card
                continue
        out.append(card)
        prev = card
    return out
