"""The command line: `callbreak [--config-dir DIR] [--data-dir DIR] [--reset-settings]
[--smoke-test [--smoke-test-report PATH]] [--lan-interface ADDRESS] [--version]`. Parses
arguments, starts the log, checks there is a display to show the window on, and hands over to
the app. `callbreak --serve [...]` is the table server without a window (callbreak-server).

Exit status: 0 after a normal end (or a passed smoke test), 1 for a failed smoke test,
2 when the command line is wrong or there is no usable display (then stdout and stderr
together say one sentence, and nothing else).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

import callbreak

log = logging.getLogger("callbreak.cli")

NO_DISPLAY = 2  # exit status: no usable display (argparse uses 2 for a bad command line too)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="callbreak", description="Call Break, the card game.")
    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {callbreak.__version__}")
    parser.add_argument("--config-dir", type=Path, help="keep settings.json here")
    parser.add_argument("--data-dir", type=Path, help="keep the saved game and statistics here")
    parser.add_argument("--reset-settings", action="store_true",
                        help="start from the default settings (the old file is kept aside)")
    parser.add_argument("--smoke-test", action="store_true",
                        help="load everything, draw every screen, play a short game and "
                             "one round on the table with four computer players, exit; works "
                             "on a copy of --config-dir/--data-dir, never in them")
    parser.add_argument("--smoke-test-report", type=Path,
                        help="also write the smoke test's result to this file")
    parser.add_argument("--serve", action="store_true",
                        help="run the table server without a window instead (callbreak-server);"
                             " the options after it are the server's: --serve --help")
    parser.add_argument("--lan-interface", type=_lan_address, metavar="ADDRESS",
                        help="find and announce tables nearby on this interface only, by "
                             "its IPv4 address (127.0.0.1 keeps them on this computer); "
                             "also the environment variable CALLBREAK_LAN_INTERFACE")
    return parser


def _lan_address(text: str) -> str:
    from callbreak.net.discovery import lan_address  # imported late: --help stays instant

    try:
        return lan_address(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def apply_lan_interface(args: argparse.Namespace) -> None:
    """`--lan-interface` becomes the environment variable that discovery reads, so the
    game and every process it starts use that interface and no other."""
    if args.lan_interface:
        from callbreak.net.discovery import INTERFACE_ENV

        os.environ[INTERFACE_ENV] = args.lan_interface


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen bundle's worker process starts here
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a player's console stays quiet
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--serve"]:  # the executable is the table server too: `Callbreak --serve`
        from callbreak.tools.serve import main as serve

        return serve(argv[1:])
    args = build_parser().parse_args(argv)
    if args.serve:
        build_parser().error("--serve comes first: callbreak --serve [--port N] [--data DIR] ...")
    apply_lan_interface(args)
    if args.smoke_test:
        from callbreak.tools.smoke import run

        return run(args)

    from callbreak.store.logfile import SAID, start_logging

    start_logging(args.data_dir)  # before anything can go wrong, so it is kept
    from callbreak.app.shell.display import no_display_reason

    reason = no_display_reason()
    if reason is not None:
        print(reason, file=sys.stderr)  # the sentence alone, no logger's prefix
        log.error("%s", reason, extra={SAID: True})  # and in callbreak.log
        return NO_DISPLAY
    from callbreak.app.wiring import build

    app = build(args.config_dir, args.data_dir, args.reset_settings)
    try:
        app.run()
    finally:
        import pygame  # imported late so `--help` stays instant

        pygame.quit()
    return 0
