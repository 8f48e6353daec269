"""The looks a screen test is drawn in (tests/screenkit.looks): the README's command sees
every window size, every language and every text size at least once, every language at the
tightest look; the slow step draws the rest, so that together they draw the whole cross,
each look once."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st
from screenkit import looks

sizes = st.lists(st.tuples(st.integers(320, 4000), st.integers(200, 3000)), min_size=1,
                 max_size=4, unique=True)
languages = st.lists(st.sampled_from(("en", "ne", "hi", "fr")), min_size=1, max_size=4,
                     unique=True)
percents = st.lists(st.sampled_from((100, 125, 150, 175)), min_size=1, max_size=3,
                    unique=True)


def split(combos: list[tuple]) -> tuple[list[tuple], list[tuple]]:
    """(drawn by the README's command, drawn only by the slow step)."""
    quick, slow = [], []
    for param in looks(combos):
        marks = {m.name for m in param.marks}
        (slow if "slow" in marks else quick).append(tuple(param.values))
    return quick, slow


@given(sizes, languages, st.none() | percents)
def test_the_quick_looks_see_every_value_and_the_slow_ones_the_rest(sizes, languages,
                                                                   percents) -> None:
    combos = list(itertools.product(sizes, languages, *([percents] if percents else [])))
    quick, slow = split(combos)
    assert sorted(quick + slow) == sorted(combos)  # each look once, in one step or the other
    for axis in range(len(combos[0])):
        assert {c[axis] for c in quick} == {c[axis] for c in combos}
    smallest = min(sizes, key=lambda s: s[0] * s[1])
    largest = max(percents) if percents else None
    tight = {c[1] for c in quick if c[0] == smallest and (largest is None or c[2] == largest)}
    assert tight == set(languages)


def test_a_cross_of_three_sizes_three_languages_and_three_text_sizes_is_five_quick_looks(
        ) -> None:
    combos = list(itertools.product(((1024, 640), (1600, 900), (2560, 1440)),
                                    ("en", "ne", "hi"), (100, 125, 150)))
    quick, slow = split(combos)
    assert sorted(quick) == sorted([((1024, 640), "en", 150), ((1024, 640), "ne", 150),
                                    ((1024, 640), "hi", 150), ((1600, 900), "ne", 100),
                                    ((2560, 1440), "hi", 125)])
    assert len(slow) == 22
