"""The coach confirms an inaccuracy or a mistake with play-outs as strong as Expert's before
it shows one: the deals those play-outs use agree with everything the seat saw, and the
verdict is the tier their interval reaches, never more than the quick estimate claimed and
never a tier the interval does not clear."""

from __future__ import annotations

import random
import statistics

from hypothesis import given, settings
from hypothesis import strategies as st

from callbreak.ai.coach_confirm import decided, interval, round_on_deal
from callbreak.ai.coach_positions import positions
from callbreak.ai.common import decision_rng
from callbreak.ai.deals import make_sampler
from callbreak.ai.playout import play_game
from callbreak.ai.search_settings import EXPERT
from callbreak.engine import Game

THRESHOLDS = (3, 15)


@settings(max_examples=200, deadline=None)
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


@given(st.integers(0, 2), st.integers(4, 24))
def test_play_outs_that_all_agree_settle_the_tier_at_once(claimed: int, deals: int) -> None:
    """Four deals on which the seat's choice cost nothing, with Expert's own spread small,
    say fine; four on which it cost ten points say the tier claimed."""
    thresholds = THRESHOLDS[:claimed]
    assert decided([0, 0, 0, 0], 1.0, thresholds, deals) == 0
    assert decided([100, 100, 100, 100], 1.0, thresholds, deals) == claimed


def test_one_wild_deal_does_not_confirm_a_mistake() -> None:
    """Three deals where the choice cost nothing and one where it cost twelve points: the
    mean is a mistake's worth, the interval is not, so the confirmation goes on, and at its
    limit says what the interval clears."""
    diffs = [0, 0, 0, 120]
    assert statistics.mean(diffs) >= THRESHOLDS[1]
    assert decided(diffs, 20.0, THRESHOLDS, 24) is None
    assert decided(diffs, 20.0, THRESHOLDS, 4) == 0


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
