"""The words of the game in the player's language (English, Nepali, Hindi): no pygame, no
computer players, so the window, the store and the tools may all say a sentence.

- `speak`: the catalogues and saying a sentence (`tr`, `ptr`, `ntr`, `N_`), the players'
  names, suit words, lists joined with "and" / "or";
- `rulings`: the engine's records said (why a card may not be played, why a deal was thrown
  in, what is wrong with a deal code);
- `hint_reasons`: what a hint says, as records the hint code builds, and said.
"""

from .hint_reasons import HintKind, HintReason, Said, hint
from .rulings import code_problem, reason, redeal_reason
from .speak import (
    COMPUTER_NAMES,
    LANGUAGE_NAMES,
    LANGUAGES,
    LEVEL_NAMES,
    N_,
    NAMES,
    catalogue,
    initial,
    join_and,
    join_or,
    language,
    name,
    ntr,
    ptr,
    seat_names,
    set_language,
    suit_word,
    tr,
)

__all__ = [
    "tr", "ptr", "ntr", "N_", "set_language", "language", "catalogue", "LANGUAGES",
    "LANGUAGE_NAMES", "LEVEL_NAMES", "NAMES", "COMPUTER_NAMES", "name", "seat_names", "initial",
    "suit_word", "join_and", "join_or",
    "reason", "redeal_reason", "code_problem", "HintKind", "HintReason", "Said", "hint",
]
