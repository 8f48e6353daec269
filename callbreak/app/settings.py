"""The settings the table reads, whether or not the store is available.

`callbreak.store` owns the real settings (saved as JSON); when it cannot be imported this
module's `DefaultSettings` stands in with the same fields, so the game still runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from callbreak.engine import HouseRules

SPEEDS = ("slow", "normal", "fast")
# how long animations take, relative to "normal"
SPEED_SCALE = {"slow": 1.6, "normal": 1.0, "fast": 0.45}
# the least time between two computer plays, so a person can follow them (seconds)
AI_PAUSE = {"slow": 1.1, "normal": 0.65, "fast": 0.25}


@dataclass(frozen=True)
class DefaultSettings:
    rules: HouseRules = field(default_factory=HouseRules)
    level: str = "medium"
    speed: str = "normal"
    reduced_motion: bool = False
    sound: bool = True
    volume: float = 0.8
    card_back: str = "red"
    four_colour: bool = False
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    language: str = "en"


def open_store(config_dir, data_dir, reset_settings: bool):  # noqa: ANN001, ANN201
    """The store, or None when it is not available (the game then keeps nothing)."""
    try:
        from callbreak.store import Store
    except ImportError:
        return None
    return Store.open(config_dir, data_dir, reset_settings)


try:  # the store's record when it is there (the store only saves its own type)
    from callbreak.store import Settings  # type: ignore[attr-defined]
except ImportError:
    Settings = DefaultSettings  # type: ignore[assignment,misc]
