"""The text probe reads a frame as the player does: the words drawn, where their letters
are, which panel holds them; and it finds a line that leaves its panel or covers another."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.app.look import probe
from callbreak.app.look import theme as th
from callbreak.app.screens.ui import Painter

SIZE = (640, 400)


def surface() -> probe.ProbeSurface:
    pygame.font.init()
    s = probe.ProbeSurface(SIZE)
    s.drawing = probe.Drawing(SIZE)
    return s


def test_a_line_is_recorded_where_its_letters_are():
    s = surface()
    p = Painter(s, th.Theme(SIZE))
    rect = p.text("Aarati calls 3", 4, topleft=(50, 60))
    [drawn] = s.drawing.texts
    assert drawn.text == "Aarati calls 3"
    assert rect.contains(drawn.rect) and drawn.rect.w > rect.w // 2
    # the ink, not the font's line box: the letters start near the left, under the top
    assert 50 <= drawn.rect.x <= 54 and drawn.rect.y >= 60


def test_a_line_inside_its_panel_is_fine_and_one_that_leaves_it_is_reported():
    s = surface()
    p = Painter(s, th.Theme(SIZE))
    box = pygame.Rect(40, 40, 200, 60)
    p.panel(box)
    p.text("Fits", 3, center=box.center)
    assert s.drawing.problems() == []
    p.text("Far too long a line for its little box", 3, midleft=(box.x + 8, box.bottom - 12))
    [fault] = s.drawing.problems()
    assert "leaves its panel" in fault and "Far too long" in fault


def test_overlapping_lines_are_reported_and_a_shadow_is_not():
    s = surface()
    p = Painter(s, th.Theme(SIZE))
    p.text("Title", 6, (0, 0, 0), center=(302, 52))
    p.text("Title", 6, center=(300, 50))  # its shadow, 2 px off
    assert s.drawing.problems() == []
    p.text("Under it", 6, center=(310, 60))
    assert len(s.drawing.problems()) == 2  # over the title and over its shadow


def test_an_overlay_covers_the_scene_below_without_a_fault():
    s = surface()
    p = Painter(s, th.Theme(SIZE))
    probe.note_layer(s, "TableScene")
    p.text("Bikash's turn", 4, center=(320, 200))
    probe.note_layer(s, "PauseScene")
    p.text("Paused", 4, center=(320, 200))
    assert s.drawing.problems() == []
    assert s.drawing.top().lines() == ["Paused"]


def test_a_mark_is_never_covered():
    s = surface()
    p = Painter(s, th.Theme(SIZE))
    probe.note_mark(s, "arrow", pygame.Rect(100, 100, 20, 20))
    p.text("Medium", 3, midleft=(90, 110))
    assert "arrow" in s.drawing.problems()[0]


@settings(max_examples=examples(30), deadline=None)
@given(st.integers(0, 300), st.integers(0, 200))
def test_a_line_drawn_on_a_subsurface_is_placed_in_the_window(x, y):
    s = surface()
    sub = s.subsurface(pygame.Rect(x, y, 300, 180))
    p = Painter(sub, th.Theme(SIZE))
    p.text("Sushila", 3, topleft=(10, 10))
    [drawn] = s.drawing.texts
    assert x + 10 <= drawn.rect.x <= x + 14 and y + 10 <= drawn.rect.y <= y + 20


def test_an_ordinary_surface_records_nothing_and_draws_the_same():
    pygame.font.init()
    plain, probed = pygame.Surface(SIZE), surface()
    for target in (plain, probed):
        Painter(target, th.Theme(SIZE)).text("Same", 5, center=(100, 100))
    assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(probed, "RGB")
