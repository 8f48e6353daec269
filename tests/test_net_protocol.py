"""The wire of the friends' table (docs/protocol.md): table codes a person can read aloud,
names, limits, guests' frames read strictly, and the engine's events and a seat's view
carried as JSON and read back exactly."""

from __future__ import annotations

import json
import random
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import (
    CALLING,
    GAME_OVER,
    PLAYING,
    ROUND_OVER,
    Card,
    Game,
    HouseRules,
    Redeal,
    SeatView,
)
from callbreak.net import protocol as p
from callbreak.store.settings import tidy_name
from callbreak.words import table_talk

RULES = st.builds(HouseRules, rounds=st.sampled_from((3, 5, 10)), max_call=st.sampled_from((8, 13)),
                  big_call=st.booleans(), must_beat=st.booleans(),
                  redeal=st.sampled_from(list(Redeal)), clockwise=st.booleans())


def play_on(game: Game, moves: int, rng: random.Random) -> None:
    """`moves` random legal calls and cards (and next rounds) on `game`."""
    for _ in range(moves):
        if game.phase == GAME_OVER:
            return
        if game.phase == ROUND_OVER:
            game.next_round()
        elif game.phase == CALLING:
            game.call(game.turn, rng.randint(1, 4))
        else:
            game.play(game.turn, rng.choice(game.view(game.turn).legal))


# -- table codes and names ------------------------------------------------------------------------
@given(st.integers(0, 2**32))
def test_a_new_table_code_has_four_characters_nobody_misreads_aloud(seed: int) -> None:
    code = p.new_code(random.Random(seed))
    assert len(code) == 4
    assert not set(code) & set("IO01")
    assert set(code) <= set(string.ascii_uppercase + string.digits)
    assert p.read_code(code) == code


def test_a_new_table_code_is_never_one_already_taken() -> None:
    rng = random.Random(7)
    taken: set[str] = set()
    for _ in range(2000):
        taken.add(p.new_code(rng, taken))
    assert len(taken) == 2000


@given(st.text(alphabet=p.CODE_ALPHABET, min_size=4, max_size=4), st.data())
def test_a_code_is_read_whatever_its_case_and_spaces(code: str, data: st.DataObject) -> None:
    typed = "".join(ch.lower() if data.draw(st.booleans()) else ch for ch in code)
    spaces = data.draw(st.lists(st.sampled_from([" ", "  ", "\t", ""]), min_size=5, max_size=5))
    typed = "".join(s + ch for s, ch in zip(spaces, typed + " ")).strip() + spaces[-1]
    assert p.read_code(typed) == code


@given(st.text(max_size=12))
def test_anything_read_as_a_code_is_four_or_eight_characters_of_the_alphabet(
        text: str) -> None:
    code = p.read_code(text)
    if code is not None:
        assert len(code) in (4, 8) and set(code) <= set(p.CODE_ALPHABET)
        assert code == "".join(text.split()).replace("-", "").upper()


@pytest.mark.parametrize("text", ["K7Q", "K7QXA", "K7QXHJ2", "K7QXHJ2KM", "KOQX", "K1QX",
                                  "K0QX", "KIQX", "", None, 42])
def test_what_cannot_be_a_code_is_not_read_as_one(text: object) -> None:
    assert p.read_code(text) is None


@given(st.text(max_size=60))
def test_a_name_is_one_to_twenty_printable_characters_trimmed(text: str) -> None:
    name = p.clean_name(text)
    assert 1 <= len(name) <= 20
    assert name.isprintable() and name == name.strip()
    if not "".join(ch for ch in text if ch.isprintable()).strip():
        assert name == "Guest"


@pytest.mark.parametrize(("typed", "kept"), [
    ("  Bikash  ", "Bikash"), ("", "Guest"), ("   ", "Guest"), ("Asha\n\x00Rai", "Asha Rai"),
    ("बिकास", "बिकास"), ("x" * 30, "x" * 20)])
def test_names_as_typed_and_as_kept(typed: str, kept: str) -> None:
    assert p.clean_name(typed) == kept


# -- limits -------------------------------------------------------------------------------------
@given(st.lists(st.floats(0, 5, allow_nan=False), max_size=200))
def test_no_more_than_twenty_frames_are_taken_in_any_second(times: list[float]) -> None:
    rate = p.RateLimit()
    taken = [t for t in sorted(times) if rate.allow(t)]
    for i, t in enumerate(taken):
        assert sum(1 for u in taken[i:] if u < t + p.RATE_WINDOW - 1e-9) <= p.RATE


def test_twenty_frames_a_second_evenly_are_all_taken() -> None:
    rate = p.RateLimit()
    assert all(rate.allow(i / 20) for i in range(200))
    assert not rate.allow(199 / 20)  # the 21st in the same second


@pytest.mark.parametrize(("text", "big"), [
    ("x" * 4096, False), ("x" * 4097, True), ("é" * 2048, False), ("é" * 2049, True),
    (b"x" * 4097, True), ("😀" * 1024, False), ("😀" * 1025, True)])
