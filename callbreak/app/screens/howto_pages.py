"""How to play's pages: what each page says and the worked examples it shows, as data.
The examples ask the engine which cards may be played, who wins and what scores, so a
picture can never disagree with the game.

The pages describe one table's rules (`pages_for(rules)`): a sentence, a picture or a page
that holds only under some house rules says so with its `when`, so the must-win tip is not
offered where must-beat is off, and the redeal form and the call keys are those in force."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from callbreak.engine import Card, HouseRules, format_tenths, legal_plays, score_round, trick_winner
from callbreak.engine.rules import BIG_CALL_AT, BIG_CALL_TENTHS, HOUSE_RULES, HouseRule
from callbreak.words import N_, tr

from .ui import signed

USUAL = HouseRules()  # the examples show the usual table, unless a page says otherwise
Rule = Callable[[HouseRules], bool]


def always(rules: HouseRules) -> bool:
    return True


def must_beat(rules: HouseRules) -> bool:
    return rules.must_beat


def may_duck(rules: HouseRules) -> bool:
    return not rules.must_beat


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
    when: Rule = always

    @property
    def cards(self) -> list[Card]:
        return Card.parse_many(self.codes)

    @property
    def winner(self) -> Card:
        cards = self.cards
        return cards[trick_winner(cards)]


@dataclasses.dataclass(frozen=True)
class PlayPicture:
    """The trick so far and your hand; the engine says which of your cards may be played at
    the table shown (a picture whose caption holds only under some rules says so in `when`)."""

    trick: str
    hand: str
    caption: str
    when: Rule = always

    @property
    def trick_cards(self) -> list[Card]:
        return Card.parse_many(self.trick)

    @property
    def hand_cards(self) -> list[Card]:
        return Card.parse_many(self.hand)

    def legal(self, rules: HouseRules = USUAL) -> list[Card]:
        return legal_plays(self.hand_cards, self.trick_cards, rules)


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
    """Keys drawn as key caps, each with what it does; the call keys (`after` rows in) are
    those of the table's call range."""

    rows: tuple[tuple[str, str], ...]
    after: int = 2

    def rows_for(self, rules: HouseRules) -> list[tuple[str, str]]:
        if rules.max_call > 9:  # two digits, typed quickly: 1 then 2 is 12
            calls = (f"{rules.min_call} … {rules.max_call}",
                     N_("a call; 10 and up as two digits, quickly"))
        else:
            calls = (f"{rules.min_call} … {rules.max_call}", N_("a call, when calling"))
        return [*self.rows[:self.after], calls, *self.rows[self.after:]]


@dataclasses.dataclass(frozen=True)
class YourTable:
    """The house rules the player has chosen now (read from the settings when drawn)."""


def rule_fields(rules: HouseRules) -> dict[str, object]:
    """The numbers the pages quote, from the house rules in force and each rule's declared
    choices (never typed twice): `{rounds}`, `{max_call}`..., and for each rule its values
    but the usual "none" (`{rounds_values}` "3 / 5 / 10") and its choices as Settings says
    them (`{max_call_choices}` "1 to 8 / 1 to 13")."""
    out: dict[str, object] = {
        "rounds": rules.rounds, "min_call": rules.min_call, "max_call": rules.max_call,
        "big_at": BIG_CALL_AT, "big_score": format_tenths(BIG_CALL_TENTHS),
        "all_tricks": 13,
    }
    for rule in HOUSE_RULES:
        out.setdefault(rule.field, getattr(rules, rule.field))
        out[f"{rule.field}_values"] = " / ".join(str(c.value) for c in rule.choices if c.value)
        out[f"{rule.field}_choices"] = " / ".join(tr(c.word, n=c.value) for c in rule.choices
                                                  if c.word)
    return out


def table_points() -> tuple[Point, ...]:
    """What the first page says of each house rule's choice at a table that plays it."""
    def plays(field: str, value: object) -> Rule:
        return lambda rules: getattr(rules, field) == value
    return tuple(Point(c.table, plays(rule.field, c.value))
                 for rule in HOUSE_RULES for c in rule.choices if c.table)


