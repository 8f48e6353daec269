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
    me, rules = view.seat, view.rules
    calls = [c if c is not None else 1 for c in view.calls]
    sampler = make_sampler(view, decision_rng(seed, view, "coach/card"), settings)
    excl = public_exclusions(view)
    trick = [(seat, card.index) for seat, card in view.trick]
    won = [[] for _ in cards]  # type: list[list[int]]
    for _ in range(deals):
        hands = draw(sampler, settings.pool, settings.walk)
        table = HonestTable(hands, calls, list(view.tricks_won), me, trick, view.played_mask,
                            rules, excl)
        for i, card in enumerate(cards):
            t = table.copy()
            t.play(card)
            won[i].append(lean_rollout(t, settings.style, t.excl)[me])
    call = calls[me]
    return [Outcome(tuple(score_round(call, w, rules) for w in row),
                    tuple(w >= call for w in row)) for row in won]


def call_outcomes(view: SeatView, choices: Sequence[int], deals: int, seed: int,
                  settings: SearchSettings = EXPERT) -> list[Outcome]:
    """Each call of `choices` made from `view` (the seat's turn to call) on the same
    `deals` deals and the round played out; the seats still to call call what the hand
    counter gives their sampled hands."""
    me, rules = view.seat, view.rules
    first = rules.next_seat(view.dealer)
    sampler = make_sampler(view, decision_rng(seed, view, "coach/call"), settings)
    won = [[] for _ in choices]  # type: list[list[int]]
    for _ in range(deals):
        hands = draw(sampler, settings.pool, settings.walk)
        calls = [c if c is not None else heuristic_call(hands[q], rules.max_call)
                 for q, c in enumerate(view.calls)]
        for i, call in enumerate(choices):
            ours = calls[:]
            ours[me] = call
            t = HonestTable(hands, ours, [0, 0, 0, 0], first, [], 0, rules, [0, 0, 0, 0])
            won[i].append(lean_rollout(t, settings.style, t.excl)[me])
    return [Outcome(tuple(score_round(call, w, rules) for w in row),
                    tuple(w >= call for w in row)) for call, row in zip(choices, won)]


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
