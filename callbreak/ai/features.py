"""A seat's view as features: what a learned evaluation may know of a position, built from
`SeatView` alone (the seat's own hand and what the whole table saw), never another hand.

Two steps. `observe(view)` keeps a position compactly as plain ints (JSON for the self-play
shards, `tools.selfplay`); `vector(obs, card)` spreads it into the fixed layout a model
reads. Seats are counted from the acting seat in the order of play (0 itself, 1 the next
to play after it, 2, 3), so the direction of play needs no feature of its own and every
seat's data teaches the same model.

The compact record (`observe`), every value an int:

| key | what |
|---|---|
| `kind` | 0 a call, 1 a card |
| `hand` | the seat's hand, 52 bits (bit `Card.index`: suit * 13 + rank - 2, spades first) |
| `gone` | the cards of the completed tricks, 52 bits |
| `trick` | the current trick's cards, leader first (card indices; empty at a lead or a call) |
| `place` | the seat's place after the dealer: 0 calls and leads first, 3 is the dealer |
| `calls` | each seat's call, relative to the seat; 0 while not yet called |
| `won` | the tricks each seat has taken this round, relative |
| `void` | per relative seat 1..3, 4 bits (spades, hearts, clubs, diamonds): it did not |
|        | follow that suit, so it holds none |
| `round`, `rounds` | the round (0-based) and the game's length |
| `totals` | each seat's game total before this round, tenths, relative |
| `rules` | max_call, big_call, must_beat, redeal (0 off, 1 J Q K, 2 J Q K A) |
| `legal` | the cards the seat may play now, 52 bits (0 at a call) |

The vector (`vector`, `VECTOR_SIZE` floats; `LAYOUT` names each slice):

| slice | size | what |
|---|---|---|
| hand | 52 | 1 per card held |
| gone | 52 | 1 per card of a completed trick |
| trick | 156 | three 52-card one-hots: the trick's first, second and third card |
| place | 4 | one-hot |
| calls | 8 | each relative seat's call / 13, then 1 where it has called |
| won | 4 | tricks taken / 13 |
| void | 12 | the voids of seats 1..3 |
| progress | 3 | tricks played / 13, round / rounds, 1 in the last round |
| totals | 4 | game totals in points / 50 |
| rules | 5 | max call 13, big call, must beat, redeal J Q K, redeal J Q K A |
| kind | 1 | 1 for a card decision |
| legal | 52 | the legal cards |
| card | 52 | the candidate card weighed (card decisions; zeros for a call) |
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from callbreak.engine import CALLING, Card, SeatView, mask_of

Obs = dict[str, Any]

REDEAL_CODES = {"off": 0, "jqk": 1, "jqka": 2}
LAYOUT: tuple[tuple[str, int], ...] = (
    ("hand", 52), ("gone", 52), ("trick", 156), ("place", 4), ("calls", 8), ("won", 4),
    ("void", 12), ("progress", 3), ("totals", 4), ("rules", 5), ("kind", 1), ("legal", 52),
    ("card", 52),
)
VECTOR_SIZE = sum(n for _, n in LAYOUT)
OFFSETS: dict[str, int] = {}
_at = 0
for _name, _n in LAYOUT:
    OFFSETS[_name] = _at
    _at += _n
del _at, _name, _n


def relative_seats(view: SeatView) -> tuple[int, int, int, int]:
    """The seats in order of play starting with the view's own: index r is seat r after it."""
    return view.rules.order_from(view.seat)


def observe(view: SeatView) -> Obs:
    """The compact record of the position `view` shows (the module's first table)."""
    order = relative_seats(view)
    rank_of = {seat: r for r, seat in enumerate(order)}
    first = view.rules.next_seat(view.dealer)
    gone = 0
    voids = [0, 0, 0, 0]
    tricks = [plays for _, plays, _ in view.completed] + [view.trick]
    for plays in tricks:
        if not plays:
            continue
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit != led:  # did not follow: none of the suit led is left
                voids[rank_of[seat]] |= 1 << led
    for _, plays, _ in view.completed:
        gone |= mask_of(c for _, c in plays)
    return {
        "kind": 0 if view.phase == CALLING else 1,
        "hand": view.hand_mask,
        "gone": gone,
        "trick": [c.index for _, c in view.trick],
        "place": view.rules.order_from(first).index(view.seat),
        "calls": [view.calls[s] or 0 for s in order],
        "won": [view.tricks_won[s] for s in order],
        "void": voids[1:],
        "round": view.round_no,
        "rounds": view.rules.rounds,
        "totals": [_before_round(view, s) for s in order],
        "rules": [view.rules.max_call, int(view.rules.big_call), int(view.rules.must_beat),
                  REDEAL_CODES[view.rules.redeal.value]],
        "legal": mask_of(view.legal) if view.phase != CALLING else 0,
    }


def _before_round(view: SeatView, seat: int) -> int:
    """A seat's game total before the round in progress (a view's totals count a round only
    once it is scored)."""
    return sum(r[seat] for r in view.round_scores[:view.round_no])


def _bits(out: list[float], at: int, mask: int) -> None:
    while mask:
        low = mask & -mask
        out[at + low.bit_length() - 1] = 1.0
        mask ^= low


def vector(obs: Obs, card: Card | int | None = None) -> list[float]:
    """The position as `VECTOR_SIZE` floats (the module's second table), with `card` (a
    legal card of a card decision, or None) as the candidate weighed."""
    out = [0.0] * VECTOR_SIZE
    at = OFFSETS
    _bits(out, at["hand"], obs["hand"])
    _bits(out, at["gone"], obs["gone"])
    for i, index in enumerate(obs["trick"][:3]):
        out[at["trick"] + 52 * i + index] = 1.0
    out[at["place"] + obs["place"]] = 1.0
    for r, call in enumerate(obs["calls"]):
        out[at["calls"] + r] = call / 13
        out[at["calls"] + 4 + r] = float(call > 0)
    for r, won in enumerate(obs["won"]):
        out[at["won"] + r] = won / 13
    for r, suits in enumerate(obs["void"]):
        for suit in range(4):
            out[at["void"] + 4 * r + suit] = float(suits >> suit & 1)
    played = sum(obs["won"])
    out[at["progress"]] = played / 13
    out[at["progress"] + 1] = obs["round"] / obs["rounds"]
    out[at["progress"] + 2] = float(obs["round"] == obs["rounds"] - 1)
    for r, total in enumerate(obs["totals"]):
        out[at["totals"] + r] = total / 500
    max_call, big, must_beat, redeal = obs["rules"]
    rules_at = at["rules"]
    out[rules_at:rules_at + 5] = [float(max_call == 13), float(big), float(must_beat),
                                  float(redeal == 1), float(redeal == 2)]
    out[at["kind"]] = float(obs["kind"])
    _bits(out, at["legal"], obs["legal"])
    if card is not None:
        out[at["card"] + (card if isinstance(card, int) else card.index)] = 1.0
    return out


def vectors(obs: Obs, cards: Sequence[int]) -> list[list[float]]:
    """One vector per candidate card (a card decision's legal cards)."""
    return [vector(obs, c) for c in cards]


__all__ = ["Obs", "LAYOUT", "OFFSETS", "VECTOR_SIZE", "observe", "vector", "vectors",
           "relative_seats"]
