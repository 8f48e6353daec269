"""Host a table: the house rules the table plays (the Settings' own rows and choices, so a
change here is kept there too; friends see them before they sit down) and how strongly the
computer players in the empty seats play, then Open the table: this computer starts
listening (only now) and the lobby shows the table's code. After a game at a table, its
owner comes here again for the next game's house rules (Play again: back to the lobby)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import N_, tr

from ..look import theme as th
from ..look.widgets import Button, VerticalMenu
from ..shell.input import BACK, Intent
from ..shell.scene import Scene
from .flow import NO_SERVER, open_table, player_name, rule_rows

if TYPE_CHECKING:
    from ..shell.context import App
    from .link import TableLink
    from .place import NetPlace

SEEN_FIRST = N_("Friends who join see these rules before they sit down.")
OPEN_TABLE_KEEPS = ("level", "friend_wait")  # rows that do not change an open table
NEXT_GAME = N_("The house rules of the next game at this table.")


class HostScene(Scene):
    def __init__(self, app: App, place: NetPlace, link: TableLink | None = None) -> None:
        super().__init__(app)
        self.place, self.link = place, link  # link: the table to play again at
        self.problem = ""
        rows = rule_rows(app)
        if link is not None:  # a table already open: its level and waits stay as they are
            rows = [r for r in rows if (option := getattr(r, "option", None)) is None
                    or option.key not in OPEN_TABLE_KEEPS]
        go = Button("Play again", self.again) if link is not None else \
            Button("Open the table", self.open)
        self.menu = VerticalMenu([*rows, go, Button("Back", app.scenes.pop)],
                                 text_units=2.6, width_units=64)
        self.menu.focus = len(self.menu.rows) - 2  # Open the table: the usual rules suit most

    def open(self) -> None:
        app = self.app
        try:
            link = open_table(app, self.place, player_name(app) or "Host")
        except OSError as exc:
            self.problem = tr(NO_SERVER, error=exc)
            app.play_sound("illegal")
            return
        app.scenes.replace(app.routes.friends("lobby", link))

    def again(self) -> None:
        """The same table again, with the rules as set here: the final scores go on to
        the lobby when the table is back there."""
        assert self.link is not None
        self.link.play_again(self.app.settings.rules)
        self.app.scenes.pop()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == BACK:
            self.app.scenes.pop()
            return True
        return self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        top = t.frame_top
        t.blit_text(surface, tr("Host a table") if self.link is None else tr("The next game"), 5.0,
                    th.INK, bold=True, center=(w // 2, top + t.px(7)))
        t.blit_text(surface, tr(SEEN_FIRST if self.link is None else NEXT_GAME),
                    t.legible(2.1), th.INK_DIM,
                    center=(w // 2, top + t.tx(12.5)))
        self.menu.fit(t, h - top - t.tx(16) - t.tx(6))  # larger text: the rows in two columns
        menu_h = self.menu.height(t)
        self.menu.draw(surface, t, center=(w // 2, top + t.tx(16) + menu_h // 2))
        if self.problem:
            for i, line in enumerate(t.wrap(self.problem, t.legible(2.1), w - t.px(8))):
                t.blit_text(surface, line, t.legible(2.1), th.BAD,
                            midbottom=(w // 2, h - t.tx(5.5) + i * t.tx(3)))
        t.blit_text(surface, tr("← → change   Enter choose   Esc back"), t.legible(1.8),
                    th.INK_DIM, midbottom=(w // 2, h - t.px(2)))


__all__ = ["HostScene"]
