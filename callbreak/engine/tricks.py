"""One trick: which cards may be played (the must-win rule), why a card may not, who wins.

The fast core works on card indices and bitmasks, and every simulator of the computer
players uses it rather than its own copy of the rules:

- `BEATERS[win]`: the cards that take the trick from the card `win`; `takes(card, win)`;
- `legal_mask(hand, led, win, must_beat)`: the cards of a hand that may be played;
- `can_beat(hand, led, win)`: whether a hand may play a card that takes the trick;
- `excluded_by_play(card, led, win, must_beat)`: what a card played proves its hand lacked.

`legal_plays`, `illegal_reason`, `trick_winner` and `beats` are the readable wrappers the
screen and the tests use.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ABOVE, SPADES_MASK, SUIT_MASK, Card, Suit, cards_of, mask_of
from .reasons import Reason, ReasonKind
from .rules import HouseRules

NO_CARD = -1
SPADES = int(Suit.SPADES)  # as a plain int, for the fast core

# BEATERS[i]: the cards that take a trick from card i when played after it: the higher cards
# of its suit and, unless it is a spade, every spade (spades are always trumps). Whatever
# was led, nothing else beats the card winning the trick.
BEATERS = tuple(ABOVE[i] | (SPADES_MASK if i // 13 != SPADES else 0) for i in range(52))


def takes(card: int, win: int) -> bool:
    """True when the card `card` (an index), played after `win`, wins the trick from it."""
    return bool(BEATERS[win] >> card & 1)


def beats(challenger: Card, best: Card) -> bool:
    """True when `challenger`, played after `best`, takes the trick from it."""
    return takes(challenger.index, best.index)


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
    trick so far. The rules of docs/rules.md, in order: lead anything; follow suit, beating the
    winning card when it is of the suit led (not trumped) and you can; when void, trump, and
    overtrump a spade already there if you can, else play anything; with neither, anything.
    """
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    win_suit = win // 13
    if follow:
        if must_beat and win_suit == led:
            return follow & BEATERS[win] or follow
        return follow
    spades = hand & SPADES_MASK
    if not spades:
        return hand
    if win_suit == SPADES:  # already trumped: overtrump if able, else anything
        return spades & BEATERS[win] or hand
    return spades


def can_beat(hand: int, led: int, win: int) -> bool:
    """Whether `hand` may play a card that takes the trick from `win` (the card winning a
    trick whose suit led is `led`). Only a hand void in the suit led may trump, and then
    `legal_mask` lets it play any card that wins, so the must-win rule changes nothing here.
    `hand` may be the cards a seat might hold: then, whether it could."""
    return bool((hand & SUIT_MASK[led] or hand) & BEATERS[win])


def excluded_by_play(card: int, led: int, win: int, must_beat: bool) -> int:
    """The cards a hand cannot hold, given that it played `card` legally to a trick whose
    suit led is `led` (NO_CARD when leading) and whose winning card so far is `win`: exactly
    the cards that would have made `card` illegal (`legal_mask`).

    A card that does not take the trick shows that the hand held none that would: of the
    suit led when it followed under the must-win rule, of any suit when it did not follow
    (it had to trump or overtrump). A card off the suit led shows a void in it."""
    if led < 0:
        return 0
    beaten = not BEATERS[win] >> card & 1
    if card // 13 == led:
        return BEATERS[win] & SUIT_MASK[led] if must_beat and beaten else 0
    return SUIT_MASK[led] | (BEATERS[win] if beaten else 0)


def lead_and_winner(trick: Sequence[Card]) -> tuple[int, int]:
    """(suit led, index of the card winning so far) of a trick (cards, leader first);
    (NO_CARD, NO_CARD) when it is empty: the arguments `legal_mask` takes."""
    if not trick:
        return NO_CARD, NO_CARD
    return trick[0].suit, trick[trick_winner(trick)].index


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], rules: HouseRules) -> list[Card]:
    """The cards of `hand` that may be played to `trick` (cards so far, leader first)."""
    led, win = lead_and_winner(trick)
    return cards_of(legal_mask(mask_of(hand), led, win, rules.must_beat))


def _beat_reason(best: Card, higher: list[Card]) -> Reason:
    if len(higher) == 1:
        return Reason(ReasonKind.MUST_BEAT_WITH, best=best, card=higher[0])
    return Reason(ReasonKind.MUST_BEAT_HIGHER, suit=best.suit, best=best, cards=tuple(higher))


def illegal_reason(card: Card, hand: Sequence[Card], trick: Sequence[Card],
                   rules: HouseRules) -> Reason | None:
    """None when `card` may be played, else the rule that stops it as a `Reason` record (a
    kind and the cards or suits it names, said to the player by `callbreak.words`)."""
    hand_mask = mask_of(hand)
    if not hand_mask & card.bit:
        return Reason(ReasonKind.NOT_IN_HAND, card=card)
    led, win = lead_and_winner(trick)
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
