"""Drawing pieces the menu screens share: a `Painter` that remembers every rect it draws (so
tests can check that nothing lands outside the window), pill buttons, a screen title, a line
of key hints and a bar of buttons (the Yes/No question is `confirm.ConfirmScene`).

Sizes are theme units (1% of the window height, as everywhere in the app; less in a large
window: the screens draw with `Theme.roomy`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from callbreak.words import tr

from ..look import theme as th
from ..look.letters import has_devanagari
from ..shell.input import CLICK, CONFIRM, DOWN, LEFT, POINT, RIGHT, UP, Intent

DIM_OVERLAY = (0, 0, 0, 150)
FOCUS_RING = 3  # px at 720 lines; scaled with the unit


class Painter:
    """Draws onto one surface with one theme and keeps the rects of what it drew."""

    def __init__(self, surface: pygame.Surface, theme: th.Theme) -> None:
        self.surface = surface
        self.t = theme
        self.drawn: list[pygame.Rect] = []

    def px(self, units: float) -> int:
        return self.t.px(units)

    def tx(self, units: float) -> int:
        """A length that grows with the player's text size (`Theme.tx`)."""
        return self.t.tx(units)

    def rendered(self, text: str, units: float, colour: th.Colour = th.INK, bold: bool = False,
                 devanagari: bool = False) -> pygame.Surface:
        return self.t.text(text, units, colour, bold, devanagari)

    def text(self, text: str, units: float, colour: th.Colour = th.INK, bold: bool = False,
             devanagari: bool = False, **anchor: object) -> pygame.Rect:
        """One line of text placed by a Rect anchor (`center=`, `midleft=`, ...)."""
        return self.image(self.rendered(text, units, colour, bold, devanagari), **anchor)

    def fit_text(self, text: str, units: float, width: int, colour: th.Colour = th.INK,
                 bold: bool = False, devanagari: bool = False, smallest: float = 1.8,
                 **anchor: object) -> pygame.Rect:
        """Like `text`, but a little smaller when the line would be wider than `width`."""
        size = units
        surf = self.rendered(text, size, colour, bold, devanagari)
        while surf.get_width() > width and size > smallest:
            size = round(size - 0.2, 1)
            surf = self.rendered(text, size, colour, bold, devanagari)
        return self.image(surf, **anchor)

    def image(self, surf: pygame.Surface, **anchor: object) -> pygame.Rect:
        rect = surf.get_rect(**anchor)
        self.surface.blit(surf, rect)
        self.drawn.append(rect)
        return rect

    def panel(self, rect: pygame.Rect, colour: th.Colour = th.PANEL, radius: int | None = None,
              edge: th.Colour | None = None, width: int = 1) -> pygame.Rect:
        th.panel(self.surface, rect, colour, self.px(1.6) if radius is None else radius,
                 edge, width)
        self.drawn.append(pygame.Rect(rect))
        return rect

    def paragraph(self, text: str, units: float, width: int, topleft: tuple[int, int],
                  colour: th.Colour = th.INK, bold: bool = False, spacing: float = 1.3
                  ) -> pygame.Rect:
        """Wrapped text; returns the rect of the whole block."""
        x, y = topleft
        step = self.tx(units * line_spacing(text, spacing))
        block = pygame.Rect(x, y, 0, 0)
        for line in self.t.wrap(text, units, width, bold):
            if line:
                block.union_ip(self.text(line, units, colour, bold, topleft=(x, y)))
            y += step
        block.height = max(block.height, y - topleft[1])
        return block

    def lines_height(self, text: str, units: float, width: int, bold: bool = False,
                     spacing: float = 1.3) -> int:
        return len(self.t.wrap(text, units, width, bold)) * \
            self.tx(units * line_spacing(text, spacing))


def line_spacing(text: str, spacing: float = 1.3) -> float:
    """Devanagari needs more room between lines: its vowel signs reach above the headline
    and below the letters."""
    return max(spacing, 1.45) if has_devanagari(text) else spacing


