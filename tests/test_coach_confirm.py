"""The coach confirms an inaccuracy or a mistake with play-outs as strong as Expert's before
it shows one: the deals those play-outs use agree with everything the seat saw, and the
verdict is the tier their interval reaches, never more than the quick estimate claimed and
never a tier the interval does not clear."""

from __future__ import annotations

import random
import statistics

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai.coach_confirm import MIN_DEALS, decided, interval, round_on_deal
from callbreak.ai.coach_positions import positions
from callbreak.ai.common import decision_rng
from callbreak.ai.deals import make_sampler
from callbreak.ai.playout import play_game
from callbreak.ai.search_settings import EXPERT
from callbreak.engine import Game

THRESHOLDS = (3, 15)


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.integers(-130, 130), min_size=1, max_size=30),
       st.floats(0, 80), st.integers(0, 2), st.integers(1, 30))
def test_a_verdict_is_never_above_its_claim_nor_above_what_the_interval_clears(
        diffs: list[int], prior: float, claimed: int, deals: int) -> None:
    thresholds = THRESHOLDS[:claimed]
    tier = decided(diffs, prior, thresholds, deals)
    if len(diffs) >= deals:
        assert tier is not None  # the deal limit always ends it
    if tier is None:
        return
    mean, half = interval(diffs, prior)
    assert 0 <= tier <= claimed
    if tier:
        assert mean - half >= thresholds[tier - 1]  # the tier shown is cleared ...
    if tier < claimed:
        assert mean - half < thresholds[tier]  # ... and the next is not


@given(st.integers(0, 2), st.integers(MIN_DEALS, 24))
def test_play_outs_that_all_agree_settle_the_tier_as_soon_as_they_may(claimed: int,
                                                                      deals: int) -> None:
    """Deals on which the seat's choice cost nothing, with Expert's own spread small, say
    fine; deals on which it cost ten points say the tier claimed; not before `MIN_DEALS`."""
    thresholds = THRESHOLDS[:claimed]
    assert decided([0] * (MIN_DEALS - 1), 1.0, thresholds, deals) is None
    assert decided([0] * MIN_DEALS, 1.0, thresholds, deals) == 0
    assert decided([100] * MIN_DEALS, 1.0, thresholds, deals) == claimed


def test_a_few_lucky_deals_do_not_confirm_a_mistake() -> None:
    """A call missed on three deals of four with the seat's call and made with Expert's
    (twelve points each), the fourth made either way: the mean is a mistake's worth, but
    four deals may not settle it; so the confirmation goes on, and when the next four are
    all made either way, the interval does not clear even an inaccuracy."""
    diffs = [120, 120, 120, -20]
    assert statistics.mean(diffs) >= THRESHOLDS[1]
    assert decided(diffs, 65.0, THRESHOLDS, 16) is None
    assert statistics.mean(diffs + [-20] * 4) >= THRESHOLDS[1]
    assert decided(diffs + [-20] * 4, 65.0, THRESHOLDS, 8) == 0


def test_a_confirming_deal_is_the_round_the_seat_saw_with_other_hidden_hands() -> None:
    game = play_game(["easy", "medium", "medium", "medium"], seed=11, rounds=1, max_deals=16)
    rng = random.Random(3)
    moved = 0
    for pos in positions(game, 0, 0):
        view = pos.view
        sampler = make_sampler(view, decision_rng(rng.randrange(1 << 30), view, "t"), EXPERT)
        again: Game = round_on_deal(view, sampler.walked(EXPERT.walk))
        seen = again.view(view.seat)
        assert (seen.hand, seen.calls, seen.trick, seen.completed, seen.legal, seen.turn) == \
            (view.hand, view.calls, view.trick, view.completed, view.legal, view.turn)
        moved += again.round.dealt != game.round.dealt
    assert moved >= 10  # the hidden hands are sampled, not the real ones
