"""The host's table, frames in and frames out (no sockets: callbreak/net/table.py is
sans-IO): three guests and a computer player play a whole game through frames; no guest
ever receives a card of another seat's hand before it is played; a guest dropped mid-trick
takes its seat back with its token and the others are told; a hostile connection's
thousand bad frames are each answered with an error and change nothing; the next round
waits for everyone's Next or 30 s; a saved table reopens at the same trick with the same
tokens; two tables on one server never see each other's frames."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from props import examples

from callbreak import ai
from callbreak.engine import (
    CALLING,
    CARDS,
    GAME_OVER,
    PLAYING,
    ROUND_OVER,
    Call,
    Card,
    HouseRules,
    NextRound,
    Play,
    SeatView,
    cards_of,
)
from callbreak.net import protocol as p
from callbreak.net.table import REJOIN_GRACE, HostedTable
from callbreak.net.tables import MAX_WRONG_CODES, Tables

CODE = "K7QX"
CARD_CODES = {c.code for c in CARDS}


@dataclass
class Got:
    """A frame a guest received, and what that guest was allowed to know when it came:
    per round, its own dealt hand and every card played so far (masks)."""

    frame: dict[str, Any]
    seat: int | None
    known: list[int]
    current: int
    named: set[str] = field(default_factory=set)  # cards the guest itself just named


def card_strings(value: object, round_no: int, out: list[tuple[int, str]]) -> None:
    """Every card written anywhere in a frame, with the round it belongs to (a dict with a
    round_no speaks of that round; anything else of the round being played)."""
    if isinstance(value, str) and value in CARD_CODES:
        out.append((round_no, value))
    elif isinstance(value, dict):
        here = value.get("round_no", round_no)
        here = here if isinstance(here, int) else round_no
        for v in value.values():
            card_strings(v, here, out)
    elif isinstance(value, list):
        for v in value:
            card_strings(v, round_no, out)


def leaks(got: Got) -> list[str]:
    """The cards of a frame that its guest could not know when it came."""
    found: list[tuple[int, str]] = []
    card_strings(got.frame, got.current, found)
    bad = []
    for round_no, code in found:
        known = got.known[round_no] if round_no < len(got.known) else 0
        if not known & Card.parse(code).bit and code not in got.named:
            bad.append(f"{code} (round {round_no})")
    return bad


class Room:
    """A HostedTable and the games of its guests: frames sent in, every frame received
    kept with what its guest was allowed to know then; the clock moved by hand."""

    def __init__(self, table: HostedTable, levels: tuple[str, ...] = ("easy",)) -> None:
        self.table = table
        self.now = 0.0
        self.got: dict[int, list[Got]] = defaultdict(list)
        self.seat: dict[int, int] = {}  # each connection's seat, as its welcome said
        self.token: dict[int, str] = {}
        self.players = {s: ai.make_player(levels[s % len(levels)], seed=s) for s in range(4)}
        self._named: tuple[int, set[str]] | None = None

    # -- frames ----------------------------------------------------------------------------
    def take(self, outs: list[p.Out]) -> list[tuple[int, dict[str, Any]]]:
        frames = []
        game = self.table.game
        for conn, text in outs:
            assert isinstance(text, str) and len(text.encode()) <= p.MAX_HOST_FRAME
            frame = json.loads(text)
            if frame["type"] == "welcome":
                self.seat[conn], self.token[conn] = frame["seat"], frame["token"]
            seat = self.seat.get(conn)
            known, current = [], 0
            if game is not None and seat is not None:
                known = [r.dealt[seat] | r.played_mask for r in game.rounds]
                current = game.round_no
            named = self._named[1] if self._named and self._named[0] == conn else set()
            self.got[conn].append(Got(frame, seat, known, current, named))
            frames.append((conn, frame))
        return frames

    def send(self, conn: int, frame: dict[str, Any] | str | bytes) -> list[dict[str, Any]]:
        """A guest's frame in; the frames that came back to that guest."""
        text = json.dumps(frame) if isinstance(frame, dict) else frame
        as_text = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
        self._named = (conn, {c for c in CARD_CODES if f'"{c}"' in as_text})
        try:
            back = self.take(self.table.receive(conn, text, self.now))
        finally:
            self._named = None
        return [f for c, f in back if c == conn]

    def join(self, conn: int, name: str, token: str | None = None) -> list[dict[str, Any]]:
        frame = {"type": "join", "v": 2, "table": CODE.lower(), "name": name}
        if token is not None:
            frame["token"] = token
        return self.send(conn, frame)

    def frames(self, conn: int, kind: str | None = None) -> list[dict[str, Any]]:
        return [g.frame for g in self.got[conn] if kind is None or g.frame["type"] == kind]

    def view(self, conn: int) -> SeatView | None:
        """The guest's own view, from the last frame that carried one."""
        for got in reversed(self.got[conn]):
            if got.frame.get("view"):
                return p.view_from_json(got.frame["view"])
        return None

    def mirror(self, conn: int) -> list[dict[str, Any]]:
        """The game's events as the guest's game rebuilds them from state and events frames."""
        events: list[dict[str, Any]] = []
        for frame in self.frames(conn):
            if frame["type"] == "state":
                events = list(frame["events"])
            elif frame["type"] == "events":
                assert frame["from"] == len(events), "an event was skipped or sent twice"
                events += frame["events"]
        return events

    # -- moves -----------------------------------------------------------------------------
    def choose(self, view: SeatView) -> Call | Play:
        player = self.players[view.seat]
        if view.phase == CALLING:
            return Call(view.seat, player.choose_call(view))
        return Play(view.seat, player.choose_card(view))

    def step(self) -> bool:
        """One move: a computer player's, every connected guest's Next between rounds, or
        the guest whose own view says it is their turn. False when nobody moves."""
        table, game = self.table, self.table.game
        assert game is not None
        self.now += 0.1
        turn = table.computer_turn()
        if turn is not None:
            self.take(table.computer_act(turn[0], self.choose(turn[1]), self.now))
            return True
        if game.phase == ROUND_OVER:
            for conn in self.connected():
                self.send(conn, {"type": "next"})
            return game.phase != ROUND_OVER
        for conn in self.connected():
            view = self.view(conn)
            if view is not None and view.turn == view.seat and view.phase in (CALLING, PLAYING):
                action = self.choose(view)
                self.send(conn, {"type": "call", "n": action.call} if isinstance(action, Call)
                          else {"type": "card", "card": action.card.code})
                return True
        return False

    def play_until(self, done: Any, limit: int = 5000) -> None:
        for _ in range(limit):
            if done(self.table.game):
                return
            assert self.step(), "the table is stuck"
        raise AssertionError("the game did not get there")

    def connected(self) -> list[int]:
        return [c for c in self.table.connections() if self.table.seat_of(c) is not None]


