"""Every test runs headless: no window, no sound device; and any table found or announced
nearby stays on the loopback interface (callbreak.net.discovery reads this variable), so no
test ever reaches a real network."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CALLBREAK_LAN_INTERFACE", "127.0.0.1")
