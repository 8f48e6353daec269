"""The host writes what every seat shares once per move (the table server's cost per move):
the frames it sends are byte for byte the frames of docs/protocol.md, and the quick reading
of a guest's everyday frames (a card, a call, next) reads them exactly as the strict one."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples
from test_net_protocol import play_on

from callbreak.engine import Card, Game, HouseRules, Redeal
from callbreak.engine.cards import FULL_DECK, cards_of
from callbreak.net import protocol as p
from callbreak.net.table import HostedTable

RULES = st.builds(HouseRules, rounds=st.sampled_from((3, 5)), max_call=st.sampled_from((8, 13)),
                  big_call=st.booleans(), must_beat=st.booleans(),
                  redeal=st.sampled_from(list(Redeal)), clockwise=st.booleans())
CODES = [c.code for c in cards_of(FULL_DECK)]



@settings(max_examples=examples(150), deadline=None)
@given(RULES, st.integers(0, 2**32), st.integers(0, 140), st.permutations(range(4)),
       st.integers(1, 4))
def test_every_seats_view_written_at_once_is_the_views_own_json(
        rules: HouseRules, seed: int, moves: int, order: list[int], count: int) -> None:
    game = Game(rules, seed)
    play_on(game, moves, random.Random(seed))
    seats = order[:count]
    assert p.seat_views_text(game, seats) == [p.dumps(game.view(s).to_dict()) for s in seats]
    assert p.seat_views_text(game, seats) == [p.dumps(game.view(s).to_dict()) for s in seats]


def test_a_whole_game_sends_each_guest_the_frames_the_protocol_writes() -> None:
    """Four guests play a game; every events frame reads as the protocol's frame of the
    guest's own view, and no frame carries another seat's hand."""
    table = HostedTable("K7QX", HouseRules(rounds=3), "easy", seed=11)
    for conn in range(4):
        table.receive(conn, p.client_frame(p.Join("K7QX", f"G{conn}")), 0.0)
    pending = table.receive(0, p.client_frame(p.Start()), 0.0)
    now, frames = 0.0, 0
    while pending:
        moves = []
        for conn, text in pending:
            frame = json.loads(text)
            if frame["type"] not in ("events", "state"):
                continue
            frames += 1
            view = frame["view"]
            assert view["seat"] == conn
            assert p.dumps(p.view_from_json(view).to_dict()) == p.dumps(view)
            if frame["type"] == "events":
                assert list(frame) == ["type", "from", "events", "view"]
                assert [p.event_to_json(p.event_from_json(e)) for e in frame["events"]] \
                    == frame["events"]
            if view["phase"] == "round_over":
                moves.append((conn, '{"type":"next"}'))
            elif view["turn"] == conn and view["phase"] == "calling":
                moves.append((conn, '{"type":"call","n":2}'))
            elif view["turn"] == conn and view["phase"] == "playing":
                moves.append((conn, json.dumps({"type": "card", "card": view["legal"][0]})))
        pending = []
        for conn, text in moves:
            now += 0.5
            pending += table.receive(conn, text, now)
    assert table.over
    assert frames > 3 * 13 * 4 * 4


@given(st.sampled_from(CODES), st.sampled_from(["", " "]), st.sampled_from(["", " "]))
def test_a_card_frame_reads_the_same_however_it_is_spaced(code: str, a: str, b: str) -> None:
    text = f'{{"type":{a}"card",{b}"card":{a}"{code}"}}'
    assert p.parse_client(text) == p.CardFrame(Card.parse(code))
    assert p.parse_client(text.encode()) == p.CardFrame(Card.parse(code))


@given(st.integers(0, 99))
def test_a_call_frame_reads_its_number(n: int) -> None:
    assert p.parse_client(json.dumps({"type": "call", "n": n})) == p.CallFrame(n)
    assert p.parse_client(p.client_frame(p.CallFrame(n))) == p.CallFrame(n)


@pytest.mark.parametrize("text", [
    '{"type":"card","card":"1H"}', '{"type":"card","card":"TH"}', '{"type":"card","card":"10h"}',
    '{"type":"card","card":"QS","card":"QS"}', '{"type":"call","n":05}', '{"type":"call","n":3.0}',
    '{"type":"call","n":true}', '{"type":"next","x":1}', '{"type":"card","card":"QS"} x',
    '{"type":"next"}\n{"type":"next"}',
])
def test_what_is_nearly_an_everyday_frame_is_still_refused(text: str) -> None:
    with pytest.raises(p.FrameError) as refused:
        p.parse_client(text)
    assert refused.value.code is p.ErrorCode.MALFORMED


def test_the_everyday_frames_read_as_they_are_written() -> None:
    assert p.parse_client('{"type": "next"}') == p.Next()
    assert p.parse_client('{"type":"next","table":"K7QX"}') == p.Next("K7QX")
    assert p.parse_client('{"type":"card","card":"10H"}') == p.CardFrame(Card.parse("10H"))
    assert p.parse_client('{"card":"QS","type":"card"}') == p.CardFrame(Card.parse("QS"))
