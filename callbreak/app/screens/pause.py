"""The pause overlay (Esc on the table): resume, settings, rules, quit to the menu, and the
game's deal code to share (none for a Daily not yet finished: its deals are not to be
rehearsed). The game is saved before leaving for the menu, so Continue picks it up again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from callbreak.store.daily import code_kept_back
from callbreak.words import tr

from ..look import theme as th
from ..look.widgets import Button, VerticalMenu
from ..shell.input import BACK, FULLSCREEN, MUTE, PAUSE, Intent
from ..shell.scene import Scene

if TYPE_CHECKING:
    from ..shell.context import App
    from ..table.game import TableGame


class Keeps(Protocol):
    """The game under the overlay: it saves itself when asked."""

    @property
    def game(self) -> TableGame: ...

    code: str
    daily: str | None

    def closing(self) -> None: ...


class PauseScene(Scene):
    opaque = False

    def __init__(self, app: App, table: Keeps) -> None:
        super().__init__(app)
        self.table = table
        self.menu = VerticalMenu([
            Button("Resume", self.resume),
            Button("Scorecard", lambda: app.scenes.push(
                app.routes.scoresheet(table.game, self.code()))),
            Button("Settings", lambda: app.open_screen("settings")),
            Button("How to play", lambda: app.scenes.push(app.routes.howto(table.game.rules))),
            Button("Quit to menu", self.quit_to_menu),
        ], text_units=3.2, width_units=36)

    def code(self) -> str:
        """The deal code to share ("" for none, and for a Daily not yet finished)."""
        store = self.app.store
        finished = store.daily_played if store is not None else None
        return "" if code_kept_back(self.table.daily, finished) else self.table.code

    def resume(self) -> None:
        self.app.scenes.pop()

    def quit_to_menu(self) -> None:
        self.table.closing()  # saves the game in progress
        self.app.scenes.reset(self.app.routes.main_menu())

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (BACK, PAUSE):
            self.resume()
            return True
        self.menu.handle(intent)
        return intent.kind not in (FULLSCREEN, MUTE)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        th.dim(surface, 150)  # in place: no window-sized picture kept or blended
        w, h = surface.get_size()
        code = self.code()
        box = pygame.Rect(0, 0, min(w - t.px(4), t.tx(48)),
                          self.menu.height(t) + t.tx(19 if code else 16))
        box.center = (w // 2, h // 2)
        th.panel(surface, box, (14, 34, 27, 240), radius=t.tx(2.5), edge=th.PANEL_EDGE)
        t.blit_text(surface, tr("Paused"), 4.2, th.INK, bold=True,
                    midtop=(box.centerx, box.y + t.tx(2)))
        menu_h = self.menu.height(t)
        self.menu.draw(surface, t, center=(box.centerx, box.y + t.tx(10) + menu_h // 2))
        t.blit_text(surface, tr("Esc to resume"), t.legible(1.8), th.INK_DIM,
                    midbottom=(box.centerx, box.bottom - t.tx(1.2)))
        if code:  # to share this game: the same deals for whoever types it
            t.blit_text(surface, tr("Deal code: {code}", code=code), t.legible(2.0), th.INK,
                        midbottom=(box.centerx, box.bottom - t.tx(4.2)))
