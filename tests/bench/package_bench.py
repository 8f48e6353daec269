"""Packaging benchmark: how big the double-click game is and how fast it opens.

    python tests/bench/package_bench.py [--rebuild] [--runs 5]

Builds dist/ with build_scripts/build.py if there is no build yet (or with --rebuild; that
needs `pip install -e ".[build]"`), then prints the size of the built folder and of the zip,
and the time from launch to the first drawn menu frame, as the program itself measures it
(`--smoke-test`, dummy video and audio drivers): the median of 5 launches.
Targets: first menu frame within 1.0 s; zip under 40 MB.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FRAME_TARGET_S = 1.0
ZIP_TARGET_MB = 40.0


def _build_module():  # noqa: ANN202
    spec = importlib.util.spec_from_file_location("callbreak_build_script",
                                                  REPO / "build_scripts" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def launch(executable: Path, report: Path) -> tuple[float, float]:
    """One smoke-test launch: (first menu frame as the program measured it, wall time)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    started = time.perf_counter()
    result = subprocess.run([str(executable), "--smoke-test", "--smoke-test-report",
                             str(report)], env=env, capture_output=True, text=True,
                            timeout=600)
    wall = time.perf_counter() - started
    text = report.read_text(encoding="utf-8") if report.exists() else result.stdout
    if result.returncode != 0:
        raise SystemExit(f"the smoke test failed:\n{text}{result.stderr}")
    found = re.search(r"first menu frame ([\d.]+) s", text)
    if not found:
        raise SystemExit(f"no first-menu-frame time in the report:\n{text}")
    return float(found.group(1)), wall


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rebuild", action="store_true", help="build even if dist/ has one")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    build = _build_module()
    executable = build.executable_path()
    if args.rebuild or not executable.exists():
        started = time.perf_counter()
        subprocess.run([sys.executable, str(REPO / "build_scripts" / "build.py")], check=True)
        print(f"build took {time.perf_counter() - started:.1f} s")
    zips = sorted(build.DIST.glob(f"Callbreak-*-{build.os_name()}-{build.arch_name()}.zip"),
                  key=lambda p: p.stat().st_mtime)

    mb = 1024 * 1024
    print(f"folder {build.app_path().relative_to(REPO)}: "
          f"{build.folder_size(build.app_path()) / mb:.1f} MiB")
    if zips:
        size = zips[-1].stat().st_size / mb
        verdict = "within" if size < ZIP_TARGET_MB else "OVER"
        print(f"zip {zips[-1].relative_to(REPO)}: {size:.1f} MiB "
              f"({verdict} the {ZIP_TARGET_MB:.0f} MB target)")

    frames, walls = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.runs):
            frame, wall = launch(executable, Path(tmp) / f"report-{i}.txt")
            frames.append(frame)
            walls.append(wall)
    median = statistics.median(frames)
    verdict = "within" if median <= FRAME_TARGET_S else "OVER"
    print(f"first menu frame after launch, median of {args.runs}: {median:.2f} s "
          f"({verdict} the {FRAME_TARGET_S:.1f} s target); runs: "
          + " ".join(f"{f:.2f}" for f in frames))
    print(f"whole smoke test per launch, median: {statistics.median(walls):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
