"""The person's statistics (seat 0): games, wins, rounds, calls made, scores and runs, in
total and per computer-player level, and one result per daily deal. Pure bookkeeping: the
store decides when to read and write `stats.json`.

Recording is idempotent. A ledger remembers which rounds (game seed + round number) and
which finished games were counted, so recording a resumed game again counts nothing twice.
A daily game counts only until that day's daily has been completed once; its results are
kept by date, with the best daily score and the streak of days played (finished) in a row.

A bounded history keeps the last `HISTORY_GAMES` finished games one by one (`GameRecord`:
date, level, total, calls made, daily or not, and the coach's points given away per round),
for the Statistics screen's pictures. The coach judges a round after it is over, in the
worker, so its figure may come before the game is over (kept with the game's key until then)
or after (put straight into the game's record): `record_coach_round`.
"""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

from ..engine import GAME_OVER, Game
from .daily import parse_day, today

log = logging.getLogger(__name__)

STATS_VERSION = 1
PERSON = 0  # the seat the statistics are about
LEDGER_GAMES = 200  # games remembered for idempotent recording; only a resume repeats one
DAYS_REMEMBERED = 1000
HISTORY_GAMES = 50  # finished games kept one by one, the newest last
COACH_WAITING_GAMES = 20  # games whose coach figures wait for the game to be over
MOST_ROUNDS = 10  # the most rounds a game has (engine.rules.ROUND_CHOICES)


def percent(part: int, whole: int) -> float:
    """Percent to one decimal place; 0.0 when there is nothing to divide."""
    return round(100.0 * part / whole, 1) if whole else 0.0


def mean_tenths(total: int, count: int) -> int:
    """`total / count` rounded to whole tenths, halves away from zero; 0 when count is 0."""
    if not count:
        return 0
    q = (2 * abs(total) + count) // (2 * count)
    return q if total >= 0 else -q


def _whole(value: Any, *, minimum: int | None = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and \
        (minimum is None or value >= minimum)


@dataclass
class Tally:
    """Counts for one group of games. Scores are whole tenths of a point."""

    games_played: int = 0
    games_won: int = 0  # won outright (the top total alone)
    shared_wins: int = 0  # tied at the top with another seat
    rounds: int = 0
    calls_made: int = 0  # rounds in which the person took at least their call
    score_total: int = 0  # the sum of every round score, tenths
    best_game_total: int | None = None  # tenths; None until a game is finished

    @property
    def calls_total(self) -> int:
        return self.rounds

    @property
    def calls_made_percent(self) -> float:
        return percent(self.calls_made, self.rounds)

    @property
    def average_round_score(self) -> int:
        """Tenths (format with engine.format_tenths)."""
        return mean_tenths(self.score_total, self.rounds)

    @property
    def win_percent(self) -> float:
        """Outright wins as a percent of games played."""
        return percent(self.games_won, self.games_played)

    def add_round(self, score: int, made: bool) -> None:
        self.rounds += 1
        self.calls_made += made
        self.score_total += score

    def add_game(self, total: int, won: bool, shared: bool) -> None:
        self.games_played += 1
        self.games_won += won
        self.shared_wins += shared
        if self.best_game_total is None or total > self.best_game_total:
            self.best_game_total = total

    def to_dict(self) -> dict[str, Any]:
        """Named keys, the derived figures included so the file reads well by itself."""
        return {
            "games_played": self.games_played, "games_won": self.games_won,
            "shared_wins": self.shared_wins, "rounds": self.rounds,
            "calls_made": self.calls_made, "calls_total": self.calls_total,
            "calls_made_percent": self.calls_made_percent, "score_total": self.score_total,
            "average_round_score": self.average_round_score,
            "best_game_total": self.best_game_total,
        }

    def _load(self, data: dict[str, Any], where: str) -> None:
        """Take the stored counts from `data`; a bad one stays at its default, logged.
        Derived figures in the file are ignored: they are recomputed."""
        for f in fields(Tally):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name == "best_game_total":
                ok = value is None or _whole(value, minimum=None)
            else:
                ok = _whole(value, minimum=None if f.name == "score_total" else 0)
            if ok:
                setattr(self, f.name, value)
            else:
                log.warning("statistics: %s%s has a bad value %.80r; using %r",
                            where, f.name, value, getattr(self, f.name))


@dataclass(frozen=True)
class GameRecord:
    """One finished game in the history. Scores are whole tenths of a point.

    `coach[n]` is what the coach found you gave away in round n (tenths, never below 0), or
    None while that round has not been judged (coach off, or the analysis not done yet)."""

    key: str  # the game's key in the ledger (its seed; a daily's day and seed)
    date: str  # "2026-12-05", the day it finished (a daily: its day)
    level: str
    total: int
    calls_made: int
    calls: int  # one call per round
    daily: bool = False
    won: bool = False  # won outright
    coach: tuple[int | None, ...] = ()

    @property
    def coach_judged(self) -> list[int]:
        """The given-away figures of the judged rounds, in round order."""
        return [c for c in self.coach if c is not None]

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "date": self.date, "level": self.level, "total": self.total,
                "calls_made": self.calls_made, "calls": self.calls, "daily": self.daily,
                "won": self.won, "coach": list(self.coach)}

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord | None:
        """The record in `data`, or None when any part of it is not what it should be
        (a damaged entry is refused whole, never patched)."""
        if not isinstance(data, dict):
            return None
        key, date, level = data.get("key"), data.get("date"), data.get("level")
        total: Any = data.get("total")
        made: Any = data.get("calls_made")
        calls: Any = data.get("calls")
        coach = data.get("coach", [])
        flags = [data.get(name, False) for name in ("daily", "won")]
        if not (isinstance(key, str) and isinstance(level, str) and isinstance(date, str)
                and parse_day(date) is not None and _whole(total, minimum=None)
                and _whole(made) and _whole(calls) and made <= calls <= MOST_ROUNDS
                and all(isinstance(flag, bool) for flag in flags)
                and isinstance(coach, list) and len(coach) <= MOST_ROUNDS
                and all(c is None or _whole(c) for c in coach)):
            return None
        return cls(key, date, level, total, made, calls, flags[0], flags[1], tuple(coach))


