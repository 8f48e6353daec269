"""The scorecard at any time (S at the table, its button, or the pause menu): every round so
far with each player's call, tricks and score, the round in progress marked, the totals,
and before the last round what each player needs. Up/Down pick a finished round and Enter
(or a click on its row) opens its review; Esc or S goes back to the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import tr

from ..look import theme as th
from ..shell.input import BACK, CLICK, CONFIRM, DOWN, FULLSCREEN, MUTE, SCORES, UP, Intent
from ..shell.scene import Scene
from .sheet import NOTE_TEXT, note_step, paint_sheet, sheet_rows, sheet_size
from .standings import needs_lines

if TYPE_CHECKING:
    from ..shell.context import App
    from ..table.game import TableGame


class ScoreSheetScene(Scene):
    opaque = False

    def __init__(self, app: App, game: TableGame, code: str = "") -> None:
        super().__init__(app)
        self.game = game
        self.code = code  # the game's deal code, shown so it can be shared
        finished = len(game.round_scores)
        self.focus: int | None = finished - 1 if finished else None

    def lines(self) -> list[str]:
        """What is said under the card: what each needs, the deal code."""
        out = needs_lines(self.game)
        if self.code:
            out.append(tr("Deal code: {code}", code=self.code))
        return out

    def frame(self) -> pygame.Rect:
        """The panel holding the title, the card, the lines under it and the keys."""
        t, (w, h) = self.app.theme, self.app.size
        width, height = sheet_size(t, self.game, min(w - t.px(8), t.px(120)))
        lines = self.lines()
        frame = pygame.Rect(0, 0, width + t.px(4),
                            height + t.px(3) + t.tx(11) + len(lines) * note_step(t, lines))
        frame.center = (w // 2, h // 2)
        return frame

    def box(self) -> pygame.Rect:
        t, frame = self.app.theme, self.frame()
        width, height = sheet_size(t, self.game, frame.w - t.px(4))
        return pygame.Rect(frame.x + t.px(2), frame.y + t.px(2) + t.tx(6), width, height)

    def review(self, round_no: int) -> None:
        self.app.scenes.push(self.app.routes.review(self.game, round_no))

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        finished = len(self.game.round_scores)
        if kind in (BACK, SCORES):
            self.app.scenes.pop()
        elif kind in (UP, DOWN) and finished:
            step = -1 if kind == UP else 1
            self.focus = min(max((self.focus or 0) + step, 0), finished - 1)
        elif kind == CONFIRM and self.focus is not None:
            self.review(self.focus)
        elif kind == CLICK and intent.pos is not None:
            for r, rect in sheet_rows(self.app.theme, self.game, self.box()).items():
                if rect.collidepoint(intent.pos) and r < finished:
                    self.focus = r
                    self.review(r)
                    return True
            self.app.scenes.pop()  # a click outside the card closes it
        elif kind in (FULLSCREEN, MUTE):
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        th.dim(surface, 150)  # in place: no window-sized picture made each frame
        frame = self.frame()
        th.panel(surface, frame, (10, 26, 20), radius=t.px(2.5), edge=th.PANEL_EDGE)
        t.blit_text(surface, tr("Scorecard"), 4.0, th.INK, bold=True,
                    midtop=(frame.centerx, frame.y + t.tx(1.8)))
        box = self.box()
        paint_sheet(surface, t, self.game, box, focus=self.focus)
        y = box.bottom + t.px(1)
        lines = self.lines()
        for line in lines:
            t.blit_text(surface, line, t.legible(NOTE_TEXT), th.INK, midtop=(frame.centerx, y))
            y += note_step(t, lines)
        keys = tr("↑ ↓ choose a round   Enter review it   Esc back") \
            if self.game.round_scores else tr("Esc back")
        t.blit_text(surface, keys, t.legible(1.8), th.INK_DIM,
                    midbottom=(frame.centerx, frame.bottom - t.tx(1.2)))
