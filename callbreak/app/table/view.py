"""What the painters are given: a read-only picture of the table at this frame.

The scene builds one `TableView` before drawing; painters read it and change nothing, so
drawing a frame twice draws the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass

from callbreak.engine import Card

from .tabletop import Table
from .turns import Hint, Turn


@dataclass(frozen=True)
class TableView:
    table: Table
    turn: Turn
    seat: int | None  # whose turn, once the table has caught up (None: nobody's)
    thinking: bool  # a computer player is working on its answer
    legal: frozenset[Card]  # the cards you may play now
    focus: Card | None  # the card Enter would play, outlined (the pointer moves it too)
    pick: int | None  # the call picker's value, while you call
    hint: Hint | None  # the suggestion for this position, when ready
    hint_shown: bool  # H was pressed: its reason is on screen
    show_last: bool
    pointer: tuple[int, int]
    news: str  # the latest news, or "" when it has faded
    claimable: bool = False  # every trick left is sure to be yours: the Claim button shows

    @property
    def your_card(self) -> bool:
        return self.turn is Turn.YOUR_CARD

    @property
    def your_call(self) -> bool:
        return self.turn is Turn.YOUR_CALL
