"""The game on record, as a player uses it: the scorecard opens from the table at any time
and marks the round in progress; the standings give ties a shared place and say before the
last round what each player needs; a finished round is reviewed trick by trick with the
hands as they stood; the last finished game is kept for its scorecard."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from callbreak.app.record.review import RoundReviewScene, hand_before  # noqa: E402
from callbreak.app.record.scoresheet import ScoreSheetScene  # noqa: E402
from callbreak.app.record.sheet import sheet_rows  # noqa: E402
from callbreak.app.record.standings import needs, needs_lines, places  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, DOWN, RIGHT, SCORES, UP, Intent  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import GAME_OVER, Game, HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402

totals_st = st.lists(st.integers(-400, 600), min_size=4, max_size=4)


def play(game: Game, until) -> Game:  # noqa: ANN001
    while not until(game):
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 2 + game.turn % 2)
        else:
            game.play(game.turn, game.view(game.turn).legal[-1])
    return game


# -- standings --------------------------------------------------------------------------------
@given(totals_st)
def test_a_place_is_one_more_than_the_players_ahead_and_ties_share_it(totals) -> None:
    got = places(totals)
    for seat, total in enumerate(totals):
        assert got[seat] == 1 + sum(t > total for t in totals)
    assert min(got) == 1
    assert sorted(got) == sorted(1 + sum(t > x for t in totals) for x in totals)


def test_places_worked_by_hand() -> None:
    assert places([94, 94, -17, -29]) == [1, 1, 3, 4]
    assert places([10, 20, 20, 5]) == [3, 1, 1, 4]


@given(totals_st, st.sampled_from([8, 13]))
def test_the_call_a_player_needs_is_the_least_that_passes_the_leader(totals, top) -> None:
    rules = HouseRules(max_call=top)
    leaders, wanting = needs(totals, rules)
    best = max(totals)
    assert all(totals[s] == best for s in leaders)
    for need in wanting:
        passes = [c for c in range(1, top + 1) if totals[need.seat] + 10 * c > best]
        assert need.call == (passes[0] if passes else None)


def test_before_the_last_round_the_leader_and_each_need_are_said() -> None:
    game = play(Game(HouseRules(rounds=3), seed=5), lambda g: len(g.round_scores) == 2)
    lines = needs_lines(game)
    assert lines and ("lead" in lines[0])
    assert len(lines) == 1 + sum(t != max(game.totals) for t in game.totals)
    early = play(Game(HouseRules(rounds=3), seed=5), lambda g: len(g.round_scores) == 1)
    assert needs_lines(early) == [], "only before the last round"


# -- the scorecard at the table ---------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_s_opens_the_scorecard_at_the_table_and_esc_returns(size) -> None:
    game = play(Game(HouseRules(rounds=5), seed=31),
                lambda g: len(g.round_scores) == 3 and g.phase == "round_over")
    game.next_round()
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.table(game, "easy", None))
    app.step(1 / 30)
    app.feed(Intent(SCORES))
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheetScene)
    app.render()
    rows = sheet_rows(app.theme, game, sheet.box())
    assert len(rows) == 4, "three rounds scored and the one in progress"
    screen = app.screen.get_rect()
    assert all(screen.contains(r) for r in rows.values())
    app.feed(Intent(BACK))
    assert isinstance(app.scenes.top, TableScene)


def test_a_click_on_a_finished_rounds_row_opens_its_review() -> None:
    game = play(Game(HouseRules(rounds=3), seed=9), lambda g: len(g.round_scores) == 2)
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True)
    app.scenes.push(ScoreSheetScene(app, game))
    rows = sheet_rows(app.theme, game, app.scenes.top.box())
    app.feed(Intent(CLICK, pos=rows[1].center))
    review = app.scenes.top
    assert isinstance(review, RoundReviewScene) and review.round_no == 1


# -- the review --------------------------------------------------------------------------------
@given(st.integers(0, 12), st.integers(0, 3))
def test_the_review_shows_each_hand_as_it_stood_before_the_trick(trick, seat) -> None:
    game = play(Game(HouseRules(rounds=3), seed=12), lambda g: len(g.round_scores) == 1)
    held = hand_before(game, 0, trick, seat)
    assert len(held) == 13 - trick
    rnd = game.rounds[0]
    played_now = dict(rnd.completed[trick][1])[seat]
    assert played_now in held, "the card about to be played is still in the hand"
    later = {c for _, plays, _ in rnd.completed[trick:] for s, c in plays if s == seat}
    assert set(held) == later, "exactly the cards this player still had to play"


def test_arrows_step_through_tricks_and_rounds_and_stop_at_the_ends() -> None:
    game = play(Game(HouseRules(rounds=3), seed=12), lambda g: g.phase == GAME_OVER)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.scenes.push(app.routes.review(game, 0))
    review = app.scenes.top
    for _ in range(20):
        app.feed(Intent(RIGHT))
    assert review.trick == 12
    app.feed(Intent(DOWN))
    assert (review.round_no, review.trick) == (1, 0)
    for _ in range(5):
        app.feed(Intent(DOWN))
    assert review.round_no == 2, "only finished rounds"
    app.feed(Intent(UP))
    assert review.round_no == 1
    app.render()
    app.feed(Intent(BACK))
    assert not isinstance(app.scenes.top, RoundReviewScene)


def test_the_last_finished_game_is_kept_for_its_scorecard(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    assert store.load_last_game() is None
    game = play(Game(HouseRules(rounds=3), seed=3), lambda g: g.phase == GAME_OVER)
    store.save_last_game(game, "hard")
    again = Store.open(tmp_path / "c", tmp_path / "d").load_last_game()
    assert again is not None and again.game.totals == game.totals and again.level == "hard"
