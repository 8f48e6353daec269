"""The bot server speaks the Bhoos protocol: two of our servers play through it in the arena,
views survive the trip through a request, and malformed requests get HTTP 400."""

import json
import threading
import urllib.error
import urllib.request

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai import make_player
from callbreak.engine import Game, HouseRules
from callbreak.tools.arena import run
from callbreak.tools.bhoos import request_from_view, view_from_request
from callbreak.tools.bot import make_server


@pytest.fixture(scope="module")
def servers():
    made = [make_server("medium", port=0), make_server("hard", port=0, max_deals=3)]
    for server in made:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    yield [f"http://127.0.0.1:{s.server_address[1]}" for s in made]
    for server in made:
        server.shutdown()
        server.server_close()


def post(url: str, body: bytes) -> tuple[int, dict]:
    req = urllib.request.Request(url, data=body, method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_hi_says_hello(servers):
    with urllib.request.urlopen(servers[0] + "/hi", timeout=10) as resp:
        assert json.loads(resp.read()) == {"value": "hello"}


def test_two_servers_play_a_game_through_the_protocol(servers):
    out = run(servers, games=1, seed=5, rules=HouseRules(rounds=3), jobs=1, progress=False)
    summary = out["summary"]
    assert summary["errors"] == []
    assert [p["rounds"] for p in summary["players"]] == [12, 12]  # 3 rounds x 2 seats x 2 seatings


def test_a_bid_and_a_card_come_back_in_tournament_notation(servers):
    game = Game(HouseRules(), 3)
    view = game.view(game.turn)
    status, answer = post(servers[1] + "/bid", json.dumps(request_from_view(view)).encode())
    assert status == 200 and 1 <= answer["value"] <= 8
    medium = make_player("medium")
    while game.phase == "calling":
        game.call(game.turn, medium.choose_call(game.view(game.turn)))
    for _ in range(6):
        game.play(game.turn, medium.choose_card(game.view(game.turn)))
    view = game.view(game.turn)
    status, answer = post(servers[1] + "/play", json.dumps(request_from_view(view)).encode())
    assert status == 200
    assert answer["value"] in {request_from_view(view)["cards"][i] for i in range(len(view.hand))
                               if view.hand[i] in view.legal}


def test_malformed_requests_get_400_with_a_message(servers):
    url = servers[0]
    game = Game(HouseRules(), 3)
    good = request_from_view(game.view(game.turn))
    bad_bodies = [b"", b"{not json", b"[]", b"\xff\xfe",
                  json.dumps({"playerId": "P0"}).encode(),
                  json.dumps(dict(good, cards=["1S", "ZZ"])).encode(),
                  json.dumps(dict(good, cards=good["cards"][:5])).encode(),
                  json.dumps(dict(good, playerIds=["a", "a", "b", "c"])).encode(),
                  json.dumps(dict(good, context=[1, 2])).encode(),
                  json.dumps(dict(good, played=["1S"], history="x")).encode()]
    for body in bad_bodies:
        status, answer = post(url + "/bid", body) if body != bad_bodies[-1] else \
            post(url + "/play", body)
        assert status == 400, body
        assert answer["error"]
    status, _ = post(url + "/nowhere", b"{}")
    assert status == 404
    with urllib.request.urlopen(url + "/hi", timeout=10) as resp:  # still standing
        assert resp.status == 200


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 10**6), plays=st.integers(0, 51), clockwise=st.booleans())
def test_a_view_survives_the_trip_through_a_request(seed, plays, clockwise):
    game = Game(HouseRules(clockwise=clockwise), seed)
    medium = make_player("medium")
    while game.phase == "calling":
        game.call(game.turn, medium.choose_call(game.view(game.turn)))
    for _ in range(plays):
        game.play(game.turn, medium.choose_card(game.view(game.turn)))
    view = game.view(game.turn)
    back = view_from_request(request_from_view(view), playing=True)
    # Seats are renumbered in order of play; everything seen must match.
    assert back.hand == view.hand and back.legal == view.legal
    assert back.played_mask == view.played_mask
    assert [c for _, c in back.trick] == [c for _, c in view.trick]
    assert sorted(back.tricks_won) == sorted(view.tricks_won)
    assert sorted(back.calls) == sorted(view.calls)


@pytest.mark.parametrize("entrant", ["expert-2026-11", "ismcts"])
def test_the_sparring_partners_serve_too(entrant):
    """The frozen baselines and the ISMCTS entrant can meet other people's bots."""
    server = make_server(entrant, port=0, max_deals=3)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        view = Game(HouseRules(), 4).view(0)
        url = f"http://127.0.0.1:{server.server_address[1]}/bid"
        status, answer = post(url, json.dumps(request_from_view(view)).encode())
        assert status == 200 and 1 <= answer["value"] <= 8
    finally:
        server.shutdown()
        server.server_close()
