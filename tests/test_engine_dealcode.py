"""Deal codes: a game's seed and house rules as a short code a person reads aloud and types.
The same code gives the same game anywhere; a mistyped code is caught with a sentence; a
code handed out by an older version still plays the same deals."""

import json
import os
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import (
    CodeProblem,
    DealCodeError,
    Game,
    HouseRules,
    Redeal,
    deal_code,
    game_code,
    game_from_code,
    read_deal_code,
)
from callbreak.engine.dealcode import ALPHABET, CODE_LENGTH, EXAMPLE, RULE_BITS, RULE_FIELDS
from callbreak.engine.rules import HOUSE_RULES
from callbreak.words import code_problem

ROOT = Path(__file__).resolve().parent.parent
# every house rule at every choice it declares (a rule added there is covered at once)
rules_st = st.builds(HouseRules, **{rule.field: st.sampled_from(rule.values)
                                    for rule in HOUSE_RULES})
seeds = st.integers(0, 2**32 - 1)
V1_CORPUS = ROOT / "tests" / "data" / "dealcodes_v1.json"  # written by version 1's encoder
V1_ROWS = json.loads(V1_CORPUS.read_text(encoding="utf-8"))
v1_codes = st.sampled_from([row["code"] for row in V1_ROWS])
TYPEABLE = ALPHABET + "ILOU" + ALPHABET.lower() + "ilou*#.!é"
ALIASES = {"O": "0", "I": "1", "L": "1"}


def same_char(a: str, b: str) -> bool:
    """Whether two typed characters read as the same code character (case and Crockford's
    aliases O=0, I=L=1)."""
    a, b = a.upper(), b.upper()
    return ALIASES.get(a, a) == ALIASES.get(b, b)


def test_the_format_is_pinned():
    """Changing the format fails here: a code handed out before must keep its meaning. New
    codes are eleven characters, the first a letter from G to Z."""
    assert deal_code(123456789, HouseRules()) == "GEPYD-2M0009"
    assert deal_code(3141592653, HouseRules(rounds=3, redeal=True, clockwise=True)) == \
        EXAMPLE == "VPG76-9M0517"
    assert deal_code(0, HouseRules()) == "G0000-00000S"
    assert deal_code(2**32 - 1, HouseRules(rounds=10, max_call=13, must_beat=False,
                                           big_call=True, redeal="jqka", clockwise=True)) \
        == "ZZZZZ-ZW06YV"
    assert all(deal_code(s, HouseRules())[0] in "GHJKMNPQRSTVWXYZ" for s in (0, 7, 2**32 - 1))


# Version 2's rule fields as codes were first handed out: a field may be appended after
# these, and a choice appended to one while its bits hold it; nothing here may change.
FIRST_FIELDS = (("rounds", (5, 3, 10), 2), ("max_call", (8, 13), 1),
                ("must_beat", (True, False), 1), ("big_call", (False, True), 1),
                ("redeal", (Redeal.OFF, Redeal.JQK, Redeal.JQKA), 2),
                ("clockwise", (False, True), 1))


def test_every_house_rule_and_choice_is_carried_by_the_code_with_room_for_more():
    """Each rule of HouseRules has its digits, its usual choice first, bits enough for its
    choices; the fields handed out are unchanged; at least 8 bits are left, room for eight
    more on/off rules."""
    names = [field.name for field in RULE_FIELDS]
    assert sorted(names) == sorted(f.name for f in fields(HouseRules))
    assert tuple((f.name, f.choices[:len(c)], f.bits) for f, c in
                 zip(RULE_FIELDS, (c for _, c, _ in FIRST_FIELDS), strict=False)) == \
        FIRST_FIELDS
    choices = {field.name: field.choices for field in RULE_FIELDS}
    assert set(choices["rounds"]) == {3, 5, 10} and set(choices["max_call"]) == {8, 13}
    assert set(choices["redeal"]) == set(Redeal)
    default = HouseRules()
    for field in RULE_FIELDS:
        assert getattr(default, field.name) == field.choices[0]
        assert len(set(field.choices)) == len(field.choices) <= 2 ** field.bits
    assert RULE_BITS - sum(field.bits for field in RULE_FIELDS) >= 8


