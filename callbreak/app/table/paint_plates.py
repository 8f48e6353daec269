"""Painting the four name plates (name, score, tricks against call, dealer chip, turn
glow, thinking dots) and the ring in the middle with the turn pointer.

Three rows on a plate, so nothing is dropped when a score grows to two digits:
name and total on top, tricks / call and the total's caption in the middle, the
figure's caption at the bottom.
"""

from __future__ import annotations

import math

import pygame

from callbreak.engine import format_tenths

from .. import theme as th
from ..i18n import initial, name, tr
from ..theme import Theme
from .turns import Turn
from .view import TableView

THINKING_DOTS_PER_SECOND = 3


def caption(theme: Theme) -> float:
    """The table's smallest words: never under the smallest text size."""
    return theme.legible(1.8)


def plate(surface: pygame.Surface, theme: Theme, view: TableView, seat: int) -> None:
    t, table = theme, view.table
    rect = table.layout.plates[seat]
    active = view.seat == seat
    if active:
        colour = th.ACCENT if seat == 0 else th.INK
        th.panel(surface, rect.inflate(t.px(1.6), t.px(1.6)), (*colour, 170), radius=t.px(2.6))
    pulse = table.pulses[seat].v
    # solid, so the face-down fan tucked behind it never shows through the words
    th.panel(surface, rect, th.PANEL_SOLID if not pulse else (40, 70, 56), radius=t.px(2),
             edge=th.PANEL_EDGE if not active else (th.ACCENT if seat == 0 else th.INK),
             width=max(1, t.px(0.3)))
    r = round(rect.h * 0.34)
    ac = (rect.x + t.px(1) + r, rect.centery)
    pygame.draw.circle(surface, th.AVATAR_COLOURS[seat], ac, r)
    pygame.draw.circle(surface, th.INK, ac, r, max(1, t.px(0.25)))
    t.blit_text(surface, initial(name(seat)), 3.2, th.INK, bold=True, center=ac)
    if table.dealer == seat:  # the dealer's chip
        dc = (ac[0] + round(r * 0.72), ac[1] + round(r * 0.72))
        pygame.draw.circle(surface, th.LIGHT_PANEL, dc, t.px(1.5))
        pygame.draw.circle(surface, th.INK_DARK, dc, t.px(1.5), 1)
        t.blit_text(surface, tr("D"), t.legible(1.8), th.INK_DARK, bold=True, center=dc)
    x = ac[0] + r + t.px(1.2)
    right = rect.right - t.px(1.2)
    small = caption(t)
    top = rect.y + t.px(0.8)
    t.blit_text(surface, name(seat), 2.3, th.INK, bold=True, topleft=(x, top))
    total = t.blit_text(surface, format_tenths(table.totals[seat]), 2.3, th.INK, bold=True,
                        topright=(right, top))
    t.blit_text(surface, tr("score"), small, th.INK_DIM, topright=(right, total.bottom))
    call, won = table.calls[seat], table.tricks[seat]
    if call is None:
        calling = active and view.turn in (Turn.COMPUTER, Turn.YOUR_CALL)
        text, colour = ("…", th.INK) if calling else ("–", th.INK_DIM)
        sub = (tr("your call") if seat == 0 else tr("calling")) if calling else tr("no call yet")
    else:
        text = f"{won} / {call}"
        colour = th.GOOD if won >= call else th.INK
        sub = tr("won / call")
    pop = table.call_pops[seat].v
    figure = t.blit_text(surface, text, 2.7 * (1 + 0.3 * pop), colour, bold=True,
                         midleft=(x, rect.centery + t.px(0.6)))
    bottom = rect.bottom - t.px(0.6)
    t.blit_text(surface, sub, small, th.INK_DIM, bottomleft=(x, max(bottom, figure.bottom)))
    if active and seat != 0 and view.thinking:
        thinking_label(surface, t, view, seat, rect)


def thinking_label(surface: pygame.Surface, t: Theme, view: TableView, seat: int,
                   rect: pygame.Rect) -> None:
    dots = "." * (1 + int(view.table.clock * THINKING_DOTS_PER_SECOND) % 3)
    label = t.text(tr("thinking") + dots, t.legible(1.9), th.INK)
    lr = label.get_rect()
    if seat == 2:
        lr.x, lr.centery = rect.right + t.px(1.5), rect.centery
    elif seat == 1:
        lr.topright = (rect.right, rect.bottom + t.px(1.2))
    else:
        lr.topleft = (rect.x, rect.bottom + t.px(1.2))
    th.panel(surface, lr.inflate(t.px(1.6), t.px(0.8)), th.PANEL, radius=t.px(1.2))
    surface.blit(label, lr)


def centre_marks(surface: pygame.Surface, t: Theme, view: TableView) -> None:
    """A faint ring where the trick lands, a pointer towards whoever is to act, and which
    way play goes."""
    table = view.table
    r = table.layout.trick_rect
    ring = pygame.Rect(0, 0, round(r.w * 1.08), round(r.h * 1.02))
    ring.center = r.center
    pygame.draw.ellipse(surface, (40, 112, 80), ring, max(1, t.px(0.3)))
    if view.seat is not None:
        cx, cy = ring.center
        ang = math.radians((90, 0, -90, 180)[view.seat])  # down, right, up, left
        ex, ey = cx + math.cos(ang) * ring.w / 2, cy + math.sin(ang) * ring.h / 2
        size = t.px(2.4)
        tip = (ex + math.cos(ang) * size, ey + math.sin(ang) * size)
        side = ang + math.pi / 2
        base = (ex - math.cos(ang) * size * 0.4, ey - math.sin(ang) * size * 0.4)
        dx, dy = math.cos(side) * size * 0.8, math.sin(side) * size * 0.8
        pts = [tip, (base[0] + dx, base[1] + dy), (base[0] - dx, base[1] - dy)]
        pygame.draw.polygon(surface, th.ACCENT if view.seat == 0 else th.INK, pts)
    arrow = "↺" if not table.game.rules.clockwise else "↻"
    t.blit_text(surface, arrow, 3.6, (60, 132, 98),
                center=(ring.right - t.px(2), ring.top + t.px(2.5)))
