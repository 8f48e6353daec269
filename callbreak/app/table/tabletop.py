"""The tabletop every scene of the table shares: the game, the cards as sprites and where
they sit.

`Table` holds what the player sees of the game (the *shown* state, which lags the engine
while animations play), the sprites and the layout. It decides nothing and draws nothing:
the event player moves its sprites, the turn driver says whose turn it is, the painters
draw it and the scenes read input over it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from callbreak.engine import GAME_OVER, ROUND_OVER, Card, Dealt, Redealt

from ..look.tween import Tweener
from .game import TableGame
from .layout import SEATS, TableLayout, display_order

Words = Callable[[], str]
"""A line to show, said when it is drawn: in the language of that moment, so a language
switched mid-game changes the news already on the table too."""


class CardSprite:
    """One card on the move or at rest: centre x, y, tilt, height in pixels."""

    __slots__ = ("card", "x", "y", "angle", "height", "face_up", "lift", "shake", "turn")

    def __init__(self, card: Card | None, x: float, y: float, angle: float, height: float,
                 face_up: bool = True) -> None:
        self.card, self.x, self.y, self.angle = card, x, y, angle
        self.height, self.face_up = height, face_up
        self.lift = 0.0  # pixels raised (hover, focus, legal)
        self.shake = 0.0  # pixels of a side-to-side "no" shake, decaying
        # turning over: 0 shows the back at full width, 0.5 edge-on, 1 the face (at rest)
        self.turn = 1.0

    def corners(self) -> list[tuple[float, float]]:
        """The four corners of the (tilted) card, for outlines and hit tests."""
        hw, hh = self.height * 14 / 19 / 2 - 1, self.height / 2 - 1
        a = math.radians(-self.angle)
        ca, sa = math.cos(a), math.sin(a)
        cx, cy = self.x, self.y - self.lift
        return [(cx + dx * ca - dy * sa, cy + dx * sa + dy * ca)
                for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether the point is on the card, tilt included."""
        hw, hh = self.height * 14 / 38, self.height / 2
        a = math.radians(self.angle)  # undo the card's tilt (pygame turns anticlockwise)
        dx, dy = pos[0] - self.x, pos[1] - (self.y - self.lift)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= hw and abs(ly) <= hh


class Pulse:
    """A 0..1 value for a small pop (a call appearing, a trick landing on a plate)."""

    def __init__(self) -> None:
        self.v = 0.0


