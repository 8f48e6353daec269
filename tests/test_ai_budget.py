"""A search player's budget as the tools ask for it (`make_player`, `lab.make_entrant`): a
deal budget in place of the clock, or the clock stretched, the card's and the call's alike."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from callbreak.ai import make_player
from callbreak.ai.lab import make_entrant
from callbreak.ai.search_settings import EXPERT, HARD

LEVELS = {"hard": HARD, "expert": EXPERT}


@given(level=st.sampled_from(sorted(LEVELS)), scale=st.floats(0.05, 20))
def test_a_stretched_clock_stretches_the_card_and_the_call_time(level: str,
                                                                scale: float) -> None:
    for player in (make_player(level, 1, time_scale=scale),
                   make_entrant(level + ":call_bias=0.0", 1, time_scale=scale)):
        settings = player.settings
        assert settings.card_seconds == pytest.approx(LEVELS[level].card_seconds * scale)
        assert settings.call_seconds == pytest.approx(LEVELS[level].call_seconds * scale)
        assert settings.max_deals is None


@pytest.mark.parametrize("spec", ["hard", "expert", "expert:call_bias=0.3", "hard-2026-11"])
def test_a_deal_budget_replaces_the_clock(spec: str) -> None:
    settings = make_entrant(spec, 1, max_deals=48, time_scale=3.0).settings
    assert (settings.card_seconds, settings.call_seconds, settings.max_deals) == (None, None, 48)


def test_a_variant_without_a_card_clock_keeps_none_when_its_clock_is_stretched() -> None:
    settings = make_entrant("expert:card_seconds=None", 1, time_scale=2.0).settings
    assert settings.card_seconds is None
    assert settings.call_seconds == pytest.approx(2 * EXPERT.call_seconds)
