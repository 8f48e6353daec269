"""What a choice is worth to the seat, by the coach's measure: over deals of the unseen cards
consistent with the seat's view (Expert's sampling, `deals.make_sampler` and `deals.draw`),
each choice is played out to the end of the round by Expert's rollout policy, honest (the
simulated seats decide from what they could know: `honest`), and scored by the engine's
`score_round` for the seat alone. Every choice meets the same deals, so the difference
between two is measured far more closely than either value.

The deals come from a generator seeded by the position (`seed` and the view), so the same
position always gives the same figures. Nothing here reads a hand but the view's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from callbreak.engine import SeatView
from callbreak.engine.scoring import score_round

from .beliefs import public_exclusions
from .common import decision_rng
from .deals import draw, make_sampler
from .handeval import heuristic_call
from .honest import HonestTable
from .lean import lean_rollout
from .search_settings import EXPERT, SearchSettings


@dataclass(frozen=True)
class Outcome:
    """How one choice fared over the deals: the seat's score (tenths) and whether its call
    was made, deal by deal."""

    scores: tuple[int, ...]
    made: tuple[bool, ...]

    @property
    def mean(self) -> float:
        return sum(self.scores) / len(self.scores)

    @property
    def made_share(self) -> float:
        return sum(self.made) / len(self.made)


def card_outcomes(view: SeatView, cards: Sequence[int], deals: int, seed: int,
                  settings: SearchSettings = EXPERT) -> list[Outcome]:
    """Each card of `cards` (indices; legal now) played from `view` on the same `deals`
    deals and the round finished."""
    sampler = make_sampler(view, decision_rng(seed, view, "coach/card"), settings)
    excl = public_exclusions(view)
    rows = [play_cards(view, draw(sampler, settings.pool, settings.walk), cards, settings, excl)
            for _ in range(deals)]
    return outcomes(view, [view.calls[view.seat] or 0] * len(cards), rows)


def play_cards(view: SeatView, hands: list[int], cards: Sequence[int],
               settings: SearchSettings = EXPERT, excl: list[int] | None = None) -> list[int]:
    """On one deal of the hands (`view`'s own in its place), each card of `cards` played
    and the round finished: the tricks the seat then ends with, card by card. `excl`: what
    the plays have shown (`beliefs.public_exclusions`, worked out here if not given)."""
    me = view.seat
    calls = [c if c is not None else 1 for c in view.calls]
    trick = [(seat, card.index) for seat, card in view.trick]
    table = HonestTable(hands, calls, list(view.tricks_won), me, trick, view.played_mask,
                        view.rules, public_exclusions(view) if excl is None else excl)
    out = []
    for card in cards:
        t = table.copy()
        t.play(card)
        out.append(lean_rollout(t, settings.style, t.excl)[me])
    return out


def call_outcomes(view: SeatView, choices: Sequence[int], deals: int, seed: int,
                  settings: SearchSettings = EXPERT) -> list[Outcome]:
    """Each call of `choices` made from `view` (the seat's turn to call) on the same
    `deals` deals and the round played out."""
    sampler = make_sampler(view, decision_rng(seed, view, "coach/call"), settings)
    rows = [play_calls(view, draw(sampler, settings.pool, settings.walk), choices, settings)
            for _ in range(deals)]
    return outcomes(view, list(choices), rows)


def play_calls(view: SeatView, hands: list[int], choices: Sequence[int],
               settings: SearchSettings = EXPERT) -> list[int]:
    """On one deal, each call of `choices` made by the seat and the round played out: the
    tricks the seat then takes, call by call. The seats still to call call what the hand
    counter gives their hands."""
    me, rules = view.seat, view.rules
    first = rules.next_seat(view.dealer)
    calls = [c if c is not None else heuristic_call(hands[q], rules.max_call)
             for q, c in enumerate(view.calls)]
    out = []
    for call in choices:
        ours = calls[:]
        ours[me] = call
        t = HonestTable(hands, ours, [0, 0, 0, 0], first, [], 0, rules, [0, 0, 0, 0])
        out.append(lean_rollout(t, settings.style, t.excl)[me])
    return out


def outcomes(view: SeatView, calls: list[int], rows: list[list[int]]) -> list[Outcome]:
    """Each choice's outcome from the tricks taken with it, deal by deal (`rows`), its
    call being the one in `calls` at its place."""
    rules = view.rules
    return [Outcome(tuple(score_round(call, row[i], rules) for row in rows),
                    tuple(row[i] >= call for row in rows)) for i, call in enumerate(calls)]


def paired_cost(better: Outcome, chosen: Outcome) -> tuple[float, float]:
    """The mean of `better`'s score less `chosen`'s, deal by deal (tenths), and its
    standard error."""
    diffs = [a - b for a, b in zip(better.scores, chosen.scores)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, (var / n) ** 0.5
