"""The coach at a friends' table reads each seat's rounds from what that seat's own game was
sent: the engine's game rebuilt from a mirror (callbreak.app.coach.mirrored) gives, for
every call and card of the mirror's seat, the very view the host's real game gave that seat
then, so the coach judges the same positions at the host and at the guest. The host's real
`Tables` and every frame it sends, as in test_net_mirror.py (no sockets here: the sockets'
own test is test_friends_coach.py)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from props import examples
from test_net_mirror import Wire, play_game  # the host's tables and each guest's mirror

from callbreak.ai.coach_positions import positions
from callbreak.app.coach.mirrored import Rebuilt, rebuild
from callbreak.engine import Card, HouseRules, Redeal
from callbreak.net.mirror import MirrorGame

rules_drawn = st.builds(HouseRules, rounds=st.just(3), must_beat=st.booleans(),
                        clockwise=st.booleans(), redeal=st.sampled_from(list(Redeal)),
                        big_call=st.booleans())


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), guests=st.integers(1, 3), rules=rules_drawn)
def test_each_seats_positions_from_its_mirror_are_the_hosts_views_of_that_seat(
        seed: int, guests: int, rules: HouseRules) -> None:
    wire = Wire(guests, seed, rules)
    play_game(wire, random.Random(seed), check_every=False)
    truth = wire.table.game
    assert len(wire.mirrors) == guests + 1  # the table's owner and the guests who joined
    for conn, mirror in wire.mirrors.items():
        # the frames this guest received, one by one, into a fresh mirror: before a round
        # is scored the coach has nothing of it; once it is, every view of that round
        fresh = MirrorGame(mirror.me, rules, lambda frame: None)
        judged = 0
        for frame in wire.frames[conn]:
            fresh.take(frame)
            rebuilt = rebuild(fresh)
            finished = len(fresh.round_scores)
            if finished == 0:
                assert rebuilt is None
                continue
            assert rebuilt is not None and len(rebuilt.round_scores) == finished
            if finished > judged:
                judged = finished
                theirs = positions(truth, finished - 1, mirror.me)
                ours = positions(rebuilt, finished - 1, mirror.me)
                assert len(ours) == 14  # the seat's call and its thirteen cards
                assert ours == theirs, "each view the coach is handed is the host's own"
                assert [p.chosen for p in ours if isinstance(p.chosen, Card)] == [
                    c for _, plays, _ in truth.rounds[finished - 1].completed
                    for s, c in plays if s == mirror.me]
        assert judged == len(truth.rounds) == 3


def test_the_game_is_rebuilt_once_a_round_and_not_for_another_mirror() -> None:
    wire = Wire(1, 3)
    play_game(wire, random.Random(3), check_every=False)
    first, second = wire.mirrors.values()
    kept = Rebuilt()
    once = kept.of(first)
    assert once is not None and kept.of(first) is once  # asked every frame: made once
    other = kept.of(second)
    assert other is not None and other is not once
    assert positions(other, 0, second.me) == positions(wire.table.game, 0, second.me)
