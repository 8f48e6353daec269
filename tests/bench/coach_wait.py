"""Whether the coach makes a computer player's turn wait (not a test).

    .venv/bin/python tests/bench/coach_wait.py --cards 24 --level expert --repeat 2
                                               [--coach-idle-end none|SECONDS]

The real `Thinker` (its players' worker process and the coach's own worker process) is
asked for the same computer players' cards three ways, one card at a time as the table
asks them:

- alone: nothing else asked of the workers;
- coach: the coach analysing rounds back to back the whole time, as after each round of a
  game with the coach on (its worker at nice 19, stopped while a player's question is out),
  asked from the main thread as the app asks it: its worker, ended when idle (20 s; `none`
  keeps it, as before), is started again by the main thread, so it may be stopped outright;
- shared queue: for comparison, what a card would wait if the coach's analysis sat in the
  players' own worker queue (one analysis handed to the players' worker, then the card).

For each it prints the card's wait from the question to the answer (median, 90th
percentile, slowest) and the CPU the players' worker had while thinking (CPU seconds over
wall seconds: a search on the clock does less when it gets less, so this is the measure of
a player that the coach would slow), with the machine's load average.

Figures on the shared 2-core machine (other helpers' tests running, load 3),
`--cards 24 --level expert --repeat 2` (Expert thinks 0.85 s a card on the clock), with the
coach's worker stopped outright (SIGSTOP) while a player thinks:

    alone  wait median 0.055 s  p90 0.854 s  slowest 1.045 s  players' worker CPU 84%
    coach  wait median 0.051 s  p90 0.855 s  slowest 0.875 s  players' worker CPU 85%
    alone  wait median 0.100 s  p90 0.855 s  slowest 1.005 s  players' worker CPU 79%
    coach  wait median 0.095 s  p90 0.856 s  slowest 0.922 s  players' worker CPU 82%
    shared queue  wait median 4.953 s  slowest 8.226 s

So with the coach at work a computer player's card waits as long as without it, and its
worker has as much CPU, where one queue shared with the coach would make a card wait 5 to
8 s. Before the coach's worker was stopped outright (it only waited between two of its
positions, at nice 19; load 5): p90 0.856/0.861 s alone and 0.859/0.859 s with the coach,
but the slowest card 1.25-1.49 s against 0.87-1.12 s alone, the position in hand being
finished first; stopping it removed that. Cards asked back to back, as here, leave the
coach no time at all (0 rounds finished); in a game it works in the pauses between plays
and during your turns (a round of 14 positions in about 20 s over the round's result, at
load 5).

Issue 46 (the coach's worker ends after 20 s idle and is started again for the next round),
load 11-12 on the 2 cores (the players' worker had 9-33% of a core), before
(`--coach-idle-end none`) and after, run one after the other:

    before  alone  p90 0.903 s slowest 1.110 s | coach  p90 0.962 s slowest 1.675 s
            alone  p90 0.892 s slowest 1.577 s | coach  p90 0.956 s slowest 1.902 s
            shared queue  median 49.9 s, slowest 76.2 s
    after   alone  p90 0.993 s slowest 1.265 s | coach  p90 0.943 s slowest 1.614 s
            alone  p90 0.865 s slowest 0.882 s | coach  p90 0.866 s slowest 1.485 s
            shared queue  median 15.6 s, slowest 28.0 s

A card waits no longer with the coach at work than alone beyond this load's noise, before
and after: the worker's end and new start change nothing a computer player's card waits on.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from callbreak.app.coach.coach_worker import IDLE_END, CoachJob  # noqa: E402
from callbreak.app.shell.thinker import JobKind, Thinker, coach_round  # noqa: E402
from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules, SeatView  # noqa: E402


def random_game(seed: int, rounds: int = 3) -> tuple[Game, list[SeatView]]:
    """A game played by random legal cards to its end, and the computer seats' views at
    each of their cards."""
    rng = random.Random(seed)
    game = Game(HouseRules(rounds=rounds), seed=seed)
    views: list[SeatView] = []
    while game.phase != GAME_OVER:
        if game.phase == ROUND_OVER:
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 4))
        else:
            seat = game.turn
            view = game.view(seat)
            if seat != 0:
                views.append(view)
            game.play(seat, rng.choice(list(view.legal)))
    return game, views


def cpu_seconds(pid: int) -> float:
    """User and system CPU of a process so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def worker_pid(thinker: Thinker) -> int:
    processes = getattr(thinker.pool, "_processes", None) or {}
    return next(iter(processes))


