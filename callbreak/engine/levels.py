"""The levels a computer player can play at, weakest first: the one list the settings, the
saved game, the players and the screens all read."""

LEVELS = ("easy", "medium", "hard", "expert")
