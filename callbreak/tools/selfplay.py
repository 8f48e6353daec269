"""Self-play data: games between four copies of a search level, and for every call and every
card the acting seat's view as features (`ai.features.observe`, from `SeatView` only) with
what followed, for training a learned evaluation (issue 44).

    python -m callbreak.tools.selfplay --out DIR --games 400 --seed 500000
    python -m callbreak.tools.selfplay --out DIR --games 400 --seed 500000 --level expert \
        --jobs 2 --block 4 --max-deals 200 --mixed-rules

Games `seed` .. `seed + games - 1` are played in shards of `--block` games: shard k holds
games `seed + k * block` onward, in `DIR/shard-K.jsonl.gz` (gzip, JSON lines), written
atomically by the process that played it, so a shard on disk is always whole. A rerun with
the same settings skips the shards already there and plays the rest (a larger `--games`
adds shards); other settings in the same folder are refused. `DIR/manifest.json` (rewritten
after each shard) lists each shard's game seeds, positions and seconds, the settings, and
the throughput so far.

A shard's first line is its header (shard, seeds, level, settings, positions, seconds and
processor seconds); each
further line is one decision:

    {"game": seed, "round": 0, "seat": 2, "obs": {...}, "act": call or card index,
     "est": the search's own estimate or null,
     "out": {"call": the seat's call, "taken": tricks it took in the round,
             "made": 1 or 0, "score": its round score in tenths}}

`est` for a call: `dist`, the chance of taking 0..13 tricks by the call search, and
`values`, each call's expected score in tenths (in the last round with its share of the
game); for a card: `cards` (the distinct legal cards weighed), `means` (each one's mean
utility over the sampled deals: the seat's round score less the others' mean, plus a share
of the game in the last round, `ai.search`), `deals`, `exact`. It is null where the player
did not search (one card, or cards equal in play). The players decide as `make_player`'s do:
`SearchPlayer.call_values` and `card_values` are what `choose_call` and `choose_card` use
(a test holds the two together).

With `--max-deals` the players search a deal budget instead of the clock, and the same
arguments write the same positions on any machine; without it they play at the levels' own
time budgets, as in a game.
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from callbreak.ai import Player, make_player
from callbreak.ai.features import observe
from callbreak.ai.playout import player_seed
from callbreak.ai.search import candidates
from callbreak.engine import (
    CALLING,
    CARDS,
    GAME_OVER,
    ROUND_OVER,
    Game,
    HouseRules,
    Redeal,
    SeatView,
)
from callbreak.engine.rules import MAX_CALL_CHOICES
from callbreak.store.atomic import write_bytes, write_json

FORMAT = 1
SEARCH_LEVELS = ("hard", "expert")
MANIFEST = "manifest.json"
# the run's settings that must match for a rerun to add to a folder
KEPT = ("format", "level", "seed", "block", "max_deals", "time_scale", "mixed_rules")


@dataclass(frozen=True)
class SelfPlaySettings:
    level: str = "hard"
    seed: int = 0
    block: int = 4
    max_deals: int | None = None
    time_scale: float = 1.0
    mixed_rules: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "level": self.level, "seed": self.seed, "block": self.block,
                "max_deals": self.max_deals, "time_scale": self.time_scale,
                "mixed_rules": self.mixed_rules}


def game_rules(seed: int, mixed: bool) -> HouseRules:
    """The default table, or with `mixed` house rules drawn from the game seed (five rounds
    always: the length only moves the last round's weight, which `round`/`rounds` show)."""
    if not mixed:
        return HouseRules()
    rng = random.Random(f"{seed}/selfplay-rules")
    return HouseRules(max_call=rng.choice(MAX_CALL_CHOICES), big_call=rng.random() < 0.5,
                      must_beat=rng.random() < 0.75, redeal=rng.choice(list(Redeal)))


def decide(player: Player, view: SeatView) -> tuple[int, dict[str, Any] | None]:
    """The player's call or card (as a card index) for `view`, and its search's estimate
    when it searched. A search player is asked the way its `choose_call`/`choose_card` ask
    themselves, so the decision is the same and the estimate comes free."""
    if view.phase == CALLING:
        call_values = getattr(player, "call_values", None)
        if call_values is None:
            return player.choose_call(view), None
        call, values, probs = call_values(view)
        return call, {"dist": [round(p, 4) for p in probs],
                      "values": {str(c): round(v, 2) for c, v in values.items()}}
    card_values = getattr(player, "card_values", None)
    if card_values is None:
        return player.choose_card(view).index, None
    cands = candidates(view)
    if len(cands) == 1:
        return cands[0], None
    est = card_values(view)
    return est.best(), {"cards": list(est.cards), "means": [round(m, 3) for m in est.means],
                        "deals": est.deals, "exact": est.exact}


def record_game(seed: int, settings: SelfPlaySettings) -> list[dict[str, Any]]:
    """One self-play game of `settings.level` on every seat; a row per call and card."""
    players = [make_player(settings.level, player_seed(seed, s), max_deals=settings.max_deals,
                           time_scale=settings.time_scale) for s in range(4)]
    game = Game(game_rules(seed, settings.mixed_rules), seed)
    rows: list[dict[str, Any]] = []
    pending: list[dict[str, Any]] = []
    while True:
        phase = game.phase
        if phase in (ROUND_OVER, GAME_OVER):
            rnd, scores = game.round, game.round_scores[-1]
            for row in pending:
                s = row["seat"]
                call = rnd.calls[s]
                assert call is not None
                row["out"] = {"call": call, "taken": rnd.tricks_won[s],
                              "made": int(rnd.tricks_won[s] >= call), "score": scores[s]}
            rows += pending
            pending = []
            if phase == GAME_OVER:
                return rows
            game.next_round()
            continue
        seat = game.turn
        assert seat is not None
        view = game.view(seat)
        act, est = decide(players[seat], view)
        pending.append({"game": seed, "round": game.round_no, "seat": seat,
                        "obs": observe(view), "act": act, "est": est})
        if phase == CALLING:
            game.call(seat, act)
        else:
            game.play(seat, CARDS[act])


def shard_path(out: Path, k: int) -> Path:
    return out / f"shard-{k:05d}.jsonl.gz"


def shard_seeds(settings: SelfPlaySettings, games: int, k: int) -> list[int]:
    start = k * settings.block
    return [settings.seed + g for g in range(start, min(games, start + settings.block))]


def play_shard(task: tuple[str, int, list[int], SelfPlaySettings]) -> dict[str, Any]:
    """Play one shard's games and write the shard atomically; its header comes back."""
    out, k, seeds, settings = task
    start, cpu = time.perf_counter(), time.process_time()
    rows = [row for seed in seeds for row in record_game(seed, settings)]
    header = {"shard": k, "seeds": seeds, **settings.to_dict(), "positions": len(rows),
              "seconds": round(time.perf_counter() - start, 2),
              "cpu_seconds": round(time.process_time() - cpu, 2)}
    lines = [json.dumps(header, separators=(",", ":"))]
    lines += [json.dumps(row, separators=(",", ":")) for row in rows]
    write_bytes(shard_path(Path(out), k), gzip.compress(("\n".join(lines) + "\n").encode(),
                                                        mtime=0))
    return header


def read_shard(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A shard's header and rows."""
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        header = json.loads(fh.readline())
        return header, [json.loads(line) for line in fh if line.strip()]


def read_header(path: Path) -> dict[str, Any]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        header: dict[str, Any] = json.loads(fh.readline())
        return header


def replay(header: dict[str, Any],
           rows: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], SeatView]]:
    """Each of a shard's rows with the view it was decided from, rebuilt by playing the
    shard's games again from their seeds and the recorded calls and cards."""
    game: Game | None = None
    for row in rows:
        if game is None or game.seed != row["game"]:
            game = Game(game_rules(row["game"], header["mixed_rules"]), row["game"])
        if game.phase == ROUND_OVER:
            game.next_round()
        view = game.view(row["seat"])
        yield row, view
        if view.phase == CALLING:
            game.call(row["seat"], row["act"])
        else:
            game.play(row["seat"], CARDS[row["act"]])


