"""Self-play data (issue 44): a seat's features come from what it may know and nothing else,
and the data command writes whole, resumable shards whose outcomes are the games' own."""

import gzip
import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai import make_player
from callbreak.ai.features import OFFSETS, VECTOR_SIZE, observe, vector
from callbreak.engine import (
    CALLING,
    CARDS,
    GAME_OVER,
    PLAYING,
    ROUND_OVER,
    Game,
    HouseRules,
    IllegalAction,
)
from callbreak.tools import selfplay


def advance(game: Game, steps: int, rng: random.Random) -> None:
    """`steps` calls and cards, chosen at random among the legal ones."""
    for _ in range(steps):
        if game.phase in (ROUND_OVER, GAME_OVER):
            return
        seat = game.turn
        if game.phase == CALLING:
            game.call(seat, rng.randint(1, 4))
        else:
            game.play(seat, rng.choice(game.view(seat).legal))


def twin(game: Game, rng: random.Random) -> Game | None:
    """The same game with the unplayed cards of the three other hands dealt among them
    again (each keeps its count and the cards it played); None when the plays so far
    cannot all be made with the new hands (the must-win rule reveals what was held)."""
    me = game.turn
    record = json.loads(json.dumps(game.to_json()))  # a copy: a save's lists are shared
    rnd = record["rounds"][-1]
    played = {c for c in rnd["plays"]}
    others = [s for s in range(4) if s != me]
    pool = [c for s in others for c in rnd["hands"][s] if c not in played]
    rng.shuffle(pool)
    for s in others:
        keep = [c for c in rnd["hands"][s] if c in played]
        n = len(rnd["hands"][s]) - len(keep)
        rnd["hands"][s], pool = keep + pool[:n], pool[n:]
    try:
        return Game.from_json(record)
    except (IllegalAction, ValueError):
        return None


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 55), must_beat=st.booleans(),
       clockwise=st.booleans())
def test_two_deals_that_look_the_same_from_the_seat_give_identical_features(
        seed, steps, must_beat, clockwise):
    rng = random.Random(seed)
    game = Game(HouseRules(must_beat=must_beat, clockwise=clockwise), seed)
    advance(game, steps, rng)
    assume(game.phase in (CALLING, PLAYING))
    other = next((g for g in (twin(game, rng) for _ in range(20)) if g is not None), None)
    assume(other is not None)
    me = game.turn
    hidden = [h for s, h in enumerate(game.round.hands) if s != me]
    assume(hidden != [h for s, h in enumerate(other.round.hands) if s != me])
    obs = observe(game.view(me))
    assert obs == observe(other.view(me))
    legal = game.view(me).legal or (None,)
    for card in legal:
        assert vector(obs, card) == vector(observe(other.view(me)), card)


def test_the_features_show_the_seats_own_position():
    """A worked position: seat 1 of seed 5, one card into the second trick."""
    game = Game(HouseRules(), 5)
    rng = random.Random(1)
    advance(game, 4 + 4 + 1, rng)  # the calls, a trick, the next lead
    me = game.turn
    view = game.view(me)
    obs = observe(view)
    v = vector(obs, view.legal[0])
    assert len(v) == VECTOR_SIZE
    hand = v[OFFSETS["hand"]:OFFSETS["hand"] + 52]
    assert [i for i, x in enumerate(hand) if x] == [c.index for c in view.hand]
    gone = v[OFFSETS["gone"]:OFFSETS["gone"] + 52]
    assert sum(gone) == 4  # one trick completed
    first = v[OFFSETS["trick"]:OFFSETS["trick"] + 52]
    assert first.index(1.0) == view.trick[0][1].index
    # place 0 calls first, the dealer is place 3
    assert obs["place"] == game.rules.order_from(game.rules.next_seat(game.dealer)).index(me)
    assert obs["calls"][0] == game.round.calls[me] and 0 not in obs["calls"]
    assert sum(obs["won"]) == 1
    card = v[OFFSETS["card"]:OFFSETS["card"] + 52]
    assert card.index(1.0) == view.legal[0].index
    assert vector(obs, None)[OFFSETS["card"]:] == [0.0] * 52
    # another seat's view of the same moment is another position
    assert observe(game.view((me + 1) % 4)) != obs


def test_a_void_is_seen_when_a_seat_does_not_follow():
    game = Game(HouseRules(), 11)
    rng = random.Random(3)
    for _ in range(200):
        if game.phase != PLAYING:
            advance(game, 1, rng)
            continue
        view = game.view(game.turn)
        shown = [s for _, plays, _ in view.completed for s, c in plays
                 if c.suit != plays[0][1].suit]
        if shown:
            break
        advance(game, 1, rng)
    me = game.turn
    view = game.view(me)
    obs = observe(view)
    order = game.rules.order_from(me)
    for _, plays, _ in view.completed:
        led = plays[0][1].suit
        for seat, c in plays:
            if c.suit != led and seat != me:
                assert obs["void"][order.index(seat) - 1] >> led & 1


