"""A fixed piece of the search's work, to count its instructions under callgrind (not a test).

    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.all \\
        .venv/bin/python tests/bench/ai_instructions.py
    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.none \\
        .venv/bin/python tests/bench/ai_instructions.py --imports-only
    callgrind_annotate /tmp/cg.all | grep "PROGRAM TOTALS"   # less the same of cg.none

(`--rollouts` or `--searches` runs one part alone; PYTHONHASHSEED=0 makes the count repeat
to a few instructions in billions.)

A wall clock on a shared machine says as much about the neighbours as about the code; the
number of instructions a deterministic workload runs does not move with the load. The work:
rollouts from the first card of seeded deals with the lean simulator (plain, honest, honest
with the learned leads), then Hard's and Expert's calls and cards at a few positions of a
seeded game, on a deal budget (so the same deals every run). Run natively, it prints its
seconds and a checksum of what it computed (the same before and after a change that should
not change the play).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.ai import make_player  # noqa: E402
from callbreak.ai.handeval import heuristic_call  # noqa: E402
from callbreak.ai.honest import HonestTable  # noqa: E402
from callbreak.ai.leads import LEARNED  # noqa: E402
from callbreak.ai.lean import lean_estimate, lean_rollout  # noqa: E402
from callbreak.ai.sim import SimTable  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402

ROLLOUTS = 400  # deals, each played out three ways
SEARCH_DEALS = 24
POSITIONS = (0, 5, 10, 17, 25, 33, 41)  # cards played in the round before each card decision


def rollouts() -> int:
    rules = HouseRules()
    check = 0
    for seed in range(ROLLOUTS):
        game = Game(rules, seed)
        hands = list(game.round.hands)
        calls = [heuristic_call(h) for h in hands]
        plain = SimTable(hands, calls, [0] * 4, game.turn, [], 0, rules)
        honest = HonestTable(hands, calls, [0] * 4, game.turn, [], 0, rules, excl=[0] * 4)
        for won in (lean_rollout(plain, True), lean_rollout(honest, True, honest.excl),
                    lean_rollout(honest, LEARNED, honest.excl)):
            check = (check * 31 + won[0] * 7 + won[1] * 5 + won[2] * 3 + won[3]) % 1_000_003
    return check


def searches() -> int:
    """Hard's and Expert's decisions along one game's first round (Medium makes the moves)."""
    game = Game(HouseRules(), 11)
    mover = make_player("medium", 1)
    check = 0
    players = [make_player(level, seed=3, max_deals=SEARCH_DEALS) for level in ("hard", "expert")]
    calls = 0
    while game.phase == "calling":
        view = game.view(game.turn)
        if calls < 2:
            for player in players:
                check = (check * 31 + player.choose_call(view)) % 1_000_003
        calls += 1
        game.call(game.turn, mover.choose_call(view))
    for played in range(max(POSITIONS) + 1):
        view = game.view(game.turn)
        if played in POSITIONS:
            for player in players:
                check = (check * 31 + player.choose_card(view).index) % 1_000_003
        game.play(game.turn, mover.choose_card(view))
    return check


def main(argv: list[str]) -> int:
    """`--imports-only`: nothing but the start; `--rollouts` or `--searches`: that part."""
    lean_estimate(0)  # the count's tables, built once
    if "--imports-only" in argv:
        return 0
    parts = [p for p in ("rollouts", "searches") if f"--{p}" in argv] or ["rollouts", "searches"]
    for part in parts:
        start = time.perf_counter()
        check = rollouts() if part == "rollouts" else searches()
        print(f"{part} {time.perf_counter() - start:.2f} s (check {check})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