def slack(p: Painter) -> int:
    """Pixels of height beyond the 100 units the screens are laid out in (a 4:3 window has
    some); screens move down by half of it so their content sits in the middle. A roomy
    theme's extra height (a large window) is not slack: its screens fill it with rows."""
    return max(0, (p.surface.get_height() - max(1, round(100 * p.t.window_unit))) // 2)


def title(p: Painter, text: str, y_units: float = 6.5, dy: int = 0) -> pygame.Rect:
    """The screen's title, big and bold with a soft shadow, centred at the top."""
    w = p.surface.get_width()
    shadow = p.rendered(text, 5.6, (0, 0, 0), bold=True)
    rect = shadow.get_rect(center=(w // 2, p.px(y_units) + dy))
    p.surface.blit(shadow, rect.move(2, 2))
    return p.text(text, 5.6, th.INK, bold=True, center=rect.center)


def pill(p: Painter, rect: pygame.Rect, label: str, focused: bool, units: float = 3.0,
         enabled: bool = True) -> pygame.Rect:
    """A button: filled with the accent when focused (and bold), a dark outlined pill when not.
    The label is English, said in the player's language."""
    if focused:
        p.panel(rect, th.ACCENT, radius=rect.h // 2)
        colour = th.INK_DARK
    else:
        p.panel(rect, th.PANEL, radius=rect.h // 2, edge=th.PANEL_EDGE)
        colour = th.INK if enabled else th.INK_DIM
    p.fit_text(tr(label), units, rect.w - p.px(2), colour, bold=focused, center=rect.center)
    return rect


def hints(p: Painter, text: str, bottom: int | None = None) -> pygame.Rect:
    """The keys this screen understands, quietly at the bottom."""
    w, h = p.surface.get_size()
    y = h - p.px(2.2) if bottom is None else bottom
    return p.fit_text(tr(text), 2.3, w - p.px(6), th.INK_DIM, midbottom=(w // 2, y))


def signed(tenths: int) -> str:
    """A score with its sign, "+4.2" / "-5.0" / "0.0" (tenths in, text out)."""
    from callbreak.engine import format_tenths

    text = format_tenths(tenths)
    return f"+{text}" if tenths > 0 else text


class ButtonBar:
    """Buttons side by side; Left/Right (and Up/Down) move the focus, Enter or a click runs one."""

    def __init__(self, buttons: Sequence[tuple[str, Callable[[], None]]], focus: int = 0) -> None:
        self.buttons = list(buttons)
        self.focus = focus
        self.rects: list[pygame.Rect] = []

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind in (LEFT, UP):
            self.focus = (self.focus - 1) % len(self.buttons)
        elif kind in (RIGHT, DOWN):
            self.focus = (self.focus + 1) % len(self.buttons)
        elif kind == CONFIRM:
            self.buttons[self.focus][1]()
        elif kind in (POINT, CLICK) and intent.pos is not None:
            for i, rect in enumerate(self.rects):
                if rect.collidepoint(intent.pos):
                    self.focus = i
                    if kind == CLICK:
                        self.buttons[i][1]()
                    return True
            return False
        else:
            return False
        return True

    def draw(self, p: Painter, center: tuple[int, int], width_units: float = 24,
             units: float = 3.0, show_focus: bool = True) -> None:
        n = len(self.buttons)
        gap = p.px(3)
        room = (p.surface.get_width() - p.px(4) - (n - 1) * gap) // n  # larger, still side by side
        width, height = min(p.tx(width_units), max(p.px(width_units), room)), p.tx(units * 2)
        total = n * width + (n - 1) * gap
        left = center[0] - total // 2
        self.rects = []
        for i, (label, _) in enumerate(self.buttons):
            rect = pygame.Rect(left + i * (width + gap), 0, width, height)
            rect.centery = center[1]
            self.rects.append(rect)
            pill(p, rect, label, show_focus and i == self.focus, units)
