"""The first start's offer of the lesson over the main menu: "New to Call Break? Learn by
playing one short round." Yes opens the lesson, Not now (or Esc) goes on to the menu;
either answer is remembered, so the offer is made once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from callbreak.words import N_, tr

from ..screens.confirm import ConfirmScene
from .first import remember_offered

if TYPE_CHECKING:
    from ..shell.context import App

OFFER = N_("New to Call Break? Learn by playing one short round.")
NOT_NOW = N_("Not now")
YES = N_("Yes")  # the buttons' words are said through tr where they are drawn


class LessonOffer(ConfirmScene):
    """Yes has the focus: the offer is meant kindly, and the lesson is left with Esc."""

    def __init__(self, app: App) -> None:
        super().__init__(app, tr(OFFER), lambda: app.scenes.push(app.routes.lesson()),
                         yes=YES, no=NOT_NOW)
        self.bar.focus = 1

    def leave(self) -> None:
        if self.answer is not None:  # answered (a window closed on it asks again next time)
            remember_offered(self.app)
