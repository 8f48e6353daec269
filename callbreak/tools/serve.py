"""`callbreak-server`: a table server without a window, for friends far apart.

    callbreak-server [--port N] [--host 127.0.0.1] [--max-tables 100] [--data DIR]
                     [--level hard] [--workers N] [--log FILE] [--long-codes]
                     [--trusted-proxy ADDRESS ...]

Hosts many tables on one port (callbreak.net.server), each with its own code; computer
players fill the empty seats and play for guests who dropped, thinking on a pool of worker
processes so the server's loop never waits on them. When it listens it prints one line,
`callbreak-server listening on ws://HOST:PORT`, and flushes it. With `--data DIR` every
table is saved in DIR/journal.jsonl after every call and card (callbreak.net.journal: the
tables that moved together, one flush to the disk for them all, off the server's loop), and
a move's frames go out only once it is on disk; the tables found there are reopened at start
with the same codes and tokens, so after a crash or a restart the guests' games rejoin by
themselves at the move they last saw. SIGTERM (or Ctrl+C) saves every table, tells every
guest and exits 0.

It listens on 127.0.0.1 unless told otherwise: to host for others pass the address of the
interface they reach (`--host 0.0.0.0` for all). Exit status: 0 after a clean stop, 2 for a
wrong command line or a port that cannot be had.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import logging
import multiprocessing
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from callbreak.ai import Player, make_player
from callbreak.ai.team import watch_parent
from callbreak.engine import CALLING, Action, Call, Play, SeatView
from callbreak.levels import LEVELS
from callbreak.net.gauge import REPORT_SECONDS
from callbreak.net.guard import trusted
from callbreak.net.journal import TableJournal
from callbreak.net.protocol import CODE_LENGTH, LONG_CODE_LENGTH
from callbreak.net.server import TableServer
from callbreak.net.tables import MAX_TABLES, Tables

log = logging.getLogger("callbreak.server")

READY = "callbreak-server listening on {address}"

_players: dict[str, Player] = {}  # one per level, in each worker process


def choose(seat: int, view: SeatView, level: str) -> Action:
    """A computer player's move (runs in a worker process; players are kept per level)."""
    player = _players.get(level)
    if player is None:
        player = _players[level] = make_player(level)
    if view.phase == CALLING:
        return Call(seat, player.choose_call(view))
    return Play(seat, player.choose_card(view))


class Thinkers:
    """The pool the computer players think on: `think(seat, view, level)` returns a Future."""

    def __init__(self, workers: int) -> None:
        # each worker ends with the server, however it ends (kill -9 included)
        self.pool = concurrent.futures.ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=watch_parent)

    def think(self, seat: int, view: SeatView, level: str) -> concurrent.futures.Future[Action]:
        return self.pool.submit(choose, seat, view, level)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="callbreak-server",
        description="A Call Break table server: friends far apart join its tables by address.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1, this machine only; "
                             "give the interface others reach, or 0.0.0.0 for all)")
    parser.add_argument("--port", type=int, default=None,
                        help="the port (default 47474, or the next free one; 0: any free port)")
    parser.add_argument("--max-tables", type=int, default=MAX_TABLES,
                        help=f"how many tables at once (default {MAX_TABLES})")
    parser.add_argument("--data", type=Path, default=None,
                        help="keep every table here (one JSON file each) and reopen them at start")
    parser.add_argument("--friend-wait", type=float, default=None, metavar="SECONDS",
                        help="a guest who leaves their turn waiting this long is played for "
                             "by a computer player until they act (default: never)")
    parser.add_argument("--level", choices=LEVELS, default="hard",
                        help="the computer players' level at a table whose creator names none "
                             "(default hard)")
    parser.add_argument("--long-codes", action="store_true",
                        help=f"give the tables this server opens codes of {LONG_CODE_LENGTH} "
                             f"characters, not {CODE_LENGTH} (a creator's shorter proposal "
                             "is lengthened, its first characters kept)")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                        help="a load balancer or proxy in front of this server (an address or "
                             "a network; may be given again): for its connections, wrong "
                             "table codes count against the address it writes in "
                             "X-Forwarded-For (default: none, every address is its own)")
    parser.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 2) - 1),
                        help="processes the computer players think on (default: cores - 1)")
    parser.add_argument("--log", type=Path, default=None,
                        help="write the log to this file (default: standard error)")
    return parser


def start_log(path: Path | None) -> None:
    handler: logging.Handler = (logging.StreamHandler(sys.stderr) if path is None
                                else logging.FileHandler(path, encoding="utf-8"))
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("callbreak")
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    websockets_log = logging.getLogger("websockets")
    websockets_log.addHandler(handler)
    websockets_log.setLevel(logging.WARNING)  # one line per connection is too many


async def serve(args: argparse.Namespace) -> int:
    files = TableJournal(args.data) if args.data is not None else None
    thinkers = Thinkers(max(1, args.workers))
    tables = Tables(max_tables=args.max_tables, default_level=args.level,
                    idle_seconds=args.friend_wait,
                    code_length=LONG_CODE_LENGTH if args.long_codes else CODE_LENGTH)
    server = TableServer(tables, thinkers.think, trusted_proxies=args.trusted_proxies,
                         save_many=files.save_many if files else None, tend_heap=True,
                         report_seconds=REPORT_SECONDS)
    try:
        if files is not None:
            reopened = server.reopen(files.load())
            log.info("%d saved tables reopened from %s", reopened, args.data)
        try:
            await server.listen(args.host, args.port)
        except OSError as exc:
            log.error("cannot listen on %s port %s: %s", args.host, args.port, exc)
            return 2
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
                loop.add_signal_handler(sig, lambda: asyncio.ensure_future(server.shutdown()))
        print(READY.format(address=server.address), flush=True)
        await server.wait_stopped()
        return 0
    finally:
        thinkers.close()
        if files is not None:
            files.close()


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        args.trusted_proxies = trusted(args.trusted_proxy)
    except ValueError as exc:
        parser.error(f"--trusted-proxy: {exc}")
    start_log(args.log)
    try:
        return asyncio.run(serve(args))
    except KeyboardInterrupt:  # where signal handlers cannot be set (Windows)
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
