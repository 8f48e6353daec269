"""Every deal of a whole game, as text, for tests that compare games across fresh processes
(deal codes, the Daily Challenge): the game is played with each seat's first legal card.

    python tests/programs/deals.py code CODE
    python tests/programs/deals.py daily YYYY-MM-DD RULES_JSON

Prints a JSON list: the house rules, then [dealer, four hands] for each round.
"""

from __future__ import annotations

import datetime
import json
import sys

from callbreak.engine import Game, HouseRules, cards_of, game_from_code
from callbreak.store import daily_game


def every_deal(game: Game) -> list:
    deals: list = [game.rules.to_dict()]
    while True:
        deals.append([game.round.dealer] + [[c.code for c in cards_of(h)]
                                            for h in game.round.dealt])
        while game.phase == "calling":
            game.call(game.turn, 1)
        while game.phase == "playing":
            game.play(game.turn, game.round.legal_cards(game.turn)[0])
        if game.phase == "game_over":
            return deals
        game.next_round()


def main(args: list[str]) -> None:
    if args[0] == "code":
        game = game_from_code(args[1])
    else:
        rules = HouseRules.from_dict(json.loads(args[2]))
        game = daily_game(datetime.date.fromisoformat(args[1]), rules)
    print(json.dumps(every_deal(game)))


if __name__ == "__main__":
    main(sys.argv[1:])
