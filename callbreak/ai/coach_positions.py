"""The positions the coach judges: each call and card of one seat in one round, with the
seat's view just before it (`Game.view(seat)`: only what the seat could see then) and what
the seat chose.

The round is replayed from its record by the engine, action by action, so every view is
exactly the one the seat had at the table; the coach is handed views, never hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from callbreak.engine import Card, Game, SeatView


@dataclass(frozen=True)
class Position:
    """One decision of the seat: its view then, its call (an int) or card, and how many
    actions of the round (calls, then cards) came before it."""

    view: SeatView
    chosen: int | Card
    at: int

    @property
    def kind(self) -> str:
        return "card" if isinstance(self.chosen, Card) else "call"


def positions(game: Game, round_no: int, seat: int = 0) -> list[Position]:
    """Every call and card `seat` made in round `round_no` (0-based) of `game`, in order.
    A round still in play gives the decisions made so far."""
    if not 0 <= round_no < len(game.rounds):
        raise ValueError(f"no round {round_no + 1} in this game ({len(game.rounds)} so far)")
    record = game.to_json()["rounds"][round_no]
    replay = game_before(game, round_no, 0)
    out: list[Position] = []
    for at, (who, call) in enumerate(record["calls"]):
        if who == seat:
            out.append(Position(replay.view(seat), call, at))
        replay.call(who, call)
    for at, code in enumerate(record["plays"], start=len(record["calls"])):
        card = Card.parse(code)
        who = replay.turn
        assert who is not None
        if who == seat:
            out.append(Position(replay.view(seat), card, at))
        replay.play(who, card)
    return out


def game_before(game: Game, round_no: int, at: int) -> Game:
    """`game` as it stood before action `at` (0-based: calls, then cards) of round
    `round_no`: a new game, replayed (the benchmarks play on from there)."""
    data = game.to_json()
    record = data["rounds"][round_no]
    calls, plays = record["calls"], record["plays"]
    cut = dict(record, calls=calls[:at], plays=plays[:max(0, at - len(calls))])
    return Game.from_json(dict(data, rounds=data["rounds"][:round_no] + [cut]))
