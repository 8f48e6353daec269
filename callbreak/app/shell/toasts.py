"""Notices for the player (a save failed, a file was damaged, sound off), shown over any
scene: wrapped to their box, never cut, a few at a time with the rest queued, and each
sentence said once while it is still on screen or waiting.

The scene on top may say where they go (`Scene.toast_area`: at the table, the corner
beside your hand, clear of the plates and the turn marker); elsewhere they sit low in the
middle of the window.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import pygame

from ..look import theme as th
from ..look.theme import Theme

SHOWN_AT_ONCE = 2
TEXT_UNITS = 2.1


def wrapped(theme: Theme, text: str, units: float, width: int) -> list[str]:
    """`text` in lines no wider than `width`: a word too long for any line (a folder's
    path) is broken, after a / (else a dot) where it can be, so no notice runs out of its box."""
    lines: list[str] = []
    for line in theme.wrap(text, units, width):  # a word too long stands on a line alone
        piece = ""
        for ch in line if theme.measure(line, units)[0] > width else ():
            if piece and theme.measure(piece + ch, units)[0] > width:
                cut = max(piece.rfind("/"), piece.rfind("\\")) + 1 \
                    or max(piece.rfind(sep) for sep in ".-_") + 1  # a folder's end first
                cut = cut if 0 < cut < len(piece) else len(piece)
                lines.append(piece[:cut])
                piece = piece[cut:]
            piece += ch
        lines.append(piece or line)
    return lines


@dataclass
class Toast:
    text: str
    left: float  # seconds still to show


class Toasts:
    def __init__(self) -> None:
        self.shown: list[Toast] = []
        self.waiting: deque[Toast] = deque()
        self.changed = False  # something appeared or went since the last frame drawn
        self.visible = 0  # how many of `shown` the last frame had room for (oldest first)

    def add(self, text: str, seconds: float = 4.0) -> None:
        if not text:
            return
        for toast in (*self.shown, *self.waiting):
            if toast.text == text:  # said once: the same news again only lasts longer
                toast.left = max(toast.left, seconds)
                return
        self.waiting.append(Toast(text, seconds))
        self._promote()

    def _promote(self) -> None:
        while self.waiting and len(self.shown) < SHOWN_AT_ONCE:
            self.shown.append(self.waiting.popleft())
            self.changed = True

    def update(self, dt: float) -> None:
        for toast in self.shown[:max(1, self.visible)]:  # only what can be read wears out
            toast.left -= dt
        kept = [t for t in self.shown if t.left > 0]
        if len(kept) != len(self.shown):
            self.shown = kept
            self.changed = True
        self._promote()

    @property
    def texts(self) -> list[str]:
        """What is on screen now, top to bottom."""
        return [t.text for t in self.shown]

    def next_change(self) -> float | None:
        """Seconds until one goes (None: nothing shown)."""
        return min((t.left for t in self.shown), default=None)

    def draw(self, surface: pygame.Surface, theme: Theme,
             area: pygame.Rect | None) -> list[pygame.Rect]:
        """Draw the notices shown now; returns their boxes."""
        self.changed = False
        boxes: list[pygame.Rect] = []
        if not self.shown:
            return boxes
        t = theme
        w, h = surface.get_size()
        if area is None:  # a corner, as a desktop notification: clear of centred screens
            width = min(w - t.px(4), t.px(48))
            area = pygame.Rect(w - width - t.px(2), h // 2, width, h // 2 - t.px(2))
        pad = t.px(1.2)
        bottom = area.bottom
        self.visible = 0
        for toast in self.shown:  # the oldest lowest, newer ones above it while there is room
            # larger text whose notice is taller than its room: at the usual size instead
            for units in (t.legible(TEXT_UNITS), t.legible(TEXT_UNITS) / t.scale):
                lines = wrapped(t, toast.text, units, area.w - 2 * pad)
                imgs = [t.text(line, units, th.INK) for line in lines]
                box_h = sum(i.get_height() for i in imgs) + 2 * pad
                if box_h <= bottom - area.top:
                    break
            box_w = max(i.get_width() for i in imgs) + 2 * pad
            box = pygame.Rect(0, 0, box_w, box_h)
            box.midbottom = (area.centerx, bottom)
            if boxes and box.top < area.top:
                break  # no room: it waits, its time not yet running
            th.panel(surface, box, (12, 30, 24, 240), radius=t.px(1.4), edge=th.INK_DIM,
                     width=max(1, t.px(0.25)))
            y = box.y + pad
            for img in imgs:
                surface.blit(img, (box.x + pad, y))
                y += img.get_height()
            bottom = box.y - t.px(0.8)
            boxes.append(box)
            self.visible += 1
        return boxes
