"""What a hint says, as data: each sentence (or, for a call, each clause) is a kind and the
card, suit, cards or count it names. `str()` gives the English; the app says it in any
language from the kinds and fields, never by reading the English.

A card hint's sentences speak of "it": the screen already says "play the K♥", so the reason
never names the card a second time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from callbreak.engine import Card, Suit


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
    # why this call (clauses joined by "; ")
    SURE_ONE = "sure_one"  # cards: one
    SURE_MANY = "sure_many"  # cards: several
    MAY_BE = "may_be"  # cards
    SHORT_LETS_TRUMP = "short_lets_trump"
    LONG_SPADES = "long_spades"
    NO_SURE_TRICKS = "no_sure_tricks"
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
    HintKind.MAY_BE: "{cards} may be",
    HintKind.SHORT_LETS_TRUMP: "a short suit lets you trump",
    HintKind.LONG_SPADES: "long spades win late tricks",
    HintKind.NO_SURE_TRICKS: "No sure tricks: call the least",
    HintKind.LAST_HIGHER: "Last round: a higher call gives you a chance to win the game.",
    HintKind.LAST_SAFER: "Last round: a safer call keeps your chance to win the game.",
}
MADE_ABOUT = "{reason} (made about {p}% of the time)."


def join_and(cards: tuple[Card, ...], word: str = " and ") -> str:
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + word + names[-1]


@dataclass(frozen=True)
class Said:
    """One sentence or clause of a hint."""

    kind: HintKind
    suit: Suit | None = None
    cards: tuple[Card, ...] = ()
    n: int = 0

    def __str__(self) -> str:
        word = None
        if self.suit is not None:
            word = self.suit.plural if self.kind.suit_plural else self.suit.singular
        cards = join_and(self.cards) if self.cards else ""
        return self.kind.template.format(suit=word, cards=cards, n=self.n)


@dataclass(frozen=True)
class HintReason:
    """Why a hint: a card's sentences, or a call's clauses with how often such a call is
    made (`made`, a percentage) and maybe a sentence on the last round (`after`)."""

    parts: tuple[Said, ...]
    made: int | None = None
    after: tuple[Said, ...] = ()

    def __str__(self) -> str:
        return self.text(str, lambda reason, p: MADE_ABOUT.format(reason=reason, p=p))

    def text(self, say: Callable[[Said], str], made_about: Callable[[str, int], str]) -> str:
        """The reason put together from each part as `say` words it, and the call's
        clauses wrapped by `made_about` (the English, or the same in another language)."""
        after = [say(p) for p in self.after]
        if self.made is None:
            return " ".join([say(p) for p in self.parts] + after)
        clauses = "; ".join(say(p) for p in self.parts)
        return " ".join([made_about(clauses[:1].upper() + clauses[1:], self.made)] + after)


def need_said(need: int) -> Said:
    """Where your call stands: the tricks you still need, or made."""
    if need <= 0:
        return Said(HintKind.MADE)
    return Said(HintKind.NEED_ONE if need == 1 else HintKind.NEED_MORE, n=need)


__all__ = ["HintKind", "Said", "HintReason", "MADE_ABOUT", "need_said", "join_and"]
