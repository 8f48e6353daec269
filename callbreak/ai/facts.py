"""What one card played proves about the hand it came from, under the must-win rule: the
hard facts every reader of the play shares (the beliefs about hidden hands, the honest and
the lean simulators)."""

from __future__ import annotations

from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK


def excluded_by_play(card: int, led: int, win: int, must_beat: bool) -> int:
    """Cards the player cannot hold, given that it played `card` (index) to a trick whose suit
    led is `led` and whose winning card so far is `win`. Derived from `legal_mask`: every card
    returned would have made `card` illegal."""
    if led < 0:
        return 0
    suit = card // 13
    win_suit = win // 13
    if suit == led:
        if must_beat and win_suit == led and not ABOVE[win] >> card & 1:
            return ABOVE[win]  # followed low: held nothing above the winning card
        return 0
    out = SUIT_MASK[led]  # void in the suit led
    if win_suit == 0:  # trick already trumped (or spades led): had no spade above the best
        if not (suit == 0 and ABOVE[win] >> card & 1):
            out |= ABOVE[win]
    elif suit != 0:  # discarded on an untrumped trick: no spades at all
        out |= SPADES_MASK
    return out
