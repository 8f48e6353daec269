"""The Yes/No question drawn over the screen below it: the one dialog the screens share.
Other scenes ask for it through `app.routes.confirm(...)`; a question of its own kind
subclasses it (the saved game's, `saved_question.ReplaceSavedScene`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from callbreak.words import tr

from ..look import theme as th
from ..shell.input import BACK, Intent
from ..shell.scene import Scene
from .ui import DIM_OVERLAY, ButtonBar, Painter, line_spacing

if TYPE_CHECKING:
    from ..shell.context import App


class ConfirmScene(Scene):
    """A Yes/No question over the screen below. No has the focus first, and Esc means No:
    nothing that cannot be undone happens by a stray key."""

    opaque = False

    def __init__(self, app: App, question: str, on_yes: Callable[[], None],
                 detail: str = "", yes: str = "Yes", no: str = "No") -> None:
        super().__init__(app)
        self.question, self.detail, self.on_yes = question, detail, on_yes
        self.bar = ButtonBar([(no, self._no), (yes, self._yes)], focus=0)
        self.drawn: list[pygame.Rect] = []
        self.answer: bool | None = None

    def _no(self) -> None:
        self.answer = False
        self.app.scenes.pop()

    def _yes(self) -> None:
        self.answer = True
        self.app.scenes.pop()
        self.on_yes()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == BACK:
            self._no()
            return True
        self.bar.handle(intent)
        return True  # a modal question: nothing reaches the screen below

    def lines(self, text_w: int) -> list[tuple[str, float, bool]]:
        """The lines of the box, each (words, units, bold): what leads to the question
        (lines before its last "\n") plain, the question bold, the detail plain and smaller."""
        theme = self.app.theme
        *lead, ask = self.question.split("\n")
        out = [(line, 3.2, False) for para in lead for line in theme.wrap(para, 3.2, text_w)]
        out += [(line, 3.6, True) for line in theme.wrap(ask, 3.6, text_w, bold=True)]
        if self.detail:
            out += [(line, 2.8, False) for line in theme.wrap(self.detail, 2.8, text_w)]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        p = Painter(surface, self.app.theme)
        w, h = surface.get_size()
        th.dim(surface, DIM_OVERLAY[3])  # in place: no window-sized picture each frame
        box = pygame.Rect(0, 0, min(w - p.px(8), p.tx(96)), 0)
        lines = self.lines(box.w - p.px(8))
        steps = [p.tx(units * line_spacing(text, 1.25)) for text, units, _ in lines]
        # the buttons as wide as their words need (both fit the box)
        widest = max(p.t.measure(tr(label), 3.0, bold=True)[0] for label, _ in self.bar.buttons)
        button_w = min(max(p.tx(26), widest + p.px(5)), (box.w - p.px(7)) // 2)
        box.h = p.px(4.5) + sum(steps) + p.px(3) + p.tx(6) + p.px(4)
        box.center = (w // 2, h // 2)
        p.panel(box, th.PANEL_SOLID, radius=p.px(2.4), edge=th.INK, width=2)
        y = box.top + p.px(4.5)
        for (text, units, bold), step in zip(lines, steps):
            p.text(text, units, th.INK, bold=bold, midtop=(w // 2, y))
            y += step
        # (the bar grows its buttons with the text: the width is given before that)
        self.bar.draw(p, (w // 2, box.bottom - p.px(4) - p.tx(3)),
                      width_units=button_w / (p.t.unit * p.t.scale))
        self.drawn = p.drawn
