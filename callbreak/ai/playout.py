"""Playing games out: a whole game, or its first rounds, between given players, with no
screen. The arena, the benchmarks and the tests use this one loop.

    from callbreak.ai.playout import play_game
    game = play_game(["hard", "medium", "medium", "easy"], seed=7)          # a whole game
    game = play_game([make_player("expert", 1), ...], seed=7, rounds=1)     # one round

The players' seeds are fixed by the game seed and the seat (`player_seed`), so the same
arguments always give the same game for players with a deal budget.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from callbreak.engine import CALLING, GAME_OVER, ROUND_OVER, Game, HouseRules, IllegalAction

from . import Player, make_player

# decision hook: (seat, "call" or "card", seconds the player took)
DecisionHook = Callable[[int, str, float], None]
# error hook: (seat, the exception); the engine's fallback move is then played
ErrorHook = Callable[[int, Exception], None]


def player_seed(game_seed: int, seat: int) -> int:
    """The seed a seat's player gets when `play_game` makes it from a level name."""
    return game_seed * 16 + seat


def play_game(players: Sequence[Player | str], seed: int, rules: HouseRules | None = None, *,
              rounds: int | None = None, max_deals: int | None = None,
              on_decision: DecisionHook | None = None,
              on_error: ErrorHook | None = None) -> Game:
    """Play a game of `rules` (default house rules) dealt from `seed` to its end, or to the
    end of its first `rounds` rounds, and return the `Game` (phase GAME_OVER, or
    ROUND_OVER when stopped early).

    `players` holds four players (seat 0 first) or level names (any of `ai.LEVELS`, made
    with `make_player(name, player_seed(seed, seat), max_deals=max_deals)`; the arena's
    other entrants are made by `ai.lab.make_entrant`).
    `on_decision` hears every decision and its time. A player's exception propagates,
    unless `on_error` is given: then it hears the exception and the seat makes the lowest
    call or plays its first legal card (the arena does this for bots that break the rules).
    """
    if len(players) != 4:
        raise ValueError(f"four players, not {len(players)}")
    seated = [make_player(p, player_seed(seed, s), max_deals=max_deals) if isinstance(p, str)
              else p for s, p in enumerate(players)]
    game = Game(rules or HouseRules(), seed)
    stop = game.rules.rounds if rounds is None else max(1, min(rounds, game.rules.rounds))
    while True:
        phase = game.phase
        if phase in (ROUND_OVER, GAME_OVER):
            if phase == GAME_OVER or len(game.rounds) >= stop:
                return game
            game.next_round()
            continue
        _decide(game, seated, on_decision, on_error)


def _decide(game: Game, players: Sequence[Player], on_decision: DecisionHook | None,
            on_error: ErrorHook | None) -> None:
    """One call or one card by the seat to move."""
    seat = game.turn
    assert seat is not None
    view = game.view(seat)
    calling = game.phase is CALLING
    start = time.perf_counter()
    try:
        if calling:
            call = players[seat].choose_call(view)
            spent = time.perf_counter() - start
            game.call(seat, call)
        else:
            card = players[seat].choose_card(view)
            spent = time.perf_counter() - start
            game.play(seat, card)
    except (IllegalAction, ValueError, OSError) as exc:
        if on_error is None:
            raise
        on_error(seat, exc)
        if calling:
            game.call(seat, game.rules.min_call)
        else:
            game.play(seat, view.legal[0])
        return
    if on_decision is not None:
        on_decision(seat, "call" if calling else "card", spent)


__all__ = ["play_game", "player_seed", "DecisionHook", "ErrorHook"]
