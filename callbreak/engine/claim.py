"""Claims: a player on lead whose cards are sure to take every trick left may show them and
have the rest played out at once.

The test reads only what the seat may know (its view: its hand and every card played), so
offering a claim gives nothing hidden away. A claim is offered when, with the trick empty
and the seat on lead:

1. in every suit the seat holds, each of its cards is higher than every card of that suit
   still in the other hands; and
2. the seat holds at least as many spades as the others still hold between them, or all of
   its cards are spades (then no other hand can hold more spades than it has cards).

Why that is sure: the claimer leads its spades first while any other spade is out. Each lead
is the best spade left, so it wins; everyone holding a spade must follow with one, so each
lead takes at least one of theirs, and by (2) theirs run out before the claimer's do (or the
claimer holds nothing else). From then on no other hand has a spade, so a side card led is
never trumped, and by (1) it is never beaten in its suit. Playing the others' cards only
lowers what they hold, so (1) stays true throughout. The rules' other duties (must beat,
must trump) only choose which losing card the others play.

(The issue's wording, "either no spade is left outside your hand or all your cards are the
top spades left", is rule 2 when the claimer holds no spade or only spades; rule 2 also
covers a hand that draws the last trumps first and then cashes its side cards.)
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .cards import SPADES_MASK, SUIT_MASK, Card, highest, lowest
from .errors import IllegalAction
from .game import Game, Play
from .phase import PLAYING
from .view import SeatView


def can_claim(view: SeatView) -> bool:
    """Whether `view`'s seat, on lead with the trick empty, is sure to take every trick left,
    judged from what that seat may know."""
    hand = view.hand_mask
    if view.phase != PLAYING or view.turn != view.seat or view.trick or not hand:
        return False
    out = view.unseen_mask  # the cards in the other hands
    for suit_mask in SUIT_MASK:
        mine, theirs = hand & suit_mask, out & suit_mask
        if mine and theirs and lowest(mine).rank < highest(theirs).rank:
            return False
    my_spades = (hand & SPADES_MASK).bit_count()
    their_spades = (out & SPADES_MASK).bit_count()
    return my_spades >= min(their_spades, hand.bit_count())


def claim_lead(view: SeatView) -> Card:
    """The card a claimer leads next: its best spade while others still hold spades (drawing
    them), then its side suits from the top, suit by suit."""
    hand = view.hand_mask
    if not hand:
        raise IllegalAction("there is no card left to lead")
    if view.unseen_mask & SPADES_MASK and hand & SPADES_MASK:
        return highest(hand & SPADES_MASK)
    for suit_mask in SUIT_MASK:
        if hand & suit_mask:
            return highest(hand & suit_mask)
    raise AssertionError("unreachable: a hand with cards holds some suit")


def lowest_legal(view: SeatView) -> Card:
    """The others' play during a claim unless told otherwise: the lowest legal card."""
    return min(view.legal, key=lambda c: (c.rank, c.suit))


def play_claim(game: Game, seat: int,
               choose: Callable[[SeatView], Card] | None = None) -> list[Play]:
    """Play the rest of the round at once for a claim by `seat`: the claimer leads by
    `claim_lead`, every other seat plays `choose(view)` (by default its lowest legal card).
    Every card goes through `Game.play`, so the events and the round score follow as usual.
    Raises IllegalAction when `seat` may not claim now. Returns the plays made, in order."""
    if not can_claim(game.view(seat)):
        raise IllegalAction("a claim needs you on lead with every trick left sure to be yours")
    choose = choose or lowest_legal
    round_no, plays = game.round_no, []
    while game.round_no == round_no and game.round.phase == PLAYING:
        turn = game.turn
        assert turn is not None
        view = game.view(turn)
        card = claim_lead(view) if turn == seat else choose(view)
        game.play(turn, card)
        plays.append(Play(turn, card))
    return plays


def random_legal(rng: random.Random) -> Callable[[SeatView], Card]:
    """A `choose` for play_claim that plays a random legal card (tests and tools)."""
    return lambda view: rng.choice(view.legal)


__all__ = ["can_claim", "claim_lead", "play_claim", "lowest_legal", "random_legal"]