def three_guests(rules: HouseRules | None = None, levels: tuple[str, ...] = ("easy",),
                 **options: Any) -> Room:
    """A table on a server: Asha (seat 0, the owner), Bikash and Chitra; seat 3 empty."""
    room = Room(HostedTable(CODE, rules or HouseRules(rounds=3), "easy", seed=21, **options),
                levels)
    for conn, name in ((1, "Asha"), (2, "Bikash"), (3, "Chitra")):
        room.join(conn, name)
    room.send(1, {"type": "start"})
    return room


def mid_trick(game: Any) -> bool:
    return game.phase == PLAYING and len(game.round.trick) == 2 and game.round.trick_no >= 1


def state_of(table: HostedTable) -> str:
    return json.dumps([table.to_json(), len(table.game.events) if table.game else None,
                       [s.to_json() for s in table.seats()]], sort_keys=True)


# -- a whole game ----------------------------------------------------------------------------------
def test_three_guests_and_a_computer_play_a_whole_game_through_frames() -> None:
    room = three_guests(HouseRules(rounds=5), levels=("easy", "medium"))
    assert [s.kind for s in room.table.seats()] == ["guest", "guest", "guest", "computer"]
    assert [s.name for s in room.table.seats()][:3] == ["Asha", "Bikash", "Chitra"]
    moves = 0
    while room.table.game.phase != GAME_OVER:
        assert room.step(), "the table is stuck"
        moves += 1
        for conn in (1, 2, 3):  # each guest's game sees exactly its seat of the host's game
            assert room.view(conn) == room.table.game.view(room.seat[conn])
    game = room.table.game
    assert moves > 5 * 13 * 4
    everything = p.events_to_json(game.events)
    for conn in (1, 2, 3):
        assert room.mirror(conn) == everything  # same events, in order, none twice
        assert room.view(conn).totals == tuple(game.totals)
        assert room.mirror(conn)[-1]["type"] == "game_over"
    assert room.table.over and room.table.computer_turn() is None


