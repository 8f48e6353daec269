"""The question before another game replaces the saved one: keep it (Continue, focused
first; Esc too) or start the new game. `saved_game.ask_before_replacing` opens it through
`app.routes.replace_saved`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from callbreak.store import SavedGame

from ..shell.input import Intent
from .confirm import ConfirmScene
from .saved_game import CONTINUE, resume

if TYPE_CHECKING:
    from ..shell.context import App


class ReplaceSavedScene(ConfirmScene):
    """Keep the saved game or start another in its place. Continue is focused first and
    Esc means Continue: it resumes the saved game; the other button starts the new one."""

    def __init__(self, app: App, saved: SavedGame, question: str,
                 start: Callable[[], None], start_label: str) -> None:
        super().__init__(app, question, start, yes=start_label, no=CONTINUE)
        self.saved = saved

    def handle(self, intent: Intent) -> bool:
        used = super().handle(intent)
        if self.answer is False:  # Continue (or Esc): the question has gone
            resume(self.app, self.saved)
        return used
