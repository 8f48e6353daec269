"""Build the double-click Callbreak for the OS this runs on, and zip it.

    pip install -e ".[build]"          # once: the game plus PyInstaller
    python build_scripts/build.py      # -> dist/Callbreak-<version>-<os>-<arch>.zip

Runs PyInstaller with the committed spec (build_scripts/callbreak.spec): dist/Callbreak/ with
the `Callbreak` executable on Linux and Windows, dist/Callbreak.app on macOS. On Linux the
folder also gets callbreak.desktop and the icon, for the menu entry (see the README).
Installs nothing itself.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import time
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "callbreak.spec"
DESKTOP = ROOT / "build_scripts" / "callbreak.desktop"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"


def os_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def arch_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def project_version() -> str:
    """The version in pyproject.toml (read by hand: tomllib is Python 3.11+)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1].split("\n[", 1)[0]
    found = re.search(r'^version\s*=\s*"([^"]+)"', project, re.M)
    if not found:
        raise SystemExit("build: no version in pyproject.toml's [project] table")
    return found.group(1)


def installed_version() -> str:
    """The version the bundle will report: the installed package's metadata, which the spec
    copies into the bundle. It must match pyproject.toml, or the zip would lie."""
    try:
        version = metadata.version("callbreak")
    except metadata.PackageNotFoundError:
        raise SystemExit('build: callbreak is not installed here; run  pip install -e ".[build]"'
                         "  first") from None
    wanted = project_version()
    if version != wanted:
        raise SystemExit(f"build: the installed callbreak is {version} but pyproject.toml says "
                         f'{wanted}; run  pip install -e ".[build]"  again')
    return version


def app_path() -> Path:
    """What the player gets: the .app on macOS, the onedir folder elsewhere."""
    return DIST / ("Callbreak.app" if sys.platform == "darwin" else "Callbreak")


def executable_path() -> Path:
    if sys.platform == "darwin":
        return DIST / "Callbreak.app" / "Contents" / "MacOS" / "Callbreak"
    return DIST / "Callbreak" / ("Callbreak.exe" if sys.platform == "win32" else "Callbreak")


def zip_path(version: str) -> Path:
    return DIST / f"Callbreak-{version}-{os_name()}-{arch_name()}.zip"


def run_pyinstaller(clean: bool) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    if clean:
        command.insert(3, "--clean")
    print("build:", " ".join(command), flush=True)
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")  # quiet hooks that import pygame
    subprocess.run(command, cwd=ROOT, env=env, check=True)


def add_desktop_entry() -> None:
    """Linux: the menu entry and its icon sit at the top of the folder, easy to find."""
    folder = DIST / "Callbreak"
    shutil.copy2(DESKTOP, folder / "callbreak.desktop")
    icon = ROOT / "assets" / "icons" / "callbreak.png"
    if icon.is_file():
        shutil.copy2(icon, folder / "callbreak.png")


def make_zip(source: Path, target: Path) -> None:
    """Zip `source` (a folder) with itself as the top entry. macOS: `ditto`, which keeps the
    .app's symlinks and extended attributes; elsewhere zipfile, keeping modes and symlinks."""
    target.unlink(missing_ok=True)
    if sys.platform == "darwin" and shutil.which("ditto"):
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                        str(source), str(target)], check=True)
        return
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted([source, *source.rglob("*")]):
            name = path.relative_to(source.parent).as_posix()
            if path.is_symlink():  # stored as a link, as unzip and file managers expect
                info = zipfile.ZipInfo(name)
                info.create_system = 3
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                archive.writestr(info, os.readlink(path))
            elif path.is_dir():
                archive.write(path, name + "/")
            else:
                archive.write(path, name)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)

    version = installed_version()
    started = time.perf_counter()
    for old in (DIST / "Callbreak", DIST / "Callbreak.app"):
        shutil.rmtree(old, ignore_errors=True)
    run_pyinstaller(args.clean)
    if os_name() == "linux":
        add_desktop_entry()
    built = time.perf_counter()
    target = zip_path(version)
    make_zip(app_path(), target)
    done = time.perf_counter()

    mib = 1024 * 1024
    print(f"build: {app_path().relative_to(ROOT)} {folder_size(app_path()) / mib:.1f} MiB "
          f"(PyInstaller {built - started:.0f} s)")
    print(f"build: {target.relative_to(ROOT)} {target.stat().st_size / mib:.1f} MiB "
          f"(zip {done - built:.0f} s)")
    print(f"build: run it with  {executable_path().relative_to(ROOT)}  "
          f"(or  --smoke-test  to check it)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
