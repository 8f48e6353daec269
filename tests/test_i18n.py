"""Nepali and Hindi: every sentence has its translation, the engine's reasons are
recognised whatever it says, the language switches live from Settings, and each main
screen drawn in Nepali or Hindi keeps its text inside its panels and the window."""

from __future__ import annotations

import gettext
import os
import random
import re
import string
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402
from tablekit import your_call, your_card  # noqa: E402

from callbreak import (
    ai,  # noqa: E402
    words,  # noqa: E402
)
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.screens.howto import HowToScene  # noqa: E402
from callbreak.app.screens.pause import PauseScene  # noqa: E402
from callbreak.app.shell.input import BACK, CONFIRM, DOWN, LAST_TRICK, RIGHT, Intent  # noqa: E402
from callbreak.app.table.paint_hud import banner_text  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import (  # noqa: E402
    CARDS,
    GAME_OVER,
    ROUND_OVER,
    Card,
    Game,
    HouseRules,
    Suit,
    illegal_reason,
)
from callbreak.engine.round import Round  # noqa: E402
from callbreak.store import Settings, Store  # noqa: E402

APP = Path(__file__).resolve().parent.parent / "callbreak" / "app"
LANGS = ("ne", "hi")
CARD_NAME = r"(?:10|[2-9JQKA])[♠♥♣♦]"  # a card as the game writes it: "10♥"


@pytest.fixture(autouse=True)
def english_after() -> None:
    yield
    words.set_language("en")  # the language is app-wide: leave it as the other tests expect


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


# -- the catalogues (tests/test_words.py checks what they hold) ---------------------------------
def test_a_missing_or_broken_translation_falls_back_to_english(monkeypatch) -> None:
    words.set_language("ne")
    assert words.tr("A sentence nobody translated.") == "A sentence nobody translated."
    assert words.tr("{n} apples", n=3) == "3 apples"

    class Broken(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return "{m} नास्पाती" if message == "{n} pears" else message

    monkeypatch.setattr(words.speak, "catalogue", lambda code: Broken())
    words.set_language("ne")
    assert words.tr("{n} pears", n=2) == "2 pears"
    words.set_language("xx")
    assert words.language() == "en"


def test_names_and_their_initials() -> None:
    words.set_language("ne")
    assert [words.name(s) for s in range(4)] == ["तपाईं", "आरती", "विकास", "सुशीला"]
    assert [words.initial(words.name(s)) for s in range(1, 4)] == ["आ", "वि", "सु"]
    words.set_language("en")
    assert words.name(1) == "Aarati" and words.initial("Aarati") == "A"


# -- the engine's reasons --------------------------------------------------------------------
EXAMPLES = [  # one of each shape the engine writes (hand, trick, card)
    ("AH 2H 9C", "KH", "9C", "You must follow hearts."),
    ("AH 2H 9C", "KH", "2H", "You must beat the K♥ with the A♥."),
    ("JH KH AH 2H", "10H", "2H", "You must beat the 10♥ with a higher heart (J♥, K♥ or A♥)."),
    ("2S 9C", "AD", "9C", "You have no diamonds, so you must trump with a spade."),
    ("3S 9S KC", "QD 5S", "3S", "You must beat the 5♠ with the 9♠."),
    ("AH", "KH", "QC", "The Q♣ is not in your hand."),
]


@pytest.mark.parametrize("hand, trick, card, english", EXAMPLES)
@pytest.mark.parametrize("lang", LANGS)
def test_each_engine_sentence_shape_is_translated(hand, trick, card, english, lang) -> None:
    said = illegal_reason(Card.parse(card), Card.parse_many(hand), Card.parse_many(trick),
                          HouseRules())
    assert words.reason(said) == english  # the record said in English
    words.set_language(lang)
    out = words.reason(said)
    assert out != english and th.has_devanagari(out)
    assert sorted(re.findall(CARD_NAME, out)) == sorted(re.findall(CARD_NAME, english))


@pytest.mark.parametrize("lang", LANGS)
def test_the_rounds_turn_sentences_are_translated(lang) -> None:
    rnd = Round(HouseRules(), dealer=0, rng=random.Random(1))
    card = rnd.hand(rnd.turn)[0]
    sentences = {rnd.why_not(rnd.turn, card)}
    for _ in range(4):
        rnd.call(rnd.turn, 2)
    sentences.add(rnd.why_not((rnd.turn + 1) % 4, rnd.hand((rnd.turn + 1) % 4)[0]))
    assert {words.reason(s) for s in sentences} == {"Wait for the calls to finish.",
                                                     "Wait for your turn."}
    words.set_language(lang)
    for s in sentences:
        assert th.has_devanagari(words.reason(s))


@settings(max_examples=examples(300), deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 3), st.booleans())
def test_every_illegal_reason_the_engine_gives_is_translated(rng, trick_len, must_beat):
    deck = list(CARDS)
    rng.shuffle(deck)
    hand = deck[:rng.randint(1, 13)]
    trick = deck[13:13 + trick_len]
    rules = HouseRules(must_beat=must_beat)
    for card in hand + [deck[-1]]:
        said = illegal_reason(card, hand, trick, rules)
        if said is None:
            continue
        english = words.reason(said)
        named = sorted({str(c) for c in (said.best, said.card, *said.cards) if c is not None})
        assert sorted(set(re.findall(CARD_NAME, english))) == named, english
        assert "{" not in english and "None" not in english, english
        for lang in LANGS:
            words.set_language(lang)
            out = words.reason(said)
            assert th.has_devanagari(out) and not re.search(r"[a-z]{2}", out), out
            assert sorted(re.findall(CARD_NAME, out)) == \
                sorted(re.findall(CARD_NAME, english)), (english, out)
        words.set_language("en")


