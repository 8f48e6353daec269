"""A row of buttons side by side, one of them the way on (filled in the accent colour, its
words bold and a little larger): the round result's Scorecard, Next round and Review. The
rectangles come from the words alone, so drawing and clicks use the same ones."""

from __future__ import annotations

import pygame

from ..look import theme as th
from ..look.theme import Theme

MAIN_TEXT = 2.4  # units: the way on's words
TEXT = 1.9  # units: the other buttons' words


def _widths(t: Theme, labels: dict[str, str], main: str) -> dict[str, int]:
    return {key: t.measure(text, MAIN_TEXT, bold=True)[0] + t.tx(5) if key == main
            else t.measure(text, t.legible(TEXT))[0] + t.tx(3)
            for key, text in labels.items()}


def width(t: Theme, labels: dict[str, str], main: str) -> int:
    """The row's whole width, the gaps between its buttons included."""
    return sum(_widths(t, labels, main).values()) + (len(labels) - 1) * t.tx(2)


def places(t: Theme, labels: dict[str, str], main: str,
           centre: tuple[int, int]) -> dict[str, pygame.Rect]:
    """Each button's rectangle, left to right in the order of `labels`, the row centred
    on `centre`."""
    x = centre[0] - width(t, labels, main) // 2
    out = {}
    for key, w in _widths(t, labels, main).items():
        rect = pygame.Rect(0, 0, w, t.tx(5.4) if key == main else t.tx(4.4))
        rect.midleft = (x, centre[1])
        out[key] = rect
        x = rect.right + t.tx(2)
    return out


def draw(surface: pygame.Surface, t: Theme, labels: dict[str, str], main: str,
         centre: tuple[int, int]) -> None:
    for key, rect in places(t, labels, main, centre).items():
        if key == main:
            th.panel(surface, rect, th.ACCENT, radius=rect.h // 2)
            t.blit_text(surface, labels[key], MAIN_TEXT, th.INK_DARK, bold=True,
                        center=rect.center)
        else:
            th.panel(surface, rect, th.PANEL_SOLID, radius=rect.h // 2, edge=th.PANEL_EDGE,
                     width=1)
            t.blit_text(surface, labels[key], t.legible(TEXT), th.INK, center=rect.center)
