"""The window's size arithmetic: the size a saved window opens at on a display, and the size
the table is drawn at in a window smaller than every layout needs."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from callbreak.app.shell.window import (
    DRESSING,
    MIN_SIZE,
    SMALLEST,
    drawing_size,
    fitting,
    room,
    to_drawing,
)
from callbreak.store.settings import MAX_WINDOW

sides = st.tuples(st.integers(1, 8000), st.integers(1, 5000))
windows = st.tuples(st.integers(SMALLEST[0], 8000), st.integers(SMALLEST[1], 5000))
displays = st.tuples(st.integers(640, 7680), st.integers(480, 4320))


@given(windows, displays)
def test_a_saved_window_opens_at_the_largest_size_the_display_shows(wanted, desktop) -> None:
    space = room(desktop)
    got = fitting(wanted, space)
    assert got[0] <= max(space[0], SMALLEST[0]) and got[1] <= max(space[1], SMALLEST[1])
    assert got[0] <= desktop[0] and got[1] <= desktop[1]  # whole, title bar and all
    # the largest: each side is the saved one, or the whole room on that side
    assert got[0] in (wanted[0], space[0]) and got[1] in (wanted[1], space[1])
    if wanted[0] <= space[0] and wanted[1] <= space[1]:
        assert got == wanted  # a size that fits opens as it was saved


def test_room_leaves_the_title_bar_and_a_panel_on_a_usual_display() -> None:
    assert room((1600, 900)) == (1600 - DRESSING[0], 900 - DRESSING[1])
    assert fitting((2560, 1440), room((1600, 900))) == (1520, 788)
    assert fitting((1280, 720), room((1920, 1080))) == (1280, 720)


@given(sides)
def test_a_small_window_is_drawn_at_its_own_shape_grown_to_the_smallest_layout(window) -> None:
    drawn = drawing_size(window)
    w, h = window
    if w >= MIN_SIZE[0] and h >= MIN_SIZE[1]:
        assert drawn == window  # a window every layout fits is drawn as it is
        return
    assert MIN_SIZE[0] <= drawn[0] <= MAX_WINDOW[0] and MIN_SIZE[1] <= drawn[1] <= MAX_WINDOW[1]
    # grown only as much as the tighter side needs: that side is exactly the minimum
    assert drawn[0] == MIN_SIZE[0] or drawn[1] == MIN_SIZE[1]
    if drawn[0] < MAX_WINDOW[0] and drawn[1] < MAX_WINDOW[1]:
        # the same shape, so the picture is not stretched (within a pixel of rounding)
        assert abs(drawn[0] * h - drawn[1] * w) <= max(w, h)


@given(sides, st.data())
def test_a_point_of_the_window_lands_on_the_same_place_of_the_drawing(window, data) -> None:
    drawn = drawing_size(window)
    x = data.draw(st.integers(0, window[0] - 1))
    y = data.draw(st.integers(0, window[1] - 1))
    dx, dy = to_drawing((x, y), window, drawn)
    assert 0 <= dx < drawn[0] and 0 <= dy < drawn[1]
    # the same fraction of the way across and down, to a drawing pixel
    assert abs(dx / drawn[0] - x / window[0]) <= 1 / drawn[0] + 1e-9
    assert abs(dy / drawn[1] - y / window[1]) <= 1 / drawn[1] + 1e-9
