"""What the coach says: an analysis goes to JSON and back unchanged (the store caches it, the
review reads it back), anything else is refused plainly, each reason and the round's
summary are said in English, Nepali and Hindi, counts in each language's plural.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from callbreak.engine import CARDS, Card, format_tenths
from callbreak.words import set_language
from callbreak.words.coach_words import (
    COACH_VERSION,
    CoachKind,
    CoachReason,
    Decision,
    RoundAnalysis,
    Verdict,
    decision_parts,
    progress_said,
    reason_said,
    summary,
)

cards = st.sampled_from(CARDS)
reasons = st.builds(CoachReason, st.sampled_from(CoachKind), st.none() | cards,
                    st.none() | cards, st.integers(0, 13), st.integers(0, 13),
                    st.integers(0, 100), st.integers(0, 100), st.integers(0, 300))


@st.composite
def decisions(draw) -> Decision:
    if draw(st.booleans()):
        return Decision("call", None, draw(st.integers(1, 13)), draw(st.integers(1, 13)),
                        draw(st.integers(0, 300)), draw(st.sampled_from(Verdict)), draw(reasons))
    return Decision("card", draw(st.integers(0, 12)), draw(cards), draw(cards),
                    draw(st.integers(0, 300)), draw(st.sampled_from(Verdict)), draw(reasons))


analyses = st.builds(RoundAnalysis, st.integers(0, 9), st.integers(0, 3),
                     st.lists(decisions(), max_size=14).map(tuple), st.integers(0, 5))


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@given(analyses)
def test_an_analysis_comes_back_from_json_unchanged(analysis: RoundAnalysis) -> None:
    text = json.dumps(analysis.to_dict())
    assert RoundAnalysis.from_dict(json.loads(text)) == analysis


@pytest.mark.parametrize("broken", [
    {}, {"format": 99, "version": 1, "round_no": 0, "seat": 0, "decisions": []},
    {"format": 1, "version": 1, "round_no": "0", "seat": 0, "decisions": []},
    {"format": 1, "version": 1, "round_no": 0, "seat": 0, "decisions": [{"kind": "bid"}]},
    {"format": 1, "version": 1, "round_no": 0, "seat": 0, "decisions": [
        {"kind": "card", "trick": 0, "chosen": "ZZ", "best": "AS", "cost": 0,
         "verdict": "fine", "reason": {"kind": "same"}}]},
    {"format": 1, "version": 1, "round_no": 0, "seat": 0, "decisions": [
        {"kind": "call", "trick": None, "chosen": 3, "best": 4, "cost": 0,
         "verdict": "awful", "reason": {"kind": "same"}}]},
])
def test_anything_that_is_not_an_analysis_is_refused_plainly(broken: dict) -> None:
    with pytest.raises(ValueError):
        RoundAnalysis.from_dict(broken)


def judged(*verdicts: tuple[Verdict, int]) -> RoundAnalysis:
    same = CoachReason(CoachKind.SAME)
    return RoundAnalysis(0, 0, tuple(Decision("card", t, CARDS[t], CARDS[t], cost, v, same)
                                     for t, (v, cost) in enumerate(verdicts)), COACH_VERSION)


def test_the_summary_says_what_was_given_away_and_how() -> None:
    two = judged((Verdict.MISTAKE, 12), (Verdict.FINE, 0), (Verdict.MISTAKE, 14))
    assert summary(two) == "You gave away about 2.6 points: 2 mistakes."
    both = judged((Verdict.MISTAKE, 10), (Verdict.INACCURACY, 4), (Verdict.FINE, 1))
    assert summary(both) == "You gave away about 1.5 points: 1 mistake and 1 inaccuracy."
    assert summary(judged((Verdict.FINE, 2))) == \
        "You gave away about 0.2 points, with no mistakes."
    assert summary(judged((Verdict.FINE, 0))) == "You played this round as well as Expert."


def test_a_line_names_where_what_you_chose_what_expert_would_and_why() -> None:
    call = Decision("call", None, 5, 3, 19, Verdict.MISTAKE,
                    CoachReason(CoachKind.CALL_LOWER, call=3, p=94, q=60))
    assert decision_parts(call) == (
        "Call", "5", "Expert: 3", "Mistake", "-1.9",
        "A call of 3 was safer: it is made about 94% of the time, yours only 60%.")
    card = Decision("card", 6, Card.parse("8D"), Card.parse("KD"), 14, Verdict.MISTAKE,
                    CoachReason(CoachKind.WIN_TRICK, card=Card.parse("KD"), n=1))
    assert decision_parts(card)[:2] == ("Trick 7", "8♦")
    assert decision_parts(card)[-1] == "The K♦ would have won this trick: you needed one more."


@pytest.mark.parametrize("language", ["ne", "hi"])
@pytest.mark.parametrize("kind", list(CoachKind))
def test_every_reason_is_said_in_nepali_and_hindi(language: str, kind: CoachKind) -> None:
    reason = CoachReason(kind, card=Card.parse("KS"), high=Card.parse("AH"), call=4, n=2,
                         p=80, q=55, tenths=7)
    english = reason_said(reason)
    set_language(language)
    said = reason_said(reason)
    assert said != english and "{" not in said
    assert any("\u0900" <= ch <= "\u097f" for ch in said)
    for name, shown in (("card", "K♠"), ("high", "A♥"), ("call", "4"), ("p", "80"),
                        ("q", "55"), ("tenths", "0.7")):
        assert (shown in english) == (shown in said), (name, said)


@pytest.mark.parametrize("language", ["ne", "hi"])
def test_the_summary_and_its_counts_are_said_in_nepali_and_hindi(language: str) -> None:
    set_language(language)
    for analysis in (judged((Verdict.MISTAKE, 12), (Verdict.INACCURACY, 4)),
                     judged((Verdict.MISTAKE, 12), (Verdict.MISTAKE, 12)),
                     judged((Verdict.FINE, 2)), judged((Verdict.FINE, 0))):
        said = summary(analysis)
        assert "{" not in said and any("\u0900" <= ch <= "\u097f" for ch in said)
        assert analysis.gave_away == 0 or format_tenths(analysis.gave_away) in said
    one = CoachReason(CoachKind.WIN_TRICK, card=Card.parse("KD"), n=1)
    many = CoachReason(CoachKind.WIN_TRICK, card=Card.parse("KD"), n=3)
    assert "3" in reason_said(many) and "3" not in reason_said(one)


@pytest.mark.parametrize("language", ["en", "ne", "hi"])
def test_the_progress_line_counts_the_decisions_judged(language: str) -> None:
    set_language(language)
    said = progress_said(5, 14)
    assert "5" in said and "14" in said and "{" not in said
    assert (language == "en") != any("\u0900" <= ch <= "\u097f" for ch in said)


def test_an_analysis_by_another_version_of_the_coach_is_not_current() -> None:
    made = judged((Verdict.FINE, 0))
    assert made.current
    kept = RoundAnalysis.from_dict(dict(made.to_dict(), version=made.version - 1))
    assert not kept.current
