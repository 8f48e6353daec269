"""Painting the four name plates (name, score, tricks against call, dealer chip, turn
glow, thinking dots) and the ring in the middle with the turn pointer.

Three rows on a plate, so nothing is dropped when a score grows to two digits:
name and total on top, tricks / call and the total's caption in the middle, the
figure's caption at the bottom. The rows are kept apart by their letters (a Devanagari
caption's vowel signs rise above its line), and the dealer's chip sits below the avatar's
mark, never over it. Each token's mark is its own at the table (`letters.marks`), and its
letters, like the chip's, are fitted by their ink (Devanagari's signs above and below the
line included), never by the font's box.
"""

from __future__ import annotations

import math
import weakref
from functools import lru_cache
from typing import Any

import pygame

from callbreak.engine import format_tenths
from callbreak.words import name, tr

from ..look import theme as th
from ..look.kept import Kept, composable
from ..look.letters import letters, marks
from ..look.theme import Theme
from .layout import TableLayout
from .turns import Turn
from .view import TableView

THINKING_DOTS_PER_SECOND = 3


def caption(theme: Theme) -> float:
    """The table's smallest words: never under the smallest text size."""
    return theme.legible(1.8)


MARK = 3.2  # units: the letters on a player's token, made smaller only to fit it


@lru_cache(maxsize=8)
def _marks(names: tuple[str, ...]) -> tuple[str, ...]:
    return marks(names)


def mark(seat: int) -> str:
    """The mark on a player's token: their name's first letter, or more, so that no other
    player at this table shows the same."""
    return _marks(tuple(name(s) for s in range(4)))[seat]


def mark_size(t: Theme, text: str, inside: float) -> float:
    """The largest size, up to `MARK`, at which the letters of `text` (their ink: a vowel
    sign above or below included) lie within a circle of radius `inside`."""
    units, least = MARK, t.legible(1.6)
    while units > least:
        box = t.text(text, units, th.INK, bold=True).get_bounding_rect()
        if math.hypot(box.w / 2, box.h / 2) <= inside:
            break
        units = max(least, round(units - 0.1, 2))
    return units


# each plate's face as one picture, by everything it shows, for each theme (a window
# size): a new window size draws them afresh
_PLATES: weakref.WeakKeyDictionary[Theme, Kept[pygame.Surface]] = weakref.WeakKeyDictionary()


def plate(surface: pygame.Surface, theme: Theme, view: TableView, seat: int) -> None:
    """A name plate: its glow when it is that player's turn, its face (drawn once for what
    it shows, then one blit a frame; drawn afresh while its figure pops, or for the text
    probe) and the thinking label beside it."""
    t, table = theme, view.table
    rect = table.layout.plates[seat]
    active = view.seat == seat
    lit = th.ACCENT if seat == 0 else th.INK
    if active:  # a still glow round the plate whose turn it is (gold for you)
        spread = t.px(1.8)
        glow = th.soft_shadow(rect.size, t.px(2), spread, lit, 200 if seat == 0 else 150)
        surface.blit(glow, (rect.x - spread, rect.y - spread))
    if table.call_pops[seat].v or not composable(surface):
        _face(surface, t, view, seat, rect)
    else:
        look = (seat, rect.size, active, bool(table.pulses[seat].v), table.dealer == seat,
                name(seat), mark(seat), tr("D"), tr("score"), format_tenths(table.totals[seat]),
                *_figure(view, seat))
        kept = _PLATES.get(t)
        if kept is None:
            kept = _PLATES[t] = Kept(3)
        img = kept.get(look)
        if img is None:
            img = pygame.Surface(rect.size, pygame.SRCALPHA)
            _face(img, t, view, seat, img.get_rect())
            kept.put(look, img)
        surface.blit(img, rect)
    if active and seat != 0 and view.thinking:
        thinking_label(surface, t, view, seat, rect)


def _figure(view: TableView, seat: int) -> tuple[str, tuple[int, int, int], str]:
    """A plate's middle row and its caption: tricks / call, or where the call stands."""
    table = view.table
    call, won = table.calls[seat], table.tricks[seat]
    if call is None:
        calling = view.seat == seat and view.turn in (Turn.COMPUTER, Turn.YOUR_CALL)
        text, colour = ("…", th.INK) if calling else ("–", th.INK_DIM)
        sub = (tr("your call") if seat == 0 else tr("calling")) if calling else tr("no call yet")
        return text, colour, sub
    return f"{won} / {call}", th.GOOD if won >= call else th.INK, tr("won / call")


