"""House rules: every option of docs/rules.md as one frozen record (`HouseRules`, its
defaults the usual table), and each rule declared once beside it (`HOUSE_RULES`): its
field, its choices, the deal code's bits for it, Settings' label and words, its part of a
table's rules line and How to play's sentence. Settings, the deal code, How to play, the
friends' lobby and host, the tables found nearby and the saved settings all read it, so a
rule is added here, where it bites, in docs/rules.md and in the words' catalogues.

The words are English data (the catalogues' keys), never said here: the screens and
`callbreak.words` say them in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from .cards import ACE_MASK, FACE_MASK, SPADES_MASK
from .reasons import RedealKind

BIG_CALL_AT = 8  # a made call of 8 or more scores 13.0 flat with the big-call rule
BIG_CALL_TENTHS = 130


class Redeal(Enum):
    """The redeal rule, as the tables play it. A hand that breaks it is thrown in and the same
    dealer deals again. The value is what settings and saved games store.

    OFF: never. JQK: a hand with no spade, or no jack, queen or king. JQKA: a hand with no
    spade, or no picture card or ace. Truthy when on, so `if rules.redeal:` reads well.
    """

    OFF = "off"
    JQK = "jqk"
    JQKA = "jqka"

    def __bool__(self) -> bool:
        return self is not Redeal.OFF

    @property
    def honours(self) -> int:
        """The cards of which a hand must hold at least one (0 when the rule is off)."""
        return {Redeal.OFF: 0, Redeal.JQK: FACE_MASK, Redeal.JQKA: FACE_MASK | ACE_MASK}[self]

    def reason(self, hand: int) -> RedealKind | None:
        """Why this rule throws in a hand (a card mask), or None when it keeps it."""
        if self is Redeal.OFF:
            return None
        if not hand & SPADES_MASK:
            return RedealKind.NO_SPADE
        if not hand & self.honours:
            return RedealKind.NO_FACE_CARD if self is Redeal.JQK else \
                RedealKind.NO_FACE_CARD_OR_ACE
        return None

    def throws_in(self, hand: int) -> bool:
        """True when this rule would throw in a deal that gave someone `hand` (a mask)."""
        return self.reason(hand) is not None

    @classmethod
    def parse(cls, value: object) -> Redeal:
        """A Redeal from itself, its stored value ("off", "jqk", "jqka") or a bool (the old
        on/off setting: true is JQK, today's form); ValueError for anything else."""
        if isinstance(value, Redeal):
            return value
        if isinstance(value, bool):
            return Redeal.JQK if value else Redeal.OFF
        if isinstance(value, str):
            try:
                return cls(value)
            except ValueError:
                pass
        raise ValueError(f"redeal must be one of {[r.value for r in cls]} or true/false, "
                         f"not {value!r}")


@dataclass(frozen=True)
class HouseRules:
    rounds: int = 5
    max_call: int = 8
    big_call: bool = False
    must_beat: bool = True
    redeal: Redeal = Redeal.OFF  # True/False are taken too: True is Redeal.JQK
    clockwise: bool = False  # anticlockwise is the Nepali default

    target: int = 0  # points; 0: the game lasts all its rounds

    def __post_init__(self) -> None:
        object.__setattr__(self, "redeal", Redeal.parse(self.redeal))
        for name, kind, values in _ALLOWED:  # each value one of its declared choices, exactly
            value = getattr(self, name)
            if type(value) is not kind or value not in values:
                if kind is bool:
                    raise ValueError(f"{name} must be true or false")
                raise ValueError(f"{name} must be one of {values}, not {value!r}")

    min_call = 1

    def next_seat(self, seat: int) -> int:
        """Who acts after `seat`. Seats sit 0 bottom, 1 right, 2 top, 3 left, so
        anticlockwise (seen from above) is +1 and clockwise is -1."""
        return (seat - 1) % 4 if self.clockwise else (seat + 1) % 4

    def order_from(self, seat: int) -> tuple[int, int, int, int]:
        """The four seats in order of play, starting with `seat`."""
        second = self.next_seat(seat)
        third = self.next_seat(second)
        return seat, second, third, self.next_seat(third)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON: {"rounds": 5, ..., "redeal": "off", ...}."""
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["redeal"] = self.redeal.value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HouseRules:
        """Strict: unknown keys are ignored, a bad value raises ValueError. An old file's
        `"redeal": true` reads as Redeal.JQK (today's form), false as Redeal.OFF."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass(frozen=True)
class Choice:
    """One choice of a house rule and the words that say it (English; "{n}" is the value)."""

    value: Any
    word: str = ""  # Settings and How to play's table say the choice so ("" for a switch)
    note: str = ""  # Settings: a sentence under the row while it is chosen
    line: str = ""  # a table's rules line (the lobby, tables nearby); "" leaves it unsaid
    table: str = ""  # How to play's first page says this at a table that plays it


@dataclass(frozen=True)
class HouseRule:
    """One house rule, declared once: the `HouseRules` field it sets, its choices in the
    order Settings shows them (a new choice goes at the end: the deal code numbers them
    so), the bits the deal code holds for it (fixed once codes are out), Settings' label
    and help, the shorter label of How to play's table, and How to play's sentence (its
    holes may name any rule's values, `{rounds_values}` "3 / 5 / 10", or choices as said,
    `{max_call_choices}` "1 to 8 / 1 to 13": How to play fills them from here)."""

    field: str
    label: str
    short: str
    help: str
    howto: str
    choices: tuple[Choice, ...]
    bits: int
    switch: bool = False  # on or off: a switch in Settings, choices False and True

    @property
    def values(self) -> tuple[Any, ...]:
        return tuple(c.value for c in self.choices)

    @property
    def usual(self) -> Any:
        """The usual table's choice (the `HouseRules` field's default)."""
        return _USUAL[self.field]

    @property
    def code_choices(self) -> tuple[Any, ...]:
        """The deal code's digits: the usual choice is 0, the others follow in order."""
        return (self.usual, *(v for v in self.values if v != self.usual))

    def choice(self, rules: HouseRules) -> Choice:
        """The choice `rules` makes of this rule."""
        value = getattr(rules, self.field)
        return next(c for c in self.choices if c.value == value)


def _switch(field: str, label: str, short: str, help: str, howto: str, *, off: str = "",
            on: str = "", off_line: str = "", on_line: str = "") -> HouseRule:
    return HouseRule(field, label, short, help, howto,
                     (Choice(False, note=off, line=off_line), Choice(True, note=on, line=on_line)),
                     bits=1, switch=True)


# Every house rule, in the deal code's order: append only (engine/dealcode.py).
HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "rounds", "Game length", "Game length", "How many rounds one game lasts.",
        "Game length: {rounds_values} rounds.",
        (Choice(3, "{n} rounds", "A short game.", "{n} rounds"),
         Choice(5, "{n} rounds", "The usual game.", "{n} rounds"),
         Choice(10, "{n} rounds", "A long game for a long evening.", "{n} rounds")), bits=2),
    HouseRule(
        "max_call", "Call range", "Call range", "The lowest and highest call a player may make.",
        "Call range: {max_call_choices}.",
        (Choice(8, "1 to {n}", "The usual range.", "calls 1 to {n}"),
         Choice(13, "1 to {n}", "A great hand may call every trick.", "calls 1 to {n}")),
        bits=1),
    _switch("must_beat", "Must beat when following", "Must beat",
            "Must beat: when you follow suit you must play higher than the best card so far, "
            "if you can.",
            "Must beat off: a player following suit may play any card of that suit.",
            on="On is the usual rule in Nepal.",
            off="Off: any card of the suit led will do (Call Bridge style). You must still "
                "trump when you have none.",
            on_line="must beat", off_line="no need to beat"),
    _switch("big_call", "Big call", "Big call",
            "Big call: a call of {big_at} or more that is made scores {big_score}, whatever "
            "the extra tricks.",
            "Big call: a made call of {big_at} or more scores {big_score}.", on_line="big call"),
    HouseRule(
        "redeal", "Redeal weak hands", "Redeal",
        "Redeal: a hand too weak to play is thrown in, and the same dealer deals again.",
        "Redeal: a hand with no spade, or with no J, Q or K (in the other form: no J, Q, K or "
        "A), is dealt again.",
        (Choice(Redeal.OFF, "Off", "Every deal is played, as in the usual game."),
         Choice(Redeal.JQK, "No J, Q or K", "A hand with no spade, or with no jack, queen or "
                "king, is dealt again.", "redeal: no J, Q or K",
                "At this table a hand with no spade, or with no J, Q or K, is thrown in and "
                "the same dealer deals again."),
         Choice(Redeal.JQKA, "No J, Q, K or A", "A hand with no spade, or with no picture "
                "card or ace, is dealt again.", "redeal: no J, Q, K or A",
                "At this table a hand with no spade, or with no J, Q, K or A, is thrown in and "
                "the same dealer deals again.")), bits=2),
    HouseRule(
        "clockwise", "Direction of play", "Direction",
        "Which way the deal, the calls and the play go round the table.",
        "Direction: anticlockwise (as in Nepal) or clockwise.",
        (Choice(False, "Anticlockwise", "After you comes the player on your right, as in "
                "Nepal.", "anticlockwise"),
         Choice(True, "Clockwise", "After you comes the player on your left.", "clockwise")),
        bits=1, switch=False),
    HouseRule(
        "target", "Play to a target", "Target",
        "The game ends after the first round in which anyone's total reaches the target, or "
        "after its last round.",
        "Play to a target: the game ends after the first round in which anyone's total "
        "reaches {target_values} points, or after its last round.",
        (Choice(0, "Off", "Every round of the game is played, as usual."),
         Choice(20, "{n} points", "Best with 10 rounds: someone usually reaches 20 points "
                "by round 7 or 8.",
                "to {n} points", "At this table the game ends sooner if, after a round, "
                "anyone's total has reached {target} points: the highest total then wins.")),
        bits=1),
)
_USUAL = {f.name: f.default for f in fields(HouseRules)}
RULES_BY_FIELD = {rule.field: rule for rule in HOUSE_RULES}
_ALLOWED = tuple((rule.field, type(rule.usual), rule.values) for rule in HOUSE_RULES)
ROUND_CHOICES: tuple[int, ...] = RULES_BY_FIELD["rounds"].values
MAX_CALL_CHOICES: tuple[int, ...] = RULES_BY_FIELD["max_call"].values
