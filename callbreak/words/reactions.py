"""A word to the table: the fixed reactions a friend may send (docs/protocol.md, `react`),
by the id that goes on the wire, with the English each window says in its own language.
A fixed set, never free text: there is nothing to moderate."""

from __future__ import annotations

from .speak import N_

# the id on the wire -> its English; the order is the order the window offers them
REACTIONS = {
    "well_played": N_("Well played!"),
    "oops": N_("Oops"),
    "good_game": N_("Good game"),
    "hurry_up": N_("Hurry up"),
    "thumbs_up": N_("Thumbs up"),
}
THUMBS_UP = "thumbs_up"  # shown as a picture (the fonts have no 👍), named in words

__all__ = ["REACTIONS", "THUMBS_UP"]
