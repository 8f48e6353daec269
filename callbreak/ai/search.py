"""The search levels, Hard and Expert: belief-consistent sampled deals plus simulation.

For a card: deal the unseen cards many times in ways that agree with everything the seat
knows (`beliefs.DealSampler`), and on each deal play every distinct legal card and finish
the round, by a quick call-aware rollout (`lean.lean_rollout`) or, once few cards remain,
by exact search (`sim.Solver`). Every candidate meets the same deals, so the comparison is
fair even with few deals. The card with the best mean value for this seat wins: its round
score, less a share of the others' (`rival_weight`: a game is won against the table), and
in the last round a share of the chance of winning the game (`deals.utility`).

For a call: finish many sampled deals and keep the distribution of the tricks this seat
takes; the call with the best expected round score over it is the answer, re-checked by
replaying the same deals with it and its neighbours as the call (`callsearch`). A level
whose settings name a learned call model (`call_model`, `model`) calls with it instead, in
a forward pass, wherever the game's end is not at stake; in a round that may end the game
the search weighs the game as before. One that names a learned card model (`card_model`)
weighs only the model's best few cards, each on more deals.

The two levels differ in budget and in character (`settings`). Hard keeps every trick it
can and its rollouts see the whole sampled deal. Expert takes more time, searches exactly a
card sooner, reads the calls by a walk over the deals that fit them, and plays its rollouts
honestly (`honest`: the simulated seats decide from what they could know) with leads
learned from its own search (`leads`); on a machine with cores to spare its card search
runs on several (`team`), with the same decision on any number. What each of these is
worth against the frozen players of November 2026, and every idea tried and left out, is
in docs/ai-experiments.md; the frozen players and the ideas' code are in `lab`.

The player stops at its time budget (a wall clock it reads itself, so a slow machine plays
a little weaker, never slower) or at `max_deals` when given (tests use that, and then every
decision is a pure function of the seed and the view).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from callbreak.engine import CARDS, Card, HouseRules, SeatView, mask_of
from callbreak.engine.scoring import score_round

from . import card_model, model
from .callsearch import CALL_BLOCK, CallProblem, Deal, game_share
from .common import new_seed, trick_state
from .deals import NO_LIMIT, NODES_A_SECOND, BlockEvaluator, CardProblem
from .equal import distinct_cards
from .search_settings import EXPERT, HARD, SearchSettings
from .team import share_out, team

# A sampled deal's own cost (drawing it, setting up its table) in plays of one card on it:
# on decisions of 4 to 13 distinct cards, 0.10 ms a deal and 0.04 ms a play (CPython 3.11).
DEAL_COST = 2.5

__all__ = ["SearchPlayer", "CardEstimate", "HARD", "EXPERT", "SearchSettings", "candidates",
           "expected_scores", "first_choice", "second_choice", "clear_leader"]


@dataclass
class CardEstimate:
    """What the search found for one decision: candidate cards and their mean utility."""

    cards: list[int]
    means: list[float]
    deals: int
    exact: bool
    clear: bool = False  # stopped early: one card was clearly ahead

    def best(self) -> int:
        return self.cards[max(range(len(self.cards)), key=lambda i: self.means[i])]


class SearchPlayer:
    def __init__(self, level: str = "hard", seed: int | None = None,
                 settings: SearchSettings | None = None,
                 clock: Callable[[], float] = time.perf_counter, cores: int = 1) -> None:
        self.level = level
        self.seed = new_seed(seed)
        self.settings = settings or (EXPERT if level == "expert" else HARD)
        self.clock = clock
        self.cores = cores  # cores its searches may use, if its settings allow (`team`)

    # -- calling ---------------------------------------------------------------------------
    def choose_call(self, view: SeatView) -> int:
        return self.call_values(view)[0]

    def call_values(self, view: SeatView) -> tuple[int, dict[int, float], list[float]]:
        """(best call, expected tenths per call, distribution of tricks taken).

        First pass (half the budget): finish sampled deals with our count as the call and
        score every possible call against the tricks taken. Second pass, on the same deals:
        replay them with the best call and its neighbours as our call (the rollout policy
        plays to its call) and keep the one that scores best. In the last round a call is
        worth its round score plus a share of the game it wins (`callsearch.game_share`): in
        a close game a player calls a trick more when that may win it, a clear leader calls
        safe. (A long shot is not worth it: five points for the game do not pay for a call
        that fails most of the time.)

        Both passes go in pieces (`callsearch`), one done here and one by each helper on
        another core at a time, taken in their order, so a call under a deal budget is the
        same on any number of cores.

        With a learned call model (`settings.call_model`) and no game at stake, its trick
        distribution and the best call under it answer instead, with no search; a missing
        or damaged model file leaves the search (`model.load` says so once in the log)."""
        s = self.settings
        learned = model.named(s.call_model, "tricks") if s.call_model else None
        if learned is not None and game_share(view) is None:
            probs = model.tricks(learned, view)
            return (*model.best_call(probs, view.rules), probs)
        start = self.clock()
        problem = CallProblem(s, self.seed, view)
        evaluator = problem.evaluator()
        helpers = team(self.cores) if s.parallel else None
        width = 1 + (len(helpers.live()) if helpers is not None else 0)
        limit = s.call_deals or (s.max_call_deals if s.max_deals is None else s.max_deals)
        want = None if limit is None else (limit + 1) // 2
        half = None if s.call_seconds is None else s.call_seconds / 2
        deals: list[Deal] = []
        while (want is None or len(deals) < want) and \
                (half is None or self.clock() - start <= half or not deals):
            blocks = len(deals) // CALL_BLOCK
            for part in share_out(helpers, problem, [("deals", blocks + i) for i in range(width)],
                                  evaluator.run):
                deals.extend(part)
        if want is not None:
            del deals[want:]
        hist = [0.0] * 14
        for _, _, won in deals:
            hist[won[view.seat]] += 1
        game = evaluator.game
        outcomes = [(calls, won) for _, calls, won in deals] if game is not None else []
        probs, values, options = first_choice(view, hist, outcomes, s.call_bias)
        sums = dict.fromkeys(options, 0.0)
        done = 0
        while done < len(deals) and \
                (s.call_seconds is None or self.clock() - start <= s.call_seconds):
            pieces = [("replay", [(h, c) for h, c, _ in deals[at:at + CALL_BLOCK]], options)
                      for at in range(done, min(len(deals), done + width * CALL_BLOCK),
                                      CALL_BLOCK)]
            for rows in share_out(helpers, problem, pieces, evaluator.run):
                for row in rows:
                    for c, v in zip(options, row):
                        sums[c] += v
                done += len(rows)
        return second_choice(values, options, sums, done, probs, s.call_bias)

    # -- playing ---------------------------------------------------------------------------
    def choose_card(self, view: SeatView) -> Card:
        cands = candidates(view)
        if len(cands) == 1:  # one card, or cards equal in play: nothing to weigh
            return CARDS[cands[0]]
        return CARDS[self.card_values(view).best()]

    def card_values(self, view: SeatView, seconds: float | None = None) -> CardEstimate:
        """Every distinct legal card scored on the same sampled deals, in numbered blocks
        (`deals.BlockEvaluator`), one computed here and one by each helper on another core
        at a time, taken in their order. It stops at the deal budget or at a clear leader,
        counted deal by deal and block by block whatever the number of cores, or at the
        clock (`seconds`, or the settings' card budget).

        With a learned card model (`settings.card_model`) it weighs only the model's best
        `card_keep` cards, on the time the others would have had: a deal budget grows by
        what a deal of every card costs over a deal of the cards kept (`DEAL_COST`). A
        missing or damaged model file leaves every card weighed."""
        s = self.settings
        budget = s.card_seconds if seconds is None else seconds
        start = self.clock()
        cands = candidates(view)
        max_deals = s.max_deals
        learned = model.named(s.card_model, card_model.KIND) if s.card_model else None
        if learned is not None and len(cands) > s.card_keep:
            # the clock would give the cards kept the time of those left out: a deal budget
            # does the same, as the time of a deal (`DEAL_COST`, and a play for each card)
            full = len(cands)
            cands = card_model.kept(learned, view, cands, s.card_keep)
            if max_deals is not None:
                max_deals = round(max_deals * (DEAL_COST + full) / (DEAL_COST + len(cands)))
        exact = view.hand_mask.bit_count() <= s.exact_at
        problem = CardProblem(s, self.seed, view, tuple(cands))
        evaluator = BlockEvaluator(problem)
        helpers = team(self.cores) if s.parallel else None
        sums = [0.0] * len(cands)
        rows: list[list[float]] = []
        deals = next_block = 0
        clear = False
        while True:
            limit = self.node_limit(start, budget)
            ids = helpers.live() if helpers is not None else []
            tasks = {h: (next_block + 1 + i, exact, limit) for i, h in enumerate(ids)}
            given = helpers.send(problem, tasks) if helpers is not None else []
            own: list[list[float]] = []
            late = False
            own_exact = exact
            for values, solved in evaluator.deals(next_block, exact, limit):
                own.append(values)
                own_exact = solved
                if budget is not None and self.clock() - start > budget:
                    late = True
                    break
            results = [(own, own_exact)]
            if helpers is not None:  # the helpers' blocks, in order
                results += helpers.collect(tasks, given, evaluator.run)
            next_block += len(results)
            stop = late
            for block_rows, block_exact in results:
                for values in block_rows:
                    for i, v in enumerate(values):
                        sums[i] += v
                    rows.append(values)
                    deals += 1
                    if max_deals is not None and deals >= max_deals:
                        stop = True
                        break
                exact = exact and block_exact  # the solver too slow here: rollouts from now
                if stop:
                    break
                if deals >= s.min_deals and clear_leader(sums, rows, s.stop_z):
                    clear = stop = True
                    break
            if stop or (budget is not None and self.clock() - start > budget):
                break
        return CardEstimate(cands, [x / deals for x in sums], deals, exact, clear)

    def node_limit(self, start: float, budget: float | None) -> int:
        """How many nodes the exact solver may visit on one deal in the time left."""
        if budget is None:
            return NO_LIMIT
        return max(2000, int((budget - (self.clock() - start)) * NODES_A_SECOND))


def first_choice(view: SeatView, hist: list[float], outcomes: list[tuple[list[int], list[int]]],
                 bias: float = 0.0) -> tuple[list[float], dict[int, float], list[int]]:
    """From a call search's first pass (how often this seat took each number of tricks, and
    in the last round each deal's calls and tricks): the chance of each number of tricks,
    every call's expected value (with the game's share in the last round) and the calls
    worth a second look: the best (`bias` tricks bolder) and its neighbours."""
    rules = view.rules
    total = sum(hist)
    probs = [h / total for h in hist]
    choices = range(rules.min_call, rules.max_call + 1)
    if not outcomes:
        values = expected_scores(probs, rules)
    else:
        values = dict.fromkeys(choices, 0.0)
        share = game_share(view)
        assert share is not None
        for calls, won in outcomes:
            for c, v in zip(choices, share(calls, won, choices)):
                values[c] += v / len(outcomes)
    best = max(values, key=lambda c: (values[c] + bias * 10 * c, -c))
    options = [c for c in (best - 1, best, best + 1) if rules.min_call <= c <= rules.max_call]
    return probs, values, options


def second_choice(values: dict[int, float], options: list[int], sums: dict[int, float],
                  done: int, probs: list[float],
                  bias: float = 0.0) -> tuple[int, dict[int, float], list[float]]:
    """The call, once the second pass has replayed `done` deals with each option (`sums`:
    each option's total value): `call_values`' answer."""
    best = max(values, key=lambda c: (values[c] + bias * 10 * c, -c))
    if done >= 16:
        refined = {c: sums[c] / done for c in options}
        values.update(refined)
        best = max(options, key=lambda c: (refined[c] + bias * 10 * c, -c))
    return best, values, probs


def expected_scores(probs: list[float], rules: HouseRules) -> dict[int, float]:
    """Each possible call's expected round score (tenths), given the chance of each number
    of tricks taken."""
    return {c: sum(p * score_round(c, k, rules) for k, p in enumerate(probs))
            for c in range(rules.min_call, rules.max_call + 1)}


def candidates(view: SeatView) -> list[int]:
    """The legal cards, one of each run of cards that are equal in play (touching in rank
    once the played cards are taken out): the cards a search weighs."""
    return distinct_cards(mask_of(view.legal), view.played_mask | view.hand_mask,
                          trick_state(view)[1])


def clear_leader(sums: list[float], rows: list[list[float]], z: float) -> bool:
    """Is the best candidate far enough ahead of the runner-up (paired over the same deals)?"""
    if len(sums) < 2:
        return True
    order = sorted(range(len(sums)), key=lambda i: -sums[i])
    a, b = order[0], order[1]
    diffs = [r[a] - r[b] for r in rows]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    if var == 0:
        return True
    error: float = (var / n) ** 0.5  # (typeshed: a float's power may be complex; not here)
    return mean > z * error
