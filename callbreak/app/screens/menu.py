"""The main menu (New game first) and the ways into a game (new, continue, daily deal).
Over a saved game, New game and the Daily Challenge ask first (`saved_game`). Other scenes
are reached through `app.routes`."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from callbreak.engine import Game
from callbreak.store.daily import DAILY_LEVEL, daily_game, parse_day, today
from callbreak.words import N_, seat_names, tr

from ..friends.flow import CONTINUE as CONTINUE_HOSTING
from ..friends.flow import REJOIN, SaidButton
from ..friends.hosting import saved_table
from ..friends.seatfile import kept_seat
from ..lesson.first import lesson_due
from ..look import theme as th
from ..look.cards import shadow_drop
from ..look.widgets import Button, VerticalMenu
from ..shell.input import BACK, Intent
from ..shell.scene import Scene
from .saved_game import ask_before_replacing, resume, saved_game

if TYPE_CHECKING:
    from ..shell.context import App

log = logging.getLogger(__name__)

MENU_WIDTH = 40  # units: the buttons' width


def start_game(app: App, game: Game | None = None, daily: str | None = None,
               level: str | None = None) -> None:
    """Replace the whole stack with a table (a new game unless one is given)."""
    if game is None:
        game = Game(app.settings.rules)
    app.scenes.reset(app.routes.table(game, level or app.settings.level, daily))


def start_daily(app: App) -> None:
    """The Daily Challenge: the day's deal on the usual table against Hard players, the same
    for everyone on that date whatever their Settings, counted once a day."""
    day = today()
    start_game(app, daily_game(day), daily=day.isoformat(), level=DAILY_LEVEL)
    if app.store is not None and app.store.daily_played(day):
        app.toast(tr("You have played today's deal already: this one is practice and "
                     "will not count."), 6.0)


def continue_game(app: App) -> None:
    """The saved game (the store moves a damaged one aside and says so)."""
    saved = saved_game(app)
    if saved is None:
        app.toast(tr("The saved game could not be read; starting a new one."))
        start_game(app)
        return
    resume(app, saved)


def choose_new_game(app: App) -> None:
    """New game: a fresh one, after asking when it would replace a saved game."""
    ask_before_replacing(app, N_("Start a new one?"), lambda: start_game(app), N_("New game"))


def choose_daily(app: App) -> None:
    """Daily Challenge: today's Daily, after asking when it would replace a saved game.
    Today's Daily already in progress goes on where it was left: starting it again would
    show its first deals twice."""
    saved = saved_game(app)
    if saved is not None and parse_day(saved.daily) == today():
        resume(app, saved)
        app.toast(tr("Today's Daily Challenge goes on where you left it."))
        return
    ask_before_replacing(app, N_("Play today's Daily Challenge instead?"),
                         lambda: start_daily(app), N_("Daily Challenge"))


_TITLE_SHADOWS: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def title_shadow(text: pygame.Surface, blur: int) -> pygame.Surface:
    """The title's soft shadow: its letters in black, blurred (made once per size)."""
    key = (text.get_size(), blur)
    img = _TITLE_SHADOWS.get(key)
    if img is None:
        _TITLE_SHADOWS.clear()
        img = pygame.Surface((text.get_width() + 4 * blur, text.get_height() + 4 * blur),
                             pygame.SRCALPHA)
        img.fill((0, 0, 0, 0))
        img.blit(text, (2 * blur, 2 * blur))
        img.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
        img = pygame.transform.gaussian_blur(img, blur, repeat_edge_pixels=False)
        _TITLE_SHADOWS[key] = img
    return img


SUBTITLE = N_("Call Break, the card game of Nepal")


@dataclass(frozen=True)
class MenuLayout:
    """Where the main menu's parts go in a window."""

    fan: bool  # the fanned cards above the title (left out when the buttons need the room)
    title_y: int  # the title's centre
    subtitle: pygame.Rect
    menu: pygame.Rect  # the buttons