def decisions_agree(level: str, seed: int) -> None:
    """`selfplay.decide` makes the decision the player itself makes, for one round."""
    game = Game(HouseRules(), seed)
    a = make_player(level, 7, max_deals=8)
    b = make_player(level, 7, max_deals=8)
    estimates = 0
    while game.phase in (CALLING, PLAYING):
        seat = game.turn
        view = game.view(seat)
        act, est = selfplay.decide(a, view)
        estimates += est is not None
        if game.phase == CALLING:
            assert act == b.choose_call(view)
            game.call(seat, act)
        else:
            assert CARDS[act] == b.choose_card(view)
            game.play(seat, CARDS[act])
    assert estimates > 4  # the calls at least


def test_the_recorded_decisions_are_hards_own():
    decisions_agree("hard", 21)


@pytest.mark.slow
def test_the_recorded_decisions_are_experts_own():
    decisions_agree("expert", 22)


def replay_and_check(rows: list[dict], seed: int) -> None:
    """Play the recorded actions again on the engine: each is legal, and each row's outcome
    is what the round gave that seat."""
    game = Game(HouseRules(), seed)
    pending = []
    for row in rows:
        if game.phase == ROUND_OVER:
            game.next_round()
        seat = game.turn
        assert (row["round"], row["seat"]) == (game.round_no, seat)
        assert row["obs"] == observe(game.view(seat))
        if game.phase == CALLING:
            game.call(seat, row["act"])
            assert sum(row["est"]["dist"]) == pytest.approx(1, abs=1e-3)
        else:
            game.play(seat, CARDS[row["act"]])
        pending.append(row)
        if game.phase in (ROUND_OVER, GAME_OVER):
            rnd = game.round
            for r in pending:
                s = r["seat"]
                assert r["out"] == {"call": rnd.calls[s], "taken": rnd.tricks_won[s],
                                    "made": int(rnd.tricks_won[s] >= rnd.calls[s]),
                                    "score": game.round_scores[-1][s]}
            pending = []
    assert game.phase == GAME_OVER and not pending


@pytest.mark.slow  # the tool's whole games, three runs of it: CI runs it with -m slow
def test_the_data_command_writes_resumable_shards_of_the_games(tmp_path, capsys):
    out = tmp_path / "data"
    args = ["--out", str(out), "--seed", "40", "--block", "1", "--max-deals", "2"]
    assert selfplay.main(args + ["--games", "2"]) == 0
    manifest = json.loads((out / "manifest.json").read_text())
    assert [s["seeds"] for s in manifest["shards"]] == [[40], [41]]
    assert manifest["positions"] == 2 * 5 * (4 + 52)
    first = out / "shard-00000.jsonl.gz"
    header, rows = selfplay.read_shard(first)
    assert header["seeds"] == [40] and header["positions"] == len(rows) == 280
    replay_and_check(rows, 40)
    assert [observe(view) for _, view in selfplay.replay(header, rows)] == \
        [r["obs"] for r in rows]
    assert any(r["est"] is not None for r in rows if r["obs"]["kind"] == 1)
    kept = first.stat().st_mtime_ns, first.read_bytes()

    # a rerun with more games plays only the new shard; the old ones stay as they were
    (out / "shard-00001.jsonl.gz").unlink()  # as if stopped before its shard was written
    assert selfplay.main(args + ["--games", "3"]) == 0
    assert (first.stat().st_mtime_ns, first.read_bytes()) == kept
    manifest = json.loads((out / "manifest.json").read_text())
    assert [s["seeds"] for s in manifest["shards"]] == [[40], [41], [42]]
    assert manifest["games"] == 3 and manifest["positions"] == 3 * 280
    replay_and_check(selfplay.read_shard(out / "shard-00001.jsonl.gz")[1], 41)
    with gzip.open(out / "shard-00002.jsonl.gz", "rt") as fh:
        assert json.loads(fh.readline())["seeds"] == [42]

    # the same seeds and deal budget give the same positions; other settings are refused
    again = tmp_path / "again"
    assert selfplay.main(["--out", str(again), "--seed", "40", "--block", "2",
                          "--max-deals", "2", "--games", "2"]) == 0
    assert list(selfplay.iter_rows(again)) == list(selfplay.iter_rows(out, [0, 1]))
    assert selfplay.main(args + ["--games", "3", "--level", "expert"]) == 2
    assert "other settings" in capsys.readouterr().err

