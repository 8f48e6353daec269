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

It calls as the frozen Hard does (`frozen.HARD_2026_11`, Monte Carlo over sampled deals),
or as another search level when told (`caller`): the issue asks for a partner that plays
the cards differently, and the competition bots called from a separate model too.

It may borrow the search levels' ways, each a setting (`IsmctsSettings`): their reading of
the calls, honest rollouts that lead by the learned model, the rival weight and the game's
share in the last round, and the caller's exact search for the last cards. With all of
them it is the same player as Expert but for how the cards before the ending are chosen: a
tree over the play to come instead of one rollout per card and deal.

It is an arena entrant (`ismcts`), not a level a person meets. At a Hard's budget (0.25 s a
card, explore 1 point) it is about level with `hard-2026-11`, as the competition bot was with
the Hard of its day: ismcts - hard-2026-11 = +0.07 +- 0.10 a round over 400 paired deals
(seeds 50000-50079); not tuned further. Expert's figure against it is in `search`.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from callbreak.engine import CARDS, Card, SeatView, mask_of, score_round

from .beliefs import DealSampler, public_exclusions
from .common import decision_rng, new_seed, trick_state
from .deals import draw, make_sampler, utility
from .equal import distinct_cards
from .frozen import SEARCHERS
from .honest import HonestTable
from .leads import LEARNED
from .lean import lean_rollout
from .search import SearchPlayer
from .sim import Table, distinct_moves


@dataclass(frozen=True)
class IsmctsSettings:
    card_seconds: float | None = 0.25  # a card's time budget, like Hard's
    iterations: int | None = None  # an iteration budget instead (deterministic, for tests)
    explore: float = 1.0  # the weight of the exploration term, in points of round score
    refined: bool = True  # rollouts with the refined leads and discards
    caller: str = "hard-2026-11"  # the entrant whose calls it makes (one of `SEARCHERS`)
    # What the tree may borrow from the search levels, to weigh the tree against them with
    # the same ingredients (all off in the `ismcts` entrant):
    learned_leads: bool = False  # rollouts lead by `leads`' model (with `refined`)
    honest: bool = False  # rollouts in which nobody sees the sampled deal (`honest`)
    read_calls: bool = False  # deal as the caller does (its reading of the calls)
    rival_weight: float = 0.0  # each seat's credit is its round score less this much of
    #                            the others' mean (and, in the last round, a game's share)
    hand_over_at: int = 0  # from this many cards in hand, the caller's search plays the card


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
        self.caller = SearchPlayer(settings.caller, self.seed, calls)

    def choose_call(self, view: SeatView) -> int:
        return self.caller.choose_call(view)

    def choose_card(self, view: SeatView) -> Card:
        cands = distinct_cards(mask_of(view.legal), view.played_mask | view.hand_mask,
                               trick_state(view)[1])
        if len(cands) == 1:
            return CARDS[cands[0]]
        if len(view.hand) <= self.settings.hand_over_at:
            return self.caller.choose_card(view)
        visits = self.root_visits(view)
        return CARDS[max(cands, key=lambda c: (visits.get(c, 0), -c))]

    def root_visits(self, view: SeatView) -> dict[int, int]:
        """Grow the tree for this decision; how often each card (index) was tried first."""
        s = self.settings
        start = self.clock()
        rng = decision_rng(self.seed, view, "ismcts")
        reading = SEARCHERS[s.caller]
        if s.read_calls:
            sampler = make_sampler(view, rng, reading)
            deal = partial(draw, sampler, None, reading.pool, reading.walk)
        else:
            sampler = DealSampler(view, rng, lean=True)
            deal = partial(_first, sampler.sample)
        rules, me = view.rules, view.seat
        calls = [c if c is not None else 1 for c in view.calls]
        won0 = list(view.tricks_won)
        trick = [(seat, card.index) for seat, card in view.trick]
        style = LEARNED if s.learned_leads and s.refined else int(s.refined)
        excl = public_exclusions(view) if s.honest else None
        credit = self._credit(view, calls)
        root = _Node()
        explore = s.explore
        done = 0
        while True:
            hands = deal()
            t = Table(hands, calls, won0, me, trick, view.played_mask, rules) if excl is None \
                else HonestTable(hands, calls, won0, me, trick, view.played_mask, rules, excl)
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
            if t.hands[t.turn]:
                won = lean_rollout(t, style, t.excl if excl is not None else None)
            else:
                won = t.won
            points = credit(won)
            for visited, seat in path:
                visited.visits += 1
                visited.total += points[seat]
            done += 1
            if s.iterations is not None and done >= s.iterations:
                break
            if s.card_seconds is not None and self.clock() - start > s.card_seconds:
                break
        return {c: n.visits for c, n in root.children.items()}

    def _credit(self, view: SeatView, calls: list[int]) -> Callable[[list[int]], list[float]]:
        """A finished round's worth to each seat, in points: its round score, or with a
        rival weight the search levels' utility seen from that seat."""
        rules, weight = view.rules, self.settings.rival_weight
        if not weight:
            return lambda won: [score_round(calls[p], won[p], rules) / 10 for p in range(4)]
        judge = replace(SEARCHERS[self.settings.caller], rival_weight=weight,
                        overtrick_cost=0.0)
        seats = [utility(replace(view, seat=p), calls, judge) for p in range(4)]
        return lambda won: [seats[p](won) / 10 for p in range(4)]


def _first(sample: Callable[[], tuple[list[int], float]]) -> list[int]:
    return sample()[0]
