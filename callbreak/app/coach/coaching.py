"""The coach in the round review: which of your rounds the coach looks at, when, and what
it found.

After each round of an offline game is scored (`after_round`, from the table's session),
the analysis of your seat is asked of the coach's worker (`Thinker.coach`: a process of its
own at the lowest priority, which waits while a computer player thinks), one round at a
time, the newest first. Its progress is `state(game, round_no)`; its result is kept here,
with the game by the store (`Store.keep_analysis`: game.json while the game goes on,
last-game.json once it is over) so that the review opens it at once, the same every time,
after a restart too, and its points given away go to the statistics
(`Store.record_coach_round`). An analysis cut off by quitting is simply asked again when the
game is continued (`catch_up`); any other round without one (the coach was off then, the last
game) is asked when its review is opened (`wanted`), before whatever else waits. The Daily
Challenge is looked at only once it is finished (then every round of it, the last first), and
no analysis of a Daily is shown before: like its deal code, it would let its deals be
rehearsed (`held_back`). With the coach off (`Settings.coach`) nothing is asked and what is
under way is stopped. The window never imports the coach: it sees plain JSON, read into
`callbreak.words.coach_words` records.

A friends' game is coached too, for whoever sits at this window, host or guest: its seat's
rounds as its own mirror of the table saw them (`mirrored`: the engine's game rebuilt from
what the host sent, so each view is the one the seat had), judged in the table's own seat;
nothing is asked of the host for it, and nothing is kept or counted (a friends' game keeps
nothing here), so its analyses last as long as the window. Not for the lesson (its session
keeps nothing).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from callbreak.engine import GAME_OVER, Card, Game
from callbreak.net.mirror import MirrorGame
from callbreak.store.daily import code_kept_back
from callbreak.words.coach_words import RoundAnalysis

from ..table.game import TableGame, engine_game
from .mirrored import Rebuilt

if TYPE_CHECKING:
    from ..shell.context import App
    from .coach_worker import CoachJob

log = logging.getLogger(__name__)

YOU = 0


@dataclass(frozen=True)
class CoachState:
    """What the review can say of one round: `analysis` once done; else `asked` with
    `progress` (judged, in all) while the coach looks at it (None: not started yet); or
    `later`: a Daily Challenge not finished yet, looked at once it is; or none of them (not
    asked: the coach is off, or the round is not one it looks at)."""

    analysis: RoundAnalysis | None = None
    asked: bool = False
    progress: tuple[int, int] | None = None
    later: bool = False


@dataclass
class _Request:
    game: Game
    round_no: int
    daily: str | None
    seat: int = YOU  # whose round: a friends' game judges the table's own seat of this window
    kept: bool = True  # kept with the game and counted (offline); a friends' game: neither

    def of(self, game: Game, round_no: int, seat: int = YOU) -> bool:
        """Whether this asks for `seat`'s round `round_no` of `game` (the same game read
        again from its file, as the last game is each time it is opened, included)."""
        return round_no == self.round_no and seat == self.seat and (game is self.game or (
            _seed(game) == _seed(self.game) and round_no < len(game.round_scores)
            and choices(game, round_no, seat) == choices(self.game, round_no, seat)))


def choices(game: Game, round_no: int, seat: int = YOU) -> list[int | Card]:
    """`seat`'s call and then its cards in round `round_no`, in the order they were made."""
    rnd = game.rounds[round_no]
    call = rnd.calls[seat]
    out: list[int | Card] = [] if call is None else [int(call)]
    out += [card for _, plays, _ in rnd.completed for who, card in plays if who == seat]
    return out


def fits(analysis: RoundAnalysis, game: Game, round_no: int, seat: int = YOU) -> bool:
    """Whether `analysis` is this coach's verdict on this very round of `game` (a kept one
    may come from another game on the same deals, or from an older coach)."""
    if not (analysis.current and analysis.round_no == round_no and analysis.seat == seat
            and 0 <= round_no < len(game.round_scores)):
        return False
    return [d.chosen for d in analysis.decisions] == choices(game, round_no, seat)


