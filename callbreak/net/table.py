"""HostedTable: the host's authority over one friends' table, sans-IO.

It runs the engine; guests send intents (call, card, next, leave) as frames and get back
frames: their own seat's view and the public events, never another seat's card. No
sockets, no threads, no clock: the transport passes each frame in with the time `now` and
sends what comes out, a list of (connection id, JSON text). Computer players' moves come
from outside too: `computer_turn()` names a seat a computer must act for now (an empty
seat, a guest who dropped or stayed silent), `computer_act()` plays its answer.

Who sits where, connections, tokens and the frames about seats are `Room`'s (room.py);
this adds the game. A refused frame gets one error frame with a code, an English sentence
and the sender's corrected view; the table plays on unchanged. Seats and the game are saved with
`to_json`, and a table reopened with `from_json` keeps its code and the guests' tokens.
"""

from __future__ import annotations

from typing import Any

from callbreak.engine import (
    CALLING,
    GAME_OVER,
    PLAYING,
    ROUND_OVER,
    Action,
    Call,
    Game,
    HouseRules,
    IllegalAction,
    NextRound,
    Play,
    SeatView,
)

from . import protocol as p
from .protocol import ErrorCode, Frame, Out
from .room import Conn, Room
from .seats import COMPUTER, GUEST, HOST, Seat, SeatInfo, name_computers
from .series import Series

SAVE_FORMAT = 1
REJOIN_GRACE = 20.0  # seconds a reopened table waits for its guests before computers play


