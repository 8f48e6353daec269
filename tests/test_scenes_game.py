"""A whole game played through the scenes with keys only, as a person who just keeps
pressing Enter would: the menu's first item, every call, every card, every round result,
the final scorecard and back to the menu."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from tablekit import visible_point  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.record.results import RoundResultScene  # noqa: E402
from callbreak.app.screens.menu import MainMenuScene  # noqa: E402
from callbreak.app.screens.pause import PauseScene  # noqa: E402
from callbreak.app.shell.input import click_event, key_event  # noqa: E402
from callbreak.app.table import CallingScene, PlayScene, TableScene, hits  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The strongest player's hints take a few hundred ms each; the flow is what is tested."""
    monkeypatch.setattr(ai, "suggest_call", lambda view: (2, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[-1], "A test hint."))


def test_pressing_enter_plays_a_whole_game_and_returns_to_the_menu(tmp_path, quick_hints) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    store.save_settings(store.settings.with_(rules=HouseRules(rounds=3), level="easy",
                                             speed="fast"))
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    enter = key_event(pygame.K_RETURN)
    seen: set[str] = set()
    results = 0
    for _ in range(5000):
        top = app.scenes.top
        seen.add(type(top).__name__)
        if isinstance(top, RoundResultScene):
            results += 1
        if isinstance(top, MainMenuScene) and "ScorecardScene" in seen:
            break
        app.feed_event(enter)
        app.step(1 / 30)
        app.render()
    else:
        pytest.fail(f"the game did not come back to the menu; saw {sorted(seen)}")
    assert {"DealScene", "CallingScene", "PlayScene", "RoundResultScene",
            "ScorecardScene"} <= seen
    assert results >= 3  # one result screen per round (each seen for at least one frame)
    stats = store.stats
    assert stats.games_played == 1 and stats.rounds == 3
    assert not store.has_saved_game()  # a finished game leaves no save behind


def test_a_game_left_mid_round_continues_where_it_was(tmp_path, quick_hints) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    store.save_settings(store.settings.with_(rules=HouseRules(rounds=3), level="easy"))
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    enter = key_event(pygame.K_RETURN)
    for _ in range(300):  # into the game, through the calls and a few tricks
        app.feed_event(enter)
        app.step(1 / 30)
        table = app.scenes.top
        if isinstance(table, TableScene) and table.session.game.round.trick_no >= 3:
            break
    table = app.scenes.top
    assert isinstance(table, PlayScene)
    played = list(table.session.game.round.plays)
    app.feed_event(key_event(pygame.K_ESCAPE))  # pause
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    for _ in pause.menu.rows:  # down to Quit to menu, then Enter
        if pause.menu.rows[pause.menu.focus].label_text() == "Quit to menu":
            break
        app.feed_event(key_event(pygame.K_DOWN))
    app.feed_event(enter)
    app.step(1 / 30)
    assert isinstance(app.scenes.top, MainMenuScene)
    assert store.has_saved_game()
    menu = app.scenes.top
    assert [r.label_text() for r in menu.menu.rows][:2] == ["New game", "Continue"]
    assert menu.menu.focus == 1  # Continue is chosen: one Enter must not lose the game
    app.feed_event(enter)
    app.step(1 / 30)
    resumed = app.scenes.top
    assert isinstance(resumed, PlayScene)  # straight back to the tricks, no new deal
    game = resumed.session.game
    assert game.round.plays[:len(played)] == played
    assert len(resumed.table.hand) == 13 - sum(1 for s, _ in _plays(game) if s == 0)


def _plays(game):
    for _, plays, _ in game.round.completed:
        yield from plays
    yield from game.round.trick


def test_the_mouse_alone_starts_a_game_calls_and_plays() -> None:
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.render()
    menu = app.scenes.top
    app.feed_event(click_event(menu.menu.rects[0].center))  # "New game"
    assert isinstance(app.scenes.top, TableScene)
    for _ in range(200):
        app.step(1 / 30)
        app.render()
        top = app.scenes.top
        if isinstance(top, CallingScene) and top.turn is Turn.YOUR_CALL:
            break
    calling = app.scenes.top
    assert isinstance(calling, CallingScene) and calling.turn is Turn.YOUR_CALL
    game = calling.session.game
    picker = hits.picker(app.theme, calling.table.layout, game.rules)
    app.feed_event(click_event(picker.cells[5].center))
    app.render()
    assert calling.view().pick == 5
    app.feed_event(click_event(picker.ok.center))
    assert game.round.calls[0] == 5
    for _ in range(200):
        app.step(1 / 30)
        app.render()
        top = app.scenes.top
        if isinstance(top, PlayScene) and top.turn is Turn.YOUR_CARD:
            break
    play = app.scenes.top
    assert isinstance(play, PlayScene) and play.turn is Turn.YOUR_CARD
    card = play.session.turns.legal()[-1]
    spr = next(s for s in play.table.hand if s.card == card)
    app.feed_event(click_event(visible_point(spr, 0.1)))  # its part left showing
    assert card in game.round.plays


