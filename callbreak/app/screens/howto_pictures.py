"""Drawing How to play's worked examples: rows of cards, tricks, a hand with the cards you
may play raised, the score table, little piles of tricks, key caps and your house rules."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

import pygame

from callbreak.engine import Card, HouseRules, trick_winner
from callbreak.engine.rules import HOUSE_RULES
from callbreak.words import tr

from ..look import theme as th
from .howto_pages import (
    CardRow,
    KeyTable,
    PlayPicture,
    ScoreTable,
    TrickPicture,
    TricksPicture,
    YourTable,
    rule_fields,
    said_choice,
)
from .ui import Painter, line_spacing, signed

if TYPE_CHECKING:
    from ..shell.context import App


class Pictures:
    """Draws one example into its area (or, `dry`, only measures it), at the table whose
    house rules `rules()` gives (a game's, when `for_game`, or the next game's)."""

    def __init__(self, app: App, rules: Callable[[], HouseRules] | None = None,
                 for_game: bool = False) -> None:
        self.app = app
        self.rules = rules if rules is not None else lambda: app.settings.rules
        self.for_game = for_game

    def draw(self, p: Painter, pic: object, area: pygame.Rect, card_h: int,
                 dry: bool = False) -> int:
        """Draw one picture at the top of `area` (or only measure it); returns its height."""
        if isinstance(pic, CardRow):
            return self._card_row(p, pic, area, card_h, dry)
        if isinstance(pic, TrickPicture):
            return self._trick(p, pic, area, card_h, dry)
        if isinstance(pic, PlayPicture):
            return self._play(p, pic, area, card_h, dry)
        if isinstance(pic, ScoreTable):
            return self._scores(p, pic, area, card_h, dry)
        if isinstance(pic, TricksPicture):
            return self._tricks(p, pic, area, card_h, dry)
        if isinstance(pic, KeyTable):
            return self._keys(p, pic, area, dry)
        if isinstance(pic, YourTable):
            return self._your_table(p, area, dry)
        return 0

    # one function per kind of picture ------------------------------------------------------
    def _caption(self, p: Painter, text: str, area: pygame.Rect, y: int, dry: bool) -> int:
        units = 2.6
        text = tr(text)
        if not dry:
            for line in p.t.wrap(text, units, area.w):
                p.text(line, units, th.INK, midtop=(area.centerx, y))
                y += p.tx(units * line_spacing(text))
            return y
        return y + p.lines_height(text, units, area.w)

    def _fan(self, p: Painter, cards: list[Card], x: int, y: int, card_h: int, step: int,
             dim: Collection[Card] = frozenset(), raise_: Collection[Card] = frozenset()
             ) -> list[pygame.Rect]:
        art = self.app.cards
        rects = []
        for k, card in enumerate(cards):
            img = art.dimmed(card.code, card_h) if card in dim else art.face(card, card_h)
            lift = p.tx(1.6) if card in raise_ else 0
            rects.append(p.image(img, topleft=(x + k * step, y - lift)))
        return rects

    def _card_row(self, p: Painter, row: CardRow, area: pygame.Rect, card_h: int,
                  dry: bool) -> int:
        cards = row.cards
        card_w = self.app.cards.face(cards[0], card_h).get_width()
        step = round(card_w * (1 - row.overlap))
        if card_w + step * (len(cards) - 1) > area.w:  # squeeze rather than overflow
            step = (area.w - card_w) // max(1, len(cards) - 1)
        width = card_w + step * (len(cards) - 1)
        label_h = p.tx(4)
        below = area.y + label_h + card_h + (p.tx(3.4) if row.left_note else p.tx(1))
        height = (self._caption(p, row.caption, area, below, dry=True) if row.caption
                  else below) - area.y
        if dry:
            return height
        p.text(tr(row.label), 2.8, th.INK, bold=True, midtop=(area.centerx, area.y))
        x = area.centerx - width // 2
        rects = self._fan(p, cards, x, area.y + label_h, card_h, step)
        if row.left_note:
            y = rects[0].bottom + p.tx(0.4)
            p.text(f"← {tr(row.left_note)}", 2.4, th.INK_DIM, topleft=(rects[0].x, y))
            p.text(f"{tr(row.right_note)} →", 2.4, th.INK_DIM, topright=(rects[-1].right, y))
        if row.caption:
            self._caption(p, row.caption, area, below, dry=False)
        return height

    def _trick(self, p: Painter, pic: TrickPicture, area: pygame.Rect, card_h: int,
               dry: bool) -> int:
        cards = pic.cards
        card_w = self.app.cards.face(cards[0], card_h).get_width()
        step = card_w + p.tx(1.6)
        mark_h = p.tx(4.4)
        y = area.y + card_h + mark_h
        height = self._caption(p, pic.caption, area, y, dry=True) - area.y
        if dry:
            return height
        width = card_w + step * (len(cards) - 1)
        rects = self._fan(p, cards, area.centerx - width // 2, area.y, card_h, step)
        win_at = trick_winner(cards)
        win = rects[win_at]
        self._ring(p, win)
        p.text(tr("wins"), 2.4, th.INK, bold=True, midtop=(win.centerx, win.bottom + p.tx(0.5)))
        if win_at != 0 and len(cards) > 1:  # which card was led: the rest follow it
            p.text(tr("led"), 2.4, th.INK_DIM,
                   midtop=(rects[0].centerx, rects[0].bottom + p.tx(0.5)))
        self._caption(p, pic.caption, area, y, dry=False)
        return height

    def _play(self, p: Painter, pic: PlayPicture, area: pygame.Rect, card_h: int,
              dry: bool) -> int:
        trick, hand, legal = pic.trick_cards, pic.hand_cards, set(pic.legal(self.rules()))
        card_w = self.app.cards.face(hand[0], card_h).get_width()
        label_h = p.tx(3.6)
        mark_h = p.tx(4.4)
        lift = p.tx(1.6)
        y = area.y + label_h + lift + card_h + mark_h
        height = self._caption(p, pic.caption, area, y, dry=True) - area.y
        if dry:
            return height
        trick_step = round(card_w * 0.55)
        # a card's mark ("✓ may") fits under it: larger words spread the hand out
        widest = max(p.t.measure(tr("✓ may"), 2.3, bold=True)[0], card_w)
        hand_step = widest + p.tx(1.0)
        trick_w = card_w + trick_step * (len(trick) - 1)
        hand_w = card_w + hand_step * (len(hand) - 1)
        gap = p.tx(6)
        x = area.centerx - (trick_w + gap + hand_w) // 2
        cards_y = area.y + label_h + lift
        p.text(tr("The trick"), 2.4, th.INK_DIM, midbottom=(x + trick_w // 2, cards_y - lift))
        self._fan(p, trick, x, cards_y, card_h, trick_step)
        hx = x + trick_w + gap
        p.text(tr("Your hand"), 2.4, th.INK_DIM, midbottom=(hx + hand_w // 2, cards_y - lift))
        rects = self._fan(p, hand, hx, cards_y, card_h, hand_step,
                          dim=set(hand) - legal, raise_=legal)
        for card, rect in zip(hand, rects):
            if card in legal:  # said with a mark, not only by the dimming
                p.text(tr("✓ may"), 2.3, th.INK, bold=True,
                       midtop=(rect.centerx, cards_y + card_h + p.tx(0.5)))
            else:
                p.text("✗", 2.3, th.INK_DIM,
                       midtop=(rect.centerx, cards_y + card_h + p.tx(0.5)))
        self._caption(p, pic.caption, area, y, dry=False)
        return height

    def _scores(self, p: Painter, table: ScoreTable, area: pygame.Rect, card_h: int,
                dry: bool) -> int:
        lines = table.lines()
        # rows shrink with the cards when the page is short, never below their words
        words = max(p.t.measure(tr(text), 3.2, bold=True)[1] for row in lines for text in row)
        row_h = max(words + p.px(0.4), min(p.tx(5.4), int(card_h * 5.4 // 17)))
        height = row_h * (len(lines) + 1) + p.tx(7)
        if dry:
            return height
        cols = (0.14, 0.36, 0.62, 0.9)  # centres of Call, Won, made/missed, Score
        y = area.y + row_h // 2
        for text, frac in zip((tr("Call"), tr("Won"), tr("Result"), tr("Score")), cols):
            p.text(text, 2.6, th.INK_DIM, center=(area.x + round(area.w * frac), y))
        pygame.draw.line(p.surface, th.PANEL_EDGE, (area.x, area.y + row_h),
                         (area.right - 1, area.y + row_h), 2)
        for k, values in enumerate(lines):
            y = area.y + row_h * (k + 1) + row_h // 2
            for text, frac, bold in zip(values, cols, (False, False, False, True)):
                p.text(tr(text), 3.2, th.INK, bold=bold,
                       center=(area.x + round(area.w * frac), y))
        p.fit_text(tr("Big call on: a made call of {big_at} scores {big_score}.",
                      **rule_fields(self.rules())), 2.4, area.w, th.INK_DIM,
                   midtop=(area.centerx, area.y + row_h * (len(lines) + 1) + p.tx(2.4)))
        return height

    def _tricks(self, p: Painter, pic: TricksPicture, area: pygame.Rect, card_h: int,
                dry: bool) -> int:
        """Called 4, won 6: four piles for the call, two extra piles at 0.1 each."""
        pile_h = max(p.tx(6), card_h * 6 // 10)
        label_h = p.tx(4)
        notes_y = area.y + label_h + pile_h + p.tx(1.4)
        height = notes_y + p.tx(3.2) - area.y
        if dry:
            return height
        back = self.app.cards.back(pile_h)
        step = back.get_width() + p.tx(1.0)
        gap = p.tx(4)
        extra = max(0, pic.won - pic.call)
        made = min(pic.won, pic.call)
        width = step * pic.won - p.tx(1.0) + (gap if extra else 0)
        x = area.centerx - width // 2
        p.text(tr("Called {call}, won {won}: {score}", call=pic.call, won=pic.won,
                  score=signed(pic.score)), 2.8, th.INK,
               bold=True, midtop=(area.centerx, area.y))
        y = area.y + label_h
        first = [p.image(back, topleft=(x + k * step, y)) for k in range(made)]
        x2 = x + made * step + gap
        rest = [p.image(back, topleft=(x2 + k * step, y)) for k in range(extra)]
        if first:
            p.text(tr("the call: {score}", score=signed(10 * pic.call)), 2.4, th.INK_DIM,
                   midtop=(first[0].union(first[-1]).centerx, notes_y))
        if rest:
            p.text(tr("extra: +0.1 each"), 2.4, th.INK_DIM,
                   midtop=(rest[0].union(rest[-1]).centerx, notes_y))
        return height

    def _keys(self, p: Painter, table: KeyTable, area: pygame.Rect, dry: bool) -> int:
        rows = table.rows_for(self.rules())
        row_h = min(p.tx(6.4), area.h // len(rows))  # every key fits the panel
        height = row_h * len(rows)
        if dry:
            return height
        cap_w = max(p.rendered(key, 2.6, bold=True).get_width() for key, _ in rows)
        cap_w += p.tx(3)
        y = area.y
        for key, meaning in rows:
            cap = pygame.Rect(area.x + p.tx(1), y + row_h // 8, cap_w, row_h - row_h // 4)
            p.panel(cap, th.LIGHT_PANEL, radius=p.tx(1))
            pygame.draw.line(p.surface, th.PANEL_EDGE, (cap.x + p.tx(0.8), cap.bottom - 2),
                             (cap.right - p.tx(0.8), cap.bottom - 2), 2)
            p.text(key, 2.6, th.INK_DARK, bold=True, center=cap.center)
            p.fit_text(tr(meaning), 2.8, area.right - cap.right - p.tx(3), th.INK,
                       midleft=(cap.right + p.tx(2.4), cap.centery))
            y += row_h
        return height

    def _your_table(self, p: Painter, area: pygame.Rect, dry: bool) -> int:
        rules = self.rules()
        lines = [(tr(rule.short), said_choice(rule, rules)) for rule in HOUSE_RULES]
        row_h = p.tx(4.8)
        height = p.tx(6) + row_h * len(lines)
        if dry:
            return height
        p.text(tr("This game's table") if self.for_game else tr("Your table now"), 3.0, th.INK,
               bold=True, midtop=(area.centerx, area.y))
        y = area.y + p.tx(6)
        for label, value in lines:
            p.text(label, 2.8, th.INK_DIM, midleft=(area.x + p.tx(2), y + row_h // 2))
            p.text(value, 2.8, th.INK, bold=True, midright=(area.right - p.tx(2),
                                                            y + row_h // 2))
            y += row_h
        return height

    def _ring(self, p: Painter, rect: pygame.Rect) -> None:
        pygame.draw.rect(p.surface, th.INK, rect.inflate(p.tx(1.0), p.tx(1.0)),
                         max(2, p.tx(0.4)), border_radius=p.tx(1))
