"""The game the table draws: what the table, the round result, the scorecards and the pause
menu read of a game and the three intents they send it. The engine's `Game` (offline, the
lesson) and a guest's `callbreak.net.mirror.MirrorGame` (a friends' table) both are one, so
the same scenes show either without knowing which; mypy holds both to it where each is
passed (`TableSession`, `routes`).

Read-only properties, so each may hold its own kinds of lists (`Game.rounds` is a list of
`Round`, the mirror's of `MirrorRound`). What only an offline game has (its save, its deal
code) stays on `Game`, reached through `engine_game`; the coach reads a mirror's rounds
rebuilt as an engine game (`app/coach/mirrored.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from callbreak.engine import Card, Event, Game, HouseRules, Phase, Reason, SeatView

Plays = tuple[tuple[int, Card], ...]


class TableRound(Protocol):
    """One round as the table reads it (the engine's `Round`, or the mirror's)."""

    @property
    def round_no(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def dealt(self) -> Sequence[int]: ...  # each seat's hand as dealt, a mask (as known)
    @property
    def calls(self) -> Sequence[int | None]: ...
    @property
    def call_order(self) -> Sequence[int]: ...
    @property
    def tricks_won(self) -> Sequence[int]: ...
    @property
    def plays(self) -> Sequence[Card]: ...  # every card played, in order
    @property
    def trick(self) -> Sequence[tuple[int, Card]]: ...
    @property
    def completed(self) -> Sequence[tuple[int, Plays, int]]: ...  # leader, plays, winner
    def hand(self, seat: int) -> list[Card]: ...


class TableGame(Protocol):
    """A game as the table reads it, and the person's intents to it (seat 0 is theirs)."""

    @property
    def rules(self) -> HouseRules: ...
    @property
    def seed(self) -> int | str: ...
    @property
    def events(self) -> Sequence[Event]: ...
    @property
    def rounds(self) -> Sequence[TableRound]: ...
    @property
    def round_scores(self) -> Sequence[tuple[int, ...]]: ...
    @property
    def totals(self) -> Sequence[int]: ...
    @property
    def round(self) -> TableRound: ...
    @property
    def round_no(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def turn(self) -> int | None: ...
    @property
    def winners(self) -> list[int]: ...
    def view(self, seat: int) -> SeatView: ...
    def why_not(self, seat: int, card: Card) -> Reason | None: ...
    def call(self, seat: int, call: int, /) -> None: ...
    def play(self, seat: int, card: Card, /) -> None: ...
    def next_round(self) -> None: ...


def engine_game(game: TableGame) -> Game | None:
    """The engine's own game where the table draws one (offline, the lesson); None for a
    guest's mirror of the host's game, which has no save and no deal code here."""
    return game if isinstance(game, Game) else None


__all__ = ["TableGame", "TableRound", "engine_game"]
