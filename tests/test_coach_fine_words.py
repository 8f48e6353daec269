"""A choice the coach calls Fine never shows a negative cost beside its verdict ("✓ Fine
-0.2" read as a fault), and one the coach's count puts above Expert's choice says so in
words, "better than Expert's choice", in English, Nepali and Hindi: in the round review as
drawn, and in the words the coach's command line prints."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
import re  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from screenkit import play_out  # noqa: E402

from callbreak.app.coach.coaching import choices  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import DOWN, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import CARDS, Card, Game, HouseRules  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words import set_language, tr  # noqa: E402
from callbreak.words.coach_words import (  # noqa: E402
    TEMPLATES,
    CoachKind,
    CoachReason,
    Decision,
    RoundAnalysis,
    Verdict,
    decision_parts,
)

NUMBER = re.compile(r"\d")


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@given(st.sampled_from(("en", "ne", "hi")), st.integers(0, 2),
       st.sampled_from(list(CoachKind)), st.sampled_from(CARDS), st.sampled_from(CARDS))
def test_a_fine_choice_shows_no_cost_beside_its_verdict(language: str, cost: int,
                                                       kind: CoachKind, chosen: Card,
                                                       best: Card) -> None:
    set_language(language)
    reason = CoachReason(kind, card=best, high=chosen, call=3, n=1, p=60, q=40, tenths=2)
    parts = decision_parts(Decision("card", 3, chosen, best, cost, Verdict.FINE, reason))
    assert parts[4] == ""  # no "-0.2", no "0.0": the reason says how it compares


def test_a_mistake_still_shows_what_it_cost() -> None:
    reason = CoachReason(CoachKind.SCORES_MORE, card=Card.parse("KD"), tenths=19)
    parts = decision_parts(Decision("card", 3, Card.parse("2D"), Card.parse("KD"), 19,
                                    Verdict.MISTAKE, reason))
    assert parts[3:5] == ("Mistake", "-1.9")


def reviewed_round(folder: Path) -> tuple[Game, RoundAnalysis]:
    """A round played, and the coach's verdicts on it as it would keep them: a fine call
    it rates above Expert's, a fine card a little below Expert's, a card above it and a
    mistake; the rest the same as Expert's."""
    game = play_out(Game(HouseRules(rounds=3), seed=42), random.Random(4), stop_round=0)
    mine = choices(game, 0)
    call, cards = mine[0], mine[1:]
    assert isinstance(call, int)
    other = max(1, call - 1) if call > 1 else call + 1
    out = [Decision("call", None, call, other, 0, Verdict.FINE,
                    CoachReason(CoachKind.BETTER_CALL, call=other))]
    for trick, card in enumerate(cards):
        best = cards[-1] if card != cards[-1] else cards[0]
        verdict, cost, reason = Verdict.FINE, 0, CoachReason(CoachKind.SAME)
        if trick == 0:
            cost, reason = 2, CoachReason(CoachKind.CLOSE_CARD, card=best)
        elif trick == 1:
            reason = CoachReason(CoachKind.BETTER_CARD, card=best)
        elif trick == 2:
            verdict, cost = Verdict.MISTAKE, 19
            reason = CoachReason(CoachKind.SCORES_MORE, card=best, tenths=19)
        else:
            best = card
        out.append(Decision("card", trick, card, best, cost, verdict, reason))
    return game, RoundAnalysis(0, 0, tuple(out))


def rows_drawn(app) -> tuple[dict[str, str], str]:  # noqa: ANN001
    """The coach's page scrolled through with Down: each row's first words with the words
    drawn at its right (the verdict and any cost), and every frame's lines read in order
    (a reason wrapped over lines reads whole)."""
    rows: dict[str, str] = {}
    read = []
    where = (tr("Call") + ":", tr("Trick {n}", n=""))
    for _ in range(16):
        app.render()
        drawing = probe.capture(app)
        assert not drawing.problems(), drawing.problems()
        read.append(" ".join(drawing.lines()))
        for text in drawing.texts:
            if text.text.startswith(where):
                rows[text.text] = " ".join(t.text for t in drawing.texts
                                           if t.rect.x > text.rect.right
                                           and abs(t.rect.centery - text.rect.centery)
                                           < text.rect.h // 2)
        app.feed(Intent(DOWN))
    return rows, "\n".join(read)


@pytest.mark.parametrize("language", ["en", "ne", "hi"])
def test_the_review_says_better_in_words_and_shows_no_cost_under_fine(
        tmp_path: Path, language: str) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    store.save_settings(store.settings.with_(language=language))
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline",
                   instant=True)
    try:
        game, analysis = reviewed_round(tmp_path)
        store.keep_analysis(game, 0, analysis.to_dict())
        app.scenes.push(app.routes.main_menu())
        app.scenes.push(app.routes.review(game, 0))
        rows, said = rows_drawn(app)
    finally:
        app.close()
        store.close()
    assert len(rows) == 14, rows
    fine, mistake = tr("Fine"), tr("Mistake")
    for row, beside in rows.items():
        if fine in beside:
            assert not NUMBER.search(beside), f"{row}: {beside}"  # nothing like "-0.2"
        else:
            assert mistake in beside and "-1.9" in beside, rows
    best_call, best_card = analysis.decisions[0].best, analysis.decisions[2].best
    for sentence in (tr(TEMPLATES[CoachKind.BETTER_CALL], call=best_call),
                     tr(TEMPLATES[CoachKind.BETTER_CARD], card=str(best_card))):
        assert " ".join(sentence.split()) in said
    if language == "en":
        assert "better than Expert's choice" in said
