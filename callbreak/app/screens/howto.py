"""How to play: the rules of docs/rules.md in short pages, each with a few sentences on the left
and card pictures on the right. Left/Right (or a click on ‹ › or a page dot) turn the pages,
Enter turns to the next one and leaves after the last, Esc goes back.

The pictures are worked examples. Which cards may be played, and who wins a trick, are
asked of the engine (`legal_plays`, `trick_winner`, `score_round`), so a picture can never
disagree with the game.

The pages describe one table: opened with a game's `rules` (from the pause menu), that
game's; opened from the main menu, the house rules Settings holds for the next game. A
sentence or a picture that holds only under some rules is shown only under them.

Learn by playing (its button at the top right, or L) opens the first-game lesson, from
which Esc comes back here.

The pages are written in English and said through `callbreak.words.tr` as they are drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import tr

from ..look import theme as th
from ..shell.input import BACK, CLICK, CONFIRM, DIGIT, LAST_TRICK, LEFT, POINT, RIGHT, Intent
from ..shell.scene import Scene
from .howto_pages import Page, pages_for, rule_fields
from .howto_pictures import Pictures
from .ui import Painter, hints, pill, title

if TYPE_CHECKING:
    from callbreak.engine import HouseRules

    from ..shell.context import App


class HowToScene(Scene):
    def __init__(self, app: App, page: int = 0, rules: HouseRules | None = None) -> None:
        super().__init__(app)
        self.game_rules = rules  # None: the rules Settings holds for the next game
        self.pictures = Pictures(app, lambda: self.rules, for_game=rules is not None)
        self.page = min(max(page, 0), len(self.pages) - 1)
        self.part = 0  # larger text: a page's words (0), then its pictures (1, ...), in turn
        self.groups: list[list[int]] | None = None  # the pictures each screen shows (drawn)
        self.prev_rect = pygame.Rect(0, 0, 0, 0)
        self.next_rect = pygame.Rect(0, 0, 0, 0)
        self.learn_rect = pygame.Rect(0, 0, 0, 0)
        self.dot_rects: list[pygame.Rect] = []
        self.hover: str | None = None
        self.drawn: list[pygame.Rect] = []

    @property
    def rules(self) -> HouseRules:
        """The house rules the pages describe."""
        return self.game_rules if self.game_rules is not None else self.app.settings.rules

    @property
    def pages(self) -> tuple[Page, ...]:
        return pages_for(self.rules)

    # -- input -------------------------------------------------------------------------------
    def alone(self) -> bool:
        """Larger text than the window has room for: the page's words fill the width, its
        pictures follow."""
        return self.app.theme.roomy.crowded() and \
            bool(self.pages[self.page].pictures_for(self.rules))

    def parts(self) -> int:
        """How many screens the page takes: one, or with larger text its words and then
        its pictures, on as many screens as they need (known once drawn)."""
        if not self.alone():
            return 1
        return 1 + (len(self.groups) if self.groups else 1)

    def at_end(self) -> bool:
        return self.page == len(self.pages) - 1 and self.part == self.parts() - 1

    def turn(self, delta: int) -> bool:
        part = self.part + delta
        if 0 <= part < self.parts():
            self.part = part
            return True
        new = min(max(self.page + delta, 0), len(self.pages) - 1)
        changed = new != self.page
        if changed:
            self.page, self.groups = new, None
            self.part = 0 if delta > 0 else 99  # the last screen of the page (once drawn)
        return changed

    def go_to(self, page: int) -> None:
        self.page, self.part, self.groups = page, 0, None

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.app.scenes.pop()
        elif kind in (LEFT, RIGHT):
            self.turn(-1 if kind == LEFT else 1)
        elif kind == CONFIRM:
            if self.at_end():
                self.app.scenes.pop()
            else:
                self.turn(1)
        elif kind == LAST_TRICK:  # the L key: Learn by playing
            self.learn()
        elif kind == DIGIT and intent.value:
            if intent.value <= len(self.pages):
                self.go_to(intent.value - 1)
        elif kind == POINT and intent.pos is not None:
            self.hover = ("prev" if self.prev_rect.collidepoint(intent.pos) else
                          "next" if self.next_rect.collidepoint(intent.pos) else
                          "learn" if self.learn_rect.collidepoint(intent.pos) else None)
            return self.hover is not None
        elif kind == CLICK and intent.pos is not None:
            return self._click(intent.pos)
        else:
            return False
        return True

    def learn(self) -> None:
        """The first-game lesson; Esc there comes back to this page."""
        self.app.scenes.push(self.app.routes.lesson())

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.learn_rect.collidepoint(pos):
            self.learn()
            return True
        if self.prev_rect.collidepoint(pos):
            self.turn(-1)
            return True
        if self.next_rect.collidepoint(pos):
            if self.at_end():
                self.app.scenes.pop()  # the last page's button says "Done"
            else:
                self.turn(1)
            return True
        for i, rect in enumerate(self.dot_rects):
            if rect.collidepoint(pos):
                self.go_to(i)
                return True
        return False

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = Painter(surface, self.app.theme.roomy)
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        y0 = p.t.frame_top  # a tall window: the page sits in its middle
        h -= 2 * y0
        heading = title(p, tr("How to play"), dy=y0)
        self._learn(p, w, heading)
        rules = self.rules
        page = self.pages[self.page]
        pictures = page.pictures_for(rules)
        alone = self.alone()  # the words and the pictures each fill the page in turn
        # a large window with larger text: the words keep their width beside the pictures
        inner = min(w - p.px(8), p.px(176) if alone else p.tx(176))
        left = (w - inner) // 2
        top = max(y0 + p.px(13), heading.bottom + p.px(1.5))
        bottom = y0 + h - p.px(8) - p.tx(6)
        text_w = inner if alone else inner * 46 // 100 if pictures else inner
        heading = p.text(tr(page.heading), 4.2, th.INK, bold=True, topleft=(left, top))
        fields = rule_fields(rules)
        points = tuple(tr(point, **fields) for point in page.texts(rules))
        if not alone:
            self.groups = None
        if alone and pictures:
            area = pygame.Rect(left, heading.bottom + p.px(1.5), inner,
                               bottom - heading.bottom - p.px(1.5))
            self.groups = self._grouped(p, pictures, area.inflate(-p.px(4), -p.px(3)))
        self.part = min(self.part, self.parts() - 1)  # the text size changed meanwhile
        if not (alone and self.part >= 1):
            self._points(p, points, pygame.Rect(left, heading.bottom + p.px(2.4), text_w,
                                                bottom - heading.bottom - p.px(2.4)))
        if pictures and not alone:
            area = pygame.Rect(left + text_w + p.px(4), top, inner - text_w - p.px(4),
                               bottom - top)
            p.panel(area, th.PANEL, radius=p.px(2))
            self._pictures(p, pictures, area.inflate(-p.px(4), -p.px(3)))
        elif pictures and self.groups and self.part >= 1:
            p.panel(area, th.PANEL, radius=p.px(2))
            shown = tuple(pictures[i] for i in self.groups[self.part - 1])
            self._pictures(p, shown, area.inflate(-p.px(4), -p.px(3)))
        # the keys as the buttons say them: on the last page Enter is "Done"
        last = self.at_end()
        keys = hints(p, "← → turn the page    Enter done    Esc back" if last else
                     "← → turn the page    Enter next    Esc back",
                     bottom=y0 + h - p.px(2.2))
        self._nav(p, w, keys.top - p.px(0.8))
        self.drawn = p.drawn

    def _learn(self, p: Painter, w: int, heading: pygame.Rect) -> None:
        """Learn by playing: a button at the top right, beside the title."""
        label = tr("Learn by playing") + "  L"
        units = 2.4
        rect = pygame.Rect(0, 0, p.t.measure(label, units, bold=True)[0] + p.tx(4), p.tx(5))
        rect.midright = (w - p.px(3), heading.centery)
        if rect.left < heading.right + p.px(2):  # a long title: the button goes under it
            rect.top = heading.bottom + p.px(0.5)
        self.learn_rect = rect
        focused = self.hover == "learn"
        p.panel(rect, th.ACCENT if focused else th.PANEL, radius=rect.h // 2,
                edge=None if focused else th.ACCENT, width=max(1, p.px(0.3)))
        p.text(label, units, th.INK_DARK if focused else th.ACCENT, bold=True,
               center=rect.center)

    def _points(self, p: Painter, points: tuple[str, ...], area: pygame.Rect) -> None:
        units = 3.0
        indent = p.px(3.2)
        # shrink a little if a long page would not fit (it does at 16:10 and wider); with
        # larger text in a small window, down to the size the rest of the page reads at
        least = 2.3 if p.t.scale <= 1 else p.t.legible(2.3 / p.t.scale)
        while units > least:
            need = sum(p.lines_height(text, units, area.w - indent) + p.px(units * 0.7)
                       for text in points)
            if need <= area.h:
                break
            units = round(units - 0.1, 1)
        y = area.y
        for text in points:
            p.text("•", units, th.INK, bold=True, topleft=(area.x, y))
            block = p.paragraph(text, units, area.w - indent, (area.x + indent, y))
            y = block.bottom + p.px(units * 0.7)

    def _grouped(self, p: Painter, pictures: tuple[object, ...], area: pygame.Rect
                 ) -> list[list[int]]:
        """The pictures in screens of as many as fit `area` with their cards a fair size
        (one a screen at the least)."""
        gap, card_h = p.px(3.4), p.tx(11)
        groups: list[list[int]] = []
        used = area.h + 1
        for i, pic in enumerate(pictures):
            height = self.pictures.draw(p, pic, area, card_h, dry=True)
            if groups and used + gap + height <= area.h:
                groups[-1].append(i)
                used += gap + height
            else:
                groups.append([i])
                used = height
        return groups

    def _pictures(self, p: Painter, pictures: tuple[object, ...], area: pygame.Rect) -> None:
        """Stack the pictures in `area`, at a card height that lets them all fit."""
        gap = p.px(3.4)
        card_h = p.tx(17)
        while True:
            heights = [self.pictures.draw(p, pic, area, card_h, dry=True) for pic in pictures]
            total = sum(heights) + gap * (len(pictures) - 1)
            if total <= area.h or card_h <= p.px(7):
                break
            card_h -= max(1, p.px(0.5))
        y = area.y + max(0, (area.h - total) // 2)
        for pic, height in zip(pictures, heights):
            self.pictures.draw(p, pic, pygame.Rect(area.x, y, area.w, height), card_h)
            y += height + gap

    def _nav(self, p: Painter, w: int, bottom: int) -> None:
        """The page buttons, the dots and "3 of 10" under them, all above `bottom`."""
        n = len(self.pages)
        counter = tr("{page} of {pages}", page=self.page + 1, pages=n)
        y = bottom - p.t.measure(counter, 2.3)[1] - p.px(0.6)
        # the buttons either side of the dots and the counter, clear of both
        half = max(p.px(3.2) * (n - 1) // 2 + p.px(1), p.t.measure(counter, 2.3)[0] // 2)
        apart = max(p.px(40) - p.tx(24), half + p.px(2))
        self.prev_rect = pygame.Rect(0, 0, p.tx(24), p.tx(5.4))
        self.prev_rect.midright = (w // 2 - apart, y)
        self.next_rect = pygame.Rect(0, 0, p.tx(24), p.tx(5.4))
        self.next_rect.midleft = (w // 2 + apart, y)
        pill(p, self.prev_rect, "‹ Previous", self.hover == "prev",
             enabled=self.page > 0 or self.part > 0)
        pill(p, self.next_rect, "Done" if self.at_end() else "Next ›",
             self.hover == "next" or self.hover is None)
        # page dots, the current one filled and bigger; "3 of 9" says it in words too
        spacing = p.px(3.2)
        x0 = w // 2 - spacing * (n - 1) // 2
        self.dot_rects = []
        for i in range(n):
            centre = (x0 + i * spacing, y - p.px(1.2))
            radius = p.px(1.0) if i == self.page else p.px(0.6)
            pygame.draw.circle(p.surface, th.INK if i == self.page else th.INK_DIM, centre,
                               radius)
            hit = pygame.Rect(0, 0, spacing, p.px(3.6))
            hit.center = centre
            self.dot_rects.append(hit)
        p.text(counter, 2.3, th.INK_DIM, midbottom=(w // 2, bottom))
