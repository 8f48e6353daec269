"""A round the coach has not looked at gets its analysis when its review is opened (the last
game after a restart, the coach turned on after the round), with the progress line, kept in
the game's file like the others; the Daily Challenge is looked at only once it is finished,
and its review says so before. The real coach, in a thread; what the review draws (probe)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import datetime  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402

import pytest  # noqa: E402
from proc_util import COACH_PATIENCE  # noqa: E402
from test_coach_review import SUMMARIES, coach_rows, to_round_result, wait_for_words  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.record.results import RoundResultScene  # noqa: E402
from callbreak.app.shell.input import BACK, CONFIRM, LEFT, REVIEW, Intent  # noqa: E402
from callbreak.app.shell.thinker import Thinker  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import GAME_OVER, Game, HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.store.daily import daily_game  # noqa: E402

PROGRESS = re.compile(r"^The coach is looking at your round: (\d+) of 14\.$")
LATER = "The coach looks at the Daily Challenge once you have finished it."
NOT_LOOKED = "The coach has not looked at this round."
A_DAY = datetime.date(2026, 11, 2)  # a Daily never finished in these tests' folders

# Enter plays the hinted card: a hint on fewer deals plays the rounds as well for the coach
pytestmark = pytest.mark.usefixtures("few_hint_deals")


def drawn(app) -> list[str]:  # noqa: ANN001
    app.step(1 / 30)
    app.render()
    drawing = probe.capture(app)
    assert not drawing.problems(), drawing.problems()
    return drawing.lines()


def next_result(app, game: Game) -> None:  # noqa: ANN001
    """From a round's result to the next round's result."""
    scored = len(game.round_scores)
    app.feed(Intent(CONFIRM))  # Next round
    deadline = time.monotonic() + 90
    while len(game.round_scores) == scored or not isinstance(app.scenes.top, RoundResultScene):
        assert time.monotonic() < deadline, "the round did not end"
        app.feed(Intent(CONFIRM))
        app.step(1 / 30)
        app.render()


def play_a_game_without_the_coach(tmp_path, seed: int):  # noqa: ANN001, ANN201
    """A three-round game played to its end with no coach: last-game.json keeps it."""
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline",
                   instant=True)
    app.scenes.push(app.routes.main_menu())
    game = Game(HouseRules(rounds=3), seed=seed)
    app.scenes.push(app.routes.table(game, "easy", None))
    to_round_result(app, game)
    while game.phase != GAME_OVER:
        next_result(app, game)
    app.close()
    assert store.close()


@pytest.mark.slow
@pytest.mark.timeout(2 * COACH_PATIENCE)
def test_the_last_games_round_gets_its_analysis_when_reviewed_and_keeps_it(tmp_path) -> None:
    play_a_game_without_the_coach(tmp_path, 12)
    store = Store.open(tmp_path / "c", tmp_path / "d", False)  # a restart
    last = store.load_last_game()
    assert last is not None and not last.coach
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline",
                   instant=True)
    app.thinker = Thinker("inline", coach="thread")
    try:
        app.scenes.push(app.routes.main_menu())
        app.scenes.push(app.routes.scoresheet(last.game, ""))
        app.scenes.push(app.routes.review(last.game, 1))
        lines = drawn(app)
        assert "Round 2: the coach" in lines, "the review opens on the coach's page"
        assert NOT_LOOKED not in lines
        seen = wait_for_words(app, SUMMARIES)
        counts = [int(m.group(1)) for line in seen if (m := PROGRESS.match(line))]
        assert counts and counts == sorted(counts) and counts[-1] <= 14, seen
        rows = coach_rows_of_round(app, 2)
        assert len([r for r, beside in rows.items() if beside]) == 14, rows
        assert app.thinker.coach.jobs == 1
    finally:
        app.thinker.close()
        assert store.close()
    saved = json.loads((tmp_path / "d" / "last-game.json").read_text())
    assert set(saved["coach"]) == {"1"}, "kept with the last game"

    again = Store.open(tmp_path / "c", tmp_path / "d", False)
    app2 = make_app(size=(1024, 640), store=again, headless=True, thinker="inline",
                    instant=True)  # no coach: only what was kept
    last2 = again.load_last_game()
    assert last2 is not None
    app2.scenes.push(app2.routes.main_menu())
    app2.scenes.push(app2.routes.review(last2.game, 1))
    assert coach_rows_of_round(app2, 2) == rows, "the same verdicts after a restart"
    assert app2.thinker.coach.jobs == 0


def coach_rows_of_round(app, n: int) -> dict[str, str]:  # noqa: ANN001
    """`coach_rows` with round `n`'s title in place of round 1's."""
    rows = coach_rows(app)
    title = f"Round {n}: the coach"
    assert title in probe.capture(app).lines()
    return rows


def test_a_round_played_with_the_coach_off_is_looked_at_when_reviewed_once_it_is_on(
        tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    store.save_settings(store.settings.with_(coach=False))
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline",
                   instant=True)
    app.thinker = Thinker("inline", coach="thread")
    try:
        app.scenes.push(app.routes.main_menu())
        game = Game(HouseRules(rounds=3), seed=13)
        app.scenes.push(app.routes.table(game, "easy", None))
        to_round_result(app, game)
        assert app.thinker.coach.jobs == 0
        app.change_settings(coach=True)
        app.feed(Intent(REVIEW))
        lines = drawn(app)
        assert "Round 1: the coach" in lines, "it opens on the coach's page"
        assert NOT_LOOKED not in lines
        assert any(PROGRESS.match(line) for line in lines) or \
            "The coach will look at your round in a moment." in lines, lines
        assert app.thinker.coach.jobs == 1
    finally:
        app.thinker.close()
        store.close()


def test_the_daily_is_looked_at_only_once_it_is_finished(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline",
                   instant=True)
    app.thinker = Thinker("inline", coach="thread")
    try:
        app.scenes.push(app.routes.main_menu())
        game = daily_game(A_DAY)
        app.scenes.push(app.routes.table(game, "easy", A_DAY.isoformat()))
        to_round_result(app, game)
        assert not [line for line in drawn(app) if "coach" in line or
                    line.startswith(SUMMARIES)], "no coach on a Daily's round"
        app.feed(Intent(REVIEW))
        assert "Round 1, trick 1 of 13" in drawn(app), "its review opens on the tricks"
        app.feed(Intent(REVIEW))
        lines = drawn(app)
        assert "Round 1: the coach" in lines and LATER in lines
        assert not [line for line in lines if line.startswith(("Call:", "Trick "))]
        assert app.thinker.coach.jobs == 0, "nothing asked of the coach"
        app.feed(Intent(BACK))
        drawn(app)
        while game.phase != GAME_OVER:
            next_result(app, game)
            assert app.thinker.coach.jobs == 0 or game.phase == GAME_OVER
        # finished: every round of it is asked, the last one first, and shows its progress
        assert all(app.coaching.state(game, r).asked for r in range(5))
        assert app.thinker.coach.jobs == 1
        assert any("The coach" in line for line in drawn(app)), "the progress line"
        app.feed(Intent(REVIEW))
        for _ in range(4):
            app.feed(Intent(LEFT))  # to round 1 on the coach's page
        lines = drawn(app)
        assert "Round 1: the coach" in lines and LATER not in lines
        assert any(PROGRESS.match(line) for line in lines) or \
            "The coach will look at your round in a moment." in lines, lines
    finally:
        app.thinker.close()
        store.close()
