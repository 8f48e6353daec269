"""Easing functions and tweens driven by dt (never the wall clock).

    tweens = Tweener()
    tweens.add(Tween(sprite, 0.3, "out_cubic", x=400, y=300, on_finish=landed))
    tweens.update(dt)        # once a frame

A tween reads each attribute's start value when it starts (after its `delay`), so chains
of tweens on one object compose. A duration of 0 finishes on the next update: that is how
reduced motion and the tests' instant speed work.
"""

from __future__ import annotations

import math
from collections.abc import Callable


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def in_cubic(t: float) -> float:
    return t ** 3


def out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


EASINGS: dict[str, Callable[[float], float]] = {
    f.__name__: f for f in (linear, in_quad, out_quad, in_out_quad, in_cubic, out_cubic,
                            in_out_cubic, out_back, out_elastic)
}


class Tween:
    """Animate numeric attributes of `target` towards the given values."""

    def __init__(self, target: object, duration: float, easing: str = "out_cubic", *,
                 delay: float = 0.0, on_finish: Callable[[], None] | None = None,
                 **goals: float) -> None:
        self.target = target
        self.duration = max(0.0, duration)
        self.ease = EASINGS[easing]
        self.delay = max(0.0, delay)
        self.on_finish = on_finish
        self.goals = goals
        self.starts: dict[str, float] | None = None
        self.elapsed = 0.0
        self.done = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0.0
        if self.starts is None:
            self.starts = {k: getattr(self.target, k) for k in self.goals}
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        e = self.ease(t)
        for name, goal in self.goals.items():
            a = self.starts[name]
            setattr(self.target, name, goal if t >= 1.0 else a + (goal - a) * e)
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        """Jump to the end (and call back) now."""
        if self.done:
            return
        for name, goal in self.goals.items():
            setattr(self.target, name, goal)
        self.done = True
        if self.on_finish is not None:
            self.on_finish()

    def cancel(self) -> None:
        """Stop where it is, without the callback."""
        self.done = True


class Tweener:
    """The running tweens of one scene. Tweens added from a callback start next frame."""

    def __init__(self) -> None:
        self.tweens: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        return tween

    def tween(self, target: object, duration: float, easing: str = "out_cubic", *,
              delay: float = 0.0, on_finish: Callable[[], None] | None = None,
              **goals: float) -> Tween:
        return self.add(Tween(target, duration, easing, delay=delay, on_finish=on_finish,
                              **goals))

    def cancel_for(self, target: object) -> None:
        for tw in self.tweens:
            if tw.target is target:
                tw.cancel()

    def update(self, dt: float) -> None:
        current, self.tweens = self.tweens, []
        for tw in current:
            tw.update(dt)
        self.tweens = [tw for tw in current if not tw.done] + self.tweens

    def finish_all(self) -> None:
        while self.tweens:
            current, self.tweens = self.tweens, []
            for tw in current:
                tw.finish()

    @property
    def busy(self) -> bool:
        return bool(self.tweens)


def wait(tweener: Tweener, seconds: float, then: Callable[[], None]) -> Tween:
    """A pause in a sequence: `then` runs after `seconds` of dt."""
    return tweener.add(Tween(_NOTHING, 0.0, "linear", delay=seconds, on_finish=then))


class _Nothing:
    pass


_NOTHING = _Nothing()
