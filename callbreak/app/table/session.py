"""One game at the table: the tabletop (`Table`), its event player and its turn driver,
tied together, and what is kept (the game after every call and every card, statistics
after every round, the finished game for its scorecard the moment it ends).

The scenes of the table (deal, calling, play) share one session; it knows which of them
the player should be looking at (its `Stage`: the deal, the calls or the play, which may lag
the engine's phase while moves play), and when a round result is due.
"""

from __future__ import annotations

import enum
import logging
from typing import TYPE_CHECKING

from callbreak.engine import CARDS, GAME_OVER, ROUND_OVER, Dealt, Game, Redealt
from callbreak.engine.dealcode import game_code
from callbreak.store.daily import code_kept_back
from callbreak.words import seat_names

from . import painter
from .events import EventPlayer
from .game import TableGame, engine_game
from .tabletop import Table
from .turns import COMPUTERS, YOU, Asker, TurnDriver

if TYPE_CHECKING:
    import pygame

    from ..shell.context import App
    from ..shell.input import Intent

log = logging.getLogger(__name__)


class Stage(enum.Enum):
    """The phase the player sees (the engine may already be further on)."""

    DEAL = "deal"
    CALLING = "calling"
    PLAY = "play"


class TableSession:
    # the seats the computer players play in this window, and whether a sure hand may claim
    # the rest (a friends' table: neither; its moves come from the host)
    computers: frozenset[int] = COMPUTERS
    claims = True
    kept = True  # the game is saved and counted (a lesson keeps nothing)

    def __init__(self, app: App, game: TableGame, level: str, daily: str | None = None) -> None:
        self.app = app
        self.game = game
        seat_names(None)  # the computer players' names (a friends' table names its own)
        self.table = Table(game, app.size, level, daily, app.text_scale)
        self.events = EventPlayer(self.table, app, self._round_scored)
        self.turns = TurnDriver(game, self.players(), level, app.ai_pause, self._acted,
                                self.computers)
        # a game resumed at a round's end shows that round's result first
        self.result_due = game.phase in (ROUND_OVER, GAME_OVER)
        self.events.held = self.result_due
        self.finished = False
        self._to_warm = self._warm_up_plan()
        self._warmed_round = -1
        self._warm_next_deal()  # before the first frame, so the deal never waits
        app.thinker.warm_up()
        kept = self.kept_game
        if kept is not None:  # a continued game: the coach looks at rounds it was cut off from
            app.coaching.catch_up(kept, daily)

    def players(self) -> Asker:
        """Who answers for the computer players and the hints: the app's worker (a lesson
        scripts its players)."""
        return self.app.thinker

    @property
    def kept_game(self) -> Game | None:
        """The engine's game this window keeps (saved, counted, looked at by the coach);
        None where nothing is kept here (the lesson; a friends' table, kept by its host)."""
        return engine_game(self.game) if self.kept else None

    # -- what the player is looking at -------------------------------------------------
    @property
    def level(self) -> str:
        return self.table.level

    @property
    def daily(self) -> str | None:
        return self.table.daily

    @property
    def code(self) -> str:
        """The game's deal code, for the scorecard and the pause menu: "" if none, and for
        a Daily Challenge not yet finished (its deals are not to be rehearsed by code)."""
        store = self.app.store
        finished = store.daily_played if store is not None else None
        if self.game.phase != GAME_OVER and code_kept_back(self.daily, finished):
            return ""
        own = engine_game(self.game)
        return (game_code(own) if own is not None else None) or ""

    def stage(self) -> Stage:
        table, events = self.table, self.game.events
        if table.dealing or (table.cursor < len(events)
                             and isinstance(events[table.cursor], (Dealt, Redealt))):
            return Stage.DEAL
        return Stage.CALLING if None in table.calls else Stage.PLAY

    @property
    def busy(self) -> bool:
        """Something moves or is about to: frames must keep coming."""
        return self.table.moving or (not self.events.held
                                     and self.table.cursor < len(self.game.events))

    # -- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        table = self.table
        table.tick(dt)
        self._warm_next_deal()
        self.events.update()
        if table.dealing and table.shown_all:
            table.dealing = False
        self.turns.update(dt, self.table.shown_all and not self.events.held)
        if not self.table.tweens.busy:  # a quiet moment: prepare a card picture
            self._warm_some()

    def _warm_up_plan(self) -> list[tuple[str, int]]:
        """Card pictures to rasterise a few per quiet frame before they are needed."""
        return painter.warm_up_plan(self.table.layout)

    def _warm_next_deal(self) -> None:
        """Before the cards fly: the backs and your thirteen faces at the sizes of the
        deal, so no frame of the deal waits on a picture (about 40 ms, once a round)."""
        events, table = self.game.events, self.table
        at = table.cursor
        while at < len(events) and isinstance(events[at], Redealt):  # thrown in: skip
            at += 1
        deal = events[at] if at < len(events) else None
        if not isinstance(deal, Dealt):
            return
        if self._warmed_round == deal.round_no:
            return
        self._warmed_round = deal.round_no
        rnd = self.game.rounds[deal.round_no] if deal.round_no < len(self.game.rounds) \
            else self.game.round
        lay, cards = table.layout, self.app.cards
        cards.get("back", lay.small_h)
        cards.get("back", lay.card_h)
        for card in CARDS:
            if rnd.dealt[YOU] >> card.index & 1:
                cards.get(card.code, lay.card_h)
        painter.prepare_deal(self.app.theme, self.app.background, cards, lay)

    @property
    def warming(self) -> bool:
        """Card pictures are still being prepared in quiet moments."""
        return bool(self._to_warm)

    def _warm_some(self) -> None:
        cards = self.app.cards
        while self._to_warm:
            key, height = self._to_warm.pop(0)
            if not cards.has(key, height):
                cards.get(key, height)
                return

    def warm_all(self) -> None:
        """Every card picture the table will need, now (before the cards fly)."""
        while self._to_warm:
            self._warm_some()

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size, self.app.text_scale)
        self._to_warm = self._warm_up_plan()

    # -- keeping the game ---------------------------------------------------------------
    def save(self) -> None:
        store, game = self.app.store, self.kept_game
        if store is not None and game is not None and not self.finished:
            store.save_game(game, self.level, self.daily)

    def _acted(self, seat: int) -> None:
        # after every call and every card: a game killed mid-trick comes back with the
        # cards on the table as they were, not thought again (a search may think otherwise)
        self.save()

    def _round_scored(self) -> None:
        store, game = self.app.store, self.kept_game
        if store is not None and game is not None:
            store.record_round(game, self.level, self.daily)
            if game.phase == GAME_OVER:
                store.record_game(game, self.level, self.daily)
                # kept before the save is cleared (below), not when the result is
                # dismissed: a window closed on the last result keeps the scorecard
                store.save_last_game(game, self.level, self.daily)
        if game is not None:  # the coach looks at your round, in its own worker
            self.app.coaching.after_round(game, len(game.round_scores) - 1, self.daily)
        self.save()  # the game over: its save goes, so Continue does not offer it
        self.result_due = True

    def after_round(self) -> bool:
        """The round result was dismissed. Returns True when the game is over."""
        self.events.release()
        if self.game.phase == GAME_OVER:
            self.finished = True  # kept and counted already, when the last round was scored
            return True
        if self.game.phase == ROUND_OVER:
            self.game.next_round()
            self.save()
            self._warm_next_deal()
        return False

    def closing(self) -> None:
        self.save()

    # -- what a session shows over its table (a friends' table: the reactions) -----------
    def take(self, intent: Intent) -> bool:
        """An intent for the session before the table's scene reads it; True if used."""
        return False

    def draws_over(self) -> bool:
        """Whether `draw_over` draws anything this frame."""
        return False

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw what the session shows over the table (after the table)."""

    def next_look(self) -> float | None:
        """Seconds until the session must be drawn again while nothing moves (None: only
        when something else wakes the table)."""
        return None


__all__ = ["Stage", "TableSession", "YOU"]