@settings(max_examples=examples(300), deadline=None)
@given(seeds, rules_st)
def test_a_code_round_trips_for_any_seed_and_any_rules(seed, rules):
    code = deal_code(seed, rules)
    assert CODE_LENGTH == 11 and len(code) == CODE_LENGTH + 1 and code[5] == "-"
    assert set(code.replace("-", "")) <= set(ALPHABET)
    assert read_deal_code(code) == (seed, rules)
    assert read_deal_code(code.lower().replace("-", " ")) == (seed, rules)
    assert read_deal_code(code.replace("-", "").replace("0", "o").replace("1", "l")) == \
        (seed, rules)
    game = game_from_code(code)
    assert (game.seed, game.rules) == (seed, rules) and game_code(game) == code


def refused(typed: str) -> CodeProblem:
    """The problem a typed code is refused for (fails the test if it reads as a code)."""
    with pytest.raises(DealCodeError) as caught:
        read_deal_code(typed)
    return caught.value.problem


@settings(max_examples=examples(60), deadline=None)
@given(st.one_of(st.builds(deal_code, seeds, rules_st), v1_codes))
def test_every_single_typo_is_caught_never_read_as_another_code(code):
    """Any one character changed to any other, at any place, in a code of either version,
    is a typing mistake; so is a swap of neighbours; a character dropped or doubled is
    refused too (ten and eleven are both lengths of codes, so it may be either)."""
    seed, rules = read_deal_code(code)
    code = code.replace("-", "")
    for i in range(len(code)):
        for ch in TYPEABLE:
            typed = code[:i] + ch + code[i + 1:]
            if same_char(ch, code[i]):
                assert read_deal_code(typed) == (seed, rules)
                continue
            with pytest.raises(DealCodeError) as caught:
                read_deal_code(typed)
            assert caught.value.problem in (CodeProblem.MISTYPED, CodeProblem.BAD_CHARACTER)
        dropped = code[:i] + code[i + 1:]
        doubled = code[:i] + code[i] + code[i:]
        for typed in (dropped, doubled):
            assert refused(typed) in (CodeProblem.WRONG_LENGTH, CodeProblem.MISTYPED)
        if i + 1 < len(code) and not same_char(code[i], code[i + 1]):
            swapped = code[:i] + code[i + 1] + code[i] + code[i + 2:]
            with pytest.raises(DealCodeError) as caught:
                read_deal_code(swapped)
            assert caught.value.problem is CodeProblem.MISTYPED


@settings(max_examples=examples(40), deadline=None)
@given(st.one_of(st.builds(deal_code, seeds, rules_st), v1_codes))
def test_a_character_added_anywhere_or_dropped_never_reads_as_another_code(code):
    """Ten and eleven characters are both codes' lengths: every character of the alphabet
    added at every place, and every character dropped, is still refused."""
    code = code.replace("-", "")
    for i in range(len(code) + 1):
        for ch in ALPHABET:
            assert refused(code[:i] + ch + code[i:]) in (
                CodeProblem.WRONG_LENGTH, CodeProblem.MISTYPED, CodeProblem.OTHER_VERSION)
        if i < len(code):
            assert refused(code[:i] + code[i + 1:]) in (
                CodeProblem.WRONG_LENGTH, CodeProblem.MISTYPED)


def with_check(values: list[int], free: int) -> list[int]:
    """`values` with the character at `free` chosen so that the check holds (found by
    trying each: the reader refuses every other as a typing mistake)."""
    for v in range(32):
        trial = values[:free] + [v] + values[free + 1:]
        try:
            read_deal_code("".join(ALPHABET[x] for x in trial))
        except DealCodeError as exc:
            if exc.problem is CodeProblem.MISTYPED:
                continue
        return trial
    raise AssertionError("no character fits")


