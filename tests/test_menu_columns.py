"""A menu in two columns (the main menu at 150% text in a short window) moves the way it
looks: Up and Down stay in the column they are in and wrap within it, as the one-column
menu does; Left and Right go to the other column, on the same row or the nearest one, and
stop at the edges. Read from what is drawn: the lit button is the one on the accent."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.screens.settings_scene import SettingsScene  # noqa: E402
from callbreak.app.shell.input import CONFIRM, DOWN, LEFT, RIGHT, UP, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words import tr  # noqa: E402

LABELS = ("New game", "Continue", "Daily Challenge", "Play a deal by code", "Play with friends",
          "Settings", "Statistics", "How to play", "Quit")


def menu_at(language: str = "en", size: tuple[int, int] = (1024, 640), store=None):
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.change_settings(text_size=150, language=language)
    app.scenes.reset(app.routes.main_menu())
    app.step(1 / 60)
    return app


def buttons(app) -> dict[str, tuple[pygame.Rect, bool]]:
    """Each menu button's words as drawn, its box, and whether it is lit (the accent just
    left of its words, inside its pill)."""
    drawing = probe.capture(app).top()
    picture = app.render()
    out = {}
    for label in LABELS:
        if not drawing.has(tr(label)):
            continue  # Continue: only over a saved game
        rect = drawing.where(tr(label))
        colour = picture.get_at((rect.left - app.theme.roomy.px(0.8), rect.centery))[:3]
        out[label] = (rect, tuple(colour) == th.ACCENT)
    return out


def lit(app) -> str:
    found = [label for label, (_, on) in buttons(app).items() if on]
    assert len(found) == 1, found
    return found[0]


def columns_of(app) -> list[list[str]]:
    """The buttons in columns as drawn, left to right, each top to bottom."""
    drawn = buttons(app)
    by_x: dict[int, list[str]] = {}
    for label, (rect, _) in drawn.items():
        key = next((x for x in by_x if abs(x - rect.centerx) < app.theme.roomy.px(4)), rect.centerx)
        by_x.setdefault(key, []).append(label)
    return [sorted(by_x[x], key=lambda lb: drawn[lb][0].centery) for x in sorted(by_x)]


def expected_move(columns: list[list[str]], at: str, key: str) -> str:
    """Where a key takes the focus, by the picture: Up/Down within the column (wrapping),
    Left/Right to the nearest row of the column beside it (none beside: it stays)."""
    col = next(i for i, c in enumerate(columns) if at in c)
    row = columns[col].index(at)
    if key in (UP, DOWN):
        column = columns[col]
        return column[(row + (1 if key == DOWN else -1)) % len(column)]
    other = col + (1 if key == RIGHT else -1)
    if not 0 <= other < len(columns):
        return at
    return columns[other][min(row, len(columns[other]) - 1)]


@pytest.mark.parametrize("language", ("en", "ne", "hi"))
def test_the_menu_at_150_percent_is_two_columns_and_right_goes_across(language):
    app = menu_at(language)
    columns = columns_of(app)
    assert len(columns) == 2, columns
    assert lit(app) == "New game"
    app.feed(Intent(RIGHT))
    assert lit(app) == columns[1][0]  # the button beside it, not nothing
    app.feed(Intent(UP))  # from the top of the right column: its bottom, not the left's
    assert lit(app) == columns[1][-1]
    app.feed(Intent(LEFT))
    assert lit(app) == columns[0][-1]


def test_right_then_enter_opens_the_button_beside_new_game():
    """What a player sees: Right, Enter on "New game"'s row opens the screen beside it."""
    app = menu_at()
    beside = columns_of(app)[1][0]
    assert beside == "Settings"
    app.feed(Intent(RIGHT))
    app.feed(Intent(CONFIRM))
    app.step(1 / 60)
    assert isinstance(app.scenes.top, SettingsScene)


@pytest.fixture(scope="module")
def saved_store(tmp_path_factory):
    """A player's folders with a game saved: the menu has Continue too (nine buttons, the
    columns of unequal length)."""
    folder = tmp_path_factory.mktemp("saved")
    store = Store.open(folder / "config", folder / "data", False)
    store.save_game(Game(HouseRules(rounds=3), seed=5), "easy")
    store.flush()
    return store


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(keys=st.lists(st.sampled_from((UP, DOWN, LEFT, RIGHT)), min_size=1, max_size=12),
       saved=st.booleans())
def test_every_arrow_moves_the_way_the_columns_look(keys, saved, saved_store):
    app = menu_at(store=saved_store if saved else None)
    columns = columns_of(app)
    assert len(columns) == 2
    assert ("Continue" in columns[0]) == saved, columns
    at = lit(app)
    for key in keys:
        app.feed(Intent(key))
        want = expected_move(columns, at, key)
        at = lit(app)
        assert at == want, (key, columns)


def test_one_column_menu_keeps_its_keys():
    """At the usual size the menu is one column: Up from the top wraps to Quit, Left and
    Right do nothing to a button."""
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.reset(app.routes.main_menu())
    app.step(1 / 60)
    assert len(columns_of(app)) == 1
    app.feed(Intent(RIGHT))
    assert lit(app) == "New game"
    app.feed(Intent(UP))
    assert lit(app) == "Quit"
    app.feed(Intent(DOWN))
    app.feed(Intent(DOWN))
    assert lit(app) == "Daily Challenge"


def lit_line(app) -> str:
    """The words of the one line drawn on the accent (the focused row), whatever it says."""
    drawing = probe.capture(app).top()
    assert not drawing.problems(), drawing.problems()  # a bold label stays in its pill
    picture = app.render()
    step = app.theme.roomy.px(0.8)
    found = [t.text for t in drawing.texts if t.rect.left > step and tuple(
        picture.get_at((t.rect.left - step, t.rect.centery))[:3]) == th.ACCENT]
    assert len(found) == 1, found
    return found[0]


def test_a_two_column_menu_of_choices_reaches_every_row_with_up_and_down():
    """Host a table at 150%: its rows are choices, so Left/Right change them and Up/Down
    run on from one column into the next (none is out of the keys' reach), and each row's
    words stay inside it when it is lit (bold)."""
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.change_settings(text_size=150)
    app.scenes.reset(app.routes.main_menu())
    app.scenes.push(app.routes.friends("host"))
    app.step(1 / 60)
    start = lit_line(app)
    assert start == tr("Open the table")
    seen = [start]
    for _ in range(20):
        app.feed(Intent(DOWN))
        seen.append(lit_line(app))
        if seen[-1] == start:
            break
    rows = seen[:-1]
    assert len(rows) == len(set(rows)) >= 10, rows  # every row once, then round again
    first = rows[rows.index(tr("Back")) + 1]  # the top of the left column
    app.feed(Intent(DOWN))
    app.feed(Intent(DOWN))  # on to the first choice
    assert lit_line(app) == first
    app.feed(Intent(RIGHT))  # a choice changes; the focus stays on its row
    changed = lit_line(app)
    assert changed != first and changed.split(":")[0] == first.split(":")[0]
