"""Helpers for the tests that watch real processes: who descends from whom, and who is
still running (Linux's /proc; a zombie has ended, it only waits to be reaped)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

needs_proc = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="reads the process table from /proc")

# seconds a test waits for the coach's worker process: it thinks at nice 19, so on a busy
# machine (CI's slow step keeps both cores busy for minutes) only after everything else
COACH_PATIENCE = 300.0


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a process, or None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    fields = text.rsplit(")", 1)[1].split()
    return fields[0], int(fields[1])


def descendants(pid: int) -> set[int]:
    """Every process below `pid` (children, their children, ...)."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            found = _stat(int(entry))
            if found is not None:
                parents[int(entry)] = found[1]
    below, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for child, its_parent in parents.items():
            if its_parent == parent and child not in below:
                below.add(child)
                todo.append(child)
    return below


def running(pids: set[int]) -> set[int]:
    """Those of `pids` still running (not gone, not a zombie)."""
    alive = set()
    for pid in pids:
        found = _stat(pid)
        if found is not None and found[0] != "Z":
            alive.add(pid)
    return alive


def wait_until_gone(pids: set[int], timeout: float) -> tuple[set[int], float]:
    """Wait for `pids` to end: (those still running after `timeout`, seconds waited)."""
    started = time.perf_counter()
    while running(pids) and time.perf_counter() - started < timeout:
        time.sleep(0.02)
    return running(pids), time.perf_counter() - started


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except (FileNotFoundError, ProcessLookupError):
        return ""
