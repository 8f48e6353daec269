"""What a hint says, as data, and its sentences: each sentence (or, for a call, each clause)
is a kind and the card, suit, cards or count it names. The computer players' hint code
builds these records; `hint(why)` says one in the current language from its kinds and
fields, never by reading the English (`str()` gives the English, for tools and tests).

A card hint's sentences speak of "it": the screen already says "play the K♥", so the reason
never names the card a second time. A call hint's clauses count the tricks the call is
made of: their counts add up to the call beside them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from callbreak.engine import Card, Suit

from .speak import SUIT_WORDS, join_and, joined, ntr, suit_word, tr


class HintKind(Enum):
    # why this card (one sentence)
    HIGHEST_SPADE = "highest_spade"
    HIGHEST_LEFT = "highest_left"  # suit: singular
    SHORT_SUIT = "short_suit"  # suit: plural
    LOW_LEAD = "low_lead"  # the lowest of its suit in hand (or as good as)
    MIDDLE_LEAD = "middle_lead"  # suit: plural; a lower card of the suit stays in hand
    TRUMP_TO_TAKE = "trump_to_take"
    CHEAPEST_WINNER = "cheapest_winner"
    MAY_WIN = "may_win"
    MADE_DUCK = "made_duck"
    CANNOT_WIN = "cannot_win"  # a card of yours could win, but not cheaply
    NO_WINNER = "no_winner"  # no card you may play wins this trick
    ONLY_LEGAL = "only_legal"
    # where your call stands (a second sentence)
    NEED_ONE = "need_one"  # the singular of NEED_MORE (n == 1)
    NEED_MORE = "need_more"  # n tricks
    MADE = "made"
    # why this call (clauses joined by "; "), each counting tricks: the cards it names, or n
    SURE_ONE = "sure_one"  # cards: one
    SURE_MANY = "sure_many"  # cards: several
    SURE_SOME_ONE = "sure_some_one"  # cards: more sure tricks than the call counts on (n = 1)
    SURE_SOME = "sure_some"  # the same, n > 1
    MAY_BE = "may_be"  # cards, each counted
    MAY_SOME_ONE = "may_some_one"  # cards, of which n = 1 is counted
    MAY_SOME = "may_some"  # the same, n > 1
    RUFF_ONE = "ruff_one"  # trumping a short suit: n = 1 trick
    RUFFS = "ruffs"  # n > 1
    LONG_ONE = "long_one"  # long spades: n = 1 late trick
    LONG_MANY = "long_many"  # n > 1
    PLAY_ONE = "play_one"  # a trick no card of the count names, seen in the search's deals
    PLAY_MANY = "play_many"  # n > 1
    NO_SURE_TRICKS = "no_sure_tricks"  # nothing counted: the least call
    # the last round (a sentence after the call's reason)
    LAST_HIGHER = "last_higher"
    LAST_SAFER = "last_safer"

    @property
    def template(self) -> str:
        return TEMPLATES[self]

    @property
    def suit_plural(self) -> bool:
        """Whether the sentence names its suit in the plural ("your short clubs") or not
        ("the highest club")."""
        return self is not HintKind.HIGHEST_LEFT


TEMPLATES = {
    HintKind.HIGHEST_SPADE: "It is the highest spade left: lead it to draw trumps.",
    HintKind.HIGHEST_LEFT: "It is the highest {suit} left.",
    HintKind.SHORT_SUIT: "Leading your short {suit} lets you trump them later.",
    HintKind.LOW_LEAD: "A low lead gives nothing away.",
    HintKind.MIDDLE_LEAD: "A middle card of your {suit}: a lower one stays for later.",
    HintKind.TRUMP_TO_TAKE: "Trump to take the trick.",
    HintKind.CHEAPEST_WINNER: "It is the cheapest card that wins this trick.",
    HintKind.MAY_WIN: "It may win the trick.",
    HintKind.MADE_DUCK: "Your call is made: it stays out of the way.",
    HintKind.CANNOT_WIN: "You cannot win this trick cheaply: keep your good cards.",
    HintKind.NO_WINNER: "No card you may play wins this trick: it is the one you need least.",
    HintKind.ONLY_LEGAL: "It is your only legal card.",
    HintKind.NEED_ONE: "You need 1 more trick.",
    HintKind.NEED_MORE: "You need {n} more tricks.",
    HintKind.MADE: "Your call is made.",
    HintKind.SURE_ONE: "{cards} is a sure trick",
    HintKind.SURE_MANY: "{cards} are sure tricks",
    HintKind.SURE_SOME_ONE: "of {cards}, count on 1",
    HintKind.SURE_SOME: "of {cards}, count on {n}",
    HintKind.MAY_BE: "{cards} may also win",
    HintKind.MAY_SOME_ONE: "of {cards}, 1 may be a trick",
    HintKind.MAY_SOME: "of {cards}, {n} may be tricks",
    HintKind.RUFF_ONE: "trumping a short suit may take 1 trick",
    HintKind.RUFFS: "trumping a short suit may take {n} tricks",
    HintKind.LONG_ONE: "long spades may take 1 late trick",
    HintKind.LONG_MANY: "long spades may take {n} late tricks",
    HintKind.PLAY_ONE: "1 trick may come in the play",
    HintKind.PLAY_MANY: "{n} tricks may come in the play",
    HintKind.NO_SURE_TRICKS: "No sure tricks: call the least",
    HintKind.LAST_HIGHER: "Last round: a higher call gives you a chance to win the game.",
    HintKind.LAST_SAFER: "Last round: a safer call keeps your chance to win the game.",
}
MADE_ABOUT = "{reason} (a call of {call} is made about {p}% of the time)."

# the kinds said by a count: the one for 1 and the one for more (a language's own plural
# rule picks between them, `ntr`)
COUNTED = {
    HintKind.NEED_ONE: HintKind.NEED_MORE,
    HintKind.SURE_SOME_ONE: HintKind.SURE_SOME,
    HintKind.MAY_SOME_ONE: HintKind.MAY_SOME,
    HintKind.RUFF_ONE: HintKind.RUFFS,
    HintKind.LONG_ONE: HintKind.LONG_MANY,
    HintKind.PLAY_ONE: HintKind.PLAY_MANY,
}
SINGULAR = {many: one for one, many in COUNTED.items()}


@dataclass(frozen=True)
class Said:
    """One sentence or clause of a hint."""

    kind: HintKind
    suit: Suit | None = None
    cards: tuple[Card, ...] = ()
    n: int = 0

    def __str__(self) -> str:
        word = None if self.suit is None else SUIT_WORDS[self.suit][self.kind.suit_plural]
        cards = joined(self.cards, " and ")
        return self.kind.template.format(suit=word, cards=cards, n=self.n)


@dataclass(frozen=True)
class HintReason:
    """Why a hint: a card's sentences, or a call's clauses with the call (`call`) and how
    often it is made (`made`, a percentage), and maybe a sentence on the last round
    (`after`)."""

    parts: tuple[Said, ...]
    made: int | None = None
    after: tuple[Said, ...] = ()
    call: int = 0

    def __str__(self) -> str:
        return self.text(str, lambda reason, p, call: MADE_ABOUT.format(reason=reason, p=p,
                                                                        call=call))

    def text(self, say: Callable[[Said], str],
             made_about: Callable[[str, int, int], str]) -> str:
        """The reason put together from each part as `say` words it, and the call's
        clauses wrapped by `made_about` (the English, or the same in another language)."""
        after = [say(p) for p in self.after]
        if self.made is None:
            return " ".join([say(p) for p in self.parts] + after)
        clauses = "; ".join(say(p) for p in self.parts)
        return " ".join([made_about(clauses[:1].upper() + clauses[1:], self.made, self.call)]
                        + after)


def counted(kind: HintKind, n: int, cards: tuple[Card, ...] = ()) -> Said:
    """A clause said by a count, in its form for `n` (`kind` either form)."""
    one = SINGULAR.get(kind, kind)
    return Said(one if n == 1 else COUNTED[one], cards=cards, n=n)


def need_said(need: int) -> Said:
    """Where your call stands: the tricks you still need, or made."""
    if need <= 0:
        return Said(HintKind.MADE)
    return counted(HintKind.NEED_ONE, need)


def _said(part: Said) -> str:
    kind = part.kind
    suit = "" if part.suit is None else suit_word(part.suit, plural=kind.suit_plural)
    cards = join_and(part.cards)
    one = SINGULAR.get(kind, kind)
    if one in COUNTED:  # said by a count: the language's plural rule picks the form
        return ntr(one.template, COUNTED[one].template, part.n, suit=suit, cards=cards)
    return tr(kind.template, suit=suit, cards=cards, n=part.n)


def hint(why: HintReason | str) -> str:
    """A hint's reason in the current language, said from its kinds and fields (a plain
    sentence, the worker's fallback, is said as it is)."""
    if not isinstance(why, HintReason):
        return tr(str(why))
    return why.text(_said, lambda reason, p, call: tr(MADE_ABOUT, reason=reason, p=p,
                                                       call=call))


__all__ = ["HintKind", "Said", "HintReason", "TEMPLATES", "MADE_ABOUT", "COUNTED",
           "SINGULAR", "counted", "need_said", "hint"]
