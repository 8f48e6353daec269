"""The words of the game in the player's language (English, Nepali, Hindi).

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
from functools import lru_cache

from callbreak.ai.hint_words import COUNTED, MADE_ABOUT, SINGULAR, HintReason, Said, join_and
from callbreak.engine import Reason, RedealReason, Suit
from callbreak.resources import asset
from callbreak.store import LANGUAGES

DOMAIN = "callbreak"
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


def name(seat: int) -> str:
    """The name shown for a seat ("You" for the person)."""
    return tr(NAMES[seat])


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


def suit_word(suit: Suit, plural: bool = True) -> str:
    """A suit in words: "hearts" / "heart" in English, "♥ हार्ट" in Nepali."""
    english = suit.plural if plural else suit.singular
    if _language == "en":
        return english
    return f"{suit.symbol} {ptr('suit', english)}"


def join_or(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + tr(" or ") + items[-1]


# -- the engine's reasons ------------------------------------------------------------------
def reason(why: Reason | str) -> str:
    """Why a card may not be played, in the current language: said from the record's kind
    and the cards and suits it names (never by reading the English)."""
    if not isinstance(why, Reason):
        return tr(why)
    kind = why.kind
    suit = "" if why.suit is None else suit_word(why.suit, plural=kind.suit_plural)
    return tr(kind.template, suit=suit, best=str(why.best), card=str(why.card),
              cards=join_or([str(c) for c in why.cards]) if why.cards else "")


def redeal_reason(why: RedealReason | str) -> str:
    """Why a deal was thrown in ("no spade"), in the current language."""
    return tr(why.kind.template) if isinstance(why, RedealReason) else tr(why)


# -- the hints' reasons (callbreak.ai.hint_words) -------------------------------------------
def _said(part: Said) -> str:
    kind = part.kind
    suit = "" if part.suit is None else suit_word(part.suit, plural=kind.suit_plural)
    cards = join_and(part.cards, tr(" and ")) if part.cards else ""
    one = SINGULAR.get(kind, kind)
    if one in COUNTED:  # said by a count: the language's plural rule picks the form
        return ntr(one.template, COUNTED[one].template, part.n, suit=suit, cards=cards)
    return tr(kind.template, suit=suit, cards=cards, n=part.n)


def hint(why: HintReason | str) -> str:
    """A hint's reason in the current language, said from its kinds and fields."""
    if not isinstance(why, HintReason):
        return tr(str(why))
    return why.text(_said, lambda reason, p, call: tr(MADE_ABOUT, reason=reason, p=p,
                                                       call=call))
