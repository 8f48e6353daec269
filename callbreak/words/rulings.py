"""The engine's rulings in words: why a card may not be played (a `Reason`), why a deal was
thrown in (a `RedealReason`) and what is wrong with a typed deal code (a `DealCodeError`),
said in the current language from the record's kind and fields, never by reading English."""

from __future__ import annotations

from callbreak.engine import Reason, RedealReason
from callbreak.engine.dealcode import DealCodeError

from .speak import join_or, suit_word, tr


def reason(why: Reason | str) -> str:
    """Why a card may not be played, in the current language."""
    if not isinstance(why, Reason):
        return tr(why)
    kind = why.kind
    suit = "" if why.suit is None else suit_word(why.suit, plural=kind.suit_plural)
    return tr(kind.template, suit=suit, best=str(why.best), card=str(why.card),
              cards=join_or(why.cards))


def redeal_reason(why: RedealReason | str) -> str:
    """Why a deal was thrown in ("no spade"), in the current language."""
    return tr(why.kind.template) if isinstance(why, RedealReason) else tr(why)


def code_problem(error: DealCodeError) -> str:
    """What is wrong with a typed code, in the current language."""
    return tr(error.problem.template, char=error.char, count=error.count)


__all__ = ["reason", "redeal_reason", "code_problem"]
