"""What a search player is: its budget and its character, as one frozen record per level.

`search` explains the levels; `lab.frozen` pins the November 2026 ones, which never move,
and `lab.search.LabSettings` adds the settings of ideas tried and left out.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypeVar

from .leads import LEARNED


@dataclass(frozen=True)
class SearchSettings:
    card_seconds: float | None = 0.25
    call_seconds: float | None = 0.7
    max_deals: int | None = None  # a deal budget instead of (or as well as) the clock
    max_call_deals: int | None = 2000
    call_deals: int | None = None  # a deal budget for calls alone, kept under `max_deals`
    #                                (the arena: calls at the game's budget, cards on few)
    call_model: str | None = None  # a learned call model (`model.named`): its call where
    #   the game's end is not at stake; the search's where it is, or if the file is bad
    card_model: str | None = None  # a learned card model (`card_model`): the card search
    #   weighs only its best `card_keep` legal cards; all of them if the file is bad
    card_keep: int = 3
    exact_at: int = 4  # search exactly once each hand has this many cards or fewer
    call_bias: float = 0.0  # added to the expected-score choice of call, in tricks
    min_deals: int = 24  # deals before the search may stop early with a clear leader
    stop_z: float = 3.0  # how many standard errors ahead counts as clear
    pool: int = 0  # >1: each deal is the pick of this many by fit to the calls, with the
    #                sharper call model; 0 or 1: rejection sampling
    call_spread: float | None = None  # the call model (`beliefs`): how far a call strays
    call_offset: float | None = None  # from our count of the hand; None: the model that
    #                                   goes with the sampling (sharper with a pool or walk)
    walk: int = 0  # >0: each deal is this many steps of a Metropolis walk from the last,
    #                whose resting deals fit the calls as the call model says (`beliefs`)
    rival_weight: float = 0.0  # how much the others' mean round score counts against ours:
    #                           a game is won against the other three, not alone
    honest: bool = False  # rollouts in which nobody sees the sampled deal (`honest`)
    refined: bool = False  # rollouts (for calls and cards) with the policy's refined leads
    #                        and discards (stronger on its own: tests/bench/policy_duel)
    overtrick_cost: float = 0.0  # points the card search takes off for each trick over the
    #   call. With rival_weight, a seat whose call is made hands its spare tricks to players
    #   they do not help: fewer overtricks, weaker against strong players
    #   (docs/ai-experiments.md)
    parallel: bool = False  # may search on several cores when the player is given them
    #                         (`team`)
    learned_leads: bool = False  # rollouts lead as the search does (`leads`), with `refined`

    @property
    def style(self) -> int:
        """The rollout policy, as `lean.lean_rollout`'s `refined` takes it: 0 plain, 1
        refined, `leads.LEARNED` refined with the learned leads."""
        return LEARNED if self.learned_leads and self.refined else int(self.refined)


S = TypeVar("S", bound=SearchSettings)


def budgeted(settings: S, max_deals: int | None, time_scale: float = 1.0) -> S:
    """`settings` with a deal budget in place of the clock (deterministic), or else with the
    clock stretched by `time_scale` (no clock stays none)."""
    if max_deals is not None:
        return replace(settings, card_seconds=None, call_seconds=None, max_deals=max_deals)
    if time_scale == 1.0:
        return settings
    card, call = settings.card_seconds, settings.call_seconds
    return replace(settings, card_seconds=None if card is None else card * time_scale,
                   call_seconds=None if call is None else call * time_scale)


HARD = SearchSettings(rival_weight=1.0)
# Expert reads the calls by a walk (`beliefs.DealSampler.walked`), with the call model
# measured on the search levels' own calls (call - count: mean -0.29, spread 0.62), the
# spread widened a little for the person at the table, whose calls stray more. Its rollouts
# lead as its own search does (`leads`, trained by `tools.train_leads`).
EXPERT = SearchSettings(card_seconds=0.85, call_seconds=1.5, exact_at=5, max_call_deals=6000,
                  min_deals=64, stop_z=4.0, walk=10, call_spread=0.7, call_offset=-0.29,
                  rival_weight=1.0, honest=True, refined=True, parallel=True,
                  learned_leads=True)
