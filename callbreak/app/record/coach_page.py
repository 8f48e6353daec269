"""The coach's page of the round review: each call and card of yours in the round with its
verdict (a word, never a colour alone), Expert's choice, what yours cost and one sentence
why, under the round's summary line; or, while the coach works, how far it is.

`CoachPage(app)` draws (changing nothing) and says which row sits where; the review owns
which row has the focus. The words are `callbreak.words.coach_words`', the same as
`python -m callbreak.tools.coach_cli` prints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from callbreak.words import tr
from callbreak.words.coach_words import Decision, Verdict, decision_parts, progress_said, summary

from ..coach.coaching import CoachState
from ..look import theme as th

if TYPE_CHECKING:
    from ..shell.context import App

# the verdict's mark beside its word, so it reads without its colour too
MARKS = {Verdict.FINE: "✓", Verdict.INACCURACY: "?!", Verdict.MISTAKE: "?"}
COLOURS = {Verdict.FINE: th.GOOD, Verdict.INACCURACY: th.INK, Verdict.MISTAKE: th.BAD}
LINE = 2.3  # units: a row's first line (where, yours, Expert's, the verdict, the cost)
WHY = 2.0  # units: its reason, wrapped
TALLEST = "Hg ह्रिं"  # a line's height is measured on letters reaching up and down


def verdict_text(decision: Decision) -> str:
    """"? Mistake" : the mark and the word."""
    return f"{MARKS[decision.verdict]} {decision_parts(decision)[3]}"


def status_said(state: CoachState, coach_on: bool) -> str:
    """The line under the title when there are no verdicts (yet)."""
    if state.progress is not None:
        return progress_said(*state.progress)
    if state.asked:
        return tr("The coach will look at your round in a moment.")
    if state.later:
        return tr("The coach looks at the Daily Challenge once you have finished it.")
    if not coach_on:
        return tr("The coach is off: Settings, Players, Coach turns it on.")
    return tr("The coach has not looked at this round.")


class CoachPage:
    def __init__(self, app: App) -> None:
        self.app = app

    # -- where things go ---------------------------------------------------------------
    def area(self) -> pygame.Rect:
        t, (w, h) = self.app.theme, self.app.size
        top = t.px(1.5) + t.tx(3.6) + t.tx(3.4) + t.px(1.5)
        return pygame.Rect(t.px(3), top, w - t.px(6), h - top - t.tx(2.6) - t.px(2.5))

    def row_lines(self, decision: Decision, width: int) -> list[str]:
        t = self.app.theme
        return t.wrap(decision_parts(decision)[5], t.legible(WHY), width)

    def line_h(self, units: float) -> int:
        """A line's height at `units`, Devanagari's signs above and below included."""
        t = self.app.theme
        return t.measure(TALLEST, t.legible(units))[1]

    def row_height(self, decision: Decision, width: int) -> int:
        t = self.app.theme
        lines = self.row_lines(decision, width)
        return (t.px(0.8) + self.line_h(LINE) + t.px(0.3) + len(lines) * self.line_h(WHY)
                + t.px(0.9))

    def rows(self, decisions: tuple[Decision, ...], focus: int) -> dict[int, pygame.Rect]:
        """The rows shown, by index: from the first that keeps `focus` in view."""
        area = self.area()
        inner = area.w - self.app.theme.px(4)
        heights = [self.row_height(d, inner) for d in decisions]
        first = 0
        while first < focus and sum(heights[first:focus + 1]) > area.h:
            first += 1
        out, y = {}, area.y
        for i in range(first, len(decisions)):
            if y + heights[i] > area.bottom and i > first:
                break
            out[i] = pygame.Rect(area.x, y, area.w, heights[i])
            y += heights[i]
        return out

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, round_no: int, state: CoachState,
             focus: int) -> None:
        app, t = self.app, self.app.theme
        w, h = surface.get_size()
        surface.blit(app.background, (0, 0))
        t.blit_text(surface, tr("Round {n}: the coach", n=round_no + 1), 3.0, th.INK,
                    bold=True, midtop=(w // 2, t.px(1.5)))
        under = (w // 2, t.px(1.5) + t.tx(3.8))
        analysis = state.analysis
        if analysis is None:
            t.blit_text(surface, status_said(state, bool(getattr(app.settings, "coach", True))),
                        2.4, th.INK, midtop=under)
        else:
            t.blit_text(surface, summary(analysis), 2.4, th.INK, bold=True, midtop=under)
            self._rows(surface, analysis.decisions, focus)
        keys = tr("↑ ↓ your plays   Enter its trick   ← → rounds   R tricks   Esc back")
        t.blit_text(surface, keys, t.legible(1.8), th.INK_DIM, midbottom=(w // 2, h - t.px(1)))

    def _rows(self, surface: pygame.Surface, decisions: tuple[Decision, ...],
              focus: int) -> None:
        t = self.app.theme
        area = self.area()
        rows = self.rows(decisions, focus)
        if not rows:
            return
        shown = pygame.Rect(area.x, area.y, area.w, max(r.bottom for r in rows.values())
                            - area.y)
        th.panel(surface, shown, th.PANEL, radius=t.px(1.5))
        pad = t.px(2)
        for i, rect in rows.items():
            d = decisions[i]
            if i == focus:
                th.panel(surface, rect.inflate(-t.px(0.6), -t.px(0.3)), th.PANEL,
                         radius=t.px(1.2), edge=th.INK, width=2)
            where, yours, best, _, cost, _ = decision_parts(d)
            y = rect.y + t.px(0.8)
            left = f"{where}:  {yours}"
            if d.best != d.chosen:
                left += f"   ·   {best}"
            t.blit_text(surface, left, t.legible(LINE), th.INK, bold=True,
                        topleft=(rect.x + pad, y))
            right = f"{verdict_text(d)}   {cost}" if cost else verdict_text(d)
            t.blit_text(surface, right, t.legible(LINE), COLOURS[d.verdict], bold=True,
                        topright=(rect.right - pad, y))
            y += self.line_h(LINE) + t.px(0.3)
            for line in self.row_lines(d, rect.w - 2 * pad):
                t.blit_text(surface, line, t.legible(WHY), th.INK_DIM,
                            topleft=(rect.x + pad, y))
                y += self.line_h(WHY)
        # more rows above or below: a small triangle at the panel's edge (no words)
        size = t.px(1.2)
        x = shown.right - t.px(1.6)
        if min(rows) > 0:
            pygame.draw.polygon(surface, th.INK_DIM, [(x - size, shown.y + size + 2),
                                                      (x + size, shown.y + size + 2),
                                                      (x, shown.y + 2)])
        if max(rows) < len(decisions) - 1:
            pygame.draw.polygon(surface, th.INK_DIM, [(x - size, shown.bottom - size - 2),
                                                      (x + size, shown.bottom - size - 2),
                                                      (x, shown.bottom - 2)])

    def hit(self, decisions: tuple[Decision, ...], focus: int,
            pos: tuple[int, int]) -> int | None:
        """The row under `pos`, if any."""
        return next((i for i, r in self.rows(decisions, focus).items()
                     if r.collidepoint(pos)), None)


__all__ = ["CoachPage", "MARKS", "verdict_text", "status_said"]
