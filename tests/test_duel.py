"""The policy duel (`tools.duel`): every deal is played both ways, so a policy against
itself comes out level, and it tells a stronger policy from a weaker one."""

from callbreak.ai.lab.readable import honest_policy
from callbreak.ai.leads import WEIGHTS
from callbreak.engine import HouseRules
from callbreak.tools.duel import duel, leading_by


def test_a_policy_against_itself_is_level_and_the_refined_policy_beats_the_plain_one():
    rules = HouseRules()
    assert duel(leading_by(WEIGHTS), leading_by(WEIGHTS), 50, 3, rules) == (0.0, 0.0)
    mean, half = duel(lambda t: honest_policy(t, True), honest_policy, 1500, 3, rules)
    assert mean - half > 0


def test_leads_by_other_weights_change_the_play():
    rules = HouseRules()
    flipped = [-x for x in WEIGHTS]
    mean, half = duel(leading_by(WEIGHTS), leading_by(flipped), 300, 4, rules)
    assert mean - half > 0