def test_suit_words_carry_their_symbol() -> None:
    words.set_language("hi")
    assert words.suit_word(Suit.SPADES) == "♠ हुकुम"
    words.set_language("en")
    assert words.suit_word(Suit.HEARTS) == "hearts"


# -- live switching --------------------------------------------------------------------------
def test_choosing_nepali_then_hindi_in_settings_changes_the_menu_at_once(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True, store=store)
    app.scenes.push(app.routes.main_menu())
    app.step(1 / 60)
    menu = app.scenes.top.menu
    assert menu.rows[0].label_text() == "New game"
    app.open_screen("settings")
    scene = app.scenes.top
    while scene.focus_key() != "language":
        app.feed(Intent(DOWN))
    app.feed(Intent(RIGHT))
    app.step(1 / 60)
    app.render()
    assert app.settings.language == "ne" and store.settings.language == "ne"
    assert "भाषा" in [words.tr(o.label) for o in scene.options]
    app.feed(Intent(BACK))
    app.step(1 / 60)
    app.render()
    assert app.scenes.top.menu.rows[0].label_text() == "नयाँ खेल"
    app.open_screen("settings")
    scene = app.scenes.top
    while scene.focus_key() != "language":
        app.feed(Intent(DOWN))
    app.feed(Intent(RIGHT))
    app.feed(Intent(BACK))
    app.step(1 / 60)
    assert app.scenes.top.menu.rows[0].label_text() == "नया खेल"
    # a new start reads the saved choice
    again = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                store=Store.open(tmp_path / "c", tmp_path / "d", False))
    assert again.settings.language == "hi" and words.language() == "hi"


