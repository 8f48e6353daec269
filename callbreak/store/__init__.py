"""Settings, the saved game, statistics and the daily deal: JSON files in the player's
directories, written atomically, read without ever trusting them.

    store = Store.open(config_dir, data_dir, reset_settings)
    store.settings, store.save_settings(s), store.notices
    store.save_game(game, level, daily), store.load_game(), store.clear_game()
    store.record_round(game, level, daily), store.record_game(...), store.stats
    store.record_coach_round(game, round_no, given_away, daily), store.stats.history
"""

from ..levels import LEVELS
from ..words import LANGUAGES
from .daily import daily_game, daily_seed, today
from .logfile import start_logging
from .savegame import SAVE_FORMAT, SavedGame
from .settings import CARD_BACKS, SPEEDS, Settings
from .stats import GameRecord, Stats, Tally
from .store import NOTICES, Notice, Store

__all__ = [
    "Store", "Notice", "NOTICES", "Settings", "SavedGame", "Stats", "Tally", "GameRecord",
    "SAVE_FORMAT", "LEVELS", "SPEEDS", "CARD_BACKS", "LANGUAGES", "daily_seed", "daily_game",
    "today", "start_logging",
]
