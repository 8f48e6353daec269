"""The lesson's round, fixed: the four hands, the computer players' calls and cards, and
which step of the lesson each trick is. No pygame.

The round is written from your seat: "next" plays after you, "across" opposite, "before"
just before you, whichever way play goes (`seat_of` turns them into the table's seats), so
the lesson is the same round clockwise or anticlockwise. You deal, so the others call first
and "next" leads.

The cards were chosen so that every step arises whatever legal card you pick: at each turn
of yours all the cards you may play lead to the same tricks (tests/test_lesson_script.py
plays every legal line, with must-beat on and off). The computer players play, of their
legal cards, the first in their list below (`Scripted`): the order they play them in along
the lesson's line.

    1  hearts led, you follow (any heart loses to the A♥)             FOLLOW
    2  J♣ led: you must beat it (K♣ or Q♣), the A♣ takes it           MUST_BEAT (FOLLOW
                                                                       when must-beat is off)
    3  A♦ led, you have no diamonds: you trump, the A♠ overtrumps     TRUMP
    4-7  hearts and clubs: you follow and lose, trumped               PLAY
    8  hearts led, trumped with the 6♠: you overtrump and win         OVERTRUMP
    9  every trick left is yours: you claim them                      CLAIM

The calls (next 3, across 2, before 3) end as a made call, a call made with an extra trick
and a missed one, whatever you call; you take six tricks.
"""

from __future__ import annotations

import enum
from typing import Any

from callbreak.engine import CALLING, PLAYING, Card, Game, HouseRules, SeatView

from ..shell.thinker import Job, JobKind

# your seat and the others, from your seat in the order of play
YOU, NEXT, ACROSS, BEFORE = 0, 1, 2, 3


class Step(enum.Enum):
    """What a trick of the lesson teaches (PLAY: nothing new, play on)."""

    CALL = "call"
    FOLLOW = "follow"
    MUST_BEAT = "must beat"
    TRUMP = "trump"
    PLAY = "play"
    OVERTRUMP = "overtrump"
    CLAIM = "claim"


# the lesson's line: each trick's leader and its cards in the order played (yours is one
# of those you may play; the others are the computer players')
LINE: tuple[tuple[int, str], ...] = (
    (NEXT, "7H 8H AH 4H"),
    (BEFORE, "JC KC 10C AC"),
    (ACROSS, "AD KD KS AS"),
    (NEXT, "KH 2S QD 3H"),
    (ACROSS, "6C 5C QC 3S"),
    (NEXT, "QH 4S JD 2H"),
    (ACROSS, "4C 3C 9C 5S"),
    (NEXT, "JH 6S 10D QS"),
)
# what each still holds when you claim the rest
LAST: dict[int, str] = {YOU: "JS 10S 9S 8C 7C", NEXT: "10H 9H 6H 5H 8S",
                        ACROSS: "7S 5D 4D 3D 2D", BEFORE: "2C 9D 8D 7D 6D"}
CALLS = {NEXT: 3, ACROSS: 2, BEFORE: 3}
STEPS = (Step.FOLLOW, Step.MUST_BEAT, Step.TRUMP, Step.PLAY, Step.PLAY, Step.PLAY,
         Step.PLAY, Step.OVERTRUMP)  # trick by trick; then the claim


def plan() -> list[list[Card]]:
    """Each seat's cards (from your seat in the order of play), in the order it plays them."""
    hands: list[list[Card]] = [[], [], [], []]
    for leader, cards in LINE:
        for k, code in enumerate(cards.split()):
            hands[(leader + k) % 4].append(Card.parse(code))
    for seat, codes in LAST.items():
        hands[seat] += [Card.parse(code) for code in codes.split()]
    return hands


def lesson_rules(rules: HouseRules) -> HouseRules:
    """The lesson's table: the house rules that change how its round is played (must-beat,
    the direction, the call range) as Settings hold them; the rest as usual (one round is
    played, no hand is thrown in, no call reaches the big call)."""
    return HouseRules(must_beat=rules.must_beat, clockwise=rules.clockwise,
                      max_call=rules.max_call)


def seat_of(rules: HouseRules, relative: int) -> int:
    """The table's seat of `relative` (YOU, NEXT, ACROSS or BEFORE) under `rules`."""
    return rules.order_from(YOU)[relative]


def lesson_game(rules: HouseRules) -> Game:
    """The lesson's game, dealt and waiting for the first call, under `lesson_rules(rules)`."""
    table = lesson_rules(rules)
    hands: list[list[str]] = [[], [], [], []]
    for relative, cards in enumerate(plan()):
        hands[seat_of(table, relative)] = [card.code for card in cards]
    return Game.from_json({"format": 2, "rules": table.to_dict(), "seed": "lesson",
                           "first_dealer": YOU,
                           "rounds": [{"dealer": YOU, "hands": hands, "calls": [],
                                       "plays": []}]})


def trick_step(rules: HouseRules, trick: int) -> Step:
    """The step of the lesson that trick number `trick` (from 0) teaches under `rules`."""
    if trick >= len(STEPS):
        return Step.CLAIM
    taught = STEPS[trick]
    if taught is Step.MUST_BEAT and not rules.must_beat:
        return Step.FOLLOW  # the must-win rule is not played at this table: not taught
    return taught


def step(game: Game) -> Step:
    """The step of the lesson at this moment of its round."""
    if game.phase is CALLING:
        return Step.CALL
    if game.phase is not PLAYING:
        return Step.CLAIM
    return trick_step(game.rules, len(game.round.completed))


class Scripted:
    """The computer players of the lesson: each calls its call and plays, of its legal
    cards, the first in its list (`plan`); the hints are asked of `hints` (the app's
    worker), so the suggested call and its reason are the real hint's."""

    def __init__(self, rules: HouseRules, hints: Any) -> None:
        self.hints = hints
        self.calls = {seat_of(rules, seat): call for seat, call in CALLS.items()}
        self.order = {seat_of(rules, seat): cards for seat, cards in enumerate(plan())}

    def ask(self, kind: JobKind, key: tuple[Any, ...], level: str, seed: int,
            view: SeatView) -> Any:
        if kind.is_suggestion:
            return self.hints.ask(kind, key, level, seed, view)
        if kind is JobKind.CALL:
            return Job(kind, view, value=self.calls[view.seat])
        card = next(c for c in self.order[view.seat] if c in view.legal)
        return Job(kind, view, value=card.index)
