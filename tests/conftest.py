"""Every test runs headless: no window, no sound device; and any table found or announced
nearby stays on the loopback interface (callbreak.net.discovery reads this variable), so no
test ever reaches a real network."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CALLBREAK_LAN_INTERFACE", "127.0.0.1")


import pytest  # noqa: E402

from callbreak.words import set_language  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """The game's language is the process's own: a test that drew a screen in Nepali or
    Hindi hands English back to the next test the worker runs."""
    yield
    set_language("en")
