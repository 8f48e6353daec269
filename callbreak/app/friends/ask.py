"""A line typed for a friends' table: your name, a table's address (host:port) or its code.
The prompt and a sentence of help above a box; an example greyed in the empty box; Enter
hands the line over (a line that will not do gets one plain sentence under the box and
nothing happens), Backspace deletes, Esc goes back."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from callbreak.words import N_, tr

from ..look import theme as th
from ..shell.input import BACK, CLICK, CONFIRM, ERASE, FULLSCREEN, QUIT, TEXT, Intent
from ..shell.scene import Scene

if TYPE_CHECKING:
    from ..shell.context import App
    from .place import NetPlace

LONGEST = 60  # characters: an address with its port fits
GO_ON = N_("Go on  (Enter)")


class AskScene(Scene):
    """`on_done(line)` returns "" when the line was taken (it moves on by itself), or the
    English sentence saying why it will not do."""

    def __init__(self, app: App, place: NetPlace, prompt: str, help_text: str, example: str,
                 on_done: Callable[[str], str], start: str = "") -> None:
        super().__init__(app)
        self.prompt, self.help, self.example = prompt, help_text, example
        self.on_done = on_done
        self.typed = start
        self.problem = ""

    def box(self) -> pygame.Rect:
        t, (w, h) = self.app.theme, self.app.size
        rect = pygame.Rect(0, 0, t.px(60), t.px(9))
        rect.center = (w // 2, h // 2 - t.px(4))
        return rect

    def ok_button(self) -> pygame.Rect:
        t = self.app.theme
        width = max(t.px(26), t.measure(tr(GO_ON), 2.6, bold=True)[0] + t.px(5))
        rect = pygame.Rect(0, 0, width, t.px(6))
        rect.midtop = (self.box().centerx, self.box().bottom + t.px(9))
        return rect

    def done(self) -> None:
        problem = self.on_done(self.typed.strip())
        if problem:
            self.problem = problem
            self.app.play_sound("illegal")

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK and intent.text == ERASE:
            self.typed, self.problem = self.typed[:-1], ""
        elif kind == BACK:
            self.app.scenes.pop()
        elif kind == TEXT and intent.text:
            self.typed = (self.typed + intent.text)[:LONGEST]
            self.problem = ""
        elif kind == CONFIRM and intent.text is None:  # Space comes as text too
            self.done()
        elif kind == CLICK and intent.pos is not None:
            if self.ok_button().collidepoint(intent.pos):
                self.done()
        elif kind in (FULLSCREEN, QUIT):
            return False
        return True  # letters typed are text here, never the table's keys

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        box = self.box()
        t.blit_text(surface, tr(self.prompt), 4.6, th.INK, bold=True,
                    midbottom=(w // 2, box.y - t.px(7)))
        t.blit_text(surface, tr(self.help), t.legible(2.0), th.INK_DIM,
                    midbottom=(w // 2, box.y - t.px(2.5)))
        th.panel(surface, box, th.PANEL_SOLID, radius=t.px(1.6), edge=th.ACCENT,
                 width=max(2, t.px(0.4)))
        if self.typed:
            shown = self.typed
            while len(shown) > 1 and t.measure(shown + "▏", 4.4, bold=True)[0] > box.w - t.px(3):
                shown = shown[1:]  # the end of a long line, where the cursor is
            t.blit_text(surface, shown + "▏", 4.4, th.INK, bold=True, center=box.center)
        else:
            example = t.blit_text(surface, self.example, 4.4, th.PANEL_EDGE, center=box.center)
            t.blit_text(surface, "▏", 4.4, th.INK, bold=True,
                        midright=(example.left - t.px(0.4), box.centery))
        if self.problem:
            y = box.bottom + t.px(1.6)
            for line in t.wrap(tr(self.problem), 2.2, box.w + t.px(20)):
                r = t.blit_text(surface, line, 2.2, th.BAD, midtop=(w // 2, y))
                y = r.bottom + t.px(0.3)
        button = self.ok_button()
        th.panel(surface, button, th.ACCENT, radius=button.h // 2)
        t.blit_text(surface, tr(GO_ON), 2.6, th.INK_DARK, bold=True,
                    center=button.center)
        t.blit_text(surface, tr("Esc back"), t.legible(1.8), th.INK_DIM,
                    midbottom=(w // 2, h - t.px(2)))


__all__ = ["AskScene"]
