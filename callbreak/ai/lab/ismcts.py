"""A sparring partner that thinks differently: information-set Monte Carlo tree search.

This is how the 2022 Call Break bot competition's entries played (single-observer ISMCTS
with determinisation, Cowling, Powley and Whitehouse 2012). One tree is grown for the seat
to move, over the cards played from here on. Each iteration deals the unseen cards once in
a way the seat's view allows (`beliefs.DealSampler`), walks down the tree choosing at
every turn, among the cards legal in that deal, the one with the best upper confidence
bound (its mean score for the seat that plays it, plus `explore` times the square root of
the log of how often it was available over how often it was tried), adds one new card to
the tree, finishes the round with the quick rollout policy (`lean.lean_rollout`) and
credits every card on the path with its player's round score. The card tried most often
at the root is played. It sees only the view, so it is as honest as the search levels.

It calls as the frozen Hard does (`lab.frozen.HARD_2026_11`, Monte Carlo over sampled deals),
or as another search level when told (`caller`): the issue asks for a partner that plays
the cards differently, and the competition bots called from a separate model too.

It is an arena entrant (`ismcts`), not a level a person meets. At a Hard's budget (0.25 s a
card, explore 1 point) it is about level with `hard-2026-11`, as the competition bot was with
the Hard of its day: ismcts - hard-2026-11 = +0.07 +- 0.10 a round over 400 paired deals
(seeds 50000-50079); not tuned further. Expert's figure against it is in
docs/ai-experiments.md.

A tree is no better way to choose Expert's cards. Given every one of Expert's ways (its
reading of the calls, honest rollouts leading by the learned model, the rival weight and a
game's share in the last round, and Expert's own search from five cards in hand on), the
tree at 0.6 s a card (305 ms a card on average, Expert 333 ms) scored -0.28 +- 0.21 a round
against Expert over 120 paired deals (seeds 80000-80011, 81000-81011; games won a seat -8.3
+- 9.6 in 100): with the same cards it took -0.11 +- 0.15 tricks, and the calls were the same
at 453 seats of 480. Those settings lived in commit fbb190d and were taken out again.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from callbreak.engine import CARDS, Card, SeatView, score_round

from ..beliefs import DealSampler
from ..common import decision_rng, new_seed
from ..lean import lean_rollout
from ..search import candidates
from ..sim import SimTable, distinct_moves
from .frozen import SEARCHERS
from .search import LabSearchPlayer


@dataclass(frozen=True)
class IsmctsSettings:
    card_seconds: float | None = 0.25  # a card's time budget, like Hard's
    iterations: int | None = None  # an iteration budget instead (deterministic, for tests)
    explore: float = 1.0  # the weight of the exploration term, in points of round score
    refined: bool = True  # rollouts with the refined leads and discards
    caller: str = "hard-2026-11"  # the entrant whose calls it makes (one of `SEARCHERS`)


ISMCTS = IsmctsSettings()


class _Node:
    """One card in the tree: how often it was tried, how often it could have been, and the
    sum of the round scores (points) of the seat that played it."""

    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


class IsmctsPlayer:
    """The `ismcts` arena entrant: `choose_call` and `choose_card` like every player."""

    def __init__(self, seed: int | None = None, settings: IsmctsSettings = ISMCTS,
                 max_deals: int | None = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.level = "ismcts"
        self.seed = new_seed(seed)
        self.settings = settings
        self.clock = clock
        calls = SEARCHERS[settings.caller]
        if max_deals is not None:
            calls = replace(calls, card_seconds=None, call_seconds=None, max_deals=max_deals)
        self.caller = LabSearchPlayer(settings.caller, self.seed, calls)

    def choose_call(self, view: SeatView) -> int:
        return self.caller.choose_call(view)

    def choose_card(self, view: SeatView) -> Card:
        cands = candidates(view)
        if len(cands) == 1:
            return CARDS[cands[0]]
        visits = self.root_visits(view)
        return CARDS[max(cands, key=lambda c: (visits.get(c, 0), -c))]

    def root_visits(self, view: SeatView) -> dict[int, int]:
        """Grow the tree for this decision; how often each card (index) was tried first."""
        s = self.settings
        start = self.clock()
        rng = decision_rng(self.seed, view, "ismcts")
        sampler = DealSampler(view, rng, lean=True)
        rules, me = view.rules, view.seat
        calls = [c if c is not None else 1 for c in view.calls]
        won0 = list(view.tricks_won)
        trick = [(seat, card.index) for seat, card in view.trick]
        root = _Node()
        explore = s.explore
        done = 0
        while True:
            hands = sampler.sample()[0]
            t = SimTable(hands, calls, won0, me, trick, view.played_mask, rules)
            node = root
            path: list[tuple[_Node, int]] = []
            while t.hands[t.turn]:
                moves = distinct_moves(t, t.legal())
                children = node.children
                untried = [c for c in moves if c not in children]
                if untried:
                    card = untried[rng.randrange(len(untried))]
                    child = children[card] = _Node()
                    for c in moves:  # the cards tried before were available again
                        other = children.get(c)
                        if other is not None and c != card:
                            other.avail += 1
                    path.append((child, t.turn))
                    t.play(card)
                    break
                best_value, card = -math.inf, moves[0]
                for c in moves:
                    ch = children[c]
                    ch.avail += 1
                    value = ch.total / ch.visits + explore * math.sqrt(
                        math.log(ch.avail) / ch.visits)
                    if value > best_value:
                        best_value, card = value, c
                path.append((children[card], t.turn))
                t.play(card)
                node = children[card]
            won = lean_rollout(t, s.refined) if t.hands[t.turn] else t.won
            points = [score_round(calls[p], won[p], rules) / 10 for p in range(4)]
            for visited, seat in path:
                visited.visits += 1
                visited.total += points[seat]
            done += 1
            if s.iterations is not None and done >= s.iterations:
                break
            if s.card_seconds is not None and self.clock() - start > s.card_seconds:
                break
        return {c: n.visits for c, n in root.children.items()}
