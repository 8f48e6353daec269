"""Frozen opponents: Hard and Expert exactly as they stood in November 2026, kept as arena
entrants so every later change to the shipped levels is measured against players that do
not move.

A frozen entrant pins its settings here (never `settings.HARD` or `settings.EXPERT`, which
will change) and runs the original simulator and sampler (`lab.readable`, with `lean`
off), so a faster simulator elsewhere does not make it stronger under the same clock
either. `tests/test_ai_frozen.py` records some of their decisions; a change that moves one
fails.
"""

from __future__ import annotations

from ..search_settings import EXPERT, HARD
from .search import LabSettings

HARD_2026_11 = LabSettings(rival_weight=1.0, overtrick_cost=0.6, lean=False)
EXPERT_2026_11 = LabSettings(card_seconds=0.85, call_seconds=1.5, exact_at=5,
                             max_call_deals=6000, min_deals=64, stop_z=4.0, pool=8,
                             rival_weight=1.0, honest=True, refined=True, lean=False)

FROZEN: dict[str, LabSettings] = {"hard-2026-11": HARD_2026_11,
                                  "expert-2026-11": EXPERT_2026_11}
# every entrant that searches, by name, with its settings: the levels and the frozen ones
SEARCHERS: dict[str, LabSettings] = {"hard": LabSettings.of(HARD),
                                     "expert": LabSettings.of(EXPERT), **FROZEN}
