"""Confirming a verdict with play-outs as strong as Expert's, before a play is called an
inaccuracy or a mistake.

The coach's quick estimate (`coach_estimate`) plays each choice on by Expert's rollout
policy: cheap, so it meets hundreds of deals, but on one deal its play-out and Expert's own
play part ways by 1.7 points on average (`tests/bench/coach_calibration.py`). So a cost the
quick estimate puts at an inaccuracy or more is played out again here: on deals drawn from
the coach's sampler (consistent with the seat's view, its calls read as Expert reads them),
both choices are made and the round finished by four Expert search players (`search`, on a
small deal budget and the exact search for the last cards), the same players and seeds for
both choices, so each deal gives one paired difference. Deal by deal the interval of the
mean difference narrows; the confirmation stops once every threshold at or below the
claimed tier is cleared by it or out of its reach, or at the deal limit. The verdict is
the tier the interval's lower end reaches (never above the claimed one): a play is called
a mistake only when Expert's play-outs say, with the interval, that it costs a mistake's
worth.

Everything is seeded from the position and bounded by deal counts, never a clock; nothing
here reads a hand but the view's own (the deals are sampled, never the real one).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from callbreak.engine import CALLING, PLAYING, Card, Game, SeatView
from callbreak.engine.cards import cards_of
from callbreak.engine.game import FORMAT

from .common import decision_rng
from .deals import make_sampler
from .search import SearchPlayer
from .search_settings import EXPERT, SearchSettings

# the play-outs' players: Expert's search on a deal budget, exact from `exact_at` cards
PLAYOUT = replace(EXPERT, card_seconds=None, call_seconds=None, parallel=False, max_deals=16,
                  exact_at=4)
MIN_DEALS = 8  # deals before the interval may stop the confirmation: a choice's cost is
#               mostly a call made or missed on a few deals, and four deals, three of them
#               misses by luck, once confirmed a call that Expert players miss on one deal
#               in five (seed 20008 of tests/bench/coach_calibration.py)
Z = 1.645  # the interval's half-width in standard errors (one-sided 95% at each end)
PRIOR_DEALS = 4  # the quick estimate's spread counts as this many deals' worth in the
#                  spread of Expert's differences (a few equal outcomes are not certainty)
WALK_GAP = 4  # the sampler's walk takes this many stops between two confirming deals, so
#               the few deals are nearly independent


@dataclass(frozen=True)
class Confirmed:
    """Expert's play-outs of a choice against Expert's own: the paired differences (tenths,
    Expert's choice's round score less the seat's, deal by deal) and the tier reached
    (0 fine, 1 inaccuracy, 2 mistake)."""

    diffs: tuple[int, ...]
    tier: int

    @property
    def mean(self) -> float:
        return statistics.mean(self.diffs)


def round_on_deal(view: SeatView, hands: Sequence[int]) -> Game:
    """The round as it stood at `view`, on one deal of the cards still held (`hands`: four
    masks, the view's own in its place): a new game with the cards played and the calls
    made so far replayed by the engine."""
    dealt = list(hands)
    plays = [card for _, tplays, _ in view.completed for _, card in tplays] + \
        [card for _, card in view.trick]
    for _, tplays, _ in view.completed:
        for seat, card in tplays:
            dealt[seat] |= card.bit
    for seat, card in view.trick:
        dealt[seat] |= card.bit
    rules = view.rules
    order = [rules.next_seat(view.dealer)]
    while len(order) < 4:
        order.append(rules.next_seat(order[-1]))
    record = {"dealer": view.dealer, "redeals": [],
              "hands": [[c.code for c in cards_of(h)] for h in dealt],
              "calls": [[s, view.calls[s]] for s in order if view.calls[s] is not None],
              "plays": [c.code for c in plays]}
    return Game.from_json({"format": FORMAT, "rules": rules.to_dict(), "seed": 0,
                           "first_dealer": view.dealer, "rounds": [record]})


def seen_from(game: Game, seat: int, like: SeatView) -> SeatView:
    """`seat`'s view of the round in `game`, in the game `like` belongs to (its round
    number and the scores of the rounds before)."""
    return replace(game.view(seat), round_no=like.round_no, totals=like.totals,
                   round_scores=like.round_scores)


def play_on(view: SeatView, game: Game, choice: int | Card, players: Sequence[SearchPlayer]
            ) -> int:
    """`view`'s seat makes `choice` in `game` (the round at `view`, on one deal) and the
    four players finish the round: the seat's round score, tenths."""
    me = view.seat
    game = Game.from_json(game.to_json())
    if isinstance(choice, Card):
        game.play(me, choice)
    else:
        game.call(me, choice)
    while game.phase in (CALLING, PLAYING):
        seat = game.turn
        assert seat is not None
        seen = seen_from(game, seat, view)
        if game.phase is CALLING:
            game.call(seat, players[seat].choose_call(seen))
        else:
            game.play(seat, players[seat].choose_card(seen))
    return game.round_scores[-1][me]


def tier_of(lower: float, thresholds: Sequence[int]) -> int:
    """How many thresholds (tenths, rising) `lower` reaches."""
    return sum(lower >= t for t in thresholds)


def interval(diffs: Sequence[int], prior_sd: float) -> tuple[float, float]:
    """The mean of `diffs` and the interval's half-width, the spread pooled with
    `prior_sd` (worth `PRIOR_DEALS` deals)."""
    n = len(diffs)
    mean = statistics.mean(diffs)
    var = statistics.variance(diffs) if n > 1 else 0.0
    pooled = (PRIOR_DEALS * prior_sd ** 2 + (n - 1) * var) / (PRIOR_DEALS + n - 1)
    return mean, Z * math.sqrt(pooled / n)


def paired_diffs(view: SeatView, best: int | Card, chosen: int | Card, seed: int,
                 tag: str = "coach/confirm", settings: SearchSettings = PLAYOUT
                 ) -> Iterator[int]:
    """Deal after deal consistent with `view` (drawn as Expert draws them, seeded by `seed`
    and `tag`), Expert's choice `best` and the seat's `chosen` each played out by the same
    four Expert players: Expert's choice's round score less the seat's, tenths."""
    sampler = make_sampler(view, decision_rng(seed, view, tag), EXPERT)
    base = decision_rng(seed, view, tag + "/players").getrandbits(48)
    k = 0
    while True:
        game = round_on_deal(view, sampler.walked(EXPERT.walk * WALK_GAP))
        players = [SearchPlayer("expert", seed=base + 4 * k + s, settings=settings)
                   for s in range(4)]
        yield play_on(view, game, best, players) - play_on(view, game, chosen, players)
        k += 1


def decided(diffs: Sequence[int], prior_sd: float, thresholds: Sequence[int],
            deals: int) -> int | None:
    """The tier `diffs` so far support (0 fine, 1 inaccuracy, 2 mistake; never above
    `len(thresholds)`), or None while the confirmation should go on: until `MIN_DEALS`,
    then while some threshold is neither cleared by the interval's lower end nor out of
    reach (the mean as it stands, with the narrower interval of `deals` deals, would not
    clear it either), and never past `deals` deals."""
    n = len(diffs)
    if n < MIN_DEALS and n < deals:
        return None
    mean, half = interval(diffs, prior_sd)
    at_end = half * math.sqrt(n / deals) if n < deals else half
    if n >= deals or all(mean - half >= t or mean - at_end < t for t in thresholds):
        return tier_of(mean - half, thresholds)
    return None


def confirm(view: SeatView, best: int | Card, chosen: int | Card, thresholds: Sequence[int],
            prior_sd: float, seed: int, deals: int) -> Confirmed:
    """Expert's choice `best` and the seat's `chosen` played out by Expert players
    (`paired_diffs`) on up to `deals` deals, until the interval settles every threshold of
    `thresholds` (tenths, rising: the tiers up to the one the quick estimate claimed)."""
    diffs: list[int] = []
    for diff in paired_diffs(view, best, chosen, seed):
        diffs.append(diff)
        tier = decided(diffs, prior_sd, thresholds, deals)
        if tier is not None:
            return Confirmed(tuple(diffs), tier)
    raise AssertionError("paired_diffs never ends")


__all__ = ["PLAYOUT", "MIN_DEALS", "Z", "PRIOR_DEALS", "Confirmed", "round_on_deal", "play_on",
           "interval", "paired_diffs", "decided", "confirm"]
