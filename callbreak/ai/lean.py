"""The lean simulator: the rollouts of the search, plain and honest, as one flat loop.

The rollouts are where the search spends its time. The readable versions
(`lab.readable.policy`, `rollout` and `honest_rollout`, with `SimTable.play`) call a function
or two for every card and build lists; here the policy, the play and the facts the plays
show are written out in one loop over local variables, and an honest seat's sight of the
others is worked out only when the policy looks at it. The result is the same card for
card: `tests/test_ai_lean.py` checks it against the readable versions on random positions,
which stay the reference (and the path the frozen entrants run, so they keep their speed as
well as their play).

The trick rules are the engine's (`engine.tricks`): the legal cards (`legal_mask`, leads
included: the leads are chosen from them), whether a seat can beat a card (`can_beat`), the
trick's winner and the next seat (`trick_step`), what a play shows (`excluded_by_play`). The
loop calls them, and `engine.inline.inline_rules` writes the first three into it when the
module loads: called, they cost the rollouts (plain, honest, learned leads) about 6% more
instructions (callgrind); written in, the loop runs about 4% more than when they were
copied into it by hand (issue 43).
"""

from __future__ import annotations

from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK
from callbreak.engine.inline import inline_rules
from callbreak.engine.tricks import BEATERS, can_beat, excluded_by_play, legal_mask, trick_step

from .honest import sight_of
from .leads import LEARNED, learned_lead
from .sim import SIDE_SUITS, SimTable, beaten_later, discard


@inline_rules(legal_mask, can_beat, trick_step)
def lean_rollout(t: SimTable, refined: int = 0, excl: list[int] | None = None) -> list[int]:
    """Play `t` to the end with the rollout policy at every seat; the tricks each seat has
    won then. `excl` (per seat, the cards the table knows it does not hold) makes it the
    honest rollout: every seat decides from its own sight, not the deal. `t` is left as
    it was. `refined`: the policy, as `SearchSettings.style` gives it (0 plain, 1 refined,
    `leads.LEARNED`)."""
    hands = t.hands[:]
    calls = t.calls
    won = t.won[:]
    turn, led, win, win_seat, n_in = t.turn, t.led, t.win, t.win_seat, t.n_in
    played = t.played
    nxt = t.nxt
    rules = t.rules
    honest = excl is not None
    known = excl[:] if excl is not None else []  # the honest seats' facts, grown as they play
    spades_mask = SPADES_MASK
    suit_mask = SUIT_MASK
    above = ABOVE
    beaters = BEATERS
    while True:
        seat = turn
        hand = hands[seat]
        if not hand:
            return won
        legal = legal_mask(hand, led, win, rules)
        # -- the policy (lab.readable.policy) ---------------------------------------------
        if not legal & (legal - 1):
            card = legal.bit_length() - 1
        else:
            card = -1
            need = calls[seat] - won[seat]
            wants = 0 < need <= hand.bit_count()
            # the others' hands as far as this seat can tell (an honest seat's sight is
            # worked out only when the policy looks at it)
            sight = None if honest else hands
            if n_in == 0 and refined == LEARNED:
                sight = sight or sight_of(hand, played, known)
                card = learned_lead(hand, sight, played, calls, won, seat, legal=legal)
            elif n_in == 0:
                if wants:
                    sight = sight or sight_of(hand, played, known)
                    for suit in SIDE_SUITS:
                        m = legal & suit_mask[suit]
                        if not m:
                            continue
                        top = m.bit_length() - 1
                        for s in range(4):
                            if s != seat and can_beat(sight[s], suit, top):
                                break
                        else:
                            card = top
                            break
                    if card < 0:
                        spades = legal & spades_mask
                        if spades:
                            top = spades.bit_length() - 1
                            out_spades = (sight[0] | sight[1] | sight[2] | sight[3]) \
                                & ~hand & spades_mask
                            if out_spades and not out_spades & above[top]:
                                card = top
                            else:
                                best_len = 99
                                for suit in SIDE_SUITS:
                                    m = legal & suit_mask[suit]
                                    if m:
                                        n = m.bit_count()
                                        if n < best_len:
                                            card, best_len = (m & -m).bit_length() - 1, n
                elif refined:
                    best_len = 0
                    for suit in SIDE_SUITS:
                        m = legal & suit_mask[suit]
                        n = m.bit_count()
                        if n > best_len:
                            card, best_len = (m & -m).bit_length() - 1, n
                if card < 0:  # the lowest rank, side suits before spades (sim.lowest_rank)
                    p1, p2, p3 = legal >> 13 & 0x1FFF, legal >> 26 & 0x1FFF, legal >> 39
                    low = p1 | p2 | p3 | legal & 0x1FFF
                    low &= -low
                    card = low.bit_length() - 1
                    if p1 & low:
                        card += 13
                    elif p2 & low:
                        card += 26
                    elif p3 & low:
                        card += 39
            else:
                winners = legal & beaters[win]
                if winners:
                    left = 3 - n_in
                    if left == 0:
                        if wants or need <= 0 or calls[win_seat] - won[win_seat] > 0:
                            card = (winners & -winners).bit_length() - 1
                    else:
                        sight = sight or sight_of(hand, played, known)
                        m = winners
                        while m:
                            low = m & -m
                            c = low.bit_length() - 1
                            if not beaten_later(c, led, seat, sight, nxt, left):
                                card = c
                                break
                            m ^= low
                        if card < 0 and wants and winners & spades_mask and led != 0:
                            card = (winners & -winners).bit_length() - 1
                if card < 0:
                    if refined and not legal & suit_mask[led]:
                        sight = sight or sight_of(hand, played, known)
                        card = discard(legal, hand, sight, seat)
                    else:  # as above
                        p1, p2, p3 = legal >> 13 & 0x1FFF, legal >> 26 & 0x1FFF, legal >> 39
                        low = p1 | p2 | p3 | legal & 0x1FFF
                        low &= -low
                        card = low.bit_length() - 1
                        if p1 & low:
                            card += 13
                        elif p2 & low:
                            card += 26
                        elif p3 & low:
                            card += 39
        # -- the play (SimTable.play, HonestTable.play) -------------------------------------
        if honest and n_in:
            known[seat] |= excluded_by_play(card, led, win, rules)
        bit = 1 << card
        hands[seat] ^= bit
        played |= bit
        led, win, win_seat, n_in, turn, taker = trick_step(led, win, win_seat, n_in, seat,
                                                          card, nxt)
        if taker >= 0:
            won[taker] += 1


