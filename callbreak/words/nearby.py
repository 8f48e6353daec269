"""What a table found nearby says in the Join list (callbreak.net.discovery finds them): its
house rules in one line, its free seats, and one plain sentence when it speaks another
version of the game's protocol. No pygame: the app shows these lines as they are."""

from __future__ import annotations

from callbreak.engine import HouseRules
from callbreak.engine.rules import HOUSE_RULES

from .speak import N_, ntr, tr

NEWER = N_("This table plays a newer version of Callbreak: update your game to join it.")
OLDER = N_("This table plays an older version of Callbreak: the host needs to update it.")
UNREADABLE = N_("This table cannot be read by this version of Callbreak.")


def rules_line(rules: HouseRules) -> str:
    """The house rules in one line, each as `HOUSE_RULES` words it: "5 rounds, calls 1 to 8,
    must beat, anticlockwise" (a rule whose choice has no words, such as no big call or no
    redeal, goes unsaid)."""
    said = (rule.choice(rules) for rule in HOUSE_RULES)
    return ", ".join(tr(choice.line, n=choice.value) for choice in said if choice.line)


def seats_line(free: int) -> str:
    """How many seats a table has free: "2 free seats", "No free seat"."""
    if free <= 0:
        return tr("No free seat")
    return ntr("1 free seat", "{n} free seats", free)


def version_note(theirs: int | None, ours: int) -> str:
    """Why a table of another protocol version cannot be joined ("" when it can)."""
    if theirs == ours:
        return ""
    if theirs is None:
        return tr(UNREADABLE)
    return tr(NEWER) if theirs > ours else tr(OLDER)