def iter_rows(folder: Path, shards: list[int] | None = None) -> Iterator[dict[str, Any]]:
    """Every row of a data folder's shards (or of the shards numbered in `shards`)."""
    for path in sorted(Path(folder).glob("shard-*.jsonl.gz")):
        if shards is None or int(path.name[6:11]) in shards:
            yield from read_shard(path)[1]


def _check_folder(out: Path, settings: SelfPlaySettings) -> None:
    """Refuse a folder written with other settings (its shards would not belong together)."""
    manifest = out / MANIFEST
    if not manifest.exists():
        return
    old = json.loads(manifest.read_text(encoding="utf-8"))["settings"]
    mine = settings.to_dict()
    differ = [key for key in KEPT if old.get(key) != mine[key]]
    if differ:
        raise ValueError(f"{out} holds data made with other settings ({', '.join(differ)}: "
                         f"{[old.get(k) for k in differ]}); use another folder")


def write_manifest(out: Path, settings: SelfPlaySettings,
                   headers: list[dict[str, Any]]) -> dict[str, Any]:
    """The folder's manifest, from its shards' headers (the shards are the truth)."""
    shards = sorted(headers, key=lambda h: h["shard"])
    positions = sum(h["positions"] for h in shards)
    seconds = sum(h["seconds"] for h in shards)
    cpu = sum(h.get("cpu_seconds", 0.0) for h in shards)
    manifest = {
        "settings": settings.to_dict(),
        "shards": [{"file": shard_path(out, h["shard"]).name, "seeds": h["seeds"],
                    "positions": h["positions"], "seconds": h["seconds"]} for h in shards],
        "games": sum(len(h["seeds"]) for h in shards),
        "positions": positions,
        # one process's pace: shards' positions over the seconds their processes took
        "positions_a_second_a_process": round(positions / seconds, 2) if seconds else 0.0,
        # the same over the processor time they had: steadier on a machine others share
        "positions_a_cpu_second": round(positions / cpu, 2) if cpu else 0.0,
    }
    write_json(out / MANIFEST, manifest)
    return manifest


