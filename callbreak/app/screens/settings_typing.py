"""Typing into a settings row (the player's name): the line as typed so far and what each
intent does to it. Typed text arrives as TEXT intents (pygame's TEXTINPUT, so Nepali and
Hindi typed through the system's keyboard arrive whole); Backspace deletes one character,
Enter keeps the line, Esc leaves the setting as it was. A line stops growing at its longest,
and says so once. Every other key is swallowed, so M, H or S typed in a name do nothing else.
"""

from __future__ import annotations

from callbreak.store.settings import cut_at_letter, tidy_name
from callbreak.words import N_
from callbreak.words.names import NAME_LONGEST

from ..shell.input import BACK, CONFIRM, ERASE, FULLSCREEN, QUIT, SPACE, TEXT, Intent

KEEP, CANCEL = "keep", "cancel"
TYPING_HELP = N_("Type your name, then Enter keeps it and Esc leaves it as it was.")
CUT = N_("A name keeps to its first {n} characters.")
TYPING_KEYS = N_("Enter keep    Backspace delete    Esc cancel")


class Typing:
    """One line being typed, started from the row's value."""

    def __init__(self, start: str, longest: int = NAME_LONGEST) -> None:
        self.text = start
        self.longest = longest
        self.cut = False  # the player typed past the longest line

    def handle(self, intent: Intent) -> str | None:
        """KEEP or CANCEL when typing ends, else None (the intent was used or swallowed).
        FULLSCREEN and QUIT are the window's: they pass (the scene returns False)."""
        kind = intent.kind
        if kind == BACK and intent.text == ERASE:
            self.text, self.cut = self.text[:-1], False
        elif kind == BACK:
            return CANCEL
        elif kind == CONFIRM and intent.text != SPACE:  # the space arrives as TEXT too
            return KEEP
        elif kind == TEXT and intent.text:
            self.add(intent.text)
        return None

    def add(self, typed: str) -> None:
        line = self.text + "".join(ch for ch in typed if ch.isprintable())
        if len(line) > self.longest:
            line, self.cut = cut_at_letter(line, self.longest), True
        self.text = line

    @staticmethod
    def passes(intent: Intent) -> bool:
        """The intents the window keeps while a line is typed."""
        return intent.kind in (FULLSCREEN, QUIT)

    def kept(self) -> str:
        """The line as the setting keeps it."""
        return tidy_name(self.text)
