"""Before the last round, what each player needs knows every house rule: the call named is
the least whose score, made, passes the leader by the engine's own scoring (`score_round`):
with the big call on a made 8 scores 13.0, and with calls up to 13 a call above 8 may be
the one. Checked over any house rules and standings, and read off the screen as drawn."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.record.standings import needs  # noqa: E402
from callbreak.app.shell.input import SCORES, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, Redeal, score_round  # noqa: E402
from callbreak.engine.rules import MAX_CALL_CHOICES, ROUND_CHOICES  # noqa: E402

rules_st = st.builds(HouseRules, rounds=st.sampled_from(ROUND_CHOICES),
                     max_call=st.sampled_from(MAX_CALL_CHOICES), big_call=st.booleans(),
                     must_beat=st.booleans(), redeal=st.sampled_from(list(Redeal)),
                     clockwise=st.booleans())
totals_st = st.lists(st.integers(-600, 900), min_size=4, max_size=4)


def made(call: int, rules: HouseRules) -> int:
    """What a call made exactly scores, in tenths, by the engine."""
    return score_round(call, call, rules)


@given(rules_st, totals_st)
def test_the_call_named_passes_the_leader_if_made_and_no_smaller_call_does(rules, totals):
    leaders, wanting = needs(totals, rules)
    best = max(totals)
    assert leaders == [s for s, t in enumerate(totals) if t == best]
    assert sorted(n.seat for n in wanting) == [s for s in range(4) if s not in leaders]
    allowed = range(rules.min_call, rules.max_call + 1)
    for need in wanting:
        mine = totals[need.seat]
        if need.call is None:
            assert all(mine + made(c, rules) <= best for c in allowed), "some call passes"
            continue
        assert need.call in allowed
        assert mine + made(need.call, rules) > best, "the call named passes if made"
        assert all(mine + made(c, rules) <= best for c in allowed if c < need.call), \
            "a smaller call would do"
        assert all(mine + made(c, rules) > best for c in allowed if c > need.call), \
            "'or more' holds: every higher call passes too"


@pytest.mark.parametrize(("behind", "big_call", "max_call", "call"), [
    (106, True, 8, 8),     # 10.6 behind: a made 8 scores 13.0
    (106, False, 8, None),  # 8.0 is the most a call scores
    (106, False, 13, 11),   # 11.0 passes 10.6
    (106, True, 13, 8),
    (130, True, 13, None),  # 13.0 is the most any call scores with the big call on
    (129, True, 8, 8),
    (80, False, 8, None),   # 8.0 only ties
    (79, False, 8, 8),
    (1, True, 13, 1),       # a tenth behind: any made call
])
def test_needs_worked_by_hand(behind, big_call, max_call, call) -> None:
    rules = HouseRules(big_call=big_call, max_call=max_call)
    _, wanting = needs([50, 50 - behind, -300, -300], rules)
    assert wanting[0].call == call


def game_before_the_last_round(rules: HouseRules) -> Game:
    """Two rounds of three played: you called 8 and missed, then made a small call; the
    others called 2 each time. Seed 1 leaves you 10.6 behind the leader."""
    game = Game(rules, seed=1)
    while len(game.round_scores) < 2:
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            first = not game.round_scores
            game.call(game.turn, 8 if game.turn == 0 and first else 2)
        else:
            game.play(game.turn, game.view(game.turn).legal[-1])
    return game


@pytest.mark.parametrize(("big_call", "max_call", "line"), [
    (True, 8, "You need a made call of 8 or more."),
    (False, 13, "You need a made call of 11 or more."),
    (False, 8, "You cannot pass them on points this round."),
])
def test_the_round_result_and_the_scorecard_name_the_call_the_rules_allow(
        big_call, max_call, line) -> None:
    game = game_before_the_last_round(HouseRules(rounds=3, big_call=big_call,
                                                 max_call=max_call))
    assert max(game.totals) - game.totals[0] == 106, "the standings this test is about"
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.table(game, "easy", None))
    app.step(1 / 30)
    result = probe.capture(app).top()
    assert result.has("Round 2 of 3"), result.lines()
    assert result.has(line), result.lines()
    assert result.problems() == []
    app.feed(Intent(SCORES))
    sheet = probe.capture(app).top()
    assert sheet.has("Scorecard") and sheet.has(line), sheet.lines()
    assert sheet.problems() == []