def _face(surface: pygame.Surface, t: Theme, view: TableView, seat: int,
          rect: pygame.Rect) -> None:
    """The plate itself at `rect`: panel, avatar, dealer's chip and words."""
    table = view.table
    active = view.seat == seat
    lit = th.ACCENT if seat == 0 else th.INK
    pulse = table.pulses[seat].v
    # solid, so the face-down fan tucked behind it never shows through the words
    th.raised_panel(surface, rect, th.PANEL_SOLID if not pulse else (40, 70, 56),
                    t.px(2), th.PANEL_EDGE if not active else lit, max(1, t.px(0.3)), t.unit,
                    shadow=False)  # the plates' shadows lie on the cloth (`cloth`)
    r = round(rect.h * 0.34)
    ac = (rect.x + t.px(1) + r, rect.centery)
    ring = max(1, t.px(0.25))
    surface.blit(avatar(seat, r, ring), (ac[0] - r, ac[1] - r))
    # the mark's letters centred by their ink (a sign above or below moves the box)
    img = t.text(mark(seat), mark_size(t, mark(seat), r - ring - 2), th.INK, bold=True)
    box = img.get_bounding_rect()
    letter = img.get_rect(topleft=(ac[0] - box.centerx, ac[1] - box.centery))
    surface.blit(img, letter)
    x = ac[0] + r + t.px(1.2)
    if table.dealer == seat:
        dealer_chip(surface, t, ac, r, ink(img, letter),
                    rect.clip(rect.x, rect.y, x - t.px(0.6) - rect.x, rect.h))
    right = rect.right - t.px(1.2)
    small = caption(t)
    top = rect.y + t.px(0.8)
    total = t.blit_text(surface, format_tenths(table.totals[seat]), 2.3, th.INK, bold=True,
                        topright=(right, top))
    shown, units = name_fitted(t, name(seat), total.left - t.px(1) - x)
    named = t.blit_text(surface, shown, units, th.INK, bold=True, topleft=(x, top))
    t.blit_text(surface, tr("score"), small, th.INK_DIM, topright=(right, total.bottom))
    text, colour, sub = _figure(view, seat)
    under = t.blit_text(surface, sub, small, th.INK_DIM,
                        bottomleft=(x, rect.bottom - t.px(0.6)))
    gap = max(1, t.px(0.3))
    room = (ink(t.text(shown, units, th.INK, bold=True), named).bottom + gap,
            ink(t.text(sub, small, th.INK_DIM), under).top - gap)
    pop = table.call_pops[seat].v
    for units in dict.fromkeys((2.7 * (1 + 0.3 * pop), 2.7)):  # popping, if it fits
        img = t.text(text, units, colour, bold=True)
        at = img.get_rect(midleft=(x, rect.centery + t.px(0.6)))
        letters = ink(img, at)
        # up, clear of the caption's letters below, as far as the name's letters allow
        at.y -= max(0, min(letters.bottom - room[1], letters.top - room[0]))
        if ink(img, at).bottom <= room[1]:
            break
    surface.blit(img, at)


_INK: weakref.WeakKeyDictionary[pygame.Surface, pygame.Rect] = weakref.WeakKeyDictionary()


def ink(img: pygame.Surface, at: pygame.Rect) -> pygame.Rect:
    """The box the letters of a rendered line cover, where it is drawn at `at`."""
    box = _INK.get(img)
    if box is None:
        box = _INK[img] = img.get_bounding_rect()
    return box.move(at.topleft)


