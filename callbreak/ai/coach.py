"""The coach: for each call and card of one seat in one round, what Expert would have chosen
from the seat's view at that moment, what the seat's own choice cost in expected points,
a verdict (fine, inaccuracy, mistake) and one reason in the hints' words.

    analysis = analyse_round(game, round_no, seat=0, progress=lambda done, total: ...)
    analysis.to_dict()                      # plain JSON, for the store's cache
    judge(view, chosen) -> Decision         # one position: a view and a call or a card

Expert's choice is Expert's own search (`search.SearchPlayer` with Expert's settings) on a
deal budget instead of its clock. The cost is first the coach's quick estimate
(`coach_estimate`): the seat's mean round score with Expert's choice less its score with
its own, both played out by Expert's rollout policy on the same deals consistent with the
view. Where that says fine, it stands. Where it says an inaccuracy or a mistake, the
claim is confirmed by play-outs as strong as Expert's own (`coach_confirm`: Expert search
players finish the round with each choice on deals consistent with the view), and the
verdict is the tier their interval clears: a sound play is never called a fault on the
quick policy's word alone. The deals, the searches and the estimate are all seeded from
the position (`hints.position_seed`) and bounded by deal counts, never by a clock, so the
same position always gets the same verdict, on any machine, however busy.
The coach is handed views only (`coach_positions`): it never reads a hidden hand, even
after the round.

The thresholds and budgets below are chosen with `tests/bench/coach_calibration.py` (how
close the estimate comes to real play-outs between Expert players) and
`tests/bench/coach_time.py` (a round within 30 s on one core); the figures are in their
docstrings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from callbreak.engine import CARDS, Card, Game, SeatView
from callbreak.words.coach_words import (
    COACH_VERSION,
    CoachKind,
    CoachReason,
    Decision,
    RoundAnalysis,
    Verdict,
)

from .coach_confirm import confirm
from .coach_estimate import Outcome, call_outcomes, card_outcomes, paired_cost
from .coach_positions import Position, positions
from .coach_reasons import card_reason, percent
from .common import trick_state
from .equal import distinct_cards
from .hints import position_seed
from .search import SearchPlayer, candidates
from .search_settings import EXPERT

# -- the one place for the verdicts' thresholds and the coach's budgets ---------------------
# The thresholds were chosen on the quick estimate alone (seeds 1000 to 3999 of
# tests/bench/coach_calibration.py, 700 positions); the bench's docstring has the figures of
# the confirmed verdicts on held-out seeds.
INACCURACY_AT = 3  # tenths of a point a choice costs from which it is an inaccuracy
MISTAKE_AT = 15  # ... and a mistake
COST_DEALS = 800  # deals each cost is estimated over (both choices play every one): the
#                   verdict 3200 deals give 97% of the time
EXPERT_CARD_DEALS = 256  # Expert's card search, on a deal budget (its clock: ~400 here)
EXPERT_CALL_DEALS = 2000  # Expert's call search (both passes)
CONFIRM_DEALS = 16  # at most this many deals of Expert's play-outs confirm a verdict
#                     (`coach_confirm`: it stops sooner once the interval is clear)
# a change to any of these may change a verdict: bump `coach_words.COACH_VERSION` with it

Progress = Callable[[int, int], None]  # (decisions judged, decisions in all)


def verdict_of(cost: int) -> Verdict:
    """The verdict on a choice that cost `cost` tenths of a point."""
    if cost >= MISTAKE_AT:
        return Verdict.MISTAKE
    if cost >= INACCURACY_AT:
        return Verdict.INACCURACY
    return Verdict.FINE


def expert(view: SeatView) -> SearchPlayer:
    """Expert, on one core and a deal budget, seeded from the position."""
    settings = replace(EXPERT, card_seconds=None, call_seconds=None, parallel=False,
                       max_deals=EXPERT_CARD_DEALS if view.legal else EXPERT_CALL_DEALS)
    return SearchPlayer("expert", seed=position_seed(view), settings=settings)


def expert_card(view: SeatView) -> Card:
    """The card Expert plays from `view`."""
    cands = candidates(view)
    if len(cands) == 1:
        return CARDS[cands[0]]
    return CARDS[expert(view).card_values(view).best()]


def expert_call(view: SeatView) -> int:
    """The call Expert makes from `view`."""
    return expert(view).call_values(view)[0]


def equal_in_play(view: SeatView, a: Card, b: Card) -> bool:
    """Whether two legal cards are worth the same here (every card between them is gone)."""
    return len(distinct_cards(a.bit | b.bit, view.played_mask | view.hand_mask,
                              trick_state(view)[1])) == 1


def judge(view: SeatView, chosen: int | Card, deals: int = COST_DEALS) -> Decision:
    """The verdict on `chosen` (a call or a card) from `view`, where it was the seat's
    turn. Only the view is read."""
    if isinstance(chosen, Card):
        return judge_card(view, chosen, deals)
    return judge_call(view, chosen, deals)


TIERS = (Verdict.FINE, Verdict.INACCURACY, Verdict.MISTAKE)
THRESHOLDS = (INACCURACY_AT, MISTAKE_AT)  # the tenths from which each tier above fine starts


def confirmed(view: SeatView, best: int | Card, chosen: int | Card, ours: Outcome,
              theirs: Outcome) -> tuple[int, Verdict]:
    """The cost and verdict of `chosen` against Expert's `best`: the quick estimate's
    (`ours` and `theirs`) when it says fine, else what Expert's own play-outs confirm
    (`coach_confirm`): the tier their interval reaches, and their mean cost held within
    that tier's bounds."""
    cost = cost_of(ours, theirs)
    claimed = TIERS.index(verdict_of(cost))
    if not claimed:
        return cost, Verdict.FINE
    _, se = paired_cost(ours, theirs)
    spread = se * len(ours.scores) ** 0.5
    found = confirm(view, best, chosen, THRESHOLDS[:claimed], spread, position_seed(view),
                    CONFIRM_DEALS)
    bounds = (0, *THRESHOLDS, 10**9)
    low, high = bounds[found.tier], bounds[found.tier + 1] - 1
    return min(max(round(found.mean), low), high), TIERS[found.tier]


