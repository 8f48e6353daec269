"""One trick: which cards may be played (the must-win rule), why a card may not, who wins.

The fast core is `legal_mask(hand, led, win, must_beat)` on bitmasks; `legal_plays` and
`illegal_reason` are the readable wrappers the screen and the tests use.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ABOVE, SPADES_MASK, SUIT_MASK, Card, Suit, cards_of, mask_of
from .reasons import Reason, ReasonKind
from .rules import HouseRules

NO_CARD = -1


def beats(challenger: Card, best: Card) -> bool:
    """True when `challenger`, played after `best`, takes the trick from it."""
    if challenger.suit == best.suit:
        return challenger.rank > best.rank
    return challenger.suit == Suit.SPADES


def trick_winner(trick: Sequence[Card]) -> int:
    """Index of the winning card: the highest spade, else the highest card of the suit led."""
    if not trick:
        raise ValueError("an empty trick has no winner")
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best]):
            best = i
    return best


def legal_mask(hand: int, led: int, win: int, must_beat: bool = True) -> int:
    """The cards of `hand` that may be played.

    `led` is the suit led (NO_CARD when leading) and `win` the index of the card winning the
    trick so far. The rules of RULES.md, in order: lead anything; follow suit, beating the
    winning card when it is of the suit led (not trumped) and you can; when void, trump, and
    overtrump a spade already there if you can, else play anything; with neither, anything.
    """
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    win_suit = win // 13
    if follow:
        if must_beat and win_suit == led:
            return follow & ABOVE[win] or follow
        return follow
    spades = hand & SPADES_MASK
    if not spades:
        return hand
    if win_suit == Suit.SPADES:  # already trumped: overtrump if able, else anything
        return spades & ABOVE[win] or hand
    return spades


def _trick_state(trick: Sequence[Card]) -> tuple[int, int]:
    if not trick:
        return NO_CARD, NO_CARD
    return trick[0].suit, trick[trick_winner(trick)].index


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], rules: HouseRules) -> list[Card]:
    """The cards of `hand` that may be played to `trick` (cards so far, leader first)."""
    led, win = _trick_state(trick)
    return cards_of(legal_mask(mask_of(hand), led, win, rules.must_beat))


def _beat_reason(best: Card, higher: list[Card]) -> Reason:
    if len(higher) == 1:
        return Reason(ReasonKind.MUST_BEAT_WITH, best=best, card=higher[0])
    return Reason(ReasonKind.MUST_BEAT_HIGHER, suit=best.suit, best=best, cards=tuple(higher))


def illegal_reason(card: Card, hand: Sequence[Card], trick: Sequence[Card],
                   rules: HouseRules) -> Reason | None:
    """None when `card` may be played, else the rule that stops it as a `Reason` record (a
    kind and the cards or suits it names; `str()` is one kind English sentence)."""
    hand_mask = mask_of(hand)
    if not hand_mask & card.bit:
        return Reason(ReasonKind.NOT_IN_HAND, card=card)
    led, win = _trick_state(trick)
    allowed = legal_mask(hand_mask, led, win, rules.must_beat)
    if allowed & card.bit:
        return None
    led_suit = Suit(led)
    best = Card(win)
    follow = hand_mask & SUIT_MASK[led]
    if follow:
        if card.suit != led_suit:
            return Reason(ReasonKind.MUST_FOLLOW, suit=led_suit)
        return _beat_reason(best, cards_of(allowed))
    if best.suit == Suit.SPADES and led_suit != Suit.SPADES:
        return _beat_reason(best, cards_of(allowed))
    return Reason(ReasonKind.MUST_TRUMP, suit=led_suit)
