"""What each picture of the Statistics screen shows, as figures and as the sentence that says
the same figures for a player who prefers reading: your total per game over the last games,
calls made by computer-player level, the coach's points given away per round game by game,
and the Daily Challenge's days (today's in a sentence or two, the record as figures). No
drawing here: `stats_pictures` and `stats_figures` draw these.

Every figure comes from the store's `Stats` (its per-game `history`, its per-level tallies
and its daily results), so a picture and its sentence can never disagree.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from callbreak.engine import format_tenths
from callbreak.store.daily import parse_day, today
from callbreak.store.stats import mean_tenths as _mean
from callbreak.words import LEVEL_NAMES, N_, join_and, ntr, tr

from .ui import signed

NONE = "–"  # shown where there is nothing to divide yet
GAMES_SHOWN = 20  # the last games a picture of games shows
DAYS_SHOWN = 30  # the days the streak picture shows, today last

# the pages, in order: (key, its tab's name); the first is the figures of old. The level
# table has a page of its own only with larger text (beside your play it would not fit).
PAGES = (("figures", N_("Figures")), ("levels", N_("Levels")), ("totals", N_("Totals")),
         ("calls", N_("Calls")), ("coach", N_("Coach")), ("daily", N_("Daily")))


def pages_for(larger_text: bool) -> tuple[tuple[str, str], ...]:
    """The pages shown: every one with larger text, else all but the level table's."""
    return PAGES if larger_text else tuple(page for page in PAGES if page[0] != "levels")

NO_GAMES = N_("Finish a game and its total appears here, one bar a game.")
OLD_GAMES = N_("Games finished before this version of Callbreak are counted in your "
               "figures but not drawn here; your next games will be.")
NO_COACH = N_("The coach has not judged a game of yours yet. With the coach on, finish a "
              "game and the points you gave away in each round appear here.")


def tenths(value: int) -> str:
    """A figure in tenths as "0.8", without a sign."""
    return format_tenths(value)


@dataclass(frozen=True)
class Bars:
    """One bar a game, oldest first: its value in tenths. `signed`: values may be below zero
    (totals); else they never are (points given away)."""

    values: tuple[int, ...]
    signed: bool

    def label(self, value: int) -> str:
        return signed(value) if self.signed else tenths(value)


@dataclass(frozen=True)
class LevelCalls:
    """Calls made at one computer-player level."""

    key: str
    name: str  # said in the player's language
    made: int
    rounds: int

    @property
    def percent(self) -> int:
        """Whole percent, halves up; 0 before a round is played."""
        return (200 * self.made + self.rounds) // (2 * self.rounds) if self.rounds else 0


@dataclass(frozen=True)
class Days:
    """The Daily Challenge over the last days, today last: finished or not, each day."""

    days: tuple[datetime.date, ...]
    finished: tuple[bool, ...]
    current: int  # days in a row up to today (or yesterday, today not played yet)
    longest: int
    best: int | None  # the best finished total, tenths

    @property
    def count(self) -> int:
        return sum(self.finished)


# -- your total per game -------------------------------------------------------------------

def totals(stats: Any) -> Bars:
    return Bars(tuple(r.total for r in stats.history[-GAMES_SHOWN:]), signed=True)


def totals_sentence(stats: Any) -> str:
    series = totals(stats)
    if not series.values:
        return tr(OLD_GAMES) if stats.games_played else tr(NO_GAMES)
    values = series.values
    listed = ", ".join(signed(v) for v in values)
    if len(values) == 1:
        return tr("Your last game: {total}.", total=listed)
    average = _mean(sum(values), len(values))
    return ntr("Your last {n} game, oldest first: {totals}. Average {average}, best {best}, "
               "lowest {lowest}.",
               "Your last {n} games, oldest first: {totals}. Average {average}, best {best}, "
               "lowest {lowest}.", len(values), totals=listed, average=signed(average),
               best=signed(max(values)), lowest=signed(min(values)))


# -- calls made, by level ------------------------------------------------------------------

def level_calls(stats: Any) -> list[LevelCalls]:
    """Every level, played or not, in the order of the levels."""
    out = []
    for key, name in LEVEL_NAMES.items():
        tally = stats.levels.get(key)
        made, rounds = (tally.calls_made, tally.rounds) if tally is not None else (0, 0)
        out.append(LevelCalls(key, tr(name), made, rounds))
    return out


def level_figure(level: LevelCalls) -> str:
    """What a level's bar says: "62% (31 of 50)", or that it is not played yet."""
    if not level.rounds:
        return tr("not played yet")
    return tr("{percent}% ({made} of {rounds})", percent=level.percent, made=level.made,
              rounds=level.rounds)


