"""Nothing throws a saved game away unasked: New game, the Daily Challenge and a deal code
over a saved game first ask in one sentence that names it (its round, who leads), with
Continue focused first; Continue, Enter or Esc resume the saved game and leave game.json as
it was, and only the other button replaces it. With the real store and its files."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import datetime  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.screens.saved_game import describe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, CONFIRM, DOWN, RIGHT, UP, Intent  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import ROUND_OVER, Game, HouseRules, format_tenths  # noqa: E402
from callbreak.engine.dealcode import game_code  # noqa: E402
from callbreak.store import SavedGame, Store  # noqa: E402
from callbreak.store.daily import daily_game, today  # noqa: E402
from callbreak.words import NAMES  # noqa: E402

SIZES = ((1024, 640), (1600, 900), (2560, 1440))
QUESTION = "ReplaceSavedScene"  # the question's layer (its scene's class name)


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real hints take up to a few hundred ms each; they are not what is looked at."""
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def played(game: Game, rounds: int, rng: random.Random) -> Game:
    """`game` with `rounds` rounds scored by random legal play, the next one dealt."""
    while len(game.round_scores) < rounds:
        if game.phase == ROUND_OVER:
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 5))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    if game.phase == ROUND_OVER:
        game.next_round()
    return game


def saved_store(tmp_path: Path, game: Game | None = None, daily: str | None = None) -> Store:
    """The player's folders with a game in progress saved (by default round 3 of 5,
    Sushila leading with 4.4, you at -10.0)."""
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    if game is None:
        game = played(Game(HouseRules(), seed=5), 2, random.Random(1))
    store.save_game(game, "medium", daily)
    return store


def menu(store: Store | None, size: tuple[int, int] = (1024, 640)) -> App:
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.scenes.push(app.routes.main_menu())
    return app


def sentence(app: App) -> str:
    """The question as the player reads it: its lines joined (the two buttons, drawn last,
    left out)."""
    return " ".join(probe.capture(app).only(QUESTION).lines()[:-2])


def click(app: App, words: str) -> None:
    """A click on the words the top scene shows."""
    app.feed(Intent(CLICK, pos=probe.capture(app).top().where(words).center))


def saved_doc(store: Store) -> dict:
    return json.loads(store.game_path.read_bytes())


def table_on_top(app: App) -> bool:
    return isinstance(app.scenes.top, TableScene)


# -- the sentence that names the saved game ---------------------------------------------------

@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rounds=st.integers(0, 4), playing=st.integers(0, 9))
def test_the_sentence_names_the_round_the_leader_and_your_score(seed, rounds, playing) -> None:
    game = played(Game(HouseRules(), seed=seed), rounds, random.Random(playing))
    said = describe(SavedGame(game, "medium"), today())
    assert said.startswith("You have a game in progress: ")
    assert f"round {rounds + 1} of 5" in said
    totals = game.totals
    best = max(totals)
    leaders = [NAMES[s] for s in range(1, 4) if totals[s] == best]
    if rounds == 0:
        assert "no scores yet" in said and not any(name in said for name in NAMES[1:])
    elif totals[0] == best:
        assert f"lead with {format_tenths(best)}." in said
        assert ("share the lead" in said) == bool(leaders)
    else:
        assert all(name in said for name in leaders), "every leader is named"
        assert f"with {format_tenths(best)}, you have {format_tenths(totals[0])}." in said


def test_the_sentence_says_which_daily_it_is() -> None:
    day = datetime.date(2026, 11, 30)
    game = daily_game(day)
    assert describe(SavedGame(game, "hard", day.isoformat()), day).startswith(
        "You have today's Daily Challenge in progress: round 1 of 5")
    assert describe(SavedGame(game, "hard", day.isoformat()), day + datetime.timedelta(1)
                    ).startswith("You have a Daily Challenge in progress")


# -- New game ---------------------------------------------------------------------------------

def test_new_game_by_keyboard_asks_naming_the_saved_game_and_esc_keeps_it(tmp_path) -> None:
    store = saved_store(tmp_path)
    before = store.game_path.read_bytes()
    app = menu(store)
    app.feed(Intent(UP))  # from Continue, focused first, up to New game
    app.feed(Intent(CONFIRM))
    said = sentence(app)
    assert said == ("You have a game in progress: round 3 of 5, Sushila leads with 4.4, "
                    "you have -10.0. Start a new one?")
    app.feed(Intent(BACK))
    assert table_on_top(app), "Esc means Continue: the saved game at the table"
    assert store.game_path.read_bytes() == before
    app.close()  # the window closed at once: the same game is kept, byte for byte
    assert store.game_path.read_bytes() == before


def test_enter_on_the_question_continues_the_saved_game(tmp_path) -> None:
    store = saved_store(tmp_path)
    before = store.game_path.read_bytes()
    app = menu(store)
    app.feed(Intent(UP))
    app.feed(Intent(CONFIRM))
    app.feed(Intent(CONFIRM))  # Continue has the focus
    assert table_on_top(app)
    app.close()
    assert store.game_path.read_bytes() == before


def test_new_game_by_mouse_asks_and_its_button_replaces_the_saved_game(tmp_path) -> None:
    store = saved_store(tmp_path)
    old = saved_doc(store)
    app = menu(store)
    click(app, "New game")
    assert "round 3 of 5" in sentence(app)
    assert saved_doc(store) == old, "asking changes nothing"
    click(app, "New game")  # the question's own button
    assert table_on_top(app)
    app.close()
    new = saved_doc(store)
    assert new["game"]["seed"] != old["game"]["seed"] and new["daily"] is None


