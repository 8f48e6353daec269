"""SIGTERM (a logout, `kill`) ends the real game promptly and keeps the game in progress:
the real frame loop, the real worker process, the real files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from programs.play_table import calls_saved  # noqa: E402

PROGRAM = Path(__file__).parent / "programs" / "play_table.py"


def wait_for(check, seconds: float) -> bool:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return False


def test_sigterm_ends_the_game_with_the_game_saved(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    game_file = tmp_path / "data" / "game.json"
    proc = subprocess.Popen([sys.executable, str(PROGRAM), str(tmp_path / "config"),
                             str(tmp_path / "data")], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        assert wait_for(lambda: calls_saved(game_file) >= 1, 60), "the game never got going"
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    err = proc.stderr.read().decode() if proc.stderr else ""
    assert proc.returncode == 0, err
    assert calls_saved(game_file) >= 1, "the game in progress is kept"
