"""A real game at the table, for tests and benchmarks that need the whole program: the
real frame loop, the real worker process and the real files, with no menu in the way.

    python tests/programs/play_table.py CONFIG_DIR DATA_DIR [LEVEL]

Starts a new game at the table (or the saved one in DATA_DIR) and runs until Quit,
SIGTERM or a crash, as the game does.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from callbreak.app.shell import loop  # noqa: E402
from callbreak.app.wiring import make_app, open_store  # noqa: E402
from callbreak.engine import Game  # noqa: E402


def calls_saved(game_file: Path) -> int:
    """How many calls the saved game holds (0 while there is no readable save)."""
    try:
        doc = json.loads(Path(game_file).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(len(rnd["calls"]) for rnd in doc["game"]["rounds"])


def main() -> int:
    config, data = Path(sys.argv[1]), Path(sys.argv[2])
    level = sys.argv[3] if len(sys.argv) > 3 else "easy"
    store = open_store(config, data, False)
    app = make_app(store=store, size=(1280, 720))
    saved = store.load_game()
    # seed 2: you deal, so three computer players call (and the game is saved) before you
    game = saved.game if saved is not None else Game(store.settings.rules, seed=2)
    loop.run(app, start=app.routes.table(game, level, None))
    return 0


if __name__ == "__main__":
    sys.exit(main())
