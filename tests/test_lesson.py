"""The first-game lesson as a player meets it: offered once on the first start, opened from
How to play, played through with the mouse (clicks where the cards and buttons are drawn)
and with the keys alone, each step's sentence on screen, a wrong card answered with the
rule's sentence and the cards to play, Esc back to where it was opened, nothing saved or
counted, the must-win step left out where must-beat is off, and every screen of it inside
its boxes at three sizes in three languages.

The table's moves are read from the screen (the text probe); the tests decide which card
to try from the cards the rules allow, as a player reads the raised ones."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from screenkit import LANGUAGES, SIZES, looks, stocked_store  # noqa: E402
from tablekit import visible_point  # noqa: E402

from callbreak.app.lesson.scene import LessonScene  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.screens.menu import MainMenuScene  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import BACK, CLAIM, CLICK, CONFIRM, LAST_TRICK, PAUSE, RIGHT, Intent  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import build, make_app, open_store  # noqa: E402
from callbreak.engine import Card, Game, HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words import tr  # noqa: E402

STEPS_EN = [
    "Call 5, the suggested call marked ★: the words under the numbers say why.",
    "Hearts were led and you hold hearts, so you must follow suit: play any heart.",
    "You hold clubs higher than the J♣, so you must beat it with one.",
    "You have no diamonds, so you must trump: play any spade, as a spade beats every other "
    "suit.",
    "Bikash trumped with the 6♠: you have no hearts either, so beat it with a higher spade.",
    "Every trick left is yours: press C or click Claim the rest to take them all.",
]
RULINGS_EN = [
    "You must follow hearts.",
    "You must beat the J♣ with a higher club (Q♣ or K♣).",
    "You have no diamonds, so you must trump with a spade.",
    "You must beat the 6♠ with a higher spade (",
]
END_EN = [
    "You called 5 and took 6: your call is made, and each trick over it adds 0.1, so you "
    "score 5.1.",
    "Sushila called 3 but took only 1: a missed call scores minus the call, -3.0.",
    "Bikash called 2 and took 3: made, and 0.1 for the trick over the call, 2.1.",
    "Aarati called 3 and took 3: made exactly, 3.0.",
]


# -- reading and driving -------------------------------------------------------------------
def drawn(app: App) -> probe.Drawing:
    return probe.capture(app)


def read(app: App) -> str:
    """Every line drawn, joined with spaces: a sentence wrapped over lines reads whole."""
    return " ".join(drawn(app).lines())


def lesson(app: App) -> LessonScene:
    top = app.scenes.top
    assert isinstance(top, LessonScene), f"the lesson is not on top: {type(top).__name__}"
    return top


def until_asked(app: App, limit: int = 3000, checks: list | None = None) -> None:
    """Time passes until the lesson waits for you (a call, a card, the end); with `checks`,
    the probe's problems of each new thing the coach says meanwhile are kept there."""
    said = ""
    for _ in range(limit):
        scene = lesson(app)
        if scene.over or scene.turn in (Turn.YOUR_CALL, Turn.YOUR_CARD):
            return
        if checks is not None and scene.said().sentence != said:
            said = scene.said().sentence
            checks.append(drawn(app).problems())
        app.step(1 / 30)
    pytest.fail("the lesson never asked for anything")


def click(app: App, pos: tuple[int, int]) -> None:
    app.feed(Intent(CLICK, pos=pos))
    app.step(1 / 30)


def click_words(app: App, words: str) -> None:
    """A click in the middle of where `words` are drawn."""
    click(app, drawn(app).where(words).center)


def hand(app: App) -> list[Card]:
    return [spr.card for spr in lesson(app).session.table.hand]


def allowed(app: App) -> list[Card]:
    return list(lesson(app).session.turns.legal())


def led(app: App) -> Card | None:
    trick = lesson(app).session.game.round.trick
    return trick[0][1] if trick else None


def play_with_mouse(app: App, card: Card) -> None:
    click(app, visible_point(lesson(app).session.table.sprite_in_hand(card)))


