"""How a card on its way is turned this frame: exactly when it keeps still, within a
budget of smooth turns a frame while it turns, plainly while it spins. `CardPainter` asks
`motion(sprite)` and `turned(...)`; the card pictures themselves are `CardArt`'s."""

from __future__ import annotations

import pygame

from ..look.cards import CardArt
from .tabletop import CardSprite

# the source pixels of the cards turning on their way that a frame may turn smoothly
# (one card of your hand at 1920x1080, half a millisecond; one card a frame whatever its
# size, so a larger window still turns one): a card past it is drawn at
# the nearest tilt already made, up to TILT_SLACK degrees off (a card on the move a few
# degrees behind its turn for a frame or two shows less than an unsmoothed edge), else
# turned without smoothing from the nearest tilt made, for that frame. A card that keeps
# its tilt and size from one frame to the next is always drawn exactly.
TURN_BUDGET = 45_000
TILT_SLACK = 3
# a card turning faster than this (degrees since the frame drawn before) is spinning, as a
# card thrown across from the top of the table does: too fast for an eye to find an edge
# unsmoothed, it is turned plainly, and not kept (turning it smoothly cost a rotozoom a
# frame). The shadow of any card on the move is turned plainly unless kept.
SPINNING = 3.0
STILL, TURNING, SPINNING_NOW = 0, 1, 2


class Turning:
    """The frame's budget of smooth turns and each card's tilt and size in the frame drawn
    before, to tell a still card from a turning or a spinning one."""

    def __init__(self, cards: CardArt) -> None:
        self.cards = cards
        self._budget = TURN_BUDGET  # source pixels still to turn smoothly this frame
        self._moving = False  # the table moves this frame
        # a card on its way was drawn a few degrees behind its turn, or unsmoothed, in
        # the frame drawn last (never at rest)
        self.approximate = False
        # each card's tilt and size in the frame drawn before and in this one, by sprite
        self._before: dict[int, tuple[float, float]] = {}
        self._now: dict[int, tuple[float, float]] = {}

    def begin_frame(self, moving: bool) -> None:
        """A new frame: the cards turning on their way are counted afresh. A table at
        rest is drawn exactly (no frame may follow to finish it)."""
        self._budget, self._moving = TURN_BUDGET, moving
        self._before, self._now = self._now, {}
        self.approximate = False

    def motion(self, spr: CardSprite) -> int:
        """STILL, TURNING or SPINNING_NOW: how the card's tilt and size changed since the
        frame drawn before, while the table moves (a card new to the table, or keeping
        still, is drawn exactly)."""
        pose = (spr.angle, spr.height)
        self._now[id(spr)] = pose
        before = self._before.get(id(spr), pose)
        if not self._moving or before == pose:
            return STILL
        return SPINNING_NOW if abs(spr.angle - before[0]) > SPINNING else TURNING

    def turned(self, key: str, height: int, angle: float, motion: int) -> pygame.Surface:
        """A card tilted to `angle`: exactly when still, within this frame's TURN_BUDGET
        when turning, plainly when spinning."""
        cards = self.cards
        if motion == STILL:
            return cards.rotated(key, height, angle)
        kept = cards.kept_rotation(key, height, angle)
        if kept is not None:
            return kept[0]
        if motion == SPINNING_NOW:
            self.approximate = True
            return cards.rough_rotated(key, height, angle)
        cost = height * height * 14 // 19
        if cost <= self._budget or self._budget == TURN_BUDGET:
            self._budget -= cost
            return cards.rotated(key, height, angle)
        self.approximate = True
        kept = cards.kept_rotation(key, height, angle, within=TILT_SLACK)
        return kept[0] if kept is not None else cards.rough_rotated(key, height, angle)