# -- every main screen, drawn ----------------------------------------------------------------
class TextSpy:
    """Reads each frame with the text probe: the lines that leave the window or their panel
    or overlap another, and every line drawn so far (`seen`)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def frame(self, app) -> list[str]:  # noqa: ANN001 - the App
        drawing = probe.capture(app)
        assert drawing.texts, "no text was drawn"
        self.seen += drawing.lines()
        return drawing.problems()


def stats_store(tmp_path) -> Store:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    game = Game(HouseRules(rounds=3), seed=4)
    finish(game, store)
    return store


def finish(game: Game, store=None) -> Game:
    rng = random.Random(3)
    while game.phase != GAME_OVER:
        if game.phase == ROUND_OVER:
            if store is not None:
                store.record_round(game, "medium", None)
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 5))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    if store is not None:
        store.record_game(game, "medium", None)
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_main_screens_keep_their_words_inside_at_1024x640(lang, tmp_path):
    spy = TextSpy()
    size = (1024, 640)
    store = stats_store(tmp_path)
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store,
              settings=Settings(language=lang))
    problems: list[str] = []
    app.scenes.push(app.routes.main_menu())
    app.step(1 / 60)
    problems += spy.frame(app)
    app.open_screen("settings")
    scene = app.scenes.top
    for _ in range(len(scene.options) + 1):
        problems += spy.frame(app)
        app.feed(Intent(DOWN))
    app.scenes.pop()
    app.open_screen("stats")
    app.step(1 / 60)
    problems += spy.frame(app)
    app.scenes.reset(app.routes.main_menu())
    # the table: calling, then playing with a refused card explained
    game = Game(HouseRules(rounds=3), seed=11)
    app.scenes.reset(app.routes.table(game, "easy", None))
    for _ in range(600):
        app.step(1 / 30)
        if your_call(app):
            break
    assert game.phase == "calling" and your_call(app)
    problems += spy.frame(app)
    app.feed(Intent(CONFIRM))

    def refusable() -> bool:  # a card to refuse, with a last trick to show as well
        view = game.view(0)
        return bool(game.round.trick) and len(view.legal) < len(view.hand) \
            and bool(view.completed)

    for _ in range(600):
        app.step(1 / 30)
        if your_card(app):
            if refusable():
                break
            app.feed(Intent(CONFIRM))
            app.feed(Intent(CONFIRM))
    assert your_card(app) and refusable()
    play = app.scenes.top
    view = game.view(0)
    refused = next(c for c in view.hand if c not in set(view.legal))
    assert not play.try_play(refused)
    assert th.has_devanagari(banner_text(play.view())[0])  # why, said above your hand
    app.feed(Intent(LAST_TRICK))  # the last trick shown too
    assert play.view().show_last
    problems += spy.frame(app)
    app.feed(Intent(BACK))  # Esc closes the last trick first
    app.feed(Intent(BACK))  # then the pause over the table
    assert isinstance(app.scenes.top, PauseScene)
    problems += spy.frame(app)
    # the round result and the final scorecard
    done = finish(Game(HouseRules(rounds=3), seed=5))
    app.scenes.reset(app.routes.round_result(done, lambda: None))  # alone: no words below
    app.step(1.0)
    problems += spy.frame(app)
    app.scenes.reset(app.routes.scorecard(done, "medium", None))
    app.step(1.0)
    problems += spy.frame(app)
    assert problems == []
    # no English left, but for key names, the game's name and the (English) hint
    english = {s for s in spy.seen
               if re.search(r"[A-Za-z]{4}", re.sub(r"Enter|Callbreak|A test hint\.", "", s))}
    assert english == set()


@pytest.mark.parametrize("lang", LANGS)
def test_every_how_to_play_page_is_translated_and_fits(lang, monkeypatch) -> None:
    spy = TextSpy()
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
              settings=Settings(language=lang))
    app.scenes.push(app.routes.main_menu())
    app.open_screen("rules")
    assert isinstance(app.scenes.top, HowToScene)
    problems = []
    for _ in app.scenes.top.pages:
        app.step(1 / 60)
        problems += spy.frame(app)
        app.feed(Intent(RIGHT))
    assert problems == []
    english = {s for s in spy.seen if re.search(r"[A-Za-z]{4}", re.sub(r"Enter|Space", "", s))}
    assert english == set()


@pytest.mark.parametrize("lang", ("en",) + LANGS)
def test_the_keys_line_says_what_enter_does_as_the_button_does(lang) -> None:
    """Enter turns the page, and on the last page it ends the tour: the keys line at the
    bottom says "next" there only while the button says "Next"."""
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True,
                   settings=Settings(language=lang))
    app.scenes.push(app.routes.main_menu())
    app.open_screen("rules")
    say = words.tr  # in the language the settings chose
    pages = app.scenes.top.pages  # the pages of the rules Settings hold
    for page in range(len(pages)):
        app.step(1 / 60)
        drawn = set(probe.capture(app).lines())
        last = page == len(pages) - 1
        assert say("Done" if last else "Next ›") in drawn
        keys = "Enter done" if last else "Enter next"
        assert say(f"← → turn the page    {keys}    Esc back") in drawn
        app.feed(Intent(RIGHT))


# -- the hints' reasons ----------------------------------------------------------------------
@settings(max_examples=examples(40), deadline=None)
@given(st.integers(0, 10**6))
def test_the_hints_reasons_are_translated(seed) -> None:
    """Every reason the hints give along a random game, for every card one might play, in
    each language: said from its kinds and fields, no English word left, the same cards."""
    from callbreak.ai.hints import call_clauses, card_reason
    from callbreak.words import HintKind, HintReason, Said

    rng = random.Random(seed)
    game = Game(HouseRules(rounds=3), seed=seed)
    said: list[HintReason] = []
    while game.phase in ("calling", "playing"):  # the first round
        view = game.view(game.turn)
        if game.phase == "calling":
            last = rng.choice([(), (Said(HintKind.LAST_HIGHER),), (Said(HintKind.LAST_SAFER),)])
            said.append(HintReason(call_clauses(view.hand_mask), made=rng.randint(5, 99),
                                   after=last))
            game.call(game.turn, rng.randint(1, 5))
        else:
            said += [card_reason(view, card) for card in view.legal]
            game.play(game.turn, rng.choice(list(view.legal)))
    said.append(HintReason((Said(HintKind.ONLY_LEGAL),)))
    for lang in LANGS:
        words.set_language(lang)
        for why in said:
            english, out = str(why), words.hint(why)
            assert out != english and not re.search(r"[a-z]{2}", out), english
            assert sorted(re.findall(CARD_NAME, out)) == \
                sorted(re.findall(CARD_NAME, english)), (english, out)
    words.set_language("en")
    assert all(words.hint(why) == str(why) for why in said)


def test_a_hint_that_comes_as_a_plain_sentence_is_said_as_it_came() -> None:
    words.set_language("ne")
    assert words.hint("Play boldly.") == "Play boldly."


# -- the store's notices ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_a_damaged_saved_game_is_explained_in_the_players_language(tmp_path, lang) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    store.save_settings(store.settings.with_(language=lang))
    store.game_path.write_text("{ this is not a saved game", encoding="utf-8")
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
              store=Store.open(tmp_path / "c", tmp_path / "d", False))
    app.scenes.push(app.routes.main_menu())
    app.step(1 / 60)
    app.render()
    assert words.language() == lang
    english = ("Your saved game was damaged, so it cannot be continued; the old file is kept "
               "as {kept}.")
    expected = words.tr(english, kept="game.json.bad")
    assert expected != english.format(kept="game.json.bad")
    assert expected in app.toasts.texts  # said once the app runs, whatever the first scene
    said = " ".join(app.toasts.texts)
    assert not re.search(r"[A-Za-z]{4,}", said.replace("Callbreak", "")
                         .replace("game.json.bad", ""))
