"""The statistics screen, in pages with a tab each (Left/Right, a digit or a click turn
them; Up/Down choose a button, Enter presses it, Esc goes back):

- Figures: games played, won and shared, the win rate, rounds, calls made, the average round
  score, the best game, the longest run of made calls, and the same per computer-player level;
- Totals: your total per game over the last games, a bar each from a zero line;
- Calls: calls made by computer-player level, a bar each;
- Coach: the coach's points given away per round, game by game ("am I getting better?");
- Daily: the Daily Challenge's last 30 days as marks, today's, the days in a row, the longest
  streak and the best total.

Each picture has a sentence under it saying the same numbers (`stats_pages`, drawn by
`stats_pictures`). A reset button asks first ("Reset all statistics? This cannot be
undone.") and then calls `store.reset_stats()`; Last game opens the last finished game's
scorecard over this screen.

Without a store (`app.store is None`) it says kindly that nothing is being kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from callbreak.engine.dealcode import game_code
from callbreak.words import N_, tr

from ..look import theme as th
from ..shell.input import BACK, CLICK, DIGIT, DOWN, LEFT, POINT, RIGHT, UP, Intent
from ..shell.scene import Scene
from . import stats_pages as pages
from .stats_figures import figures_page, levels_table
from .stats_pictures import picture_page
from .ui import ButtonBar, Painter, hints, slack, title

if TYPE_CHECKING:
    from ..shell.context import App

BUTTON_UNITS = 3.0  # the buttons' text; a button is twice as tall
RESET_QUESTION = N_("Reset all statistics?")
RESET_DETAIL = N_("This cannot be undone.")
NO_STORE = N_("Statistics are not being kept just now: Callbreak could not open the folder "
              "where it keeps its files. Your games play just the same.")


class StatsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats: Any = None
        buttons = [("Back", self.back)]
        if app.store is not None:
            buttons.insert(0, (N_("Reset statistics"), self.ask_reset))
            if app.store.load_last_game() is not None:
                buttons.insert(0, (N_("Last game"), self.last_game))
        self.buttons = ButtonBar(buttons, focus=len(buttons) - 1)  # Back first: harmless
        self.page = 0  # an index into `self.pages`
        self.tab_rects: list[pygame.Rect] = []
        self.hover_tab: int | None = None  # the tab under the mouse, ringed
        self.drawn: list[pygame.Rect] = []
        self.figures: dict[str, str] = {}  # what the last draw showed, by name (for tests)

    # -- data -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.reload()

    def reload(self) -> None:
        store = self.app.store
        self.stats = store.stats if store is not None else None  # the store never raises

    def back(self) -> None:
        self.app.scenes.pop()

    def last_game(self) -> None:
        """The last finished game's scorecard over this screen (Esc comes back here), from
        which its rounds can be reviewed; with its deal code, to play the same deals again."""
        saved = self.app.store.load_last_game() if self.app.store is not None else None
        if saved is not None:
            self.app.scenes.push(self.app.routes.scoresheet(saved.game,
                                                            game_code(saved.game) or ""))

    def ask_reset(self) -> None:
        self.app.scenes.push(self.app.routes.confirm(
            tr(RESET_QUESTION), self.reset, detail=tr(RESET_DETAIL), yes=tr("Yes, reset"),
            no=tr("No, keep them")))

    def reset(self) -> None:
        if self.app.store is None:
            return
        self.app.store.reset_stats()  # a disk that refuses it is said through the notices
        self.reload()
        self.buttons.focus = len(self.buttons.buttons) - 1
        self.app.toast(tr("Statistics reset."), 2.0)

    # -- input ------------------------------------------------------------------------------
    @property
    def paged(self) -> bool:
        """Pages only with statistics to show (without a store there is one sentence)."""
        return self.stats is not None

    @property
    def pages(self) -> tuple[tuple[str, str], ...]:
        """The pages, each (key, tab's name): the level table alone with larger text."""
        return pages.pages_for(self.app.theme.roomy.crowded())

    def turn(self, page: int) -> None:
        self.page = min(max(page, 0), len(self.pages) - 1)

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.back()
            return True
        if self.paged:
            if kind in (LEFT, RIGHT):
                self.turn(self.page + (1 if kind == RIGHT else -1))
                return True
            if kind == DIGIT and intent.value and intent.value <= len(self.pages):
                self.turn(intent.value - 1)
                return True
            if kind in (CLICK, POINT) and intent.pos is not None:
                under = next((k for k, rect in enumerate(self.tab_rects)
                              if rect.collidepoint(intent.pos)), None)
                if kind == POINT and under != self.hover_tab:
                    self.hover_tab = under
                    if under is not None:
                        return True
                if kind == CLICK and under is not None:
                    self.turn(under)
                    return True
        elif kind in (LEFT, RIGHT):  # one page: Left/Right choose a button as before
            kind = UP if kind == LEFT else DOWN
            intent = Intent(kind)
        return self.buttons.handle(intent)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = Painter(surface, self.app.theme.roomy)
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        dy = slack(p)
        title(p, tr("Statistics"), dy=dy)
        self.figures = {}
        if self.stats is None:
            box = pygame.Rect(0, 0, min(w - p.px(10), p.px(110)), 0)
            box.h = p.lines_height(tr(NO_STORE), 3.0, box.w - p.px(8)) + p.px(7)
            box.center = (w // 2, h // 2 - p.px(6))
            p.panel(box, th.PANEL, edge=th.PANEL_EDGE)
            p.paragraph(tr(NO_STORE), 3.0, box.w - p.px(8), (box.x + p.px(4), box.y + p.px(3.8)))
            self.tab_rects = []
        keys = tr("← → pages    ↑ ↓ choose    Enter press    Esc back") if self.paged \
            else tr("Enter or Esc back")
        buttons_y = self.buttons_y(p, keys)
        if self.stats is not None:
            inner = min(w - p.px(8), p.px(170))
            # the page: from under the tabs to over the buttons
            area = pygame.Rect((w - inner) // 2, self._tabs(p, w, dy) + p.px(1.6), inner, 0)
            area.h = buttons_y - p.tx(BUTTON_UNITS) - p.px(1.6) - area.y
            self.page = min(self.page, len(self.pages) - 1)  # (the text size changed)
            key = self.pages[self.page][0]
            if key == "figures":
                figures_page(p, area, self.stats, self.app.settings.level, self.figures,
                             with_levels=len(self.pages) < len(pages.PAGES))
            elif key == "levels":
                levels_table(p, self.stats, self.app.settings.level, self.figures,
                             area.inflate(-p.px(4), -p.px(3)))
            else:
                picture_page(p, key, area, self.stats, self.figures)
        self.buttons.draw(p, (w // 2, buttons_y), width_units=30, units=BUTTON_UNITS)
        hints(p, keys)
        self.drawn = p.drawn

    def _tabs(self, p: Painter, w: int, dy: int) -> int:
        """A tab a page, the one shown filled and in bold, its words dark on light. Returns
        where the tabs end below."""
        inner = min(w - p.px(8), p.px(170))
        gap = p.px(1.6)
        n = len(self.pages)
        tab_w = min((inner - gap * (n - 1)) // n, p.px(30))
        total = tab_w * n + gap * (n - 1)
        self.tab_rects = []
        for k, (_, name) in enumerate(self.pages):
            rect = pygame.Rect((w - total) // 2 + k * (tab_w + gap), p.px(10.8) + dy, tab_w,
                               p.tx(4.8))
            self.tab_rects.append(rect)
            shown = k == self.page
            hovered = k == self.hover_tab and not shown
            p.panel(rect, th.LIGHT_PANEL if shown else th.PANEL, radius=rect.h // 2,
                    edge=None if shown else th.ACCENT if hovered else th.PANEL_EDGE,
                    width=max(2, p.px(0.4)) if hovered else 1)
            label = f"{k + 1}  {tr(name)}"
            p.fit_text(label, 2.6, rect.w - p.px(2.4), th.INK_DARK if shown else th.INK,
                       bold=shown, center=rect.center)
        return self.tab_rects[0].bottom

    @staticmethod
    def buttons_y(p: Painter, keys: str) -> int:
        """The middle of the row of buttons, over the line of keys at the bottom."""
        keys_h = p.t.measure(keys, 2.3)[1]
        return p.surface.get_height() - p.px(2.2) - keys_h - p.px(1.4) - p.tx(BUTTON_UNITS)