# -- the count of a hand, from tables ----------------------------------------------------
# `handeval.estimate_tricks` works a hand out card by card and lists its reasons; the deal
# sampler needs only the number, three times a deal. The spade part depends only on the
# spades held and the side part of a suit only on its cards, so both are looked up.

_tables: tuple[list[float], list[int], list[float], list[int]] | None = None


def _spade_part(spades: int) -> float:
    """The tricks `handeval.count_tricks` credits to these spades (13-bit pattern)."""
    n = spades.bit_count()
    tricks = 0.0
    held_above = 0
    for offset in range(12, -1, -1):
        if not spades >> offset & 1:
            continue
        missing_above = (12 - offset) - held_above
        guards = n - held_above - 1
        if missing_above == 0:
            tricks += 1
        elif guards >= missing_above:
            tricks += 0.85
        elif guards == missing_above - 1 and offset >= 9:
            tricks += 0.35
        held_above += 1
    return min(float(n), tricks + 0.9 * max(0, n - 4))


def _side_part(cards: int) -> float:
    """The tricks `handeval.count_tricks` credits to the high cards of one side suit."""
    length = cards.bit_count()
    ace, king, queen = cards >> 12 & 1, cards >> 11 & 1, cards >> 10 & 1
    side = 0.0
    if ace:
        side += 1.0 if length <= 5 else 0.8
    if king:
        if 2 <= length <= 5:
            side += 0.9 if ace else 0.6
        elif length > 5 and ace:
            side += 0.4
    if queen and 3 <= length <= 4 and (ace or king):
        side += 0.3 if not (ace and king) else 0.6
    return side


def _load() -> tuple[list[float], list[int], list[float], list[int]]:
    global _tables
    if _tables is None:
        patterns = range(1 << 13)
        _tables = ([_spade_part(p) for p in patterns], [p.bit_count() for p in patterns],
                   [_side_part(p) for p in patterns], [p.bit_count() for p in patterns])
    return _tables


RUFF_GAIN = (2.0, 1.0, 0.5)


def lean_estimate(hand: int) -> float:
    """`handeval.estimate_tricks(hand)`, from tables (equal up to rounding)."""
    spade_value, spade_len, side_value, length = _tables or _load()
    pattern = hand & 0x1FFF
    tricks = spade_value[pattern]
    spare = max(0.0, spade_len[pattern] - tricks)
    side = ruff = 0.0
    for base in (13, 26, 39):
        cards = hand >> base & 0x1FFF
        side += side_value[cards]
        n = length[cards]
        if spare > 0 and n <= 2:
            gain = min(spare, RUFF_GAIN[n])
            ruff += gain
            spare -= gain
    return tricks + side + ruff
