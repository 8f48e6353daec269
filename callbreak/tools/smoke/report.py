"""The smoke test's report: one line per check, notes for parts not covered, and a failed
check as `SmokeFailure`, a sentence saying what the player would have met."""

from __future__ import annotations

import contextlib
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from callbreak.engine import Game


class SmokeFailure(Exception):
    """A check that failed, with a sentence saying what the player would have met (and, for
    an unexpected error, where it came from)."""

    def __init__(self, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.detail = detail


def to_act(game: Game) -> int:
    """The seat whose turn it is: a check acts only where someone must."""
    seat = game.turn
    if seat is None:
        raise SmokeFailure(f"nobody's turn in the game (its phase: {game.phase.value})")
    return seat


class Report:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.notes: list[str] = []  # parts not built yet or not covered (not failures)
        self.first_frame: float | None = None
        self.clock = ""

    def add(self, line: str) -> None:
        self.lines.append(line)

    def text(self, failure: str | None, took: float) -> str:
        if failure is None:
            frame = (f"first menu frame {self.first_frame:.2f} s"
                     if self.first_frame is not None else "no menu frame")
            head = f"smoke test passed: {frame}, all checks in {took:.1f} s"
        else:
            head = f"smoke test FAILED: {failure}"
        return "\n".join([head, *self.lines, *(f"  note: {note}" for note in self.notes)]) + "\n"


def step(report: Report, name: str, action: Callable[[], str]) -> None:
    """Run one check; its line goes into the report, its failure names the check."""
    try:
        report.add(f"  {name}: {action()}")
    except SmokeFailure as exc:
        raise SmokeFailure(f"{name}: {exc}", exc.detail) from exc
    except Exception as exc:  # noqa: BLE001 - anything else is a failure of this step
        raise SmokeFailure(f"{name}: {type(exc).__name__}: {exc}",
                           traceback.format_exc(limit=-6)) from exc


def emit(text: str, path: Path | None) -> None:
    """The report to stdout (when there is one) and to `path` (when given)."""
    if sys.stdout is not None:
        with contextlib.suppress(OSError, ValueError):  # a closed or absent console
            sys.stdout.write(text)
            sys.stdout.flush()
    if path is not None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(text, encoding="utf-8")
