"""The window cannot be made smaller than the smallest layout that fits: 1024x640."""

from __future__ import annotations

import os
import warnings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from callbreak.app.context import MIN_SIZE  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.store.settings import MIN_WINDOW  # noqa: E402


def test_the_window_keeps_the_smallest_size_every_layout_fits() -> None:
    app = make_app(size=(1280, 720))  # a real window (the dummy driver's)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == MIN_SIZE == MIN_WINDOW
    app.resized((800, 500))  # a window manager that ignored the hint: the layout still fits
    app.render()