def _seed(game: Game) -> str:
    return str(game.seed)


def _key(game: Game, round_no: int) -> tuple[str, int]:
    return _seed(game), round_no


class Coaching:
    def __init__(self, app: App) -> None:
        self.app = app
        self.waiting: list[_Request] = []  # newest last: it goes first
        self.running: tuple[_Request, CoachJob] | None = None
        self._known: dict[tuple[str, int], RoundAnalysis] = {}
        # each game's Daily date by its seed (None: an ordinary game), as its table said
        self._dailies: dict[str, str | None] = {}
        self._unkept: set[str] = set()  # the seeds of friends' games: nothing stored
        self._rebuilt = Rebuilt()  # the friends' game this window's mirror saw, for the coach

    @property
    def on(self) -> bool:
        return bool(getattr(self.app.settings, "coach", True))

    # -- which game, whose seat ----------------------------------------------------------
    def coached(self, table_game: TableGame) -> tuple[Game, int] | None:
        """The engine's game the coach reads for the game a table draws, and the seat it
        judges: an offline game and your seat; a friends' game as this window's mirror saw
        it and the table's seat of this window; None for anything else."""
        game = engine_game(table_game)
        if game is not None:
            return game, YOU
        if not isinstance(table_game, MirrorGame):
            return None
        rebuilt = self._rebuilt.of(table_game)
        if rebuilt is None:
            return None
        self._dailies[_seed(rebuilt)] = None
        self._unkept.add(_seed(rebuilt))
        return rebuilt, table_game.me

    # -- asking -----------------------------------------------------------------------
    def after_round(self, table_game: TableGame, round_no: int,
                    daily: str | None = None) -> None:
        """Round `round_no` of the game (an offline game, kept; or a friends' game) was
        just scored. A Daily's last round asks for every round of it (none was asked before
        its end)."""
        found = self.coached(table_game)
        if found is None:
            return
        game, seat = found
        if _seed(game) in self._unkept:  # a friends' game: no Daily
            self._ask(game, round_no, seat)
            self.update()
            return
        self._dailies[_seed(game)] = daily
        if daily is not None and game.phase == GAME_OVER:
            for earlier in range(round_no):
                self._ask(game, earlier)
        self._ask(game, round_no)
        self.update()

    def catch_up(self, game: Game, daily: str | None = None) -> None:
        """A game continued: each finished round without an analysis (one cut off by
        quitting) is asked again, the latest first."""
        if not isinstance(game, Game):
            return
        self._dailies[_seed(game)] = daily
        for round_no in range(len(game.round_scores)):
            self._ask(game, round_no)
        self.update()

    def wanted(self, table_game: TableGame, round_no: int) -> None:
        """Round `round_no` of the game is reviewed: without an analysis (the coach was off
        then, the last game), it is asked now, ahead of any other round waiting."""
        found = self.coached(table_game)
        if found is not None and 0 <= round_no < len(found[0].round_scores):
            self._ask(found[0], round_no, found[1])
            self.update()

    def _ask(self, game: Game, round_no: int, seat: int = YOU) -> None:
        """Put the round at the head of the line (it goes next: `update` starts it), unless
        it is looked at or held back."""
        if not self.on or self.held_back(game) or self.analysis(game, round_no, seat):
            return
        if self.running is not None and self.running[0].of(game, round_no, seat):
            return
        self.waiting = [r for r in self.waiting if not r.of(game, round_no, seat)]
        self.waiting.append(_Request(game, round_no, self.daily_of(game), seat,
                                     _seed(game) not in self._unkept))

    def daily_of(self, game: Game) -> str | None:
        """The Daily's date of `game` (None: an ordinary game), as its table said; a game
        no table here has shown (the last game) as the store keeps it."""
        key = _seed(game)
        if key not in self._dailies:
            store = self.app.store
            last = store.load_last_game() if store is not None else None
            self._dailies[key] = last.daily if last is not None and \
                _seed(last.game) == key else None
        return self._dailies[key]

    def held_back(self, game: Game) -> bool:
        """A Daily Challenge not finished yet: its rounds are neither looked at nor shown
        (the day's Daily finished once is not: what it shows is out already)."""
        if game.phase == GAME_OVER:
            return False
        daily = self.daily_of(game)
        store = self.app.store
        return code_kept_back(daily, store.daily_played if store is not None else None)

    def update(self) -> bool:
        """Every frame: take a finished analysis, start the next. (True: keep calling.)"""
        if not self.on:
            self._stop_all()
            return True
        if self.running is not None:
            request, job = self.running
            if not job.done():
                return True
            self.running = None
            self._heard(request, job.result())
        while self.waiting and self.running is None:
            request = self.waiting.pop()
            if self.analysis(request.game, request.round_no, request.seat) is not None:
                continue
            asked = self.app.thinker.coach.ask(request.game, request.round_no, request.seat)
            if asked is None:  # no coach here (a test's inline thinker): nothing to wait for
                self.waiting.clear()
                break
            self.running = (request, asked)
            if asked.done():  # inline: already there
                return self.update()
        return True

    def _stop_all(self) -> None:
        self.waiting.clear()
        if self.running is not None:
            self.running[1].stop()
            self.running = None

    def _heard(self, request: _Request, found: dict[str, Any] | None) -> None:
        if found is None:
            return
        try:
            analysis = RoundAnalysis.from_dict(found)
        except ValueError as exc:
            log.warning("the coach's analysis could not be read: %s", exc)
            return
        game, round_no = request.game, request.round_no
        if not fits(analysis, game, round_no, request.seat):
            log.warning("the coach's analysis of round %d does not fit the game", round_no + 1)
            return
        self._known[_key(game, round_no)] = analysis
        store = self.app.store
        if store is not None and request.kept:
            store.keep_analysis(game, round_no, found)
            store.record_coach_round(game, round_no, analysis.gave_away, request.daily)

    # -- what the review shows --------------------------------------------------------
    def analysis(self, game: Game, round_no: int, seat: int = YOU) -> RoundAnalysis | None:
        """The coach's verdicts on `seat`'s (your) round `round_no` of `game`, if it has
        looked (and `game` is not a Daily still to finish)."""
        if not isinstance(game, Game) or self.held_back(game):
            return None
        found = self._known.get(_key(game, round_no))
        if found is not None and fits(found, game, round_no, seat):
            return found
        store = self.app.store
        if store is None or _seed(game) in self._unkept:  # a friends' game keeps nothing
            return None
        kept = store.analyses(game).get(round_no)
        if kept is None:
            return None
        try:
            found = RoundAnalysis.from_dict(kept)
        except ValueError:
            return None
        if not fits(found, game, round_no):
            return None
        self._known[_key(game, round_no)] = found
        return found

    def state(self, table_game: TableGame, round_no: int) -> CoachState:
        coached = self.coached(table_game)
        if coached is None:  # nothing the coach looks at (a friends' game before its end)
            return CoachState()
        game, seat = coached
        if self.held_back(game):
            return CoachState(later=self.on)
        found = self.analysis(game, round_no, seat)
        if found is not None:
            return CoachState(found)
        if self.running is not None:
            request, job = self.running
            if request.of(game, round_no, seat):
                return CoachState(asked=True, progress=job.progress())
        if any(r.of(game, round_no, seat) for r in self.waiting):
            return CoachState(asked=True)
        return CoachState()

    @property
    def busy(self) -> bool:
        """An analysis is under way or waiting (the review shows its progress)."""
        return self.running is not None or bool(self.waiting)


__all__ = ["Coaching", "CoachState", "choices", "fits"]