def dealer_chip(surface: pygame.Surface, t: Theme, ac: tuple[int, int], r: int,
                clear_of: pygame.Rect, room: pygame.Rect) -> None:
    """The dealer's chip on the rim of the avatar (centre `ac`, radius `r`), a small pill
    fitted to its word's letters ("D", "बाँ": its chandrabindu above the line too): on the
    lower right, clear of the mark's letters `clear_of`, or on the upper right when the
    plate is too low for that (a Devanagari mark may reach down: सु); inside `room` (the
    plate left of its words)."""
    label = t.text(tr("D"), t.legible(1.8), th.INK_DARK, bold=True)
    letters = label.get_bounding_rect()
    edge = 1
    h = max(t.px(3), letters.h + max(t.px(1.0), 6))
    chip = pygame.Rect(0, 0, max(h, letters.w + max(t.px(1.2), 4)), h)
    radius = chip_radius(chip.size, letters.size, edge)
    inside = room.inflate(0, -2 * max(1, t.px(0.3)))
    for side in (1, -1):  # below, else above
        chip.center = (ac[0] + round(r * 0.72), ac[1] + side * round(r * 0.72))
        if chip.colliderect(clear_of):
            if side > 0:
                chip.top = clear_of.bottom + 1
            else:
                chip.bottom = clear_of.top - 1
        chip.clamp_ip(inside)
        if not chip.colliderect(clear_of):
            break
    th.panel(surface, chip, th.LIGHT_PANEL, radius=radius, edge=th.INK_DARK, width=edge)
    surface.blit(label, (chip.centerx - letters.centerx, chip.centery - letters.centery))