def test_no_guest_ever_receives_a_card_of_another_seats_hand_before_it_is_played() -> None:
    room = three_guests(HouseRules(rounds=3))
    room.play_until(lambda g: g.phase == GAME_OVER)
    seen_own = 0
    for conn in (1, 2, 3):
        assert len(room.got[conn]) > 100
        for got in room.got[conn]:
            assert not leaks(got), f"guest {conn} was sent {leaks(got)} in {got.frame['type']}"
            found: list[tuple[int, str]] = []
            card_strings(got.frame, got.current, found)
            seen_own += len(found)
    assert seen_own > 3 * 3 * 52  # the guests did see their own hands and the plays


def test_the_leak_check_finds_a_hidden_card_slipped_into_a_frame() -> None:
    room = three_guests()
    room.play_until(mid_trick)
    game = room.table.game
    other = cards_of(game.round.hands[room.seat[2]])[0]  # in Bikash's hand, not played
    frame = dict(room.got[1][-1].frame)
    got = Got({**frame, "note": {"x": [other.code]}}, room.seat[1],
              [r.dealt[room.seat[1]] | r.played_mask for r in game.rounds], game.round_no)
    assert leaks(got) == [f"{other.code} (round {game.round_no})"]


# -- faults ----------------------------------------------------------------------------------------
def test_a_guest_dropped_mid_trick_is_played_for_at_once_and_takes_its_seat_back() -> None:
    room = three_guests()
    table = room.table
    room.play_until(lambda g: mid_trick(g) and room.seat[2] == g.turn)
    bikash = room.seat[2]
    hand = table.game.view(bikash).hand
    token = room.token[2]
    room.take(table.close(2, room.now))
    for conn in (1, 3):
        assert {"kind": "away", "name": "Bikash", "seat": bikash}.items() <= \
            room.frames(conn, "notice")[-1].items()
    turn = table.computer_turn()  # the table never waits for a guest who is gone
    assert turn is not None and turn[0] == bikash and turn[1].hand == hand
    room.take(table.computer_act(bikash, room.choose(turn[1]), room.now))
    left = table.game.view(bikash).hand
    assert len(left) == len(hand) - 1 and set(left) < set(hand)
    back = room.join(4, "someone", token)
    assert [f["type"] for f in back][:2] == ["welcome", "state"]
    assert back[0]["seat"] == bikash and back[0]["token"] == token
    assert p.view_from_json(back[1]["view"]).hand == left  # the same hand, same trick
    assert p.view_from_json(back[1]["view"]).trick == table.game.view(bikash).trick
    assert back[1]["events"] == p.events_to_json(table.game.events)
    for conn in (1, 3):
        notice = room.frames(conn, "notice")[-1]
        assert notice["kind"] == "back" and notice["name"] == "Bikash"
        assert notice["text"] == "Bikash is back."
    assert table.seats()[bikash].name == "Bikash" and table.seats()[bikash].connected
    if table.computer_turn() is not None:
        assert table.computer_turn()[0] != bikash  # a computer no longer plays for Bikash


def test_a_wrong_token_gets_no_seat_and_a_token_reclaims_only_its_own_seat() -> None:
    room = three_guests()
    table = room.table
    room.play_until(mid_trick)
    room.take(table.close(2, room.now))
    room.take(table.close(3, room.now))
    before = state_of(table)
    for wrong in ("0" * 32, room.token[2][:-1] + "x", "", "é" * 32):
        answer = room.join(9, "Mallory", wrong)
        assert [f["type"] for f in answer] == ["error"] and answer[0]["code"] == "bad_token"
        assert "view" not in answer[0] and "token" not in answer[0]
        assert not any(t in json.dumps(answer) for t in room.token.values())
        assert table.seat_of(9) is None
    assert state_of(table) == before
    assert room.join(5, "Chitra", room.token[3])[0]["seat"] == room.seat[3]
    assert table.seats()[room.seat[2]].connected is False  # Chitra's token took only her seat


