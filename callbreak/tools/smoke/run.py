"""The smoke test from start to end: the checks in the order a player meets them, the
report, and the exit status (0 passed, 1 failed)."""

from __future__ import annotations

import argparse
import os
import time
import traceback
from typing import Any

from . import assets, codes, folders, friends, rounds, screens, words, worker
from .report import Report, SmokeFailure, emit, step


def check_version() -> str:
    """The version this copy reports; a bundle must carry the package's metadata, or it
    would report the fallback version."""
    import platform
    import sys
    from importlib import metadata

    import callbreak

    frozen = bool(getattr(sys, "frozen", False))
    if frozen:
        try:
            found = metadata.version("callbreak")
        except metadata.PackageNotFoundError:
            raise SmokeFailure("the bundle carries no callbreak metadata (version)") from None
        if found != callbreak.__version__:
            raise SmokeFailure(f"version {callbreak.__version__} but metadata says {found}")
    kind = "frozen bundle" if frozen else "Python " + platform.python_version()
    return f"callbreak {callbreak.__version__} ({kind}, {platform.system()} " \
           f"{platform.machine()})"


def _checks(args: argparse.Namespace, report: Report, where: folders.Folders) -> None:
    import pygame

    step(report, "version", check_version)
    reset = bool(getattr(args, "reset_settings", False))
    step(report, "player's files", lambda: folders.check_player_files(where, reset))
    pygame.init()
    app: Any = None

    def open_window() -> str:
        """As the real start does (callbreak.app.wiring.build): the store, then the App."""
        nonlocal app
        from callbreak.app.wiring import make_app

        app = make_app(store=folders.open_store(where.config, where.data), thinker="inline",
                       instant=True)
        return f"{app.size[0]}x{app.size[1]}, video driver {pygame.display.get_driver()}"

    finished: Any = None

    def game() -> str:
        nonlocal finished
        line, finished = rounds.play_game()
        return f"{line}; {rounds.every_level_answers(finished.rules)}"

    try:
        step(report, "window", open_window)
        step(report, "first menu frame", lambda: screens.first_menu_frame(app, report))
        step(report, "assets", assets.load_assets)
        step(report, "game", game)
        step(report, "scenes", lambda: screens.draw_scenes(app, report, finished))
        step(report, "table", lambda: rounds.table_round(app, where.scratch))
        step(report, "worker", lambda: worker.check_worker(rounds.ROUND_LEVEL))
        step(report, "search helper", worker.check_helpers)
        step(report, "words", lambda: words.check_words(app))
        step(report, "deal codes", codes.check_codes)
        step(report, "friends' tables", friends.check_friends)
        step(report, "settings", lambda: folders.check_settings(where.config, where.data))
    finally:
        if app is not None:
            app.thinker.close()


def run(args: argparse.Namespace) -> int:
    """The whole smoke test; 0 when everything worked, 1 (with the reason) otherwise."""
    started = time.perf_counter()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    report = Report()
    failure = None
    try:
        with folders.scratch_folders(getattr(args, "config_dir", None),
                                     getattr(args, "data_dir", None)) as where:
            _checks(args, report, where)
    except SmokeFailure as exc:
        failure = str(exc) + (f"\n{exc.detail.rstrip()}" if exc.detail else "")
    except Exception as exc:  # noqa: BLE001 - the report says what it was, whatever it is
        failure = f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"
    finally:
        import pygame

        pygame.quit()
    emit(report.text(failure, time.perf_counter() - started),
         getattr(args, "smoke_test_report", None))
    return 0 if failure is None else 1
