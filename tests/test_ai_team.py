"""Expert on several cores: the same decisions as on one (under a deal budget), helpers that
are real processes, and a search that carries on when one fails (that no helper outlives
the game: `test_process_lifetime`)."""

from __future__ import annotations

import multiprocessing
import os
import signal
from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples
from test_ai_players import advance

from callbreak.ai import make_player, spare_cores
from callbreak.ai.search import EXPERT, SearchPlayer
from callbreak.ai.team import CORES_VARIABLE, MOST_CORES
from callbreak.engine import Game, HouseRules

REPO = Path(__file__).resolve().parent.parent


def expert(cores: int, deals: int = 96) -> SearchPlayer:
    return SearchPlayer("expert", 4, replace(EXPERT, card_seconds=None, max_deals=deals),
                        cores=cores)


def helpers() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name == "callbreak-search-helper"]


@settings(max_examples=examples(6), deadline=None)
@given(seed=st.integers(0, 10**6), plays=st.integers(0, 44))
def test_expert_decides_the_same_on_one_core_and_on_three(seed, plays):
    game = Game(HouseRules(), seed)
    advance(game, plays, seed)
    view = game.view(game.turn)
    alone = expert(1).card_values(view)
    together = expert(3).card_values(view)
    assert (together.cards, together.means, together.deals, together.clear) == \
        (alone.cards, alone.means, alone.deals, alone.clear)
    assert len(helpers()) >= 2  # the three cores were real processes


@settings(max_examples=examples(4), deadline=None)
@given(seed=st.integers(0, 10**6), last_round=st.booleans())
def test_expert_calls_the_same_on_one_core_and_on_three(seed, last_round):
    game = Game(HouseRules(rounds=3), seed)
    if last_round:  # the last round weighs the game's win too
        while game.round_no < 2:
            game.call(game.turn, 2) if game.phase == "calling" else \
                game.play(game.turn, game.view(game.turn).legal[0])
            if game.phase == "round_over":
                game.next_round()
    view = game.view(game.turn)
    alone = expert(1, deals=200).call_values(view)
    together = expert(3, deals=200).call_values(view)
    assert together == alone


def test_a_search_goes_on_when_a_helper_dies():
    game = Game(HouseRules(), 12)
    advance(game, 4, 12)
    view = game.view(game.turn)
    before = expert(1).card_values(view)
    expert(2).card_values(view)  # the helper is up
    for process in helpers():
        os.kill(process.pid, signal.SIGKILL)
        process.join(5)
    after = expert(2).card_values(view)
    assert (after.cards, after.means) == (before.cards, before.means)


def test_the_machine_keeps_a_core_for_the_frames(monkeypatch):
    monkeypatch.delenv(CORES_VARIABLE, raising=False)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert spare_cores() == max(1, min(cores - 1, MOST_CORES))
    monkeypatch.setenv(CORES_VARIABLE, "3")
    assert spare_cores() == 3
    monkeypatch.setenv(CORES_VARIABLE, "500")
    assert spare_cores() == MOST_CORES  # each helper holds memory: eight at most
    monkeypatch.setenv(CORES_VARIABLE, "lots")
    assert spare_cores() == max(1, min(cores - 1, MOST_CORES))


def test_the_levels_below_expert_think_on_one_core():
    game = Game(HouseRules(), 3)
    advance(game, 0)
    view = game.view(game.turn)
    before = {p.pid for p in helpers()}
    make_player("hard", 1, max_deals=16, cores=4).choose_card(view)
    assert {p.pid for p in helpers()} == before