def test_a_guest_who_leaves_is_replaced_by_a_computer_player_for_good() -> None:
    room = three_guests()
    table = room.table
    room.play_until(mid_trick)
    token = room.token[3]
    assert room.send(3, {"type": "leave"})[0]["type"] == "bye"
    assert 3 not in table.connections()
    seat = table.seats()[room.seat[3]]
    assert seat.kind == "computer" and seat.played_for
    assert room.frames(1, "notice")[-1]["kind"] == "left"
    assert room.join(6, "Chitra", token)[0]["code"] == "bad_token"


def test_a_silent_guest_is_played_for_when_the_host_asks_until_they_act_again() -> None:
    room = three_guests(idle_seconds=10.0)
    table = room.table
    room.play_until(lambda g: g.phase == PLAYING and g.turn == room.seat[3])
    assert table.computer_turn() is None
    room.take(table.tick(room.now + 9.0))
    assert table.computer_turn() is None
    room.take(table.tick(room.now + 10.5))
    assert table.computer_turn()[0] == room.seat[3]
    assert room.frames(1, "notice")[-1]["kind"] == "computer"
    assert room.send(3, {"type": "sync"})[-1]["type"] == "state"  # Chitra is back
    assert table.computer_turn() is None


def test_a_table_without_the_option_never_plays_for_a_connected_guest() -> None:
    room = three_guests()
    room.play_until(lambda g: g.phase == PLAYING and g.turn == room.seat[3])
    room.take(room.table.tick(room.now + 3600))
    assert room.table.computer_turn() is None


# -- a hostile connection -------------------------------------------------------------------------
def hostile_frames(rng: random.Random, room: Room, conn: int) -> list[str | bytes]:
    game = room.table.game
    mine = game.round.hands[room.seat[conn]]
    others = [c.code for c in CARDS if not c.bit & mine]
    junk = [
        lambda: "".join(rng.choice('{}[]":,0123456789abc ') for _ in range(rng.randint(0, 40))),
        lambda: bytes(rng.randrange(256) for _ in range(rng.randint(1, 30))),
        lambda: "x" * rng.randint(4097, 9000),
        lambda: json.dumps({"type": "card", "card": "AS", "pad": "y" * 5000}),
        lambda: json.dumps({"type": "call", "n": rng.randint(-3, 20)}),
        lambda: json.dumps({"type": "card", "card": rng.choice(others)}),
        lambda: json.dumps({"type": "card", "card": rng.choice(others), "table": "ZZZZ"}),
        lambda: json.dumps({"type": "call", "n": 3, "table": "ABCD"}),
        lambda: json.dumps({"type": "join", "v": 2, "table": "HJKM", "name": "x"}),
        lambda: json.dumps({"type": "join", "v": 2, "table": CODE, "name": "again"}),
        lambda: json.dumps({"type": "join", "v": 7, "table": CODE, "name": "x"}),
        lambda: json.dumps({"type": "next"}),
        lambda: json.dumps({"type": "start"}),
        lambda: json.dumps({"type": rng.choice(["deal", "peek", "hand", "CARD", ""])}),
        lambda: json.dumps({"type": "card", "card": rng.choice(others), "seat": 0}),
        lambda: json.dumps({"type": "create", "v": 2, "name": "x", "rules": {},
                            "level": "easy"}),
        lambda: "[" * 2000 + "]" * 2000,
        lambda: '{"type": "call", "n": 3, "n": 4}',
    ]
    return [rng.choice(junk)() for _ in range(1000)]


