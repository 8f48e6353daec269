"""Deal codes in this build: a code handed out by any copy of the game gives the same
rules, the same first dealer and the same cards here (the engine's tests pin the same
code's format)."""

from __future__ import annotations

from .report import SmokeFailure

CODE = "1QD0E-CK9KP"  # 3 rounds, redeal (no spade or no J, Q, K), clockwise
FIRST_DEALER = 0
FIRST_HAND = "3S 5S 7S 9S KS 6H 8C 9C 10C 6D 9D 10D QD"  # seat 0's first hand


def check_codes() -> str:
    from callbreak.engine import HouseRules, Redeal
    from callbreak.engine.dealcode import EXAMPLE, game_code, game_from_code

    game = game_from_code(CODE)
    rules = HouseRules(rounds=3, redeal=Redeal.JQK, clockwise=True)
    hand = " ".join(c.code for c in game.round.hand(0))
    if game.rules != rules or game.first_dealer != FIRST_DEALER or hand != FIRST_HAND:
        raise SmokeFailure(f"the code {CODE} gives another game in this build: dealer "
                           f"{game.first_dealer}, first hand {hand}, rules {game.rules}")
    if game_code(game) != EXAMPLE or game_from_code(EXAMPLE).to_json() != game.to_json():
        # written today in version 2: the same game's eleven-character code
        raise SmokeFailure(f"the game of {CODE} gives back the code {game_code(game)}, "
                           f"not {EXAMPLE}")
    return f"{CODE}: the same rules, first dealer and first hand as every build"