def menu_layout(t: th.Theme, size: tuple[int, int], menu_h: int) -> MenuLayout:
    """The title under its fanned cards when the buttons fit below; else higher, without
    the cards, so that nothing is ever drawn over the subtitle or a button. The buttons sit
    a little below the middle when there is room."""
    w, h = size
    y0 = t.frame_top  # a tall window: the design sits in its middle
    h -= 2 * y0
    title_h = t.text("Callbreak", 9, th.INK, bold=True).get_height()
    sub = t.text(tr(SUBTITLE), 2.6, th.INK_DIM).get_rect()
    below = title_h // 2 + t.px(3) + sub.height // 2 + t.px(4) + menu_h + t.px(3)
    title_y = y0 + t.px(36)
    fan = title_y + below <= y0 + h
    if not fan:  # the title, its subtitle and the buttons as one block, in the middle
        title_y = y0 + max(t.px(2), (h - title_h // 2 - below) // 2) + title_h // 2
    sub.center = (w // 2, title_y + title_h // 2 + t.px(3))
    top = max(sub.bottom + t.px(4), y0 + (h - menu_h) // 2 + t.px(16)) if fan else 0
    top = max(sub.bottom + t.px(4), min(top, y0 + h - menu_h - t.px(3)))
    menu = pygame.Rect(0, 0, min(w, t.tx(MENU_WIDTH) * 2), menu_h)
    menu.midtop = (w // 2, top)
    return MenuLayout(fan, title_y, sub, menu)


class MainMenuScene(Scene):
    """`first_start`: the menu the program opens on, which offers the first-game lesson
    over itself once, on a player's first start (`lesson.first.lesson_due`)."""

    def __init__(self, app: App, first_start: bool = False) -> None:
        super().__init__(app)
        self.offer_lesson = first_start
        self.menu = self._build()
        self.menu.focus = self._first_focus()

    def _first_focus(self) -> int:
        """Continue when a game is waiting (one Enter must not throw it away), else New
        game."""
        labels = [getattr(row, "label", "") for row in self.menu.rows]
        return labels.index("Continue") if "Continue" in labels else 0

    def _has_saved(self) -> bool:
        return self.app.store is not None and self.app.store.has_saved_game()

    def _build(self) -> VerticalMenu:
        app = self.app
        rows = [Button("New game", lambda: choose_new_game(app))]
        if self._has_saved():
            rows.append(Button("Continue", lambda: continue_game(app)))
        hosted = saved_table(app)
        if hosted is not None:  # a table this computer hosted, kept: its friends rejoin
            rows.append(SaidButton(CONTINUE_HOSTING, lambda: app.scenes.reset(
                app.routes.friends("continue")), code=hosted.code))
        seat = kept_seat(app)
        if seat is not None:  # a seat this computer held at a friend's table
            rows.append(SaidButton(REJOIN, lambda: app.scenes.reset(
                app.routes.friends("rejoin")), code=seat.code))
        rows += [
            Button("Daily Challenge", lambda: choose_daily(app)),
            Button("Play a deal by code", lambda: app.scenes.push(app.routes.code_entry())),
            Button("Play with friends", lambda: app.scenes.push(app.routes.friends("start"))),
            Button("Settings", lambda: app.open_screen("settings")),
            Button("Statistics", lambda: app.open_screen("stats")),
            Button("How to play", lambda: app.open_screen("rules")),
            Button("Quit", app.close),
        ]
        return VerticalMenu(rows, text_units=3.2, width_units=MENU_WIDTH)

    def enter(self) -> None:
        seat_names(None)  # a friends' table is over: the computer players' names again
        if self.offer_lesson:
            self.offer_lesson = False
            if lesson_due(self.app):
                self.app.scenes.push(self.app.routes.lesson_offer())
                return
        focus, rows = self.menu.focus, len(self.menu.rows)
        self.menu = self._build()
        if len(self.menu.rows) != rows:  # Continue came or went
            self.menu.focus = self._first_focus()
        else:
            self.menu.focus = min(focus, len(self.menu.rows) - 1)

    def toast_area(self) -> pygame.Rect:
        """Notices go beside the menu's buttons, never over them."""
        t, (w, h) = self.app.theme.roomy, self.app.size
        left = w // 2 + t.px(MENU_WIDTH) // 2 + t.px(3)
        return pygame.Rect(left, h // 2, w - t.px(2) - left, h // 2 - t.px(2))

    def handle(self, intent: Intent) -> bool:
        if intent.kind == BACK:
            return True  # Esc on the menu does nothing; Quit is a menu item
        return self.menu.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.theme.roomy
        surface.blit(app.background, (0, 0))
        w, h = surface.get_size()
        y0 = t.frame_top  # a tall window: the design sits in its middle
        h -= 2 * y0
        # larger text in a short window: the buttons in two columns under the title
        self.menu.fit(t, h - t.text("Callbreak", 9).get_height() - t.px(14))
        at = menu_layout(t, (w, h + 2 * y0), self.menu.height(t))
        if at.fan:  # a few fanned cards behind the title, each casting a soft shadow
            ch = t.px(22)
            drop = shadow_drop(ch) + t.px(0.4)
            for i, code in enumerate(("AS", "KH", "QC", "JD")):
                angle = 18 - i * 12
                centre = (w // 2 - t.px(18) + i * t.px(12), y0 + t.px(19))
                shade = app.cards.shadow(ch, angle)
                surface.blit(shade, shade.get_rect(center=(centre[0], centre[1] + drop)))
                img = app.cards.rotated(code, ch, angle)
                surface.blit(img, img.get_rect(center=centre))
        title = t.text("Callbreak", 9, th.INK, bold=True)
        rect = title.get_rect(center=(w // 2, at.title_y))
        glow = title_shadow(t.text("Callbreak", 9, (0, 0, 0), bold=True), t.px(0.8))
        surface.blit(glow, glow.get_rect(center=(rect.centerx, rect.centery + t.px(0.5))))
        surface.blit(title, rect)
        t.blit_text(surface, tr(SUBTITLE), 2.6, th.INK_DIM, center=(w // 2, at.subtitle.centery))
        self.menu.draw(surface, t, center=(w // 2, at.menu.centery))
