"""Where everything sits on the table, computed from the window size alone.

Seats: 0 you (bottom), 1 right, 2 top, 3 left. Every position here is a pixel centre;
the layout is rebuilt on resize, and sprites then move to their new homes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ..look.cards import ASPECT

if TYPE_CHECKING:
    from callbreak.engine import Card

SEATS = range(4)


def display_order(card: Card) -> tuple[int, int]:
    """Where a card sits in your hand: by suit (spades, hearts, clubs, diamonds: colours
    alternate), high cards first. The table and the round review both sort by it."""
    return card.suit, -card.rank


class TableLayout:
    def __init__(self, size: tuple[int, int], scale: float = 1.0) -> None:
        """`scale`: the player's "Larger cards and text" (1, 1.25, 1.5): the plates' words
        and the cards grow by it as far as the window has room."""
        w, h = size
        self.w, self.h = w, h
        self.scale = scale
        self.unit = u = max(4.0, min(h / 100, w / 160))
        self.margin = m = round(1.6 * u)
        # your cards: as tall as the height allows, but a 13-card fan must fit the width;
        # the plates' words grow with the text, their width a little less (it is the fan's)
        self.plate_w = round(31 * u * (1 + (scale - 1) * 0.55))
        self.plate_h = round(10.5 * u * scale)
        pw, ph = self.plate_w, self.plate_h
        tallest = 0.22 * (1 + (scale - 1) * 0.4)  # of the height: the trick, plates need more
        # larger cards overlap a little more in the fan: their corners stay as wide
        overlap: float = 0.36 / scale ** 0.5

        def fitting(fan_width: float) -> int:
            return max(40, round(min(h * tallest, fan_width / (1 + 12 * overlap) / ASPECT)))

        # beside your name plate (the fan between it and the same gap on the right) ...
        beside = w - 2 * (m + pw + m)
        # ... or, in a tall window, above it over the whole width, when the height leaves
        # room for the top player, the trick and a raised card
        above = round((w - 2 * m) * 0.96)  # the outer cards' tilt needs a little room
        room = (h - 2 * (m + ph) - 8 * u) / 3.1
        self.stacked = min(fitting(above), room) > fitting(beside) * 1.15
        self.fan_width = above if self.stacked else beside
        self.card_h = ch = max(40, min(fitting(above), round(room))) if self.stacked \
            else fitting(beside)
        self.card_w = round(ch * ASPECT)
        # the trick's cards fit between the side plates; the face-down fans stay plate-sized
        self.trick_h = round(min(ch * 0.9, beside / (2.56 * ASPECT)))
        self.small_h = round(min(ch * 0.5, 11 * u))  # the computer players' face-down fans
        # name plates
        if self.stacked:  # the fan's lowest, tilted corner clears your plate
            self.hand_y = h - m - ph - round(1.2 * u) - ch // 2 - round(0.1 * ch)
        else:
            self.hand_y = h - m - ch // 2 - round(1.2 * u)  # centre line of your fan
        self.hand_top = self.hand_y - ch // 2 - round(0.02 * ch)
        top_plate = pygame.Rect(0, 0, pw, ph)
        top_plate.midtop = (w // 2, m)
        left_y = round(h * 0.42)
        left = pygame.Rect(0, 0, pw, ph)
        left.midleft = (m, left_y)
        right = pygame.Rect(0, 0, pw, ph)
        right.midright = (w - m, left_y)
        you = pygame.Rect(0, 0, pw, ph)
        you.bottomleft = (m, h - m)
        self.plates = {0: you, 1: right, 2: top_plate, 3: left}
        # the face-down fans peek out from behind each plate, towards the middle
        sh = self.small_h
        self.fan_centre = {
            0: (w // 2, self.hand_y),
            1: (right.centerx, right.top - round(sh * 0.25)),
            2: (top_plate.centerx, top_plate.bottom + round(sh * 0.18)),
            3: (left.centerx, left.top - round(sh * 0.25)),
        }
        # the trick, in the middle of the free space
        top_free = top_plate.bottom + round(sh * 0.55)
        self.centre = (w // 2, (top_free + self.hand_top) // 2)
        cx, cy = self.centre
        # the trick's lowest card clears the banner over your hand (larger cards and words
        # would meet there; the usual size always has the room)
        banner = round(0.12 * self.card_h) + round((2.4 * 1.45 + 1.6) * u * scale) \
            + round(1.2 * u)
        if cy + 0.83 * self.trick_h > self.hand_top - banner:  # the trick moves up between
            # the top player's fan and the banner, as large as that room lets it be
            room = self.hand_top - banner - top_free
            self.trick_h = max(40, min(self.trick_h, round(room / 1.66)))
            self.centre = cx, cy = (w // 2, top_free + round(room / 2))
        th = self.trick_h
        tw = round(th * ASPECT)
        self.trick_slots = {
            0: (cx, cy + round(th * 0.33)),
            1: (cx + round(tw * 0.74), cy),
            2: (cx, cy - round(th * 0.33)),
            3: (cx - round(tw * 0.74), cy),
        }
        self.trick_rect = pygame.Rect(0, 0, round(tw * 2.56), round(th * 1.7))
        self.trick_rect.center = self.centre
        # where a won trick goes (each plate's centre) and where a deal starts from
        self.seat_point = {s: self.plates[s].center for s in SEATS}
        self.message_y = self.hand_top - round(4.5 * u)
        # buttons at the top right
        self.button_h = round(4.6 * u * scale)

    def hand_slots(self, n: int) -> list[tuple[float, float, float]]:
        """(x, y, angle) of each card of a fan of n cards, left to right."""
        if n <= 0:
            return []
        cw = self.card_w
        step = min(cw * 0.62, (self.fan_width - cw) / max(1, n - 1)) if n > 1 else 0
        step = max(step, cw * 0.25 / self.scale ** 0.5)
        mid = (n - 1) / 2
        spread = min(2.2, 22 / max(1, n))  # degrees between neighbours
        out = []
        for i in range(n):
            k = i - mid
            angle = -k * spread
            x = self.w / 2 + k * step
            y = self.hand_y + (1 - math.cos(math.radians(k * spread))) * self.card_h * 2.2
            out.append((x, y, angle))
        return out

    def small_fan(self, seat: int, n: int) -> list[tuple[float, float, float]]:
        """(x, y, angle) of n face-down cards in a computer player's fan."""
        if n <= 0:
            return []
        cx, cy = self.fan_centre[seat]
        step = self.small_h * ASPECT * 0.16
        mid = (n - 1) / 2
        out: list[tuple[float, float, float]] = []
        for i in range(n):
            k = i - mid
            if seat == 2:
                out.append((cx - k * step, cy, 180 + k * 2.5))
            else:
                out.append((cx + k * step, cy, k * -2.5))
        return out

    def trick_angle(self, seat: int, card_index: int) -> float:
        """A small tilt, the same for a card every time, so the trick looks hand-placed."""
        return ((card_index * 37 + seat * 11) % 13 - 6) * 1.0
