"""The settings screen: every field of `callbreak.store.Settings` in four groups (house rules,
players, the table, window and language), two columns, one sentence of help for the
focused option, and pictures for the card settings (the decks, the backs, the four-colour
deck) that a click chooses from.

The rows live in `settings_rows`, the drawing of their values in `settings_paint`, the card
pictures in `card_preview`. Every row reads its value from `app.settings` each frame (F11 or
M elsewhere stay in step) and writes through `app.change_settings(...)`, which saves through
the store. Keys: Up/Down choose a row, Left/Right change it, Enter changes it too (or
presses a button, or starts typing your name: `settings_typing`), Esc goes back. The mouse
points and clicks; a click on ‹ or › steps that way, a click on a card picture chooses it,
a click on your name starts typing it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import N_, tr

from ..look import theme as th
from ..shell.input import BACK, CLICK, CONFIRM, DOWN, LEFT, POINT, RIGHT, UP, Intent
from ..shell.scene import Scene
from . import settings_paint as paint
from . import settings_scroll as scroll
from .card_preview import KEYS as PICTURED
from .card_preview import CardPreview
from .howto_pages import rule_fields
from .settings_rows import (
    BUTTON,
    RULES_NOTE,
    TEXT_ROW,
    TOGGLE,
    VOLUME,
    VOLUME_STEPS,
    Group,
    Option,
    build,
)
from .settings_typing import CUT, KEEP, TYPING_HELP, TYPING_KEYS, Typing
from .ui import Painter, hints, pill, slack, title

if TYPE_CHECKING:
    from callbreak.store import Settings

    from ..shell.context import App

__all__ = ["SettingsScene", "Option", "Group"]

NOT_SAVED = N_("Your settings cannot be saved just now: they last until you close "
                "Callbreak.")


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.columns: list[list[Group]] = build(app, self._set_fullscreen)
        self.options: list[Option] = [o for col in self.columns for g in col for o in g.options]
        self.focus = 0  # index into options; len(options) is the Back button
        self.rects: dict[int, pygame.Rect] = {}  # focus index -> row rect (last draw)
        self.arrows: dict[int, tuple[pygame.Rect, pygame.Rect]] = {}
        self.pictures: dict[int, list[tuple[pygame.Rect, object]]] = {}  # row -> (rect, value)
        self.volume_bar: pygame.Rect | None = None
        self.drawn: list[pygame.Rect] = []
        self.preview = CardPreview(app)
        self.typing: Typing | None = None  # the focused text row, while it is typed into
        self.scrolled: dict[tuple[int, int], int] = {}  # a column's rows scrolled by (px)

    def _set_fullscreen(self, on: object) -> None:
        app = self.app
        if bool(on) != app.fullscreen:
            app.toggle_fullscreen()  # saves the setting when the switch worked
        if app.fullscreen == bool(on) and app.settings.fullscreen != bool(on):
            app.change_settings(fullscreen=bool(on))

    # -- finding rows ----------------------------------------------------------------------
    @property
    def back_index(self) -> int:
        return len(self.options)

    def focused(self) -> Option | None:
        return self.options[self.focus] if self.focus < len(self.options) else None

    def focus_key(self) -> str:
        option = self.focused()
        return option.key if option is not None else "back"

    def option(self, key: str) -> Option:
        return next(o for o in self.options if o.key == key)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in self.rects.items():
            if rect.collidepoint(pos):
                return i
        return None

    # -- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        option = self.focused()
        if self.typing is not None and option is not None:
            return self._type(option, self.typing, intent)
        if kind == BACK:
            self.app.scenes.pop()
        elif kind in (UP, DOWN):
            self.focus = (self.focus + (1 if kind == DOWN else -1)) % (len(self.options) + 1)
        elif kind in (LEFT, RIGHT):
            if option is not None:
                self._changed(option, option.step(-1 if kind == LEFT else 1))
        elif kind == CONFIRM:
            if option is None:
                self.app.scenes.pop()
            elif option.kind == TEXT_ROW:
                self.typing = Typing(str(option.get()))
            else:
                option.activate()
                self._changed(option, True)
        elif kind == POINT and intent.pos is not None:
            i = self._row_at(intent.pos)
            if i is None:
                return False
            self.focus = i
        elif kind == CLICK and intent.pos is not None:
            return self._click(intent.pos)
        else:
            return False
        return True

    def _type(self, option: Option, typing: Typing, intent: Intent) -> bool:
        """A line typed into the focused row: Enter (or a click elsewhere) keeps it."""
        if typing.passes(intent) or intent.kind == POINT:
            return False
        row = self.rects.get(self.focus)
        clicked = intent.kind == CLICK and intent.pos is not None and \
            not (row is not None and row.collidepoint(intent.pos))
        outcome = KEEP if clicked else typing.handle(intent)
        if outcome is not None:
            self.typing = None
        if outcome == KEEP:
            option.put(typing.kept())
        return self._click(intent.pos) if clicked and intent.pos is not None else True

    def _click(self, pos: tuple[int, int]) -> bool:
        for at, hits in self.pictures.items():  # a card picture: choose it
            for rect, value in hits:
                if rect.collidepoint(pos):
                    self.focus = at
                    self.options[at].put(value)
                    return True
        i = self._row_at(pos)
        if i is None:
            return False
        self.focus = i
        if i == self.back_index:
            self.app.scenes.pop()
            return True
        option = self.options[i]
        if option.kind == VOLUME and self.volume_bar is not None and \
                self.volume_bar.inflate(0, self.rects[i].h).collidepoint(pos):
            frac = (pos[0] - self.volume_bar.x) / max(1, self.volume_bar.w)
            option.set_index(min(VOLUME_STEPS, max(0, round(frac * VOLUME_STEPS + 0.5))))
            self._changed(option, True)
            return True
        left, right = self.arrows.get(i, (None, None))
        if left is not None and left.collidepoint(pos):
            self._changed(option, option.step(-1))
        elif right is not None and right.collidepoint(pos):
            self._changed(option, option.step(+1))
        elif option.kind == TEXT_ROW:
            self.typing = Typing(str(option.get()))
        else:
            option.activate()
            self._changed(option, True)
        return True

    def _changed(self, option: Option, changed: bool) -> None:
        # a quiet click so the volume can be heard while it is set
        if changed and option.key in ("sound", "volume"):
            self.app.sounds.play("play")

    # -- drawing ---------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.preview.clear()

    def draw(self, surface: pygame.Surface) -> None:
        p = Painter(surface, self.app.theme.roomy)
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        dy = slack(p)
        unsaved = self.app.store is None
        heading = title(p, tr("Settings"), 5.6 if unsaved else 6.5, dy=dy)
        note_bottom = 0
        if unsaved:
            note_bottom = paint.not_saved(p, heading, tr(NOT_SAVED))
        self.rects, self.arrows, self.pictures = {}, {}, {}
        # from the bottom up: the keys line, the Back button over it, the help above that
        keys = hints(p, tr(TYPING_KEYS) if self.typing else
                     tr("↑ ↓ choose    ← → change    Enter change or press    Esc back"))
        back = pygame.Rect(0, 0, p.tx(24), p.tx(5.4))
        back.midbottom = (w // 2, keys.top - p.px(0.8))
        pill(p, back, tr("Back"), self.focus == self.back_index)
        self.rects[self.back_index] = back
        columns, col_w, lefts = scroll.arranged(p, self.columns)
        top = max(p.px(12.3) + dy, note_bottom)  # larger words: the headings under the note
        # the help keeps room for three lines; the rows above it scroll when they need more
        help_h = max(p.tx(2.8 * 1.45 * 3), p.tx(3.2) + p.px(11)) + p.px(3.6)  # or a picture
        list_bottom = back.top - p.px(1.2) - help_h
        index = 0
        bottom = top
        for x, groups in zip(lefts, columns):
            bottom = max(bottom, self._column(p, groups, index, x, top, col_w, list_bottom))
            index += sum(len(g.options) for g in groups)
        help_rect = pygame.Rect(lefts[0], bottom, lefts[-1] + col_w - lefts[0],
                                max(p.px(4), back.top - p.px(1.2) - bottom))
        self._help(p, help_rect)
        self.drawn = p.drawn

    def _column(self, p: Painter, groups: list[Group], first: int, x: int, top: int,
                width: int, bottom: int) -> int:
        """One column of groups from `top`, scrolled so the focused row shows when they
        do not all fit above `bottom`; returns where the column's drawing ends."""
        column = scroll.Column(p, groups, first, pygame.Rect(x, top, width, bottom - top))
        shift = self.scrolled[(first, x)] = column.scrolled(
            self.focus, self.scrolled.get((first, x), 0))
        for thing, index, rect in column.shown(shift):
            if isinstance(thing, Group):
                self._heading(p, thing, rect.x, rect.y, rect.w)
            else:
                self._row(p, thing, index, rect, column.value_w)
        return column.ends(p, shift)

    def _heading(self, p: Painter, group: Group, x: int, y: int, width: int) -> int:
        rect = p.text(tr(group.heading), 3.0, th.INK, bold=True, topleft=(x + p.px(0.6), y))
        if group.note:
            p.fit_text(tr("applies from your next game"), 2.3, width - rect.w - p.px(3),
                       th.INK_DIM, bottomright=(x + width - p.px(0.6), rect.bottom - p.px(0.2)))
        y = rect.bottom + p.px(0.5)
        pygame.draw.line(p.surface, th.PANEL_EDGE, (x, y), (x + width - 1, y), 2)
        return y + p.px(1.0)

    def _row(self, p: Painter, option: Option, index: int, rect: pygame.Rect,
             value_w: int) -> None:
        focused = index == self.focus
        self.rects[index] = rect
        if focused:
            p.panel(rect, th.ACCENT, radius=p.px(1.2))
            ink, dim = th.INK_DARK, th.INK_DARK
        else:
            p.panel(rect, th.PANEL, radius=p.px(1.2))
            ink, dim = th.INK, th.INK_DIM
        pad = p.px(1.8)
        if option.kind == TOGGLE:  # a switch needs less room than a choice
            value_w = paint.switch_width(p)
        elif option.kind == TEXT_ROW:  # a name takes what its label leaves
            value_w = rect.w - 2 * pad - paint.label_width(p, tr(option.label)) - p.px(2)
        value = pygame.Rect(rect.right - pad - value_w, rect.y, value_w, rect.h)
        label_w = (rect.w if option.kind == BUTTON else value.x - rect.x) - 2 * pad
        p.fit_text(tr(option.label), 3.0, label_w, ink, bold=focused,
                   midleft=(rect.x + pad, rect.centery))
        if option.kind == BUTTON:
            p.text("↺", 3.0, ink, bold=True, midright=(rect.right - pad, rect.centery))
        elif option.kind == TOGGLE:
            paint.switch(p, bool(option.get()), value, ink)
        elif option.kind == VOLUME:
            self.volume_bar = paint.volume(p, option, value, ink, dim, self.app.settings.sound)
        elif option.kind == TEXT_ROW:
            paint.typed(p, option, value, ink, dim, self.typing.text if focused and
                        self.typing else None)
        else:
            self.arrows[index] = paint.choice(p, option, value, ink, dim, focused)

    def _help(self, p: Painter, area: pygame.Rect) -> None:
        """The focused option explained in a sentence (or two), with its pictures if it has
        them (a click on one chooses it)."""
        p.panel(area, th.PANEL, radius=p.px(1.6), edge=th.PANEL_EDGE)
        option = self.focused()
        pad = p.px(2.4)
        text_w = area.w - 2 * pad
        if option is not None and option.key in PICTURED:
            inner = area.inflate(-2 * pad, -p.px(1.6))
            width = self.preview.width(p, option.key, inner.h)
            text_w -= width + p.px(2)
            self.pictures[self.focus] = self.preview.draw(p, option.key, option.get(), inner)
        blocks = help_blocks(option, self.app.settings, self.typing)
        box = pygame.Rect(area.x + pad, area.y + p.px(1.8), text_w, area.h - p.px(3.0))
        # a long sentence in a short window: every block a little smaller, all alike; what
        # still cannot fit at the smallest size is the last note, which a heading says short
        smallest = p.t.legible(2.0) / min(units for _, units, _ in blocks)
        while len(blocks) > 1 and blocks_height(p, blocks, smallest, box.w) > box.h:
            blocks.pop()
        scale = 1.0
        while scale > smallest and blocks_height(p, blocks, scale, box.w) > box.h:
            scale = round(scale - 0.04, 2)
        y = box.y
        for text, units, colour in blocks:
            y = p.paragraph(text, units * scale, box.w, (box.x, y), colour).bottom \
                + p.px(0.6 * scale)


Block = tuple[str, float, th.Colour]  # a sentence of the help panel, its size, its colour


def help_blocks(option: Option | None, settings: Settings, typing: Typing | None) -> list[Block]:
    """What the help panel says of `option`: (sentence, units, colour) from the top."""
    if option is None:
        return [(tr("Back to where you were. Everything is saved as you change it."), 2.8,
                 th.INK)]
    blocks: list[Block] = [(tr(option.help, **rule_fields(settings.rules)), 2.8, th.INK)]
    note = option.note()
    if typing is not None:
        note = tr(CUT, n=typing.longest) if typing.cut else tr(TYPING_HELP)
    if option.kind == VOLUME and not settings.sound:
        note = tr("The sound is off just now: turn it on above to hear it.")
    if note:
        blocks.append((note, 2.6, th.INK_DIM))
    later = RULES_NOTE if option.house_rule else option.later
    if later:
        blocks.append((tr(later), 2.4, th.INK_DIM))
    return blocks


def blocks_height(p: Painter, blocks: list[Block], scale: float, width: int) -> int:
    return sum(p.lines_height(text, units * scale, width) + p.px(0.6 * scale)
               for text, units, _ in blocks)