@pytest.mark.parametrize("whose_turn", ["another's", "its own"])
def test_a_thousand_hostile_frames_each_get_an_error_and_change_nothing(whose_turn: str) -> None:
    room = three_guests()
    table = room.table
    mine = lambda g: g.turn == room.seat[2]  # noqa: E731
    room.play_until(lambda g: mid_trick(g) and (mine(g) if whose_turn == "its own"
                                                else not mine(g)))
    before, turn = state_of(table), table.computer_turn()
    others_got = {c: len(room.got[c]) for c in (1, 3)}
    rng = random.Random(37)
    codes: dict[str, int] = defaultdict(int)
    for i, text in enumerate(hostile_frames(rng, room, 2)):
        room.now += 0.0 if i % 50 < 25 else 0.06  # bursts: 25 frames at one instant
        back = room.send(2, text)
        assert len(back) == 1 and back[0]["type"] == "error", (text[:80], back)
        codes[back[0]["code"]] += 1
        assert state_of(table) == before
    assert table.computer_turn() == turn
    assert {c: len(room.got[c]) for c in (1, 3)} == others_got  # the others heard nothing
    for got in room.got[2]:
        assert not leaks(got)
    expected = {"too_big", "too_fast", "malformed", "not_your_turn" if whose_turn ==
                "another's" else "illegal", "bad_code", "version", "unknown", "wrong_phase",
                "not_owner"}
    assert expected <= set(codes), dict(codes)
    room.play_until(lambda g: g.phase == GAME_OVER)  # and the table plays on


# -- between rounds --------------------------------------------------------------------------------
def round_over(game: Any) -> bool:
    return game.phase == ROUND_OVER


def play_to_round_over(room: Room) -> float:
    """Play the first round to its score without anyone pressing Next; when it was scored."""
    for _ in range(2000):
        if room.table.game.phase == ROUND_OVER:
            return room.now
        assert room.step()
    raise AssertionError("the round did not end")


def test_the_next_round_waits_until_every_connected_person_pressed_next() -> None:
    room = three_guests()
    game = room.table.game
    play_to_round_over(room)
    for conn in (1, 2):  # no deal yet: only the news of who pressed Next
        back = room.send(conn, {"type": "next"})
        assert [f["type"] for f in back] == ["seats"]
        assert [s.get("next") for s in back[0]["seats"]] == [True, conn == 2, False, None]
    room.take(room.table.tick(room.now + 29.0))
    assert game.phase == ROUND_OVER and game.round_no == 0
    room.send(3, {"type": "next"})
    assert game.phase == CALLING and game.round_no == 1
    assert room.mirror(1)[-1] == {"type": "dealt", "round_no": 1, "dealer": game.dealer}


def test_the_next_round_starts_thirty_seconds_after_the_score_without_a_press() -> None:
    room = three_guests()
    game = room.table.game
    scored = play_to_round_over(room)
    room.take(room.table.tick(scored + 29.9))
    assert game.phase == ROUND_OVER
    room.take(room.table.tick(scored + 30.0))
    assert game.phase == CALLING and game.round_no == 1


def test_a_dropped_guest_does_not_hold_up_the_next_round() -> None:
    room = three_guests()
    play_to_round_over(room)
    room.send(1, {"type": "next"})
    room.send(2, {"type": "next"})
    room.take(room.table.close(3, room.now))
    assert room.table.game.round_no == 1


def test_next_outside_the_scorecard_is_refused() -> None:
    room = three_guests()
    answer = room.send(1, {"type": "next"})
    assert answer[0]["code"] == "wrong_phase" and answer[0]["view"]


# -- the window's host ----------------------------------------------------------------------------
def test_the_windows_host_plays_seat_0_and_the_guests_sit_beside_them() -> None:
    table = HostedTable(CODE, HouseRules(rounds=3), "easy", seed=4, host_name="  Asha ")
    room = Room(table)
    assert room.join(1, "Bikash")[0]["seat"] == 1
    assert room.send(1, {"type": "start"})[0]["code"] == "not_owner"
    room.take(table.start(room.now))
    assert [s.kind for s in table.seats()] == ["host", "guest", "computer", "computer"]
    notices = table.take_notices()
    assert notices and notices[0]["kind"] == "joined" and table.take_notices() == []
    for _ in range(3000):
        game = table.game
        if game.phase == GAME_OVER:
            break
        if game.phase in (CALLING, PLAYING) and game.turn == 0:
            room.now += 0.1
            room.take(table.local_act(room.choose(game.view(0)), room.now))
        elif game.phase == ROUND_OVER:
            room.send(1, {"type": "next"})
            assert game.phase == ROUND_OVER  # the host has not pressed Next yet
            room.take(table.local_act(NextRound(), room.now))
        else:
            assert room.step()
    assert table.game.phase == GAME_OVER
    assert room.mirror(1) == p.events_to_json(table.game.events)
    assert not table.finished  # a window's host closes its own table


