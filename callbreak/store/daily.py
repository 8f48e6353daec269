"""The daily deal: a game whose deals come from the date and the house rules, so every
player with the same rules gets the same cards on the same day. Python's `random.Random`
seeded with a string is the same on every platform, and the engine derives each round's
deal from the game seed, so the seed string below is all a daily game needs."""

from __future__ import annotations

import datetime

from ..engine import Game, HouseRules

DAILY_SCHEME = "v1"  # change only together with a note: it changes every daily deal


def today(now: datetime.datetime | None = None) -> datetime.date:
    """The player's local date (pass `now` to pin the clock in tests)."""
    return (now or datetime.datetime.now()).date()


def daily_seed(date: datetime.date, rules: HouseRules) -> str:
    """The seed of `date`'s daily game under `rules`, e.g.
    ``daily-v1-2026-11-30-r5-c8-big0-beat1-redeal0-acw``."""
    return (f"daily-{DAILY_SCHEME}-{date.isoformat()}-r{rules.rounds}-c{rules.max_call}"
            f"-big{int(rules.big_call)}-beat{int(rules.must_beat)}-redeal{int(bool(rules.redeal))}"
            f"-{'cw' if rules.clockwise else 'acw'}")


def daily_game(date: datetime.date, rules: HouseRules) -> Game:
    """A fresh daily game for `date` (pass `date.isoformat()` as `daily` to the store)."""
    return Game(rules, seed=daily_seed(date, rules))


def parse_day(text: object) -> datetime.date | None:
    """The date of a daily key such as "2026-11-30", or None if it is not one."""
    if isinstance(text, datetime.datetime):
        return text.date()
    if isinstance(text, datetime.date):
        return text
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        return None
