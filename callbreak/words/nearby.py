"""What a table found nearby says in the Join list (callbreak.net.discovery finds them): its
house rules in one line, its free seats, and one plain sentence when it speaks another
version of the game's protocol. No pygame: the app shows these lines as they are."""

from __future__ import annotations

from callbreak.engine import HouseRules, Redeal

from .speak import N_, ntr, tr

# the redeal form in the line ("no J, Q or K" is said the same on How to play's table)
_REDEAL = {Redeal.JQK: N_("no J, Q or K"), Redeal.JQKA: N_("no J, Q, K or A")}
NEWER = N_("This table plays a newer version of Callbreak: update your game to join it.")
OLDER = N_("This table plays an older version of Callbreak: the host needs to update it.")
UNREADABLE = N_("This table cannot be read by this version of Callbreak.")


def rules_line(rules: HouseRules) -> str:
    """The house rules in one line: "5 rounds, calls 1 to 8, must beat, anticlockwise"
    (a big call and a redeal are named only when the table plays them)."""
    parts = [tr("{n} rounds", n=rules.rounds), tr("calls 1 to {n}", n=rules.max_call)]
    if rules.big_call:
        parts.append(tr("big call"))
    parts.append(tr("must beat") if rules.must_beat else tr("no need to beat"))
    if rules.redeal:
        parts.append(tr("redeal: {form}", form=tr(_REDEAL[rules.redeal])))
    parts.append(tr("clockwise") if rules.clockwise else tr("anticlockwise"))
    return ", ".join(parts)


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
