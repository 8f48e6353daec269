"""The Bhoos Smart Bots 2022 Callbreak protocol: requests to seat views and back.

A request names the players in order of play (`playerIds`), this bot (`playerId`), its
`cards`, the trick so far (`played`) and the finished tricks (`history`: [leader index,
[four cards in order of play], winner index], indices into `playerIds`). Cards are rank then
suit, ranks 1 (ace) K Q J T 9..2, suits S H C D: "1S" is the ace of spades, "TD" the ten of
diamonds. Seat numbers here are positions in `playerIds`, so play moves to index + 1.
"""

from __future__ import annotations

from typing import Any, TypeVar

from callbreak.engine import (
    CALLING,
    PLAYING,
    Card,
    HouseRules,
    SeatView,
    Suit,
    legal_plays,
    mask_of,
    trick_winner,
)
from callbreak.engine.cards import FULL_DECK

RULES = HouseRules()  # the tournament's table: must beat, calls 1 to 8, anticlockwise
_RANKS = {"1": 14, "A": 14, "K": 13, "Q": 12, "J": 11, "T": 10}
_RANKS.update({str(r): r for r in range(2, 10)})
_RANK_CODE = {14: "1", 13: "K", 12: "Q", 11: "J", 10: "T"}
T = TypeVar("T")


class BadRequest(ValueError):
    """A request the bot cannot make sense of; the message says why."""


def parse_card(code: object) -> Card:
    if not isinstance(code, str) or len(code) != 2 or code[0].upper() not in _RANKS \
            or code[1].upper() not in "SHCD":
        raise BadRequest(f"not a card: {code!r} (rank 1 K Q J T 9..2, then suit S H C D)")
    return Card.of(_RANKS[code[0].upper()], Suit("SHCD".index(code[1].upper())))


def card_code(card: Card) -> str:
    return _RANK_CODE.get(card.rank, str(card.rank)) + card.suit.letter


