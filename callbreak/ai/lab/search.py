"""The search as it was, for the frozen entrants and the arena's experiments.

`LabSettings` are the shipped `SearchSettings` and the settings of ideas tried and left out
(docs/ai-experiments.md has what each was worth): the readable simulator and the older
sampler instead of the lean ones (`lean` off: the frozen entrants, which keep their speed as
well as their play), rollouts in which seats look a card ahead (`look_ahead`,
`all_look_ahead`), a screen that picks finalists for them (`screen`, `finalists`) and deals
weighed by the plays they explain (`read_plays`, `lab.reading`).

`LabSearchPlayer` is `search.SearchPlayer` with those paths back: one deal after another on
one core, as the search worked before its deals came in numbered blocks. With settings the
shipped search has, it is the shipped search.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import partial
from typing import Any

from callbreak.engine import SeatView
from callbreak.engine.scoring import score_round

from ..beliefs import DealSampler, public_exclusions
from ..callsearch import game_share
from ..common import decision_rng
from ..deals import draw, make_sampler, solve, utility
from ..handeval import heuristic_call
from ..honest import HonestTable
from ..search import (
    CardEstimate,
    SearchPlayer,
    candidates,
    clear_leader,
    first_choice,
    second_choice,
)
from ..search_settings import SearchSettings
from ..sim import SimTable
from .readable import honest_rollout, look_ahead_rollout, rollout
from .reading import PlayReader


@dataclass(frozen=True)
class LabSettings(SearchSettings):
    lean: bool = True  # the lean simulator and sampler: the same play, more deals a second;
    #                    off, the readable ones (`lab.readable`) the frozen entrants run
    read_plays: bool = False  # weigh deals by how well they explain the others' plays
    look_ahead: bool = False  # in rollouts, our own later cards get a one-card look-ahead
    all_look_ahead: bool = False  # ... and so do everyone else's
    screen: float = 0.0  # >0: this share of the card budget screens every candidate with
    #                      plain rollouts; the rest compares the `finalists` best with the
    #                      look-ahead rollouts, which cost ten times more a deal
    finalists: int = 3

    @classmethod
    def of(cls, settings: SearchSettings, **changes: object) -> LabSettings:
        """`settings` (a shipped level's) as lab settings, with `changes`."""
        given = {f.name: getattr(settings, f.name) for f in fields(settings)}
        return cls(**{**given, **changes})


class LabSearchPlayer(SearchPlayer):
    settings: LabSettings

    # -- calling ---------------------------------------------------------------------------
    def call_values(self, view: SeatView) -> tuple[int, dict[int, float], list[float]]:
        """`SearchPlayer.call_values`, with the readable simulator when `lean` is off: one
        deal after another, on one core."""
        s = self.settings
        if s.lean:
            return super().call_values(view)
        start = self.clock()
        rng = decision_rng(self.seed, view, "call")
        sampler = make_sampler(view, rng, s, lean=False)
        me, rules = view.seat, view.rules
        mine = heuristic_call(view.hand_mask, rules.max_call)
        first = rules.next_seat(view.dealer)
        hist = [0.0] * 14
        limit = s.max_call_deals if s.max_deals is None else s.max_deals
        half = None if s.call_seconds is None else s.call_seconds / 2
        tables: list[SimTable] = []
        game = game_share(view)  # None before the last round
        outcomes: list[tuple[list[int], list[int]]] = []  # each deal's calls and tricks
        while True:
            hands = draw(sampler, s.pool, s.walk)
            calls = [c if c is not None else heuristic_call(hands[p], rules.max_call)
                     for p, c in enumerate(view.calls)]
            calls[me] = mine
            table = SimTable(hands, calls, [0, 0, 0, 0], first, [], 0, rules)
            tables.append(table)
            won = rollout(table.copy(), s.style)
            hist[won[me]] += 1
            if game is not None:
                outcomes.append((calls, won))
            if limit is not None and len(tables) >= (limit + 1) // 2:
                break
            if half is not None and self.clock() - start > half:
                break
        probs, values, options = first_choice(view, hist, outcomes, s.call_bias)
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
        return second_choice(values, options, sums, done, probs, s.call_bias)

    # -- playing ---------------------------------------------------------------------------
    def card_values(self, view: SeatView, seconds: float | None = None) -> CardEstimate:
        """`SearchPlayer.card_values`, with the lab's ways when the settings ask for one.
        With `screen`, plain rollouts first pick the finalists, and the estimate holds only
        those, scored again by the look-ahead rollouts on fresh deals."""
        s = self.settings
        budget = s.card_seconds if seconds is None else seconds
        start = self.clock()
        rng = decision_rng(self.seed, view, "card")
        sampler = make_sampler(view, rng, s, lean=s.lean)
        reader = PlayReader(view) if s.read_plays and s.pool > 1 and view.played_mask else None
        cands = candidates(view)
        exact = view.hand_mask.bit_count() <= s.exact_at
        # the seats that look one card ahead in the rollouts, as a bit set
        looking = 0b1111 if s.all_look_ahead else (1 << view.seat if s.look_ahead else 0)
        if s.lean and not looking and reader is None:
            return super().card_values(view, seconds)
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
        new_table: Callable[..., SimTable]
        finish: Callable[[Any], list[int]]  # takes the kind of table `new_table` makes
        if s.honest:
            new_table = partial(HonestTable, excl=public_exclusions(view))
            finish = partial(honest_rollout, refined=s.style)
        else:
            new_table = SimTable
            finish = partial(look_ahead_rollout, seats=looking) if looking else \
                partial(rollout, refined=s.style)
        likelihood = reader.likelihood if reader is not None else None
        n = len(cands)
        sums = [0.0] * n
        rows: list[list[float]] = []
        deals = 0
        clear = False
        while True:
            hands = draw(sampler, s.pool, s.walk, likelihood)
            table = new_table(hands, calls, won0, me, trick, view.played_mask, rules)
            values = None
            if exact:
                values = solve(table, cands, calls, value, self.node_limit(start, budget))
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
            if deals >= s.min_deals and deals % 8 == 0 and clear_leader(sums, rows, s.stop_z):
                clear = True
                break
        return CardEstimate(cands, [x / deals for x in sums], deals, exact, clear)
