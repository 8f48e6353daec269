"""The levels a computer player can play at, weakest first: the one list the settings, the
saved game, the players and the screens all read (their names on screen are the words':
`callbreak.words.LEVEL_NAMES`). Not a rule of the game, so not the engine's."""

LEVELS = ("easy", "medium", "hard", "expert")