def play_with_keys(app: App, card: Card) -> None:
    scene = lesson(app)
    for _ in range(14):  # the arrows walk the hand to the card, Enter plays it
        if scene.inner.focus() == card:
            break
        app.feed(Intent(RIGHT))
    assert scene.inner.focus() == card
    app.feed(Intent(CONFIRM))
    app.step(1 / 30)


@dataclass
class Run:
    """What a player saw going through the lesson."""

    asked: list[str] = field(default_factory=list)  # the screen at each new step
    refused: list[str] = field(default_factory=list)  # the screen after each wrong card
    end: str = ""
    checks: list[list[str]] = field(default_factory=list)  # the probe's problems, each stop


def wrong_card(app: App) -> Card | None:
    """A card the rules stop: one of the suit led when there is one (the must-win rule's
    and overtrumping's own refusals), else any."""
    wrong = [c for c in hand(app) if c not in allowed(app)]
    first = led(app)
    same = [c for c in wrong if first is not None and c.suit is first.suit]
    return (same or wrong or [None])[0]


def play_lesson(app: App, by: str, wrong: bool = True, check: bool = False) -> Run:
    """Through the whole lesson, by "mouse" or "keys"; once in each trick with a card the
    rules stop, a wrong card first."""
    run = Run()
    tried: set[int] = set()
    play = play_with_mouse if by == "mouse" else play_with_keys
    while True:
        until_asked(app, checks=run.checks if check else None)
        scene = lesson(app)
        if scene.over:
            run.end = read(app)
            if check:
                run.checks.append(drawn(app).problems())
            if by == "mouse":
                click_words(app, "Done")
            else:
                app.feed(Intent(CONFIRM))
            return run
        screen = read(app)
        if not run.asked or scene.said().sentence not in run.asked[-1]:
            run.asked.append(screen)
            if check:
                run.checks.append(drawn(app).problems())
        if scene.turn is Turn.YOUR_CALL:
            if by == "mouse":
                click_words(app, "(Enter)")  # the picker's Call button
            else:
                app.feed(Intent(CONFIRM))
            app.step(1 / 30)
            continue
        trick = len(scene.session.game.round.completed)
        bad = wrong_card(app)
        if wrong and bad is not None and trick not in tried and not scene.claiming():
            tried.add(trick)
            play(app, bad)
            run.refused.append(read(app))
            if check:
                run.checks.append(drawn(app).problems())
            continue
        if scene.claiming():
            if by == "mouse":
                click_words(app, "Claim the rest  C")  # the button (the coach names it)
            else:
                app.feed(Intent(CLAIM))
            app.step(1 / 30)
            continue
        play(app, allowed(app)[0])


def opened_from_howto(tmp_path: Path | None = None, size=(1024, 640), language="en",
                      rules: HouseRules | None = None,
                      text_size: int = 100) -> tuple[App, Store | None]:
    """An app on How to play, its Learn by playing button clicked where it is drawn."""
    store = Store.open(tmp_path / "config", tmp_path / "data", False) if tmp_path else None
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    if language != "en":
        app.change_settings(language=language)
    if rules is not None:
        app.change_settings(rules=rules)
    if text_size != 100:
        app.change_settings(text_size=text_size)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("rules")
    app.step(1 / 30)
    click_words(app, tr("Learn by playing"))  # in the language on screen
    return app, store


def files(store: Store) -> dict[str, bytes | None]:
    paths = {"game": store.game_path, "stats": store.stats_path,
             "last game": store.last_game_path}
    return {k: p.read_bytes() if p.exists() else None for k, p in paths.items()}


# -- the lesson played through -------------------------------------------------------------
def test_the_whole_lesson_with_the_mouse_teaches_each_step_in_turn(tmp_path: Path) -> None:
    app, store = opened_from_howto(tmp_path)
    run = play_lesson(app, "mouse")
    steps = [next(s for s in STEPS_EN if s in screen) for screen in run.asked
             if any(s in screen for s in STEPS_EN)]
    assert steps == STEPS_EN  # each step said once, in order, when it is your move
    assert "a call of 5 is made about" in run.asked[0]  # and why, from the real hint
    assert "Learn by playing · Step 1 of 6" in run.asked[0].replace("  ·  ", " · ")
    for ruling in RULINGS_EN:  # each step's wrong card: the rule's sentence
        assert any(ruling in screen for screen in run.refused), ruling
    must_beat = next(screen for screen in run.refused if RULINGS_EN[1] in screen)
    assert "Play one of the raised cards: the Q♣ or K♣." in must_beat  # and the right ones
    for line in END_EN:
        assert line in run.end
    assert "How to play" in " ".join(drawn(app).top().lines())  # back where it was opened
    # the plain tricks between the steps say the rule they are played by again
    assert any("Hearts were led again: follow suit with any heart." in s for s in run.asked)
    assert any("Clubs were led again: follow suit with any club." in s for s in run.asked)


