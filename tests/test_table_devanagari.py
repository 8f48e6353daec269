"""Nepali and Hindi at the table, as a reader of Devanagari sees it: the dealer's chip holds
its whole word ("बाँ", its chandrabindu above the line included) inside its rounded edge,
and the line of rules at the top left says its two facts apart, on one line with the
separator between them or one fact a line, each behind a bullet. Read from the drawing
(the text probe) and its pixels, at every size and text size a player may choose."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from test_plate_marks import DEALT_BY, at_the_table, outline  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.words import set_language, tr  # noqa: E402

LOOKS = [("en", (1024, 640), 100), ("ne", (1024, 640), 150), ("hi", (1024, 640), 150),
         ("hi", (1024, 640), 100), ("ne", (1600, 900), 125), ("hi", (2560, 1440), 150),
         ("en", (2560, 1440), 100)]


@pytest.fixture(autouse=True)
def english_after() -> None:
    yield
    set_language("en")


@pytest.mark.parametrize("language, size, text_size", LOOKS)
def test_the_dealers_chip_holds_its_whole_word(language, size, text_size) -> None:
    """All round the chip's word, just outside its letters, is the chip's own light face:
    no letter, sign or mark reaches its edge or past it, whichever seat deals."""
    for dealer, seed in DEALT_BY.items():
        app = at_the_table(language, seed, size, text_size)
        plate = app.scenes.top.table.layout.plates[dealer]
        picture = app.render()
        chips = [t for t in probe.capture(app).texts
                 if t.text == tr("D") and plate.contains(t.rect)]
        assert chips, f"no dealer's chip on seat {dealer}'s plate"
        chip = min(chips, key=lambda t: t.rect.w * t.rect.h)
        off = [p for p in outline(chip.rect)
               if any(abs(a - b) > 6 for a, b in zip(picture.get_at(p)[:3], th.LIGHT_PANEL))]
        assert not off, f"{chip!r} (dealer {dealer}) reaches past its chip at {off[:4]}"


@pytest.mark.parametrize("language, size, text_size", LOOKS)
def test_the_rules_line_says_its_two_facts_apart(language, size, text_size) -> None:
    app = at_the_table(language, 0, size, text_size)
    way = tr("Play goes anticlockwise")
    trumps = tr("spades are trumps")
    drawing = probe.capture(app)
    both = drawing.find(way)
    assert both, f"{way!r} is not drawn whole: {drawing.lines()}"
    line = both[0].text
    if trumps in line:
        between = line[line.index(way) + len(way):line.index(trumps)]
        assert "·" in between, f"{line!r}: the two facts run on"
    else:
        shown = drawing.find(trumps)
        assert shown, f"{trumps!r} is not drawn whole: {drawing.lines()}"
        for text in (line, shown[0].text):
            assert text.startswith("•"), f"{text!r}: one fact under the other, unmarked"
        assert shown[0].rect.top >= both[0].rect.bottom, "the second fact under the first"
