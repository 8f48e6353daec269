"""How the settings screen draws a row's value: a choice between arrows, an on/off switch,
the volume bars. Each function draws into a `Painter` and returns the rects a click needs.
"""

from __future__ import annotations

import pygame

from callbreak.words import tr

from ..look import probe
from ..look import theme as th
from .settings_rows import VOLUME_STEPS, Option
from .ui import Painter, slack

VALUE_UNITS = 3.0  # every value, whatever its row


def choice(p: Painter, option: Option, box: pygame.Rect, ink: th.Colour, dim: th.Colour,
           focused: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """‹ value ›, the arrows dim at either end; returns generous hit areas for the arrows.
    The value is drawn at the size of every other value: `value_width` made room for it."""
    i, n = option.index(), option.count()
    left, right = arrow_box(p), arrow_box(p)
    left.midleft, right.midright = (box.x, box.centery), (box.right, box.centery)
    chevron(p, left, -1, ink if i > 0 else dim)
    chevron(p, right, +1, ink if i < n - 1 else dim)
    p.text(option.shown(), VALUE_UNITS, ink, bold=focused, center=box.center)
    return (left.inflate(p.px(3), box.h - left.h), right.inflate(p.px(3), box.h - right.h))


def arrow_box(p: Painter) -> pygame.Rect:
    """The box one arrow is drawn in."""
    return pygame.Rect(0, 0, p.px(1.4), p.px(2.4))


def chevron(p: Painter, box: pygame.Rect, way: int, colour: th.Colour) -> None:
    """An arrow drawn with lines, pointing left (-1) or right (+1), noted as a mark that no
    word may cover."""
    tip, back = (box.left, box.right) if way < 0 else (box.right, box.left)
    points = [(back, box.top), (tip, box.centery), (back, box.bottom)]
    pygame.draw.lines(p.surface, colour, False, points, max(2, p.px(0.4)))
    p.drawn.append(pygame.Rect(box))
    probe.note_mark(p.surface, "left arrow" if way < 0 else "right arrow", box)


def value_width(p: Painter, option: Option) -> int:
    """The width a choice needs: its widest value (bold, as when focused) between the two
    arrows, with a gap each side."""
    widest = max(p.t.measure(option.shown_as(k), VALUE_UNITS, bold=True)[0]
                 for k in range(option.count()))
    return widest + 2 * arrow_box(p).w + p.px(4)


def switch_width(p: Painter) -> int:
    """The width a switch and its word need."""
    word = max(p.t.measure(tr(w), VALUE_UNITS, bold=True)[0] for w in ("On", "Off"))
    return p.px(7.4 + 1.6) + word


def switch(p: Painter, on: bool, box: pygame.Rect, ink: th.Colour) -> None:
    """An on/off switch at the right of `box`, its word beside it."""
    track = pygame.Rect(0, 0, p.px(7.4), p.px(3.4))
    track.midright = (box.right, box.centery)
    knob_r = track.h // 2 - max(2, p.px(0.4))
    if on:
        pygame.draw.rect(p.surface, ink, track, border_radius=track.h // 2)
        knob = (track.right - track.h // 2, track.centery)
        knob_colour: th.Colour = th.ACCENT if ink == th.INK_DARK else th.FELT_DARK
    else:
        pygame.draw.rect(p.surface, ink, track, max(2, p.px(0.35)),
                         border_radius=track.h // 2)
        knob = (track.x + track.h // 2, track.centery)
        knob_colour = ink
    pygame.draw.circle(p.surface, knob_colour, knob, knob_r)
    p.drawn.append(track)
    p.text(tr("On") if on else tr("Off"), VALUE_UNITS, ink, bold=on,
           midright=(track.x - p.px(1.6), box.centery))


def volume(p: Painter, option: Option, box: pygame.Rect, ink: th.Colour, dim: th.Colour,
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


def label_width(p: Painter, label: str) -> int:
    """The width a row's label takes (bold, as when focused)."""
    return p.t.measure(label, VALUE_UNITS, bold=True)[0]


def typed(p: Painter, option: Option, box: pygame.Rect, ink: th.Colour, dim: th.Colour,
          line: str | None) -> None:
    """A text row's value: the name at the right ("Not set yet" dimmed), or, while it is
    typed into, a box holding the line so far and the cursor after it."""
    if line is None:
        shown = option.shown()
        p.fit_text(shown, VALUE_UNITS, box.w, ink if option.get() else dim,
                   midright=(box.right, box.centery))
        return
    field = box.inflate(0, -2)
    p.panel(field, th.PANEL_SOLID, radius=p.px(0.8), edge=th.ACCENT, width=max(2, p.px(0.3)))
    pad = p.px(1.2)
    # a little smaller than the values: Devanagari stands taller than Latin in the box
    p.fit_text(line + "▏", VALUE_UNITS - 0.4, field.w - 2 * pad, th.INK, bold=True,
               midleft=(field.x + pad, field.centery))


def not_saved(p: Painter, heading: pygame.Rect, line_words: str) -> int:
    """The line saying the settings cannot be saved (`line_words`), under the title (its
    letters clear of the title's, larger words too); returns where it ends."""
    w = p.surface.get_width()
    y = p.px(10.4) + slack(p)
    if p.t.scale > 1:
        ink = p.rendered(tr("Settings"), 5.6, th.INK, bold=True).get_bounding_rect()
        line = p.rendered(line_words, 2.3, th.INK_DIM)
        y = max(y, heading.top + ink.bottom + p.px(0.4) + line.get_height() // 2
                - line.get_bounding_rect().top)
    return p.fit_text(line_words, 2.3, w - p.px(8), th.INK_DIM,
                      center=(w // 2, y)).bottom
