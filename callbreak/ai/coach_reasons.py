"""Why a card cost points, in one sentence the seat can check against what it saw.

The most particular true sentence wins: Expert's card would surely have won this trick when
a trick was still needed (sure from the view alone: nobody still to play may hold a card
that beats it); it would have kept a higher card of the same suit that did not surely win;
it would have kept an honour (a jack or higher) that could not win this trick, being
already beaten on the table; it makes the call clearly more often (the coach's play-outs);
else, how much more it scores.
"""

from __future__ import annotations

from callbreak.engine import Card, SeatView
from callbreak.engine.tricks import could_beat, takes
from callbreak.words.coach_words import CoachKind, CoachReason

from .beliefs import possible_cards
from .coach_estimate import Outcome
from .common import trick_state

MADE_GAP = 0.05  # how much more often the call must be made to be named as the reason
HONOUR = 11  # from the jack up, a card thrown where it cannot win is named as wasted


def percent(share: float) -> int:
    return round(100 * share)


def sure_winner(view: SeatView, card: Card) -> bool:
    """Whether `card`, played now, takes the trick whatever the others hold (as far as the
    view tells: a seat still to play may beat it, by the rules, unless the view rules every
    such card out: `engine.tricks.could_beat`)."""
    led, win, _ = trick_state(view)
    if led >= 0 and not takes(card.index, win):
        return False  # it does not even take the trick from the card winning it now
    if led < 0:
        led = card.suit
    could = possible_cards(view)
    sizes = view.cards_left
    seat = view.seat
    for _ in range(3 - len(view.trick)):
        seat = view.rules.next_seat(seat)
        if could_beat(could[seat], sizes[seat], led, card.index):
            return False
    return True


def card_reason(view: SeatView, chosen: Card, best: Card, ours: Outcome, theirs: Outcome,
                cost: int) -> CoachReason:
    """The reason `chosen` cost `cost` tenths against Expert's `best` (`ours` and `theirs`:
    their outcomes over the coach's deals)."""
    me = view.seat
    need = (view.calls[me] or 0) - view.tricks_won[me]
    chosen_wins = sure_winner(view, chosen)
    if need > 0 and sure_winner(view, best) and not chosen_wins:
        return CoachReason(CoachKind.WIN_TRICK, card=best, n=need)
    if chosen.suit == best.suit and chosen.rank > best.rank and not chosen_wins:
        return CoachReason(CoachKind.KEEP_HIGH, card=best, high=chosen)
    led, win, _ = trick_state(view)
    if led >= 0 and not takes(chosen.index, win) and chosen.rank >= HONOUR and \
            chosen.rank > best.rank:
        return CoachReason(CoachKind.WASTE_HIGH, card=best, high=chosen)
    p, q = ours.made_share, theirs.made_share
    if p - q >= MADE_GAP:
        return CoachReason(CoachKind.MADE_MORE, card=best, p=percent(p), q=percent(q))
    return CoachReason(CoachKind.SCORES_MORE, card=best, tenths=cost)
