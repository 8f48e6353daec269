"""The person's statistics (seat 0): games, wins, rounds, calls made, scores and runs, in
total and per computer-player level, and one result per daily deal. Pure bookkeeping: the
store decides when to read and write `stats.json`.

Recording is idempotent. A ledger remembers which rounds (game seed + round number) and
which finished games were counted, so recording a resumed game again counts nothing twice.
A daily game counts only until that day's daily has been completed once; its results are
kept by date, with the best daily score and the streak of days played (finished) in a row.
"""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass, field, fields
from typing import Any, Literal

from ..engine import GAME_OVER, Game
from .daily import parse_day

log = logging.getLogger(__name__)

STATS_VERSION = 1
PERSON = 0  # the seat the statistics are about
LEDGER_GAMES = 200  # games remembered for idempotent recording; only a resume repeats one
DAYS_REMEMBERED = 1000


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

    def record_game(self, game: Game, level: str, daily: Any = None) -> bool:
        """Count a finished game (and any of its rounds not yet counted). True if changed."""
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
        if day is not None:
            result = self._day_entry(day, game, level)
            result.update(completed=True, total=total, won=won, shared=shared)
            self.days_done.append(day)
            del self.days_done[:-DAYS_REMEMBERED]
        return True

    def reset(self) -> None:
        """Forget every figure; keep the ledger, so a game in progress or today's daily
        cannot be counted a second time after the reset."""
        for f in fields(Tally):
            setattr(self, f.name, f.default)
        self.longest_made_run = self.current_made_run = 0
        self.levels = {}
        self.days = {}

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

    def _ledger_entry(self, game: Game, day: str | None) -> dict[str, Any]:
        # A daily is its own entry, apart from the same deal played from its code as an
        # ordinary game. (A daily of the old scheme, with a text seed, keeps its old key.)
        key = str(game.seed) if day is None or isinstance(game.seed, str) else \
            f"daily {day} {game.seed}"
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
                             for k, v in self.ledger.items()})
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
