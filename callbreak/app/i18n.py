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
import re
from collections.abc import Callable
from functools import lru_cache

from callbreak.engine import Reason, ReasonKind, RedealReason, Suit
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
    suit = "" if why.suit is None else suit_word(
        why.suit, plural=kind is not ReasonKind.MUST_BEAT_HIGHER)
    return tr(kind.template, suit=suit, best=str(why.best), card=str(why.card),
              cards=join_or([str(c) for c in why.cards]) if why.cards else "")


def redeal_reason(why: RedealReason | str) -> str:
    """Why a deal was thrown in ("no spade"), in the current language."""
    return tr(why.kind.template) if isinstance(why, RedealReason) else tr(why)


# -- the hints' reasons (callbreak.ai.hints and handeval.call_reason) -------------------------
_CARD = r"(?:10|[2-9JQKA])[♠♥♣♦]"
_SUIT_BY_WORD = {**{s.plural: s for s in Suit}, **{s.singular: s for s in Suit}}
_SUIT_WORD = "|".join(sorted(_SUIT_BY_WORD, key=len, reverse=True))
_CARDS_AND = rf"((?:{_CARD})(?:(?:, | and ){_CARD})*)"


def _cards_and(text: str) -> str:
    cards = re.findall(_CARD, text)
    return ", ".join(cards[:-1]) + tr(" and ") + cards[-1] if len(cards) > 1 else cards[0]


HINT_PATTERNS: tuple[tuple[re.Pattern[str], str, Callable[[re.Match[str]], dict[str, str]]],
                     ...] = (
    (re.compile(rf"The ({_CARD}) is the highest spade left: lead it to draw trumps\."),
     "The {card} is the highest spade left: lead it to draw trumps.", lambda m: {"card": m[1]}),
    (re.compile(rf"The ({_CARD}) is the highest ({_SUIT_WORD}) left\."),
     "The {card} is the highest {suit} left.",
     lambda m: {"card": m[1], "suit": suit_word(_SUIT_BY_WORD[m[2]], plural=False)}),
    (re.compile(rf"Leading your short ({_SUIT_WORD}) lets you trump them later\."),
     "Leading your short {suit} lets you trump them later.",
     lambda m: {"suit": suit_word(_SUIT_BY_WORD[m[1]])}),
    (re.compile(rf"A low lead with the ({_CARD}) gives nothing away\."),
     "A low lead with the {card} gives nothing away.", lambda m: {"card": m[1]}),
    (re.compile(rf"Trump with the ({_CARD}) to take the trick\."),
     "Trump with the {card} to take the trick.", lambda m: {"card": m[1]}),
    (re.compile(rf"The ({_CARD}) is the cheapest card that wins this trick\."),
     "The {card} is the cheapest card that wins this trick.", lambda m: {"card": m[1]}),
    (re.compile(rf"The ({_CARD}) may win the trick\."),
     "The {card} may win the trick.", lambda m: {"card": m[1]}),
    (re.compile(rf"Your call is made: the ({_CARD}) stays out of the way\."),
     "Your call is made: the {card} stays out of the way.", lambda m: {"card": m[1]}),
    (re.compile(rf"You cannot win this trick cheaply: keep your good cards and play the "
                rf"({_CARD})\."),
     "You cannot win this trick cheaply: keep your good cards and play the {card}.",
     lambda m: {"card": m[1]}),
    (re.compile(rf"The ({_CARD}) is your only legal card\."),
     "The {card} is your only legal card.", lambda m: {"card": m[1]}),
    (re.compile(r"You need 1 more trick\."), "You need 1 more trick.", lambda m: {}),
    (re.compile(r"You need (\d+) more tricks\."), "You need {n} more tricks.",
     lambda m: {"n": m[1]}),
    (re.compile(r"Your call is made\."), "Your call is made.", lambda m: {}),
    (re.compile(r"No sure tricks: call the least\."), "No sure tricks: call the least.",
     lambda m: {}),
    (re.compile(r"Last round: a higher call gives you a chance to win the game\."),
     "Last round: a higher call gives you a chance to win the game.", lambda m: {}),
    (re.compile(r"Last round: a safer call keeps your chance to win the game\."),
     "Last round: a safer call keeps your chance to win the game.", lambda m: {}),
)
CALL_PARTS: tuple[tuple[re.Pattern[str], str, Callable[[re.Match[str]], dict[str, str]]],
                  ...] = (
    (re.compile(rf"{_CARDS_AND} is a sure trick"), "{cards} is a sure trick",
     lambda m: {"cards": _cards_and(m[1])}),
    (re.compile(rf"{_CARDS_AND} are sure tricks"), "{cards} are sure tricks",
     lambda m: {"cards": _cards_and(m[1])}),
    (re.compile(rf"{_CARDS_AND} may be"), "{cards} may be",
     lambda m: {"cards": _cards_and(m[1])}),
    (re.compile(r"[Aa] short suit lets you trump"), "a short suit lets you trump", lambda m: {}),
    (re.compile(r"[Ll]ong spades win late tricks"), "long spades win late tricks",
     lambda m: {}),
)
_MADE_ABOUT = re.compile(r"(.*) \(made about (\d+)% of the time\)\.(?: (.+))?")


def _say(patterns: tuple, text: str) -> str | None:
    for pattern, template, fill in patterns:
        m = pattern.fullmatch(text)
        if m is not None:
            return tr(template, **fill(m))
    return None


def _hint_sentences(text: str) -> str | None:
    """A card hint's sentences, or a call hint's "; "-joined parts, translated."""
    said = [_say(HINT_PATTERNS, s) for s in re.split(r"(?<=\.) +", text.strip())]
    if all(said):
        return " ".join(said)  # type: ignore[arg-type]
    parts = [_say(CALL_PARTS, part) for part in text.split("; ")]
    if all(parts):
        return "; ".join(parts)  # type: ignore[arg-type]
    return None


def hint(text: str) -> str:
    """A hint's reason in the current language, or as it came when its shape is unknown."""
    if _language == "en":
        return text
    m = _MADE_ABOUT.fullmatch(text)
    if m is not None:
        head = _hint_sentences(m[1])
        tail = None if m[3] is None else _say(HINT_PATTERNS, m[3])  # the last round's word
        if head is None or (m[3] is not None and tail is None):
            return text
        said = tr("{reason} (made about {p}% of the time).", reason=head, p=m[2])
        return said if tail is None else f"{said} {tail}"
    said = _hint_sentences(text)
    return text if said is None else said
