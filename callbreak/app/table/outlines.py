"""The pictures the card painter composes and keeps in `CardArt.composed`: the outline
round the card that took the trick, the outline of the card Enter would play, and a
face-down fan as one picture. Each is made once per size and tilt and drawn from the size
and tilt it is kept by, so a kept one is the same as a new one."""

from __future__ import annotations

import math

import pygame

from ..look import theme as th
from ..look.cards import CardArt, shadow_drop
from .layout import TableLayout
from .tabletop import CardSprite


def tilted_size(height: float, angle: float) -> tuple[int, int]:
    """The size of the box a card of this height covers, tilted by `angle` degrees."""
    a = math.radians(angle)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    w = height * 14 / 19
    return round(w * c + height * s), round(w * s + height * c)


def glow_piece(cards: CardArt, spr: CardSprite,
               unit: float) -> tuple[pygame.Surface, pygame.Rect]:
    """A rounded outline round the card that took the trick, tilted with it (drawn
    from the size and tilt it is kept by), and where it goes."""
    height, angle = round(spr.height), round(spr.angle, 1)
    key = ("glow", height, angle, round(unit, 2))
    img = cards.composed.get(key)
    if img is None:
        w = height * 14 / 19
        pad = unit * 0.7
        flat = pygame.Surface((round(w + 2 * pad), round(height + 2 * pad)),
                              pygame.SRCALPHA)
        # a light ring edged in dark, so it shows on the felt and on white cards alike
        line, edge = max(2, round(unit * 0.5)), max(1, round(unit * 0.2))
        radius = round(w * 0.13)
        pygame.draw.rect(flat, th.INK_DARK, flat.get_rect(), line + 2 * edge,
                         border_radius=radius + edge)
        pygame.draw.rect(flat, th.INK, flat.get_rect().inflate(-2 * edge, -2 * edge), line,
                         border_radius=radius)
        img = cards.composed.put(
            key, pygame.transform.rotozoom(flat, angle, 1.0) if angle else flat)
    return img, img.get_rect(center=(round(spr.x), round(spr.y - spr.lift)))


def compose_fan(cards: CardArt, lay: TableLayout, spots: tuple[tuple[int, int, int], ...]
                ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A face-down fan of backs at `spots` (x, y, tilt), shadows and all, as one picture and
    where it goes."""
    drop = shadow_drop(lay.small_h)
    pieces = []
    for x, y, a in spots:
        shade = cards.shadow(lay.small_h, a)
        img = cards.rotated("back", lay.small_h, a)
        pieces.append((shade, shade.get_rect(center=(x, y + drop))))
        pieces.append((img, img.get_rect(center=(x, y))))
    box = pieces[0][1].unionall([r for _, r in pieces[1:]])
    picture = pygame.Surface(box.size, pygame.SRCALPHA)
    for img, rect in pieces:
        picture.blit(img, rect.move(-box.x, -box.y))
    return picture, box.topleft


def focus_frame(cards: CardArt, spr: CardSprite, unit: float) -> pygame.Surface:
    """The outline of the card Enter would play, inside the card's edge, tilted with
    it; made once per size and tilt (drawn from the size and tilt it is kept by, so a
    kept one is the same as a new one)."""
    width = max(2, round(unit * 0.55))
    height, angle = round(spr.height, 1), round(spr.angle, 2)
    key = ("frame", height, angle, width)
    img = cards.composed.get(key)
    if img is None:
        img = pygame.Surface(tilted_size(height, angle), pygame.SRCALPHA)
        cx, cy = img.get_width() / 2, img.get_height() / 2
        inset = width / 2 + 2  # the dark edge too stays on the card
        hw, hh = height * 14 / 38 - inset, height / 2 - inset
        a = math.radians(-angle)
        ca, sa = math.cos(a), math.sin(a)
        corners = [(cx + dx * ca - dy * sa, cy + dx * sa + dy * ca)
                   for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]
        pygame.draw.polygon(img, th.INK_DARK, corners, width + 2)
        pygame.draw.polygon(img, th.ACCENT, corners, width)
        cards.composed.put(key, img)
    return img
