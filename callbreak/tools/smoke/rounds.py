"""Games played by computer players: a short game through the engine, every level's first
call and card, and one round on the real table at instant speed."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from .folders import open_store
from .report import SmokeFailure, to_act
from .screens import frame

ROUND_TIMEOUT = 120.0  # seconds for one round on the table (it takes a few)
# Whole rounds are played at a quick level whatever the settings say (the search levels
# think for a second a card); every level still answers one call and one card.
ROUND_LEVEL = "medium"
GAME_ROUNDS = 3


def play_game(level: str = ROUND_LEVEL) -> tuple[str, Any]:
    """A short whole game, computer players in all four seats, straight through the
    engine. Returns the report line and the finished game."""
    from callbreak.ai.playout import play_game
    from callbreak.engine import HouseRules, format_tenths

    game = play_game([level] * 4, seed=2026, rules=HouseRules(rounds=GAME_ROUNDS))
    if any(sum(rnd.tricks_won) != 13 for rnd in game.rounds):
        raise SmokeFailure("a round ended without its 13 tricks")
    if len(game.round_scores) != GAME_ROUNDS:
        raise SmokeFailure(f"the game ended after {len(game.round_scores)} rounds, "
                           f"not {GAME_ROUNDS}")
    totals = " ".join(format_tenths(t) for t in game.totals)
    return f"{GAME_ROUNDS} rounds of 13 tricks at level {level}, totals {totals}", game


def every_level_answers(rules: Any) -> str:
    """Each level, the search ones on a small deal budget, makes one call and plays one card
    of a fresh deal: the code of every level runs in this build."""
    from callbreak.ai import LEVELS, make_player
    from callbreak.engine import CALLING, Game

    def quick(level: str) -> Any:
        try:
            return make_player(level, seed=3, max_deals=4)
        except TypeError:  # a make_player without deal budgets
            return make_player(level, seed=3)

    game = Game(rules, seed="smoke-levels")
    for level in LEVELS:
        call = quick(level).choose_call(game.view(to_act(game)))
        if not rules.min_call <= call <= rules.max_call:
            raise SmokeFailure(f"the {level} player called {call}")
    while game.phase is CALLING:
        game.call(to_act(game), 2)
    for level in LEVELS:
        view = game.view(to_act(game))
        card = quick(level).choose_card(view)
        if card not in view.legal:
            raise SmokeFailure(f"the {level} player chose {card}, which is not legal")
    return f"{', '.join(LEVELS)} each called and chose a card"


def table_round(app: Any, scratch: Path) -> str:
    """One round on the real table at instant speed; your seat is played by a computer
    player too, through the table's own call and play actions. Saves go to `scratch`."""
    from callbreak.ai import make_player
    from callbreak.app.record.results import RoundResultScene
    from callbreak.app.table import CallingScene, PlayScene, TableScene
    from callbreak.app.table.turns import Turn
    from callbreak.engine import Game

    players = [make_player(ROUND_LEVEL, seed=seat) for seat in range(4)]
    own_store, app.store = app.store, open_store(scratch / "config", scratch / "data")
    try:
        game = Game(app.settings.rules, seed="smoke-table")
        app.scenes.reset(app.routes.table(game, ROUND_LEVEL, None))
        deadline = time.perf_counter() + ROUND_TIMEOUT
        frames = 0
        while not isinstance(app.scenes.top, RoundResultScene):
            top = app.scenes.top
            if time.perf_counter() > deadline or not isinstance(top, TableScene):
                raise SmokeFailure(f"the round stalled in {game.phase} after {frames} frames "
                                   f"(top scene {type(top).__name__})")
            view = game.view(0)
            if isinstance(top, CallingScene) and top.turn is Turn.YOUR_CALL:
                top.value = players[0].choose_call(view)
                top.confirm()
            elif isinstance(top, PlayScene) and top.turn is Turn.YOUR_CARD \
                    and not top.try_play(players[0].choose_card(view)):
                raise SmokeFailure(f"the table refused a legal card: {top.table.news}")
            table = top.table
            frame(app)
            frames += 1
        frame(app)  # the round result, drawn over the table
        tricks = sum(table.tricks)
        if tricks != 13 or not game.round_scores:
            raise SmokeFailure(f"the table showed {tricks} tricks taken, not 13")
        if not app.store.has_saved_game() or app.store.stats.rounds != 1:
            raise SmokeFailure("the round was not saved or not counted in the statistics")
    finally:
        app.store = own_store
        app.scenes.reset(app.routes.main_menu())
    return f"13 tricks in {frames} frames, round result shown, game saved and counted"
