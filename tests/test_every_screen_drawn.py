"""Every screen, at three window sizes and in three languages, read as the player reads
it (the text probe): no line leaves its panel or the window, no two lines overlap, and each
screen shows the figures it holds."""

from __future__ import annotations

import itertools

import pytest
from screenkit import LANGUAGES, SIZES, app_with, every_screen, looks, stocked_store


@pytest.mark.parametrize(("size", "language"), looks(itertools.product(SIZES, LANGUAGES)))
def test_every_screen_keeps_its_words_apart_and_inside(size, language, tmp_path):
    store = stocked_store(tmp_path)
    app = app_with(size, language, store)
    faults: dict[str, list[str]] = {}  # each fault once, with the screens that show it
    for screen, drawing, expected in every_screen(app, store):
        top = drawing.top()
        missing = [f"{w!r} is not drawn" for w in expected if not top.has(w)]
        for fault in drawing.problems() + missing:
            faults.setdefault(fault, []).append(screen)
    assert not faults, "\n".join(f"{', '.join(screens[:3])}: {fault}"
                                 for fault, screens in faults.items())
