"""How the settings screen draws a row's value: a choice between arrows, an on/off switch,
the volume bars. Each function draws into a `Painter` and returns the rects a click needs.
"""

from __future__ import annotations

import pygame

from .. import theme as th
from ..i18n import tr
from .settings_rows import VOLUME_STEPS, Option
from .ui import Painter


def choice(p: Painter, option: Option, box: pygame.Rect, ink: tuple, dim: tuple,
           focused: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """‹ value ›, the arrows dim at either end; returns generous hit areas for the arrows."""
    i, n = option.index(), option.count()
    left = p.text("‹", 3.4, ink if i > 0 else dim, bold=True,
                  midleft=(box.x, box.centery - p.px(0.3)))
    right = p.text("›", 3.4, ink if i < n - 1 else dim, bold=True,
                   midright=(box.right, box.centery - p.px(0.3)))
    p.fit_text(option.shown(), 3.0, box.w - left.w - right.w - p.px(2), ink, bold=focused,
               center=box.center)
    return (left.inflate(p.px(3), box.h - left.h), right.inflate(p.px(3), box.h - right.h))


def switch(p: Painter, on: bool, box: pygame.Rect, ink: tuple) -> None:
    """An on/off switch at the right of `box`, its word beside it."""
    track = pygame.Rect(0, 0, p.px(7.4), p.px(3.4))
    track.midright = (box.right, box.centery)
    knob_r = track.h // 2 - max(2, p.px(0.4))
    if on:
        pygame.draw.rect(p.surface, ink, track, border_radius=track.h // 2)
        knob = (track.right - track.h // 2, track.centery)
        knob_colour = th.ACCENT if ink == th.INK_DARK else th.FELT_DARK
    else:
        pygame.draw.rect(p.surface, ink, track, max(2, p.px(0.35)),
                         border_radius=track.h // 2)
        knob = (track.x + track.h // 2, track.centery)
        knob_colour = ink
    pygame.draw.circle(p.surface, knob_colour, knob, knob_r)
    p.drawn.append(track)
    p.text(tr("On") if on else tr("Off"), 3.0, ink, bold=on,
           midright=(track.x - p.px(1.6), box.centery))


def volume(p: Painter, option: Option, box: pygame.Rect, ink: tuple, dim: tuple,
           sound_on: bool) -> pygame.Rect:
    """Bars growing to the right, like a phone's volume; returns the bar's rect."""
    level = option.index()
    if not sound_on:  # quiet anyway: the bars go dim
        ink = dim
    text = p.text(option.shown(), 3.0, ink, midright=(box.right, box.centery))
    bar = pygame.Rect(box.x, 0, text.x - box.x - p.px(2), p.px(2.8))
    bar.centery = box.centery
    step = bar.w / VOLUME_STEPS
    for k in range(VOLUME_STEPS):
        hgt = round(bar.h * (0.35 + 0.65 * (k + 1) / VOLUME_STEPS))
        seg = pygame.Rect(round(bar.x + k * step), bar.bottom - hgt,
                          max(2, round(step) - max(2, p.px(0.5))), hgt)
        if k < level:
            pygame.draw.rect(p.surface, ink, seg, border_radius=2)
        else:
            pygame.draw.rect(p.surface, dim, seg, 1, border_radius=2)
    p.drawn.append(bar)
    return bar
