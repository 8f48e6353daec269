"""How to play: the rules of RULES.md in short pages, each with a few sentences on the left
and card pictures on the right. Left/Right (or a click on ‹ › or a page dot) turn the pages,
Enter turns to the next one and leaves after the last, Esc goes back.

The pictures are worked examples. Which cards may be played, and who wins a trick, are
asked of the engine (`legal_plays`, `trick_winner`, `score_round`), so a picture can never
disagree with the game.

The pages are written in English and said through `i18n.tr` as they are drawn.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from callbreak.engine import Card, HouseRules, legal_plays, score_round, trick_winner

from .. import theme as th
from ..i18n import tr
from ..input import BACK, CLICK, CONFIRM, DIGIT, LEFT, POINT, RIGHT, Intent
from ..scene import Scene
from .ui import Painter, hints, line_spacing, pill, signed, title

if TYPE_CHECKING:
    from ..context import App

USUAL = HouseRules()  # the examples show the usual table


# -- the pictures -------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class CardRow:
    """Cards in a row with a label above, e.g. the ranks from high to low."""

    label: str
    codes: str
    left_note: str = ""
    right_note: str = ""
    overlap: float = 0.5  # the share of each card hidden by the next (< 0: a gap)
    caption: str = ""

    @property
    def cards(self) -> list[Card]:
        return Card.parse_many(self.codes)


@dataclasses.dataclass(frozen=True)
class TrickPicture:
    """A finished trick; the engine says which card wins."""

    codes: str
    caption: str

    @property
    def cards(self) -> list[Card]:
        return Card.parse_many(self.codes)

    @property
    def winner(self) -> Card:
        cards = self.cards
        return cards[trick_winner(cards)]


@dataclasses.dataclass(frozen=True)
class PlayPicture:
    """The trick so far and your hand; the engine says which of your cards may be played."""

    trick: str
    hand: str
    caption: str

    @property
    def trick_cards(self) -> list[Card]:
        return Card.parse_many(self.trick)

    @property
    def hand_cards(self) -> list[Card]:
        return Card.parse_many(self.hand)

    @property
    def legal(self) -> list[Card]:
        return legal_plays(self.hand_cards, self.trick_cards, USUAL)


@dataclasses.dataclass(frozen=True)
class ScoreTable:
    """Calls, tricks won and the score, worked out by the engine."""

    rows: tuple[tuple[int, int], ...]

    def lines(self) -> list[tuple[str, str, str, str]]:
        out = []
        for call, won in self.rows:
            tenths = score_round(call, won, USUAL)
            out.append((str(call), str(won), "made" if won >= call else "missed",
                        signed(tenths)))
        return out


@dataclasses.dataclass(frozen=True)
class TricksPicture:
    """The tricks of one round as little piles: the ones called, then the extra ones."""

    call: int
    won: int

    @property
    def score(self) -> int:
        return score_round(self.call, self.won, USUAL)


@dataclasses.dataclass(frozen=True)
class KeyTable:
    """Keys drawn as key caps, each with what it does."""

    rows: tuple[tuple[str, str], ...]


@dataclasses.dataclass(frozen=True)
class YourTable:
    """The house rules the player has chosen now (read from the settings when drawn)."""


@dataclasses.dataclass(frozen=True)
class Page:
    heading: str
    points: tuple[str, ...]
    pictures: tuple[object, ...] = ()


PAGES: tuple[Page, ...] = (
    Page("The game", (
        "Four players, each for themselves: you and three computer players.",
        "All 52 cards are dealt, 13 to each player. In every suit the ace is highest and "
        "the two lowest.",
        "Spades are always trumps: any spade beats any card of another suit.",
        "A game has 5 rounds. The highest total after the last round wins.",
    ), (
        CardRow("Highest to lowest, in every suit", "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
                "high", "low", overlap=0.62),
        TrickPicture("AH 2S", "Even the 2♠ beats the A♥: spades are trumps."),
    )),
    Page("Calling", (
        "After the deal each player calls how many tricks they mean to win, from 1 to 8.",
        "There is no pass and no zero, and the calls need not add up to 13.",
        "The player after the dealer calls first, and leads the first trick.",
        "The game suggests a call for your hand; change it with ← → or the number keys and "
        "press Enter.",
    ), (
        CardRow("A hand that might call 4", "AS KS 7S 3S AH QH 5H KC 9C 4C 8D 6D 2D",
                overlap=0.55),
        CardRow("Its likely tricks", "AS KS AH KC", overlap=-0.15,
                caption="Aces, kings and spades win tricks: count them to choose a call."),
    )),
    Page("Playing a trick", (
        "The leader plays any card; then each player plays one card in turn "
        "(anticlockwise: the player on the leader's right goes next).",
        "You must play the suit led if you have it.",
        "The highest card of the suit led wins the trick, unless a spade was played: then "
        "the highest spade wins.",
        "The winner leads the next trick. A round has 13 tricks.",
    ), (
        TrickPicture("7H QH 3H KH", "Hearts led, no spade: the K♥ wins."),
        TrickPicture("7H QH 4S KH", "A player with no hearts trumped: the 4♠ wins."),
    )),
    Page("You must beat the best card", (
        "When you follow suit, you must play higher than the best card in the trick, if "
        "you can.",
        "If you have nothing higher, any card of that suit will do.",
        "Once someone has trumped with a spade, any card of the suit led will do.",
        "The game dims the cards you may not play and tells you why.",
    ), (
        PlayPicture("KH", "AH 2H 9C", "K♥ led: holding A♥ and 2♥, you must play the A♥."),
        PlayPicture("KH", "QH 2H 9C", "Nothing above the K♥: either heart will do."),
    )),
    Page("Trumping", (
        "No card of the suit led? Then you must play a spade, if you have one.",
        "Any spade beats every card of the other suits: even the 2♠ beats an ace.",
        "With no card of the suit led and no spade, you may play any card.",
    ), (
        PlayPicture("AD", "2S 9C 4H", "A♦ led and you have no diamonds: you must trump with "
                                      "the 2♠."),
        PlayPicture("AD", "9C 4H 6H", "No diamonds and no spades: any card will do."),
    )),
    Page("Overtrumping", (
        "If a spade is already in the trick and you must trump too, you must play a higher "
        "spade, if you have one.",
        "If all your spades are lower, you may play any card: a low spade or another suit.",
    ), (
        PlayPicture("QD 5S", "3S 9S KC", "Q♦ led and trumped with the 5♠: you must "
                                         "overtrump with the 9♠."),
        PlayPicture("QD 5S", "3S KC", "Your only spade, the 3♠, is lower than the 5♠: any "
                                      "card will do."),
    )),
    Page("Scoring", (
        "Win at least as many tricks as you called and you make your call: you score the "
        "call, plus 0.1 for each extra trick.",
        "Win fewer and you lose your call.",
        "Scores add up over the rounds. The highest total wins; players tied at the top "
        "share the win.",
    ), (
        TricksPicture(4, 6),
        ScoreTable(((3, 3), (4, 6), (5, 4), (1, 0))),
    )),
    Page("House rules", (
        "Game length: 3, 5 or 10 rounds.",
        "Call range: 1 to 8, or 1 to 13.",
        "Big call: a made call of 8 or more scores 13.0.",
        "Must beat off: a player following suit may play any card of that suit.",
        "Redeal: a hand with no spade, or no J, Q or K, is dealt again.",
        "Direction: anticlockwise (as in Nepal) or clockwise.",
        "Choose them in Settings; they apply from your next game.",
    ), (
        YourTable(),
    )),
    Page("Keys and mouse", (
        "Play with the keyboard alone, with the mouse, or with both.",
        "With the mouse, click a card to play it. Click a dimmed card and the game says "
        "which rule stops it.",
        "Your game is saved after every call and every trick: Continue on the main menu "
        "picks it up again.",
    ), (
        KeyTable((
            ("← →", "choose a card (only those you may play)"),
            ("Enter", "play it (Space too)"),
            ("1 … 9", "a call, when calling"),
            ("H", "a hint"),
            ("L", "the last trick"),
            ("Esc", "pause"),
            ("F11", "full screen"),
            ("M", "sound on or off"),
        )),
    )),
)


class HowToScene(Scene):
    def __init__(self, app: App, page: int = 0) -> None:
        super().__init__(app)
        self.pages = PAGES
        self.page = min(max(page, 0), len(self.pages) - 1)
        self.prev_rect = pygame.Rect(0, 0, 0, 0)
        self.next_rect = pygame.Rect(0, 0, 0, 0)
        self.dot_rects: list[pygame.Rect] = []
        self.hover: str | None = None
        self.drawn: list[pygame.Rect] = []

    # -- input -------------------------------------------------------------------------------
    def turn(self, delta: int) -> bool:
        new = min(max(self.page + delta, 0), len(self.pages) - 1)
        changed = new != self.page
        self.page = new
        return changed

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if kind == BACK:
            self.app.scenes.pop()
        elif kind in (LEFT, RIGHT):
            self.turn(-1 if kind == LEFT else 1)
        elif kind == CONFIRM:
            if self.page == len(self.pages) - 1:
                self.app.scenes.pop()
            else:
                self.turn(1)
        elif kind == DIGIT and intent.value:
            if intent.value <= len(self.pages):
                self.page = intent.value - 1
        elif kind == POINT and intent.pos is not None:
            self.hover = ("prev" if self.prev_rect.collidepoint(intent.pos) else
                          "next" if self.next_rect.collidepoint(intent.pos) else None)
            return self.hover is not None
        elif kind == CLICK and intent.pos is not None:
            return self._click(intent.pos)
        else:
            return False
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.prev_rect.collidepoint(pos):
            self.turn(-1)
            return True
        if self.next_rect.collidepoint(pos):
            if self.page == len(self.pages) - 1:
                self.app.scenes.pop()  # the last page's button says "Done"
            else:
                self.turn(1)
            return True
        for i, rect in enumerate(self.dot_rects):
            if rect.collidepoint(pos):
                self.page = i
                return True
        return False

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        p = Painter(surface, self.app.theme)
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        y0 = self.app.theme.frame_top  # a tall window: the page sits in its middle
        h -= 2 * y0
        title(p, tr("How to play"), dy=y0)
        page = self.pages[self.page]
        inner = min(w - p.px(8), p.px(176))
        left = (w - inner) // 2
        top, bottom = y0 + p.px(13), y0 + h - p.px(14)
        text_w = inner * 46 // 100 if page.pictures else inner
        heading = p.text(tr(page.heading), 4.2, th.INK, bold=True, topleft=(left, top))
        points = tuple(tr(point) for point in page.points)
        self._points(p, points, pygame.Rect(left, heading.bottom + p.px(2.4), text_w,
                                            bottom - heading.bottom))
        if page.pictures:
            area = pygame.Rect(left + text_w + p.px(4), top, inner - text_w - p.px(4),
                               bottom - top)
            p.panel(area, th.PANEL, radius=p.px(2))
            self._pictures(p, page.pictures, area.inflate(-p.px(4), -p.px(3)))
        self._nav(p, w, y0 + h)
        hints(p, "← → turn the page    Enter next    Esc back",  # said by hints()
              bottom=y0 + h - p.px(2.2))
        self.drawn = p.drawn

    def _points(self, p: Painter, points: tuple[str, ...], area: pygame.Rect) -> None:
        units = 3.0
        indent = p.px(3.2)
        # shrink a little if a long page would not fit (it does at 16:10 and wider)
        while units > 2.3:
            need = sum(p.lines_height(text, units, area.w - indent) + p.px(units * 0.7)
                       for text in points)
            if need <= area.h:
                break
            units = round(units - 0.1, 1)
        y = area.y
        for text in points:
            p.text("•", units, th.INK, bold=True, topleft=(area.x, y))
            block = p.paragraph(text, units, area.w - indent, (area.x + indent, y))
            y = block.bottom + p.px(units * 0.7)

    def _pictures(self, p: Painter, pictures: tuple[object, ...], area: pygame.Rect) -> None:
        """Stack the pictures in `area`, at a card height that lets them all fit."""
        gap = p.px(3.4)
        card_h = p.px(17)
        while True:
            heights = [self._picture(p, pic, area, card_h, dry=True) for pic in pictures]
            total = sum(heights) + gap * (len(pictures) - 1)
            if total <= area.h or card_h <= p.px(7):
                break
            card_h -= max(1, p.px(0.5))
        y = area.y + max(0, (area.h - total) // 2)
        for pic, height in zip(pictures, heights):
            self._picture(p, pic, pygame.Rect(area.x, y, area.w, height), card_h)
            y += height + gap

    def _picture(self, p: Painter, pic: object, area: pygame.Rect, card_h: int,
                 dry: bool = False) -> int:
        """Draw one picture at the top of `area` (or only measure it); returns its height."""
        if isinstance(pic, CardRow):
            return self._card_row(p, pic, area, card_h, dry)
        if isinstance(pic, TrickPicture):
            return self._trick(p, pic, area, card_h, dry)
        if isinstance(pic, PlayPicture):
            return self._play(p, pic, area, card_h, dry)
        if isinstance(pic, ScoreTable):
            return self._scores(p, pic, area, dry)
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
                y += p.px(units * line_spacing(text))
            return y
        return y + p.lines_height(text, units, area.w)

    def _fan(self, p: Painter, cards: list[Card], x: int, y: int, card_h: int, step: int,
             dim: set[Card] = frozenset(), raise_: set[Card] = frozenset()
             ) -> list[pygame.Rect]:
        art = self.app.cards
        rects = []
        for k, card in enumerate(cards):
            img = art.dimmed(card.code, card_h) if card in dim else art.face(card, card_h)
            lift = p.px(1.6) if card in raise_ else 0
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
        label_h = p.px(4)
        below = area.y + label_h + card_h + (p.px(3.4) if row.left_note else p.px(1))
        height = (self._caption(p, row.caption, area, below, dry=True) if row.caption
                  else below) - area.y
        if dry:
            return height
        p.text(tr(row.label), 2.8, th.INK, bold=True, midtop=(area.centerx, area.y))
        x = area.centerx - width // 2
        rects = self._fan(p, cards, x, area.y + label_h, card_h, step)
        if row.left_note:
            y = rects[0].bottom + p.px(0.4)
            p.text(f"← {tr(row.left_note)}", 2.4, th.INK_DIM, topleft=(rects[0].x, y))
            p.text(f"{tr(row.right_note)} →", 2.4, th.INK_DIM, topright=(rects[-1].right, y))
        if row.caption:
            self._caption(p, row.caption, area, below, dry=False)
        return height

    def _trick(self, p: Painter, pic: TrickPicture, area: pygame.Rect, card_h: int,
               dry: bool) -> int:
        cards = pic.cards
        card_w = self.app.cards.face(cards[0], card_h).get_width()
        step = card_w + p.px(1.6)
        mark_h = p.px(4.4)
        y = area.y + card_h + mark_h
        height = self._caption(p, pic.caption, area, y, dry=True) - area.y
        if dry:
            return height
        width = card_w + step * (len(cards) - 1)
        rects = self._fan(p, cards, area.centerx - width // 2, area.y, card_h, step)
        win_at = trick_winner(cards)
        win = rects[win_at]
        self._ring(p, win)
        p.text(tr("wins"), 2.4, th.INK, bold=True, midtop=(win.centerx, win.bottom + p.px(0.5)))
        if win_at != 0 and len(cards) > 1:  # which card was led: the rest follow it
            p.text(tr("led"), 2.4, th.INK_DIM,
                   midtop=(rects[0].centerx, rects[0].bottom + p.px(0.5)))
        self._caption(p, pic.caption, area, y, dry=False)
        return height

    def _play(self, p: Painter, pic: PlayPicture, area: pygame.Rect, card_h: int,
              dry: bool) -> int:
        trick, hand, legal = pic.trick_cards, pic.hand_cards, set(pic.legal)
        card_w = self.app.cards.face(hand[0], card_h).get_width()
        label_h = p.px(3.6)
        mark_h = p.px(4.4)
        lift = p.px(1.6)
        y = area.y + label_h + lift + card_h + mark_h
        height = self._caption(p, pic.caption, area, y, dry=True) - area.y
        if dry:
            return height
        trick_step = round(card_w * 0.55)
        hand_step = card_w + p.px(1.0)
        trick_w = card_w + trick_step * (len(trick) - 1)
        hand_w = card_w + hand_step * (len(hand) - 1)
        gap = p.px(6)
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
                       midtop=(rect.centerx, cards_y + card_h + p.px(0.5)))
            else:
                p.text("✗", 2.3, th.INK_DIM,
                       midtop=(rect.centerx, cards_y + card_h + p.px(0.5)))
        self._caption(p, pic.caption, area, y, dry=False)
        return height

    def _scores(self, p: Painter, table: ScoreTable, area: pygame.Rect, dry: bool) -> int:
        row_h = p.px(5.4)
        lines = table.lines()
        height = row_h * (len(lines) + 1) + p.px(7)
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
        p.fit_text(tr("Big call on: a made call of 8 scores 13.0."), 2.4, area.w, th.INK_DIM,
                   midtop=(area.centerx, area.y + row_h * (len(lines) + 1) + p.px(2.4)))
        return height

    def _tricks(self, p: Painter, pic: TricksPicture, area: pygame.Rect, card_h: int,
                dry: bool) -> int:
        """Called 4, won 6: four piles for the call, two extra piles at 0.1 each."""
        pile_h = max(p.px(6), card_h * 6 // 10)
        label_h = p.px(4)
        notes_y = area.y + label_h + pile_h + p.px(1.4)
        height = notes_y + p.px(3.2) - area.y
        if dry:
            return height
        back = self.app.cards.back(pile_h)
        step = back.get_width() + p.px(1.0)
        gap = p.px(4)
        extra = max(0, pic.won - pic.call)
        made = min(pic.won, pic.call)
        width = step * pic.won - p.px(1.0) + (gap if extra else 0)
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
        row_h = p.px(6.4)
        height = row_h * len(table.rows)
        if dry:
            return height
        cap_w = max(p.rendered(key, 2.6, bold=True).get_width() for key, _ in table.rows)
        cap_w += p.px(3)
        y = area.y
        for key, meaning in table.rows:
            cap = pygame.Rect(area.x + p.px(1), y + p.px(0.8), cap_w, row_h - p.px(1.6))
            p.panel(cap, th.LIGHT_PANEL, radius=p.px(1))
            pygame.draw.line(p.surface, th.PANEL_EDGE, (cap.x + p.px(0.8), cap.bottom - 2),
                             (cap.right - p.px(0.8), cap.bottom - 2), 2)
            p.text(key, 2.6, th.INK_DARK, bold=True, center=cap.center)
            p.fit_text(tr(meaning), 2.8, area.right - cap.right - p.px(3), th.INK,
                       midleft=(cap.right + p.px(2.4), cap.centery))
            y += row_h
        return height

    def _your_table(self, p: Painter, area: pygame.Rect, dry: bool) -> int:
        rules = self.app.settings.rules
        lines = [
            (tr("Game length"), tr("{n} rounds", n=rules.rounds)),
            (tr("Call range"), tr("1 to {n}", n=rules.max_call)),
            (tr("Big call"), tr("on") if rules.big_call else tr("off")),
            (tr("Must beat"), tr("on") if rules.must_beat else tr("off")),
            (tr("Redeal"), tr("on") if rules.redeal else tr("off")),
            (tr("Direction"), tr("clockwise") if rules.clockwise else tr("anticlockwise")),
        ]
        row_h = p.px(4.8)
        height = p.px(6) + row_h * len(lines)
        if dry:
            return height
        p.text(tr("Your table now"), 3.0, th.INK, bold=True, midtop=(area.centerx, area.y))
        y = area.y + p.px(6)
        for label, value in lines:
            p.text(label, 2.8, th.INK_DIM, midleft=(area.x + p.px(2), y + row_h // 2))
            p.text(value, 2.8, th.INK, bold=True, midright=(area.right - p.px(2),
                                                            y + row_h // 2))
            y += row_h
        return height

    def _ring(self, p: Painter, rect: pygame.Rect) -> None:
        pygame.draw.rect(p.surface, th.INK, rect.inflate(p.px(1.0), p.px(1.0)),
                         max(2, p.px(0.4)), border_radius=p.px(1))

    def _nav(self, p: Painter, w: int, h: int) -> None:
        last = len(self.pages) - 1
        y = h - p.px(8.6)
        self.prev_rect = pygame.Rect(0, 0, p.px(24), p.px(5.4))
        self.prev_rect.midleft = (w // 2 - p.px(40), y)
        self.next_rect = pygame.Rect(0, 0, p.px(24), p.px(5.4))
        self.next_rect.midright = (w // 2 + p.px(40), y)
        pill(p, self.prev_rect, "‹ Previous", self.hover == "prev", enabled=self.page > 0)
        pill(p, self.next_rect, "Done" if self.page == last else "Next ›",
             self.hover == "next" or self.hover is None)
        # page dots, the current one filled and bigger; "3 of 9" says it in words too
        n = len(self.pages)
        spacing = p.px(3.2)
        x0 = w // 2 - spacing * (n - 1) // 2
        self.dot_rects = []
        for i in range(n):
            centre = (x0 + i * spacing, y - p.px(1.2))
            radius = p.px(1.0) if i == self.page else p.px(0.6)
            pygame.draw.circle(p.surface, th.INK if i == self.page else th.INK_DIM, centre,
                               radius)
            hit = pygame.Rect(0, 0, spacing, p.px(3.6))
            hit.center = centre
            self.dot_rects.append(hit)
        p.text(tr("{page} of {pages}", page=self.page + 1, pages=n), 2.3, th.INK_DIM,
               midtop=(w // 2, y + p.px(0.6)))