# -- the lobby -------------------------------------------------------------------------------------
def test_the_lobby_seats_guests_in_order_and_only_the_owner_starts() -> None:
    room = Room(HostedTable(CODE, HouseRules(), "hard"))
    welcome = room.join(1, "  Asha  ")[0]
    assert welcome["seat"] == 0 and welcome["owner"] is True and welcome["v"] == 2
    assert welcome["rules"] == HouseRules().to_dict() and welcome["level"] == "hard"
    assert len(welcome["token"]) == 32 and welcome["seats"][0]["name"] == "Asha"
    assert room.join(2, "")[0]["seats"][1]["name"] == "Guest"
    assert room.frames(1, "notice")[-1]["text"] == "Guest sat down at the table."
    assert room.send(2, {"type": "start"})[0]["code"] == "not_owner"
    assert room.send(2, {"type": "call", "n": 3})[0]["code"] == "wrong_phase"
    assert room.send(7, {"type": "call", "n": 3})[0]["code"] == "not_seated"
    room.join(3, "C")
    room.join(4, "D")
    assert room.join(5, "E")[0]["code"] == "full"
    assert room.send(1, {"type": "start"})[0]["type"] == "state"
    assert room.send(1, {"type": "start"})[0]["code"] == "started"


def test_no_computer_player_shares_a_name_with_a_guest_at_the_table() -> None:
    room = Room(HostedTable(CODE, HouseRules(), "hard"))
    room.join(1, "Asha")
    room.join(2, "bikash")
    names = [s.name for s in room.table.seats()]
    assert names == ["Asha", "bikash", "Aarati", "Sushila"]
    room.send(2, {"type": "leave"})
    assert [s.name for s in room.table.seats()] == ["Asha", "Aarati", "Bikash", "Sushila"]


def test_guests_leaving_the_lobby_free_their_seats_and_pass_on_the_start() -> None:
    room = Room(HostedTable(CODE, HouseRules(), "hard"))
    room.join(1, "Asha")
    room.join(2, "Bikash")
    room.send(1, {"type": "leave"})
    assert room.table.seats()[0].kind == "computer" and room.table.owner() == 1
    assert room.send(2, {"type": "start"})[0]["type"] == "state"


# -- the save --------------------------------------------------------------------------------------
def test_a_saved_table_reopens_at_the_same_trick_and_takes_the_same_tokens() -> None:
    room = three_guests()
    table = room.table
    room.play_until(lambda g: mid_trick(g) and g.turn == room.seat[2])
    saved = json.loads(json.dumps(table.to_json()))
    again = HostedTable.from_json(saved, now=500.0)
    assert again.code == CODE and again.to_json() == saved
    assert again.game.view(1) == table.game.view(1)
    assert again.computer_turn() is None  # nobody is back yet
    room2 = Room(again)
    room2.now = 501.0
    back = room2.join(11, "Asha", room.token[1])
    assert back[0]["seat"] == room.seat[1] and back[1]["type"] == "state"
    assert p.view_from_json(back[1]["view"]) == table.game.view(room.seat[1])
    assert back[1]["events"] == p.events_to_json(table.game.events)
    assert room2.join(12, "Mallory", "f" * 32)[0]["code"] == "bad_token"
    assert again.computer_turn() is None  # Bikash's seat waits for him a little
    room2.take(again.tick(500.0 + REJOIN_GRACE - 1))
    assert again.computer_turn() is None
    room2.take(again.tick(500.0 + REJOIN_GRACE))
    assert again.computer_turn()[0] == room.seat[2]  # then the table plays on without him
    assert room2.join(13, "Bikash", room.token[2])[0]["seat"] == room.seat[2]
    assert again.computer_turn() is None
    room2.join(14, "Chitra", room.token[3])
    room2.play_until(lambda g: g.phase == GAME_OVER)


