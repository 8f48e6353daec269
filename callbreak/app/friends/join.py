"""Join a table: the tables found on this network by themselves (each with its host's name,
the house rules in one line and the free seats; one that plays another version of the game
says so), and Join by address for a table farther away (host:port typed). Then the table's
code, and the lobby. Tables are looked for only while this screen is open."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.net.protocol import read_code
from callbreak.words import N_, tr

from ..look import theme as th
from ..shell.input import BACK, CLICK, CONFIRM, DOWN, POINT, UP, Intent
from ..shell.scene import Scene
from .flow import join_table, player_name

if TYPE_CHECKING:
    from callbreak.net.discovery import FoundTable

    from ..shell.context import App
    from .place import Browsing, NetPlace

SHOWN = 4  # tables listed at once
LOOK_EVERY = 0.5  # seconds between looks at the tables heard
LOOKING = N_("Looking for tables on this network…")
NOT_LOOKING = N_("Tables nearby cannot be found from here, so join by address.")
CODE_PROMPT = N_("The table's code")
CODE_HELP = N_("The host sees it in their lobby: four letters and digits.")
NOT_A_CODE = N_("A table code is four letters and digits, such as K7QX.")
ADDRESS_PROMPT = N_("The table's address")
ADDRESS_HELP = N_("The host's computer and port, as the host's lobby shows them.")
NOT_AN_ADDRESS = N_("An address is the host's computer and port, such as 192.168.1.20:47474.")
BY_ADDRESS, BACK_ROW = N_("Join by address"), N_("Back")


class JoinScene(Scene):
    def __init__(self, app: App, place: NetPlace) -> None:
        super().__init__(app)
        self.place = place
        self.browser: Browsing | None = None
        self.found: list[FoundTable] = []
        self.focus = 0
        self.problem = ""
        self.clock = 0.0
        self._looked = -LOOK_EVERY  # the first frame looks at once

    # -- the tables nearby, while this screen is open -------------------------------------
    def enter(self) -> None:
        if self.browser is None:
            self.browser = self.place.browser()

    def leave(self) -> None:
        """Covered or gone: tables are looked for only while this screen is shown."""
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.close()

    def closing(self) -> None:
        self.leave()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.browser is not None and self.clock - self._looked >= LOOK_EVERY:
            self._looked = self.clock
            self.found = self.browser.tables()[:SHOWN]
            self.focus = min(self.focus, len(self.rows()) - 1)

    def frame_interval(self) -> float | None:
        return LOOK_EVERY if self.browser is not None else None

    # -- choosing -------------------------------------------------------------------------
    def rows(self) -> list[FoundTable | str]:
        return [*self.found, BY_ADDRESS, BACK_ROW]

    def choose(self, row: FoundTable | str) -> None:
        app = self.app
        if row == BACK_ROW:
            app.scenes.pop()
        elif row == BY_ADDRESS:
            app.scenes.push(app.routes.friends("ask", ADDRESS_PROMPT, ADDRESS_HELP,
                                               "192.168.1.20:47474", self.address_given))
        elif isinstance(row, str):
            return
        elif not row.joinable:
            self.problem = row.problem()
            app.play_sound("illegal")
        else:
            self.ask_code(row.address)

    def address_given(self, text: str) -> str:
        from callbreak.net.client import table_url

        try:
            table_url(text)
        except (ValueError, IndexError):
            return NOT_AN_ADDRESS
        if not text or any(ch.isspace() for ch in text):
            return NOT_AN_ADDRESS
        self.app.scenes.pop()
        self.ask_code(text)
        return ""

    def ask_code(self, address: str) -> None:
        app = self.app

        def given(text: str) -> str:
            code = read_code(text)
            if code is None:
                return NOT_A_CODE
            link = join_table(app, address, code, player_name(app) or "Guest")
            app.scenes.replace(app.routes.friends("lobby", link))
            return ""

        app.scenes.push(app.routes.friends("ask", CODE_PROMPT, CODE_HELP, "K7QX", given))

    def handle(self, intent: Intent) -> bool:
        kind, rows = intent.kind, self.rows()
        if kind == BACK:
            self.choose(BACK_ROW)
        elif kind in (UP, DOWN):
            self.focus = (self.focus + (1 if kind == DOWN else -1)) % len(rows)
            self.problem = ""
        elif kind == CONFIRM:
            self.choose(rows[self.focus])
        elif kind in (CLICK, POINT) and intent.pos is not None:
            for i, rect in enumerate(self.rects()):
                if rect.collidepoint(intent.pos):
                    self.focus = i
                    if kind == CLICK:
                        self.choose(rows[i])
                    return True
            return False
        else:
            return False
        return True

    # -- where things go ------------------------------------------------------------------
    def rects(self) -> list[pygame.Rect]:
        t, w = self.app.theme, self.app.size[0]
        width = min(w - t.px(8), t.tx(100))
        y = t.frame_top + t.tx(20)
        out = []
        for _ in self.found:
            out.append(pygame.Rect((w - width) // 2, y, width, t.tx(10)))
            y += t.tx(11.5)
        y = max(y, t.frame_top + t.tx(34)) + t.tx(2)
        for _ in (BY_ADDRESS, BACK_ROW):
            rect = pygame.Rect(0, 0, t.tx(44), t.tx(6))
            rect.midtop = (w // 2, y)
            out.append(rect)
            y += t.tx(7.6)
        return out

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        top = t.frame_top
        t.blit_text(surface, tr("Join a table"), 5.0, th.INK, bold=True,
                    center=(w // 2, top + t.tx(7)))
        rects = self.rects()
        if not self.found:
            looking = self.browser is not None
            text = tr(LOOKING) if looking else tr(NOT_LOOKING)
            t.blit_text(surface, text, t.legible(2.3), th.INK_DIM, center=(w // 2, top + t.tx(24)))
        else:
            t.blit_text(surface, tr("Tables on this network"), t.legible(2.2), th.INK_DIM,
                        center=(w // 2, top + t.tx(15)))
        for i, (row, rect) in enumerate(zip(self.rows(), rects)):
            focused = i == self.focus
            if isinstance(row, str):
                th.panel(surface, rect, th.ACCENT if focused else th.PANEL, radius=rect.h // 2,
                         edge=None if focused else th.PANEL_EDGE)
                t.blit_text(surface, tr(row), 3.0, th.INK_DARK if focused else th.INK,
                            bold=focused, center=rect.center)
            else:
                self._table(surface, row, rect, focused)
        if self.problem:
            t.blit_text(surface, self.problem, t.legible(2.1), th.BAD,
                        midbottom=(w // 2, h - t.tx(5.5)))
        t.blit_text(surface, tr("↑ ↓ choose   Enter join   Esc back"), t.legible(1.8),
                    th.INK_DIM, midbottom=(w // 2, h - t.tx(2)))

    def _table(self, surface: pygame.Surface, table: FoundTable, rect: pygame.Rect,
               focused: bool) -> None:
        t = self.app.theme
        th.panel(surface, rect, (255, 255, 255, 34) if focused else th.PANEL,
                 radius=t.tx(1.6), edge=th.ACCENT if focused else th.PANEL_EDGE,
                 width=max(1, t.tx(0.3)) if focused else 1)
        left = rect.x + t.tx(3)
        t.blit_text(surface, tr("{name}'s table", name=table.host_name), 2.6, th.INK,
                    bold=True, topleft=(left, rect.y + t.tx(1.2)))
        if table.joinable:
            t.blit_text(surface, table.seats_line(), t.legible(2.0), th.GOOD,
                        topright=(rect.right - t.tx(3), rect.y + t.tx(1.6)))
        below = table.rules_line() if table.joinable else table.problem()
        size = t.fitting(below, t.legible(1.9), rect.right - t.tx(2) - left)
        t.blit_text(surface, below, size, th.INK_DIM if table.joinable else th.BAD,
                    topleft=(left, rect.y + t.tx(5.6)))


__all__ = ["JoinScene"]