def test_a_frame_over_four_kilobytes_is_too_big_whatever_its_characters(text: str | bytes,
                                                                        big: bool) -> None:
    assert p.too_big(text) is big


# -- guests' frames -------------------------------------------------------------------------------
FRAMES = [
    p.Create("Asha", HouseRules(rounds=3, redeal=Redeal.JQKA), "hard"),
    p.Create("Asha", HouseRules(), "easy", "K7QX"),
    p.Join("K7QX", "Bikash"), p.Join("K7QX", "Bikash", "ab" * 16), p.Start(),
    p.CallFrame(3), p.CardFrame(Card.parse("10H")), p.CardFrame(Card.parse("AS")), p.Next(),
    p.Leave(), p.Sync()]


@pytest.mark.parametrize("frame", FRAMES, ids=lambda f: type(f).__name__)
def test_every_guests_frame_is_read_back_as_sent(frame: p.ClientFrame) -> None:
    text = p.client_frame(frame)
    assert p.parse_client(text) == frame
    assert p.parse_client(text.encode("utf-8")) == frame


@pytest.mark.parametrize(("text", "code"), [
    ("", "malformed"), ("{", "malformed"), ("[]", "malformed"), ('"call"', "malformed"),
    ('{"n": 3}', "malformed"), ('{"type": 3}', "malformed"),
    ('{"type": "shout"}', "unknown"),
    ('{"type": "call"}', "malformed"), ('{"type": "call", "n": "3"}', "malformed"),
    ('{"type": "call", "n": true}', "malformed"), ('{"type": "call", "n": 3.0}', "malformed"),
    ('{"type": "call", "n": NaN}', "malformed"), ('{"type": "call", "n": 3, "n": 4}', "malformed"),
    ('{"type": "call", "n": 3, "extra": 1}', "malformed"),
    ('{"type": "card", "card": "ZZ"}', "malformed"),
    ('{"type": "card", "card": "as"}', "malformed"),
    ('{"type": "card", "card": "TH"}', "malformed"),
    ('{"type": "card", "card": ["AS"]}', "malformed"),
    ('{"type": "start", "table": 5}', "malformed"),
    ('{"type": "join", "v": 2, "table": "K7QX"}', "malformed"),
    ('{"type": "join", "v": 2, "table": "KOQX", "name": "x"}', "bad_code"),
    ('{"type": "join", "v": 2, "table": "K7QX", "name": 5}', "malformed"),
    ('{"type": "join", "v": 2, "table": "K7QX", "name": "x", "token": 7}', "malformed"),
    ('{"type": "join", "v": 1, "table": "K7QX", "name": "x", "new": 1}', "version"),
    ('{"type": "join", "v": "1", "table": "K7QX", "name": "x"}', "malformed"),  # a wrong type
    ('{"type": "emote", "v": 1, "face": ":)"}', "version"),
    ('{"type": "join", "table": "K7QX", "name": "x"}', "malformed"),
    ('{"type": "create", "v": 2, "name": "x", "rules": {"rounds": 4}, "level": "hard"}',
     "malformed"),
    ('{"type": "create", "v": 2, "name": "x", "rules": {"rounds": 5.0}, "level": "hard"}',
     "malformed"),
    ('{"type": "create", "v": 2, "name": "x", "rules": [], "level": "hard"}', "malformed"),
    ('{"type": "create", "v": 2, "name": "x", "rules": {}, "level": "hard", "table": "K0QX"}',
     "bad_code"),
    ('{"type": "create", "v": 2, "name": "x", "rules": {}, "level": "godlike"}', "malformed"),
    ("[" * 3000 + "]" * 3000, "malformed"), (b"\xff\xfe", "malformed"),
])
def test_a_frame_that_is_not_exactly_one_of_ours_is_refused_with_its_code(text: str | bytes,
                                                                          code: str) -> None:
    with pytest.raises(p.FrameError) as refused:
        p.parse_client(text)
    assert refused.value.code.value == code


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=8),
                    lambda kids: st.lists(kids, max_size=4)
                    | st.dictionaries(st.text(max_size=6), kids, max_size=4), max_leaves=12)


@settings(max_examples=examples(300))
@given(st.sampled_from(sorted(["create", "join", "start", "call", "card", "next", "leave",
                               "sync", "x"])),
       st.dictionaries(st.sampled_from(["v", "n", "card", "table", "name", "token", "rules",
                                        "level", "q"]), JSON, max_size=5))
def test_any_frame_is_read_or_refused_with_a_code_never_anything_else(kind: str,
                                                                      fields: dict) -> None:
    text = json.dumps({"type": kind, **fields})
    try:
        frame = p.parse_client(text)
    except p.FrameError as refused:
        assert refused.code in p.ErrorCode
    else:
        assert p.parse_client(p.client_frame(frame, table=getattr(frame, "table", None))) == \
            frame


@given(st.binary(max_size=64) | st.text(max_size=64))
def test_any_bytes_are_read_or_refused_with_a_code(text: str | bytes) -> None:
    try:
        p.parse_client(text)
    except p.FrameError as refused:
        assert refused.code in p.ErrorCode


