"""Menu widgets: a vertical menu of rows that works with Up/Down/Left/Right/Enter and with
the mouse. In two columns (larger text, short window) the keys move the way the columns
look: Up/Down within a column, Left/Right across to the nearest row; but when rows take
Left/Right themselves (choices), Up/Down run on from one column into the next instead.
Labels are English and said through `callbreak.words.tr` as they are drawn, so a language
switch shows at once. A row is a `Button` (Enter or a click runs it), a `ChoiceRow` (Left/Right or a
click cycles through choices) or a `Toggle` (Enter, Left/Right or a click flips it).

    menu = VerticalMenu([Button("New game", start), Toggle("Sound", True, set_sound)])
    menu.handle(intent)          # True when it used the intent
    menu.draw(surface, theme, center=(x, y))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from callbreak.words import tr

from ..shell.input import CLICK, CONFIRM, DOWN, LEFT, POINT, RIGHT, UP, Intent
from . import theme as th


class MenuRow:
    """One line of a menu."""

    enabled = True

    def label_text(self) -> str:
        raise NotImplementedError

    def activate(self) -> None:
        """Enter or a click."""

    def step(self, delta: int) -> bool:
        """Left (-1) / Right (+1); True when the row changed."""
        return False

    def click(self, x_frac: float) -> None:
        """A click at x_frac (0..1) across the row."""
        self.activate()

    def takes_sideways(self) -> bool:
        """Whether Left/Right change this row (a choice, a switch); a button leaves them
        to the menu, which moves across its columns."""
        return type(self).step is not MenuRow.step


class Button(MenuRow):
    # what `action` gives back is not used (a scene popped, for one)
    def __init__(self, label: str, action: Callable[[], object], enabled: bool = True) -> None:
        self.label, self.action, self.enabled = label, action, enabled

    def label_text(self) -> str:
        return tr(self.label)

    def activate(self) -> None:
        if self.enabled:
            self.action()


class ChoiceRow(MenuRow):
    """A label and one of several choices: `Speed   < normal >`."""

    def __init__(self, label: str, choices: Sequence[tuple[object, str]], value: object,
                 on_change: Callable[[object], None]) -> None:
        self.label = label
        self.choices = list(choices)  # (value, shown text)
        values = [v for v, _ in self.choices]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change

    @property
    def value(self) -> object:
        return self.choices[self.index][0]

    def label_text(self) -> str:
        return f"{tr(self.label)}:  ‹ {tr(self.choices[self.index][1])} ›"

    def step(self, delta: int) -> bool:
        self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.step(+1)

    def click(self, x_frac: float) -> None:
        self.step(-1 if x_frac < 0.3 else +1)


class Toggle(MenuRow):
    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None]) -> None:
        self.label, self.value, self.on_change = label, value, on_change

    def label_text(self) -> str:
        return f"{tr(self.label)}:  {tr('on') if self.value else tr('off')}"

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def step(self, delta: int) -> bool:
        self.activate()
        return True


class VerticalMenu:
    """Rows stacked vertically; one has the focus (drawn in the accent colour)."""

    def __init__(self, rows: Sequence[MenuRow], focus: int = 0, text_units: float = 3.6,
                 width_units: float = 44) -> None:
        self.rows = list(rows)
        self.focus = focus
        self.text_units = text_units
        self.width_units = width_units
        self.rects: list[pygame.Rect] = []
        self.columns = 1  # 2: the rows in two columns side by side (larger text, short window)
        self._skip_disabled(+1)

    def _skip_disabled(self, delta: int) -> None:
        for _ in range(len(self.rows)):
            if self.rows[self.focus].enabled:
                return
            self.focus = (self.focus + delta) % len(self.rows)

    def move(self, delta: int) -> None:
        self.focus = (self.focus + delta) % len(self.rows)
        self._skip_disabled(delta)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.rects):
            if rect.collidepoint(pos) and self.rows[i].enabled:
                return i
        return None

    def _grid(self) -> bool:
        """Columns that Up/Down stay within: only when Left/Right are free to cross them
        (no row takes them), else Up/Down are the only way from one column to the next."""
        return self.columns > 1 and not any(row.takes_sideways() for row in self.rows)

    def _column(self, column: int) -> range:
        per = self.per_column()
        return range(column * per, min(len(self.rows), (column + 1) * per))

    def _vertical(self, delta: int) -> None:
        if not self._grid():
            self.move(delta)
            return
        column = self._column(self.focus // self.per_column())
        at = self.focus - column.start
        for k in range(1, len(column) + 1):  # wrap within the column, as one column does
            i = column.start + (at + delta * k) % len(column)
            if self.rows[i].enabled:
                self.focus = i
                return

    def _sideways(self, delta: int) -> bool:
        """To the column beside, on the same row or the nearest one; False at an edge."""
        per = self.per_column()
        column, at = divmod(self.focus, per)
        if not 0 <= column + delta < self.columns:
            return False
        rows = self._column(column + delta)
        for i in sorted(rows, key=lambda i: abs(i - rows.start - at)):
            if self.rows[i].enabled:
                self.focus = i
                return True
        return False

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == UP:
            self._vertical(-1)
        elif kind == DOWN:
            self._vertical(+1)
        elif kind in (LEFT, RIGHT):
            delta = -1 if kind == LEFT else 1
            if self.columns > 1 and not self.rows[self.focus].takes_sideways():
                return self._sideways(delta)
            return self.rows[self.focus].step(delta)
        elif kind == CONFIRM:
            self.rows[self.focus].activate()
        elif kind == POINT and intent.pos is not None:
            i = self.row_at(intent.pos)
            if i is None:
                return False
            self.focus = i
        elif kind == CLICK and intent.pos is not None:
            i = self.row_at(intent.pos)
            if i is None:
                return False
            self.focus = i
            rect = self.rects[i]
            self.rows[i].click((intent.pos[0] - rect.x) / max(1, rect.w))
        else:
            return False
        return True

    def per_column(self) -> int:
        return -(-len(self.rows) // self.columns)

    def height(self, theme: th.Theme) -> int:
        return self.per_column() * theme.tx(self.text_units * 2.1)

    def fit(self, theme: th.Theme, room: int) -> None:
        """Two columns when one is taller than `room` pixels."""
        self.columns = 1
        if self.height(theme) > room and len(self.rows) > 1:
            self.columns = 2

    def draw(self, surface: pygame.Surface, theme: th.Theme, center: tuple[int, int]) -> None:
        row_h = theme.tx(self.text_units * 2.1)
        gap = theme.px(2)
        room = (surface.get_width() - theme.px(4) - (self.columns - 1) * gap) // self.columns
        width = min(theme.tx(self.width_units), max(theme.px(self.width_units), room)
                    if self.columns == 1 else room)
        # a long label (a table's name, a longer language) widens every row, within the room
        widest = max((theme.measure(row.label_text(), self.text_units, bold=True)[0]
                      for row in self.rows), default=0) + theme.px(4)
        width = max(width, min(widest, room))
        per = self.per_column()
        top = center[1] - per * row_h // 2
        left = center[0] - (self.columns * width + (self.columns - 1) * gap) // 2
        self.rects = []
        for i, row in enumerate(self.rows):
            rect = pygame.Rect(0, 0, width, row_h - theme.px(0.9))
            rect.topleft = (left + (i // per) * (width + gap), top + (i % per) * row_h)
            self.rects.append(rect)
            focused = i == self.focus
            if focused:
                th.panel(surface, rect, th.ACCENT, radius=rect.h // 2)
                colour = th.INK_DARK
            else:
                th.panel(surface, rect, th.PANEL, radius=rect.h // 2, edge=th.PANEL_EDGE, width=1)
                colour = th.INK if row.enabled else th.INK_DIM
            # a long label in a narrow column (larger text): a little smaller, never
            # out of its pill (the focused row's bold is the widest)
            label = row.label_text()
            units = theme.fitting(label, self.text_units, rect.w - theme.px(2), bold=focused)
            theme.blit_text(surface, label, units, colour, bold=focused, center=rect.center)