class CoachAtWork:
    """The coach's rounds back to back, as the app asks them: from the main thread (so its
    worker, started again after being idle, may be stopped outright), `keep_on` called
    while the cards are waited for."""

    def __init__(self, thinker: Thinker, game: Game) -> None:
        self.thinker, self.game = thinker, game
        self.job: CoachJob | None = None
        self.asked_at, self.n = 0.0, 0
        self.rounds: list[float] = []  # seconds each finished round took

    def keep_on(self) -> None:
        if self.job is not None and not self.job.done():
            return
        now = time.monotonic()
        if self.job is not None and self.job.result() is not None:
            self.rounds.append(now - self.asked_at)
        self.job, self.asked_at = self.thinker.coach.ask(self.game, self.n % 3), now
        self.n += 1

    def stop(self) -> None:
        if self.job is not None:
            self.job.stop()
            self.job = None


def ask_cards(thinker: Thinker, views: list[SeatView], level: str,
              coach: CoachAtWork | None = None) -> tuple[list[float], float]:
    """Each card's wait, and the players' worker's CPU share while it thought (the coach
    kept at work meanwhile, when given)."""
    waits, cpu, wall = [], 0.0, 0.0
    for i, view in enumerate(views):
        if coach is not None:
            coach.keep_on()
        pid = worker_pid(thinker)
        c0, t0 = cpu_seconds(pid), time.monotonic()
        job = thinker.ask(JobKind.CARD, ("bench", view.seat), level, i, view)
        while not job.done():
            time.sleep(0.001)
        job.result()
        waits.append(time.monotonic() - t0)
        cpu += cpu_seconds(pid) - c0
        wall += waits[-1]
    return waits, cpu / wall


def said(name: str, waits: list[float], share: float) -> str:
    waits = sorted(waits)
    p90 = waits[min(len(waits) - 1, round(0.9 * (len(waits) - 1)))]
    return (f"{name:13s} cards {len(waits):3d}  wait median {statistics.median(waits):.3f} s"
            f"  p90 {p90:.3f} s  slowest {waits[-1]:.3f} s  players' worker CPU share "
            f"{share:.0%}  (load {os.getloadavg()[0]:.1f})")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cards", type=int, default=24)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--coach-idle-end", default=str(IDLE_END),
                    help="seconds idle before the coach's worker ends ('none': never, as "
                         "before it did)")
    args = ap.parse_args(argv)
    idle_end = None if args.coach_idle_end == "none" else float(args.coach_idle_end)
    coached, _ = random_game(1)
    _, views = random_game(2)
    views = views[::max(1, len(views) // args.cards)][:args.cards]
    thinker = Thinker("process", coach="process", coach_idle_end=idle_end)
    try:
        thinker.warm_up()
        ask_cards(thinker, views[:2], args.level)  # the worker started, the player made
        first = thinker.coach.ask(coached, 0)  # the coach's worker started by the main thread,
        assert first is not None  # as the app starts it (so it may be stopped outright)
        first.stop()
        for _ in range(args.repeat):  # alone and with the coach in turn: the load drifts
            waits, share = ask_cards(thinker, views, args.level)
            print(said("alone", waits, share), flush=True)
            coach = CoachAtWork(thinker, coached)
            begun = time.monotonic()
            while time.monotonic() - begun < 3.0:  # its worker started and at work
                coach.keep_on()
                time.sleep(0.01)
            waits, share = ask_cards(thinker, views, args.level, coach)
            coach.stop()
            rounds = coach.rounds
            print(said("coach", waits, share), flush=True)
            print(f"{'':13s} the coach meanwhile: {len(rounds)} rounds finished"
                  + (f" (median {statistics.median(rounds):.1f} s a round)" if rounds else "")
                  + f", {thinker.coach.jobs} asked so far", flush=True)

        shared = []
        assert thinker.pool is not None
        for i, view in enumerate(views[:3]):
            thinker.pool.submit(coach_round, 10_000 + i, coached.to_json(), i % 3, 0, None)
            w, _ = ask_cards(thinker, [view], args.level)
            shared += w
        print(f"{'shared queue':13s} cards {len(shared):3d}  wait median "
              f"{statistics.median(shared):.3f} s  slowest {max(shared):.3f} s  (an analysis "
              f"first in the players' queue)", flush=True)
    finally:
        thinker.close()


if __name__ == "__main__":
    main()
