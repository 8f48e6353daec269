"""The command line: `callbreak [--config-dir DIR] [--data-dir DIR] [--reset-settings]
[--smoke-test [--smoke-test-report PATH]]`. Parses arguments and hands over to the app."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="callbreak", description="Call Break, the card game.")
    parser.add_argument("--config-dir", type=Path, help="keep settings.json here")
    parser.add_argument("--data-dir", type=Path, help="keep the saved game and statistics here")
    parser.add_argument("--reset-settings", action="store_true",
                        help="start from the default settings (the old file is kept aside)")
    parser.add_argument("--smoke-test", action="store_true",
                        help="load everything, play one round with four computer players, exit")
    parser.add_argument("--smoke-test-report", type=Path,
                        help="also write the smoke test's result to this file")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen bundle's worker process starts here
    args = build_parser().parse_args(argv)
    if args.smoke_test:
        from callbreak.tools.smoke import run

        return run(args)
    from callbreak.app.context import build

    app = build(args.config_dir, args.data_dir, args.reset_settings)
    try:
        app.run()
    finally:
        import pygame  # imported late so `--help` stays instant

        pygame.quit()
    return 0