@pytest.mark.parametrize("length", [10, 11])
def test_every_swap_of_two_different_characters_anywhere_is_caught(length):
    """Exhaustive over places and differences: the check is a weighted sum in GF(32) (the
    module says so), so whether swapping two characters is caught depends only on their two
    places and on the two characters' difference; each pair of places with each of the 31
    differences covers every swap in every code of this length."""
    for i in range(length):
        for j in range(i + 1, length):
            free = next(k for k in (length - 1, 1, 2) if k not in (i, j))
            for d in range(1, 32):
                base = [16 if length == 11 else 1] + [0] * (length - 1)
                base[i], base[j] = 0, d
                good = with_check(base, free)
                good[i], good[j] = good[j], good[i]
                assert refused("".join(ALPHABET[x] for x in good)) is CodeProblem.MISTYPED


def test_each_mistake_gets_one_clear_sentence():
    cases = [("", CodeProblem.EMPTY, "Type a deal code"),
             ("10XDW-T580U", CodeProblem.BAD_CHARACTER, "\u201cU\u201d cannot be part"),
             ("10XDW-T58", CodeProblem.WRONG_LENGTH, "this one has 8"),
             ("10XDW-T580C", CodeProblem.MISTYPED, "typing mistake"),
             ("10XWD-T580B", CodeProblem.MISTYPED, "typing mistake"),
             ("VPG76-9M051", CodeProblem.MISTYPED, "typing mistake"),
             ("VPG76-9M05177", CodeProblem.WRONG_LENGTH, "this one has 12"),
             ("10XDW-T580", CodeProblem.WRONG_LENGTH, "eleven letters and digits (ten if"),
             ("VPG76-9M0571", CodeProblem.MISTYPED, "typing mistake")]
    for typed, problem, words in cases:
        with pytest.raises(DealCodeError) as caught:
            read_deal_code(typed)
        error = caught.value
        said = code_problem(error)  # the words say it; the engine only names the problem
        assert error.problem is problem and words in said and said not in str(error)
        assert said.endswith(".") and said.count(". ") == 0 and "{" not in said
        assert isinstance(error, ValueError) and problem.value.replace("_", " ") in str(error)


def checked(values: list[int]) -> str:
    """A code whose check character is right, found by trying each (tests reach the
    other-version and not-a-deal cases only this way)."""
    for last in ALPHABET:
        text = "".join(ALPHABET[v] for v in values) + last
        try:
            read_deal_code(text)
            return text
        except DealCodeError as exc:
            if exc.problem is not CodeProblem.MISTYPED:
                return text
    raise AssertionError("no check character fits")


def test_a_code_of_another_version_says_so_and_a_code_of_no_table_is_refused():
    other = checked([2, 0, 0, 0, 0, 0, 0, 0, 0])
    with pytest.raises(DealCodeError) as caught:
        read_deal_code(other)
    assert caught.value.problem is CodeProblem.OTHER_VERSION
    no_table = checked([1, 0, 0, 0, 0, 0, 0, 31, 31])  # rules index 255: no such table
    with pytest.raises(DealCodeError) as caught:
        read_deal_code(no_table)
    assert caught.value.problem is CodeProblem.NOT_A_DEAL
    # version 2: a rule bit or a choice a newer version added says "a different version"
    assert refused(checked([16, 0, 0, 0, 0, 0, 0, 0, 16, 0])) is CodeProblem.OTHER_VERSION
    assert refused(checked([16, 0, 0, 0, 0, 0, 0, 0, 3, 0])) is CodeProblem.OTHER_VERSION
    assert refused(checked([16, 0, 0, 0, 0, 0, 0, 0, 0, 3])) is CodeProblem.OTHER_VERSION
    assert read_deal_code(checked([16, 0, 0, 0, 0, 0, 0, 0, 0, 2])) == \
        (0, HouseRules(rounds=10))
    assert refused(checked([5] + [0] * 9)) is CodeProblem.OTHER_VERSION  # no such version