@pytest.mark.parametrize("damage", [
    lambda d: d.update(format=9), lambda d: d.update(code="KOQX"), lambda d: d.pop("seats"),
    lambda d: d.update(seats=d["seats"][:3]), lambda d: d["seats"][1].update(kind="alien"),
    lambda d: d["seats"][1].update(token="short"), lambda d: d.update(level="godlike"),
    lambda d: d["seats"][2].update(kind="host"),
    lambda d: d["game"]["rounds"][0].update(plays=["AS", "AS"]),
    lambda d: d.update(rules={**d["rules"], "rounds": 10}), lambda d: d.update(seed="x"),
])
def test_a_damaged_save_is_refused_plainly(damage: Any) -> None:
    room = three_guests()
    room.play_until(mid_trick)
    saved = json.loads(json.dumps(room.table.to_json()))
    damage(saved)
    with pytest.raises(ValueError):
        HostedTable.from_json(saved)


# -- many tables on one server --------------------------------------------------------------------
def create(name: str) -> str:
    return json.dumps({"type": "create", "v": 2, "name": name,
                       "rules": HouseRules(rounds=3).to_dict(), "level": "easy"})


def test_two_tables_on_one_server_never_see_each_others_frames() -> None:
    tables = Tables(rng=random.Random(5))
    sent: dict[int, list[dict[str, Any]]] = defaultdict(list)

    def deliver(outs: list[p.Out]) -> None:
        for conn, text in outs:
            sent[conn].append(json.loads(text))

    now = 0.0
    deliver(tables.receive(1, create("Asha"), now))
    deliver(tables.receive(11, create("Kamal"), now))
    code_a, code_b = sent[1][0]["table"], sent[11][0]["table"]
    assert code_a != code_b and len(tables) == 2
    for conn, code, name in ((2, code_a, "Binod"), (12, code_b, "Laxmi")):
        deliver(tables.receive(conn, json.dumps({"type": "join", "v": 2, "table": code,
                                                 "name": name}), now))
    deliver(tables.receive(1, '{"type": "start"}', now))
    deliver(tables.receive(11, '{"type": "start"}', now))
    players = {s: ai.make_player("easy", seed=s) for s in range(4)}
    conns = {code_a: (1, 2), code_b: (11, 12)}
    for _ in range(400):
        now += 0.1
        for code, seat, view in tables.computer_turns():
            action = Call(seat, players[seat].choose_call(view)) if view.phase == CALLING \
                else Play(seat, players[seat].choose_card(view))
            deliver(tables.computer_act(code, seat, action, now))
        for code, (c1, c2) in conns.items():
            table = tables.get(code)
            game = table.game
            if game.phase == ROUND_OVER:
                deliver(tables.receive(c1, '{"type": "next"}', now))
                deliver(tables.receive(c2, '{"type": "next"}', now))
            elif game.phase in (CALLING, PLAYING) and game.turn in (0, 1):
                conn = c1 if game.turn == 0 else c2
                action = Call(game.turn, players[game.turn].choose_call(game.view(game.turn))) \
                    if game.phase == CALLING else \
                    Play(game.turn, players[game.turn].choose_card(game.view(game.turn)))
                frame = {"type": "call", "n": action.call} if isinstance(action, Call) \
                    else {"type": "card", "card": action.card.code}
                deliver(tables.receive(conn, json.dumps(frame), now))
    names = {code_a: ("Asha", "Binod"), code_b: ("Kamal", "Laxmi")}
    for code, (c1, c2) in conns.items():
        other = code_b if code == code_a else code_a
        table = tables.get(code)
        assert table.game.round_no >= 1  # both played on
        for conn in (c1, c2):
            text = json.dumps(sent[conn])
            assert other not in text, (other, text[text.index(other) - 300:][:600])
            assert not [n for n in names[other] if n in text], [
                text[text.index(n) - 200:][:300] for n in names[other] if n in text]
            events = []
            for frame in sent[conn]:
                if frame["type"] == "state":
                    events = list(frame["events"])
                elif frame["type"] == "events":
                    events += frame["events"]
            assert events == p.events_to_json(table.game.events)[:len(events)]
            assert len(events) == len(table.game.events)


