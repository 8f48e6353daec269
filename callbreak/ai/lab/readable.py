"""The readable simulator: the rollout policy as plain functions over a `sim.SimTable`.

This is the reference the lean loop (`lean.lean_rollout`) is held to, card for card
(`tests/test_ai_lean.py`), and the simulator the frozen entrants still run
(`lab.search`, `SearchSettings.lean` off), so they keep their speed as well as their play; the
lead trainer and the policy duels (`tools.train_leads`, `tools.duel`) use it too. Nothing a
person plays against runs it.

`policy` picks a card for the seat to move, with full sight of the sampled deal or an
honest seat's sight (`honest_policy`); `rollout` and `honest_rollout` play a table to the
end; `look_ahead_rollout` lets chosen seats look one card ahead (an experiment of issue 3,
not kept). The trick rules are the engine's (`engine.tricks`).
"""

from __future__ import annotations

from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK
from callbreak.engine.scoring import score_round
from callbreak.engine.tricks import BEATERS, can_beat

from ..honest import HonestTable, sight_of
from ..leads import LEARNED, learned_lead
from ..sim import SIDE_SUITS, SimTable, beaten_later, discard, distinct_moves, lowest_rank


def policy(t: SimTable, sight: list[int] | None = None, refined: int = 0) -> int:
    """The rollout policy: cheap, call-aware, with full sight of the sampled deal, or with
    `sight`: for each other seat, the cards it may hold as far as the seat to move knows
    (`honest_policy`).

    A seat that still needs tricks cashes sure winners when it leads and wins a trick with
    its cheapest card that nobody after it can beat (or trumps low); otherwise it plays low.
    A seat whose call is made or out of reach leads low and takes only sure cheap tricks.
    `refined` plays two things better: such a seat leads from its longest side suit (the
    card least likely to win a trick or hand someone a ruff), and a seat that cannot follow
    discards to make a void it can trump later, keeping its spades and a lone master
    (`discard`).
    """
    seat = t.turn
    hand = t.hands[seat]
    legal = t.legal()  # the engine's rules kernel: leads too are chosen from it
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    need = t.calls[seat] - t.won[seat]
    tricks_left = hand.bit_count()
    wants = 0 < need <= tricks_left
    hands = t.hands if sight is None else sight
    if t.n_in == 0:
        if refined == LEARNED:
            return learned_lead(hand, hands, t.played, t.calls, t.won, seat, legal=legal)
        if wants:
            others = [hands[s] for s in range(4) if s != seat]
            for suit in SIDE_SUITS:
                m = legal & SUIT_MASK[suit]
                if not m:
                    continue
                top = m.bit_length() - 1
                for h in others:
                    if can_beat(h, suit, top):
                        break
                else:
                    return top
            spades = legal & SPADES_MASK
            if spades:
                top = spades.bit_length() - 1
                # the spades still out (with a `sight`, the others' masks cover them too)
                out_spades = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand & SPADES_MASK
                if out_spades and not out_spades & ABOVE[top]:
                    return top
                # lead low from the shortest side suit, to trump it later
                best, best_len = -1, 99
                for suit in SIDE_SUITS:
                    m = legal & SUIT_MASK[suit]
                    if m and m.bit_count() < best_len:
                        best, best_len = (m & -m).bit_length() - 1, m.bit_count()
                if best >= 0:
                    return best
        elif refined:
            best, best_len = -1, 0
            for suit in SIDE_SUITS:
                m = legal & SUIT_MASK[suit]
                if m.bit_count() > best_len:
                    best, best_len = (m & -m).bit_length() - 1, m.bit_count()
            if best >= 0:
                return best
        return lowest_rank(legal)
    winners = legal & BEATERS[t.win]
    if winners:
        left = 3 - t.n_in
        if left == 0:
            if wants or need <= 0 or t.calls[t.win_seat] - t.won[t.win_seat] > 0:
                return (winners & -winners).bit_length() - 1
        else:
            m = winners
            while m:
                low = m & -m
                card = low.bit_length() - 1
                if not beaten_later(card, t.led, seat, hands, t.nxt, left):
                    return card
                m ^= low
            if wants and winners & SPADES_MASK and t.led != 0:
                return (winners & -winners).bit_length() - 1
    if refined and not legal & SUIT_MASK[t.led]:
        return discard(legal, hand, hands, seat)
    return lowest_rank(legal)


def rollout(t: SimTable, refined: int = 0) -> list[int]:
    """Play `t` (modified in place) to the end; the tricks each seat has won then."""
    while t.hands[t.turn]:
        t.play(policy(t, None, refined))
    return t.won


def improved_rollout(t: SimTable, seat: int) -> list[int]:
    """Play `t` to the end as `rollout` does, except that `seat` looks one card ahead: at
    each of its turns it tries every distinct legal card, finishes the round with the plain
    policy, and keeps the card that scores best for it (a step of policy improvement)."""
    return look_ahead_rollout(t, 1 << seat)


def look_ahead_rollout(t: SimTable, seats: int = 0b1111) -> list[int]:
    """`improved_rollout` for every seat in the bit set `seats`."""
    rules = t.rules
    while t.hands[t.turn]:
        turn = t.turn
        if not seats >> turn & 1:
            t.play(policy(t))
            continue
        cands = distinct_moves(t, t.legal())
        if len(cands) == 1:
            t.play(cands[0])
            continue
        call = t.calls[turn]
        best, best_key = cands[0], None
        for card in cands:
            trial = t.copy()
            trial.play(card)
            won = rollout(trial)[turn]
            key = (score_round(call, won, rules), won)
            if best_key is None or key > best_key:
                best, best_key = card, key
        t.play(best)
    return t.won


def sight(t: HonestTable) -> list[int]:
    """For each seat, the cards it may hold as far as the seat to move can tell."""
    return sight_of(t.hands[t.turn], t.played, t.excl)


def honest_policy(t: HonestTable, refined: int = 0) -> int:
    """`policy`, deciding from the seat's own knowledge instead of the whole deal."""
    return policy(t, sight(t), refined)


def honest_rollout(t: HonestTable, refined: int = 0) -> list[int]:
    """Play `t` (modified in place) to the end with `honest_policy` at every seat."""
    while t.hands[t.turn]:
        t.play(honest_policy(t, refined))
    return t.won