@dataclass
class Stats(Tally):
    """All of the person's statistics; the Tally fields are the grand total."""

    longest_made_run: int = 0  # most rounds in a row with the call made, across games
    current_made_run: int = 0
    levels: dict[str, Tally] = field(default_factory=dict)
    days: dict[str, dict[str, Any]] = field(default_factory=dict)  # "2026-11-30" -> result
    # Bookkeeping for idempotent recording; survives a reset so nothing counts twice.
    ledger: dict[str, dict[str, Any]] = field(default_factory=dict)
    days_done: list[str] = field(default_factory=list)
    history: list[GameRecord] = field(default_factory=list)  # the newest last
    # the coach's figures of games not over yet: {ledger key: {round_no: tenths}}
    coach_waiting: dict[str, dict[int, int]] = field(default_factory=dict)
    # the first-game lesson was offered and answered: the player's record, not only a
    # setting (a damaged settings file must not offer it again); survives a reset too
    lesson_offered: bool = False

    # -- reading ---------------------------------------------------------------------------
    @property
    def per_level(self) -> dict[str, dict[str, Any]]:
        """{level: the Tally keys as a dict}, e.g. per_level["hard"]["games_won"]."""
        return {level: tally.to_dict() for level, tally in self.levels.items()}

    @property
    def daily(self) -> dict[str, dict[str, Any]]:
        """{"2026-11-30": {"seed", "level", "rounds", "calls_made", "score_total",
        "completed", "total", "won", "shared"}}; total is None until completed."""
        return {day: dict(result) for day, result in self.days.items()}

    @property
    def best_daily(self) -> int | None:
        """The best total of a finished Daily Challenge, tenths; None before the first."""
        totals = [r["total"] for r in self.days.values()
                  if r["completed"] and r["total"] is not None]
        return max(totals) if totals else None

    def _days_finished(self) -> set[datetime.date]:
        return {day for key, r in self.days.items() if r["completed"]
                and (day := parse_day(key)) is not None}

    def daily_streak(self, today: datetime.date) -> int:
        """Days in a row with the Daily Challenge finished, up to `today`. A streak that
        reached yesterday still stands until today is over (today's may not be played yet)."""
        done = self._days_finished()
        day = today if today in done else today - datetime.timedelta(days=1)
        count = 0
        while day in done:
            count += 1
            day -= datetime.timedelta(days=1)
        return count

    @property
    def longest_daily_streak(self) -> int:
        """The most days in a row with the Daily Challenge finished, ever."""
        done = self._days_finished()
        best = 0
        for day in done:
            if day - datetime.timedelta(days=1) in done:
                continue  # not the first day of a run
            run = 1
            while day + datetime.timedelta(days=run) in done:
                run += 1
            best = max(best, run)
        return best

    @property
    def ever_played(self) -> bool:
        """A round of this player's was ever counted, even if the figures were reset since
        (the ledger, kept through a reset, remembers it)."""
        return self.rounds > 0 or any(entry["rounds"] for entry in self.ledger.values())

    def daily_played(self, day: Any) -> bool:
        """Whether that day's daily game has been completed for the record."""
        parsed = parse_day(day)
        return parsed is not None and parsed.isoformat() in self.days_done

    # -- recording -------------------------------------------------------------------------
    def record_rounds(self, game: Game, level: str, daily: Any = None) -> bool:
        """Count every scored round of `game` not counted before. True if anything changed."""
        day = self._day_for_record(daily)
        if day is False:
            return False
        entry = self._ledger_entry(game, day)
        counted = entry["rounds"]
        changed = False
        for round_no, scores in enumerate(game.round_scores):
            if round_no in counted:
                continue
            rnd = game.rounds[round_no]
            call, tricks = rnd.calls[PERSON], rnd.tricks_won[PERSON]
            made = call is not None and tricks >= call
            score = scores[PERSON]
            for tally in (self, self._level(level)):
                tally.add_round(score, made)
            self.current_made_run = self.current_made_run + 1 if made else 0
            self.longest_made_run = max(self.longest_made_run, self.current_made_run)
            if day is not None:
                result = self._day_entry(day, game, level)
                result["rounds"] += 1
                result["calls_made"] += made
                result["score_total"] += score
            counted.append(round_no)
            changed = True
        return changed

    def record_game(self, game: Game, level: str, daily: Any = None,
                    on: datetime.date | None = None) -> bool:
        """Count a finished game (and any of its rounds not yet counted) and add it to the
        history, dated `on` (today when not given; a daily: its day). True if changed."""
        if game.phase != GAME_OVER:
            log.warning("statistics: record_game called before the game is over; ignored")
            return False
        changed = self.record_rounds(game, level, daily)
        day = self._day_for_record(daily)
        if day is False:
            return changed
        entry = self._ledger_entry(game, day)
        if entry["game"]:
            return changed
        top = game.winners
        total = game.totals[PERSON]
        won, shared = top == [PERSON], PERSON in top and len(top) > 1
        for tally in (self, self._level(level)):
            tally.add_game(total, won, shared)
        entry["game"] = True
        key = self._game_key(game, day)
        waiting = self.coach_waiting.pop(key, {})
        date = day if day is not None else (on or today()).isoformat()
        rounds = len(game.round_scores)
        made = sum(1 for rnd in game.rounds[:rounds]
                   if (call := rnd.calls[PERSON]) is not None and rnd.tricks_won[PERSON] >= call)
        self.history.append(GameRecord(
            key, date, str(level), total, made, rounds, daily=day is not None, won=won,
            coach=tuple(waiting.get(n) for n in range(rounds))))
        del self.history[:-HISTORY_GAMES]
        if day is not None:
            result = self._day_entry(day, game, level)
            result.update(completed=True, total=total, won=won, shared=shared)
            self.days_done.append(day)
            del self.days_done[:-DAYS_REMEMBERED]
        return True

    def record_coach_round(self, game: Game, round_no: int, given_away: int,
                           daily: Any = None) -> bool:
        """The coach judged `round_no` of `game`: you gave away `given_away` tenths of a point.
        Kept with the game until it is over, or put into its record if it is over already.
        A round's first figure stays (the coach is deterministic); True if anything changed."""
        if not (_whole(round_no) and round_no < MOST_ROUNDS and _whole(given_away)):
            log.warning("statistics: the coach's round %.20r given away %.20r ignored",
                        round_no, given_away)
            return False
        day = parse_day(daily) if daily is not None else None
        key = self._game_key(game, day.isoformat() if day is not None else None)
        for k in range(len(self.history) - 1, -1, -1):
            record = self.history[k]
            if record.key == key:
                if round_no >= record.calls or record.coach[round_no:round_no + 1] != (None,):
                    return False
                coach = list(record.coach)
                coach[round_no] = given_away
                self.history[k] = replace(record, coach=tuple(coach))
                return True
        waiting = self.coach_waiting.pop(key, {})
        self.coach_waiting[key] = waiting  # most recent last
        while len(self.coach_waiting) > COACH_WAITING_GAMES:
            del self.coach_waiting[next(iter(self.coach_waiting))]
        if round_no in waiting:
            return False
        waiting[round_no] = given_away
        return True

    def reset(self) -> None:
        """Forget every figure and the history; keep the ledger, so a game in progress or
        today's daily cannot be counted a second time after the reset (and the coach's
        figures of the game in progress, which is still to come)."""
        for f in fields(Tally):
            setattr(self, f.name, f.default)
        self.longest_made_run = self.current_made_run = 0
        self.levels = {}
        self.days = {}
        self.history = []

    def _day_for_record(self, daily: Any) -> str | None | Literal[False]:
        """The day key of a daily game; None for an ordinary game; False when that day's
        daily has already been completed (a replay that must not count)."""
        if daily is None:
            return None
        day = parse_day(daily)
        if day is None:
            log.warning("statistics: %r is not a date; counted as an ordinary game", daily)
            return None
        key = day.isoformat()
        return False if key in self.days_done else key

    @staticmethod
    def _game_key(game: Game, day: str | None) -> str:
        # A daily is its own entry, apart from the same deal played from its code as an
        # ordinary game. (A daily of the old scheme, with a text seed, keeps its old key.)
        return str(game.seed) if day is None or isinstance(game.seed, str) else \
            f"daily {day} {game.seed}"

    def _ledger_entry(self, game: Game, day: str | None) -> dict[str, Any]:
        key = self._game_key(game, day)
        entry = self.ledger.pop(key, None) or {"rounds": [], "game": False}
        self.ledger[key] = entry  # most recent last
        while len(self.ledger) > LEDGER_GAMES:
            del self.ledger[next(iter(self.ledger))]
        return entry

    def _level(self, level: str) -> Tally:
        return self.levels.setdefault(str(level), Tally())

    def _day_entry(self, day: str, game: Game, level: str) -> dict[str, Any]:
        entry = self.days.get(day)
        if entry is None:
            entry = self.days[day] = {
                "seed": str(game.seed), "level": str(level), "rounds": 0, "calls_made": 0,
                "score_total": 0, "completed": False, "total": None, "won": False,
                "shared": False,
            }
        return entry

    # -- the file --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"version": STATS_VERSION}
        out.update(Tally.to_dict(self))
        out.update(longest_made_run=self.longest_made_run,
                   current_made_run=self.current_made_run, per_level=self.per_level,
                   daily=self.daily, best_daily=self.best_daily,
                   longest_daily_streak=self.longest_daily_streak,
                   days_done=list(self.days_done),
                   recorded={k: {"rounds": list(v["rounds"]), "game": v["game"]}
                             for k, v in self.ledger.items()},
                   history=[record.to_dict() for record in self.history],
                   coach_waiting={key: {str(n): c for n, c in sorted(rounds.items())}
                                  for key, rounds in self.coach_waiting.items()},
                   lesson_offered=self.lesson_offered)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Stats:
        """Tolerant: a bad figure falls back to zero with a logged warning."""
        stats = cls()
        stats._load(data, "")
        for name in ("longest_made_run", "current_made_run"):
            value = data.get(name, 0)
            if _whole(value):
                setattr(stats, name, value)
            else:
                log.warning("statistics: %s has a bad value %.80r; using 0", name, value)
        levels = data.get("per_level", {})
        if isinstance(levels, dict):
            for level, values in levels.items():
                if isinstance(values, dict):
                    tally = Tally()
                    tally._load(values, f"per_level.{level}.")
                    stats.levels[level] = tally
        days = data.get("daily", {})
        if isinstance(days, dict):
            for day, result in days.items():
                clean = _clean_day(day, result)
                if clean is not None:
                    stats.days[day] = clean
        done = data.get("days_done", [])
        if isinstance(done, list):
            stats.days_done = [d for d in done if isinstance(d, str) and parse_day(d)]
        ledger = data.get("recorded", {})
        if isinstance(ledger, dict):
            for seed, entry in ledger.items():
                if isinstance(entry, dict) and isinstance(entry.get("rounds"), list):
                    rounds = [r for r in entry["rounds"] if _whole(r)]
                    stats.ledger[seed] = {"rounds": rounds, "game": entry.get("game") is True}
        history = data.get("history", [])  # (files before the history have none)
        if isinstance(history, list):
            for item in history[-HISTORY_GAMES:]:
                record = GameRecord.from_dict(item)
                if record is None:
                    log.warning("statistics: dropped a damaged game of the history: %.120r",
                                item)
                else:
                    stats.history.append(record)
        waiting = data.get("coach_waiting", {})
        if isinstance(waiting, dict):
            for key, rounds in list(waiting.items())[-COACH_WAITING_GAMES:]:
                if isinstance(rounds, dict):
                    stats.coach_waiting[key] = {
                        int(n): c for n, c in rounds.items()
                        if isinstance(n, str) and n.isascii() and n.isdigit()
                        and int(n) < MOST_ROUNDS and _whole(c)}
        stats.lesson_offered = data.get("lesson_offered") is True
        return stats


def _clean_day(day: str, result: Any) -> dict[str, Any] | None:
    if parse_day(day) is None or not isinstance(result, dict):
        log.warning("statistics: dropped a bad daily result for %.40r", day)
        return None
    clean: dict[str, Any] = {"seed": str(result.get("seed", "")),
                             "level": str(result.get("level", ""))}
    for name in ("rounds", "calls_made"):
        value = result.get(name, 0)
        clean[name] = value if _whole(value) else 0
    value = result.get("score_total", 0)
    clean["score_total"] = value if _whole(value, minimum=None) else 0
    for name in ("completed", "won", "shared"):
        clean[name] = result.get(name) is True
    total = result.get("total")
    clean["total"] = total if _whole(total, minimum=None) and clean["completed"] else None
    return clean