class Table:
    """The game and what is shown of it. `tweens` hold the moves the game waits for;
    `fx` the small pops and flips that never hold it up."""

    def __init__(self, game: TableGame, size: tuple[int, int], level: str,
                 daily: str | None = None, scale: float = 1.0) -> None:
        self.game, self.level, self.daily = game, level, daily
        self.heading = ""  # the round line's sentence (English, said through tr) instead of
        # "Round 1 of 5": the lesson's round is not a game's
        self.scale = scale  # the player's "Larger cards and text"
        self.layout = TableLayout(size, scale)
        self.tweens = Tweener()
        self.fx = Tweener()
        self.clock = 0.0
        self.hand: list[CardSprite] = []  # your cards, in display order
        self.counts = [0, 0, 0, 0]  # cards shown in each computer player's fan
        self.calls: list[int | None] = [None] * 4
        self.tricks = [0, 0, 0, 0]
        self.totals = [0, 0, 0, 0]
        self.dealer = game.dealer
        self.round_no = game.round_no
        self.trick: list[tuple[int, CardSprite]] = []
        self.flying: list[CardSprite] = []  # dealt cards on their way
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_winner: int | None = None
        self.winning: CardSprite | None = None  # the card that took the trick, outlined
        self.gathering = False  # the won trick is sliding home, behind its winner's plate
        self.pulses = [Pulse() for _ in SEATS]
        self.call_pops = [Pulse() for _ in SEATS]
        self.dealing = False  # a deal is being shown (until every card is in and sorted)
        self._news: Words | None = None  # the latest thing that happened, above your hand
        self.news_time = 0.0
        self.news_held = False  # the news stays until the next call (a redeal notice)
        self.cursor = self._catch_up()  # the next event of game.events to show

    # -- the shown state from the engine (a new or a resumed game) -----------------------
    def _catch_up(self) -> int:
        """Start from the engine's state: a fresh deal is animated from its first event; a
        resumed game is shown as it stands. Returns the first event still to show."""
        game = self.game
        events = game.events
        rnd = game.round
        self.totals = list(game.view(0).totals)
        fresh = not rnd.plays and not rnd.call_order and game.phase not in (ROUND_OVER, GAME_OVER)
        if fresh:
            first = max((i for i, e in enumerate(events) if isinstance(e, (Dealt, Redealt))),
                        default=0)
            while first > 0 and isinstance(events[first - 1], Redealt):
                first -= 1
            return first
        view = game.view(0)
        self.dealer, self.round_no = view.dealer, view.round_no
        self.calls = list(view.calls)
        self.tricks = list(view.tricks_won)
        self.counts = view.cards_left
        lay = self.layout
        self.hand = [CardSprite(c, *lay.fan_centre[0], 0, lay.card_h)
                     for c in sorted(view.hand, key=display_order)]
        self.refan(instant=True)
        for seat, card in view.trick:
            x, y = lay.trick_slots[seat]
            self.trick.append((seat, CardSprite(card, x, y, lay.trick_angle(seat, card.index),
                                                lay.trick_h)))
        if view.completed:
            _, self.last_trick, self.last_winner = view.completed[-1]
        if game.phase in (ROUND_OVER, GAME_OVER):
            self.totals = list(game.totals)
        return len(events)

    # -- questions ----------------------------------------------------------------------
    @property
    def shown_all(self) -> bool:
        """Every event is shown and nothing the game waits for is moving."""
        return not self.tweens.busy and self.cursor >= len(self.game.events)

    @property
    def moving(self) -> bool:
        """Something on the table moves this frame (so the frame must be drawn)."""
        return self.tweens.busy or self.fx.busy or bool(self.flying) \
            or any(s.shake > 0 for s in self.hand)

    def sprite_in_hand(self, card: Card) -> CardSprite | None:
        for spr in self.hand:
            if spr.card == card:
                return spr
        return None

    def card_at(self, pos: tuple[int, int]) -> Card | None:
        """The card of your hand under the pointer (the top-most one)."""
        for spr in reversed(self.hand):
            if spr.covers(pos):
                return spr.card
        return None

    # -- changes ------------------------------------------------------------------------
    @property
    def news(self) -> str:
        """The news in the current language, or "" when there is none or it has faded."""
        return self._news() if self._news is not None and self.news_time > 0 else ""

    def say(self, words: Words, seconds: float = 3.5, held: bool = False) -> None:
        """News above your hand for a few seconds (`held`: until `release_news`)."""
        self._news, self.news_time, self.news_held = words, seconds, held

    def release_news(self) -> None:
        """Held news goes: the deal it explained is done, a call was made, or you pressed
        a key (you have read it)."""
        if self.news_held:
            self.news_held, self.news_time = False, 0.0

    def quiet(self) -> None:
        """Your move: the news above your hand goes at once."""
        self.news_time, self.news_held = 0.0, False

    def refan(self, instant: bool = False, duration: float = 0.0) -> None:
        """Move your cards to their places in the fan."""
        slots = self.layout.hand_slots(len(self.hand))
        for spr, (x, y, a) in zip(self.hand, slots):
            self.tweens.cancel_for(spr)
            if instant or duration <= 0:
                spr.x, spr.y, spr.angle, spr.height = x, y, a, self.layout.card_h
            else:
                self.tweens.tween(spr, duration, "out_cubic", x=x, y=y, angle=a,
                                  height=self.layout.card_h)

    def resize(self, size: tuple[int, int], scale: float | None = None) -> None:
        self.scale = self.scale if scale is None else scale
        self.layout = lay = TableLayout(size, self.scale)
        self.tweens.finish_all()
        self.fx.finish_all()
        self.refan(instant=True)
        for seat, spr in self.trick:
            spr.x, spr.y = lay.trick_slots[seat]
            spr.height = lay.trick_h

    def tick(self, dt: float) -> None:
        """Time passes: tweens run, news fades, a shaken card settles."""
        self.clock += dt
        if not self.news_held:
            self.news_time = max(0.0, self.news_time - dt)
        self.tweens.update(dt)
        self.fx.update(dt)
        for spr in self.hand:
            if spr.shake > 0:
                spr.shake = max(0.0, spr.shake - dt * 2.2)
