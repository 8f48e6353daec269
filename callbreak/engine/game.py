"""A game: its rounds (all of them, or until a target), the deal moving one seat each round,
running totals, the winners.

The whole state is plain JSON (`to_json` / `from_json`) and is rebuilt by replaying every
action, so a save round-trips exactly, events included.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass
from typing import Any, cast

from .cards import Card
from .errors import IllegalAction
from .events import Event, GameOver, RoundScored
from .phase import GAME_OVER, PLAYING, ROUND_OVER, Phase
from .reasons import Reason
from .round import Round
from .rules import HouseRules
from .scoring import game_over, winners
from .view import SeatView

FORMAT = 2  # 2: "redeal" is "off" | "jqk" | "jqka" (format 1 wrote true/false; still read)
READABLE_FORMATS = (1, 2)
SEED_BITS = 32  # a new game's seed fits a deal code (engine.dealcode)


def new_seed() -> int:
    """A fresh random seed for a game, small enough for its deal code."""
    return secrets.randbits(SEED_BITS)


@dataclass(frozen=True)
class Call:
    seat: int
    call: int


@dataclass(frozen=True)
class Play:
    seat: int
    card: Card


@dataclass(frozen=True)
class NextRound:
    pass


Action = Call | Play | NextRound


class Game:
    """Four seats, seat 0 the person at the bottom of the screen.

    `seed` fixes the first dealer and every deal, so a game can be replayed on any machine
    (a deal code carries the seed and the house rules; the daily deal's seed comes from
    the date). A new game without a seed gets a random one of `SEED_BITS` bits.
    """

    def __init__(self, rules: HouseRules | None = None, seed: int | str | None = None) -> None:
        self.rules = rules or HouseRules()
        self.seed: int | str = new_seed() if seed is None else seed
        self.first_dealer = random.Random(f"{self.seed}/first-dealer").randrange(4)
        self.events: list[Event] = []
        self.rounds: list[Round] = []
        self.round_scores: list[tuple[int, ...]] = []
        self.totals = [0, 0, 0, 0]
        self._finished_json: list[dict[str, Any]] = []  # to_json's, of the rounds over
        self._start_round()

    # -- reading ---------------------------------------------------------------------------
    @property
    def round(self) -> Round:
        return self.rounds[-1]

    @property
    def round_no(self) -> int:
        return len(self.rounds) - 1

    @property
    def phase(self) -> Phase:
        rnd = self.round.phase
        if rnd is not ROUND_OVER:
            return rnd
        return GAME_OVER if game_over(self.rules, len(self.rounds), self.totals) else ROUND_OVER

    @property
    def turn(self) -> int | None:
        return self.round.turn

    @property
    def dealer(self) -> int:
        return self.round.dealer

    @property
    def winners(self) -> list[int]:
        """Seats sharing the top total (meaningful once the game is over)."""
        return winners(self.totals)

    def view(self, seat: int) -> SeatView:
        rnd = self.round
        return SeatView(
            seat=seat, rules=self.rules, round_no=self.round_no, dealer=rnd.dealer,
            phase=self.phase, turn=rnd.turn, hand=tuple(rnd.hand(seat)),
            hand_mask=rnd.hands[seat], calls=tuple(rnd.calls),
            tricks_won=tuple(rnd.tricks_won),
            leader=rnd.leader if rnd.phase == PLAYING else None, trick=tuple(rnd.trick),
            completed=tuple(rnd.completed), played_mask=rnd.played_mask,
            totals=tuple(self.totals), round_scores=tuple(self.round_scores),
            legal=tuple(rnd.legal_cards(seat)),
        )

    def why_not(self, seat: int, card: Card) -> Reason | None:
        """None if `seat` may play `card` now, else a `Reason` record."""
        return self.round.why_not(seat, card)

    # -- acting ----------------------------------------------------------------------------
    def call(self, seat: int, call: int) -> None:
        self._check_seat(seat)
        self.round.call(seat, call)

    def play(self, seat: int, card: Card) -> None:
        self._check_seat(seat)
        self.round.play(seat, card)
        if self.round.phase is ROUND_OVER:
            self._score_round()

    def next_round(self) -> None:
        if self.phase != ROUND_OVER:
            raise IllegalAction("the next round starts only after a round is over"
                                if self.phase != GAME_OVER else "the game is over")
        self._start_round()

    def apply(self, action: Action) -> None:
        if isinstance(action, Call):
            self.call(action.seat, action.call)
        elif isinstance(action, Play):
            self.play(action.seat, action.card)
        elif isinstance(action, NextRound):
            self.next_round()
        else:
            raise IllegalAction(f"not an action: {action!r}")

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
            raise IllegalAction(f"not a seat: {seat!r}")

    def _start_round(self, data: dict[str, Any] | None = None) -> None:
        round_no = len(self.rounds)
        if data is not None:
            rnd = Round.from_json(data, self.rules, round_no, self.events)
        else:
            dealer = (self.first_dealer + round_no * (1 if not self.rules.clockwise else -1)) % 4
            rng = random.Random(f"{self.seed}/round-{round_no}")
            rnd = Round(self.rules, dealer, rng=rng, round_no=round_no, events=self.events)
        self.rounds.append(rnd)
        if rnd.phase is ROUND_OVER:
            self._score_round()

    def _score_round(self) -> None:
        rnd = self.round
        scores = rnd.scores()
        self.round_scores.append(scores)
        self.totals = [t + s for t, s in zip(self.totals, scores)]
        calls = tuple(cast(int, call) for call in rnd.calls)  # all made by the round's end
        self.events.append(RoundScored(rnd.round_no, calls, tuple(rnd.tricks_won),
                                       scores, tuple(self.totals)))
        if self.phase == GAME_OVER:
            self.events.append(GameOver(tuple(self.totals), tuple(self.winners)))

    # -- saving ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The game as plain JSON. A round that is over never changes, so its JSON is made
        once and shared by every later call (a server saves a table after each move): read
        what this returns, never change it."""
        done = self._finished_json
        while len(done) < len(self.rounds) and self.rounds[len(done)].phase is ROUND_OVER:
            done.append(self.rounds[len(done)].to_json())
        return {
            "format": FORMAT,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "rounds": done + [rnd.to_json() for rnd in self.rounds[len(done):]],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game; raises ValueError (or IllegalAction) on anything damaged."""
        if not isinstance(data, dict) or type(data.get("format")) is not int or \
                data["format"] not in READABLE_FORMATS:
            raise ValueError(f"not a saved game of format {READABLE_FORMATS}")
        try:
            game = cls.__new__(cls)
            game.rules = HouseRules.from_dict(data["rules"])
            seed = data["seed"]
            if not isinstance(seed, (int, str)) or isinstance(seed, bool):
                raise ValueError("bad seed")
            game.seed = seed
            game.first_dealer = int(data["first_dealer"])
            game.events, game.rounds, game.round_scores = [], [], []
            game.totals = [0, 0, 0, 0]
            game._finished_json = []
            rounds = data["rounds"]
            if not rounds or len(rounds) > game.rules.rounds:
                raise ValueError("wrong number of rounds")
            for i, rnd in enumerate(rounds):
                if i and game.phase != ROUND_OVER:
                    raise ValueError("a round follows one that is not over")
                game._start_round(rnd)
            return game
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"damaged saved game: {exc!r}") from exc


__all__ = ["Game", "Call", "Play", "NextRound", "Action", "SEED_BITS", "new_seed"]
