"""The Daily Challenge: one deal a day, the same for everyone on that date, on the standard
table whatever the player's house rules (5 rounds, calls 1 to 8, the must-win rule,
anticlockwise, no redeal, no big call), against computer players of one fixed level.

The seed comes from the date alone (SHA-256 of a fixed string, the same on every machine)
and fits a deal code, so the day's deal can be shared by its code as well, but only once
that day's Daily is finished: until then its code is shown nowhere and not played by code,
so no one can rehearse its deals first (`code_kept_back`)."""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Callable

from ..engine import Game, HouseRules, deal_code
from ..engine.game import SEED_BITS

DAILY_SCHEME = "v2"  # change only together with a note: it changes every daily deal
DAILY_RULES = HouseRules()  # the standard table of docs/rules.md
DAILY_LEVEL = "hard"  # the computer players of every Daily Challenge


def today(now: datetime.datetime | None = None) -> datetime.date:
    """The player's local date (pass `now` to pin the clock in tests)."""
    return (now or datetime.datetime.now()).date()


def daily_seed(date: datetime.date, rules: HouseRules | None = None) -> int:
    """The seed of `date`'s Daily Challenge. `rules` is ignored: the daily is played on the
    standard table whatever the settings say (the argument stays for older callers)."""
    digest = hashlib.sha256(f"callbreak-daily-{DAILY_SCHEME}-{date.isoformat()}".encode())
    return int.from_bytes(digest.digest(), "big") >> (256 - SEED_BITS)


def daily_game(date: datetime.date, rules: HouseRules | None = None) -> Game:
    """A fresh Daily Challenge for `date` on DAILY_RULES (`rules` is ignored, as in
    `daily_seed`). Record it with `date.isoformat()` as `daily` and DAILY_LEVEL as level."""
    return Game(DAILY_RULES, seed=daily_seed(date))


def daily_code(date: datetime.date) -> str:
    """The deal code of `date`'s Daily Challenge, to show beside it."""
    return deal_code(daily_seed(date), DAILY_RULES)


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


def code_kept_back(daily: object, finished: Callable[[datetime.date], bool] | None) -> bool:
    """Whether the deal code of a Daily (`daily`: its date or date key; None for an
    ordinary game) is still kept back: until that day's Daily is finished (`finished`, the
    store's `daily_played`; None without a store: never known to be finished)."""
    day = parse_day(daily) if daily is not None else None
    return day is not None and (finished is None or not finished(day))
