"""Print how long the 52 faces of each deck take to rasterise for a window (medians).

A fresh `CardArt` per run, so nothing is cached: this is what the table pays the first
time it shows every face at one height. Heights: about a 1024x640 hand, a 1920x1080 hand,
and a 4K hand. The decks take turns run by run and the time is the process's CPU time, so
a busy machine (other programs on the same cores) disturbs both alike.
Run:  python tests/bench/deck_bench.py [runs]
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from callbreak.app.look.cards import DECKS, CardArt  # noqa: E402
from callbreak.engine import Card  # noqa: E402

HEIGHTS = (120, 200, 400)
CODES = [f"{r}{s}" for s in "SHDC" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()]


def once(deck: str, height: int, four: bool) -> float:
    art = CardArt("red", four, deck)
    start = time.process_time()
    for code in CODES:
        art.face(Card.parse(code), height)
    return time.process_time() - start


def main(argv: list[str]) -> int:
    runs = int(argv[1]) if len(argv) > 1 else 7
    pygame.init()
    pygame.display.set_mode((1, 1))
    print(f"52 faces, median of {runs} runs (ms); pygame-ce {pygame.version.ver}")
    print(f"{'deck':<9}{'colours':<9}" + "".join(f"{h:>8}px" for h in HEIGHTS))
    looks = [(deck, four) for deck in DECKS for four in (False, True)]
    times: dict[tuple[str, bool, int], list[float]] = {}
    for _ in range(runs):
        for height in HEIGHTS:
            for deck, four in looks:
                times.setdefault((deck, four, height), []).append(once(deck, height, four))
    for deck, four in looks:
        cells = [f"{statistics.median(times[deck, four, h]) * 1000:>10.1f}" for h in HEIGHTS]
        print(f"{deck:<9}{'four' if four else 'two':<9}" + "".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