def _get(body: dict[str, Any], key: str, kind: type[T]) -> T:
    if key not in body:
        raise BadRequest(f"missing field {key!r}")
    value = body[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise BadRequest(f"field {key!r} should be a {kind.__name__}")
    return value


def view_from_request(body: object, playing: bool) -> SeatView:
    """The seat view a request describes; BadRequest when it is malformed or impossible."""
    if not isinstance(body, dict):
        raise BadRequest("the body must be a JSON object")
    ids = _get(body, "playerIds", list)
    me_id = _get(body, "playerId", str)
    if len(ids) != 4 or len(set(map(str, ids))) != 4:
        raise BadRequest("playerIds must name four different players")
    ids = [str(i) for i in ids]
    if me_id not in ids:
        raise BadRequest("playerId is not among playerIds")
    me = ids.index(me_id)
    hand = [parse_card(c) for c in _get(body, "cards", list)]
    if len(set(hand)) != len(hand) or not hand:
        raise BadRequest("cards must be distinct and not empty")
    context = body.get("context", {})
    if not isinstance(context, dict):
        raise BadRequest("context must be an object")
    round_no = context.get("round", 1)
    if not isinstance(round_no, int) or isinstance(round_no, bool):
        raise BadRequest("context.round must be a whole number")
    round_no = max(0, min(RULES.rounds - 1, round_no - 1))
    players = context.get("players", {})
    if not isinstance(players, dict):
        raise BadRequest("context.players must be an object")
    calls: list[int | None] = [None] * 4
    totals = [0, 0, 0, 0]
    for seat, pid in enumerate(ids):
        info = players.get(pid, {})
        if not isinstance(info, dict):
            raise BadRequest(f"context.players[{pid!r}] must be an object")
        bid = info.get("bid", 0)
        points = info.get("totalPoints", 0)
        if not isinstance(bid, int) or isinstance(bid, bool) or not 0 <= bid <= 13:
            raise BadRequest(f"bad bid for {pid!r}")
        if not isinstance(points, (int, float)) or isinstance(points, bool):
            raise BadRequest(f"bad totalPoints for {pid!r}")
        calls[seat] = bid if bid > 0 else None
        totals[seat] = round(points * 10)
    hand_mask = mask_of(hand)
    if not playing:
        if len(hand) != 13:
            raise BadRequest("a bid needs the 13 cards of the hand")
        calls[me] = None
        return SeatView(seat=me, rules=RULES, round_no=round_no, dealer=RULES.order_from(me)[3],
                        phase=CALLING, turn=me, hand=tuple(sorted(hand)), hand_mask=hand_mask,
                        calls=tuple(calls), tricks_won=(0, 0, 0, 0), leader=None, trick=(),
                        completed=(), played_mask=0, totals=tuple(totals), round_scores=())
    history = _get(body, "history", list)
    played = [parse_card(c) for c in _get(body, "played", list)]
    if len(played) > 3:
        raise BadRequest("played holds at most three cards")
    completed = []
    seen = 0
    tricks_won = [0, 0, 0, 0]
    for entry in history:
        if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], int)
                and isinstance(entry[1], list) and len(entry[1]) == 4
                and isinstance(entry[2], int) and 0 <= entry[0] < 4 and 0 <= entry[2] < 4):
            raise BadRequest("each history entry is [leader index, [4 cards], winner index]")
        leader = entry[0]
        cards = [parse_card(c) for c in entry[1]]
        plays = tuple(zip(RULES.order_from(leader), cards))
        winner = plays[trick_winner(cards)][0]
        if winner != entry[2]:
            raise BadRequest(f"history says {ids[entry[2]]} won a trick that {ids[winner]} won")
        completed.append((leader, plays, winner))
        tricks_won[winner] += 1
        for c in cards:
            if seen & c.bit:
                raise BadRequest(f"{card_code(c)} appears twice")
            seen |= c.bit
    if completed:
        leader = completed[-1][2]
    else:
        leader = RULES.order_from(me)[-len(played) % 4]  # so many seats before `me`
    if completed and RULES.order_from(leader)[len(played)] != me:
        raise BadRequest("it is not this player's turn by the history")
    trick = tuple(zip(RULES.order_from(leader), played))
    for c in played:
        if seen & c.bit:
            raise BadRequest(f"{card_code(c)} appears twice")
        seen |= c.bit
    if seen & hand_mask:
        raise BadRequest("a card in hand was already played")
    if len(hand) != 13 - len(completed):
        raise BadRequest(f"expected {13 - len(completed)} cards in hand, got {len(hand)}")
    first_leader = completed[0][0] if completed else leader
    legal = tuple(legal_plays(hand, [c for _, c in trick], RULES))
    dealer = RULES.order_from(first_leader)[3]  # the seat before the first leader
    view = SeatView(seat=me, rules=RULES, round_no=round_no, dealer=dealer,
                    phase=PLAYING, turn=me, hand=tuple(sorted(hand)), hand_mask=hand_mask,
                    calls=tuple(c if c is not None else 1 for c in calls),
                    tricks_won=tuple(tricks_won), leader=leader, trick=trick,
                    completed=tuple(completed), played_mask=seen, totals=tuple(totals),
                    round_scores=(), legal=legal)
    if view.unseen_mask.bit_count() != (FULL_DECK & ~seen & ~hand_mask).bit_count():
        raise BadRequest("inconsistent cards")
    return view


def request_from_view(view: SeatView) -> dict[str, Any]:
    """The request a tournament server would send for `view` (seats become ids "P0".."P3",
    listed in order of play from seat 0)."""
    order = [0]
    for _ in range(3):
        order.append(view.rules.next_seat(order[-1]))
    pos = {seat: k for k, seat in enumerate(order)}
    ids = [f"P{s}" for s in order]
    players = {f"P{s}": {"totalPoints": view.totals[s] / 10, "bid": view.calls[s] or 0,
                         "won": view.tricks_won[s]} for s in range(4)}
    body: dict[str, Any] = {
        "playerId": f"P{view.seat}", "playerIds": ids,
        "cards": [card_code(c) for c in view.hand],
        "context": {"round": view.round_no + 1, "players": players},
    }
    if view.phase is PLAYING:
        body["played"] = [card_code(c) for _, c in view.trick]
        body["history"] = [[pos[lead], [card_code(c) for _, c in plays], pos[win]]
                           for lead, plays, win in view.completed]
        body["timeBudget"] = 1500
    return body
