"""Memory of the game at 1920x1080 with the coach on: the window's process and every process
it started (the computer players' worker, the coach's worker, multiprocessing's resource
tracker, anything else), through a whole game played at normal speed with every frame drawn,
as a player would see it. Linux only (reads /proc/PID/smaps).

    python tests/bench/memory_bench.py [--size 1920x1080] [--level hard] [--rounds 5]
                                       [--numpy] [--coach-idle-end none|SECONDS]
                                       [--your-time SECONDS]

`--numpy` has every worker import numpy as it starts, as a learned model's runtime
dependency would; `--coach-idle-end none` keeps the coach's worker to the end of the game,
as before it ended when idle; `--your-time 2` has you take 2 s over each call, card and
result, as a person does (0, the default: you play at once, so the game is over sooner than
any person's and the coach is at work nearly the whole time).

What is counted. Every process under the window's (its children's children too), read from
/proc every half second of the game, and three sums of them:

- **together** (the figure the budget is judged by): what the game holds in memory, each
  page once: every process's own pages (USS: private, clean or dirty) plus the pages of
  each file they map together (libpython, the C libraries, pygame's) once, at the most any
  one of them has resident. It is what the game would take from a machine that ran nothing
  else, and it does not depend on what else runs here;
- **RSS summed**: each process's resident set added up, the figure of earlier notes. It
  counts a library each process maps once per process (libpython four times), so it says
  more than the game holds;
- **PSS summed**: each shared page split among the processes sharing it. A fair sum on a
  machine where only the game runs; here other people's Python processes share libpython
  and pygame, so it says less than the game would hold on a player's machine.

Nothing of the game is imported at the top of this file: a spawned worker imports the
program's main module before its first job, so what this file imported at its top would
sit in every worker (and did: pygame and the whole app in both workers, 12 MB each). The
game's own main module (`callbreak.cli`, or the bundle's entry) imports no pygame.

Issue 35 asked for the game and its worker under 200 MB at 1920x1080. Measured here (5
rounds, level hard, seed 7), before the table bounded its picture caches (40d57f8) and
after (`callbreak.app.look.kept`), resident, the window and its workers only:

    before: window 228 MB peak (119 after the first deal), worker 34, both 262 MB
    after:  window 148 MB peak (104 after the first deal), worker 34, both 182 MB

Issue 46 (the coach's worker; 225 MB, counted as above). Counted as above, this bench
missed multiprocessing's resource tracker (13 MB) and, importing the app at its top, put
pygame and the whole app in both workers (37-38 MB each, 26-28 MB as in the game): window
156 MB peak, workers 76, 232 MB summed. Counted as now (5 rounds, hard, seed 7; the shared
2-core machine at load 8-12, two runs side by side), before (`--coach-idle-end none`: the
coach's worker kept to the end of the game) and after (it ends after 20 s idle):

    you play at once       before  peak 197 MB, median 195 (RSS summed 224, PSS 183)
                           after   peak 197 MB, median 192 (RSS summed 225, PSS 183)
    --your-time 2          before  peak 199 MB, median 194 (RSS summed 226, PSS 180)
                           after   peak 197 MB, median 194 (RSS summed 225, PSS 178)
    --numpy (after)                peak 214 MB             (RSS summed 248, PSS 196)

At the peak: window 157-158 MB resident (136-141 its own), players' worker 26-27 (16),
coach's worker 27-29 (17-19), resource tracker 13 (6); with numpy each worker 38-39 (22).
On this loaded machine an analysis took longer than the next round, so the coach's worker
was never idle 20 s (started once or twice a game): the end when idle takes its 27 MB away
between rounds on a machine with a core to spare, not at the peak, which is the window's
caches full (about 53 MB of pictures within `look/kept` budgets that sum to ~100 MB at
1920x1080) while a round is analysed. numpy in the workers would take the game over 200 MB
unless the window gives back ~15 MB.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

NUMPY = "CALLBREAK_BENCH_NUMPY"  # set: every worker imports numpy as it starts
if __name__ == "__mp_main__" and os.environ.get(NUMPY):  # in a spawned worker
    import numpy  # noqa: F401

DT = 1 / 60
KB = 1024
MAPPING = re.compile(r"^[0-9a-f]+-[0-9a-f]+ ")  # the first line of a mapping in smaps


@dataclass
class Usage:
    """One process's memory, in kB: resident, proportional, unique (private), and the
    shared resident pages of each file it maps."""

    rss: int = 0
    pss: int = 0
    uss: int = 0
    shared: dict[str, int] = field(default_factory=dict)


def usage(pid: int | str = "self") -> Usage:
    """A process's memory from /proc/PID/smaps (an empty Usage once it has gone)."""
    found, name = Usage(), ""
    try:
        text = Path(f"/proc/{pid}/smaps").read_text()
    except OSError:
        return found
    for line in text.splitlines():
        if MAPPING.match(line):  # a mapping: address range, perms, offset, dev, inode, path
            parts = line.split(None, 5)
            name = parts[5] if len(parts) > 5 else "[anonymous]"
            continue
        head, _, rest = line.partition(":")
        kb = rest.split()
        if len(kb) != 2 or kb[1] != "kB":
            continue
        value = int(kb[0])
        if head == "Rss":
            found.rss += value
        elif head == "Pss":
            found.pss += value
        elif head in ("Private_Clean", "Private_Dirty"):
            found.uss += value
        elif head in ("Shared_Clean", "Shared_Dirty") and value:
            found.shared[name] = found.shared.get(name, 0) + value
    return found


