"""What the coach says, as records the coach builds (`callbreak.ai.coach`), and said.

A round's analysis (`RoundAnalysis`) is a list of `Decision`s, one for each call and card
of one seat: what was chosen, what Expert would have chosen, the cost in tenths of a point,
a `Verdict` and one `CoachReason`. The records are plain JSON both ways (`to_dict`,
`from_dict`): the worker computes them, the store caches them, the review shows them, and
nothing on the way needs the computer players. A reason is a kind and the cards, calls and
percentages it names; its sentence is said from those in the current language, never by
reading the English back (`str()` gives the English, for tools and tests).

`decision_parts` and `summary` are the words the review and `python -m
callbreak.tools.coach_cli` both show, so the two always say the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from callbreak.engine import Card
from callbreak.engine.scoring import format_tenths

from .speak import N_, join_and, ntr, tr

ANALYSIS_FORMAT = 1  # the JSON's shape
# the coach's version, recorded in each analysis: it changes whenever a verdict may (the
# thresholds, the budgets, the reasons: `callbreak.ai.coach`), so a cached analysis made by
# another version is made again
COACH_VERSION = 3  # 2, 3: inaccuracies and mistakes confirmed by Expert's play-outs


class Verdict(Enum):
    FINE = "fine"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"


VERDICT_WORDS = {Verdict.FINE: N_("Fine"), Verdict.INACCURACY: N_("Inaccuracy"),
                 Verdict.MISTAKE: N_("Mistake")}


class CoachKind(Enum):
    SAME = "same"  # Expert would have chosen the same (or a card equal in play)
    ONLY = "only"  # no other legal card
    CLOSE_CARD = "close_card"  # card: Expert's; yours about as good
    CLOSE_CALL = "close_call"  # call: Expert's
    WIN_TRICK = "win_trick"  # card: Expert's, which takes this trick; n: tricks still needed
    KEEP_HIGH = "keep_high"  # card: Expert's; high: your higher card it keeps for later
    WASTE_HIGH = "waste_high"  # card: Expert's; high: your honour that could not win here
    MADE_MORE = "made_more"  # card: Expert's; p, q: how often the call is made with it, yours
    SCORES_MORE = "scores_more"  # card: Expert's; tenths: how much more it scores
    CALL_HIGHER = "call_higher"  # call: Expert's, higher; p: how often it is made
    CALL_LOWER = "call_lower"  # call: Expert's, lower; p: how often it is made, q: yours
    BETTER_CARD = "better_card"  # card: Expert's; the coach's count puts yours above it
    BETTER_CALL = "better_call"  # call: Expert's; the coach's count puts yours above it


# {card} and {high} are cards, {call} a call, {p} and {q} percentages, {points} points
TEMPLATES = {
    CoachKind.SAME: N_("Expert would have chosen the same."),
    CoachKind.ONLY: N_("It was your only legal card."),
    CoachKind.CLOSE_CARD: N_("Expert preferred the {card}, but yours is about as good."),
    CoachKind.CLOSE_CALL: N_("Expert would have called {call}, but yours is about as good."),
    CoachKind.BETTER_CARD: N_("By the coach's count, yours was better than Expert's choice, "
                              "the {card}."),
    CoachKind.BETTER_CALL: N_("By the coach's count, your call was better than Expert's "
                              "choice, {call}."),
    CoachKind.KEEP_HIGH: N_("The {card} would have kept your {high} for a later trick."),
    CoachKind.WASTE_HIGH: N_("Your {high} could not win this trick; the {card} would have "
                             "kept it for later."),
    CoachKind.MADE_MORE: N_("With the {card}, your call is made about {p}% of the time; "
                            "with yours, about {q}%."),
    CoachKind.SCORES_MORE: N_("The {card} scores about {points} more on average."),
    CoachKind.CALL_HIGHER: N_("Your cards were worth a call of {call}: it is made about "
                              "{p}% of the time."),
    CoachKind.CALL_LOWER: N_("A call of {call} was safer: it is made about {p}% of the time, "
                             "yours only {q}%."),
}
# WIN_TRICK is said by a count: its form for one and for more (the language's plural rule
# picks between them, `ntr`)
WIN_TRICK = (N_("The {card} would have won this trick: you needed one more."),
             N_("The {card} would have won this trick: you needed {n} more."))


@dataclass(frozen=True)
class CoachReason:
    """Why a verdict, as a kind and what it names."""

    kind: CoachKind
    card: Card | None = None
    high: Card | None = None
    call: int = 0
    n: int = 0
    p: int = 0
    q: int = 0
    tenths: int = 0

    def fields(self) -> dict[str, object]:
        return {"card": "" if self.card is None else str(self.card),
                "high": "" if self.high is None else str(self.high), "call": self.call,
                "n": self.n, "p": self.p, "q": self.q, "points": format_tenths(self.tenths)}

    def __str__(self) -> str:
        if self.kind is CoachKind.WIN_TRICK:
            return WIN_TRICK[self.n != 1].format(**self.fields())
        return TEMPLATES[self.kind].format(**self.fields())

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value}
        for name in ("card", "high"):
            card = getattr(self, name)
            if card is not None:
                out[name] = card.code
        for name in ("call", "n", "p", "q", "tenths"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CoachReason:
        def card(name: str) -> Card | None:
            return Card.parse(data[name]) if data.get(name) else None

        def count(name: str) -> int:
            return _whole(data.get(name, 0))

        return cls(CoachKind(data["kind"]), card("card"), card("high"), count("call"),
                   count("n"), count("p"), count("q"), count("tenths"))


@dataclass(frozen=True)
class Decision:
    """One call or card of the seat, judged. `trick` is 0-based (None for the call);
    `chosen` and `best` are calls (ints) or cards; `cost` is in tenths of a point, never
    negative (a choice the coach rates above Expert's costs nothing)."""

    kind: str  # "call" or "card"
    trick: int | None
    chosen: int | Card
    best: int | Card
    cost: int
    verdict: Verdict
    reason: CoachReason

    def to_dict(self) -> dict[str, Any]:
        def said(x: int | Card) -> int | str:
            return x.code if isinstance(x, Card) else x

        return {"kind": self.kind, "trick": self.trick, "chosen": said(self.chosen),
                "best": said(self.best), "cost": self.cost, "verdict": self.verdict.value,
                "reason": self.reason.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Decision:
        kind = data["kind"]
        if kind not in ("call", "card"):
            raise ValueError(f"not a decision: {kind!r}")

        def read(x: Any) -> int | Card:
            return Card.parse(x) if kind == "card" else _whole(x)

        trick = None if kind == "call" else _whole(data["trick"])
        return cls(kind, trick, read(data["chosen"]), read(data["best"]), _whole(data["cost"]),
                   Verdict(data["verdict"]), CoachReason.from_dict(data["reason"]))


@dataclass(frozen=True)
class RoundAnalysis:
    """The coach's verdicts on one seat's round (`version`: the coach's, so a cache can
    tell an analysis made by an older coach)."""

    round_no: int
    seat: int
    decisions: tuple[Decision, ...] = field(default=())
    version: int = COACH_VERSION

    @property
    def current(self) -> bool:
        """Made by this version of the coach (else a cache should have it made again)."""
        return self.version == COACH_VERSION

    @property
    def gave_away(self) -> int:
        """Tenths of a point given away over the round: the sum of the costs."""
        return sum(d.cost for d in self.decisions)

    def count(self, verdict: Verdict) -> int:
        return sum(d.verdict is verdict for d in self.decisions)

    def to_dict(self) -> dict[str, Any]:
        return {"format": ANALYSIS_FORMAT, "version": self.version, "round_no": self.round_no,
                "seat": self.seat, "decisions": [d.to_dict() for d in self.decisions]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RoundAnalysis:
        """Read back; ValueError on anything that is not an analysis of this format."""
        try:
            if data["format"] != ANALYSIS_FORMAT:
                raise ValueError(f"analysis format {data['format']!r}")
            return cls(_whole(data["round_no"]), _whole(data["seat"]),
                       tuple(Decision.from_dict(d) for d in data["decisions"]),
                       _whole(data["version"]))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"not a round analysis: {exc!r}") from exc


def _whole(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise ValueError(f"not a whole number: {x!r}")
    return int(x)


# -- said --------------------------------------------------------------------------------

def reason_said(reason: CoachReason) -> str:
    """A reason in the current language."""
    fields = reason.fields()
    if reason.kind is CoachKind.WIN_TRICK:
        return ntr(*WIN_TRICK, reason.n, card=fields["card"])
    return tr(TEMPLATES[reason.kind], **fields)


def verdict_said(verdict: Verdict) -> str:
    return tr(VERDICT_WORDS[verdict])


def choice_said(choice: int | Card) -> str:
    """A call or a card as the coach names it: "4", "K♠"."""
    return str(choice)


def cost_said(tenths: int) -> str:
    """What a choice cost: "-1.2", or "0.0" when nothing."""
    return format_tenths(-tenths) if tenths else format_tenths(0)


def cost_shown(decision: Decision) -> str:
    """The cost beside a verdict: for an inaccuracy or a mistake what it cost ("-1.2");
    for a fine choice nothing, as its few tenths are within the coach's error, and a number
    under "Fine" reads as a fault (its reason says in words how it compares with Expert's
    choice: the same, about as good, or better)."""
    return "" if decision.verdict is Verdict.FINE else cost_said(decision.cost)


def where_said(decision: Decision) -> str:
    """Which decision: "Call", "Trick 3"."""
    if decision.trick is None:
        return tr("Call")
    return tr("Trick {n}", n=decision.trick + 1)


def decision_parts(decision: Decision) -> tuple[str, str, str, str, str, str]:
    """A decision's words, each in its column: where, yours, Expert's, the verdict, the
    cost (`cost_shown`: nothing under Fine) and why."""
    return (where_said(decision), choice_said(decision.chosen),
            tr("Expert: {choice}", choice=choice_said(decision.best)),
            verdict_said(decision.verdict), cost_shown(decision),
            reason_said(decision.reason))


def progress_said(done: int, total: int) -> str:
    """The progress line while the coach works: "The coach is looking at your round: 5 of
    14."."""
    return tr("The coach is looking at your round: {done} of {total}.", done=done,
              total=total)


def summary(analysis: RoundAnalysis) -> str:
    """The round in one sentence: "You gave away about 0.8 points: 2 mistakes."."""
    points = format_tenths(analysis.gave_away)
    mistakes = analysis.count(Verdict.MISTAKE)
    slips = analysis.count(Verdict.INACCURACY)
    if not mistakes and not slips:
        if not analysis.gave_away:
            return tr("You played this round as well as Expert.")
        return tr("You gave away about {points} points, with no mistakes.", points=points)
    counts = []
    if mistakes:
        counts.append(ntr("{n} mistake", "{n} mistakes", mistakes))
    if slips:
        counts.append(ntr("{n} inaccuracy", "{n} inaccuracies", slips))
    return tr("You gave away about {points} points: {counts}.", points=points,
              counts=join_and(counts))


__all__ = ["ANALYSIS_FORMAT", "COACH_VERSION", "Verdict", "VERDICT_WORDS", "CoachKind",
           "TEMPLATES", "WIN_TRICK",
           "CoachReason", "Decision", "RoundAnalysis", "reason_said", "verdict_said",
           "choice_said", "cost_said", "cost_shown", "where_said", "decision_parts",
           "progress_said", "summary"]
