"""The rollout policy's leads, learned from the search's own leads.

The hand-written lead of the rollout policy (cash a sure winner, else the top spade if it
is boss, else low from the shortest side suit; `lab.readable.policy`) picks the card the
search would lead about one time in four. Here each lead the seat could make (the top and
the bottom card of each suit it holds: the policy never leads from the middle) is scored
by a linear model over a few facts a player weighs: is it a trump, how many unseen cards
beat it, how long the suit is in hand and outside, whether someone known to be void may
trump it, how many trumps are left, where the round stands and whether the seat still
needs tricks. The highest score is led. The weights are fitted by `tools.train_leads` to
the leads of the search itself (expert iteration) and shipped as the module
`lead_weights`; the features are all the seat could know (with `sight`, the cards each
other seat may hold), so honest rollouts stay honest.
"""

from __future__ import annotations

from collections.abc import Sequence

from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK

from .lead_weights import WEIGHTS

LEARNED = 2  # the rollout policy's `refined` at this value: the refined policy with these leads
FULL = (1 << 52) - 1

# Feature ids: a block per state of the seat's call (still needs tricks, made, out of
# reach), each block laid out as below.
WANTS, MADE, LOST = 0, 1, 2
_SPADE = 0                 # a spade lead (side leads are the base)
_HIGHER = 1                # + 4 * trump + bucket of unseen cards above it (0, 1, 2, 3+)
_LENGTH = 9                # + 10 * trump + 5 * top + length in hand (1 .. 5+)
_OUTSIDE = 29              # + 4 * trump + bucket of the suit's unseen cards (0, 1-3, 4-6, 7+)
_RUFF = 37                 # side leads: seats that may be void and hold a trump (0, 1, 2+)
_TRUMPS = 40               # + 4 * trump + our spades (0, 1-2, 3-4, 5+)
_OUT_TRUMPS = 48           # + 4 * trump + unseen spades (0, 1-3, 4-6, 7+)
_STAGE = 56                # + 3 * top + cards in hand (10-13, 6-9, 1-5)
_RIVALS = 62               # + 4 * top + other seats that still need tricks (0 .. 3)
_PRESSURE = 70             # + 2 * top + needs more than half the tricks left (wanting only)
BLOCK = 72


def lead_options(hand: int, played: int) -> list[int]:
    """The leads weighed: the bottom and the top of each suit held (one card for each run
    of cards equal in play, the lowest, as the search's candidates are)."""
    gone = hand | played
    out: list[int] = []
    for suit in range(4):
        mine = hand & SUIT_MASK[suit]
        if mine:
            out.extend(_suit_options(mine, gone))
    return out


def _suit_options(mine: int, gone: int) -> tuple[int, ...]:
    """The bottom card of a suit held and, if another run lies above it, the bottom card
    of the highest run (cards between them all held or played are one run)."""
    low = (mine & -mine).bit_length() - 1
    top = c = mine.bit_length() - 1
    while c > low and (gone >> (c - 1)) & 1:
        c -= 1
        if mine >> c & 1:
            top = c
    if ~gone & ((1 << top) - 1) & ~((2 << low) - 1):
        return low, top
    return (low,)


def _bucket3(n: int) -> int:
    return 0 if n == 0 else 1 if n <= 3 else 2 if n <= 6 else 3


