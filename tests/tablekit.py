"""Helpers for the table's tests (no tests here): build an app with a game at the table,
find the table scene whatever phase it shows, press through it, and measure its cards.

The table is three scenes over one session (deal, calling, play) that replace each other
as the phase changes, with the round result or the pause pushed over them; so the helpers
always look the scene up again instead of keeping one."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import CONFIRM, Intent  # noqa: E402
from callbreak.app.table import TableScene  # noqa: E402
from callbreak.app.table.tabletop import CardSprite  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402


def make_table(size: tuple[int, int] = (1280, 720), *, instant: bool = True, seed: int = 11,
               rounds: int = 3, reduced: bool = False, level: str = "easy") -> App:
    """An app (headless, computer players answering at once) with a new game at the table."""
    from callbreak.app.wiring import make_app

    app = make_app(size=size, headless=True, thinker="inline", instant=instant)
    if reduced:
        app.change_settings(reduced_motion=True)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=rounds), seed=seed), level, None))
    return app


def scene(app: App) -> TableScene:
    """The table scene showing now: the top scene, or the one under an overlay."""
    for candidate in reversed(app.scenes.stack):
        if isinstance(candidate, TableScene):
            return candidate
    raise AssertionError("no table on the scene stack")


def on_top(app: App) -> TableScene | None:
    """The table scene when it is the top scene (nothing over it), else None."""
    top = app.scenes.top
    return top if isinstance(top, TableScene) else None


def turn(app: App) -> Turn:
    return scene(app).session.turns.state


def your_card(app: App) -> bool:
    return on_top(app) is not None and turn(app) is Turn.YOUR_CARD


def your_call(app: App) -> bool:
    return on_top(app) is not None and turn(app) is Turn.YOUR_CALL


def press_until(app: App, done: Callable[[], bool], limit: int = 4000,
                dt: float = 1 / 30) -> None:
    """Press Enter and let time pass, a frame at a time, until `done()`."""
    for _ in range(limit):
        if done():
            return
        app.feed(Intent(CONFIRM))
        app.step(dt)
    pytest.fail("the moment never came")


def act_when_asked(app: App) -> None:
    """On your turn, at once: you call what the picker shows, or play your first legal
    card. Nothing otherwise (a round result on top is left alone)."""
    table = on_top(app)
    if table is None:
        return
    if turn(app) is Turn.YOUR_CALL:
        table.confirm()  # type: ignore[attr-defined]
    elif turn(app) is Turn.YOUR_CARD:
        table.try_play(table.session.turns.legal()[0])


def card_rect(spr: CardSprite) -> pygame.Rect:
    """The box round a card's four corners as drawn (raised, tilted)."""
    xs = [p[0] for p in spr.corners()]
    ys = [p[1] for p in spr.corners()]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def visible_point(spr: CardSprite, inset: float = 0.08) -> tuple[int, int]:
    """A point on the part of a card the next card of the fan leaves showing: just inside
    its left edge, half way down."""
    tl, tr, _br, bl = spr.corners()
    return (round((tl[0] + bl[0]) / 2 + (tr[0] - tl[0]) * inset),
            round((tl[1] + bl[1]) / 2 + (tr[1] - tl[1]) * inset))


def is_accent(colour) -> bool:  # noqa: ANN001 - a pygame colour or a tuple
    return all(abs(a - b) < 40 for a, b in zip(colour[:3], th.ACCENT))