def test_the_table_names_the_lesson_not_a_round_of_a_game(tmp_path: Path) -> None:
    app, _ = opened_from_howto(tmp_path)
    seen = [read(app)]
    until_asked(app)
    seen.append(read(app))
    assert all("Lesson: your first round" in screen for screen in seen)
    assert not any("Round 1 of" in screen for screen in seen)


def test_your_first_card_says_how_to_play_one_by_mouse_or_keys(tmp_path: Path) -> None:
    keys = "Click a card, or choose one with ← → and press Enter."
    app, _ = opened_from_howto(tmp_path)
    until_asked(app)
    assert keys not in read(app)  # the call
    app.feed(Intent(CONFIRM))
    until_asked(app)
    assert keys in read(app)  # the first card
    play_with_keys(app, allowed(app)[0])
    until_asked(app)
    assert keys not in read(app)  # said once is enough


def test_an_overtrump_by_another_player_is_told_as_the_highest_spade(tmp_path: Path) -> None:
    """The third trick: you trump the A♦, Aarati overtrumps with the A♠; while the next
    trick begins the coach says why the A♠ took it. Once you have played to a trick, the
    last trick's taker is no longer told: the trick on the table is the news."""
    app, _ = opened_from_howto(tmp_path)
    until_asked(app)
    app.feed(Intent(CONFIRM))
    told, after_yours = [], []
    for _ in range(6000):
        scene = lesson(app)
        rnd = scene.session.game.round
        if len(rnd.completed) == 4:
            break
        if scene.turn is Turn.YOUR_CARD:
            play_with_keys(app, allowed(app)[0])
            continue
        told.append(read(app))
        if rnd.completed and any(seat == 0 for seat, _ in rnd.trick):
            after_yours.append(told[-1])
        app.step(1 / 30)
    assert any("Aarati took the trick with the A♠: when several spades are played, the "
               "highest one takes the trick." in screen for screen in told)
    assert after_yours
    assert not any(" took the trick" in screen for screen in after_yours)
    assert all("Watch the others play their cards." in screen for screen in after_yours)


def test_the_claim_played_out_is_told_as_yours_not_as_the_last_trick(tmp_path: Path) -> None:
    app, _ = opened_from_howto(tmp_path)
    while True:
        until_asked(app)
        scene = lesson(app)
        if scene.claiming():
            break
        if scene.turn is Turn.YOUR_CALL:
            app.feed(Intent(CONFIRM))
        else:
            play_with_keys(app, allowed(app)[0])
        app.step(1 / 30)
    app.feed(Intent(CLAIM))
    told = []
    while not lesson(app).over:
        app.step(1 / 30)
        told.append(read(app))
    assert any("Your claim is played out: every trick left is yours." in s for s in told)
    assert not any(" took the trick" in screen for screen in told)


def test_p_pauses_the_lesson_and_goes_on_and_esc_still_leaves(tmp_path: Path) -> None:
    app, store = opened_from_howto(tmp_path)
    until_asked(app)
    app.feed(Intent(CONFIRM))  # the call: the others play on from here
    app.step(1 / 30)
    app.feed(Intent(PAUSE))
    before = lesson(app).session.game.to_json()
    for _ in range(300):  # ten seconds
        app.step(1 / 30)
    assert lesson(app).session.game.to_json() == before  # nobody played meanwhile
    assert "The lesson is paused: press P or click to go on." in read(app)
    assert "Paused" not in " ".join(drawn(app).top().lines())  # no game's pause menu
    app.feed(Intent(PAUSE))
    until_asked(app)  # on again: your first card comes
    assert lesson(app).turn is Turn.YOUR_CARD
    assert "paused" not in read(app)
    app.feed(Intent(PAUSE))
    app.feed(Intent(CLICK, pos=(5, 5)))  # a click goes on too
    assert "paused" not in read(app)
    app.feed(Intent(PAUSE))
    app.feed(Intent(BACK))  # Esc, paused or not, leaves
    assert "How to play" in " ".join(drawn(app).top().lines())
    assert files(store) == {"game": None, "stats": None, "last game": None}


