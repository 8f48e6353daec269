"""Play with friends: host a table on this computer, join a friend's, continue hosting the
table this computer kept (a game the host's window left, by a crash or by quitting), or
rejoin the seat this computer held at a friend's table (the guest's window closed).
Your name shows under the title once given (it is asked before the first table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import N_, tr

from ..look import theme as th
from ..look.widgets import Button, MenuRow, VerticalMenu
from ..shell.input import BACK, Intent
from ..shell.scene import Scene
from .flow import (
    CONTINUE,
    NO_SERVER,
    REJOIN,
    SaidButton,
    join_table,
    open_table,
    player_name,
    with_name,
)
from .hosting import saved_table
from .seatfile import kept_seat

if TYPE_CHECKING:
    from ..shell.context import App
    from .place import NetPlace

HELLO = N_("Friends see you as {name}.")
BLURB = N_("One of you hosts a table; the others join it from their own computers. "
           "Computer players sit in the empty seats.")


def continue_hosting(app: App, place: NetPlace) -> Scene:
    """The kept table reopened with its code, this window back at its seat: the lobby, or
    this screen saying why it could not be."""
    saved = saved_table(app)
    start = FriendsScene(app, place)
    if saved is None:
        return start
    try:
        link = open_table(app, place, player_name(app) or "Host", saved)
    except OSError as exc:
        start.problem = tr(NO_SERVER, error=exc)
        return start
    return app.routes.friends("lobby", link)


def rejoin(app: App, place: NetPlace) -> Scene:
    """Back to the seat this window held at a friend's table (its token kept): the lobby,
    which goes on to the table as soon as the host gives the seat back."""
    seat = kept_seat(app)
    if seat is None:
        return FriendsScene(app, place)
    link = join_table(app, seat.address, seat.code, player_name(app) or "Guest", seat.token)
    return app.routes.friends("lobby", link)


class FriendsScene(Scene):
    def __init__(self, app: App, place: NetPlace) -> None:
        super().__init__(app)
        self.place = place
        self.problem = ""
        self.menu = self._build()

    def _build(self) -> VerticalMenu:
        app = self.app
        rows: list[MenuRow] = [
            Button("Host a table", lambda: with_name(
                app, lambda _: app.scenes.push(app.routes.friends("host")))),
            Button("Join a table", lambda: with_name(
                app, lambda _: app.scenes.push(app.routes.friends("join")))),
        ]
        saved = saved_table(app)
        if saved is not None:
            rows.append(SaidButton(CONTINUE, lambda: app.scenes.reset(
                app.routes.friends("continue")), code=saved.code))
        seat = kept_seat(app)
        if seat is not None:
            rows.append(SaidButton(REJOIN, lambda: app.scenes.reset(
                app.routes.friends("rejoin")), code=seat.code))
        rows.append(Button("Back", app.scenes.pop))
        return VerticalMenu(rows, text_units=3.2, width_units=44)

    def enter(self) -> None:
        focus = self.menu.focus
        self.menu = self._build()
        self.menu.focus = min(focus, len(self.menu.rows) - 1)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == BACK:
            self.app.scenes.pop()
            return True
        return self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        y = t.frame_top + t.px(10)
        t.blit_text(surface, tr("Play with friends"), 5.6, th.INK, bold=True, center=(w // 2, y))
        y += t.px(6)
        for line in t.wrap(tr(BLURB), t.legible(2.2), min(w - t.px(8), t.px(100))):
            r = t.blit_text(surface, line, t.legible(2.2), th.INK_DIM, midtop=(w // 2, y))
            y = r.bottom + t.px(0.6)
        name = player_name(self.app)
        if name:
            r = t.blit_text(surface, tr(HELLO, name=name), t.legible(2.2), th.INK,
                            midtop=(w // 2, y + t.px(1)))
            y = r.bottom
        menu_h = self.menu.height(t)
        centre = max(y + t.px(4) + menu_h // 2, h // 2 + t.px(4))
        self.menu.draw(surface, t, center=(w // 2, centre))
        if self.problem:
            t.blit_text(surface, self.problem, t.legible(2.2), th.BAD,
                        midbottom=(w // 2, h - t.px(6)))
        t.blit_text(surface, tr("Esc back"), t.legible(1.8), th.INK_DIM,
                    midbottom=(w // 2, h - t.px(2)))


__all__ = ["FriendsScene", "continue_hosting", "rejoin"]
