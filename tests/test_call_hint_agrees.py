"""The call hint's sentence never contradicts its number: read as a player reads it, its
clauses count the tricks the call is made of and add up to the suggested call, the cards it
names are in the hand, and "a call of N is made about P%" speaks of the suggested call.
With the real hint code, over many deals, and on the table as drawn."""

from __future__ import annotations

import dataclasses
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402
from tablekit import make_table, scene, your_call  # noqa: E402

from callbreak.ai.hints import suggest_call  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import HINT, Intent  # noqa: E402
from callbreak.engine import Card, Game, HouseRules  # noqa: E402

CARD = r"(?:10|[2-9JQKA])[♠♥♦♣]"
MADE = re.compile(r"^(.*) \(a call of (\d+) is made about (\d+)% of the time\)\.(?: (.*))?$")
AFTER = {"", "Last round: a higher call gives you a chance to win the game.",
         "Last round: a safer call keeps your chance to win the game."}


def cards_in(text: str) -> list[str]:
    return re.findall(CARD, text)


def tricks_counted(clause: str) -> tuple[int, list[str]]:
    """The tricks one clause counts on, and the cards it names (read from the English)."""
    if not re.match(CARD, clause):  # the first clause starts with a capital
        clause = clause[:1].lower() + clause[1:]
    named = cards_in(clause)
    if m := re.fullmatch(rf"({CARD}) is a sure trick", clause):
        return 1, named
    if re.fullmatch(r".* are sure tricks", clause):
        assert len(named) >= 2, clause
        return len(named), named
    if re.fullmatch(r".* may also win", clause):
        return len(named), named
    if m := re.fullmatch(r"of .*, count on (\d+)", clause):
        n = int(m[1])
        assert n < len(named), f"{clause!r}: fewer counted than named, else it says them all"
        return n, named
    if m := re.fullmatch(r"of .*, (\d+) may be (?:a trick|tricks)", clause):
        n = int(m[1])
        assert n < len(named), clause
        return n, named
    for shape in (r"trumping a short suit may take (\d+) tricks?",
                  r"long spades may take (\d+) late tricks?",
                  r"(\d+) tricks? may come in the play"):
        if m := re.fullmatch(shape, clause):
            assert not named
            return int(m[1]), named
    raise AssertionError(f"a clause no player was told how to read: {clause!r}")


def read_call_reason(sentence: str) -> tuple[int, int, int, list[str]]:
    """(the call it speaks of, the tricks its clauses count, the percentage, the cards it
    names), read from the English sentence."""
    m = MADE.match(sentence)
    assert m, sentence
    reason, call, made, after = m[1], int(m[2]), int(m[3]), m[4] or ""
    assert after in AFTER, after
    if reason == "No sure tricks: call the least":
        return call, 0, made, []
    total, named = 0, []
    for clause in reason.split("; "):
        n, cards = tricks_counted(clause)
        assert n >= 1, clause
        total += n
        named += cards
    return call, total, made, named


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 10**6), before=st.integers(0, 3), max_call=st.sampled_from([8, 13]),
       last=st.one_of(st.none(), st.lists(st.integers(-150, 300), min_size=4, max_size=4)))
def test_the_call_hints_sentence_adds_up_to_its_number(seed, before, max_call, last) -> None:
    """`last`: the scores going into the last round (the call may then be raised or made
    safer for the game), or None for an early round."""
    rules = HouseRules(rounds=3, max_call=max_call)
    game = Game(rules, seed=seed)
    for _ in range(before):  # the others' calls first, as the table has them
        game.call(game.turn, 1 + seed % 4)
    view = game.view(game.turn)
    if last is not None:
        view = dataclasses.replace(view, round_no=rules.rounds - 1, totals=tuple(last))
    call, why = suggest_call(view, max_deals=60)
    said, counted, made, named = read_call_reason(str(why))
    assert said == call, "the sentence speaks of the suggested call"
    assert 0 <= made <= 100
    hand = {str(c) for c in view.hand}
    assert set(named) <= hand and len(named) == len(set(named)), "cards of your hand, once"
    if counted == 0:
        assert call == rules.min_call, "nothing counted: the least call"
    else:
        assert counted == call, f"{why} beside a suggested {call}"


def test_a_hand_of_two_likely_kings_called_1_counts_one_of_them() -> None:
    """Q♠ and K♣ are each likely; called 1, the sentence used to name both as the tricks
    ("Q♠ and K♣ may be") beside a 1."""
    game = Game(HouseRules(rounds=3), seed=8)
    game.call(game.turn, 2)
    view = game.view(game.turn)
    assert {Card.parse("QS"), Card.parse("KC")} <= set(view.hand)
    call, why = suggest_call(view)
    assert call == 1
    assert str(why).startswith("Of Q♠ and K♣, 1 may be a trick (a call of 1 is made about ")


def test_the_reason_drawn_under_the_picker_adds_up_to_the_star() -> None:
    """At the table, with the real hint: H shows the reason under the call picker, and what
    it counts is the call the star suggests."""
    app = make_table((1600, 900), seed=11)
    for _ in range(600):
        if your_call(app) and scene(app).session.turns.hint is not None:
            break
        app.step(1 / 30)
    app.feed(Intent(HINT))
    app.step(1 / 30)
    drawn = probe.capture(app).top()
    (star,) = [t.text for t in drawn.texts if t.text.startswith("★ suggested: ")]
    suggested = int(re.search(r"\d+", star)[0])
    start = next(i for i, t in enumerate(drawn.texts) if t.text == star)
    lines = []
    for t in drawn.texts[start + 1:]:
        if t.text.startswith("Call "):  # the button under the reason
            break
        lines.append(t.text)
    call, counted, _, _ = read_call_reason(" ".join(lines))
    assert call == suggested and counted in (call, 0)
    assert drawn.problems() == []