def test_the_whole_lesson_with_the_keys_alone_from_the_first_start_offer(
        tmp_path: Path) -> None:
    app = first_start(tmp_path)
    offer = " ".join(drawn(app).top().lines())
    assert "New to Call Break? Learn by playing one short round." in offer
    assert "Not now" in offer and "Yes" in offer
    app.feed(Intent(CONFIRM))  # Yes has the focus
    app.step(1 / 30)
    run = play_lesson(app, "keys")
    assert [s for s in STEPS_EN if any(s in screen for screen in run.asked)] == STEPS_EN
    for ruling in RULINGS_EN:
        assert any(ruling in screen for screen in run.refused)
    for line in END_EN:
        assert line in run.end
    assert "New game" in " ".join(drawn(app).top().lines())  # Done: the main menu
    app.store.close()


# -- the first start's offer -----------------------------------------------------------------
def first_start(tmp_path: Path) -> App:
    """The program started on the player's folders as `wiring.build` starts it (the store
    writing on its thread, the menu the program opens on), the computer players answering
    in the test."""
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=open_store(tmp_path / "config", tmp_path / "data", False))
    app.scenes.push(MainMenuScene(app, first_start=True))
    return app


def started(tmp_path: Path) -> App:
    """The program as the player starts it (`wiring.build`)."""
    return build(tmp_path / "config", tmp_path / "data", False)


def test_the_offer_is_made_on_the_first_start_and_never_again(tmp_path: Path) -> None:
    offer = "New to Call Break? Learn by playing one short round."
    app = started(tmp_path)
    assert offer in " ".join(drawn(app).top().lines())
    click_words(app, "Not now")
    assert "New game" in " ".join(drawn(app).top().lines())
    app.store.close()
    kept = (tmp_path / "config" / "settings.json").read_text(encoding="utf-8")
    assert '"lesson_offered": true' in kept
    again = started(tmp_path)
    try:
        assert offer not in read(again)
        assert "New game" in " ".join(drawn(again).top().lines())
    finally:
        again.store.close()


@pytest.mark.parametrize("language", ["ne", "hi"])
def test_the_offer_is_asked_wholly_in_the_players_language(tmp_path: Path,
                                                          language: str) -> None:
    app = first_start(tmp_path)
    app.change_settings(language=language)
    offer = drawn(app).top().lines()
    try:
        assert tr("Yes") in offer and tr("Not now") in offer
        assert not any(line in ("Yes", "Not now") for line in offer)
    finally:
        app.store.close()


def test_a_yes_is_remembered_too_and_leaving_the_lesson_keeps_it(tmp_path: Path) -> None:
    app = first_start(tmp_path)
    click_words(app, "Yes")
    assert isinstance(app.scenes.top, LessonScene)
    app.feed(Intent(BACK))
    app.store.close()
    again = started(tmp_path)
    try:
        assert "New to Call Break?" not in read(again)
    finally:
        again.store.close()


def test_a_player_who_has_played_is_not_offered_the_lesson(tmp_path: Path) -> None:
    stocked_store(tmp_path).close()  # games played before this version asked
    app = build(tmp_path / "config", tmp_path / "data", False)
    try:
        assert "New to Call Break?" not in read(app)
    finally:
        app.store.close()


# -- leaving, and keeping nothing -------------------------------------------------------------
@pytest.mark.parametrize("when", ["deal", "call", "card", "end"])
def test_esc_leaves_at_once_to_where_the_lesson_was_opened(tmp_path: Path, when: str) -> None:
    app, store = opened_from_howto(tmp_path)
    if when != "deal":
        until_asked(app)
    if when == "card":
        app.feed(Intent(CONFIRM))  # the call
        until_asked(app)
        assert lesson(app).turn is Turn.YOUR_CARD
    if when == "end":
        play_lesson_until_end(app)
    app.feed(Intent(BACK))
    top = " ".join(drawn(app).top().lines())
    assert "How to play" in top and "Paused" not in top
    assert files(store) == {"game": None, "stats": None, "last game": None}