def judge_card(view: SeatView, card: Card, deals: int = COST_DEALS) -> Decision:
    trick = view.trick_no
    if len(view.legal) == 1:
        return Decision("card", trick, card, card, 0, Verdict.FINE, CoachReason(CoachKind.ONLY))
    best = expert_card(view)
    if best == card or equal_in_play(view, best, card):
        return Decision("card", trick, card, card, 0, Verdict.FINE, CoachReason(CoachKind.SAME))
    ours, theirs = outcomes(view, best, card, deals)
    cost, verdict = confirmed(view, best, card, ours, theirs)
    if verdict is not Verdict.FINE:
        reason = card_reason(view, card, best, ours, theirs, cost)
    elif rated_better(ours, theirs):
        reason = CoachReason(CoachKind.BETTER_CARD, card=best)
    else:
        reason = CoachReason(CoachKind.CLOSE_CARD, card=best)
    return Decision("card", trick, card, best, cost, verdict, reason)


def judge_call(view: SeatView, call: int, deals: int = COST_DEALS) -> Decision:
    best = expert_call(view)
    if best == call:
        return Decision("call", None, call, call, 0, Verdict.FINE, CoachReason(CoachKind.SAME))
    ours, theirs = outcomes(view, best, call, deals)
    cost, verdict = confirmed(view, best, call, ours, theirs)
    if verdict is Verdict.FINE and rated_better(ours, theirs):
        reason = CoachReason(CoachKind.BETTER_CALL, call=best)
    elif verdict is Verdict.FINE:
        reason = CoachReason(CoachKind.CLOSE_CALL, call=best)
    elif best > call:
        reason = CoachReason(CoachKind.CALL_HIGHER, call=best, p=percent(ours.made_share))
    else:
        reason = CoachReason(CoachKind.CALL_LOWER, call=best, p=percent(ours.made_share),
                             q=percent(theirs.made_share))
    return Decision("call", None, call, best, cost, verdict, reason)


def outcomes(view: SeatView, best: int | Card, chosen: int | Card,
             deals: int = COST_DEALS) -> tuple[Outcome, Outcome]:
    """Expert's choice and the seat's, each played out on the same `deals` deals
    consistent with `view` (seeded from the position)."""
    seed = position_seed(view)
    if isinstance(best, Card) and isinstance(chosen, Card):
        ours, theirs = card_outcomes(view, [best.index, chosen.index], deals, seed)
    elif isinstance(best, int) and isinstance(chosen, int):
        ours, theirs = call_outcomes(view, [best, chosen], deals, seed)
    else:
        raise TypeError(f"two calls or two cards, not {best!r} and {chosen!r}")
    return ours, theirs


def cost_of(best: Outcome, chosen: Outcome) -> int:
    """What the chosen play cost against the best, in whole tenths, never below nothing."""
    return max(0, round(paired_cost(best, chosen)[0]))


def rated_better(best: Outcome, chosen: Outcome) -> bool:
    """The coach's count puts the chosen play above Expert's, by a tenth of a point or more
    once rounded (its cost, never below nothing, is then 0: its reason says so in words)."""
    return round(paired_cost(best, chosen)[0]) < 0


def analyse_round(game: Game, round_no: int, seat: int = 0, progress: Progress | None = None,
                  deals: int = COST_DEALS) -> RoundAnalysis:
    """The coach's verdict on each call and card of `seat` in round `round_no` (0-based)
    of `game`; `progress` hears (judged, in all) before the first and after each, and may
    stop the analysis by raising (the worker does, when the analysis is no longer wanted)."""
    todo: list[Position] = positions(game, round_no, seat)
    if progress is not None:
        progress(0, len(todo))
    out = []
    for i, pos in enumerate(todo):
        out.append(judge(pos.view, pos.chosen, deals))
        if progress is not None:
            progress(i + 1, len(todo))
    return RoundAnalysis(round_no, seat, tuple(out), COACH_VERSION)


__all__ = ["INACCURACY_AT", "MISTAKE_AT", "THRESHOLDS", "TIERS", "CONFIRM_DEALS", "COST_DEALS",
           "EXPERT_CARD_DEALS", "EXPERT_CALL_DEALS", "COACH_VERSION", "Progress", "verdict_of",
           "expert_card", "expert_call", "outcomes", "cost_of", "rated_better", "judge",
           "judge_card", "judge_call", "confirmed", "analyse_round"]
