"""When did this process start? The first menu frame is timed from that moment, as the
player waits from the double-click, not from when Python got round to our code."""

from __future__ import annotations

import logging
import os
import struct
import sys
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


def process_age() -> tuple[float, str]:
    """Seconds since the operating system started this process, and what that was measured
    from. Falls back to CPU time used (close, as start-up is CPU-bound) if the OS won't say."""
    try:
        age = _os_process_age()
    except (OSError, ValueError, IndexError, AttributeError, struct.error) as exc:  # an OS quirk
        log.info("the process start time is unknown (%s); CPU time stands in", exc)
        age = None
    if age is not None and 0.0 <= age < 24 * 3600:
        return age, "process start"
    return time.process_time(), "CPU time since start"


def _os_process_age() -> float | None:
    if sys.platform.startswith("linux"):
        # field 22 of /proc/self/stat: start time in clock ticks after boot
        stat = Path("/proc/self/stat").read_text()
        ticks = int(stat.rsplit(")", 1)[1].split()[19])
        return time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK")
    if sys.platform == "win32":
        import ctypes
        from ctypes import wintypes

        k32 = ctypes.windll.kernel32
        k32.GetCurrentProcess.restype = wintypes.HANDLE
        created, exited, kernel, user, now = (wintypes.FILETIME() for _ in range(5))
        if not k32.GetProcessTimes(k32.GetCurrentProcess(), ctypes.byref(created),
                                   ctypes.byref(exited), ctypes.byref(kernel),
                                   ctypes.byref(user)):
            return None
        k32.GetSystemTimePreciseAsFileTime(ctypes.byref(now))

        def ticks(ft: Any) -> int:  # 100 ns units
            return (ft.dwHighDateTime << 32) | ft.dwLowDateTime

        return (ticks(now) - ticks(created)) / 1e7
    if sys.platform == "darwin":
        import ctypes
        import ctypes.util

        libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        mib = (ctypes.c_int * 4)(1, 14, 1, os.getpid())  # CTL_KERN, KERN_PROC, KERN_PROC_PID
        buf = ctypes.create_string_buffer(4096)
        size = ctypes.c_size_t(len(buf))
        if libc.sysctl(mib, 4, buf, ctypes.byref(size), None, ctypes.c_size_t(0)) != 0:
            return None
        # kinfo_proc starts with extern_proc, whose first member is p_starttime (timeval)
        seconds, micros = struct.unpack_from("=qi", buf.raw, 0)
        return time.time() - (seconds + micros / 1e6)
    return None
