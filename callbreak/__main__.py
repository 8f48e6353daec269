"""`python -m callbreak` starts the game, exactly as the `callbreak` command does.

The guard matters: the computer players' worker is a spawned interpreter that imports the
parent's main module (as `__mp_main__`); unguarded, it would start a second game."""

from callbreak.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