def said_choice(rule: HouseRule, rules: HouseRules) -> str:
    """The choice `rules` make of `rule`, as Settings says it ("5 rounds", "On")."""
    choice = rule.choice(rules)
    if rule.switch:
        return tr("On") if choice.value else tr("Off")
    return tr(choice.word, n=choice.value)


@dataclasses.dataclass(frozen=True)
class Point:
    """A sentence said only when the house rules make it true (`when`)."""

    text: str
    when: Rule = always


@dataclasses.dataclass(frozen=True)
class Page:
    heading: str
    points: tuple[str | Point, ...]
    pictures: tuple[object, ...] = ()
    when: Rule = always  # a page for some tables only (another page stands in its place)

    def pictures_for(self, rules: HouseRules) -> tuple[object, ...]:
        """The page's pictures that hold at a table with these rules."""
        return tuple(pic for pic in self.pictures if getattr(pic, "when", always)(rules))

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
        *table_points(),
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
        Point("A call of 10 or more takes two digits, typed quickly: 1 then 2 calls 12.",
              lambda r: r.max_call > 9),
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
        "The game dims the cards you may not play and tells you why.",
    ), (
        PlayPicture("KH", "AH 2H 9C", "K♥ led: holding A♥ and 2♥, you must play the A♥."),
        PlayPicture("KH", "QH 2H 9C", "Nothing above the K♥: either heart will do."),
    ), when=must_beat),
    Page("Following suit", (
        "You must play the suit led if you have it, but any card of it will do: at this "
        "table you need not beat the best card (Call Bridge style).",
        "So a low card followed by a player does not say they hold nothing higher.",
        "The game dims the cards you may not play and tells you why.",
    ), (
        PlayPicture("KH", "AH 2H 9C", "K♥ led: the A♥ or the 2♥, either heart will do."),
        PlayPicture("KH", "2H 9C 4S", "Your only heart, the 2♥, must follow the K♥."),
    ), when=may_duck),
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
        *(rule.howto for rule in HOUSE_RULES),
        "Choose them in Settings; they apply from your next game.",
    ), (
        YourTable(),
    )),
    Page("Playing well", (
        "Count your sure tricks: aces, kings behind them, and high spades. Call a little "
        "under the count: a missed call costs the whole call.",
        "Cash your side aces early, before a player short in that suit can trump them.",
        "A short suit is worth a trick or two: once it is gone, you can trump its leads.",
        Point("Read the must-win rule: a player who follows with a low card holds nothing "
              "higher in that suit.", must_beat),
        "Keep your high spades for the tricks that matter; do not spend them on tricks "
        "already won.",
        "Watch the others' calls: a player who has made theirs will duck, and one who still "
        "needs tricks will fight for them.",
    ), (
        CardRow("Sure tricks", "AS KS AH AC", overlap=-0.15),
        TrickPicture("JH 4H QH 2H", "The 4♥ followed the J♥: that player has no heart "
                                    "above the J♥.", when=must_beat),
    )),
    Page("Keys and mouse", (
        "Play with the keyboard alone, with the mouse, or with both.",
        "With the mouse, click a card to play it. Click a dimmed card and the game says "
        "which rule stops it.",
        "When every trick left is sure to be yours, press C or click Claim the rest: they are "
        "played out at once.",
        "Your game is saved after every call and every card: Continue on the main menu "
        "picks it up again.",
    ), (
        KeyTable((
            ("← →", "choose a card"),
            ("Enter", "play it (Space too)"),
            ("C", "claim the rest, when all are yours"),
            ("H", "a hint"),
            ("L", "the last trick"),
            ("S", "the scorecard"),
            ("Esc  P", "pause"),
            ("F11", "full screen"),
            ("M", "sound on or off"),
        )),
    )),
)


def pages_for(rules: HouseRules) -> tuple[Page, ...]:
    """The pages that describe a table with these rules, in order."""
    return tuple(page for page in PAGES if page.when(rules))
