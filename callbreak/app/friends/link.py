"""One person's place at a friends' table, for the window: the client on its own thread,
the mirror of the game it feeds, who sits where, and what the person is told in one line
(a friend back, a friend's connection gone, the host gone, reconnecting). When this window
hosts, the hosting goes with it and stops when the person leaves the table.

Between games the link keeps the table: the series (each game's final scores, the games
each player won) and, after the owner's Play again, the lobby again. The reactions that
arrived (a word to the table) are kept a few seconds with the seat that sent them.

`keep_up()` runs every frame whatever scene is on top (`App.every_frame`, from the moment
the link is made until it is closed): it takes the frames that arrived since the last
frame, never waiting on the network, so the round's result, the pause menu or the
scorecard over a friends' table never hold its news back.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any, Protocol

from callbreak.engine import GAME_OVER, HouseRules
from callbreak.net.mirror import MirrorGame, SeatNote
from callbreak.net.protocol import REACTION_IDS, read_rules
from callbreak.words import N_, seat_names, tr
from callbreak.words.table_talk import ERRORS, GOODBYES, NOTICES

from .hosting import Hosting
from .seatfile import KeptSeat

log = logging.getLogger(__name__)

Frame = dict[str, Any]
RECONNECTING = N_("Reconnecting…")
CONNECTED_AGAIN = N_("Connected to the table again.")
GONE = N_("The table cannot be reached any more, so the game ends here.")
STOPPED = N_("The game on this computer could not reach the table.")
# a join refused before sitting down: the reason is said on the Join screen, not as a notice
GAMES_WON = N_("Games won: {list}")
REACTION_SECONDS = 4.0  # how long a reaction shows beside its sender's plate
REFUSALS = frozenset({"version", "no_table", "bad_code", "bad_token", "full", "started",
                      "busy"})


class TableConnection(Protocol):
    """The network client (`callbreak.net.client.ThreadedClient`)."""

    def poll(self) -> list[Frame]: ...
    def send(self, frame: Frame) -> None: ...
    def leave(self, timeout: float = 3.0) -> None: ...
    def stop(self, timeout: float = 3.0) -> None: ...


class TableLink:
    """`client` sits at a table; `say(sentence, seconds)` shows a one-line notice."""

    def __init__(self, client: TableConnection, say: Callable[[str, float], None],
                 name: str, hosting: Hosting | None = None,
                 keep: Callable[[KeptSeat | None], None] | None = None,
                 address: str = "") -> None:
        """`keep(seat)` keeps a guest's seat for Rejoin (None: forgets it); `address`:
        where the table is."""
        self.client, self.say, self.name, self.hosting = client, say, name, hosting
        self.keep, self.address = keep, address
        self.mirror: MirrorGame | None = None
        self.code = ""
        self.rules = HouseRules()
        self.level = "medium"
        self.owner = False
        self.state = "connecting"  # the client's link: connecting, open, lost, closed
        self.refused = ""  # the join was refused: the sentence, in English
        self.ended = ""  # the table is over for this window: the sentence, in English
        self.farewell = False  # the host said goodbye (for good, or until it opens again)
        self.closed = False
        self._lost = False
        self.series: list[dict[str, Any]] = []  # each finished game: names, totals, winners
        self.won: list[tuple[str, int]] = []  # games won by each player of the series
        # the reactions showing: (the sender's wire seat, the reaction's id, when it came)
        self.reactions: list[tuple[int, str, float]] = []

    # -- reading ----------------------------------------------------------------------
    @property
    def seated(self) -> bool:
        return self.mirror is not None

    @property
    def started(self) -> bool:
        return self.mirror is not None and self.mirror.started

    @property
    def seats(self) -> list[SeatNote]:
        return self.mirror.seats if self.mirror is not None else []

    @property
    def over(self) -> bool:
        """The game has ended (every event of it is here)."""
        return self.started and self.mirror is not None and self.mirror.phase == GAME_OVER

    def reactions_now(self, now: float | None = None) -> list[tuple[int, str, float]]:
        """The reactions still showing, newest last, one a seat: (the sender's seat on
        screen, the id, how many seconds ago)."""
        now = time.monotonic() if now is None else now
        mirror = self.mirror
        self.reactions = [r for r in self.reactions if now - r[2] < REACTION_SECONDS]
        if mirror is None:
            return []
        latest = {seat: (mirror.local(seat), rid, now - at) for seat, rid, at in self.reactions}
        return sorted(latest.values(), key=lambda r: -r[2])

    @property
    def between_games(self) -> bool:
        """Back in the lobby after a game (the owner pressed Play again)."""
        return self.seated and not self.started and bool(self.series)

    def series_line(self) -> str:
        """The series in one line, "Games played: 2 · Games won: Asha 1, Bikash 1,
        Aarati 0" ("" before the first game ends)."""
        if not self.series:
            return ""
        won = ", ".join(f"{who} {n}" for who, n in self.won)
        return tr("Games played: {n}", n=len(self.series)) + "   ·   " + \
            tr(GAMES_WON, list=won)

    def host_name(self) -> str:
        """The name of whoever opened the table (the owner, on the wire's seat 0)."""
        if self.mirror is None:
            return ""
        seat = self.mirror.local(0)
        return next((n.name for n in self.seats if n.seat == seat), "")

    # -- frames in --------------------------------------------------------------------
    def keep_up(self) -> bool:
        """Every frame: take what arrived; False once the link is closed (let go)."""
        if not self.closed:
            self.poll()
            if self.mirror is not None:  # the names of this window's table
                seat_names(self.mirror.names())
        return not self.closed

    def poll(self) -> bool:
        """Take what arrived; True when anything did."""
        frames = self.client.poll()
        for frame in frames:
            try:
                self._take(frame)
            except (KeyError, TypeError, ValueError) as exc:
                log.warning("a %s frame could not be read: %s", frame.get("type"), exc)
        return bool(frames)

    def _take(self, frame: Frame) -> None:
        kind = frame.get("type")
        if kind == "link":
            self._link(frame)
            return
        if kind == "welcome":
            self._welcome(frame)
        elif kind == "reaction":
            self._reaction(frame)
        elif kind == "notice" and frame.get("kind") in NOTICES:
            self.say(tr(NOTICES[frame["kind"]], name=str(frame.get("name", ""))), 5.0)
        elif kind == "error":
            code = str(frame.get("code"))
            if self.mirror is None and code in REFUSALS:
                self.refused = ERRORS[code]
                self._keep(None)  # the seat is not there to take back
            elif code in ERRORS:
                self.say(tr(ERRORS[code]), 4.0)
        elif kind == "bye" and self.over:
            pass  # the game is over: its end is shown as any game's, nothing more to say
        elif kind == "bye":
            self.farewell = True
            reason = str(frame.get("reason"))
            if reason != "shutdown":  # for good: no seat to come back to
                self.ended = GOODBYES.get(reason, GOODBYES["host_left"])
                self._keep(None)
            self.say(tr(GOODBYES.get(reason, GOODBYES["host_left"])), 8.0)
        if kind in ("welcome", "state", "series") and isinstance(frame.get("series"), dict):
            self._series(frame["series"])
        if kind == "state" and isinstance(frame.get("rules"), dict):
            self.rules = read_rules(frame["rules"])  # the next game's, after Play again
        if kind in ("state", "events", "seats", "error") and frame.get("owner") is not None \
                and self.mirror is not None:
            self.owner = frame["owner"] == self.mirror.me
        if self.mirror is not None:
            self.mirror.take(frame)

    def _welcome(self, frame: Frame) -> None:
        seat = int(frame["seat"])
        self.code = str(frame.get("table") or self.code)
        self.level = str(frame.get("level") or self.level)
        self.owner = bool(frame.get("owner"))
        if isinstance(frame.get("rules"), dict):
            self.rules = read_rules(frame["rules"])
        if self.mirror is None or self.mirror.me != seat:
            self.mirror = MirrorGame(seat, self.rules, self.client.send, seed=self.code)
        if self.hosting is not None:
            self.hosting.seated(seat, frame.get("token"))
        elif isinstance(frame.get("token"), str) and self.code:
            self._keep(KeptSeat(self.address, self.code, frame["token"]))

    def _series(self, series: dict[str, Any]) -> None:
        games, won = series.get("games"), series.get("won")
        if isinstance(games, list) and isinstance(won, list):
            self.series = [g for g in games if isinstance(g, dict)]
            self.won = [(str(n), int(w)) for n, w in won]

    def _reaction(self, frame: Frame) -> None:
        seat, rid = frame.get("seat"), frame.get("id")
        if isinstance(seat, int) and 0 <= seat < 4 and rid in REACTION_IDS:
            self.reactions.append((seat, str(rid), time.monotonic()))

    def _keep(self, seat: KeptSeat | None) -> None:
        if self.keep is not None:
            self.keep(seat)

    def _link(self, frame: Frame) -> None:
        state = str(frame.get("state"))
        self.state = state
        if state == "lost":
            self._lost = True
            self.say(tr(RECONNECTING), float(frame.get("retry_in") or 1.0) + 2.0)
        elif state == "open" and self._lost:
            self._lost = False
            self.say(tr(CONNECTED_AGAIN), 3.0)
        elif state == "closed":
            why = frame.get("why")
            if self.over:
                pass  # the game is over: the end is shown as any game's
            elif why == "gave_up" and not self.ended:
                self.ended = GONE
                self.say(tr(GONE), 8.0)
            elif why == "failed" and not self.ended:
                self.ended = STOPPED
                self.say(tr(STOPPED), 8.0)

    # -- the person's wishes ----------------------------------------------------------
    def start_game(self) -> None:
        self.client.send({"type": "start"})

    def play_again(self, rules: HouseRules) -> None:
        """The owner, the game over: back to the lobby for another game with `rules`."""
        self.client.send({"type": "again", "rules": rules.to_dict()})

    def react(self, reaction: str) -> None:
        """A word to the table (one of REACTION_IDS); the host shows it to everyone."""
        if reaction in REACTION_IDS:
            self.client.send({"type": "react", "id": reaction})

    def close(self, leave: bool = False) -> None:
        """Stop being at the table. `leave`: on purpose (Esc in the lobby): the seat is
        given up. Otherwise (the window closes, Quit to menu) it is kept as a dropped
        connection's is: a computer plays it until Rejoin (a guest) or Continue hosting
        (the host). A finished game keeps nothing. The seats' names go back to the
        computer players' (after a finished game, once the menu or a new table comes)."""
        if self.closed:
            return
        self.closed = True
        if not self.over:  # a finished game's final scores keep the friends' names
            seat_names(None)
        give_up = leave or self.over or not self.started
        try:
            if self.hosting is None and give_up:
                self._keep(None)
                self.client.leave(2.0)
            else:  # no goodbye: the seat stays this window's, to take back
                self.client.stop(2.0)
        except Exception:  # noqa: BLE001 - leaving must never keep the window
            log.warning("the client did not leave cleanly", exc_info=True)
        if self.hosting is not None:
            self.hosting.stop(keep=not give_up)


__all__ = ["TableLink", "TableConnection", "RECONNECTING"]
