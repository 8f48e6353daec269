"""The round result over the table: Esc opens the pause menu as it does at the table, and
the table's Menu and Scores buttons, still seen under the result, work by a click on them
as their keys do. Read off the screen as drawn: the label's place, then what opens."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from tablekit import make_table, press_until  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, Intent  # noqa: E402

NEXT = "Next round  (Enter)"  # the result's own button


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real hints take up to a few hundred ms each; they are not what is looked at."""
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def result_on_screen(size: tuple[int, int] = (1024, 640)) -> App:
    """The first round played out, its result on top of the table."""
    app = make_table(size)
    press_until(app, lambda: probe.capture(app).top().has(NEXT), dt=1 / 10)
    return app


def top(app: App) -> probe.Drawing:
    return probe.capture(app).top()


def click_label(app: App, words: str) -> None:
    """A click at the middle of the drawn line that says `words` (any layer)."""
    app.feed(Intent(CLICK, pos=probe.capture(app).where(words).center))
    app.step(1 / 30)


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_esc_on_the_round_result_opens_the_pause_menu_and_esc_comes_back(size) -> None:
    app = result_on_screen(size)
    app.feed(Intent(BACK))
    app.step(1 / 30)
    paused = top(app)
    assert paused.has("Paused") and paused.has("Resume"), paused.lines()
    assert paused.problems() == []
    app.feed(Intent(BACK))
    app.step(1 / 30)
    assert top(app).has(NEXT), "back to the result, not past it"


def test_a_click_on_menu_under_the_result_opens_the_pause_menu() -> None:
    app = result_on_screen()
    click_label(app, "Menu  Esc")
    assert top(app).has("Paused"), top(app).lines()


def test_a_click_on_scores_under_the_result_opens_the_scorecard() -> None:
    app = result_on_screen()
    click_label(app, "Scores  S")
    sheet = top(app)
    assert sheet.has("Scorecard") and sheet.has("Round 1"), sheet.lines()
    app.feed(Intent(BACK))
    app.step(1 / 30)
    assert top(app).has(NEXT)


def test_a_click_on_the_result_away_from_any_button_changes_nothing() -> None:
    app = result_on_screen()
    before = top(app).lines()
    click_label(app, "Player")  # a heading of the result's table
    assert top(app).lines() == before


def test_quit_to_menu_from_the_pause_over_the_result_leaves_the_table() -> None:
    app = result_on_screen()
    app.feed(Intent(BACK))
    click_label(app, "Quit to menu")
    menu = top(app)
    assert menu.has("New game") and not menu.has(NEXT), menu.lines()
