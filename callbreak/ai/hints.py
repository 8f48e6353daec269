"""The hints shown to the person: the call and the card the Hard player would choose, each
with a reason in plain words (a `HintReason` of `callbreak.words`: kinds and fields, said
in any language by the app).

Hints are steady: the search is seeded from the position itself and bounded by a number of
deals, not by the clock, so the same position gives the same hint every time, on any
machine, however busy.

A call's reason agrees with its number: its clauses count the tricks the call is made of
(the sure ones first, then the likely ones, trumping, long spades, and what only the play
brings) and add up to the call; "made about N%" is how often that call is made on the
search's own deals, played with that call as ours."""

from __future__ import annotations

import json
import zlib
from dataclasses import replace

from callbreak.engine import CARDS, Card, SeatView, mask_of
from callbreak.engine.cards import ABOVE, SPADES_MASK, SUIT_MASK, lowest
from callbreak.engine.tricks import BEATERS
from callbreak.words.hint_reasons import HintKind, HintReason, Said, counted, need_said

from .callsearch import CALL_BLOCK, CallProblem
from .common import trick_state
from .handeval import count_tricks, heuristic_call
from .lean import lean_rollout
from .search import HARD, SearchPlayer
from .search_settings import SearchSettings
from .sim import SimTable

# deals a hint's search may look at: within Hard's time on this machine (tests/bench/ai_times)
HINT_CARD_DEALS = 120
HINT_CALL_DEALS = 600


def position_seed(view: SeatView) -> int:
    """A seed that is the same for the same position, on any machine and in any process."""
    text = json.dumps(view.to_dict(), sort_keys=True, separators=(",", ":"))
    return zlib.crc32(text.encode("utf-8"))


def _hint_settings(max_deals: int | None, default_deals: int) -> SearchSettings:
    """Hard's settings on a deal budget and no clock."""
    return replace(HARD, card_seconds=None, call_seconds=None,
                   max_deals=max_deals or default_deals,
                   max_call_deals=max_deals or default_deals)


def _hint_player(view: SeatView, max_deals: int | None, default_deals: int) -> SearchPlayer:
    """The Hard player, on a deal budget and no clock, seeded from the position."""
    return SearchPlayer("hard", seed=position_seed(view),
                        settings=_hint_settings(max_deals, default_deals))


def call_clauses(hand: int, call: int | None = None, least: int = 1) -> tuple[Said, ...]:
    """The tricks a call of `call` (the hand's own count when None) is made of, from the
    count of the hand: "A♦ is a sure trick; of K♠, K♥ and K♦, 2 may be tricks" for a 3.
    The sure tricks come first, then the likely ones, trumping a short suit, long spades,
    and last the tricks only the play brings; the clauses' counts add up to the call.
    `least` is the least call the house rules allow."""
    count = count_tricks(hand)
    left = heuristic_call(hand) if call is None else call
    out: list[Said] = []
    sure, likely = _ordered(count.sure), _ordered(count.likely)
    if sure and left:
        if len(sure) <= left:
            out.append(Said(HintKind.SURE_ONE if len(sure) == 1 else HintKind.SURE_MANY,
                            cards=sure))
        else:  # more sure tricks than the call: a safer call (the last round) counts fewer
            out.append(counted(HintKind.SURE_SOME_ONE, left, sure))
        left -= min(left, len(sure))
    if likely and left:
        if len(likely) <= left:
            out.append(Said(HintKind.MAY_BE, cards=likely))
        else:
            out.append(counted(HintKind.MAY_SOME_ONE, left, likely))
        left -= min(left, len(likely))
    for kind, tricks in ((HintKind.RUFF_ONE, int(count.ruffs + 0.5)),
                         (HintKind.LONG_ONE, count.long_spades)):
        n = min(left, tricks)
        if n:
            out.append(counted(kind, n))
            left -= n
    if left and (out or left > least):  # nothing named for them: the search saw them come
        out.append(counted(HintKind.PLAY_ONE, left))
    return tuple(out) or (Said(HintKind.NO_SURE_TRICKS),)


