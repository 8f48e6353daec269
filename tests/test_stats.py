"""The person's statistics add up (checked against figures worked out by hand), survive a
restart, count each round and game once however often they are recorded, and a broken
statistics file never stops the game."""

import json
import os
import tempfile
from pathlib import Path
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import CARDS, Game, HouseRules, Round, Suit, format_tenths, mask_of
from callbreak.store import Store

RULES = HouseRules(rounds=3)
OTHER_SUITS = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def suit_mask(suit: Suit) -> int:
    return mask_of(c for c in CARDS if c.suit == suit)


def rigged_round(round_no: int, spades_to: int, calls: list[int]) -> dict:
    """A round whose tricks are known before a card is played: one seat holds all thirteen
    spades and so wins every trick, whoever leads and whatever is played."""
    others = iter(OTHER_SUITS)
    hands = [suit_mask(Suit.SPADES) if s == spades_to else suit_mask(next(others))
             for s in range(4)]
    rnd = Round(RULES, dealer=round_no % 4, hands=hands, round_no=round_no)
    while rnd.phase == "calling":
        rnd.call(rnd.turn, calls[rnd.turn])
    while rnd.phase == "playing":
        rnd.play(rnd.turn, rnd.legal_cards(rnd.turn)[0])
    assert rnd.tricks_won[spades_to] == 13
    return rnd.to_json()


def rigged_game(seed: str, spec: list[tuple[int, list[int]]]) -> Game:
    """The game after the rounds of `spec`: (who holds the spades, the four calls) each."""
    return Game.from_json({
        "format": 1, "rules": RULES.to_dict(), "seed": seed, "first_dealer": 0,
        "rounds": [rigged_round(i, holder, calls) for i, (holder, calls) in enumerate(spec)],
    })


# Worked out by hand from docs/rules.md (scores in tenths):
# Game A (medium): seat 0 calls 4 and takes 13 (+4.9), calls 3 and takes 0 (-3.0), calls 8
#   and takes 13 (+8.5): 10.4. The others end on -4.0, 1.8, -4.0: seat 0 wins alone.
GAME_A = [(0, [4, 2, 3, 1]), (2, [3, 1, 5, 2]), (0, [8, 1, 1, 1])]
# Game B (hard): seat 0 +3.1, -1.0, -1.0 = 1.1; seat 1 -1.0, +3.1, -1.0 = 1.1; seat 2 -3.0;
#   seat 3 -1.0, -1.0, +2.2 = 0.2. Seats 0 and 1 share the win.
GAME_B = [(0, [2, 1, 1, 1]), (1, [1, 2, 1, 1]), (3, [1, 1, 1, 1])]


def test_statistics_match_figures_worked_out_by_hand(tmp_path):
    a, b = rigged_game("A", GAME_A), rigged_game("B", GAME_B)
    assert a.totals == [104, -40, 18, -40] and b.totals == [11, 11, -30, 2]
    store = Store.open(tmp_path, tmp_path)
    for game, level in ((a, "medium"), (b, "hard")):
        store.record_round(game, level)
        store.record_game(game, level)
    for stats in (store.stats, Store.open(tmp_path, tmp_path).stats):  # and after a restart
        assert (stats.games_played, stats.games_won, stats.shared_wins) == (2, 1, 1)
        assert (stats.rounds, stats.calls_made, stats.calls_total) == (6, 3, 6)
        assert stats.calls_made_percent == 50.0
        assert format_tenths(stats.average_round_score) == "1.9"  # 11.5 over 6 rounds
        assert stats.best_game_total == 104
        assert (stats.longest_made_run, stats.current_made_run) == (2, 0)  # A3 and B1 made
        medium, hard = stats.per_level["medium"], stats.per_level["hard"]
        assert (medium["games_won"], medium["calls_made"], medium["calls_made_percent"]) == \
            (1, 2, 66.7)
        assert (medium["average_round_score"], medium["best_game_total"]) == (35, 104)
        assert (hard["games_won"], hard["shared_wins"], hard["calls_made_percent"]) == \
            (0, 1, 33.3)
        assert (hard["average_round_score"], hard["best_game_total"]) == (4, 11)
    on_disk = json.loads((tmp_path / "stats.json").read_text())
    assert (on_disk["games_played"], on_disk["games_won"], on_disk["shared_wins"]) == (2, 1, 1)


