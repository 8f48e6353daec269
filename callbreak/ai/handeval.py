"""How many tricks a hand should take: the count a Call Break player makes before calling.

Works on a 13-card hand as a bitmask. Aces and boss spades are sure tricks; guarded kings,
spade length and short side suits that spare spades can trump are likely ones. The Medium
player calls from this count, the search players use it to guess what the other seats'
calls say about their hands, and the hint quotes its reasons.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from callbreak.engine.cards import SPADES_MASK, SUIT_MASK

ACE, KING, QUEEN = 12, 11, 10  # rank offsets within a suit (rank - 2)


@dataclass
class TrickCount:
    """Expected tricks and the cards behind them, for the hint's sentence."""

    total: float = 0.0
    sure: list[int] = field(default_factory=list)  # card indices
    likely: list[int] = field(default_factory=list)
    ruffs: float = 0.0  # tricks expected from trumping short side suits
    long_spades: int = 0


def count_tricks(hand: int) -> TrickCount:
    out = TrickCount()
    spades = hand & SPADES_MASK  # spades are suit 0: offsets are the low 13 bits
    n_spades = spades.bit_count()
    # Spades, from the top: a spade is a trick when enough of our own lower spades guard it
    # against the higher ones we lack.
    spade_tricks = 0.0
    held_above = 0
    for offset in range(12, -1, -1):
        if not spades >> offset & 1:
            continue
        missing_above = (12 - offset) - held_above
        guards = n_spades - held_above - 1  # our spades below this one
        if missing_above == 0:
            spade_tricks += 1
            out.sure.append(offset)
        elif guards >= missing_above:
            spade_tricks += 0.85
            out.likely.append(offset)
        elif guards == missing_above - 1 and offset >= QUEEN - 1:
            spade_tricks += 0.35
            out.likely.append(offset)
        held_above += 1
    # Length beyond four spades wins tricks once the others run out of trumps.
    long_spades = max(0, n_spades - 4)
    spade_tricks = min(float(n_spades), spade_tricks + 0.9 * long_spades)
    out.long_spades = long_spades
    side = 0.0
    ruff = 0.0
    spare = max(0.0, n_spades - spade_tricks)  # spades not already counted as tricks
    for suit in (1, 2, 3):
        base = 13 * suit
        cards = (hand & SUIT_MASK[suit]) >> base
        length = cards.bit_count()

        def has(off: int, cards: int = cards) -> int:
            return cards >> off & 1

        if has(ACE):
            side += 1.0 if length <= 5 else 0.8
            out.sure.append(base + ACE)
        if has(KING):
            if length >= 2 and length <= 5:
                value = 0.9 if has(ACE) else 0.6
                side += value
                out.likely.append(base + KING)
            elif length > 5 and has(ACE):
                side += 0.4
        if has(QUEEN) and 3 <= length <= 4 and (has(ACE) or has(KING)):
            side += 0.3 if not (has(ACE) and has(KING)) else 0.6
            out.likely.append(base + QUEEN)
        if spare > 0 and length <= 2:
            gain = min(spare, (2.0, 1.0, 0.5)[length])
            ruff += gain
            spare -= gain
    out.ruffs = ruff
    out.total = spade_tricks + side + ruff
    return out


def estimate_tricks(hand: int) -> float:
    return count_tricks(hand).total


def heuristic_call(hand: int, max_call: int = 8, bias: float = 0.0) -> int:
    """A sound call for a 13-card hand: the count rounded down a little, within 1..max_call."""
    return max(1, min(max_call, int(estimate_tricks(hand) + 0.35 + bias)))
