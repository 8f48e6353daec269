"""Play a deal by code: type (or paste) a code someone read out (the engine's `EXAMPLE` is shown
greyed in the empty box), and the same deals, first dealer and house rules start here. A
mistyped code gets one clear sentence and nothing starts; so does today's Daily Challenge
until it is finished (its deals are not to be rehearsed). Over a saved game it asks first.
Enter plays (Space is typed as a space, never plays), Backspace deletes, Esc goes back."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.engine import Game
from callbreak.engine.dealcode import CODE_LENGTH, EXAMPLE, DealCodeError, game_from_code
from callbreak.store.daily import code_kept_back, daily_seed, today
from callbreak.words import N_, code_problem, tr

from ..look import theme as th
from ..screens.saved_game import ask_before_replacing
from ..shell.input import BACK, CLICK, CONFIRM, ERASE, FULLSCREEN, QUIT, SPACE, TEXT, Intent
from ..shell.scene import Scene

if TYPE_CHECKING:
    from ..shell.context import App

LONGEST = CODE_LENGTH + 4  # room for a hyphen and stray spaces
DAILY_NOT_YET = N_("That is today's Daily Challenge: play it from the menu first.")


class CodeEntryScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.typed = ""
        self.problem = ""

    def box(self) -> pygame.Rect:
        t, (w, h) = self.app.theme, self.app.size
        rect = pygame.Rect(0, 0, t.tx(60), t.tx(9))
        rect.center = (w // 2, h // 2 - t.tx(4))
        return rect

    def play_button(self) -> pygame.Rect:
        t = self.app.theme
        rect = pygame.Rect(0, 0, t.tx(26), t.tx(6))
        rect.midtop = (self.box().centerx, self.box().bottom + t.tx(9))
        return rect

    def play(self) -> None:
        try:
            game = game_from_code(self.typed)
        except DealCodeError as error:
            self.refuse(code_problem(error))
            return
        if self.rehearses_daily(game):
            self.refuse(tr(DAILY_NOT_YET))
            return
        app = self.app

        def start() -> None:
            app.scenes.reset(app.routes.table(game, app.settings.level, None))
        ask_before_replacing(app, N_("Play this code's deals instead?"), start,
                             N_("Play the code"))

    def refuse(self, sentence: str) -> None:
        self.problem = sentence
        self.app.play_sound("illegal")

    def rehearses_daily(self, game: Game) -> bool:
        """The deals of today's Daily, not yet finished (whatever rules the code names)."""
        store, day = self.app.store, today()
        finished = store.daily_played if store is not None else None
        return game.seed == daily_seed(day) and code_kept_back(day, finished)

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK and intent.text == ERASE:
            self.typed, self.problem = self.typed[:-1], ""
        elif kind == BACK:
            self.app.scenes.pop()
        elif kind == TEXT and intent.text:
            self.typed = (self.typed + intent.text.strip())[:LONGEST]
            self.problem = ""
        elif kind == CONFIRM and intent.text != SPACE:  # Space's key: its text is typed
            self.play()
        elif kind == CLICK and intent.pos is not None:
            if self.play_button().collidepoint(intent.pos):
                self.play()
        elif kind in (FULLSCREEN, QUIT):
            return False
        # letters and digits come as text too: their key meanings (H, M, S...) are not
        # wanted while typing, so every other intent stops here
        return True

    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        box = self.box()
        t.blit_text(surface, tr("Play a deal by code"), 4.6, th.INK, bold=True,
                    midbottom=(w // 2, box.y - t.tx(7)))
        t.blit_text(surface, tr("The same code gives the same deals and the same house rules "
                                "on any computer."), t.legible(2.0), th.INK_DIM,
                    midbottom=(w // 2, box.y - t.tx(2.5)))
        th.panel(surface, box, th.PANEL_SOLID, radius=t.tx(1.6), edge=th.ACCENT,
                 width=max(2, t.tx(0.4)))
        if self.typed:
            t.blit_text(surface, self.typed.upper() + "▏", 4.4, th.INK, bold=True,
                        center=box.center)
        else:  # an example, greyed, the cursor before it
            example = t.blit_text(surface, EXAMPLE, 4.4, th.PANEL_EDGE, center=box.center)
            t.blit_text(surface, "▏", 4.4, th.INK, bold=True,
                        midright=(example.left - t.tx(0.4), box.centery))
        if self.problem:
            lines = t.wrap(self.problem, 2.2, box.w + t.tx(20))
            y = box.bottom + t.tx(1.6)
            for line in lines:
                r = t.blit_text(surface, line, 2.2, th.BAD, midtop=(w // 2, y))
                y = r.bottom + t.tx(0.3)
        button = self.play_button()
        th.panel(surface, button, th.ACCENT, radius=button.h // 2)
        t.blit_text(surface, tr("Play  (Enter)"), 2.6, th.INK_DARK, bold=True,
                    center=button.center)
        t.blit_text(surface, tr("Esc back"), t.legible(1.8), th.INK_DIM,
                    midbottom=(w // 2, h - t.tx(2)))


__all__ = ["CodeEntryScene"]