def play_lesson_until_end(app: App) -> None:
    while True:
        until_asked(app)
        scene = lesson(app)
        if scene.over:
            return
        if scene.turn is Turn.YOUR_CALL or scene.claiming():
            app.feed(Intent(CONFIRM))  # the suggested call; at the claim, the claim
        else:
            play_with_keys(app, allowed(app)[0])
        app.step(1 / 30)


def test_the_lesson_never_touches_the_saved_game_or_the_statistics(tmp_path: Path) -> None:
    store = stocked_store(tmp_path)
    game = Game(HouseRules(rounds=3), seed=5)
    game.call(game.turn, 3)  # a game in progress, saved
    store.save_game(game, "hard")
    before = files(store)
    assert before["game"] and before["stats"] and before["last game"]
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store)
    app.scenes.push(app.routes.main_menu())
    app.scenes.push(app.routes.lesson())
    play_lesson(app, "keys")
    app.scenes.push(app.routes.lesson())  # and one left half way, the window closed on it
    until_asked(app)
    app.close()
    assert files(store) == before
    reopened = Store.open(tmp_path / "config", tmp_path / "data", False)
    assert files(reopened) == before
    assert reopened.stats.rounds == store.stats.rounds


# -- the house rules in force ------------------------------------------------------------------
def test_under_must_beat_off_the_must_win_rule_is_not_taught(tmp_path: Path) -> None:
    app, _ = opened_from_howto(tmp_path, rules=HouseRules(must_beat=False))
    run = play_lesson(app, "keys")
    seen = " ".join(run.asked + run.refused + [run.end])
    assert "Clubs were led and you hold clubs, so you must follow suit: play any club." in seen
    # nothing of beating the best card of the suit led (overtrumping is still a duty)
    assert "higher than the J♣" not in seen and "beat the J♣" not in seen
    assert "Step 5 of 5" in seen.replace("  ", " ")
    for line in END_EN[1:]:
        assert line in run.end


def test_the_lesson_is_played_the_way_play_goes(tmp_path: Path) -> None:
    """Clockwise, the player before you is Aarati: she trumps the hearts you overtrump."""
    app, _ = opened_from_howto(tmp_path, rules=HouseRules(clockwise=True))
    run = play_lesson(app, "keys", wrong=False)
    assert any("Bikash trumped with the 6♠" in screen for screen in run.asked)
    assert "Aarati called 3 but took only 1" in run.end
    assert "Play goes clockwise" in run.asked[0]


def test_how_to_play_opens_the_lesson_with_its_key_too() -> None:
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("rules")
    app.feed(Intent(LAST_TRICK))  # the L key
    assert isinstance(app.scenes.top, LessonScene)
    app.feed(Intent(BACK))
    assert "How to play" in " ".join(drawn(app).top().lines())


# -- every screen of the lesson fits ---------------------------------------------------------
@pytest.mark.parametrize(("size", "language"), looks(itertools.product(SIZES, LANGUAGES)))
def test_every_screen_of_the_lesson_keeps_its_words_apart_and_inside(size, language) -> None:
    app, _ = opened_from_howto(size=size, language=language)
    run = play_lesson(app, "keys", check=True)
    assert len(run.checks) >= 20  # the deal, each step, each wrong card, each trick, the end
    assert all(problems == [] for problems in run.checks), \
        [p for p in run.checks if p][:2]


@pytest.mark.parametrize("language", LANGUAGES)
def test_with_the_largest_text_in_the_smallest_window_the_lesson_still_fits(language) -> None:
    app, _ = opened_from_howto(size=(1024, 640), language=language, text_size=150)
    run = play_lesson(app, "keys", check=True)
    assert len(run.checks) >= 20
    assert all(problems == [] for problems in run.checks), \
        [p for p in run.checks if p][:2]
    assert tr("Lesson: your first round") in run.asked[0]
