"""The engine's rulings in words: why a card may not be played (a `Reason`), why a deal was
thrown in (a `RedealReason`) and what is wrong with a typed deal code (a `DealCodeError`).

The engine gives records: a kind and the cards, suits or counts it names. Their sentences
live here, in English with `{holes}`, and are said in the current language from the kind
and the fields, never by reading English back.
"""

from __future__ import annotations

from callbreak.engine import Reason, ReasonKind, RedealKind, RedealReason
from callbreak.engine.dealcode import EXAMPLE, CodeProblem, DealCodeError

from .speak import N_, join_or, suit_word, tr

# {card}, {best} and {cards} are cards ({cards} listed with "or"), {suit} a suit word
REFUSALS = {
    ReasonKind.NOT_IN_HAND: N_("The {card} is not in your hand."),
    ReasonKind.MUST_FOLLOW: N_("You must follow {suit}."),
    ReasonKind.MUST_BEAT_WITH: N_("You must beat the {best} with the {card}."),
    ReasonKind.MUST_BEAT_HIGHER: N_("You must beat the {best} with a higher {suit} ({cards})."),
    ReasonKind.MUST_TRUMP: N_("You have no {suit}, so you must trump with a spade."),
    ReasonKind.WAIT_FOR_CALLS: N_("Wait for the calls to finish."),
    ReasonKind.WAIT_FOR_TURN: N_("Wait for your turn."),
    ReasonKind.ROUND_OVER: N_("The round is over."),
}
# the refusal that names its suit in the singular ("a higher heart"); the rest say "hearts"
SUIT_IN_SINGULAR = {ReasonKind.MUST_BEAT_HIGHER}

# said inside "Redeal: {who} had {reason}."
REDEALS = {
    RedealKind.NO_SPADE: N_("no spade"),
    RedealKind.NO_FACE_CARD: N_("no face card"),
    RedealKind.NO_FACE_CARD_OR_ACE: N_("no face card or ace"),
}

# {char}: the character not used in codes; {count}: how many were typed; {example}: a code
CODE_PROBLEMS = {
    CodeProblem.EMPTY: N_("Type a deal code: eleven letters and digits, such as {example}."),
    CodeProblem.BAD_CHARACTER: N_("A deal code has only the digits 0 to 9 and the letters A "
                                  "to Z without U, so \u201c{char}\u201d cannot be part of "
                                  "it."),
    CodeProblem.WRONG_LENGTH: N_("A deal code has eleven letters and digits (ten if it "
                                 "begins with 1), but this one has {count}."),
    CodeProblem.MISTYPED: N_("This deal code has a typing mistake: check each letter and "
                             "digit against the code you were given."),
    CodeProblem.OTHER_VERSION: N_("This deal code comes from a different version of "
                                  "Callbreak, so this one cannot play it."),
    CodeProblem.NOT_A_DEAL: N_("This is not a deal code that Callbreak can play."),
}


def reason(why: Reason) -> str:
    """Why a card may not be played, in the current language."""
    kind = why.kind
    suit = "" if why.suit is None else suit_word(why.suit,
                                                 plural=kind not in SUIT_IN_SINGULAR)
    return tr(REFUSALS[kind], suit=suit, best=str(why.best), card=str(why.card),
              cards=join_or(why.cards))


def redeal_reason(why: RedealReason) -> str:
    """Why a deal was thrown in ("no spade"), in the current language."""
    return tr(REDEALS[why.kind])


def code_problem(error: DealCodeError) -> str:
    """What is wrong with a typed code, in the current language."""
    return tr(CODE_PROBLEMS[error.problem], char=error.char, count=error.count,
              example=EXAMPLE)


__all__ = ["REFUSALS", "SUIT_IN_SINGULAR", "REDEALS", "CODE_PROBLEMS", "reason",
           "redeal_reason", "code_problem"]
