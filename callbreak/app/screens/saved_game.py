"""The saved game as the player knows it, and asking before anything replaces it.

New game, the Daily Challenge and a deal code each start a game that takes the place of the
one in progress. When a game is saved, they first ask in one sentence that names it
("You have a game in progress: round 3 of 5, you lead with 14.2. Start a new one?"), with
Continue focused first: Enter or Esc resumes the saved game, untouched. The question is a
scene of its own (`saved_question.ReplaceSavedScene`), opened through `app.routes`.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from callbreak.engine import format_tenths
from callbreak.store import SavedGame
from callbreak.store.daily import parse_day, today
from callbreak.words import N_, name, tr

if TYPE_CHECKING:
    from ..shell.context import App

YOU = 0  # the person's seat

CONTINUE = N_("Continue")  # the menu's own word for resuming the saved game


def saved_game(app: App) -> SavedGame | None:
    """The game in progress, or None (no store, nothing saved, or a damaged save, which
    the store moves aside and says so)."""
    return app.store.load_game() if app.store is not None else None


def resume(app: App, saved: SavedGame) -> None:
    """The saved game at the table, where it was left."""
    app.scenes.reset(app.routes.table(saved.game, saved.level, saved.daily))


def describe(saved: SavedGame, day_now: datetime.date) -> str:
    """The saved game in one sentence: which game, which round, and who leads (and your
    score when someone else does)."""
    game = saved.game
    day = parse_day(saved.daily) if saved.daily is not None else None
    which = tr("a game") if day is None else \
        tr("today's Daily Challenge") if day == day_now else tr("a Daily Challenge")
    at = {"game": which, "n": game.round_no + 1, "rounds": game.rules.rounds}
    totals = game.totals
    if not game.round_scores:
        return tr("You have {game} in progress: round {n} of {rounds}, no scores yet.", **at)
    best = max(totals)
    leaders = [seat for seat, total in enumerate(totals) if total == best]
    points = format_tenths(best)
    if leaders == [YOU]:
        return tr("You have {game} in progress: round {n} of {rounds}, you lead with "
                  "{points}.", points=points, **at)
    if YOU in leaders:
        return tr("You have {game} in progress: round {n} of {rounds}, you share the lead "
                  "with {points}.", points=points, **at)
    yours = format_tenths(totals[YOU])
    if len(leaders) == 1:
        return tr("You have {game} in progress: round {n} of {rounds}, {name} leads with "
                  "{points}, you have {yours}.", name=name(leaders[0]), points=points,
                  yours=yours, **at)
    return tr("You have {game} in progress: round {n} of {rounds}, {names} share the lead "
              "with {points}, you have {yours}.", names=", ".join(name(s) for s in leaders),
              points=points, yours=yours, **at)


def ask_before_replacing(app: App, ask: str, start: Callable[[], None],
                         start_label: str) -> None:
    """Run `start` at once when no game is saved; else ask first. `ask` is the English
    question after the sentence naming the saved game ("Start a new one?"), `start_label`
    the English label of the button that starts the new game."""
    saved = saved_game(app)
    if saved is None:
        start()
        return
    question = describe(saved, today()) + "\n" + tr(ask)  # the question on a line of its own
    app.scenes.push(app.routes.replace_saved(saved, question, start, start_label))
