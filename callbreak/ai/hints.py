"""The hints shown to the person: the call and the card the Hard player would choose, each
with a one-line reason in plain words."""

from __future__ import annotations

from dataclasses import replace

from callbreak.engine import CARDS, Card, SeatView
from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK

from .common import trick_state
from .handeval import call_reason
from .search import HARD, SearchPlayer, expected_scores

HINT_CARD_SECONDS = 0.15
HINT_CALL_SECONDS = 0.3
HINT_SEED = 20240611  # hints are steady: the same position always gets the same advice


def _hint_player(max_deals: int | None) -> SearchPlayer:
    settings = replace(HARD, card_seconds=HINT_CARD_SECONDS, call_seconds=HINT_CALL_SECONDS,
                       max_deals=max_deals)
    return SearchPlayer("hard", seed=HINT_SEED, settings=settings)


LAST_ROUND_HIGHER = "Last round: a higher call gives you a chance to win the game."
LAST_ROUND_SAFER = "Last round: a safer call keeps your chance to win the game."


def suggest_call(view: SeatView, max_deals: int | None = None) -> tuple[int, str]:
    """The call, why, how often it is made; in the last round, when the game changes the
    call from the one that scores best on its own, a sentence that says so."""
    call, _, probs = _hint_player(max_deals).call_values(view)
    made = sum(p for k, p in enumerate(probs) if k >= call)
    text = f"{call_reason(view.hand_mask)} (made about {round(made * 100)}% of the time)."
    rules = view.rules
    if view.round_no >= rules.rounds - 1:
        scores = expected_scores(probs, rules)  # the calls as if the game did not matter
        plain = max(scores, key=lambda c: (scores[c], -c))
        if call != plain:
            text += " " + (LAST_ROUND_HIGHER if call > plain else LAST_ROUND_SAFER)
    return call, text


def suggest_card(view: SeatView, max_deals: int | None = None) -> tuple[Card, str]:
    if not view.legal:
        raise ValueError("no card to suggest: it is not this seat's turn to play")
    if len(view.legal) == 1:
        return view.legal[0], f"The {view.legal[0]} is your only legal card."
    estimate = _hint_player(max_deals).card_values(view)
    card = CARDS[estimate.best()]
    return card, card_reason(view, card)


def card_reason(view: SeatView, card: Card) -> str:
    """One or two sentences of fixed shapes (the app translates them by shape, in
    callbreak.app.i18n: change a sentence here and change it there too)."""
    me = view.seat
    need = (view.calls[me] or 0) - view.tricks_won[me]
    out = view.unseen_mask
    boss = not out & ABOVE[card.index]
    tail = (f" You need {need} more trick{'s' if need != 1 else ''}." if need > 0
            else " Your call is made.")
    led, win, _ = trick_state(view)
    if led < 0:
        if boss and out & SUIT_MASK[card.suit]:
            if card.suit == 0:
                return f"The {card} is the highest spade left: lead it to draw trumps." + tail
            return f"The {card} is the highest {card.suit.singular} left." + tail
        short = view.hand_mask & SUIT_MASK[card.suit]
        if card.suit != 0 and short.bit_count() <= 2 and view.hand_mask & SPADES_MASK:
            return (f"Leading your short {card.suit.plural} lets you trump them later." + tail)
        return f"A low lead with the {card} gives nothing away." + tail
    beats = bool(ABOVE[win] >> card.index & 1) or (card.suit == 0 and win >= 13)
    if beats:
        if card.suit == 0 and led != 0:
            return f"Trump with the {card} to take the trick." + tail
        if len(view.trick) == 3 or boss:
            return f"The {card} is the cheapest card that wins this trick." + tail
        return f"The {card} may win the trick." + tail
    if need <= 0:
        return f"Your call is made: the {card} stays out of the way."
    return f"You cannot win this trick cheaply: keep your good cards and play the {card}." + tail
