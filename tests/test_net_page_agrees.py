"""The table does what docs/protocol.md says, where it once did not: computer players never
take the name of a person at the table, a value of the wrong type is `malformed` (a version
of 1.0, a null token, a null table), and a name is cleaned by the page's rule over the
whole name (250 spaces and "Asha" is "Asha"). Frames in, frames out (tables.py is sans-IO)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.net import protocol as p
from callbreak.net.tables import Tables
from callbreak.words import COMPUTER_NAMES

RULES = {"rounds": 3, "max_call": 8, "big_call": False, "must_beat": True, "redeal": "off",
         "clockwise": False}


def said(out: list[tuple[int, str]], conn: int) -> list[dict[str, Any]]:
    return [json.loads(text) for to, text in out if to == conn]


def open_table(tables: Tables, name: str = "Asha") -> str:
    out = tables.receive(1, json.dumps({"type": "create", "v": 2, "name": name,
                                        "rules": RULES}), 0.0)
    return said(out, 1)[0]["table"]


def sit(tables: Tables, conn: int, code: str, name: str) -> dict[str, Any]:
    out = tables.receive(conn, json.dumps({"type": "join", "v": 2, "table": code,
                                           "name": name}), 0.0)
    return said(out, conn)[0]


# -- the computer players' names ------------------------------------------------------------
def test_with_guests_aarati_and_sushila_no_computer_player_is_called_either() -> None:
    tables = Tables()
    code = open_table(tables, "Aarati")
    welcome = sit(tables, 2, code, "Sushila")
    names = [s["name"] for s in welcome["seats"]]
    assert names[:2] == ["Aarati", "Sushila"]
    assert len(set(names)) == 4, names
    assert all(n in COMPUTER_NAMES for n in names[2:])


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.sampled_from([*COMPUTER_NAMES[:6], "aarati", "BIKASH", "Asha"]),
                min_size=1, max_size=4))
def test_no_computer_player_shares_a_name_with_a_person_or_another_computer(
        people: list[str]) -> None:
    """Whoever sits down and whoever leaves before the deal, each computer player's name
    differs from every person's and every other computer player's (as a person reads them,
    case aside) and is one of the list."""
    tables = Tables()
    code = open_table(tables, people[0])
    seated = [1]
    for conn, name in enumerate(people[1:], start=2):
        sit(tables, conn, code, name)
        seated.append(conn)
    if len(seated) > 1:  # one leaves before the deal: their seat is a computer's again
        tables.receive(seated[-1], '{"type":"leave"}', 0.0)
    out = tables.receive(1, '{"type":"sync"}', 0.0)
    seats = said(out, 1)[0]["seats"]
    people_names = {s["name"].casefold() for s in seats if s["kind"] != "computer"}
    computers = [s["name"].casefold() for s in seats if s["kind"] == "computer"]
    assert len(set(computers)) == len(computers) and not people_names & set(computers), seats
    assert all(s["name"] in COMPUTER_NAMES for s in seats if s["kind"] == "computer")


# -- wrong types are malformed ----------------------------------------------------------------
JOIN = {"type": "join", "v": 2, "table": "K7QX", "name": "Bikash"}


@pytest.mark.parametrize("change", [
    {"v": 1.0}, {"v": True}, {"v": "1"}, {"token": None}, {"token": 7}, {"table": None},
    {"table": 12}, {"name": None},
], ids=lambda c: json.dumps(c))
def test_a_join_with_a_value_of_the_wrong_type_is_malformed(change: dict[str, Any]) -> None:
    tables = Tables()
    code = open_table(tables)
    frame = {**JOIN, "table": code, **change}
    out = tables.receive(2, json.dumps(frame), 0.0)
    assert [f.get("code") for f in said(out, 2)] == ["malformed"]


@pytest.mark.parametrize("frame", [
    {"type": "start", "table": None}, {"type": "sync", "v": 1.0}, {"type": "next", "v": None},
    {"type": "call", "n": 3, "table": None},
], ids=lambda f: json.dumps(f))
def test_a_seated_guest_s_frame_with_a_null_table_or_a_float_version_is_malformed(
        frame: dict[str, Any]) -> None:
    tables = Tables()
    open_table(tables)
    out = tables.receive(1, json.dumps(frame), 0.0)
    assert [f["code"] for f in said(out, 1)] == ["malformed"]


def test_a_create_with_a_null_level_is_malformed_and_another_version_is_still_version() -> None:
    tables = Tables()
    create = {"type": "create", "v": 2, "name": "Asha", "rules": RULES, "level": None}
    assert said(tables.receive(1, json.dumps(create), 0.0), 1)[0]["code"] == "malformed"
    other = {**JOIN, "v": 1}
    assert said(tables.receive(2, json.dumps(other), 0.0), 2)[0]["code"] == "version"


# -- names cleaned as the page says ---------------------------------------------------------------
def test_a_name_of_250_spaces_and_asha_sits_down_as_asha() -> None:
    tables = Tables()
    code = open_table(tables, " " * 250 + "Asha")
    welcome = sit(tables, 2, code, "\t" * 300 + "Bikash  \n Thapa" + " " * 100)
    names = [s["name"] for s in welcome["seats"]]
    assert names[:2] == ["Asha", "Bikash Thapa"]


def page_rule(text: str) -> str:
    """docs/protocol.md's rule, written from the page: each character that is not
    printable becomes a space, runs of spaces become one, the ends are trimmed, the name is
    cut to 20 characters (and trimmed again); nothing left is "Guest"."""
    spaced = "".join(ch if ch.isprintable() else " " for ch in text)
    words = [w for w in spaced.split(" ") if w]
    name = " ".join(words)[:20].rstrip(" ")
    return name or "Guest"


@settings(max_examples=examples(200), deadline=None)
@given(st.text(st.sampled_from([" ", "\t", "\n", "\x00", "\u200b", "a", "Z", "é", "क", "्",
                                "\u3000", "-"]), max_size=400))
def test_every_name_is_cleaned_by_the_page_s_rule(raw: str) -> None:
    assert p.clean_name(raw) == page_rule(raw)
