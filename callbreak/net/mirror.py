"""A guest's copy of the game, built only from the frames its client receives.

`MirrorGame` offers what the window's table reads of an engine `Game` (the events, the
phase, whose turn, the rules, this seat's view, the rounds with their calls, tricks and
plays, the totals, the winners: the window's `TableGame` protocol, in app/table/game.py)
so the same table scenes show a friends' table. It holds no card of another seat's hand
that has not been played: a round's `dealt[0]` is this seat's own hand (from its view),
another seat's `dealt` grows as its cards are played, so a finished round has all four
hands, every card of it played in public.

Seats are turned so the person is always seat 0, as on screen: the wire's seats are
absolute (0-3), the mirror's are the screen's (`local`/`absolute` turn one into the other).
Nothing here changes the game: `call(0, n)`, `play(0, card)` and `next_round()` send the
person's intents through `send`, and the change comes back as events. No pygame, no sockets.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from callbreak.engine import (
    CALLING,
    GAME_OVER,
    PLAYING,
    ROUND_OVER,
    Called,
    Card,
    Dealt,
    Event,
    GameOver,
    HouseRules,
    Phase,
    Played,
    Reason,
    ReasonKind,
    Redealt,
    RoundScored,
    SeatView,
    TrickWon,
    cards_of,
    game_over,
    illegal_reason,
    mask_of,
    winners,
)

from .protocol import event_from_json, read_rules, view_from_json

log = logging.getLogger(__name__)

Frame = dict[str, Any]
Plays = tuple[tuple[int, Card], ...]
COMPUTER = "computer"


@dataclass(frozen=True)
class SeatNote:
    """A seat as the table tells it, in the screen's seats: who, and how they play now."""

    seat: int  # on screen (0 is the person)
    name: str
    kind: str  # "host", "guest" or "computer"
    connected: bool
    played_for: bool  # a computer player plays it now
    pressed_next: bool | None = None  # between rounds: pressed Next (None: not said)

    @property
    def person(self) -> bool:
        return self.kind != COMPUTER


class MirrorRound:
    """What the table reads of one round: its dealer, the calls in order, the cards played
    in order, the tricks taken, and the hands as far as this seat may know them."""

    def __init__(self, round_no: int, dealer: int) -> None:
        self.round_no, self.dealer = round_no, dealer
        self.dealt = [0, 0, 0, 0]  # [0] this seat's hand; others: their cards played so far
        self.calls: list[int | None] = [None] * 4
        self.call_order: list[int] = []
        self.tricks_won = [0, 0, 0, 0]
        self.plays: list[Card] = []
        self.trick: list[tuple[int, Card]] = []
        self.completed: list[tuple[int, Plays, int]] = []
        self.redeals: list[tuple[int, Any]] = []

    @property
    def over(self) -> bool:
        return len(self.completed) == 13

    def played_by(self, seat: int) -> int:
        """The cards `seat` has played this round, as a mask."""
        done = [c for _, plays, _ in self.completed for s, c in plays if s == seat]
        return mask_of(done + [c for s, c in self.trick if s == seat])

    def hand(self, seat: int) -> list[Card]:
        """The cards `seat` still holds, as far as known (this seat's own, exactly)."""
        return cards_of(self.dealt[seat] & ~self.played_by(seat))


