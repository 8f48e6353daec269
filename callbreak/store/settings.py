"""The player's settings: one frozen record with a default for everything, and a tolerant
reader for `settings.json` (unknown keys are dropped, a bad value falls back to its default
with a logged warning). House rules live here too; they apply from the next game.
"""

from __future__ import annotations

import logging
import math
import unicodedata
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..engine import HouseRules
from ..levels import LEVELS
from ..words import LANGUAGES
from ..words.names import NAME_LONGEST

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1

SPEEDS = ("slow", "normal", "fast")
CARD_BACKS = ("red", "blue", "green", "dhaka")  # deep red, navy, felt green, Nepali dhaka
DECKS = ("classic", "simple")  # traditional faces (the default); the plain openclipart ones

TEXT_SIZES = (100, 125, 150)  # "Larger cards and text": percent of the usual size
# at a table you host: seconds a friend may leave their turn waiting before a computer
# player plays for them until they act again (0: never, the usual table)
FRIEND_WAITS = (0, 30, 60)

MIN_WINDOW = (1024, 640)
MAX_WINDOW = (7680, 4320)  # an 8K screen
DEFAULT_WINDOW = (1280, 720)

_CHOICES: dict[str, tuple[str, ...]] = {
    "level": LEVELS, "speed": SPEEDS, "card_back": CARD_BACKS, "deck": DECKS,
    "language": LANGUAGES,
}
_BOOLS = ("reduced_motion", "sound", "four_colour", "fullscreen", "play_only_card",
          "lesson_offered", "high_contrast", "coach", "show_reactions")
LONGEST_LETTER = 8
_JOINERS = "\u094d"  # the Devanagari virama: the letter after it belongs to the same letter


def cut_at_letter(text: str, longest: int) -> str:
    """`text` cut to at most `longest` characters where a letter ends: a vowel sign or the
    second half of a conjunct (after a virama) never loses the letter it belongs to."""
    if len(text) <= longest:
        return text
    end = longest
    # a letter is at most LONGEST_LETTER characters (three consonants joined, a vowel sign):
    # a longer run of marks is no letter, and is cut plainly
    while end > max(longest - LONGEST_LETTER, 0) and (
            unicodedata.category(text[end]).startswith("M") or text[end - 1] in _JOINERS):
        end -= 1
    return text[:end]


def tidy_name(text: str) -> str:
    """The player's name as kept: printable characters only, spaces collapsed and trimmed,
    at most NAME_LONGEST characters, cut where a letter ends. "" when nothing is left."""
    kept = " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
    return cut_at_letter(kept, NAME_LONGEST).rstrip()


def clamp_window(width: int, height: int) -> tuple[int, int]:
    """A window size the table can lay out: at least 1024x640, at most 7680x4320."""
    return (min(max(width, MIN_WINDOW[0]), MAX_WINDOW[0]),
            min(max(height, MIN_WINDOW[1]), MAX_WINDOW[1]))


@dataclass(frozen=True)
class Settings:
    """Everything the player can set. Build changed copies with `dataclasses.replace` or
    `settings.with_(...)`; a value outside its choices raises ValueError."""

    rules: HouseRules = field(default_factory=HouseRules)
    level: str = "medium"  # computer players
    speed: str = "normal"  # animations
    reduced_motion: bool = False
    sound: bool = True
    volume: float = 0.8  # 0..1
    card_back: str = "red"
    deck: str = "classic"  # the card faces
    four_colour: bool = False
    window_size: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    language: str = "en"
    play_only_card: bool = True  # your one legal card is played for you, after a pause
    lesson_offered: bool = False  # the first-game lesson was offered (and answered)
    name: str = ""  # the name friends see at a table; "" until the player gives one
    text_size: int = 100  # percent: cards, text and buttons larger together (TEXT_SIZES)
    high_contrast: bool = False  # a plainer, darker table with pure ink and stronger edges
    coach: bool = True  # the coach looks at each round of yours (off: nothing is asked)
    friend_wait: int = 0  # seconds (FRIEND_WAITS) before a friend away is played for
    show_reactions: bool = True  # friends' reactions beside their plates (off: none shown)

    def __post_init__(self) -> None:
        if not isinstance(self.rules, HouseRules):
            raise ValueError("rules must be a HouseRules")
        for name, choices in _CHOICES.items():
            if getattr(self, name) not in choices:
                raise ValueError(f"{name} must be one of {choices}, not {getattr(self, name)!r}")
        for name in _BOOLS:
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if type(self.text_size) is not int or self.text_size not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {TEXT_SIZES}, not {self.text_size!r}")
        if type(self.friend_wait) is not int or self.friend_wait not in FRIEND_WAITS:
            raise ValueError(f"friend_wait must be one of {FRIEND_WAITS}, "
                             f"not {self.friend_wait!r}")
        volume = self.volume
        if isinstance(volume, bool) or not isinstance(volume, (int, float)) or \
                not math.isfinite(volume):
            raise ValueError(f"volume must be a number from 0 to 1, not {volume!r}")
        object.__setattr__(self, "volume", min(max(float(volume), 0.0), 1.0))
        size = self.window_size
        if not (isinstance(size, (tuple, list)) and len(size) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in size)):
            raise ValueError(f"window_size must be two whole numbers, not {size!r}")
        object.__setattr__(self, "window_size", clamp_window(*size))
        if not isinstance(self.name, str):
            raise ValueError(f"name must be text, not {self.name!r}")
        object.__setattr__(self, "name", tidy_name(self.name))

    def with_(self, **changes: Any) -> Settings:
        """A copy with some fields changed (validated like any new Settings)."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON for settings.json."""
        out: dict[str, Any] = {"version": SETTINGS_VERSION}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "rules":
                value = value.to_dict()
            elif f.name == "window_size":
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Never raises: anything unusable becomes its default, with a logged warning."""
        if not isinstance(data, dict):
            log.warning("settings are not a JSON object (%s); using the defaults",
                        type(data).__name__)
            return cls()
        defaults = cls()
        good: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name == "rules":
                good["rules"] = _rules_from(value)
                continue
            try:  # (Settings itself makes a JSON list a tuple and a whole volume a float)
                replace(defaults, **{f.name: value})
            except (ValueError, TypeError):
                log.warning("setting %s has a bad value %.80r; using the default %r",
                            f.name, value, getattr(defaults, f.name))
                continue
            good[f.name] = value
        return cls(**good)


def _rules_from(data: Any) -> HouseRules:
    """House rules one field at a time, so one bad rule does not reset the others."""
    if not isinstance(data, dict):
        log.warning("house rules are not a JSON object; using the default table")
        return HouseRules()
    defaults = HouseRules()
    good: dict[str, Any] = {}
    for f in fields(HouseRules):
        if f.name not in data:
            continue
        value = data[f.name]
        # JSON has one number type; insist on the exact Python type of the default so that
        # 5.0 rounds or 1 for true never reach the engine. The redeal rule is a word ("off",
        # "jqk", "jqka"), or true/false as older versions wrote it (true is "jqk").
        if f.name == "redeal":
            ok = type(value) in (bool, str)
        else:
            ok = type(value) is type(getattr(defaults, f.name))
        if ok:
            try:
                HouseRules(**{f.name: value})
            except (ValueError, TypeError):
                ok = False
        if ok:
            good[f.name] = value
        else:
            log.warning("house rule %s has a bad value %.80r; using the default %r",
                        f.name, value, getattr(defaults, f.name))
    return HouseRules(**good)