def run(out: Path, games: int, settings: SelfPlaySettings, jobs: int = 1,
        progress: bool = True) -> dict[str, Any]:
    """Play every shard of `games` games not yet in `out`; returns the manifest plus this
    run's throughput (`new_positions`, `wall_seconds`, `positions_a_second`)."""
    if settings.level not in SEARCH_LEVELS:
        raise ValueError(f"self-play is for the search levels: {', '.join(SEARCH_LEVELS)}")
    out.mkdir(parents=True, exist_ok=True)
    _check_folder(out, settings)
    count = (games + settings.block - 1) // settings.block
    headers: list[dict[str, Any]] = []
    todo: list[tuple[str, int, list[int], SelfPlaySettings]] = []
    for k in range(count):
        seeds = shard_seeds(settings, games, k)
        path = shard_path(out, k)
        header = None
        if path.exists():
            try:
                header = read_header(path)
            except (OSError, ValueError, EOFError):
                header = None  # unreadable: played again and replaced
        if header is not None and header["seeds"] == seeds:
            headers.append(header)
        else:
            todo.append((str(out), k, seeds, settings))
    start = time.perf_counter()
    new = 0
    pool = multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 and len(todo) > 1 \
        else None
    try:
        results = pool.imap_unordered(play_shard, todo) if pool is not None \
            else map(play_shard, todo)
        for done, header in enumerate(results, 1):
            headers.append(header)
            new += header["positions"]
            wall = time.perf_counter() - start
            write_manifest(out, settings, headers)
            if progress:
                print(f"[selfplay] shard {header['shard']}: {done}/{len(todo)}, {new} positions "
                      f"in {wall:.0f}s, {new / max(wall, 1e-9):.1f} a second",
                      file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    wall = time.perf_counter() - start
    manifest = write_manifest(out, settings, headers)
    return {**manifest, "new_positions": new, "wall_seconds": round(wall, 2),
            "positions_a_second": round(new / wall, 2) if new else 0.0}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m callbreak.tools.selfplay",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True, help="the data folder")
    ap.add_argument("--games", type=int, required=True, help="games in all (shards add up)")
    ap.add_argument("--seed", type=int, default=0, help="the first game's seed")
    ap.add_argument("--level", choices=SEARCH_LEVELS, default="hard")
    ap.add_argument("--block", type=int, default=4, help="games a shard")
    ap.add_argument("--jobs", type=int, default=1, help="processes playing shards at once")
    ap.add_argument("--max-deals", type=int, default=None,
                    help="a deal budget instead of the clock (reproducible)")
    ap.add_argument("--time-scale", type=float, default=1.0,
                    help="stretch or shrink the levels' time budgets")
    ap.add_argument("--mixed-rules", action="store_true",
                    help="house rules drawn per game instead of the default table")
    args = ap.parse_args(argv)
    if args.games < 1 or args.block < 1 or args.jobs < 1:
        ap.error("--games, --block and --jobs must be at least 1")
    settings = SelfPlaySettings(args.level, args.seed, args.block, args.max_deals, args.time_scale,
                        args.mixed_rules)
    try:
        result = run(args.out, args.games, settings, args.jobs)
    except ValueError as exc:
        print(f"selfplay: {exc}", file=sys.stderr)
        return 2
    print(f"{result['games']} games, {result['positions']} positions in {args.out}; this run "
          f"{result['new_positions']} positions in {result['wall_seconds']}s, "
          f"{result['positions_a_second']} a second on {args.jobs} process(es)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