def test_the_mouse_on_continue_resumes_the_saved_game(tmp_path) -> None:
    store = saved_store(tmp_path)
    before = store.game_path.read_bytes()
    app = menu(store)
    click(app, "New game")
    click(app, "Continue")
    assert table_on_top(app)
    app.close()
    assert store.game_path.read_bytes() == before


@pytest.mark.parametrize("store_kind", ["nothing saved", "no store"])
def test_with_no_saved_game_new_game_starts_at_once(tmp_path, store_kind) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False) if store_kind != "no store" \
        else None
    app = menu(store)
    app.feed(Intent(CONFIRM))  # New game is focused first
    assert table_on_top(app), "no question"


# -- the Daily Challenge ----------------------------------------------------------------------

def test_the_daily_over_a_saved_game_asks_and_esc_keeps_it(tmp_path) -> None:
    store = saved_store(tmp_path)
    before = store.game_path.read_bytes()
    app = menu(store)
    app.feed(Intent(DOWN))  # Continue -> Daily Challenge
    app.feed(Intent(CONFIRM))
    assert sentence(app) == ("You have a game in progress: round 3 of 5, Sushila leads with "
                             "4.4, you have -10.0. Play today's Daily Challenge instead?")
    app.feed(Intent(BACK))
    assert table_on_top(app)
    app.close()
    assert store.game_path.read_bytes() == before


def test_the_daily_over_a_saved_game_starts_when_the_player_says_so(tmp_path) -> None:
    store = saved_store(tmp_path)
    app = menu(store)
    click(app, "Daily Challenge")
    app.feed(Intent(RIGHT))  # from Continue to the Daily
    app.feed(Intent(CONFIRM))
    assert table_on_top(app)
    app.close()
    assert saved_doc(store)["daily"] == today().isoformat()


def test_the_daily_with_no_saved_game_starts_at_once(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = menu(store)
    click(app, "Daily Challenge")
    assert table_on_top(app), "no question"


def test_todays_daily_in_progress_goes_on_from_the_daily_button(tmp_path) -> None:
    day = today()
    game = played(daily_game(day), 1, random.Random(3))
    store = saved_store(tmp_path, game, day.isoformat())
    before = store.game_path.read_bytes()
    app = menu(store)
    click(app, "Daily Challenge")
    assert table_on_top(app), "no question: it is today's Daily already"
    app.step(1 / 60)
    said = " ".join(probe.capture(app).only(probe.TOASTS).lines())
    assert said == "Today's Daily Challenge goes on where you left it."
    app.close()
    assert store.game_path.read_bytes() == before, "the same game, not started again"


# -- a deal code ------------------------------------------------------------------------------

def typed(app: App, text: str) -> None:
    for ch in text:
        app.feed_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def to_code_entry(app: App) -> None:
    app.feed(Intent(DOWN))
    app.feed(Intent(DOWN))  # Continue -> Daily Challenge -> Play a deal by code
    app.feed(Intent(CONFIRM))


def test_a_deal_code_over_a_saved_game_asks_and_esc_keeps_it(tmp_path) -> None:
    store = saved_store(tmp_path)
    before = store.game_path.read_bytes()
    app = menu(store)
    to_code_entry(app)
    typed(app, game_code(Game(HouseRules(rounds=3), seed=77)))
    app.feed(Intent(CONFIRM))
    assert sentence(app) == ("You have a game in progress: round 3 of 5, Sushila leads with "
                             "4.4, you have -10.0. Play this code's deals instead?")
    app.feed(Intent(BACK))
    assert table_on_top(app), "Continue resumes the saved game"
    app.close()
    assert store.game_path.read_bytes() == before


def test_a_deal_code_over_a_saved_game_plays_when_the_player_says_so(tmp_path) -> None:
    store = saved_store(tmp_path)
    app = menu(store)
    to_code_entry(app)
    typed(app, game_code(Game(HouseRules(rounds=3), seed=77)))
    click(app, "Play  (Enter)")
    click(app, "Play the code")
    assert table_on_top(app)
    app.close()
    doc = saved_doc(store)
    assert doc["game"]["seed"] == 77 and doc["game"]["rules"]["rounds"] == 3


def test_a_deal_code_with_no_saved_game_plays_at_once(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = menu(store)
    app.feed(Intent(DOWN))
    app.feed(Intent(DOWN))  # New game -> Daily Challenge -> Play a deal by code
    app.feed(Intent(CONFIRM))
    typed(app, game_code(Game(HouseRules(rounds=3), seed=77)))
    app.feed(Intent(CONFIRM))
    assert table_on_top(app), "no question"


# -- how the question looks -------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "ne", "hi"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_question_keeps_its_words_inside(tmp_path, size, language) -> None:
    store = saved_store(tmp_path)
    app = menu(store, size)
    app.change_settings(language=language)
    for button in (UP, DOWN):  # New game, then the Daily Challenge (the longer question)
        app.scenes.reset(app.routes.main_menu())
        app.feed(Intent(button))
        app.feed(Intent(CONFIRM))
        drawing = probe.capture(app).only(QUESTION)
        assert len(drawing.texts) >= 3, drawing.lines()
        assert drawing.problems() == []