def test_seeds_a_code_cannot_carry_are_refused_and_such_games_have_no_code():
    for bad in (-1, 2**32, "daily", True, 1.0):
        with pytest.raises(ValueError):
            deal_code(bad, HouseRules())
    assert game_code(Game(seed="daily-v1-2026-11-30")) is None
    assert game_code(Game(seed=2**40)) is None
    assert game_code(Game()) is not None  # every new game has one


def test_the_code_fixes_the_first_dealer_and_the_deals():
    game = game_from_code("10XDW-T580B")
    assert game_from_code(deal_code(123456789, HouseRules())).to_json() == game.to_json(), \
        "the game's version-2 code plays what its version-1 code played"
    assert game.first_dealer == 0 and game.rules == HouseRules()
    assert [c.code for c in game.round.hand(0)] == \
        ["2S", "3S", "5S", "10S", "QS", "7H", "9H", "10H", "QH", "5C", "9C", "4D", "JD"]
    assert game_from_code("10xdw t580b").to_json() == game.to_json()


DEALS = ROOT / "tests" / "programs" / "deals.py"  # every deal of a game, as text


def test_the_same_code_replays_identically_in_fresh_processes():
    code = "1QD0E-CK9KP"  # 3 rounds, redeal, clockwise
    runs = []
    for hashseed in ("1", "2"):
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=hashseed)
        out = subprocess.run([sys.executable, str(DEALS), "code", code], env=env,
                             check=True, capture_output=True, text=True).stdout
        runs.append(json.loads(out))
    assert runs[0] == runs[1]
    assert runs[0][0] == HouseRules(rounds=3, redeal=True, clockwise=True).to_dict()
    assert len(runs[0]) == 4 and runs[0][1][0] == game_from_code(code).first_dealer


def test_every_version_1_code_reads_and_deals_as_it_did():
    """Codes handed out before version 2 keep their seed, rules, first dealer and first deal
    (every one of version 1's 144 tables, and the edge seeds)."""
    assert len(V1_ROWS) > 150 and all(row["code"].startswith("1") for row in V1_ROWS)
    for row in V1_ROWS:
        seed, rules = read_deal_code(row["code"])
        # a rule added since reads at its usual choice
        assert (seed, rules) == (row["seed"], HouseRules.from_dict(row["rules"])), row["code"]
        game = game_from_code(row["code"])
        assert game.first_dealer == row["first_dealer"]
        assert [f"{h:013x}" for h in game.round.dealt] == row["first_deal"]


def test_a_game_to_a_target_is_carried_by_its_code_and_old_codes_play_to_the_end():
    """The target rule's bit follows the first fields: a code written before it reads as
    the usual game (every round played), a new one carries the target."""
    code = deal_code(1234, HouseRules(rounds=10, target=20))
    assert read_deal_code(code) == (1234, HouseRules(rounds=10, target=20))
    assert game_from_code(code).rules.target == 20
    before = checked([16, 0, 0, 0, 0, 0, 0, 0, 0, 2])  # 10 rounds, no target bit
    assert read_deal_code(before)[1].target == 0


@pytest.mark.parametrize("lead, length", [(16, 10), (1, 11)])
def test_a_code_whose_length_does_not_fit_its_version_says_how_many_were_typed(lead, length):
    """A code that passes the check but is one character too short for a new code (or one
    too long for a version 1 code, which begins with 1) says how many it has."""
    typed = "".join(ALPHABET[x] for x in with_check([lead] + [3] * (length - 1), length - 1))
    with pytest.raises(DealCodeError) as caught:
        read_deal_code(typed)
    assert caught.value.problem is CodeProblem.WRONG_LENGTH and caught.value.count == length
    assert code_problem(caught.value).endswith(f"but this one has {length}.")
