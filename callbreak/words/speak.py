"""Saying a sentence in the player's language (English, Nepali, Hindi).

The words live in gettext catalogues, `assets/locale/<lang>/LC_MESSAGES/callbreak.po` (a
translator edits those with any .po editor and never opens Python), compiled to `.mo` by
`build_scripts/compile_words.py` and read here with Python's `gettext`. The key is the
English sentence itself, with `{field}` holes filled after translating: English needs no
catalogue, and a sentence missing from one falls back to English rather than failing.

`tr(text, **fields)` says a sentence, `ptr(context, text)` a word with two meanings (the
catalogue's msgctxt), `ntr(one, many, n)` a count with the language's plural rule (from the
catalogue's header). `N_` marks a sentence kept in a constant for saying later.

`set_language(code)` switches at once (the app calls it whenever the settings change);
every screen calls `tr` while drawing, so a switch shows on the next frame.
"""

from __future__ import annotations

import gettext
from collections.abc import Sequence
from functools import lru_cache

from callbreak.engine import Suit
from callbreak.levels import LEVELS
from callbreak.resources import asset

DOMAIN = "callbreak"
# the languages there are words for, each named in itself (as the Settings screen shows it)
LANGUAGE_NAMES = {"en": "English", "ne": "नेपाली", "hi": "हिन्दी"}
LANGUAGES = tuple(LANGUAGE_NAMES)
NAMES = ("You", "Aarati", "Bikash", "Sushila")  # seat 0 is the person

_language = "en"
_words: gettext.NullTranslations = gettext.NullTranslations()


@lru_cache(maxsize=len(LANGUAGES))
def catalogue(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of a language (English and a missing file: none, so every
    sentence is said as written)."""
    if code == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=str(asset("locale")), languages=[code],
                               fallback=True)


def set_language(code: str) -> None:
    """Speak `code` from now on (anything unknown means English)."""
    global _language, _words
    _language = code if code in LANGUAGES else "en"
    _words = catalogue(_language)


def language() -> str:
    return _language


def _fill(said: str, english: str, fields: dict[str, object]) -> str:
    if not fields:
        return said
    try:
        return said.format(**fields)
    except (KeyError, IndexError, ValueError):  # a broken translation: say it in English
        return english.format(**fields)


def tr(text: str, **fields: object) -> str:
    """`text` (an English sentence, maybe with `{field}` holes) in the current language."""
    return _fill(_words.gettext(text), text, fields)


def ptr(context: str, text: str, **fields: object) -> str:
    """`text` in the sense `context` gives it (the "Call" heading is not the Call button)."""
    return _fill(_words.pgettext(context, text), text, fields)


def ntr(one: str, many: str, n: int, **fields: object) -> str:
    """A count: "1 trick", "3 tricks", by the language's own plural rule; `{n}` is filled."""
    english = one if n == 1 else many
    return _fill(_words.ngettext(one, many, n), english, {"n": n, **fields})


def N_(text: str) -> str:
    """Marks a sentence kept in a constant as one to translate (said later through `tr`);
    the catalogue check finds every sentence marked so."""
    return text


# each level of the computer players by name, said through `tr` where shown
LEVEL_NAMES = dict(zip(LEVELS, (N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert")),
                       strict=True))


_seat_names: tuple[str, ...] | None = None  # a friends' table: who sits where on screen


# the computer players at a friends' table: the first three as offline, then others so that
# none takes the name of a person at the table (a guest called Sushila); Nepali and Indian
COMPUTER_NAMES = (N_("Aarati"), N_("Bikash"), N_("Sushila"), N_("Kamala"), N_("Ramesh"),
                  N_("Gita"), N_("Suresh"), N_("Anita"), N_("Deepak"), N_("Sunita"),
                  N_("Rajesh"), N_("Laxmi"), N_("Prakash"), N_("Sarita"), N_("Anil"),
                  N_("Meena"), N_("Hari"), N_("Radha"), N_("Vijay"), N_("Pooja"))


def seat_names(names: Sequence[str] | None) -> None:
    """The names of a friends' table, seat by seat as on screen (seat 0 stays "You");
    None gives the computer players' names back. One table shows per window, so the
    names are the window's, as the language is."""
    global _seat_names
    _seat_names = None if names is None else tuple(names)


def name(seat: int) -> str:
    """The name shown for a seat ("You" for the person; at a friends' table, the name
    each friend gave, a computer player's said in the language)."""
    given = _seat_names[seat] if _seat_names is not None and seat else ""
    if given and given not in NAMES and given not in COMPUTER_NAMES:
        return given
    return tr(given or NAMES[seat])


def _sign(ch: str) -> bool:
    """A Devanagari vowel sign or mark that belongs to the letter before it."""
    o = ord(ch)
    return 0x0900 <= o <= 0x0903 or 0x093A <= o <= 0x094C or 0x094E <= o <= 0x094F \
        or 0x0951 <= o <= 0x0957 or 0x0962 <= o <= 0x0963


def initial(text: str) -> str:
    """The first letter as a reader sees it: "वि" of विकास, with its vowel sign."""
    end = 1 if text else 0
    while end < len(text) and _sign(text[end]):
        end += 1
    return text[:end]


# each suit in words, (one, many): said in the sense "suit" (`ptr("suit", word)`)
SUIT_WORDS = {Suit.SPADES: ("spade", "spades"), Suit.HEARTS: ("heart", "hearts"),
              Suit.CLUBS: ("club", "clubs"), Suit.DIAMONDS: ("diamond", "diamonds")}


def suit_word(suit: Suit, plural: bool = True) -> str:
    """A suit in words: "hearts" / "heart" in English, "♥ हार्ट" in Nepali."""
    english = SUIT_WORDS[suit][plural]
    if _language == "en":
        return english
    return f"{suit.symbol} {ptr('suit', english)}"


def joined(items: Sequence[object], last: str) -> str:
    """Items in a list, the last joined by `last` (" and ", " or ", already said): "9♠, Q♠
    or A♠"."""
    names = [str(item) for item in items]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + last + names[-1]


def join_and(items: Sequence[object]) -> str:
    return joined(items, tr(" and "))


def join_or(items: Sequence[object]) -> str:
    return joined(items, tr(" or "))


__all__ = ["DOMAIN", "LANGUAGES", "LANGUAGE_NAMES", "NAMES", "LEVEL_NAMES", "catalogue",
           "set_language", "language", "tr", "ptr", "ntr", "N_", "name", "seat_names", "initial",
           "SUIT_WORDS", "suit_word", "joined", "join_and", "join_or"]
