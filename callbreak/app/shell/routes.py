"""The ways from one scene to another, filled in where the app is built (`wiring.py`).

A scene that opens another asks `app.routes` instead of importing it, so the scenes never
import each other and there is no import cycle inside the app.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from callbreak.engine import Game, HouseRules
    from callbreak.store import SavedGame

    from ..table.game import TableGame
    from ..table.scene_base import TableScene
    from ..table.session import Stage, TableSession
    from .scene import Scene


def _unwired(*_: Any) -> NoReturn:
    raise RuntimeError("the app's routes are not wired: build it with wiring.make_app")


@dataclass
class Routes:
    main_menu: Callable[[], Scene] = _unwired
    # "settings", "stats" or "rules"
    screen: Callable[[str], Scene] = _unwired
    # play a deal by code
    code_entry: Callable[[], Scene] = _unwired
    # a Yes/No question over the screen below: (question, on_yes, detail="", yes=, no=)
    confirm: Callable[..., Scene] = _unwired
    # before another game replaces the saved one: (saved, question, start, start_label)
    replace_saved: Callable[[SavedGame, str, Callable[[], None], str], Scene] = _unwired
    # How to play for a game's house rules (None: those Settings holds for the next game)
    howto: Callable[[HouseRules | None], Scene] = _unwired
    # a game at the table: (game, level, daily date or None)
    table: Callable[[Game, str, str | None], Scene] = _unwired
    # the table's scene for a session and its stage
    table_scene: Callable[[TableSession, Stage], TableScene] = _unwired
    # the result of the round just scored, then on_done(); over the table session if given
    # (game, on_done, session=None)
    round_result: Callable[..., Scene] = _unwired
    # the end of a game: (game, level, daily)
    scorecard: Callable[[TableGame, str, str | None], Scene] = _unwired
    # the pause overlay over a table session
    pause: Callable[[Any], Scene] = _unwired
    # the scorecard at any time: (game, its deal code or "")
    scoresheet: Callable[[TableGame, str], Scene] = _unwired
    # a finished round trick by trick: (game, round number)
    review: Callable[[TableGame, int], Scene] = _unwired
    # the first-game lesson, and its offer on the first start
    lesson: Callable[[], Scene] = _unwired
    lesson_offer: Callable[[], Scene] = _unwired
    # play with friends (app/friends): "start", "host", "join", "continue" (hosting the
    # kept table), "rejoin" (a guest's kept seat), ("lobby", link),
    # ("ask", prompt, help, example, on_done)
    friends: Callable[..., Scene] = _unwired