def test_nothing_recorded_reads_as_zero(tmp_path):
    stats = Store.open(tmp_path, tmp_path).stats
    assert (stats.games_played, stats.rounds, stats.calls_made_percent,
            stats.average_round_score, stats.best_game_total) == (0, 0, 0.0, 0, None)
    assert stats.per_level == {} and stats.daily == {}


calls = st.tuples(st.sampled_from(["round", "game", "reopen"]), st.integers(1, 3))


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(calls, max_size=12))
def test_recording_twice_or_after_a_resume_counts_once(sequence):
    """However the table repeats itself (a resumed game, a double call), each round and
    each game counts exactly once."""
    snapshots = {k: rigged_game("A", GAME_A[:k]) for k in (1, 2, 3)}
    with tempfile.TemporaryDirectory(prefix="cb-stats-") as name, \
            mock.patch.object(os, "fsync", lambda fd: None):  # durability is not the point
        once, repeated = Path(name) / "once", Path(name) / "repeated"
        store = Store.open(once, once)
        for k in (1, 2, 3):
            store.record_round(snapshots[k], "medium")
        store.record_game(snapshots[3], "medium")
        expected = store.stats.to_dict()
        store = Store.open(repeated, repeated)
        for kind, k in sequence:
            if kind == "reopen":
                store = Store.open(repeated, repeated)
            elif kind == "round":
                store.record_round(snapshots[k], "medium")
            else:
                store.record_game(snapshots[k], "medium")  # ignored until the game is over
        store.record_round(snapshots[3], "medium")
        store.record_game(snapshots[3], "medium")
        store.record_game(snapshots[3], "medium")
        assert store.stats.to_dict() == expected
        assert Store.open(repeated, repeated).stats.to_dict() == expected


def test_a_reset_forgets_the_figures_but_never_recounts_a_game(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    a = rigged_game("A", GAME_A)
    store.record_game(a, "medium")
    store.reset_stats()
    assert store.stats.games_played == 0 and store.stats.rounds == 0
    store.record_game(a, "medium")
    assert Store.open(tmp_path, tmp_path).stats.games_played == 0
    store.record_game(rigged_game("B", GAME_B), "hard")
    assert store.stats.games_played == 1 and store.stats.shared_wins == 1


def test_the_snapshot_cannot_change_what_is_stored(tmp_path):
    store = Store.open(tmp_path, tmp_path)
    store.stats.games_played = 99
    store.record_game(rigged_game("A", GAME_A), "medium")
    assert store.stats.games_played == 1
    assert Store.open(tmp_path, tmp_path).stats.games_played == 1


def test_a_broken_statistics_file_is_put_aside_and_the_game_starts(tmp_path):
    (tmp_path / "stats.json").write_bytes(b"\x00\xff{")
    store = Store.open(tmp_path, tmp_path)
    assert store.stats.games_played == 0
    assert store.notices == ["Your statistics file was damaged, so the figures start again "
                             "from zero; the old file is kept as stats.json.bad."]
    assert (tmp_path / "stats.json.bad").read_bytes() == b"\x00\xff{"
    store.record_game(rigged_game("A", GAME_A), "medium")
    assert Store.open(tmp_path, tmp_path).stats.games_won == 1


def test_a_bad_figure_falls_back_alone(tmp_path):
    (tmp_path / "stats.json").write_text(json.dumps({
        "games_played": "many", "games_won": 3, "rounds": -2, "best_game_total": 1.5,
        "per_level": {"easy": {"games_played": 4}, "odd": 7}, "daily": {"not a day": {}},
        "recorded": {"A": {"rounds": [0, "x"], "game": 1}}}))
    stats = Store.open(tmp_path, tmp_path).stats
    assert (stats.games_played, stats.games_won, stats.rounds) == (0, 3, 0)
    assert stats.best_game_total is None and stats.per_level["easy"]["games_played"] == 4
    assert list(stats.per_level) == ["easy"] and stats.daily == {}
    assert stats.ledger == {"A": {"rounds": [0], "game": False}}


@settings(max_examples=examples(100), deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.sampled_from(["games_played", "per_level", "daily",
                                                       "recorded", "days_done", "easy",
                                                       "rounds", "2026-11-30", "x"]),
                                      inner, max_size=4), max_leaves=12))
def test_any_json_in_stats_json_opens_and_records(value):
    with tempfile.TemporaryDirectory(prefix="cb-stats-") as name:
        tmp = Path(name)
        (tmp / "stats.json").write_text(json.dumps(value))
        store = Store.open(tmp, tmp)
        store.record_game(rigged_game("B", GAME_B), "hard")
        json.dumps(store.stats.to_dict(), allow_nan=False)
