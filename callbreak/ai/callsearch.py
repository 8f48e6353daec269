"""The lean call search's work, in pieces any process can do.

First pass: block `b` deals `CALL_BLOCK` hands from its own generator (seeded from the
player's seed, the view and `b`) and finishes each deal with the rollout policy, our count
of the hand standing in for our call. Second pass: given deals replayed with each of a few
calls as ours. Both are pure functions of the problem and their arguments, so helper
processes (`team`) do them alike, and a call under a deal budget does not depend on the
number of cores (`search.SearchPlayer.call_values` puts the pieces together).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from callbreak.engine import SeatView
from callbreak.engine.scoring import may_be_last, score_round

from .common import decision_rng, view_key
from .deals import draw, make_sampler, win_share
from .handeval import heuristic_call
from .lean import lean_rollout
from .search_settings import SearchSettings
from .sim import SimTable

CALL_BLOCK = 32  # deals in a block of the first pass, and tables in a piece of the second

Deal = tuple[list[int], list[int], list[int]]  # hands, calls, tricks won
GameShare = Callable[[list[int], list[int], Iterable[int]], list[float]]


def game_share(view: SeatView) -> GameShare | None:
    """In a round that may end the game (`may_be_last`), a function giving, for each call in
    `choices`, this seat's round score plus its share of a game win (`deals.GAME_WIN_TENTHS`,
    split on a tie), given every seat's call and tricks on one deal; before, None."""
    me, rules = view.seat, view.rules
    if not may_be_last(rules, view.round_no, view.totals):
        return None
    totals = view.totals

    def shares(calls: list[int], won: list[int], choices: Iterable[int]) -> list[float]:
        others = [totals[p] + score_round(calls[p], won[p], rules) for p in range(4)
                  if p != me]
        out = []
        for c in choices:
            mine = score_round(c, won[me], rules)
            out.append(mine + win_share(totals[me] + mine, others))
        return out

    return shares


@dataclass(frozen=True)
class CallProblem:
    """Everything the call search's pieces depend on (it crosses to helper processes)."""

    settings: SearchSettings
    seed: int
    view: SeatView

    @property
    def key(self) -> str:
        return f"call|{self.seed}|{view_key(self.view)}"

    def evaluator(self) -> CallEvaluator:
        return CallEvaluator(self)


class CallEvaluator:
    def __init__(self, problem: CallProblem) -> None:
        self.problem = problem
        view = problem.view
        self.sampler = make_sampler(view, random.Random(0), problem.settings)  # reseeded per block
        self.mine = heuristic_call(view.hand_mask, view.rules.max_call)
        self.first = view.rules.next_seat(view.dealer)
        self.game = game_share(view)

    def deals(self, block: int) -> list[Deal]:
        """The first pass's block: each deal's hands, calls and tricks won."""
        p = self.problem
        s, view, rules = p.settings, p.view, p.view.rules
        self.sampler.restart(decision_rng(p.seed, view, f"call/{block}"))
        out = []
        for _ in range(CALL_BLOCK):
            hands = draw(self.sampler, s.pool, s.walk)
            calls = [c if c is not None else heuristic_call(hands[q], rules.max_call)
                     for q, c in enumerate(view.calls)]
            calls[view.seat] = self.mine
            won = lean_rollout(SimTable(hands, calls, [0, 0, 0, 0], self.first, [], 0, rules),
                               s.style)
            out.append((hands, calls, won))
        return out

    def replay(self, deals: list[tuple[list[int], list[int]]],
               options: list[int]) -> list[list[float]]:
        """Each deal (hands, calls) replayed with each call of `options` as ours: the value
        of each (round score, or with the game's share in the last round), deal by deal."""
        p = self.problem
        me, rules, refined = p.view.seat, p.view.rules, p.settings.style
        out = []
        for hands, calls in deals:
            row = []
            for c in options:
                mine = calls[:]
                mine[me] = c
                won = lean_rollout(SimTable(hands, mine, [0, 0, 0, 0], self.first, [], 0, rules),
                                   refined)
                row.append(score_round(c, won[me], rules) if self.game is None else
                           self.game(mine, won, (c,))[0])
            out.append(row)
        return out

    def run(self, task: tuple[Any, ...]) -> list[Deal] | list[list[float]]:
        """A piece asked by `team`: ("deals", block) or ("replay", deals, options)."""
        kind, *args = task
        return self.deals(*args) if kind == "deals" else self.replay(*args)
