"""One sampled deal of a card search, and numbered blocks of them.

A search for a card deals the unseen cards many times and, on each deal, plays every
candidate card and finishes the round. The search (Hard, Expert) takes its deals in blocks
of `BLOCK`, and block `b` draws from its own generator, seeded from the player's
seed, the view and `b`. A block is therefore the same whoever computes it, the search
itself or a helper process on another core (`team`), and a decision under a deal budget is
the same on one core or on eight.

Also here, shared with the frozen entrants' older search (`lab.search`): a finished
round's worth to the seat (`utility`), the exact solve of one deal, and drawing one deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from callbreak.engine import SeatView
from callbreak.engine.scoring import may_be_last, score_round

from .beliefs import CALL_SPREAD, SHARP_OFFSET, SHARP_SPREAD, DealSampler, public_exclusions
from .common import decision_rng, view_key
from .honest import HonestTable
from .lean import lean_rollout
from .search_settings import SearchSettings
from .sim import SimTable, Solver

GAME_WIN_TENTHS = 50  # in the last round, winning the game is worth 5 points of score
BLOCK = 8  # deals in a block; the search looks for a clear leader after each block
NODES_A_SECOND = 400_000  # the exact solver's pace in CPython, to turn seconds into nodes
NO_LIMIT = 10**9

Utility = Callable[[Sequence[int]], float]  # each seat's tricks (a list, or the solver's tuple)


def make_sampler(view: SeatView, rng: random.Random, settings: SearchSettings,
                 lean: bool = True) -> DealSampler:
    """The deal sampler a search with these settings uses (the sharper reading of the calls
    when it picks each deal from a pool or walks to it, unless the settings give one).
    `lean` off: the sampler the frozen entrants kept (`beliefs.DealSampler`)."""
    sharp = settings.pool > 1 or settings.walk > 0
    spread = settings.call_spread or (SHARP_SPREAD if sharp else CALL_SPREAD)
    offset = settings.call_offset if settings.call_offset is not None else \
        (SHARP_OFFSET if sharp else 0.0)
    return DealSampler(view, rng, spread=spread, offset=offset, lean=lean)


def draw(sampler: DealSampler, pool: int, walk: int = 0,
         likelihood: Callable[[list[int]], float] | None = None) -> list[int]:
    """One deal: a walk's next stop, by rejection from the sampler, or the pick of `pool`
    by fit to the calls (and by `likelihood`, when given)."""
    if walk > 0:
        return sampler.walked(walk)
    if pool <= 1:
        return sampler.sample()[0]
    return sampler.pooled(pool, likelihood)


def utility(view: SeatView, calls: list[int], settings: SearchSettings) -> Utility:
    """The value of a finished round (the tricks each seat won) to this seat, in tenths: its
    round score, less `rival_weight` times the others' mean and `overtrick_cost` per trick
    over its call, plus a share of a game win in a round that may end the game."""
    me, rules = view.seat, view.rules
    last = may_be_last(rules, view.round_no, view.totals)
    totals = view.totals
    weight = settings.rival_weight / 3
    spare = 10 * settings.overtrick_cost  # tenths, like the scores

    def value(won: Sequence[int]) -> float:
        scores = [score_round(calls[p], won[p], rules) for p in range(4)]
        mine = scores[me] - weight * (sum(scores) - scores[me]) \
            - spare * max(0, won[me] - calls[me])
        if not last:
            return mine
        others = [totals[p] + scores[p] for p in range(4) if p != me]
        return mine + win_share(totals[me] + scores[me], others)

    return value


def win_share(final: int, others: list[int]) -> float:
    """A game win's worth (`GAME_WIN_TENTHS`) if `final` beats every total in `others`,
    shared on a tie, else nothing."""
    top = max(others)
    if final > top:
        return GAME_WIN_TENTHS
    if final < top:
        return 0
    return GAME_WIN_TENTHS / (others.count(top) + 1)


def solve(table: SimTable, cands: list[int], calls: list[int], value: Utility,
          limit: int) -> list[float] | None:
    """Each candidate's exact worth on this deal (every seat playing its best for its own
    score), or None if the solver needs more than `limit` nodes."""
    solver = Solver(table.rules, calls, limit)
    out = []
    try:
        for card in cands:
            t = table.copy()
            t.play(card)
            out.append(value(solver.value(t)))
    except TimeoutError:
        return None
    return out


def lean_honest(t: HonestTable, refined: int) -> list[int]:
    return lean_rollout(t, refined, t.excl)


@dataclass(frozen=True)
class CardProblem:
    """Everything a block of a card search depends on (it crosses to helper processes)."""

    settings: SearchSettings
    seed: int
    view: SeatView
    cands: tuple[int, ...]

    @property
    def key(self) -> str:
        return f"card|{self.seed}|{self.cands}|{view_key(self.view)}"

    def evaluator(self) -> BlockEvaluator:
        return BlockEvaluator(self)


class BlockEvaluator:
    """Computes blocks of one card search: the sampler, the table and the rollout are set
    up once per decision, each block then reseeds the sampler with its own generator."""

    def __init__(self, problem: CardProblem) -> None:
        s, view = problem.settings, problem.view
        self.problem = problem
        self.sampler = make_sampler(view, random.Random(0), s)  # each block reseeds it
        self.calls = [c if c is not None else 1 for c in view.calls]
        self.won0 = list(view.tricks_won)
        self.trick = [(seat, card.index) for seat, card in view.trick]
        self.value = utility(view, self.calls, s)
        self.new_table: Callable[..., SimTable]
        if s.honest:
            self.new_table = partial(HonestTable, excl=public_exclusions(view))
            self.finish: Callable[[SimTable], list[int]] = partial(lean_honest, refined=s.style)
        else:
            self.new_table = SimTable
            self.finish = partial(lean_rollout, refined=s.style)

    def deals(self, block: int, exact: bool, limit: int) -> Iterator[tuple[list[float], bool]]:
        """The block's deals in order: each candidate's worth on the deal, and whether it
        was solved exactly (once the solver needs more than `limit` nodes, the rest of the
        block is finished by rollouts)."""
        p = self.problem
        s, view = p.settings, p.view
        self.sampler.restart(decision_rng(p.seed, view, f"card/{block}"))
        for _ in range(BLOCK):
            hands = draw(self.sampler, s.pool, s.walk)
            table = self.new_table(hands, self.calls, self.won0, view.seat, self.trick,
                                   view.played_mask, view.rules)
            values = solve(table, list(p.cands), self.calls, self.value, limit) \
                if exact else None
            if values is None:
                exact = False
                values = []
                for card in p.cands:
                    t = table.copy()
                    t.play(card)
                    values.append(self.value(self.finish(t)))
            yield values, exact

    def run(self, task: tuple[Any, ...]) -> tuple[list[list[float]], bool]:
        """A piece asked by `team`: (block, exact, limit)."""
        return self.block(*task)

    def block(self, block: int, exact: bool, limit: int) -> tuple[list[list[float]], bool]:
        """A whole block: its rows, and whether exact solving held to its end."""
        rows = []
        for values, solved in self.deals(block, exact, limit):
            rows.append(values)
            exact = solved
        return rows, exact
