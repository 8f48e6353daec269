"""The search levels, Hard and Expert: belief-consistent sampled deals plus simulation.

For a card: deal the unseen cards many times in ways that agree with everything the seat
knows (`beliefs.DealSampler`), and on each deal play every distinct legal card and finish
the round, by a quick call-aware rollout or, once few cards remain, by exact search. Every
candidate meets the same deals, so the comparison is fair even with few deals. The card
with the best mean round score for this seat wins (in the last round, plus a share of the
chance of winning the game).

For a call: finish many sampled deals and keep the distribution of the tricks this seat
takes; the call with the best expected round score over it is the answer, re-checked by
replaying the same deals with it and its neighbours as the call.

Both count the others' round scores against their own (`rival_weight`: a game is won
against the table, so sinking a rival's call is worth a little of one's own score). Beyond
that they differ in character as well as budget:

- Hard keeps every trick it can (the careful Hard of November 2026, which took
  `overtrick_cost` 0.6 points off for each trick over its call and so handed spare tricks
  away, made more of its calls but lost about 0.3 a round to a Hard that kept them; it is
  kept as the arena entrant `hard-2026-11`). It searches with the lean simulator (`lean`).
  Hard - hard-2026-11: +0.29 +- 0.12 a round over 400 paired deals (seeds 12000-12039 and
  12200-12239); Hard made 89.6% of its calls with 1.15 overtricks, the careful one 86.0%
  with 0.39. Over 400 more (seeds 12400-12439, 12600-12639) +0.33 +- 0.11, and it won
  +9.4 +- 6.3 more games in 100 a seat: +0.31 +- 0.08 over the 800. Hard - Medium: +1.17
  +- 0.16 over 400 (seed 20000). Expert - Hard: +0.20 +- 0.12 over 400 (seeds
  70000-70039, 71000-71039): a step, if a short one; seat by seat Expert takes +0.08 +-
  0.07 more tricks with the same cards and calls 0.11 lower, and wins as many games (+1.2
  +- 5.2 in 100 a seat).
- Expert takes more time, searches exactly a card sooner, and plays its rollouts honestly
  (`honest`): the simulated players decide from what their seats could know, not from the
  sampled deal, so a card is not judged by play that always guesses right; with the
  refined policy (`refined`: better leads once a call is made, discards that keep trumps
  and make voids), whose leads are learned from Expert's own search (`learned_leads`,
  `leads`): the simulated players lead as the search would, not by three rules of thumb.
  This is where Expert was held back: searching on the true deal instead of sampled ones
  gains it only +0.10 +- 0.28 a round (`tests/bench/ai_oracle.py`), so a card is misjudged
  by the play that follows it in the rollouts, not by where the hidden cards are thought
  to lie. It reads the calls sharply: each deal is the next stop of a walk over the deals
  that fit the calls (`walk`, `beliefs.DealSampler.walked`; the November Expert picked
  each from a pool of eight, which reads a big call less well), with the call model
  measured on the search levels' own calls. And on a machine with cores to spare its card
  search runs on several (`parallel`, `team`): blocks of deals are numbered, so under a
  deal budget the decision is the same on any number of cores. The second core buys no
  strength, as more time does not: on two cores (`arena expert expert-2026-11 --cores 2`,
  seeds 60028-60045) Expert - expert-2026-11 = +0.15 +- 0.26 a round over 90 paired deals,
  where on one core the same deals gave +0.30 +- 0.26 (paired, two - one = -0.15 +- 0.32);
  card p95 881 ms, call p95 1,550 ms on two cores.
  Expert - expert-2026-11: +0.26 +- 0.14 a round over 280 paired deals (seeds 60000-60027
  and 61000-61027, blocks of four games on one core each; before the learned leads it was
  -0.05 +- 0.16 over 220); Expert made 86.9% of its calls, the November Expert 81.4%.
  With 120 more (seeds 60028-60051: +0.23 +- 0.22), +0.25 +- 0.12 over 400.
  Expert - ismcts, before the learned leads: +0.19 +- 0.11 over 400 (seeds 40000-40079);
  after, +0.34 +- 0.11 over 400 (seeds 62000-62079). Seat by seat, with the same cards
  Expert takes no more tricks than ismcts (+0.04 +- 0.07 a round) and calls 0.12 lower;
  where both called the same it scores +0.24 +- 0.12 more: not more tricks, but the ones
  that make its call or sink another's (`tests/bench/arena_seats.py`).

Options tried for Expert and left off, because none measurably helped (the notes of issue 3
give the figures): `look_ahead` and `all_look_ahead` (rollouts in which seats look one card
ahead, `sim.look_ahead_rollout`), `screen` (quick rollouts pick three finalists for the
look-ahead rollouts) and `read_plays` (deals weighed by how well they explain the other
seats' plays, `reading`). Tried and not kept (the notes of issue 17): Hard with Expert's
rollouts (honest, refined, learned leads; `arena hard:honest=True,refined=True,learned_leads=True
hard-2026-11`, seeds 12000-12039) scored +0.36 +- 0.18 over hard-2026-11 where Hard scores
+0.32 +- 0.19 on the same seeds: no gain, and the step to Expert would shrink. Nor its
rollouts' leads alone, with full sight (`arena hard:refined=True,learned_leads=True hard`):
+0.02 +- 0.11 a round over today's Hard, 480 paired deals (seeds 90000-90059 and
92000-92035); nor Expert's reading of the calls (`hard:walk=10,call_spread=0.7,
call_offset=-0.29`): -0.04 +- 0.20 over 120 (seeds 91000-91023); nor solving exactly a card
sooner (`hard:exact_at=5`): +0.04 +- 0.12 over 260 (seeds 93000-93025, 94000-94025). Nor
follows learned from the search as the leads are: they draw level with the hand-written
follows (`tools.train_leads` has the figures). What Expert's own ways are worth at the
same time: Hard given Expert's budget (`hard:card_seconds=0.85,call_seconds=1.5,
max_call_deals=6000`) - Expert = -0.14 +- 0.17 a round over 200 paired deals (seeds
95000-95019 and 96000-96019): its honest rollouts, learned leads, walk and earlier exact
search together are worth +0.14 +- 0.17 at equal time, not clearly anything. Nor the tree's
card play with Expert's calls at Expert's mean time a card
(`ismcts:card_seconds=0.6,caller='expert'` - Expert): -0.05 +- 0.17 over 120 paired deals
(seeds 64000-64017, 65000-65005); it took +0.11 +- 0.13 more tricks with the same cards and
scored less for them. Nor that tree given every one of Expert's ways as well (its reading of
the calls, honest learned-lead rollouts, rival weight, exact search from five cards): -0.28
+- 0.21 against Expert over 120 (`ismcts` has the figures). One rollout per card and deal,
played honestly, judges Expert's cards better than a tree over the same play. Honest
rollouts in the call search changed 19 calls in 400 and scored
+0.02 +- 0.03 a call on the tricks really taken; the rollouts' mean count is already
unbiased (tricks taken = 0.30 + 0.90 x the mean, 1.24 tricks of spread left): better calls
need a sharper reading of the hand, not a shift. Nor does Expert's call gain by a shift or a
wider spread: its call search run again on the views of 2,176 of its calls in saved arena
games (before the last round; `tests/bench/call_data.py --arena`) said it would make 92-95%
of its calls of 2 to 4 where it made 86-91% at the table, yet calling from that count moved
by -1/2 to +3/4 of a trick, or widened by a spread of 0.3 to 1.1 tricks, would have scored
at most +0.03 a call more on the tricks it really took (intervals +- 0.02 to 0.05).

The player stops at its time budget (a wall clock it reads itself, so a slow machine plays
a little weaker, never slower) or at `max_deals` when given (tests use that, and then every
decision is a pure function of the seed and the view). The figures against the frozen
entrants are in the notes of issue 17.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from callbreak.engine import CARDS, Card, SeatView, mask_of
from callbreak.engine.scoring import score_round

from .beliefs import DealSampler, public_exclusions
from .callsearch import CALL_BLOCK, CallProblem, Deal, game_share
from .common import decision_rng, new_seed, trick_state
from .deals import (
    NO_LIMIT,
    NODES_A_SECOND,
    BlockEvaluator,
    CardProblem,
    draw,
    make_sampler,
    solve,
    utility,
)
from .equal import distinct_cards
from .handeval import heuristic_call
from .honest import HonestTable, honest_rollout
from .reading import PlayReader
from .settings import EXPERT, HARD, Settings
from .sim import Table, look_ahead_rollout, rollout
from .team import share_out, team


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
                 settings: Settings | None = None,
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
        worth its round score plus a share of the game it wins (`_game_share`): in a close
        game a player calls a trick more when that may win it, a clear leader calls safe.
        (A long shot is not worth it: five points for the game do not pay for a call that
        fails most of the time.)"""
        s = self.settings
        if s.lean:
            return self._call_blocks(view)
        # the readable simulator, one deal after another (the frozen entrants)
        start = self.clock()
        rng = decision_rng(self.seed, view, "call")
        sampler = make_sampler(view, rng, s)
        me, rules = view.seat, view.rules
        mine = heuristic_call(view.hand_mask, rules.max_call)
        first = rules.next_seat(view.dealer)
        hist = [0.0] * 14
        limit = s.max_call_deals if s.max_deals is None else s.max_deals
        half = None if s.call_seconds is None else s.call_seconds / 2
        tables: list[Table] = []
        game = game_share(view)  # None before the last round
        outcomes: list[tuple[list[int], list[int]]] = []  # each deal's calls and tricks
        while True:
            hands = draw(sampler, None, s.pool, s.walk)
            calls = [view.calls[p] if view.calls[p] is not None else
                     heuristic_call(hands[p], rules.max_call) for p in range(4)]
            calls[me] = mine
            table = Table(hands, calls, [0, 0, 0, 0], first, [], 0, rules)
            tables.append(table)
            won = rollout(table.copy(), s.style)
            hist[won[me]] += 1
            if game is not None:
                outcomes.append((calls, won))
            if limit is not None and len(tables) >= (limit + 1) // 2:
                break
            if half is not None and self.clock() - start > half:
                break
        probs, values, options = self._first_choice(view, hist, outcomes)
        sums = dict.fromkeys(options, 0.0)
        done = 0
        for table in tables:
            for c in options:
                t = table.copy()
                t.calls = table.calls[:]
                t.calls[me] = c
                won = rollout(t, s.style)
                sums[c] += score_round(c, won[me], rules) if game is None else \
                    game(t.calls, won, (c,))[0]
            done += 1
            if s.call_seconds is not None and self.clock() - start > s.call_seconds:
                break
        return self._second_choice(values, options, sums, done, probs)

    def _call_blocks(self, view: SeatView) -> tuple[int, dict[int, float], list[float]]:
        """`call_values` for the lean levels: both passes in pieces (`callsearch`), one done
        here and one by each helper on another core at a time, taken in their order, so a
        call under a deal budget is the same on any number of cores."""
        s = self.settings
        start = self.clock()
        problem = CallProblem(s, self.seed, view)
        evaluator = problem.evaluator()
        helpers = team(self.cores) if s.parallel else None
        width = 1 + (len(helpers.live()) if helpers is not None else 0)
        limit = s.max_call_deals if s.max_deals is None else s.max_deals
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
        probs, values, options = self._first_choice(view, hist, outcomes)
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
        return self._second_choice(values, options, sums, done, probs)

    def _first_choice(self, view: SeatView, hist: list[float],
                      outcomes: list[tuple[list[int], list[int]]]
                      ) -> tuple[list[float], dict[int, float], list[int]]:
        """From the first pass: the chance of each number of tricks, every call's expected
        value (with the game's share in the last round) and the calls worth a second look:
        the best and its neighbours."""
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
        bias = self.settings.call_bias
        best = max(values, key=lambda c: (values[c] + bias * 10 * c, -c))
        options = [c for c in (best - 1, best, best + 1) if rules.min_call <= c <= rules.max_call]
        return probs, values, options

    def _second_choice(self, values: dict[int, float], options: list[int],
                       sums: dict[int, float], done: int,
                       probs: list[float]) -> tuple[int, dict[int, float], list[float]]:
        """The call, once the second pass has replayed `done` deals with each option."""
        bias = self.settings.call_bias
        best = max(values, key=lambda c: (values[c] + bias * 10 * c, -c))
        if done >= 16:
            refined = {c: sums[c] / done for c in options}
            values.update(refined)
            best = max(options, key=lambda c: (refined[c] + bias * 10 * c, -c))
        return best, values, probs

    # -- playing ---------------------------------------------------------------------------
    def choose_card(self, view: SeatView) -> Card:
        cands = _distinct(view)
        if len(cands) == 1:  # one card, or cards equal in play: nothing to weigh
            return CARDS[cands[0]]
        return CARDS[self.card_values(view).best()]

    def card_values(self, view: SeatView, seconds: float | None = None) -> CardEstimate:
        """Every distinct legal card scored on the same sampled deals. With `screen`, plain
        rollouts first pick the finalists, and the estimate holds only those, scored again
        by the look-ahead rollouts on fresh deals."""
        s = self.settings
        budget = s.card_seconds if seconds is None else seconds
        start = self.clock()
        rng = decision_rng(self.seed, view, "card")
        sampler = make_sampler(view, rng, s)
        reader = PlayReader(view) if s.read_plays and s.pool > 1 and view.played_mask else None
        cands = _distinct(view)
        exact = view.hand_mask.bit_count() <= s.exact_at
        # the seats that look one card ahead in the rollouts, as a bit set
        looking = 0b1111 if s.all_look_ahead else (1 << view.seat if s.look_ahead else 0)
        if s.lean and not looking and reader is None:
            return self._search_blocks(view, cands, exact, start, budget)
        if not (s.screen > 0 and looking and not exact and len(cands) > s.finalists):
            return self._estimate(view, sampler, reader, cands, looking, exact, start, budget,
                                  s.max_deals)
        first = self._estimate(view, sampler, reader, cands, 0, False, start,
                               None if budget is None else budget * s.screen, s.max_deals)
        if first.clear:
            return first
        order = sorted(range(len(cands)), key=lambda i: -first.means[i])
        finals = [cands[i] for i in order[:s.finalists]]
        rest = None if s.max_deals is None else max(8, s.max_deals // 4)
        second = self._estimate(view, sampler, reader, finals, looking, False, start, budget,
                                rest)
        second.deals += first.deals
        return second

    def _estimate(self, view: SeatView, sampler: DealSampler, reader: PlayReader | None,
                  cands: list[int], looking: int, exact: bool, start: float,
                  budget: float | None, max_deals: int | None) -> CardEstimate:
        """Sample deals until the clock (from `start`), the deal budget or a clear leader
        stops it; on each, play every candidate and finish the round."""
        s = self.settings
        me, rules = view.seat, view.rules
        calls = [c if c is not None else 1 for c in view.calls]
        won0 = list(view.tricks_won)
        trick = [(seat, card.index) for seat, card in view.trick]
        value = utility(view, calls, s)
        # the kind of table and of rollout, chosen once for the decision
        if s.honest:
            new_table = partial(HonestTable, excl=public_exclusions(view))
            finish = partial(honest_rollout, refined=s.style)
        else:
            new_table = Table
            finish = partial(look_ahead_rollout, seats=looking) if looking else \
                partial(rollout, refined=s.style)
        n = len(cands)
        sums = [0.0] * n
        rows: list[list[float]] = []
        deals = 0
        clear = False
        while True:
            hands = draw(sampler, reader, s.pool, s.walk)
            table = new_table(hands, calls, won0, me, trick, view.played_mask, rules)
            values = None
            if exact:
                values = solve(table, cands, calls, value, self._node_limit(start, budget))
                if values is None:
                    exact = False  # too slow on this machine: rollouts from here on
            if values is None:
                values = []
                for card in cands:
                    t = table.copy()
                    t.play(card)
                    values.append(value(finish(t)))
            for i, v in enumerate(values):
                sums[i] += v
            rows.append(values)
            deals += 1
            if max_deals is not None and deals >= max_deals:
                break
            if budget is not None and self.clock() - start > budget:
                break
            if deals >= s.min_deals and deals % 8 == 0 and _clear_leader(sums, rows, s.stop_z):
                clear = True
                break
        return CardEstimate(cands, [x / deals for x in sums], deals, exact, clear)

    def _search_blocks(self, view: SeatView, cands: list[int], exact: bool, start: float,
                       budget: float | None) -> CardEstimate:
        """The lean search: numbered blocks of deals (`deals.BlockEvaluator`), one computed
        here and one by each helper on another core at a time, taken in their order. It
        stops at the deal budget or at a clear leader, counted deal by deal and block by
        block whatever the number of cores, or at the clock."""
        s = self.settings
        problem = CardProblem(s, self.seed, view, tuple(cands))
        evaluator = BlockEvaluator(problem)
        helpers = team(self.cores) if s.parallel else None
        sums = [0.0] * len(cands)
        rows: list[list[float]] = []
        deals = next_block = 0
        clear = False
        while True:
            limit = self._node_limit(start, budget)
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
                    if s.max_deals is not None and deals >= s.max_deals:
                        stop = True
                        break
                exact = exact and block_exact  # the solver too slow here: rollouts from now
                if stop:
                    break
                if deals >= s.min_deals and _clear_leader(sums, rows, s.stop_z):
                    clear = stop = True
                    break
            if stop or (budget is not None and self.clock() - start > budget):
                break
        return CardEstimate(cands, [x / deals for x in sums], deals, exact, clear)

    def _node_limit(self, start: float, budget: float | None) -> int:
        """How many nodes the exact solver may visit on one deal in the time left."""
        if budget is None:
            return NO_LIMIT
        return max(2000, int((budget - (self.clock() - start)) * NODES_A_SECOND))


def expected_scores(probs: list[float], rules) -> dict[int, float]:
    """Each possible call's expected round score (tenths), given the chance of each number
    of tricks taken."""
    return {c: sum(p * score_round(c, k, rules) for k, p in enumerate(probs))
            for c in range(rules.min_call, rules.max_call + 1)}


def _distinct(view: SeatView) -> list[int]:
    """The legal cards, one of each run of cards that are equal in play (touching in rank
    once the played cards are taken out)."""
    return distinct_cards(mask_of(view.legal), view.played_mask | view.hand_mask,
                          trick_state(view)[1])


def _clear_leader(sums: list[float], rows: list[list[float]], z: float) -> bool:
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
    return mean > z * (var / n) ** 0.5
