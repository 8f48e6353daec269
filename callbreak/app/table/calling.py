"""The calls: on your turn the call picker asks for yours (arrows, a number, a click),
with the suggested call chosen until you move it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..shell.input import CONFIRM, DIGIT, DOWN, LEFT, RIGHT, UP, Intent
from . import hits
from .scene_base import TableScene
from .session import Stage, TableSession
from .turns import Turn

if TYPE_CHECKING:
    from ..shell.context import App


class CallingScene(TableScene):
    """The calls go round; on your turn the call picker asks for yours."""

    stage = Stage.CALLING

    def __init__(self, app: App, session: TableSession) -> None:
        super().__init__(app, session)
        rules = session.game.rules
        self.value = rules.min_call
        self.touched = False  # you moved the picker: the suggestion no longer moves it
        self.digit_time = 9.0
        self.confirm_when_hinted = False

    def pick(self) -> int | None:
        return self.value if self.turn is Turn.YOUR_CALL else None

    def on_update(self, dt: float) -> None:
        self.digit_time += dt
        hint = self.session.turns.hint
        if self.turn is Turn.YOUR_CALL and hint is not None:
            if not self.touched:
                self.value = hint.value
            if self.hint_wanted:
                self.ask_hint()
            if self.confirm_when_hinted:  # Enter came before the suggestion: call it now
                self.confirm_when_hinted = False
                self.confirm()

    def show_hint(self) -> None:
        hint = self.session.turns.hint
        if hint is not None:
            self.value = hint.value

    def confirm(self) -> None:
        if self.turn is Turn.YOUR_CALL and not self.touched \
                and self.session.turns.hint is None:
            self.confirm_when_hinted = True  # Enter means "the suggested call": wait for it
            return
        if self.session.turns.call(self.value):
            self.hint_shown = False
            self.table.quiet()

    def click(self, pos: tuple[int, int]) -> bool:
        if self.turn is not Turn.YOUR_CALL:
            return super().click(pos)
        p = hits.view_picker(self.app.theme, self.view())
        for n, rect in p.cells.items():
            if rect.collidepoint(pos):
                self.value, self.touched = n, True
                return True
        if p.ok.collidepoint(pos):
            self.confirm()
            return True
        return super().click(pos)

    def key(self, intent: Intent) -> bool:
        if self.turn is not Turn.YOUR_CALL:
            return False
        rules = self.session.game.rules
        lo, hi = rules.min_call, rules.max_call
        kind = intent.kind
        if kind in (LEFT, DOWN):
            self.value, self.touched = max(lo, self.value - 1), True
        elif kind in (RIGHT, UP):
            self.value, self.touched = min(hi, self.value + 1), True
        elif kind == DIGIT and intent.value is not None:
            d = intent.value
            if self.value == 1 and self.digit_time < 1.0 and 10 + d <= hi:
                self.value = 10 + d  # "1" then "2" within a second: 12
            elif lo <= d <= hi:
                self.value = d
            self.touched = True
            self.digit_time = 0.0
        elif kind == CONFIRM:
            self.confirm()
        else:
            return False
        return True
