"""The turn driver: whose turn it is and what happens next, with no pygame in it.

It owns one explicit state (`Turn`), asks the computer players and the hint service (through
the thinker, off the frame loop) and applies their answers, and takes the person's call or
card. Every question is tied to the position it was asked in (`position`), so an answer
that arrives for an older position is never used or shown: a hint always speaks of the
cards you hold now, however many turns you take in a row.
"""

from __future__ import annotations

import enum
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from callbreak.engine import (
    CALLING,
    CARDS,
    GAME_OVER,
    PLAYING,
    ROUND_OVER,
    Card,
    Reason,
    ReasonKind,
    SeatView,
)
from callbreak.words import HintReason

from ..shell.thinker import JobKind
from .game import TableGame

YOU = 0
COMPUTERS = frozenset({1, 2, 3})  # offline, the computer players play every seat but yours


class Turn(enum.Enum):
    WATCHING = "watching"  # the table is still showing what happened
    COMPUTER = "computer"  # another player's turn (a computer player here thinks)
    YOUR_CALL = "your call"
    YOUR_CARD = "your card"
    ROUND_OVER = "round over"  # the round's scores are up
    GAME_OVER = "game over"


Position = tuple[int, str, int, int]  # round, phase, calls made, cards played


def position(game: TableGame) -> Position:
    """What identifies a moment of the game a question can be asked about."""
    rnd = game.round
    return game.round_no, game.phase, len(rnd.call_order), len(rnd.plays)


class Answer(Protocol):
    def done(self) -> bool: ...
    def result(self) -> Any: ...


class Asker(Protocol):
    """The computer players' worker (`app.thinker`)."""

    def ask(self, kind: JobKind, key: tuple[Any, ...], level: str, seed: int,
            view: SeatView) -> Answer: ...


@dataclass(frozen=True)
class Hint:
    """The suggestion for one position: a call, or a card index, and why."""

    value: int
    reason: HintReason | str  # a plain sentence from the fallback
    at: Position

    @property
    def card(self) -> Card:
        return CARDS[self.value]


class TurnDriver:
    """`update(dt, shown_all)` each frame; `call(n)` and `play(card)` for the person.
    `on_action(seat)` runs after every call and card, so the caller can save.
    `computers`: the seats the computer players play in this window (at a friends' table,
    none: the others' moves come from the host as events, and their turns are only
    watched)."""

    def __init__(self, game: TableGame, asker: Asker, level: str,
                 ai_pause: Callable[[], float], on_action: Callable[[int], None],
                 computers: frozenset[int] = COMPUTERS) -> None:
        self.game, self.asker, self.level = game, asker, level
        self.computers = computers
        self.ai_pause, self.on_action = ai_pause, on_action
        self.state = Turn.WATCHING
        self.thinking = 0.0  # seconds the current computer player has been at it
        self._job: tuple[Position, Answer] | None = None
        self._hint_job: tuple[Position, Answer] | None = None
        self._hint: Hint | None = None

    # -- what the table shows -----------------------------------------------------------
    @property
    def seat(self) -> int | None:
        """Whose turn it is, while somebody must act."""
        return self.game.turn if self.game.phase in (CALLING, PLAYING) else None

    @property
    def hint(self) -> Hint | None:
        """The suggestion for the position on the table now, once it is ready."""
        hint = self._hint
        return hint if hint is not None and hint.at == position(self.game) else None

    @property
    def waiting_for_computer(self) -> bool:
        """Another player is thinking: a computer player asked here, or a friend whose
        move comes from the host (the table looks for it often)."""
        return self.state is Turn.COMPUTER and (self._job is not None
                                                or self.game.turn not in self.computers)

    def legal(self) -> tuple[Card, ...]:
        """The cards you may play now (none when it is not your card to play)."""
        return self.game.view(YOU).legal if self.state is Turn.YOUR_CARD else ()

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float, shown_all: bool) -> None:
        game = self.game
        if game.phase in (CALLING, PLAYING) and game.turn == YOU:
            self._ask_hint()  # early, while the last card still lands: ready sooner
        if not shown_all:
            self.state = Turn.WATCHING
            return
        if game.phase == ROUND_OVER:
            self.state = Turn.ROUND_OVER
        elif game.phase == GAME_OVER:
            self.state = Turn.GAME_OVER
        elif game.turn == YOU:
            self.state = Turn.YOUR_CALL if game.phase == CALLING else Turn.YOUR_CARD
        else:
            self.state = Turn.COMPUTER
            if game.turn in self.computers:
                self._computer(dt)
        self._collect_hint()

    def _computer(self, dt: float) -> None:
        game, seat = self.game, self.game.turn
        assert seat is not None
        now = position(game)
        if self._job is None or self._job[0] != now:
            kind = JobKind.CALL if game.phase == CALLING else JobKind.CARD
            key = (str(game.seed), seat, self.level)
            seed = zlib.crc32(f"{game.seed}/{seat}".encode())  # the same every run
            self._job = (now, self.asker.ask(kind, key, self.level, seed, game.view(seat)))
            self.thinking = 0.0
        self.thinking += dt
        job = self._job[1]
        if job.done() and self.thinking >= self.ai_pause():
            answer = job.result()
            self._job = None
            if game.phase == CALLING:
                game.call(seat, int(answer))
            else:
                game.play(seat, CARDS[int(answer)])
            self.on_action(seat)

    def _ask_hint(self) -> None:
        now = position(self.game)
        if self._hint is not None and self._hint.at == now:
            return
        if self._hint_job is not None and self._hint_job[0] == now:
            return
        kind = JobKind.SUGGEST_CALL if self.game.phase == CALLING else JobKind.SUGGEST_CARD
        self._hint_job = (now, self.asker.ask(kind, ("hint",), self.level, 0,
                                              self.game.view(YOU)))

    def _collect_hint(self) -> None:
        if self._hint_job is None or not self._hint_job[1].done():
            return
        at, job = self._hint_job
        self._hint_job = None
        value, reason = job.result()
        if at == position(self.game):  # an answer for a position gone by is dropped
            self._hint = Hint(int(value), reason, at)

    # -- the person's moves -------------------------------------------------------------
    def call(self, n: int) -> bool:
        """Your call, when it is yours to make and within the house rules."""
        rules = self.game.rules
        if self.state is not Turn.YOUR_CALL or not rules.min_call <= n <= rules.max_call:
            return False
        self.game.call(YOU, n)
        self.state = Turn.WATCHING
        self.on_action(YOU)
        return True

    def why_not(self, card: Card) -> Reason | None:
        """Why you may not play `card` now, or None when you may: the engine's reason, or
        its "wait for your turn" while the table still shows what came before."""
        if self.state is not Turn.YOUR_CARD and self.game.phase != CALLING:
            return Reason(ReasonKind.WAIT_FOR_TURN)
        return self.game.why_not(YOU, card)

    def play(self, card: Card) -> bool:
        if self.why_not(card) is not None:
            return False
        self.game.play(YOU, card)
        self.state = Turn.WATCHING
        self.on_action(YOU)
        return True