class MirrorGame:
    """The game as one seat at a friends' table knows it. Feed it every frame the client
    receives (`take`); read it as the table reads a `Game`."""

    def __init__(self, seat: int, rules: HouseRules, send: Callable[[Frame], None],
                 seed: int | str = 0) -> None:
        self.me = seat  # this seat, on the wire
        self.rules = rules
        self.seed = seed  # only for how the deal is shown; no deal comes from it here
        self._send = send
        self.events: list[Event] = []  # the screen's seats
        self.rounds: list[MirrorRound] = []
        self.round_scores: list[tuple[int, ...]] = []
        self.totals = [0, 0, 0, 0]
        self.seats: list[SeatNote] = []  # the screen's seats, 0 first
        self.generation = 0  # grows when the history was replaced (the table starts over)
        self._view: SeatView | None = None
        self._final: tuple[int, ...] | None = None
        self._pending = False  # an intent sent, its answer not back yet
        self._next_sent = -1  # the round whose Next was pressed here

    # -- the seats, turned ---------------------------------------------------------------
    def local(self, seat: int) -> int:
        """A wire seat as the screen's seat."""
        return (seat - self.me) % 4

    def absolute(self, seat: int) -> int:
        """A screen seat as the wire's seat."""
        return (seat + self.me) % 4

    def _turned(self, values: Sequence[Any]) -> tuple[Any, ...]:
        return tuple(values[self.absolute(s)] for s in range(4))

    def _plays(self, plays: Plays) -> Plays:
        return tuple((self.local(s), c) for s, c in plays)

    def turn_event(self, event: Event) -> Event:
        """An event of the wire in the screen's seats."""
        loc = self.local
        if isinstance(event, Redealt):
            return replace(event, dealer=loc(event.dealer), seat=loc(event.seat))
        if isinstance(event, Dealt):
            return replace(event, dealer=loc(event.dealer))
        if isinstance(event, (Called, Played)):
            return replace(event, seat=loc(event.seat))
        if isinstance(event, TrickWon):
            return replace(event, seat=loc(event.seat), cards=self._plays(event.cards))
        if isinstance(event, RoundScored):
            t = self._turned
            return replace(event, calls=t(event.calls), tricks=t(event.tricks),
                           scores=t(event.scores), totals=t(event.totals))
        assert isinstance(event, GameOver)
        return GameOver(self._turned(event.totals),
                        tuple(sorted(loc(s) for s in event.winners)))

    def turn_view(self, view: SeatView) -> SeatView:
        """This seat's view of the wire in the screen's seats."""
        loc, t = self.local, self._turned
        return replace(
            view, seat=loc(view.seat), dealer=loc(view.dealer),
            turn=None if view.turn is None else loc(view.turn), calls=t(view.calls),
            tricks_won=t(view.tricks_won),
            leader=None if view.leader is None else loc(view.leader),
            trick=self._plays(view.trick),
            completed=tuple((loc(lead), self._plays(plays), loc(win))
                            for lead, plays, win in view.completed),
            totals=t(view.totals), round_scores=tuple(t(r) for r in view.round_scores))

    # -- frames in ------------------------------------------------------------------------
    def take(self, frame: Frame) -> None:
        """One frame from the host (anything else is left alone)."""
        kind = frame.get("type")
        try:
            if kind in ("welcome", "seats") or (kind in ("state", "error")
                                                 and "seats" in frame):
                self._take_seats(frame.get("seats"))
            if kind in ("welcome", "state") and isinstance(frame.get("rules"), dict):
                self.rules = read_rules(frame["rules"])
            if kind == "state":
                self._take_state(frame)
            elif kind == "events":
                self._take_events(frame)
            elif kind == "error" and frame.get("view") is not None:
                # refused: the table's corrected view (what the host sent before is kept)
                self._take_view(frame["view"])
        except (ValueError, KeyError, TypeError) as exc:
            log.warning("a %s frame from the host could not be read (%s); asking again",
                        kind, exc)
            self._send({"type": "sync"})

    def _take_seats(self, seats: object) -> None:
        if not isinstance(seats, list) or len(seats) != 4:
            return
        notes = []
        for entry in seats:
            seat = entry["seat"]
            if not isinstance(seat, int) or not 0 <= seat < 4:
                raise ValueError(f"not a seat: {seat!r}")
            notes.append(SeatNote(self.local(seat), str(entry.get("name", "")),
                                  str(entry.get("kind", COMPUTER)),
                                  bool(entry.get("connected", False)),
                                  bool(entry.get("played_for", False)),
                                  bool(entry["next"]) if "next" in entry else None))
        self.seats = sorted(notes, key=lambda n: n.seat)

    def _take_state(self, frame: Frame) -> None:
        """Everything so far: the history is extended where it agrees with ours, else
        replaced (and `generation` grows, so the table starts again from it)."""
        events = [self.turn_event(event_from_json(e)) for e in frame.get("events") or []]
        if events[:len(self.events)] == self.events:
            for event in events[len(self.events):]:
                self._apply(event)
        else:
            self._reset()
            for event in events:
                self._apply(event)
        if frame.get("view") is not None:
            self._take_view(frame["view"])

    def _take_events(self, frame: Frame) -> None:
        start = frame["from"]
        if not isinstance(start, int) or start < 0:
            raise ValueError(f"events from {start!r}")
        if start > len(self.events):  # some were missed: the whole state again
            self._send({"type": "sync"})
            return
        new = [self.turn_event(event_from_json(e)) for e in frame["events"]]
        for event in new[len(self.events) - start:]:
            self._apply(event)
        if frame.get("view") is not None:
            self._take_view(frame["view"])

    def _take_view(self, data: object) -> None:
        view = self.turn_view(view_from_json(data))
        self._view = view
        self._pending = False
        if self.rounds and view.round_no < len(self.rounds):
            rnd = self.rounds[view.round_no]
            rnd.dealt[0] = view.hand_mask | rnd.played_by(0)

    def _reset(self) -> None:
        self.events, self.rounds, self.round_scores = [], [], []
        self.totals, self._final = [0, 0, 0, 0], None
        self._next_sent, self._pending, self._view = -1, False, None  # another game
        self.generation += 1

    def _apply(self, event: Event) -> None:
        """One public event, in the screen's seats, into the rounds it tells of."""
        self.events.append(event)
        if isinstance(event, (Redealt, Dealt)):
            while len(self.rounds) <= event.round_no:
                self.rounds.append(MirrorRound(len(self.rounds), event.dealer))
            if isinstance(event, Redealt):
                self.rounds[event.round_no].redeals.append((event.seat, event.reason))
            return
        if isinstance(event, GameOver):
            self._final = event.totals
            return
        rnd = self.rounds[event.round_no]
        if isinstance(event, Called):
            rnd.calls[event.seat] = event.call
            rnd.call_order.append(event.seat)
        elif isinstance(event, Played):
            rnd.plays.append(event.card)
            rnd.trick.append((event.seat, event.card))
            rnd.dealt[event.seat] |= event.card.bit
        elif isinstance(event, TrickWon):
            rnd.completed.append((event.cards[0][0], event.cards, event.seat))
            rnd.tricks_won[event.seat] += 1
            rnd.trick = []
        elif isinstance(event, RoundScored):
            self.round_scores.append(event.scores)
            self.totals = list(event.totals)

    # -- read as the table reads a Game --------------------------------------------------
    @property
    def started(self) -> bool:
        return bool(self.rounds) and self._view is not None

    @property
    def round(self) -> MirrorRound:
        return self.rounds[-1]

    @property
    def round_no(self) -> int:
        return len(self.rounds) - 1

    @property
    def dealer(self) -> int:
        return self.round.dealer

    @property
    def phase(self) -> Phase:
        if self._final is not None:
            return GAME_OVER
        if self.rounds and self.round.over:
            over = game_over(self.rules, len(self.rounds), self.totals)
            return GAME_OVER if over else ROUND_OVER
        if self._view is not None and self._view.round_no == self.round_no:
            return self._view.phase
        return CALLING if not self.rounds or None in self.round.calls else PLAYING

    @property
    def turn(self) -> int | None:
        """Whose turn it is; None while this seat's intent is on its way (nobody may act
        on the old position), or when nobody must act."""
        view = self._view
        if self._pending or view is None or view.round_no != self.round_no \
                or self.phase not in (CALLING, PLAYING):
            return None
        return view.turn

    @property
    def winners(self) -> list[int]:
        return winners(self.totals)

    def view(self, seat: int) -> SeatView:
        """This seat's view (seat 0); the others' views are not known here."""
        if seat != 0:
            raise ValueError("a friends' table knows only its own seat's view")
        if self._view is None:
            raise ValueError("the game has not started")
        return self._view

    def why_not(self, seat: int, card: Card) -> Reason | None:
        """The engine's rule for this seat's card, from the view: None when it may be
        played now."""
        phase = self.phase
        if phase != PLAYING:
            return Reason(ReasonKind.WAIT_FOR_CALLS if phase == CALLING
                          else ReasonKind.ROUND_OVER)
        if seat != 0 or self.turn != 0:
            return Reason(ReasonKind.WAIT_FOR_TURN)
        view = self.view(0)
        return illegal_reason(card, view.hand, [c for _, c in view.trick], self.rules)

    # -- the person's intents -------------------------------------------------------------
    def call(self, seat: int, n: int) -> None:
        if seat != 0 or self.turn != 0 or self.phase != CALLING:
            raise ValueError("not this seat's call now")
        self._pending = True
        self._send({"type": "call", "n": int(n)})

    def play(self, seat: int, card: Card) -> None:
        if self.why_not(seat, card) is not None:
            raise ValueError(f"{card} may not be played now")
        self._pending = True
        self._send({"type": "card", "card": card.code})

    def next_round(self) -> None:
        """Next pressed: the table deals when everyone has (or after its wait)."""
        if self.phase == ROUND_OVER and self._next_sent != self.round_no:
            self._next_sent = self.round_no
            self._send({"type": "next"})

    @property
    def next_pressed(self) -> bool:
        """Between rounds: Next was pressed here for the round just scored."""
        return self.phase == ROUND_OVER and self._next_sent == self.round_no

    def waiting_for(self) -> list[SeatNote] | None:
        """Between rounds: the people the table still waits for (None when the host does
        not say who has pressed Next)."""
        people = [n for n in self.seats if n.person and n.connected and n.seat != 0]
        if any(n.pressed_next is None for n in people):
            return None
        return [n for n in people if not n.pressed_next]

    def names(self) -> tuple[str, ...]:
        """Each seat's name on screen (seat 0 is the person's own, said as "You")."""
        names = ["", "", "", ""]
        for note in self.seats:
            names[note.seat] = note.name
        return tuple(names)


__all__ = ["MirrorGame", "MirrorRound", "SeatNote"]
