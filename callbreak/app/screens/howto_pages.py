"""How to play's pages: what each page says and the worked examples it shows, as data.
The examples ask the engine which cards may be played, who wins and what scores, so a
picture can never disagree with the game."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from callbreak.engine import Card, HouseRules, format_tenths, legal_plays, score_round, trick_winner
from callbreak.engine.rules import BIG_CALL_AT, BIG_CALL_TENTHS, MAX_CALL_CHOICES, ROUND_CHOICES

from .ui import signed

USUAL = HouseRules()  # the examples show the usual table


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


def rule_fields(rules: HouseRules) -> dict[str, object]:
    """The numbers the pages quote, from the house rules in force (never typed twice)."""
    rounds = ROUND_CHOICES
    calls = MAX_CALL_CHOICES
    return {
        "rounds": rules.rounds, "min_call": rules.min_call, "max_call": rules.max_call,
        "big_at": BIG_CALL_AT, "big_score": format_tenths(BIG_CALL_TENTHS),
        "round_choices": ", ".join(str(r) for r in rounds[:-1]) + f" / {rounds[-1]}",
        "call_choices": " / ".join(f"{rules.min_call}–{c}" for c in calls),
        "all_tricks": 13,
    }


def always(rules: HouseRules) -> bool:
    return True


@dataclasses.dataclass(frozen=True)
class Point:
    """A sentence said only when the house rules make it true (`when`)."""

    text: str
    when: Callable[[HouseRules], bool] = always


@dataclasses.dataclass(frozen=True)
class Page:
    heading: str
    points: tuple[str | Point, ...]
    pictures: tuple[object, ...] = ()

    def texts(self, rules: HouseRules) -> tuple[str, ...]:
        """The page's sentences (English, with holes) at a table with these rules."""
        out = []
        for point in self.points:
            if isinstance(point, Point):
                if point.when(rules):
                    out.append(point.text)
            else:
                out.append(point)
        return tuple(out)

    def all_texts(self) -> tuple[str, ...]:
        """Every sentence the page may say, whatever the rules (for the catalogues)."""
        return tuple(p.text if isinstance(p, Point) else p for p in self.points)


PAGES: tuple[Page, ...] = (
    Page("The game", (
        "Four players, each for themselves: you and three computer players.",
        "All 52 cards are dealt, 13 to each player. In every suit the ace is highest and "
        "the two lowest.",
        "Spades are always trumps: any spade beats any card of another suit.",
        "A game has {rounds} rounds. The highest total after the last round wins.",
    ), (
        CardRow("Highest to lowest, in every suit", "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
                "high", "low", overlap=0.62),
        TrickPicture("AH 2S", "Even the 2♠ beats the A♥: spades are trumps."),
    )),
    Page("Calling", (
        "After the deal each player calls how many tricks they mean to win, from {min_call} "
        "to {max_call}.",
        "There is no pass and no zero, and the calls need not add up to {all_tricks}.",
        Point("Big call is on: a made call of {big_at} or more scores {big_score}, whatever "
              "the extra tricks.", lambda r: r.big_call),
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
        Point("The leader plays any card; then each player plays one card in turn "
              "(anticlockwise: the player on the leader's right goes next).",
              lambda r: not r.clockwise),
        Point("The leader plays any card; then each player plays one card in turn "
              "(clockwise at this table: the player on the leader's left goes next).",
              lambda r: r.clockwise),
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
        Point("At your table this rule is off (Settings): when you follow suit, any card of "
              "that suit will do.", lambda r: not r.must_beat),
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
        "Game length: {round_choices} rounds.",
        "Call range: {call_choices}.",
        "Big call: a made call of {big_at} or more scores {big_score}.",
        "Must beat off: a player following suit may play any card of that suit.",
        "Redeal: a hand with no spade, or no J, Q or K, is dealt again.",
        "Direction: anticlockwise (as in Nepal) or clockwise.",
        "Choose them in Settings; they apply from your next game.",
    ), (
        YourTable(),
    )),
    Page("Playing well", (
        "Count your sure tricks: aces, kings behind them, and high spades. Call a little "
        "under the count: a missed call costs the whole call.",
        "Cash your side aces early, before a player short in that suit can trump them.",
        "A short suit is worth a trick or two: once it is gone, you can trump its leads.",
        "Read the must-win rule: a player who follows with a low card holds nothing higher "
        "in that suit.",
        "Keep your high spades for the tricks that matter; do not spend them on tricks "
        "already won.",
        "Watch the others' calls: a player who has made theirs will duck, and one who still "
        "needs tricks will fight for them.",
    ), (
        CardRow("Sure tricks", "AS KS AH AC", overlap=-0.15),
        TrickPicture("JH 4H QH 2H", "The 4♥ followed the J♥: that player has no heart "
                                    "above the J♥."),
    )),
    Page("Keys and mouse", (
        "Play with the keyboard alone, with the mouse, or with both.",
        "With the mouse, click a card to play it. Click a dimmed card and the game says "
        "which rule stops it.",
        "Your game is saved after every call and every card: Continue on the main menu "
        "picks it up again.",
    ), (
        KeyTable((
            ("← →", "choose a card"),
            ("Enter", "play it (Space too)"),
            ("1 … 9", "a call, when calling"),
            ("H", "a hint"),
            ("L", "the last trick"),
            ("S", "the scorecard"),
            ("Esc", "pause"),
            ("F11", "full screen"),
            ("M", "sound on or off"),
        )),
    )),
)