def test_a_fresh_connection_is_routed_by_its_first_frame_only() -> None:
    tables = Tables(rng=random.Random(1), max_tables=1)
    welcome = json.loads(tables.receive(1, create("Asha"), 0.0)[0][1])
    assert welcome["type"] == "welcome" and welcome["seat"] == 0 and welcome["owner"]
    assert json.loads(tables.receive(2, create("Kamal"), 0.0)[0][1])["code"] == "busy"
    assert json.loads(tables.receive(2, '{"type": "call", "n": 3}', 0.1)[0][1])["code"] == \
        "not_seated"
    join = json.dumps({"type": "join", "v": 2, "table": welcome["table"].lower(), "name": "B"})
    assert json.loads(tables.receive(2, join, 0.2)[0][1])["seat"] == 1
    assert tables.table_of(2) is tables.get(welcome["table"])


def test_behind_a_load_balancer_the_creator_picks_the_code_it_connected_with() -> None:
    tables = Tables(rng=random.Random(4))
    proposed = json.dumps({**json.loads(create("Asha")), "table": "hj 2k"})
    welcome = json.loads(tables.receive(1, proposed, 0.0)[0][1])
    assert welcome["table"] == "HJ2K" and tables.get("HJ2K") is not None
    again = json.loads(tables.receive(2, proposed, 0.0)[0][1])
    assert again["code"] == "taken" and len(tables) == 1
    assert tables.get("HJ2K").seats()[0].name == "Asha"  # the first table is untouched


def test_a_connection_walking_the_codes_is_sent_away() -> None:
    tables = Tables(rng=random.Random(2))
    tables.receive(1, create("Asha"), 0.0)
    frames = []
    for i in range(MAX_WRONG_CODES):
        code = p.new_code(random.Random(100 + i), {t.code for t in tables.values()})
        wrong = json.dumps({"type": "join", "v": 2, "table": code, "name": "x"})
        frames += [json.loads(t) for _, t in tables.receive(9, wrong, i * 0.1)]
    assert [f.get("code", f["type"]) for f in frames] == ["no_table"] * MAX_WRONG_CODES + ["bye"]
    assert frames[-1]["reason"] == "too_many_tries"
    right = json.dumps({"type": "join", "v": 2, "table": tables.values()[0].code, "name": "x"})
    after = [json.loads(t) for _, t in tables.receive(9, right, 1.0)]
    assert [f["type"] for f in after] == ["bye"]  # even the right code: it was sent away
    assert tables.table_of(9) is None


def test_the_server_stopping_says_goodbye_to_everyone_and_keeps_the_tables() -> None:
    tables = Tables(rng=random.Random(3))
    tables.receive(1, create("Asha"), 0.0)
    tables.open(2, 0.0)
    byes = tables.leave_all("shutdown")
    assert sorted(c for c, _ in byes) == [1, 2]
    assert all(json.loads(t)["reason"] == "shutdown" for _, t in byes)
    assert len(tables) == 1 and tables.values()[0].seats()[0].name == "Asha"


STRANGERS = st.one_of(
    st.text(max_size=60), st.binary(max_size=40), st.just("z" * 5000),
    st.builds(lambda kind, fields: json.dumps({"type": kind, **fields}),
              st.sampled_from(["join", "start", "call", "card", "next", "leave", "sync",
                               "peek"]),
              st.dictionaries(st.sampled_from(["v", "n", "card", "table", "name", "token"]),
                              st.one_of(st.integers(-2, 14), st.text(max_size=5),
                                        st.sampled_from(["AS", "10H", "K7QX"])),
                              max_size=4)))


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(STRANGERS, max_size=40), st.floats(0.0, 0.2))
def test_a_stranger_sending_anything_gets_one_answer_each_and_no_table_moves(
        frames: list[str | bytes], gap: float) -> None:
    tables = Tables(rng=random.Random(8))
    tables.receive(1, create("Asha"), 0.0)
    tables.receive(1, '{"type": "start"}', 0.0)
    table = tables.values()[0]
    assume(not any(table.code.lower() in "".join(f.split()).lower()
                   for f in frames if isinstance(f, str)))  # a stranger without the code
    before = state_of(table)
    for i, text in enumerate(frames):
        outs = tables.receive(99, text, 1.0 + i * gap)
        assert [conn for conn, _ in outs] == [99]
        assert json.loads(outs[0][1])["type"] in ("error", "bye")
        assert state_of(table) == before and len(tables) == 1
    assert tables.table_of(99) is None