def real_game_app(tmp_path):  # noqa: ANN001, ANN201
    """The whole program but the window: the real store, the real worker process (spawned),
    the real hints; three short rounds at instant speed."""
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    store.save_settings(store.settings.with_(rules=HouseRules(rounds=3), level="easy"))
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="process",
                   instant=True)
    app.scenes.push(app.routes.main_menu())
    return app, store


def finish(app, store, act, limit_s: float = 240.0) -> None:  # noqa: ANN001
    """Let `act(top)` do what a person does on each frame until the game is over and the
    menu is back; then check the game was counted and no save is left."""
    import time

    deadline = time.monotonic() + limit_s
    seen: set[str] = set()
    try:
        while time.monotonic() < deadline:
            top = app.scenes.top
            seen.add(type(top).__name__)
            if isinstance(top, MainMenuScene) and "ScorecardScene" in seen:
                break
            act(top)
            app.step(1 / 30)
            app.render()
            time.sleep(0.002)  # the worker thinks meanwhile
        else:
            pytest.fail(f"the game did not come back to the menu; saw {sorted(seen)}")
    finally:
        app.thinker.close()
    assert app.thinker.mode == "process", "the worker process played, not a fallback"
    assert store.stats.games_played == 1 and store.stats.rounds == 3
    assert not store.has_saved_game()


@pytest.mark.slow  # the default command plays a game by Enter with quick hints (above) and
# one with the real worker and hints by mouse (below); this one joins both
def test_a_whole_game_by_enter_with_the_real_worker_and_hints(tmp_path) -> None:
    app, store = real_game_app(tmp_path)
    enter = key_event(pygame.K_RETURN)
    finish(app, store, lambda top: app.feed_event(enter))


def test_a_whole_game_by_mouse_with_the_real_worker_and_hints(tmp_path) -> None:
    from callbreak.app.record.results import ScorecardScene

    app, store = real_game_app(tmp_path)

    def click(top) -> None:  # noqa: ANN001
        if isinstance(top, MainMenuScene):
            if "started" not in done:
                done.add("started")
                app.render()  # the menu's buttons are where it drew them
                app.feed_event(click_event(top.menu.rects[0].center))  # New game
            return
        if isinstance(top, ScorecardScene):
            app.render()
            app.feed_event(click_event(top.menu.rects[0].center))  # Back to menu
            return
        if isinstance(top, RoundResultScene):
            app.feed_event(click_event(top.button().center))
            return
        if isinstance(top, CallingScene) and top.turn is Turn.YOUR_CALL \
                and top.session.turns.hint is not None:
            picker = hits.picker(app.theme, top.table.layout, top.session.game.rules)
            app.feed_event(click_event(picker.ok.center))  # the suggested call
            return
        if isinstance(top, PlayScene) and top.turn is Turn.YOUR_CARD \
                and top.session.turns.hint is not None:
            card = top.session.turns.hint.card
            spr = next(s for s in top.table.hand if s.card == card)
            app.feed_event(click_event(visible_point(spr, 0.1)))

    done: set[str] = set()
    finish(app, store, click)


def test_a_game_killed_mid_trick_comes_back_with_the_same_cards_on_the_table(
        tmp_path, quick_hints) -> None:
    """The game is kept after every card, not only every trick: killed (nothing flushed at
    close) with a trick half played, it comes back from the files with that trick's cards,
    so no computer player thinks its card again and plays another."""
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    store.save_settings(store.settings.with_(rules=HouseRules(rounds=3), level="easy"))
    store.start_writer()
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    enter = key_event(pygame.K_RETURN)
    halfway = []
    for _ in range(600):
        app.feed_event(enter)
        app.step(1 / 30)
        top = app.scenes.top
        if isinstance(top, TableScene):
            game = top.session.game
            if game.round.trick_no >= 2 and 0 < len(game.round.trick) < 4:
                halfway.append(list(_plays(game)))
                if len(halfway) == 3:
                    break
    assert len(halfway) == 3, "no trick was seen half played"
    store.flush()  # what the game asked to write before the kill is on disk
    saved = Store.open(tmp_path / "config", tmp_path / "data", False).load_game()
    assert saved is not None
    assert list(_plays(saved.game)) == halfway[-1]
    assert 0 < len(saved.game.round.trick) < 4
