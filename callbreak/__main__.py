"""`python -m callbreak` starts the game, exactly as the `callbreak` command does."""

from callbreak.cli import main

raise SystemExit(main())
