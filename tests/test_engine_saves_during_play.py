"""A game saved after every move, as a table server saves its tables: each save reads back
as the game was when it was taken, however the game went on after it (a server hands the
save to its disk thread while the table plays on, and shares what a finished round wrote)."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import CALLING, GAME_OVER, PLAYING, Call, Game, HouseRules, Play


def play_on(game: Game, rng: random.Random) -> None:
    """One move of any seat whose turn it is (or the next round)."""
    if game.phase == CALLING:
        game.apply(Call(game.turn, rng.randint(1, game.rules.max_call)))
    elif game.phase == PLAYING:
        game.apply(Play(game.turn, rng.choice(game.view(game.turn).legal)))
    else:
        game.next_round()


@settings(max_examples=examples(12), deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from((3, 5)), st.sampled_from(("off", "jqk")))
def test_every_save_of_a_game_reads_back_as_the_game_was_then(seed, rounds, redeal):
    game = Game(HouseRules(rounds=rounds, redeal=redeal), seed)
    rng = random.Random(seed)
    saves = []  # (the save as taken, its text then, the events and seat 0's view then)
    while game.phase != GAME_OVER:
        play_on(game, rng)
        data = game.to_json()
        saves.append((data, json.dumps(data), len(game.events), game.view(0)))
    for data, text, events, view in saves[::7] + saves[-1:]:
        assert json.dumps(data) == text  # nothing later changed what the save holds
        again = Game.from_json(json.loads(text))
        assert len(again.events) == events and again.view(0) == view
    assert Game.from_json(game.to_json()).events == game.events
