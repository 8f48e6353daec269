"""Every game's deal code is on its scorecard, whenever it is opened (from the table, from
the round result), and on the final scores, as the README says; but a Daily Challenge not
yet finished shows its code nowhere, so no one can rehearse its deals by code. Read off the
screen, with the real store for the Daily."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from tablekit import make_table, press_until  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, SCORES, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import HouseRules, deal_code  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.store.daily import daily_code, daily_game, today  # noqa: E402

NEXT, FINAL = "Next round  (Enter)", "See the final scores  (Enter)"


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real hints take up to a few hundred ms each; they are not what is looked at."""
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def top(app: App) -> probe.Drawing:
    return probe.capture(app).top()


def wait_for(app: App, words: str) -> probe.Drawing:
    """Enter and time until the top of the screen says `words`; what it then draws."""
    press_until(app, lambda: top(app).has(words), dt=1 / 10)
    return top(app)


def scorecard_over(app: App) -> probe.Drawing:
    app.feed(Intent(SCORES))
    app.step(1 / 30)
    sheet = top(app)
    assert sheet.has("Scorecard"), sheet.lines()
    app.feed(Intent(BACK))
    app.step(1 / 30)
    return sheet


def test_the_scorecard_and_the_final_scores_show_the_games_deal_code() -> None:
    app = make_table((1024, 640), seed=11, rounds=3)
    said = "Deal code: " + deal_code(11, HouseRules(rounds=3))
    app.step(1 / 30)
    assert scorecard_over(app).has(said), "from the table"
    wait_for(app, NEXT)
    assert scorecard_over(app).has(said), "from the round result"
    wait_for(app, FINAL)
    assert scorecard_over(app).has(said), "from the last round's result"
    final = wait_for(app, "Final scores")
    assert final.has(said), final.lines()
    assert final.has("Play again") and final.has("Back to menu")  # alone: another game
    assert final.problems() == []


def test_a_daily_in_play_shows_its_code_nowhere_and_its_final_scores_do(tmp_path) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store)
    day = today()
    app.scenes.push(app.routes.table(daily_game(day), "easy", day.isoformat()))
    app.step(1 / 30)
    code = daily_code(day)
    sheet = scorecard_over(app)
    assert sheet.has("Round 1") and code not in sheet.joined(), "from the table"
    wait_for(app, NEXT)
    assert code not in scorecard_over(app).joined(), "from the round result, by key"
    app.feed(Intent(CLICK, pos=probe.capture(app).where("Scores  S").center))
    app.step(1 / 30)
    by_click = top(app)
    assert by_click.has("Scorecard") and code not in by_click.joined(), "by click"
    app.feed(Intent(BACK))
    final = wait_for(app, "Final scores")
    assert final.has("Deal code: " + code), "the Daily is over: its code may be shared"