def calls_sentence(stats: Any) -> str:
    levels = level_calls(stats)
    if not any(level.rounds for level in levels):
        return tr("Play a round and the calls you made appear here, level by level.")
    parts = [tr("{level}: {figure}", level=level.name, figure=level_figure(level))
             for level in levels]
    return tr("Calls made, by the computer players' level: {levels}.",
              levels=join_and(parts))


# -- the coach's points given away ---------------------------------------------------------

def coached(stats: Any) -> Bars:
    """For each of the last games the coach judged, the points given away per judged round
    (tenths, rounded), oldest first."""
    means = [_mean(sum(judged), len(judged)) for r in stats.history
             if (judged := r.coach_judged)]
    return Bars(tuple(means[-GAMES_SHOWN:]), signed=False)


def coach_sentence(stats: Any) -> str:
    values = coached(stats).values
    if not values:
        return tr(NO_COACH)
    listed = ", ".join(tenths(v) for v in values)
    first = ntr("Points given away per round in your last {n} judged game: {figures}.",
                "Points given away per round in your last {n} judged games, oldest first: "
                "{figures}.", len(values), figures=listed)
    if len(values) < 2:
        return first + " " + tr("Lower is better.")
    half = len(values) // 2
    recent, before = values[-half:], values[-2 * half:-half]
    then = ntr("The latest game: {recent} a round; the one before: {before}.",
               "The latest {n} games: {recent} a round; the {n} before them: {before}.",
               half, recent=tenths(_mean(sum(recent), half)),
               before=tenths(_mean(sum(before), half)))
    return " ".join((first, then, tr("Lower is better.")))


# -- the daily streak ----------------------------------------------------------------------

def daily_days(stats: Any, today: datetime.date) -> Days:
    days = tuple(today - datetime.timedelta(days=back) for back in range(DAYS_SHOWN - 1, -1, -1))
    finished = tuple(bool(stats.days.get(day.isoformat(), {}).get("completed"))
                     for day in days)
    return Days(days, finished, stats.daily_streak(today), stats.longest_daily_streak,
                stats.best_daily)


def daily_sentence(days: Days) -> str:
    first = tr("The Daily Challenge finished on {n} of the last {days} days.", n=days.count,
               days=len(days.days)) if days.count else \
        tr("No Daily Challenge finished in the last {days} days yet: each one you finish "
           "ticks its day.", days=len(days.days))
    if days.best is None:
        return first
    return " ".join((first, ntr("Now {n} day in a row; the longest streak {longest}.",
                                "Now {n} days in a row; the longest streak {longest}.",
                                days.current, longest=days.longest),
                     tr("Best total {best}.", best=signed(days.best))))


# -- figures said on more than one page ------------------------------------------------

def percent_text(part: int, whole: int) -> str:
    """"71.4%" to one decimal place, or a dash when there is nothing yet."""
    return f"{100.0 * part / whole:.1f}%" if whole else NONE


def today_key() -> str:
    return today().isoformat()


def daily_lines(stats: Any, day: str) -> list[str]:
    """Today's daily deal in one or two sentences."""
    result = stats.days.get(day)
    if not result or (not result.get("completed") and not result.get("rounds")):
        return [tr("Not played yet today."),
                tr("Choose Daily Challenge on the main menu: everyone gets the same cards "
                   "today, on the usual rules.")]
    if result.get("completed"):
        total = result.get("total") or 0
        if result.get("won"):
            verdict = tr("you won!")
        elif result.get("shared"):
            verdict = tr("you shared the win.")
        else:
            verdict = tr("not a win this time.")
        return [tr("Played today: total {total}, {verdict}", total=signed(total),
                   verdict=verdict),
                tr("Calls made in {made} of {rounds} rounds. A new deal comes tomorrow.",
                   made=result.get("calls_made", 0), rounds=result.get("rounds", 0))]
    rounds = result.get("rounds", 0)
    score = signed(result.get("score_total", 0))
    return [tr("Started today: 1 round played, {score} so far.", score=score) if rounds == 1
            else tr("Started today: {rounds} rounds played, {score} so far.", rounds=rounds,
                    score=score),
            tr("Continue it from the main menu to finish it for the record.")]


def daily_record(stats: Any, day: str) -> list[tuple[str, str]]:
    """The Daily Challenge on record, as (label, figure): the best total, the days in a row
    up to `day` and the longest run of days; empty before the first Daily is finished."""
    best = stats.best_daily
    if best is None:
        return []
    date = parse_day(day)
    streak = stats.daily_streak(date) if date is not None else 0
    return [(N_("Best total"), signed(best)), (N_("Days in a row"), str(streak)),
            (N_("Longest streak"), str(stats.longest_daily_streak))]
