"""The frozen executable's entry point (PyInstaller runs this file as __main__).

It does the few things only a frozen, windowed program needs before the game's own
`callbreak.cli.main()` takes over:
- `multiprocessing.freeze_support()` first, so a worker process started from the bundle runs
  its task instead of a second copy of the game;
- a windowed build on Windows has no console, so `sys.stdout`/`sys.stderr` are None and any
  print (argparse's --help, a traceback) would crash: point them at the null device.
"""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    for _name in ("stdout", "stderr"):
        if getattr(sys, _name) is None:
            setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115

    from callbreak.cli import main

    raise SystemExit(main())