def test_every_error_code_bye_and_notice_has_one_plain_sentence() -> None:
    assert {c.value for c in p.ErrorCode} == set(table_talk.ERRORS)
    for code in p.ErrorCode:
        frame = json.loads(p.dumps(p.error_frame(code)))
        assert frame["code"] == code.value
        assert frame["text"].endswith(".") and frame["text"].count(". ") == 0
    assert json.loads(p.dumps(p.bye_frame("shutdown")))["text"] == table_talk.GOODBYES["shutdown"]


def test_another_version_is_told_in_one_sentence_which_version_this_table_speaks() -> None:
    frame = p.version_error()
    assert frame["v"] == p.PROTOCOL_VERSION == 2
    assert frame["code"] == "version" and "version" in frame["text"]


# -- events and views as JSON --------------------------------------------------------------------
@settings(max_examples=examples(25), deadline=None)
@given(RULES, st.integers(0, 2**32 - 1), st.integers(0, 400))
def test_every_event_and_every_seats_view_is_read_back_exactly(rules: HouseRules, seed: int,
                                                                moves: int) -> None:
    game = Game(rules, seed)
    play_on(game, moves, random.Random(seed))
    sent = json.loads(p.dumps({"events": p.events_to_json(game.events)}))["events"]
    assert [p.event_from_json(e) for e in sent] == game.events
    for seat in range(4):
        view = game.view(seat)
        text = p.dumps(view.to_dict())
        again = p.view_from_json(json.loads(text))
        assert again == view
        assert again.unseen_mask == view.unseen_mask and again.cards_left == view.cards_left


def test_the_events_of_a_whole_game_name_no_card_before_it_is_played() -> None:
    game = Game(HouseRules(rounds=3, redeal=Redeal.JQK), 11)
    play_on(game, 10_000, random.Random(3))
    assert game.phase == GAME_OVER
    played: set[tuple[int, str]] = set()
    for event in p.events_to_json(game.events):
        if event["type"] == "played":
            played.add((event["round_no"], event["card"]))
        if event["type"] == "trick_won":
            assert all((event["round_no"], c) in played for _, c in event["cards"])
        elif event["type"] != "played":  # a deal, a call, a score: no card at all
            assert not any(_is_card(v) for v in _strings(event)), event


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _is_card(text: str) -> bool:
    try:
        return Card.parse(text).code == text
    except ValueError:
        return False


@pytest.mark.parametrize("bad", [
    {"type": "played", "round_no": 0, "trick_no": 0, "seat": 4, "card": "AS"},
    {"type": "played", "round_no": 0, "trick_no": 0, "seat": 1, "card": "A♠"},
    {"type": "played", "round_no": 0, "trick_no": 0, "seat": 1},
    {"type": "dealt", "round_no": 0, "dealer": 1, "hand": ["AS"]},
    {"type": "called", "round_no": True, "seat": 1, "call": 3},
    {"type": "trick_won", "round_no": 0, "trick_no": 0, "seat": 1, "cards": [[0, "AS"]]},
    {"type": "redealt", "round_no": 0, "dealer": 1, "seat": 2, "reason": "tired", "form": "jqk"},
    {"type": "round_scored", "round_no": 0, "calls": [1, 2, 3], "tricks": [1, 2, 3, 4],
     "scores": [1, 2, 3, 4], "totals": [1, 2, 3, 4]},
    {"type": "game_over", "totals": [1, 2, 3, 4], "winners": [7]},
    {"type": "shuffled"}, ["played"], None])
def test_an_event_that_is_not_exactly_one_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        p.event_from_json(bad)


def test_a_view_that_is_not_exactly_one_is_refused() -> None:
    game = Game(HouseRules(), 5)
    play_on(game, 10, random.Random(5))
    good = game.view(1).to_dict()
    assert SeatView.from_dict(good) == game.view(1)
    assert good["trick"]  # 4 calls and 6 cards: two on the table
    for change in ({"hand": good["hand"] + [good["trick"][0][1]]},
                   {"seat": 4}, {"phase": "dozing"}, {"calls": [1, 2]}, {"turn": "1"},
                   {"extra": 1}, {"rules": {"rounds": 4}}, {"hand": ["AS", "AS"]},
                   {"legal": [None]}):
        with pytest.raises(ValueError):
            p.view_from_json({**good, **change})
    with pytest.raises(ValueError):
        p.view_from_json({k: v for k, v in good.items() if k != "legal"})
    assert game.phase in (CALLING, PLAYING)


@settings(max_examples=examples(300), deadline=None)
@given(st.text(min_size=1, max_size=60))
def test_the_name_kept_in_settings_is_the_name_friends_see(text: str) -> None:
    # the player's name as Settings keeps it reaches the table whole: one length limit
    kept = tidy_name(text)
    if kept:
        assert p.clean_name(kept) == kept
    assert p.clean_name("A" * 50) == tidy_name("A" * 50)  # both cut at the same length