def family(root: int) -> list[int]:
    """`root` and every process under it (children's children too), from /proc."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += parents.get(pid, [])
    return found


def together_kb(usages: Iterable[Usage]) -> int:
    """The family's memory with each page once: their own pages, and each shared file's
    pages at the most any one of them has resident."""
    usages = list(usages)
    files: dict[str, int] = {}
    for u in usages:
        for name, kb in u.shared.items():
            files[name] = max(files.get(name, 0), kb)
    return sum(u.uss for u in usages) + sum(files.values())


def pool_pids(pool: object) -> set[int]:
    """An executor's worker processes (the standard library's own record of them)."""
    return set(getattr(pool, "_processes", None) or {})


def command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return "?"


class Peaks:
    """The highest figures seen: the sums, and each role's RSS and USS."""

    def __init__(self) -> None:
        self.together = self.rss = self.pss = 0
        self.roles: dict[str, tuple[int, int]] = {}
        self.coach_seen = self.samples = 0
        self.coach_starts: set[int] = set()
        self.at_peak: dict[str, int] = {}  # each role's RSS when the family was at its peak
        self.looks: list[int] = []  # the family's memory (each page once) at each look

    def take(self, app: Any) -> int:
        thinker = app.thinker
        players = pool_pids(thinker.pool)
        coach = pool_pids(thinker.coach.pool)
        me = os.getpid()
        usages: dict[str, list[Usage]] = {}
        for pid in family(me):
            found = usage(pid)
            if not found.rss:  # gone since the family was listed (or a zombie)
                continue
            role = ("window" if pid == me else "players' worker" if pid in players
                    else "coach's worker" if pid in coach
                    else "resource tracker" if "resource_tracker" in command(pid)
                    else f"other: {command(pid)[:40]}")
            usages.setdefault(role, []).append(found)
        every = [u for us in usages.values() for u in us]
        now = together_kb(every)
        self.looks.append(now)
        if now > self.together:
            self.together = now
            self.at_peak = {role: sum(u.rss for u in us) for role, us in usages.items()}
        self.rss = max(self.rss, sum(u.rss for u in every))
        self.pss = max(self.pss, sum(u.pss for u in every))
        for role, us in usages.items():
            rss, uss = self.roles.get(role, (0, 0))
            self.roles[role] = (max(rss, sum(u.rss for u in us)), max(uss, sum(u.uss for u in us)))
        self.samples += 1
        if coach:
            self.coach_seen += 1
            self.coach_starts |= coach
        return now


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--numpy", action="store_true",
                        help="every worker imports numpy as it starts")
    parser.add_argument("--your-time", type=float, default=0.0,
                        help="seconds you take over each call, card and result (0: none)")
    parser.add_argument("--coach-idle-end", default="game",
                        help="seconds idle before the coach's worker ends ('game': the "
                             "game's own; 'none': never, as before it did)")
    args = parser.parse_args()
    if args.numpy:
        os.environ[NUMPY] = "1"  # the workers are spawned with this environment

    from callbreak.app.shell.input import CONFIRM, Intent
    from callbreak.app.table import TableScene
    from callbreak.app.table.turns import Turn
    from callbreak.app.wiring import make_app
    from callbreak.engine import Game, HouseRules

    size = (int(args.size.split("x")[0]), int(args.size.split("x")[1]))
    app = make_app(size=size, headless=True, thinker="process")
    assert app.settings.coach, "the coach is on by default"
    if args.coach_idle_end != "game":
        app.thinker.coach.idle_end = (None if args.coach_idle_end == "none"
                                      else float(args.coach_idle_end))
    started = usage().rss
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=args.rounds), seed=args.seed),
                                     args.level, None))
    peaks = Peaks()
    after_deal = 0
    frames = 0
    your_turn: float | None = None  # when your turn (or a result's button) came
    begun = time.monotonic()
    while app.scenes.stack and time.monotonic() - begun < 900:
        tables = [s for s in app.scenes.stack if isinstance(s, TableScene)]
        if not tables:  # the scorecard: the game is over
            break
        table = tables[-1]
        yours = table.turn in (Turn.YOUR_CALL, Turn.YOUR_CARD) or app.scenes.top is not table
        if not yours:
            your_turn = None
        elif your_turn is None:
            your_turn = time.monotonic()  # you think (`--your-time`), then play
        if yours and time.monotonic() - your_turn >= args.your_time:
            app.feed(Intent(CONFIRM))
            your_turn = None
        elif yours:
            time.sleep(0.01)  # a still table while you think: the loop would sleep too
        app.step(DT)
        app.render()
        frames += 1
        if table.session.turns.waiting_for_computer:
            time.sleep(0.002)  # the worker has the other core
        if frames % 30 == 0:
            peaks.take(app)
            if not after_deal and table.session.game.round.call_order:
                after_deal = usage().rss
    shown = time.monotonic()  # the scorecard, as it is shown while the coach finishes
    while (frames % 120 or app.coaching.busy) and time.monotonic() - shown < 120:
        app.step(DT)
        app.render()
        frames += 1
        time.sleep(0.005)  # a still scorecard draws rarely: the coach has the cores
        if frames % 30 == 0:
            peaks.take(app)
    peaks.take(app)
    coach = app.coaching
    played = table.session.game  # the game the table played
    analysed = sum(coach.analysis(played, r) is not None for r in range(args.rounds))
    print(f"memory at {size[0]}x{size[1]}, level {args.level}, {args.rounds} rounds, "
          f"{frames} frames in {time.monotonic() - begun:.0f} s, you {args.your_time:g} s a "
          f"turn, the coach's worker ends after {app.thinker.coach.idle_end} s idle"
          + (", numpy in every worker" if args.numpy else ""))
    print(f"the coach analysed {analysed} of {args.rounds} rounds; its worker was there "
          f"{peaks.coach_seen} of {peaks.samples} looks, started {len(peaks.coach_starts)} "
          f"times")
    print(f"window process: {started / KB:.0f} MB started, {after_deal / KB:.0f} MB after "
          f"the first deal (RSS)")
    for role, (rss, uss) in sorted(peaks.roles.items()):
        print(f"  {role:18s} peak RSS {rss / KB:4.0f} MB, own (USS) {uss / KB:4.0f} MB")
    print(f"together, each page once: peak {peaks.together / KB:.0f} MB, median "
          f"{statistics.median(peaks.looks) / KB:.0f} MB   (peaks: RSS summed "
          f"{peaks.rss / KB:.0f} MB, PSS summed {peaks.pss / KB:.0f} MB)")
    print("  at that peak (RSS): " + ", ".join(f"{role} {kb / KB:.0f} MB"
                                              for role, kb in sorted(peaks.at_peak.items())))
    app.thinker.close()


if __name__ == "__main__":
    main()
