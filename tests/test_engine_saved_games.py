"""A saved game is read strictly: a format this version reads, a seed that is a whole number
or words, one to its rules' number of rounds, each following a round that is over, redeals
naming a seat of the table; a round saved without its (empty) list of redeals still reads."""

from __future__ import annotations

import copy

import pytest

from callbreak.engine import Game, HouseRules, Redeal, RedealKind, Redealt


def in_round_two(rules: HouseRules | None = None, seed: int = 3) -> dict:
    """A three-round game's record, its second round begun."""
    game = Game(rules or HouseRules(rounds=3), seed=seed)
    while game.round_no == 0 or game.phase == "calling":
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 2)
        else:
            game.play(game.turn, game.round.legal_cards(game.turn)[0])
    return game.to_json()


def refused(doc: object) -> None:
    with pytest.raises(ValueError):
        Game.from_json(doc)  # type: ignore[arg-type]


def test_only_a_format_this_version_reads_is_read():
    saved = in_round_two()
    assert Game.from_json(saved).to_json() == saved
    assert Game.from_json({**saved, "format": 1}).to_json() == saved  # the older format
    for bad in ({**saved, "format": 3}, {**saved, "format": "2"}, {**saved, "format": 2.0},
                {k: v for k, v in saved.items() if k != "format"}, [saved], None, "saved"):
        refused(bad)


def test_a_seed_is_a_whole_number_or_words():
    saved = in_round_two()
    for seed in (True, 1.5, None, [3]):
        refused({**saved, "seed": seed})
    for seed in (0, 2**40, "daily-v1-2026-11-30"):
        assert Game.from_json({**saved, "seed": seed}).seed == seed


def test_a_game_has_one_round_at_least_and_no_more_than_its_rules_say():
    saved = in_round_two()
    refused({**saved, "rounds": []})
    three = in_round_two(HouseRules(rounds=5))
    refused({**three, "rules": HouseRules(rounds=3).to_dict(),
             "rounds": three["rounds"][:1] * 4})


def test_a_saved_redeal_names_a_seat_of_the_table():
    rules = HouseRules(rounds=3, redeal=Redeal.JQK)
    saved = in_round_two(rules)
    for seat, ok in ((-1, False), (0, True), (3, True), (4, False)):
        doc = copy.deepcopy(saved)
        doc["rounds"][0]["redeals"] = [[seat, "no spade"]]
        if ok:
            first = Game.from_json(doc).events[0]
            assert isinstance(first, Redealt) and first.seat == seat
            assert first.reason.kind is RedealKind.NO_SPADE
        else:
            refused(doc)


def test_a_round_saved_without_its_list_of_redeals_reads_as_one_with_none():
    saved = in_round_two()
    doc = copy.deepcopy(saved)
    for rnd in doc["rounds"]:
        del rnd["redeals"]
    assert Game.from_json(doc).to_json() == saved
