"""`callbreak --smoke-test`: prove that this copy of the game works, headless, in seconds.

It does what a player's first minute does, under SDL's dummy video and audio drivers:
opens the store, opens the window and draws the main menu (timing the first frame from the
moment the process started), loads every asset file itself (the game's own loaders quietly
fall back when a file is missing; this must not), builds and draws every scene, asks the
computer players' worker process a question (the part a frozen build most easily breaks),
plays a short game and one round on the real table with computer players in all four seats,
and writes and reads back the settings.

It never writes to a folder that holds a player's files: it works in a temporary folder,
on copies of `--config-dir` and `--data-dir` when they are given (so it still checks that
they load), and leaves the originals byte for byte as they were.

It prints a short report and returns 0, or prints what failed and returns 1. With
`--smoke-test-report PATH` the report also goes to PATH: a windowed Windows program has no
stdout.

Modules: `run` (the order of the checks, the exit status), `words` (each language
speaks), `report` (the report and a failed check), `folders` (the temporary copies; the
store; settings), `assets`, `screens` (the window, the first frame, every scene), `rounds`
(a game through the engine with `ai.playout`, a round on the table, every level),
`worker`, `friends` (the network table's modules, and a guest seated on 127.0.0.1),
`offline` (the friends' screens that meet the network, drawn without it),
`clock` (process age).
"""

from .report import SmokeFailure
from .run import run

__all__ = ["SmokeFailure", "run"]
