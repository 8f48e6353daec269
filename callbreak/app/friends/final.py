"""The friends' final scores: who won, the whole scorecard, and the series this table has
played (the games so far and each player's games won). The table stays: its owner may
play again (Play again: the house rules for the next game, then the lobby, the same code
and seats), the others wait for that; Back to menu (or Esc) leaves the table. When the
owner takes the table back to its lobby, every window goes there."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import N_, tr

from ..look import theme as th
from ..look.widgets import Button, VerticalMenu
from ..record.sheet import paint_sheet, sheet_size
from ..record.standings import winners_line
from ..shell.input import BACK, CLICK, CONFIRM, LEFT, POINT, RIGHT, Intent
from ..shell.scene import Scene

if TYPE_CHECKING:
    from callbreak.net.mirror import MirrorGame

    from ..shell.context import App
    from .link import TableLink
    from .place import NetPlace

POLL = 0.1  # seconds between looks at the network while nothing moves
HEAD = 21  # units above the card: the title, the winners, the series
WAITING_AGAIN = N_("Waiting for {name} to play again")


class FriendsFinalScene(Scene):
    def __init__(self, app: App, place: NetPlace, link: TableLink) -> None:
        super().__init__(app)
        self.link = link
        assert link.mirror is not None
        self.game: MirrorGame = link.mirror
        self.menu = self._menu()

    def _menu(self) -> VerticalMenu:
        buttons = [Button("Back to menu", self.to_menu)]
        if self.link.owner and not self.link.ended:
            buttons.append(Button("Play again", self.again))
        menu = VerticalMenu(buttons, text_units=3.0, width_units=30)
        menu.columns = len(buttons)
        menu.focus = len(buttons) - 1
        return menu

    # -- the person's wishes ------------------------------------------------------------
    def to_menu(self) -> None:
        self.link.close(leave=True)
        self.app.scenes.reset(self.app.routes.main_menu())

    def again(self) -> None:
        """The next game's house rules first (the Settings' own rows), then the lobby."""
        self.app.scenes.push(self.app.routes.friends("again", self.link))

    def closing(self) -> None:
        self.link.close()

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        link = self.link  # read every frame by the app (TableLink.keep_up)
        if link.seated and not link.over and not link.ended:  # the owner played again
            self.app.scenes.replace(self.app.routes.friends("lobby", link))
            return
        owner = link.owner and not link.ended
        if owner != (len(self.menu.rows) == 2):  # the owner left: the next one may
            self.menu = self._menu()

    def frame_interval(self) -> float | None:
        return POLL

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.to_menu()
        elif kind in (LEFT, RIGHT):
            self.menu.move(-1 if kind == LEFT else 1)
        elif kind == CONFIRM and len(self.menu.rows) == 1:
            return True  # waiting for the owner: Enter pressed on and on never leaves
        elif kind in (CONFIRM, POINT, CLICK):
            return self.menu.handle(intent)
        else:
            return False
        return True

    # -- drawing ------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        t, (w, h) = self.app.theme, self.app.size
        width, height = sheet_size(t, self.game, min(w - t.px(8), t.px(120)))
        whole = t.px(HEAD) + height + t.tx(9) + self.menu.height(t)
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (w // 2, max(0, (h - whole) // 2) + t.px(HEAD))
        return box

    def draw(self, surface: pygame.Surface) -> None:
        t, game, link = self.app.theme, self.game, self.link
        surface.blit(self.app.background, (0, 0))
        w = surface.get_width()
        box = self.box()
        y0 = box.y - t.px(HEAD)
        winners = game.winners
        t.blit_text(surface, tr("Final scores"), 4.6, th.INK, bold=True,
                    midtop=(w // 2, y0 + t.px(2)))
        t.blit_text(surface, winners_line(winners), 3.2,
                    th.ACCENT if 0 in winners else th.INK, bold=True,
                    midtop=(w // 2, y0 + t.px(8.5)))
        series = link.series_line()
        if series:
            size = t.fitting(series, t.legible(2.2), w - t.px(6))
            t.blit_text(surface, series, size, th.INK, midtop=(w // 2, y0 + t.px(14)))
        paint_sheet(surface, t, game, box, focus=-1, winners=winners)
        if link.ended:
            said, colour = tr(link.ended), th.BAD
        elif link.owner:
            said, colour = tr("The same table, the same friends, a new shuffle"), \
                th.INK_DIM
        else:
            said, colour = tr(WAITING_AGAIN, name=link.host_name()), th.INK
        size = t.fitting(said, t.legible(2.2), w - t.px(6))
        t.blit_text(surface, said, size, colour, midtop=(w // 2, box.bottom + t.tx(1.5)))
        self.menu.draw(surface, t, center=(w // 2, box.bottom + t.tx(6)
                                           + self.menu.height(t) // 2))


__all__ = ["FriendsFinalScene"]
