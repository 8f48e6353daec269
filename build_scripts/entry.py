"""The frozen executable's entry point (PyInstaller runs this file as __main__).

It does the few things only a frozen, windowed program needs before the game's own
`callbreak.cli.main()` takes over:
- a windowed build on Windows has no console, so `sys.stdout`/`sys.stderr` are None and any
  print (argparse's --help, a traceback) would crash: point them at the null device;
- `multiprocessing.freeze_support()` before anything else of the game's, so a worker process
  started from the bundle runs its task instead of a second copy of the game.
"""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    for _name in ("stdout", "stderr"):  # first, so a worker process may print too
        if getattr(sys, _name) is None:
            setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    multiprocessing.freeze_support()

    from callbreak.cli import main

    raise SystemExit(main())
