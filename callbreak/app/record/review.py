"""The review of a finished round, trick by trick: all four hands face up as they stood
before the trick (the card each then played outlined), who led, what each played, who won,
and each player's tricks against their call so far.

Left/Right (or a click on ‹ ›) step through the tricks, Up/Down through the finished rounds,
Esc goes back to where the review was opened.

The coach's page (`coach_page.py`; R switches between it and the tricks) shows the coach's
verdict on each of your calls and cards, or how far the coach is; the review opens on it
when the coach has looked, or is looking, at the round. A round shown that the coach has not
looked at (it was off then, the last game) is asked of it then. Your label in the tricks says
the verdict on your card of that trick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.engine import CARDS, Card
from callbreak.words import name, tr
from callbreak.words.coach_words import VERDICT_WORDS, Decision

from ..coach.coaching import CoachState
from ..look import theme as th
from ..look.cards import ASPECT
from ..shell.input import BACK, CLICK, CONFIRM, DOWN, LEFT, REVIEW, RIGHT, UP, Intent
from ..shell.scene import Scene
from ..table.game import Plays, TableGame
from ..table.layout import display_order
from .coach_page import MARKS, CoachPage

if TYPE_CHECKING:
    from ..shell.context import App

TRICKS = 13
_VERDICT = VERDICT_WORDS


def hand_before(game: TableGame, round_no: int, trick: int, seat: int) -> list[Card]:
    """The cards `seat` held before trick `trick` (0-based) of a finished round."""
    rnd = game.rounds[round_no]
    gone = {card for _, plays, _ in rnd.completed[:trick] for s, card in plays if s == seat}
    held = [c for c in CARDS if rnd.dealt[seat] >> c.index & 1 and c not in gone]
    return sorted(held, key=display_order)


def tricks_so_far(game: TableGame, round_no: int, trick: int) -> list[int]:
    """Tricks each seat had won once trick `trick` (0-based) was taken."""
    won = [0, 0, 0, 0]
    for _, _, winner in game.rounds[round_no].completed[:trick + 1]:
        won[winner] += 1
    return won


class RoundReviewScene(Scene):
    def __init__(self, app: App, game: TableGame, round_no: int, trick: int = 0) -> None:
        super().__init__(app)
        self.game = game
        self.finished = len(game.round_scores)  # rounds that can be reviewed
        self.round_no = min(max(round_no, 0), max(0, self.finished - 1))
        self.trick = min(max(trick, 0), TRICKS - 1)
        self.page = CoachPage(app)
        self.focus = 0  # the coach's row with the focus
        self.ask_coach()
        state = self.coach()
        self.coaching = self.finished > 0 and (state.analysis is not None or state.asked)

    # -- the coach ----------------------------------------------------------------------
    def coach(self) -> CoachState:
        """What the coach has of this round (looked at, looking, or nothing)."""
        if self.finished == 0:
            return CoachState()
        return self.app.coaching.state(self.game, self.round_no)

    def ask_coach(self) -> None:
        """The round shown gets the coach's analysis if it has none (with the coach on)."""
        if self.finished:  # a friends' game too: your seat, from what you were shown
            self.app.coaching.wanted(self.game, self.round_no)

    def decisions(self) -> tuple[Decision, ...]:
        found = self.coach().analysis
        return found.decisions if found is not None else ()

    def verdict_here(self) -> Decision | None:
        """The coach's verdict on your card of the trick shown."""
        return next((d for d in self.decisions() if d.trick == self.trick), None)

    def frame_interval(self) -> float | None:
        # while the coach works on the round shown, its progress line moves on
        return 0.25 if self.finished and self.coach().asked else None

    # -- where things go (from the window size alone) ------------------------------------
    def card_h(self) -> int:
        w, h = self.app.size
        return max(40, min(round(h * 0.14), round(w * 0.3 / (1 + 12 * 0.34) / ASPECT)))

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        t, (w, h) = self.app.theme, self.app.size
        size = t.px(6)
        prev = pygame.Rect(0, 0, size, size)
        nxt = pygame.Rect(0, 0, size, size)
        prev.center = (round(w * 0.33), round(h * 0.47))
        nxt.center = (round(w * 0.67), round(h * 0.47))
        return prev, nxt

    def title(self) -> str:
        return tr("Round {n}, trick {k} of 13", n=self.round_no + 1, k=self.trick + 1)

    def title_bottom(self) -> int:
        """Where the title's line ends: the top player's line keeps below it (larger text)."""
        t = self.app.theme
        return t.px(1.5) + t.measure(self.title(), 3.0, bold=True)[1]

    def hand_anchor(self, seat: int) -> tuple[int, int]:
        w, h = self.app.size
        if seat == 2:  # the top hand and its line below the title, however large the text
            card_h, t = self.card_h(), self.app.theme
            line = round(h * 0.19) - card_h // 2 - round(card_h * 0.12) - t.px(3.6)
            return w // 2, round(h * 0.19) + max(0, self.title_bottom() - line)
        return {0: (w // 2, round(h * 0.83)), 1: (round(w * 0.84), round(h * 0.45)),
                3: (round(w * 0.16), round(h * 0.45))}[seat]

    # -- input --------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        self.trick = min(max(self.trick + delta, 0), TRICKS - 1)

    def change_round(self, delta: int) -> None:
        new = min(max(self.round_no + delta, 0), max(0, self.finished - 1))
        if new != self.round_no:
            self.round_no, self.trick, self.focus = new, 0, 0
            self.ask_coach()

    def to_trick(self, decision: Decision | None) -> None:
        """From the coach's page to the tricks, at the trick of `decision` (its call: the
        first)."""
        self.coaching = False
        if decision is not None:
            self.trick = decision.trick or 0

    def handle_coach(self, intent: Intent) -> bool:
        kind, decisions = intent.kind, self.decisions()
        if kind == BACK:
            self.app.scenes.pop()
        elif kind == REVIEW:
            self.to_trick(None)
        elif kind in (UP, DOWN):
            self.focus = min(max(self.focus + (1 if kind == DOWN else -1), 0),
                             max(0, len(decisions) - 1))
        elif kind in (LEFT, RIGHT):
            self.change_round(1 if kind == RIGHT else -1)
        elif kind == CONFIRM:
            self.to_trick(decisions[self.focus] if decisions else None)
        elif kind == CLICK and intent.pos is not None:
            row = self.page.hit(decisions, self.focus, intent.pos)
            if row is None:
                return False
            self.focus = row
            self.to_trick(decisions[row])
        else:
            return False
        return True

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if self.coaching:
            return self.handle_coach(intent)
        if kind == REVIEW and self.finished:
            self.coaching = True
            here = self.verdict_here()
            self.focus = self.decisions().index(here) if here is not None else 0
        elif kind == BACK:
            self.app.scenes.pop()
        elif kind in (LEFT, RIGHT):
            self.step(1 if kind == RIGHT else -1)
        elif kind == CONFIRM:
            if self.trick == TRICKS - 1:
                self.app.scenes.pop()
            else:
                self.step(1)
        elif kind in (UP, DOWN):
            self.change_round(-1 if kind == UP else 1)
        elif kind == CLICK and intent.pos is not None:
            prev, nxt = self.arrows()
            if prev.collidepoint(intent.pos):
                self.step(-1)
            elif nxt.collidepoint(intent.pos):
                self.step(1)
            else:
                return False
        else:
            return False
        return True

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.theme
        surface.blit(app.background, (0, 0))
        w, h = surface.get_size()
        if self.finished == 0:
            t.blit_text(surface, tr("No round has finished yet."), 3, th.INK,
                        center=(w // 2, h // 2))
            return
        if self.coaching:
            self.page.draw(surface, self.round_no, self.coach(), self.focus)
            return
        rnd = self.game.rounds[self.round_no]
        leader, plays, winner = rnd.completed[self.trick]
        t.blit_text(surface, self.title(), 3.0, th.INK, bold=True, midtop=(w // 2, t.px(1.5)))
        won = tricks_so_far(self.game, self.round_no, self.trick)
        played = dict(plays)
        card_h = self.card_h()
        for seat in range(4):
            self._hand(surface, seat, hand_before(self.game, self.round_no, self.trick, seat),
                       played[seat], card_h)
            self._label(surface, seat, rnd.calls[seat], won[seat], seat == leader,
                        seat == winner, card_h)
        self._trick(surface, plays, winner, card_h)
        prev, nxt = self.arrows()
        for rect, text, enabled in ((prev, "‹", self.trick > 0),
                                    (nxt, "›", self.trick < TRICKS - 1)):
            th.panel(surface, rect, th.PANEL, radius=rect.h // 2,
                     edge=th.INK if enabled else th.PANEL_EDGE, width=1)
            t.blit_text(surface, text, 4, th.INK if enabled else th.INK_DIM, bold=True,
                        center=rect.center)
        who = tr("You take the trick") if winner == 0 else tr(
            "{name} takes the trick", name=name(winner))
        t.blit_text(surface, who + f"  ({played[winner]})", 2.4, th.INK, bold=True,
                    center=(w // 2, round(h * 0.63)))
        keys = tr("← → tricks   ↑ ↓ rounds   R the coach   Esc back")
        t.blit_text(surface, keys, t.legible(1.8), th.INK_DIM, midbottom=(w // 2, h - t.px(1)))

    def _hand(self, surface: pygame.Surface, seat: int, cards: list[Card], played: Card,
              card_h: int) -> None:
        card_w = round(card_h * ASPECT)
        step = round(card_w * 0.34)
        cx, cy = self.hand_anchor(seat)
        x = cx - (card_w + step * (len(cards) - 1)) // 2
        for card in cards:
            img = self.app.cards.face(card, card_h)
            rect = img.get_rect(topleft=(x, cy - card_h // 2))
            if card == played:  # the card this player is about to play: raised, outlined
                rect.y -= round(card_h * 0.12)
            surface.blit(img, rect)
            if card == played:
                pygame.draw.rect(surface, th.INK, rect.inflate(2, 2),
                                 max(2, self.app.theme.px(0.4)),
                                 border_radius=round(card_w * 0.1))
            x += step

    def _label(self, surface: pygame.Surface, seat: int, call: int | None, won: int, led: bool,
               took: bool, card_h: int) -> None:
        t = self.app.theme
        cx, cy = self.hand_anchor(seat)
        text = f"{name(seat)}  {won} / {call}"
        if led:
            text += "  · " + tr("led")
        here = self.verdict_here() if seat == 0 else None
        if here is not None:  # the coach's word on your card of this trick
            said = tr(_VERDICT[here.verdict])
            if here.best != here.chosen:
                said = tr("{verdict} (Expert: {choice})", verdict=said, choice=str(here.best))
            text += f"  · {MARKS[here.verdict]} {said}"
        if seat in (0, 2):  # above the hand, clear of its raised card
            y = cy - card_h // 2 - round(card_h * 0.12) - t.px(3.6)
        else:
            y = cy + card_h // 2 + t.px(0.8)
        colour = th.ACCENT if took and seat == 0 else (th.INK if took else th.INK_DIM)
        t.blit_text(surface, text, t.legible(2.1), colour, bold=took, midtop=(cx, y))

    def _trick(self, surface: pygame.Surface, plays: Plays, winner: int, card_h: int) -> None:
        w, h = self.app.size
        cx, cy = w // 2, round(h * 0.45)
        card_w = round(card_h * ASPECT)
        spots = {0: (cx, cy + round(card_h * 0.35)), 1: (cx + round(card_w * 0.8), cy),
                 2: (cx, cy - round(card_h * 0.35)), 3: (cx - round(card_w * 0.8), cy)}
        for seat, card in sorted(plays, key=lambda p: p[0] == winner):  # the winner on top
            img = self.app.cards.face(card, card_h)
            rect = img.get_rect(center=spots[seat])
            surface.blit(img, rect)
            if seat == winner:
                pygame.draw.rect(surface, th.INK, rect.inflate(6, 6),
                                 max(2, self.app.theme.px(0.5)),
                                 border_radius=round(card_w * 0.12))
