"""The first-game lesson: one round at the real table (its deal, calls and play scenes,
reached through `app.routes.table_scene`) with the coach's box over it.

`LessonScene` holds the table's scene of the moment and hands it time and input, as the
scene stack would; it changes the table's scene when the phase changes (the table's own
hand-over waits to be on top, and the lesson is on top). Around it the lesson:

- says in one sentence what to do at each step (`say.py`), and on a wrong card, after the
  table has said the rule that stops it, which cards are right (they stand raised);
- waits at the claim for the claim (C, Enter or the button), not a card;
- pauses on P (the table stands still and the coach says so; P, Enter or a click goes on);
- leaves on Esc (or the table's Menu button) at once, asking nothing: the lesson's session
  keeps nothing, no save and no statistics (`LessonSession`);
- names its round on the table's round line ("Lesson: your first round"), not as a game's
  "Round 1 of 5";
- at the round's end tells the calls made and missed and the 0.1 for a trick over a call,
  then Done leaves to where the lesson was opened from.

The computer players are scripted (`script.Scripted`); the suggested call and its reason are
the real hint's, asked of the app's worker as the table asks for any hint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.engine import Card, ReasonKind
from callbreak.words import tr

from ..look import probe
from ..look import theme as th
from ..shell.input import BACK, CLAIM, CLICK, CONFIRM, PAUSE, POINT, RELEASE, Intent
from ..shell.scene import Scene
from ..table import hits
from ..table.session import Stage, TableSession
from ..table.turns import Asker, Position, Turn, position
from . import guide, say
from .script import Scripted, Step, lesson_game, step, trick_step

if TYPE_CHECKING:
    from callbreak.engine import Game

    from ..shell.context import App
    from ..table.scene_base import TableScene


class LessonSession(TableSession):
    """The lesson's round: scripted players, nothing kept."""

    kept = False
    game: Game  # the lesson's own round (`lesson_game`), the engine's

    def players(self) -> Asker:
        return Scripted(self.game.rules, self.app.thinker)


class LessonScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.session = LessonSession(app, lesson_game(app.settings.rules), app.settings.level)
        self.session.table.heading = say.HEADING
        self.inner: TableScene = app.routes.table_scene(self.session, self.session.stage())
        self.paused = False  # P: the table stands still until P, Enter or a click
        self.wrong_at: Position | None = None  # the position a wrong card was tried in
        self.claim_told = False  # a card was tried when the claim was asked for
        self.over = False  # the round is over: its end is told

    # -- the table's scene of the moment ---------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    def enter(self) -> None:
        self.inner.enter()

    def update(self, dt: float) -> None:
        if self.over or self.paused:
            return
        self.inner.update(dt)
        s = self.session
        if s.result_due:  # the round is scored: the lesson tells it instead of the result
            self.over = True
            return
        stage = s.stage()
        if stage is not self.inner.stage:
            self.inner.leave()
            self.inner = self.app.routes.table_scene(s, stage)
            self.inner.enter()
        if self.turn is Turn.YOUR_CALL and s.turns.hint is not None:
            self.inner.hint_shown = True  # the picker shows why the call is suggested

    @property
    def turn(self) -> Turn:
        return self.session.turns.state

    def frame_interval(self) -> float | None:
        return None if self.over or self.paused else self.inner.frame_interval()

    def resize(self, size: tuple[int, int]) -> None:
        self.inner.resize(size)

    def toast_area(self) -> pygame.Rect | None:
        return self.inner.toast_area()

    # -- input ------------------------------------------------------------------------------
    def leave_lesson(self) -> None:
        """Back to where the lesson was opened from; nothing was kept, nothing is lost."""
        self.app.scenes.pop()

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.leave_lesson()
            return True
        if self.paused:
            if kind in (PAUSE, CONFIRM, CLICK):
                self.paused = False
            return kind in (PAUSE, CONFIRM, CLICK, RELEASE, POINT)
        if kind == PAUSE:
            self.paused = not self.over
            return True
        if self.over:
            if kind == CONFIRM or (kind == CLICK and intent.pos is not None
                                   and self.done_button().collidepoint(intent.pos)):
                self.leave_lesson()
            return True
        if kind == CLICK and intent.pos is not None and self.menu_button(intent.pos):
            self.leave_lesson()
            return True
        if self.claiming():
            return self.at_claim(intent)
        tried = self.tried(intent)
        used = self.inner.handle(intent)
        if tried is not None and self.refused(tried):
            self.wrong_at = position(self.game)
        return used

    def menu_button(self, pos: tuple[int, int]) -> bool:
        table = self.session.table
        shown = hits.buttons(self.app.theme, table.layout, bool(table.last_trick))
        return shown["menu"].collidepoint(pos)

    def claiming(self) -> bool:
        return self.turn is Turn.YOUR_CARD and step(self.game) is Step.CLAIM

    def at_claim(self, intent: Intent) -> bool:
        """The claim is asked for: C, Enter or the Claim button claim; a card does not."""
        if intent.kind == CONFIRM:
            return self.inner.handle(Intent(CLAIM))
        if intent.kind == CLICK and intent.pos is not None \
                and self.session.table.card_at(intent.pos) is not None:
            self.claim_told = True
            return True
        return self.inner.handle(intent)

    def tried(self, intent: Intent) -> Card | None:
        """The card this intent tries to play, on your card turn."""
        if self.turn is not Turn.YOUR_CARD:
            return None
        if intent.kind == CLICK and intent.pos is not None:
            return self.session.table.card_at(intent.pos)
        if intent.kind == CONFIRM:
            return self.inner.focus()
        return None

    def refused(self, card: Card) -> bool:
        why = self.session.turns.why_not(card)
        return why is not None and why.kind is not ReasonKind.WAIT_FOR_TURN

    # -- what the coach says ----------------------------------------------------------------
    def said(self) -> guide.GuideWords:
        game, turns = self.game, self.session.turns
        now = step(game)
        taught = say.steps(game)
        shown = now if now in taught else self.last_taught()
        heading = tr(say.TITLE) + "  ·  " + tr(say.STEP_OF, n=taught.index(shown) + 1,
                                                 steps=len(taught))
        pointer, keys = "", ""
        if self.paused:
            sentence = tr(say.PAUSED)
        elif self.session.stage() is Stage.DEAL:
            sentence = tr(say.DEALING)
        elif self.turn in (Turn.YOUR_CALL, Turn.YOUR_CARD):
            hint = turns.hint
            sentence = say.do(game, now, hint.value if hint is not None else None)
            if self.turn is Turn.YOUR_CARD and self.wrong_at == position(game):
                pointer = say.pointer(turns.legal())
                if now is Step.PLAY:  # "play a raised card" already: say which instead
                    sentence, pointer = pointer, ""
            elif self.claiming() and self.claim_told:
                pointer = tr(say.CLAIM_NOW)
            elif self.turn is Turn.YOUR_CARD and not game.round.completed:
                keys = tr(say.KEYS)  # your first card: how to play one
        else:
            sentence = say.watching(game)
        return guide.GuideWords(heading, sentence, pointer, tr(say.LEAVE), keys)

    def last_taught(self) -> Step:
        """The step the lesson was last at (a trick of plain play keeps its number)."""
        done = len(self.game.round.completed)
        taught = say.steps(self.game)
        for k in range(done - 1, -1, -1):
            was = trick_step(self.game.rules, k)
            if was in taught:
                return was
        return Step.CALL

    # -- drawing ------------------------------------------------------------------------------
    def done_button(self) -> pygame.Rect:
        _, button, _ = guide.end_box(self.app.theme, self.app.size, tr(say.ROUND_OVER),
                                     self.ending(), tr(say.DONE))
        return button

    def ending(self) -> list[str]:
        return say.ending(self.game, self.app.settings.rules.rounds)

    def draw(self, surface: pygame.Surface) -> None:
        self.inner.draw(surface)
        t = self.app.theme
        if self.over:  # over the table as the round result is: a layer of its own
            probe.note_layer(surface, "LessonEnd")
            guide.paint_end(surface, t, tr(say.ROUND_OVER), self.ending(), tr(say.DONE))
            return
        if self.paused:  # the table stands still under a veil; the coach says why
            th.dim(surface, 120)
        picker = None
        if self.turn is Turn.YOUR_CALL:
            picker = hits.view_picker(t, self.inner.view()).box
        guide.paint(surface, t, guide.corner(t, self.session.table.layout, picker),
                    self.said())