def chip_radius(size: tuple[int, int], letters: tuple[int, int], edge: int) -> int:
    """The roundest corner (a pill's, at most) that keeps the chip's face all round
    letters of `letters` size centred in a chip of `size`: a round corner cuts into the
    corner of the letters' box when the word is wide or tall for its chip (बाँ)."""
    (w, h), (lw, lh) = size, letters
    across = min(w // 2 - lw // 2, w - w // 2 - (lw - lw // 2))  # face beside the letters
    down = min(h // 2 - lh // 2, h - h // 2 - (lh - lh // 2))  # and above and below them
    for radius in range(min(w, h) // 2, 0, -1):
        # the pixel just outside the letters' corner, measured from the corner's centre
        dx, dy = radius - across + 0.5, radius - down + 0.5
        if dx <= 0 or dy <= 0 or math.hypot(dx, dy) <= radius - edge - 0.5:
            return radius
    return 0


_AVATARS: dict[tuple[int, int, int], pygame.Surface] = {}


def avatar(seat: int, r: int, ring: int) -> pygame.Surface:
    """A player's round token, lit from above (a lighter top shading into the colour),
    with a light ring; made once per size."""
    key = (seat, r, ring)
    img = _AVATARS.get(key)
    if img is None:
        if len(_AVATARS) > 32:
            _AVATARS.clear()
        base = th.AVATAR_COLOURS[seat]
        top = tuple(min(255, round(c * 1.25 + 18)) for c in base)
        low = tuple(round(c * 0.78) for c in base)
        d, k = 2 * r, 4  # drawn four times larger and scaled down: smooth edges
        big = 2 * r * k
        grad = pygame.Surface((1, 3))
        for i, c in enumerate((top, base, low)):
            grad.set_at((0, i), c)
        grad = pygame.transform.smoothscale(grad, (big, big))
        mask = pygame.Surface((big, big), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (r * k, r * k), r * k)
        img = pygame.Surface((big, big), pygame.SRCALPHA)
        img.blit(grad, (0, 0))
        img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.circle(img, th.INK, (r * k, r * k), r * k, ring * k)
        img = pygame.transform.smoothscale(img, (d, d))
        _AVATARS[key] = img
    return img


def name_fitted(t: Theme, text: str, width: int) -> tuple[str, float]:
    """A player's name as it fits beside their score: a little smaller if it must be, and
    a long name (a friend may type twenty letters) cut short with an ellipsis."""
    units = t.fitting(text, 2.3, width, bold=True)
    if t.measure(text, units, bold=True)[0] <= width:
        return text, units
    cut = letters(text)
    while len(cut) > 1 and t.measure("".join(cut) + "…", units, bold=True)[0] > width:
        cut.pop()
    return "".join(cut).rstrip() + "…", units


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


_WELLS: dict[tuple[Any, ...], pygame.Surface] = {}


def trick_well(size: tuple[int, int], line: int) -> pygame.Surface:
    """Where the trick lands: the cloth a shade darker inside a soft-edged oval, ringed by
    a faint light line; made once per size."""
    key = (size, line)
    img = _WELLS.get(key)
    if img is None:
        if len(_WELLS) > 8:
            _WELLS.clear()
        w, h = size
        pad = max(4, h // 10)
        k = 5  # blurred small and smoothly enlarged: the same soft edge, quickly
        small = pygame.Surface(((w + 2 * pad) // k, (h + 2 * pad) // k), pygame.SRCALPHA)
        small.fill((0, 0, 0, 0))
        pygame.draw.ellipse(small, (0, 0, 0, 46), (pad // k, pad // k, w // k, h // k))
        small = pygame.transform.gaussian_blur(small, max(1, pad // k // 2),
                                               repeat_edge_pixels=False)
        img = pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))
        pygame.draw.ellipse(img, (120, 190, 150, 60), (pad, pad, w, h), line)
        _WELLS[key] = img
    return img


def ring_rect(lay: TableLayout) -> pygame.Rect:
    """The oval where the trick lands."""
    r = lay.trick_rect
    ring = pygame.Rect(0, 0, round(r.w * 1.08), round(r.h * 1.02))
    ring.center = r.center
    return ring


_CLOTH: list[Any] = []  # [the background it was made from, its key, the picture]


def cloth(background: pygame.Surface, t: Theme, lay: TableLayout) -> pygame.Surface:
    """The felt with what never moves on it: the trick's oval and the plates' soft shadows,
    composed once per window and background (one blit a frame instead of five)."""
    key = (background.get_size(), t.unit, tuple(tuple(r) for r in lay.plates.values()),
           tuple(lay.trick_rect))
    if _CLOTH and _CLOTH[0] is background and _CLOTH[1] == key:
        kept: pygame.Surface = _CLOTH[2]
        return kept
    picture = background.copy()
    ring = ring_rect(lay)
    well = trick_well(ring.size, max(1, t.px(0.25)))
    picture.blit(well, well.get_rect(center=ring.center))
    for rect in lay.plates.values():
        th.drop_shadow(picture, rect, t.px(2), t.unit)
    _CLOTH[:] = [background, key, picture]
    return picture


def turn_pointer(t: Theme, lay: TableLayout, seat: int) -> list[tuple[float, float]]:
    """The corners of the pointer on the ring towards `seat`."""
    ring = ring_rect(lay)
    cx, cy = ring.center
    ang = math.radians((90, 0, -90, 180)[seat])  # down, right, up, left
    ex, ey = cx + math.cos(ang) * ring.w / 2, cy + math.sin(ang) * ring.h / 2
    size = t.px(2.4)
    tip = (ex + math.cos(ang) * size, ey + math.sin(ang) * size)
    side = ang + math.pi / 2
    base = (ex - math.cos(ang) * size * 0.4, ey - math.sin(ang) * size * 0.4)
    dx, dy = math.cos(side) * size * 0.8, math.sin(side) * size * 0.8
    return [tip, (base[0] + dx, base[1] + dy), (base[0] - dx, base[1] - dy)]


def pointer_box(t: Theme, lay: TableLayout, seat: int | None) -> pygame.Rect | None:
    """The box the turn pointer towards `seat` covers (None when nobody's turn)."""
    if seat is None:
        return None
    xs, ys = zip(*turn_pointer(t, lay, seat))
    left, top = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
    return pygame.Rect(left, top, math.ceil(max(xs)) + 2 - left, math.ceil(max(ys)) + 2 - top)


def centre_marks(surface: pygame.Surface, t: Theme, view: TableView) -> None:
    """A faint ring where the trick lands, a pointer towards whoever is to act, and which
    way play goes."""
    table = view.table
    ring = ring_rect(table.layout)
    if view.seat is not None:
        pygame.draw.polygon(surface, th.ACCENT if view.seat == 0 else th.INK,
                            turn_pointer(t, table.layout, view.seat))
    if view.turn is Turn.YOUR_CALL:  # the call picker covers the ring
        return
    arrow = "↺" if not table.game.rules.clockwise else "↻"
    t.blit_text(surface, arrow, 3.6, th.INK_DIM if th.high_contrast else (60, 132, 98),
                center=(ring.right - t.px(2), ring.top + t.px(2.5)))
