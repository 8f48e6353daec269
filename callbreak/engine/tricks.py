"""One trick: which cards may be played (the must-win rule), why a card may not, who wins.

The fast core works on card indices and bitmasks, and every simulator of the computer
players uses it rather than its own copy of the rules:

- `BEATERS[win]`: the cards that take the trick from the card `win`; `takes(card, win)`;
- `legal_mask(hand, led, win, rules)`: the cards of a hand that may be played, leads included;
- `can_beat(hand, led, win)`: whether a hand may play a card that takes the trick, and
  `could_beat(possible, size, led, win)` whether a hand seen only in part might;
- `excluded_by_play(card, led, win, rules)`: what a card played proves its hand lacked;
- `trick_step(led, win, win_seat, n_in, seat, card, nxt)`: the trick after one more card:
  who wins it so far, and who plays next (the seat after, or the winner of a full trick);
- `turn_order(rules)`: the seat after each seat (`HouseRules.next_seat`), as the table `nxt`.

`kernel.TrickTable` holds a round in progress on these (play, push and pop); the round
(`round.Round`) and every simulator of the computer players play by them. A hot loop may
have them written into it by `inline.inline_rules`, never by hand.

`legal_plays`, `illegal_reason`, `trick_winner` and `beats` are the readable wrappers the
screen and the tests use.
"""

from __future__ import annotations

import functools
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


def legal_mask(hand: int, led: int, win: int, rules: HouseRules) -> int:
    """The cards of `hand` that may be played under `rules`.

    `led` is the suit led (NO_CARD when leading) and `win` the index of the card winning the
    trick so far. The rules of docs/rules.md, in order: lead anything; follow suit, beating the
    winning card when it is of the suit led (not trumped) and you can (`rules.must_beat`);
    when void, trump, and overtrump a spade already there if you can, else play anything;
    with neither, anything. A house rule that limits leads belongs in the first branch: every
    simulator leads from what this returns.

    (Written as branches that each end in a return, so `inline.inline_rules` can write it
    into a hot loop.)
    """
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    if follow:
        if rules.must_beat and win // 13 == led:
            return follow & BEATERS[win] or follow
        return follow
    spades = hand & SPADES_MASK
    if not spades:
        return hand
    if win // 13 == SPADES:  # already trumped: overtrump if able, else anything
        return spades & BEATERS[win] or hand
    return spades


def can_beat(hand: int, led: int, win: int) -> bool:
    """Whether `hand` may play a card that takes the trick from `win` (the card winning a
    trick whose suit led is `led`). Only a hand void in the suit led may trump, and then
    `legal_mask` lets it play any card that wins, so the must-win rule changes nothing here.
    `hand` may be the cards a seat might hold: then, whether it could."""
    return (hand & SUIT_MASK[led] or hand) & BEATERS[win] != 0


def could_beat(possible: int, size: int, led: int, win: int) -> bool:
    """Whether a seat holding `size` cards, all of them among `possible`, might play a card
    that takes the trick from `win` (the card winning a trick whose suit led is `led`): with
    a higher card of the suit led, or, when it may hold none of that suit (enough other
    cards are possible to fill its hand), with any card that wins. `can_beat` when the
    hand is known (`possible` its cards, `size` their number)."""
    follow = SUIT_MASK[led]
    if possible & follow & BEATERS[win]:
        return True
    other = possible & ~follow
    return other.bit_count() >= size and other & BEATERS[win] != 0


@functools.cache
def turn_order(rules: HouseRules) -> tuple[int, int, int, int]:
    """`order[seat]`: the seat that plays after `seat` (`HouseRules.next_seat`), as the
    table `trick_step` and the simulators read."""
    return (rules.next_seat(0), rules.next_seat(1), rules.next_seat(2), rules.next_seat(3))


def trick_step(led: int, win: int, win_seat: int, n_in: int, seat: int, card: int,
               nxt: tuple[int, ...]) -> tuple[int, int, int, int, int, int]:
    """The trick after `seat` plays `card` to it: (suit led, winning card, winning seat,
    cards in the trick, the seat to play next, the seat that took the trick or NO_CARD).

    `led`, `win` and `win_seat` are NO_CARD and `n_in` 0 before a lead; `nxt` is the turn
    order (`turn_order`). The first card leads; a later card wins the trick from the
    card winning it when it is in `BEATERS` of it; after the fourth card the trick's winner
    takes it and leads the next, which starts empty. Otherwise the next seat plays.
    """
    if n_in == 0:
        return card // 13, card, seat, 1, nxt[seat], NO_CARD
    if n_in < 3:
        if BEATERS[win] >> card & 1:
            return led, card, seat, n_in + 1, nxt[seat], NO_CARD
        return led, win, win_seat, n_in + 1, nxt[seat], NO_CARD
    if BEATERS[win] >> card & 1:
        return NO_CARD, NO_CARD, NO_CARD, 0, seat, seat
    return NO_CARD, NO_CARD, NO_CARD, 0, win_seat, win_seat


def excluded_by_play(card: int, led: int, win: int, rules: HouseRules) -> int:
    """The cards a hand cannot hold, given that it played `card` legally under `rules` to a
    trick whose suit led is `led` (NO_CARD when leading) and whose winning card so far is
    `win`: exactly the cards that would have made `card` illegal (`legal_mask`).

    A card that does not take the trick shows that the hand held none that would: of the
    suit led when it followed under the must-win rule, of any suit when it did not follow
    (it had to trump or overtrump). A card off the suit led shows a void in it."""
    if led < 0:
        return 0
    beaten = not BEATERS[win] >> card & 1
    if card // 13 == led:
        return BEATERS[win] & SUIT_MASK[led] if rules.must_beat and beaten else 0
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
    return cards_of(legal_mask(mask_of(hand), led, win, rules))


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
    allowed = legal_mask(hand_mask, led, win, rules)
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
