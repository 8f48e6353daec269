"""A friends' table on the same table scenes as offline play: a `TableSession` over the
mirror of the host's game. Every move but yours comes from the host as events; yours go to
it as intents. Nothing is saved and nothing counted here (the host's server keeps the
table), no computer player is asked here but for your own hints, and no claim is offered.
Each round you finish is looked at by the coach, your seat only, from what you were shown.

When the host says goodbye (its window closed: the table may come back) or the table cannot
be reached any more, the scorecard of the game so far comes up over the table. Between
rounds, Next sends `next`, and the table says whom it waits for and for how long (the host
deals when everyone has pressed Next, or 30 s after the round was scored). At the end the
friends' final scores come, where the owner may play again at the same table.

A word to the table: the reactions' buttons over your plate and each friend's reaction
beside their plate (`reactions`), unless Settings' "Show reactions" is off.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from callbreak.engine import ROUND_OVER
from callbreak.net.mirror import MirrorGame
from callbreak.words import N_, join_and, ntr, tr
from callbreak.words.reactions import REACTIONS

from ..shell.input import BACK, CLICK, DIGIT, REACT, Intent
from ..table import TableSession
from ..table.events import EventPlayer
from ..table.tabletop import Table
from .reactions import OPEN, chip_at, paint_bubbles, paint_chips

if TYPE_CHECKING:
    import pygame

    from ..shell.context import App
    from .link import TableLink

NEXT_ROUND_SECONDS = 30  # the host's wait between rounds (callbreak.net.table)
WAITING_NEWS = 0.25  # seconds each line between rounds lasts: it counts down
REACTION_LOOK = 0.2  # seconds between looks for a friend's reaction while nothing moves
WAITING = N_("Waiting for the others to be ready for the next round")


class FriendsSession(TableSession):
    computers: frozenset[int] = frozenset()
    claims = False

    def __init__(self, app: App, link: TableLink) -> None:
        assert link.mirror is not None and link.mirror.started
        self.link = link
        self.mirror: MirrorGame = link.mirror
        self._generation = self.mirror.generation
        # when the last round's score arrived, by the wall clock: the host's wait between
        # rounds runs on while the round's result is read over the table (no frames here)
        self.scored_at: float | None = None
        self.ended_shown = False
        self.numbered = False  # T pressed: the reactions show their keys, 1-5 sends one
        super().__init__(app, self.mirror, link.level, None)

    @property
    def code(self) -> str:
        """No deal code: the host's deals are not to be replayed from a guest's game."""
        return ""

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # the link has read the network already this frame, and named the seats
        # (TableLink.keep_up, one of App.every_frame)
        if self.mirror.generation != self._generation:  # the host's history was replaced
            self._generation = self.mirror.generation
            self.table = Table(self.game, self.app.size, self.level, None,
                               self.app.text_scale)
            self.events = EventPlayer(self.table, self.app, self._round_scored)
        if (self.link.ended or self.link.farewell) and not self.ended_shown:
            # the host is gone (for now, or for good): the scores so far stay in view
            self.ended_shown = True
            self.app.scenes.push(self.app.routes.scoresheet(self.game, ""))
        if self.mirror.next_pressed:
            self.table.say(self.waiting_words, WAITING_NEWS)
        elif self.scored_at is not None and self.mirror.phase != ROUND_OVER:
            self.scored_at = None
            self.table.quiet()
        super().update(dt)

    def waiting_words(self) -> str:
        """Between rounds, Next pressed: whom the table waits for, and the seconds left."""
        left = NEXT_ROUND_SECONDS
        if self.scored_at is not None:
            left = max(0, round(NEXT_ROUND_SECONDS - (time.monotonic() - self.scored_at)))
        waiting = self.mirror.waiting_for()
        if waiting is None or not waiting:
            who = tr(WAITING)
        else:
            who = tr("Waiting for {names} to be ready for the next round",
                     names=join_and([note.name for note in waiting]))
        return who + " · " + ntr("at most {n} second", "at most {n} seconds", left)

    # -- nothing kept here --------------------------------------------------------------
    def save(self) -> None:
        """The host's server keeps the table."""

    def _round_scored(self) -> None:
        self.scored_at = time.monotonic()
        self.result_due = True
        # the coach looks at your round from what this window was shown (coach/mirrored.py)
        self.app.coaching.after_round(self.mirror, len(self.mirror.round_scores) - 1)

    def after_round(self) -> bool:
        if super().after_round():  # Next: the intent goes to the host
            # the friends' final scores: the table stays, for another game
            self.app.scenes.replace(self.app.routes.friends("final", self.link))
        return False

    # -- a word to the table ------------------------------------------------------------
    @property
    def reacting(self) -> bool:
        """Settings' "Show reactions": the buttons and the friends' reactions shown."""
        return bool(getattr(self.app.settings, "show_reactions", True))

    def take(self, intent: Intent) -> bool:
        if not self.reacting:
            return False
        kind, send = intent.kind, None
        if kind == REACT:
            self.numbered = not self.numbered
            return True
        if self.numbered and kind == DIGIT and intent.value in range(1, len(REACTIONS) + 1):
            send = list(REACTIONS)[(intent.value or 1) - 1]
        elif self.numbered and kind == BACK:
            self.numbered = False
            return True
        elif kind == CLICK and intent.pos is not None:
            send = chip_at(self.app.theme, self.table.layout, intent.pos, self.numbered)
        if send == OPEN:  # no room for the column: this button shows it, numbered
            self.numbered = True
            return True
        if send is None:
            return False
        self.link.react(send)
        self.numbered = False
        return True

    def draws_over(self) -> bool:
        return self.reacting

    def draw_over(self, surface: pygame.Surface) -> None:
        t, lay = self.app.theme, self.table.layout
        now = self.link.reactions_now()
        paint_chips(surface, t, lay, self.numbered, (-1, -1),
                    next((rid for seat, rid, _ in now if seat == 0), None))
        paint_bubbles(surface, t, lay, now)

    def next_look(self) -> float | None:
        return REACTION_LOOK if self.reacting else None

    def closing(self) -> None:
        self.link.close()


__all__ = ["FriendsSession"]