def lead_features(card: int, hand: int, sight: list[int], played: int, calls: list[int],
                  won: list[int], seat: int) -> list[int]:
    """The ids of the features that hold for leading `card`, one of `lead_options` (see
    the layout above). `sight[s]` is what seat `s` may hold as far as the leader knows (the
    whole deal's hands in a rollout that sees it). The readable form: `learned_lead`
    works out the same sums faster, and a test holds the two together."""
    suit = card // 13
    trump = 1 if suit == 0 else 0
    suit_mask = SUIT_MASK[suit]
    mine = hand & suit_mask
    out = FULL & ~hand & ~played
    outside = out & suit_mask
    left = hand.bit_count()
    need = calls[seat] - won[seat]
    state = WANTS if 0 < need <= left else MADE if need <= 0 else LOST
    # the top of two options in the suit (a suit held as one run counts as its bottom)
    options = _suit_options(mine, hand | played)
    top = 1 if len(options) == 2 and card == options[1] else 0
    base = state * BLOCK
    ids = [base + _HIGHER + 4 * trump + min(3, (outside & ABOVE[card]).bit_count()),
           base + _LENGTH + 10 * trump + 5 * top + min(5, mine.bit_count()) - 1,
           base + _OUTSIDE + 4 * trump + _bucket3(outside.bit_count()),
           base + _TRUMPS + 4 * trump + min(3, ((hand & SPADES_MASK).bit_count() + 1) // 2),
           base + _OUT_TRUMPS + 4 * trump + _bucket3((out & SPADES_MASK).bit_count()),
           base + _STAGE + 3 * top + (0 if left >= 10 else 1 if left >= 6 else 2)]
    if trump:
        ids.append(base + _SPADE)
    else:
        ruff = 0
        for s in range(4):
            if s != seat and not sight[s] & suit_mask and sight[s] & SPADES_MASK:
                ruff += 1
        ids.append(base + _RUFF + min(2, ruff))
    rivals = 0
    for s in range(4):
        if s != seat and calls[s] > won[s]:
            rivals += 1
    ids.append(base + _RIVALS + 4 * top + rivals)
    if state == WANTS and 2 * need > left:
        ids.append(base + _PRESSURE + top)
    return ids


def learned_lead(hand: int, sight: list[int], played: int, calls: list[int], won: list[int],
                 seat: int, w: Sequence[float] = WEIGHTS, legal: int | None = None) -> int:
    """The lead the model scores highest (the first of equal scores, suits in order, the
    bottom of a suit before its top): `lead_features` summed, with what the options of a
    suit share worked out once (this runs in the rollouts). `w`: weights other than the
    shipped ones (`lead_weights`). `legal`: the cards the rules let it lead
    (`engine.tricks.legal_mask`), when not the whole hand."""
    allowed = hand if legal is None else legal
    limited = allowed != hand
    left = hand.bit_count()
    need = calls[seat] - won[seat]
    base = BLOCK * (WANTS if 0 < need <= left else MADE if need <= 0 else LOST)
    gone = hand | played
    out = FULL & ~gone
    spades_held = (hand & SPADES_MASK).bit_count()
    out_spades = (out & SPADES_MASK).bit_count()
    trumps_b = min(3, (spades_held + 1) // 2)
    out_sp_b = _bucket3(out_spades)
    stage = 0 if left >= 10 else 1 if left >= 6 else 2
    rivals = 0
    for s in range(4):
        if s != seat and calls[s] > won[s]:
            rivals += 1
    pressure = base == 0 and 2 * need > left
    best, best_score = -1, -1e18
    for suit in range(4):
        suit_mask = SUIT_MASK[suit]
        mine = hand & suit_mask
        if not mine or limited and not allowed & suit_mask:
            continue
        t4, t10 = (4, 10) if suit == 0 else (0, 0)
        outside = out & suit_mask
        n_out = outside.bit_count()
        shared = w[base + _OUTSIDE + t4 + _bucket3(n_out)] \
            + w[base + _TRUMPS + t4 + trumps_b] + w[base + _OUT_TRUMPS + t4 + out_sp_b]
        if suit == 0:
            shared += w[base + _SPADE]
        else:
            ruff = 0
            for s in range(4):
                if s != seat and not sight[s] & suit_mask and sight[s] & SPADES_MASK:
                    ruff += 1
            shared += w[base + _RUFF + (ruff if ruff < 2 else 2)]
        length = mine.bit_count()
        length = length if length < 5 else 5
        options = _suit_options(mine, gone)
        for top, card in enumerate(options):
            if limited and not allowed >> card & 1:
                continue
            higher = (outside & ABOVE[card]).bit_count()
            score = shared + w[base + _HIGHER + t4 + (higher if higher < 3 else 3)] \
                + w[base + _LENGTH + t10 + 5 * top + length - 1] \
                + w[base + _STAGE + 3 * top + stage] + w[base + _RIVALS + 4 * top + rivals]
            if pressure:
                score += w[base + _PRESSURE + top]
            if score > best_score:
                best, best_score = card, score
    return best