def made_share(view: SeatView, call: int, max_deals: int | None = None) -> float:
    """How often a call of `call` is made: on the hint's search's own deals (the same
    hands and the others' calls), played out with `call` as this seat's call."""
    settings = _hint_settings(max_deals, HINT_CALL_DEALS)
    problem = CallProblem(settings, position_seed(view), view)
    deals = problem.evaluator()
    me, rules = view.seat, view.rules
    budget = settings.max_call_deals
    assert budget is not None  # the hints' settings always hold a deal budget
    want = (budget + 1) // 2  # as many as the search's first pass
    made = tried = 0
    for block in range((want + CALL_BLOCK - 1) // CALL_BLOCK):
        for hands, calls, _ in deals.deals(block)[:want - tried]:
            ours = calls[:]
            ours[me] = call
            won = lean_rollout(SimTable(hands, ours, [0, 0, 0, 0], deals.first, [], 0, rules),
                               settings.style)
            made += won[me] >= call
            tried += 1
    return made / tried


def _ordered(indices: list[int]) -> tuple[Card, ...]:
    """Spades first, then the other suits, high cards first."""
    return tuple(CARDS[i] for i in sorted(indices, key=lambda i: (i // 13 != 0, -(i % 13))))


def suggest_call(view: SeatView, max_deals: int | None = None) -> tuple[int, HintReason]:
    """The call, why, how often it is made; in the last round, when the game changes the
    call from the one that scores best on its own, a sentence that says so."""
    call = _hint_player(view, max_deals, HINT_CALL_DEALS).call_values(view)[0]
    after: tuple[Said, ...] = ()
    rules = view.rules
    if view.round_no >= rules.rounds - 1:  # said so only when it surely is the last
        # the call this hand would get were the game not at stake: the same search, on the
        # same position but for the round (comparing with the first pass alone said "higher"
        # of a call that the search makes in any round)
        early = replace(view, round_no=0, totals=(0, 0, 0, 0))
        plain = _hint_player(early, max_deals, HINT_CALL_DEALS).call_values(early)[0]
        if call != plain:
            after = (Said(HintKind.LAST_HIGHER if call > plain else HintKind.LAST_SAFER),)
    clauses = call_clauses(view.hand_mask, call, rules.min_call)
    return call, HintReason(clauses, made=round(made_share(view, call, max_deals) * 100),
                            after=after, call=call)


def suggest_card(view: SeatView, max_deals: int | None = None) -> tuple[Card, HintReason]:
    if not view.legal:
        raise ValueError("no card to suggest: it is not this seat's turn to play")
    if len(view.legal) == 1:
        return view.legal[0], HintReason((Said(HintKind.ONLY_LEGAL),))
    estimate = _hint_player(view, max_deals, HINT_CARD_DEALS).card_values(view)
    card = CARDS[estimate.best()]
    return card, card_reason(view, card)


def card_reason(view: SeatView, card: Card) -> HintReason:
    """Why this card, in one sentence about it, then where your call stands."""
    me = view.seat
    need = (view.calls[me] or 0) - view.tricks_won[me]
    tail = need_said(need)
    out = view.unseen_mask
    boss = not out & ABOVE[card.index]
    led, win, _ = trick_state(view)
    if led < 0:
        if boss and out & SUIT_MASK[card.suit]:
            if card.suit == 0:
                return HintReason((Said(HintKind.HIGHEST_SPADE), tail))
            return HintReason((Said(HintKind.HIGHEST_LEFT, suit=card.suit), tail))
        short = view.hand_mask & SUIT_MASK[card.suit]
        if card.suit != 0 and short.bit_count() <= 2 and view.hand_mask & SPADES_MASK:
            return HintReason((Said(HintKind.SHORT_SUIT, suit=card.suit), tail))
        # "low" only when it is: an unseen card between it and the lowest card of its suit
        # in hand would make the sentence false
        if out & ABOVE[lowest(short).index] & ~ABOVE[card.index] & ~card.bit:
            return HintReason((Said(HintKind.MIDDLE_LEAD, suit=card.suit), tail))
        return HintReason((Said(HintKind.LOW_LEAD), tail))
    beat = BEATERS[win]  # the cards that take the trick now
    if card.bit & beat:
        if card.suit == 0 and led != 0:
            return HintReason((Said(HintKind.TRUMP_TO_TAKE), tail))
        if len(view.trick) == 3 or boss:
            return HintReason((Said(HintKind.CHEAPEST_WINNER), tail))
        return HintReason((Said(HintKind.MAY_WIN), tail))
    if need <= 0:
        return HintReason((Said(HintKind.MADE_DUCK),))
    if not mask_of(view.legal) & beat:  # not "cheaply": not at all
        return HintReason((Said(HintKind.NO_WINNER), tail))
    return HintReason((Said(HintKind.CANNOT_WIN), tail))
