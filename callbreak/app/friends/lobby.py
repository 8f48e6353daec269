"""The lobby: the table's code, big enough to read out (and, for the host, where friends join:
this computer's address and port), the house rules in one line, and the four seats (you,
each friend by name as they sit down, the empty seats as computer players of the table's
level). The host starts the game with whoever is there; a guest waits for the host, with a
cue that moves. The game dealt, the table takes over; Esc leaves the table."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from callbreak.words import LEVEL_NAMES, N_, tr
from callbreak.words.nearby import rules_line

from ..look import theme as th
from ..shell.input import BACK, CLICK, CONFIRM, Intent
from ..shell.scene import Scene
from .session import FriendsSession

if TYPE_CHECKING:
    from callbreak.net.mirror import SeatNote

    from ..shell.context import App
    from .link import TableLink
    from .place import NetPlace

POLL = 0.1  # seconds between looks at the network while nothing moves
SEATS_TOP, SEAT_STEP = 33, 6.6  # units: where the four seats start, and each one's row
JOINING = N_("Joining the table…")
WAITING_HOST = N_("Waiting for {name} to start")
START_NOTE = N_("Start deals with whoever is here: computer players take the empty seats.")
JOIN_AT = N_("Friends join at {address} with the code {code}")


def seat_words(note: SeatNote, level: str, host: bool) -> tuple[str, str]:
    """A seat's name and what it is, as the lobby says them (`host`: the seat of whoever
    opened the table)."""
    if note.seat == 0:
        return note.name, tr("you")
    if not note.person:
        return tr("computer player ({level})", level=tr(LEVEL_NAMES[level])), ""
    if not note.connected:
        return note.name, tr("away")
    return note.name, tr("host") if host else tr("friend")


class LobbyScene(Scene):
    def __init__(self, app: App, place: NetPlace, link: TableLink) -> None:
        super().__init__(app)
        self.place, self.link = place, link
        self.clock = 0.0
        self._free = -1  # the free seats last told to the network

    @property
    def hosting(self) -> bool:
        return self.link.hosting is not None

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        link = self.link  # read every frame by the app (TableLink.keep_up)
        if link.started:
            self._tell_nearby(0)
            session = FriendsSession(self.app, link)
            self.app.scenes.replace(self.app.routes.table_scene(session, session.stage()))
            return
        if self.hosting and link.seated:
            self._tell_nearby(sum(1 for n in link.seats if not n.person))

    def _tell_nearby(self, free: int) -> None:
        hosting = self.link.hosting
        if hosting is not None and free != self._free:
            self._free = free
            hosting.announce(self.link.name, self.link.rules, self.link.level, free)

    def frame_interval(self) -> float | None:
        return POLL

    def closing(self) -> None:
        self.link.close()

    # -- input --------------------------------------------------------------------------
    def start_button(self) -> pygame.Rect:
        t, w = self.app.theme, self.app.size[0]
        rect = pygame.Rect(0, 0, t.tx(34), t.tx(6.4))
        rect.midtop = (w // 2, t.frame_top + t.tx(SEATS_TOP + self.seat_rows() * SEAT_STEP + 4))
        return rect

    def seat_rows(self) -> int:
        """The four seats in a column, or with larger text two by two."""
        return 4 if self.app.theme.scale == 1 else 2

    def can_start(self) -> bool:
        return self.link.owner and self.link.seated and not self.link.ended

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.link.close(leave=True)
            scenes = self.app.scenes
            if not self.link.seated and len(scenes.stack) > 1:
                scenes.pop()  # never sat down: back to where the table was chosen
            else:
                scenes.reset(self.app.routes.main_menu())
        elif kind == CONFIRM and self.can_start():
            self.link.start_game()
        elif kind == CLICK and intent.pos is not None and self.can_start() \
                and self.start_button().collidepoint(intent.pos):
            self.link.start_game()
        else:
            return False
        return True

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t, link = self.app.theme, self.link
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        top = t.frame_top
        if not link.seated:
            self._not_seated(surface, w, h)
            return
        host = link.host_name()
        title = tr("Your table") if self.hosting else tr("{name}'s table", name=host)
        t.blit_text(surface, title, 4.4, th.INK, bold=True, center=(w // 2, top + t.tx(6)))
        t.blit_text(surface, tr("Table code"), t.legible(2.0), th.INK_DIM,
                    center=(w // 2, top + t.tx(11)))
        t.blit_text(surface, " ".join(link.code), 9, th.ACCENT, bold=True,
                    center=(w // 2, top + t.tx(18)))
        if link.hosting is not None:
            t.blit_text(surface, tr(JOIN_AT, address=link.hosting.shown_address,
                                    code=link.code), t.legible(2.1), th.INK,
                        center=(w // 2, top + t.tx(25)))
        t.blit_text(surface, rules_line(link.rules), t.legible(2.0), th.INK_DIM,
                    center=(w // 2, top + t.tx(29)))
        self._seats(surface, top + t.tx(SEATS_TOP))
        series = link.series_line()  # after a game: the games so far and who won them
        if series:
            size = t.fitting(series, t.legible(2.0), w - t.px(6))
            t.blit_text(surface, series, size, th.INK,
                        center=(w // 2, self.start_button().y - t.tx(1.8)))
        self._bottom(surface, w, h, host)

    def _not_seated(self, surface: pygame.Surface, w: int, h: int) -> None:
        t, link = self.app.theme, self.link
        problem = link.refused or link.ended
        text = tr(problem) if problem else tr(JOINING) + self._dots()
        for i, line in enumerate(t.wrap(text, 3.0, w - t.px(10))):
            t.blit_text(surface, line, 3.0, th.BAD if problem else th.INK,
                        center=(w // 2, h // 2 + i * t.px(4.5)))
        t.blit_text(surface, tr("Esc back"), t.legible(1.8), th.INK_DIM,
                    midbottom=(w // 2, h - t.px(2)))

    def _dots(self) -> str:
        return "." * (1 + int(self.clock * 2) % 3)

    def _seats(self, surface: pygame.Surface, y: int) -> None:
        t, link = self.app.theme, self.link
        mirror = link.mirror
        assert mirror is not None
        w = surface.get_width()
        across = 4 // self.seat_rows()  # seats side by side
        gap = t.px(2)
        row_w = min((w - t.px(8) - (across - 1) * gap) // across, t.tx(70))
        row_h = t.tx(SEAT_STEP)
        left = w // 2 - (across * row_w + (across - 1) * gap) // 2
        for i, note in enumerate(sorted(link.seats, key=lambda n: mirror.absolute(n.seat))):
            rect = pygame.Rect(0, 0, row_w, row_h - t.px(1))
            rect.topleft = (left + (i % across) * (row_w + gap), y + (i // across) * row_h)
            th.panel(surface, rect, th.PANEL, radius=rect.h // 2,
                     edge=th.ACCENT if note.seat == 0 else th.PANEL_EDGE, width=1)
            name, what = seat_words(note, link.level, mirror.absolute(note.seat) == 0)
            beside = t.measure(what, t.legible(2.0))[0] + t.px(2) if what else 0
            size = t.fitting(name, 2.6, rect.w - t.px(6) - beside, bold=note.person)
            t.blit_text(surface, name, size, th.ACCENT if note.seat == 0 else th.INK,
                        bold=note.person, midleft=(rect.x + t.px(3), rect.centery))
            if what:
                t.blit_text(surface, what, t.legible(2.0), th.INK_DIM,
                            midright=(rect.right - t.px(3), rect.centery))

    def _bottom(self, surface: pygame.Surface, w: int, h: int, host: str) -> None:
        t, link = self.app.theme, self.link
        if link.ended:
            lines = t.wrap(tr(link.ended), t.legible(2.4), w - t.px(10))
            for i, line in enumerate(lines):
                t.blit_text(surface, line, t.legible(2.4), th.BAD,
                            center=(w // 2, self.start_button().centery + i * t.tx(3.4)))
        elif link.owner:
            button = self.start_button()
            th.panel(surface, button, th.ACCENT, radius=button.h // 2)
            t.blit_text(surface, tr("Start  (Enter)"), 2.8, th.INK_DARK, bold=True,
                        center=button.center)
            t.blit_text(surface, tr(START_NOTE), t.legible(1.9), th.INK_DIM,
                        midtop=(w // 2, button.bottom + t.tx(1.2)))
        else:  # waiting for the host, with a small pulse beside the words
            words = t.blit_text(surface, tr(WAITING_HOST, name=host), 2.8, th.INK,
                                center=self.start_button().center)
            pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
            radius = max(3, round(t.px(0.9) * (0.6 + 0.4 * pulse)))
            pygame.draw.circle(surface, th.ACCENT, (words.right + t.px(2.5), words.centery),
                               radius)
        t.blit_text(surface, tr("Esc leave the table"), t.legible(1.8), th.INK_DIM,
                    midbottom=(w // 2, h - t.px(2)))


__all__ = ["LobbyScene"]
