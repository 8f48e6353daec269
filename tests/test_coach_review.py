"""The coach in the round review: after a real round with the real worker process and the
real coach, the round's result shows the coach's progress and then its summary, the review
shows a verdict on every call and card of yours, the same twice and after a restart (real
files); with the coach off nothing is asked of it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402
from proc_util import COACH_PATIENCE  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.record.results import RoundResultScene  # noqa: E402
from callbreak.app.shell.input import BACK, CONFIRM, DOWN, REVIEW, Intent  # noqa: E402
from callbreak.app.shell.thinker import Thinker  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words.coach_words import VERDICT_WORDS  # noqa: E402

VERDICTS = tuple(VERDICT_WORDS.values())  # "Fine", "Inaccuracy", "Mistake"
SUMMARIES = ("You gave away about", "You played this round as well as Expert")

# Enter plays the hinted card: a hint on fewer deals plays the round as well for the coach
pytestmark = pytest.mark.usefixtures("few_hint_deals")


def to_round_result(app, game: Game, limit_s: float = 90.0) -> None:  # noqa: ANN001
    """Press Enter through the round (the worker thinks meanwhile) until its result."""
    deadline = time.monotonic() + limit_s
    while not isinstance(app.scenes.top, RoundResultScene):
        assert time.monotonic() < deadline, "the round did not end"
        app.feed(Intent(CONFIRM))
        app.step(1 / 30)
        app.render()
        time.sleep(0.002)


def wait_for_words(app, words: tuple[str, ...],  # noqa: ANN001
                   limit_s: float = COACH_PATIENCE) -> list[str]:
    """Let time pass, a frame at a time, until one of `words` is drawn; every line seen
    with "coach" in it on the way."""
    deadline = time.monotonic() + limit_s
    seen: list[str] = []
    while time.monotonic() < deadline:
        app.step(1 / 30)
        app.render()
        drawing = probe.capture(app)
        seen += [line for line in drawing.lines() if "coach" in line and line not in seen]
        if any(drawing.has(w) for w in words):
            return seen
        time.sleep(0.05)
    pytest.fail(f"none of {words} was drawn; saw {seen}")


def coach_rows(app) -> dict[str, str]:  # noqa: ANN001
    """The coach's page, its rows scrolled through with Down: each row's first words
    ("Trick 3:  4♠ ...") with the words drawn on the same line at its right (the verdict and
    the cost), and "" for the title and the summary."""
    rows: dict[str, str] = {}
    for _ in range(15):
        app.render()
        drawing = probe.capture(app)
        assert not drawing.problems(), drawing.problems()
        for text in drawing.texts:
            if text.text.startswith(("Call:", "Trick ")):
                beside = [t.text for t in drawing.texts
                          if t.rect.top == text.rect.top and t.rect.x > text.rect.right]
                rows[text.text] = " ".join(beside)
            elif text.text.startswith(SUMMARIES + ("Round 1: the coach",)):
                rows[text.text] = ""
        app.feed(Intent(DOWN))
    return rows


@pytest.mark.slow
@pytest.mark.timeout(2 * COACH_PATIENCE)
def test_the_coach_looks_at_a_real_round_and_the_review_shows_every_verdict(tmp_path) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="process",
                   instant=True)
    try:
        app.scenes.push(app.routes.main_menu())
        game = Game(HouseRules(rounds=3), seed=5)
        app.scenes.push(app.routes.table(game, "easy", None))
        to_round_result(app, game)
        seen = wait_for_words(app, SUMMARIES)  # on the round's result, over the table
        assert any("The coach" in line for line in seen), "a progress line came first"
        assert app.thinker.coach.jobs == 1

        app.feed(Intent(REVIEW))  # R: the review opens on the coach's page
        first = coach_rows(app)
        assert "Round 1: the coach" in first
        assert any(line.startswith(SUMMARIES) for line in first)
        decisions = {row: beside for row, beside in first.items() if beside}
        assert len(decisions) == 14, first  # your call and your thirteen cards
        assert sum(row.startswith("Call:") for row in decisions) == 1
        for row, beside in decisions.items():
            assert beside.split()[1] in VERDICTS, f"{row}: a verdict word, not only a colour"
        app.feed(Intent(BACK))
        app.feed(Intent(REVIEW))
        assert coach_rows(app) == first, "the same round reviewed twice says the same"
    finally:
        app.thinker.close()
        store.close()

    # its points given away wait in the statistics for the game's end
    found = app.coaching.state(game, 0).analysis
    assert found is not None
    assert store.stats.coach_waiting.get(str(game.seed)) == {0: found.gave_away}
    # kept with the game in progress, in the real file
    saved = json.loads((tmp_path / "data" / "game.json").read_text())
    assert set(saved["coach"]) == {"0"}

    # a restart: a new store on the same folders, an app whose coach never runs
    again = Store.open(tmp_path / "config", tmp_path / "data", False)
    resumed = again.load_game()
    assert resumed is not None
    app2 = make_app(size=(1024, 640), store=again, headless=True, thinker="inline",
                    instant=True)
    app2.scenes.push(app2.routes.main_menu())
    app2.scenes.push(app2.routes.review(resumed.game, 0))
    assert coach_rows(app2) == first, "the verdicts survive a restart"
    assert app2.thinker.coach.jobs == 0


def test_with_the_coach_off_nothing_is_asked_of_it(tmp_path) -> None:
    """The computer players answer at once here; the coach's worker is real (a thread),
    and is asked after a round only with the coach on."""
    for on in (True, False):
        store = Store.open(tmp_path / f"c{on}", tmp_path / f"d{on}", False)
        store.save_settings(store.settings.with_(coach=on))
        app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline",
                       instant=True)
        app.thinker = Thinker("inline", coach="thread")
        try:
            app.scenes.push(app.routes.main_menu())
            game = Game(HouseRules(rounds=3), seed=8)
            app.scenes.push(app.routes.table(game, "easy", None))
            to_round_result(app, game)
            app.render()
            said = [line for line in probe.capture(app).lines() if "coach" in line
                    or line.startswith(SUMMARIES)]
            if on:
                assert app.thinker.coach.jobs == 1 and said
                continue
            assert app.thinker.coach.jobs == 0, "no analysis was asked for"
            assert not said, "no progress line"
            app.feed(Intent(REVIEW))
            app.render()
            assert not probe.capture(app).has("Round 1: the coach"), "it opens on the tricks"
            store.flush()
            saved = json.loads((tmp_path / f"d{on}" / "game.json").read_text())
            assert "coach" not in saved
        finally:
            app.thinker.close()
            store.close()


def test_a_continued_game_has_its_unlooked_rounds_looked_at(tmp_path) -> None:
    """A round whose analysis was cut off by quitting is asked again on Continue."""
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline",
                   instant=True)  # no coach: the round ends without an analysis
    app.scenes.push(app.routes.main_menu())
    game = Game(HouseRules(rounds=3), seed=9)
    app.scenes.push(app.routes.table(game, "easy", None))
    to_round_result(app, game)
    app.close()
    store.close()

    again = Store.open(tmp_path / "c", tmp_path / "d", False)
    saved = again.load_game()
    assert saved is not None and not saved.coach
    app2 = make_app(size=(1024, 640), store=again, headless=True, thinker="inline",
                    instant=True)
    app2.thinker = Thinker("inline", coach="thread")
    try:
        app2.scenes.push(app2.routes.main_menu())
        app2.scenes.push(app2.routes.table(saved.game, saved.level, saved.daily))
        app2.step(1 / 30)
        app2.render()
        assert app2.thinker.coach.jobs == 1
        assert probe.capture(app2).has("The coach"), "its progress shows on the result"
    finally:
        app2.thinker.close()
        again.close()