class HostedTable(Room):
    """One table's game and its seats (`Room`): the frames in, the frames out."""

    def __init__(self, code: str, rules: HouseRules, level: str, *, seed: int | None = None,
                 host_name: str | None = None, idle_seconds: float | None = None,
                 next_round_seconds: float = 30.0) -> None:
        super().__init__(code, rules, level, host_name)
        self.seed = seed
        self.idle_seconds, self.next_round_seconds = idle_seconds, next_round_seconds
        self.game: Game | None = None
        self._turn: tuple[int, int | None] | None = None  # (events so far, whose turn)
        self._turn_since = 0.0
        self._scored_at: float | None = None  # when the last round was scored
        self._pressed: set[int] = set()  # seats that pressed Next this time
        self.series = Series()  # the games this table has played to the end
        self._in_series = False  # this game's end is in the series
        self._reactions = [p.RateLimit(p.REACTION_RATE, p.REACTION_WINDOW) for _ in range(4)]

    # -- reading ------------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.game is not None

    def computer_turn(self) -> tuple[int, SeatView] | None:
        """The seat a computer player must act for now, and its view; None when nobody is
        to be played for (a person's turn, between rounds, or nobody at the table)."""
        game = self.game
        if game is None or game.phase not in (CALLING, PLAYING) or game.turn is None:
            return None
        seat = self._seats[game.turn]
        if not seat.played_for or not self.people_connected():
            return None
        return game.turn, game.view(game.turn)

    # -- frames in ---------------------------------------------------------------------------------
    def close(self, conn: int, now: float) -> list[Out]:
        """The connection dropped: a computer player plays the guest's seat at once (and
        the next round does not wait for them)."""
        out = super().close(conn, now)
        return out + self._maybe_next_round(now) if out else out

    def receive(self, conn: int, text: str | bytes, now: float) -> list[Out]:
        """One frame from a connection; the frames to send because of it."""
        c = self._conns.get(conn)
        if c is None:
            self.open(conn, now)
            c = self._conns[conn]
        if not c.rate.allow(now):
            return [(conn, p.dumps(p.error_frame(ErrorCode.TOO_FAST)))]
        if p.too_big(text):
            return [(conn, p.dumps(p.error_frame(ErrorCode.TOO_BIG)))]
        self._wake(now)
        try:
            frame = p.parse_client(text)
        except p.FrameError as exc:
            return self._refuse(conn, exc.code)
        return self.handle(conn, frame, now)

    def handle(self, conn: int, frame: p.ClientFrame, now: float) -> list[Out]:
        """A frame already read (Tables reads a connection's first frame to route it)."""
        c = self._conns.setdefault(conn, Conn())
        if isinstance(frame, p.Join):
            if frame.table != self.code:
                return self._refuse(conn, ErrorCode.BAD_CODE)
            if c.seat is not None:
                return self._refuse(conn, ErrorCode.WRONG_PHASE)
            return self.join(conn, frame.name, frame.token, now)
        if isinstance(frame, p.Create):
            return self._refuse(conn, ErrorCode.WRONG_PHASE)
        if c.seat is None:
            return self._refuse(conn, ErrorCode.NOT_SEATED)
        if frame.table is not None and p.read_code(frame.table) != self.code:
            return self._refuse(conn, ErrorCode.BAD_CODE)
        seat = self._seats[c.seat]
        out = []
        if seat.idle:  # the guest acts again: no computer plays for them now
            seat.idle = False
            out += self._seats_changed()
        if isinstance(frame, p.Sync):
            return out + [(conn, p.dumps(self._state(c)))]
        if isinstance(frame, p.React):
            return out + self._react(c.seat, frame.id, conn, now)
        if isinstance(frame, p.Again):
            if c.seat != self.owner():
                return out + self._refuse(conn, ErrorCode.NOT_OWNER)
            if not self.over:
                return out + self._refuse(conn, ErrorCode.WRONG_PHASE)
            return out + self.again(frame.rules, now)
        if isinstance(frame, p.Leave):
            return out + self._leave(conn, now) + self._maybe_next_round(now)
        if isinstance(frame, p.Start):
            if c.seat != self.owner():
                return out + self._refuse(conn, ErrorCode.NOT_OWNER)
            if self.started:
                return out + self._refuse(conn, ErrorCode.STARTED)
            return out + self.start(now)
        if isinstance(frame, p.Next):
            return out + self._press_next(c.seat, conn, now)
        action: Action = Call(c.seat, frame.n) if isinstance(frame, p.CallFrame) \
            else Play(c.seat, frame.card)
        return out + self._act(c.seat, action, conn, now)

    # -- the game -----------------------------------------------------------------------------
    def start(self, now: float) -> list[Out]:
        """Deal with whoever is there; computer players take the empty seats."""
        if self.started:
            return []
        self.game = Game(self.rules, self.seed)
        return self._restate(now) + self._after_change(now)

    def again(self, rules: HouseRules | None, now: float) -> list[Out]:
        """The game is over: back to the lobby for another game at the same table (the
        same code, seats, friends and tokens; `rules`: the next game's, None the same).
        The series keeps the game just played. A guest who left is a computer player
        again, and anyone may sit down until the owner starts."""
        if not self.over:
            return []
        self.game = None
        if rules is not None:
            self.rules = rules
        for seat in self._seats:
            if seat.kind == COMPUTER:
                seat.empty()  # a guest who left gave their name back with the seat
        name_computers(self._seats)
        self._in_series = False
        self._scored_at, self._pressed, self._turn = None, set(), None
        return self._restate(now)

    def _restate(self, now: float) -> list[Out]:
        """The table changed whole (a game begun, or back to the lobby): each seated guest's
        state afresh."""
        self.changes += 1
        self._wake(now)
        return [(conn, p.dumps(self._state(c))) for conn, c in self._conns.items()
                if c.seat is not None]

    def _react(self, seat: int, reaction: str, conn: int, now: float) -> list[Out]:
        """A word to the table from `seat`: to everyone seated, the sender too (so every
        window shows it beside the sender's plate), at most REACTION_RATE a window."""
        if not self._reactions[seat].allow(now):
            return self._refuse(conn, ErrorCode.SLOW_DOWN)
        text = p.dumps({"type": "reaction", "seat": seat, "id": reaction,
                        "text": p.REACTIONS[reaction]})
        return [(other, text) for other, c in self._conns.items() if c.seat is not None]

    def _series_frames(self) -> list[Out]:
        text = p.dumps({"type": "series", "series": self.series.to_json()})
        return [(conn, text) for conn, c in self._conns.items() if c.seat is not None]

    def local_act(self, action: Action, now: float) -> list[Out]:
        """The window's host acts for seat 0; IllegalAction if it may not (the state is
        left as it was)."""
        if not self.hosted_here or self.game is None:
            raise IllegalAction("there is no host's seat to act for")
        if isinstance(action, NextRound):
            if self.game.phase != ROUND_OVER:
                raise IllegalAction("the next round starts only after a round is over")
            return self._press_next(0, None, now)
        if action.seat != 0:
            raise IllegalAction("the host plays seat 0 only")
        self.game.apply(action)
        return self._after_change(now)

    def computer_act(self, seat: int, action: Action, now: float) -> list[Out]:
        """A computer player's answer for `seat`; ignored ([]) when that seat is no longer
        the computer's to play (its guest came back, or the game moved on)."""
        turn = self.computer_turn()
        if turn is None or turn[0] != seat or isinstance(action, NextRound) or \
                action.seat != seat:
            return []
        assert self.game is not None
        self.game.apply(action)
        return self._after_change(now)

    def tick(self, now: float) -> list[Out]:
        """Time passes: the next round 30 s after a round was scored, a silent guest played
        for, a reopened table's absent guests played for after the grace."""
        self._wake(now)
        out: list[Out] = []
        game = self.game
        if game is None:
            return out
        if self._held_since is not None and now - self._held_since >= REJOIN_GRACE:
            self._held_since = None
            if any(s.held for s in self._seats):
                for s in self._seats:
                    s.held = False
                out += self._seats_changed()
        if game.phase == ROUND_OVER:
            if self._scored_at is None:  # a reopened table between rounds
                self._scored_at = now
            if now - self._scored_at >= self.next_round_seconds:
                out += self._next_round(now)
        elif self.idle_seconds is not None and game.turn is not None:
            self._note_turn(now)
            seat = self._seats[game.turn]
            if seat.kind == GUEST and seat.conn is not None and not seat.idle and \
                    now - self._turn_since >= self.idle_seconds:
                seat.idle = True
                out += self._notice("computer", seat, now)
        return out

    def _act(self, seat: int, action: Action, conn: int, now: float) -> list[Out]:
        game = self.game
        if game is None:
            return self._refuse(conn, ErrorCode.WRONG_PHASE)
        phase = CALLING if isinstance(action, Call) else PLAYING
        if game.phase != phase:
            return self._refuse(conn, ErrorCode.WRONG_PHASE)
        if game.turn != seat:
            return self._refuse(conn, ErrorCode.NOT_YOUR_TURN)
        if isinstance(action, Play):
            why = game.why_not(seat, action.card)
            if why is not None:
                return self._refuse(conn, ErrorCode.ILLEGAL, reason=p.reason_to_json(why))
        try:
            game.apply(action)
        except IllegalAction:
            return self._refuse(conn, ErrorCode.ILLEGAL)
        return self._after_change(now)

    def _press_next(self, seat: int, conn: int | None, now: float) -> list[Out]:
        if self.game is None or self.game.phase != ROUND_OVER:
            return [] if conn is None else self._refuse(conn, ErrorCode.WRONG_PHASE)
        self._pressed.add(seat)
        # everyone hears who pressed Next (each seat's "next"), unless the round is dealt now
        return self._maybe_next_round(now) or self._who_pressed()

    def _maybe_next_round(self, now: float) -> list[Out]:
        """The next round once every connected person has pressed Next."""
        if self.game is None or self.game.phase != ROUND_OVER:
            return []
        people = {s.number for s in self._seats if s.connected}
        if not people <= self._pressed:
            return []
        return self._next_round(now)

    def _next_round(self, now: float) -> list[Out]:
        assert self.game is not None
        self.game.next_round()
        self.changes += 1
        return self._after_change(now)

    def _after_change(self, now: float) -> list[Out]:
        """Every connected guest gets the new events and their own seat's view."""
        game = self.game
        assert game is not None
        self.changes += 1
        self._note_turn(now)
        scored = False
        if game.phase == ROUND_OVER:
            if self._scored_at is None:
                self._scored_at, self._pressed, scored = now, set(), True
        else:
            self._scored_at = None
        events = game.events
        behind = [(conn, c) for conn, c in self._conns.items()
                  if c.seat is not None and c.sent < len(events)]
        # written once for every seat alike: the new events (the guests are usually all at
        # the same event) and the public part of the view
        views = p.seat_views_text(game, [c.seat for _, c in behind if c.seat is not None])
        news: dict[int, str] = {}
        out: list[Out] = []
        for (conn, c), view in zip(behind, views):
            if c.sent not in news:
                news[c.sent] = p.events_text(events[c.sent:])
            out.append((conn, f'{{"type":"events","from":{c.sent},"events":{news[c.sent]},'
                              f'"view":{view}}}'))
            c.sent = len(events)
        if game.phase == GAME_OVER and not self._in_series:  # the series keeps the game
            self._in_series = True
            self.series.add([s.name for s in self._seats], game.totals, game.winners)
            return out + self._series_frames()
        return out + self._who_pressed() if scored else out

    def _who_pressed(self) -> list[Out]:
        """Between rounds, a `seats` frame whose people say `next`: pressed Next or not
        (so every window names whom the table waits for)."""
        frame = {"type": "seats", "seats": self._seats_json(), "owner": self.owner()}
        text = p.dumps(frame)
        return [(conn, text) for conn, c in self._conns.items() if c.seat is not None]

    def _note_turn(self, now: float) -> None:
        """Remember when the turn last moved (a silent guest is timed from then)."""
        assert self.game is not None
        key = (len(self.game.events), self.game.turn)
        if key != self._turn:
            self._turn, self._turn_since = key, now

    # -- frames out -----------------------------------------------------------------------------
    def _seats_json(self) -> list[dict[str, Any]]:
        """The seats; between rounds each person's also says `next`, pressed Next or not."""
        seats = super()._seats_json()
        if self.game is not None and self.game.phase == ROUND_OVER:
            for entry in seats:
                if entry["kind"] != COMPUTER:
                    entry["next"] = entry["seat"] in self._pressed
        return seats

    def _state(self, c: Conn) -> Frame:
        """Everything a guest's game needs to draw the table from nothing."""
        game = self.game
        frame: Frame = {"type": "state", "seats": self._seats_json(), "owner": self.owner(),
                        "rules": self.rules.to_dict(), "series": self.series.to_json()}
        if game is None or c.seat is None:
            return {**frame, "events": [], "view": None}
        c.sent = len(game.events)
        return {**frame, "events": p.events_to_json(game.events),
                "view": game.view(c.seat).to_dict()}

    def _welcome(self, seat: Seat) -> Frame:
        return {**super()._welcome(seat), "series": self.series.to_json()}

    def _corrected(self, c: Conn) -> Frame:
        if self.game is None or c.seat is None:
            return {}
        return {"view": self.game.view(c.seat).to_dict(), "seen": c.sent}

    # -- the save -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The table as plain JSON: code, rules, level, the game, the seats with their names
        and tokens (a secret: the save stays on the host's disk)."""
        return {"format": SAVE_FORMAT, "code": self.code, "rules": self.rules.to_dict(),
                "level": self.level, "seed": self.seed, "idle_seconds": self.idle_seconds,
                "next_round_seconds": self.next_round_seconds,
                "game": None if self.game is None else self.game.to_json(),
                "seats": [s.to_json() for s in self._seats],
                "series": self.series.to_json()}

    @classmethod
    def from_json(cls, data: object, now: float | None = None) -> HostedTable:
        """A table reopened from its save; ValueError if the save is not one. The guests'
        seats wait REJOIN_GRACE seconds for them before computers play on."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError(f"not a saved table of format {SAVE_FORMAT}")
        try:
            seats = data["seats"]
            if not isinstance(seats, list) or len(seats) != 4:
                raise ValueError("a table has four seats")
            idle = data["idle_seconds"]
            seed = data["seed"]
            if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
                raise ValueError("a table's seed is a whole number")
            table = cls(data["code"], p.read_rules(data["rules"]), data["level"], seed=seed,
                        idle_seconds=None if idle is None else float(idle),
                        next_round_seconds=float(data["next_round_seconds"]))
            table._seats = [Seat.from_json(n, s) for n, s in enumerate(seats)]
            if any(s.kind == HOST for s in table._seats[1:]):
                raise ValueError("only seat 0 is the window's host")
            if now is not None:
                table._wake(now)
            if data["game"] is not None:
                table.game = Game.from_json(data["game"])
                if table.game.rules != table.rules:
                    raise ValueError("the game's rules are not the table's")
            if "series" in data:  # (a save from before the series has none)
                table.series = Series.from_json(data["series"])
            # a game that ended was put in the series by the change that ended it
            table._in_series = table.over
            return table
        except (KeyError, TypeError) as exc:
            raise ValueError(f"damaged saved table: {exc!r}") from exc

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.phase == GAME_OVER

    @property
    def finished(self) -> bool:
        """Nothing left to keep: the game is over and nobody is connected, or every guest
        left the lobby. (A window's host closes its own table.)"""
        if self.hosted_here:
            return False
        if self.game is None:
            return all(s.kind == COMPUTER for s in self._seats)
        return self.over and not self.people_connected()


__all__ = ["HostedTable", "SeatInfo", "Seat", "REJOIN_GRACE", "SAVE_FORMAT"]
