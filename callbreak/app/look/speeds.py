"""The speeds the settings offer, as time: how long animations take at each speed, and the
least pause between two computer plays."""

from __future__ import annotations

from callbreak.store import SPEEDS

# how long animations take, relative to "normal"
SPEED_SCALE = {"slow": 1.6, "normal": 1.0, "fast": 0.45}
# the least time between two computer plays, so a person can follow them (seconds)
AI_PAUSE = {"slow": 1.1, "normal": 0.65, "fast": 0.25}
assert set(SPEED_SCALE) == set(AI_PAUSE) == set(SPEEDS)

__all__ = ["SPEED_SCALE", "AI_PAUSE"]
