"""Packaging without PyInstaller: the wheel carries every package and every asset, the one
resource function finds assets in a checkout, a wheel and a bundle alike, the zip keeps what
makes the executable start (modes, symlinks), and the Linux menu entry is well formed."""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from callbreak import resources

REPO = Path(__file__).resolve().parent.parent


def _load(path: Path, name: str):  # noqa: ANN202
    """A module loaded from a file path (build_scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load(REPO / "build_scripts" / "build.py", "callbreak_build_script")


def _package_dirs() -> set[str]:
    found = {"callbreak.assets"}  # mapped from the top-level assets/ folder
    for init in (REPO / "callbreak").rglob("__init__.py"):
        if "__pycache__" not in init.parts:
            found.add(".".join(init.parent.relative_to(REPO).parts))
    return found


def test_pyproject_lists_every_package() -> None:
    """pyproject names its packages one by one (so assets/ can be mapped in); a new
    subpackage left off the list would be missing from the wheel."""
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    listed = set(re.findall(r'"(callbreak[\w.]*)"', text.split("packages = [", 1)[1]
                            .split("]", 1)[0]))
    assert listed == _package_dirs(), "update [tool.setuptools] packages in pyproject.toml"


@pytest.mark.slow  # builds a wheel: CI runs it with `-m slow`
def test_wheel_contains_every_package_and_asset(tmp_path: Path) -> None:
    source = tmp_path / "src"  # a clean copy: setuptools would reuse a stale build/ folder
    shutil.copytree(REPO / "callbreak", source / "callbreak",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(REPO / "assets", source / "assets")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, source / name)
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
                             "-w", str(tmp_path / "wheel"), str(source)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    (wheel,) = (tmp_path / "wheel").glob("callbreak-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())

    for package in _package_dirs() - {"callbreak.assets"}:
        assert package.replace(".", "/") + "/__init__.py" in names
    assets = {p.relative_to(REPO / "assets").as_posix()
              for p in (REPO / "assets").rglob("*") if p.is_file()}
    assert {f"callbreak/assets/{a}" for a in assets} <= names
    assert "callbreak/assets/cards/faces/AS.svg" in names


def _fresh_resources(path: Path):  # noqa: ANN202
    """callbreak/resources.py loaded from another place, as if installed there."""
    return _load(path, "resources_elsewhere")


def test_assets_are_found_in_a_checkout_a_wheel_and_a_bundle(tmp_path: Path,
                                                              monkeypatch) -> None:  # noqa: ANN001
    # a checkout (also an editable install): the top-level assets/ folder
    assert resources.asset("cards", "faces", "AS.svg").is_file()
    assert resources.assets_dir() == REPO / "assets"

    # an installed wheel: site-packages/callbreak/assets, no checkout above it
    installed = tmp_path / "site-packages" / "callbreak"
    (installed / "assets" / "fonts").mkdir(parents=True)
    shutil.copy2(REPO / "callbreak" / "resources.py", installed / "resources.py")
    wheel_resources = _fresh_resources(installed / "resources.py")
    assert wheel_resources.assets_dir() == installed / "assets"

    # a PyInstaller bundle: sys._MEIPASS/assets, whatever lies around the executable
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    bundle_resources = _fresh_resources(REPO / "callbreak" / "resources.py")
    assert bundle_resources.asset("sounds", "deal.wav") == (
        tmp_path / "bundle" / "assets" / "sounds" / "deal.wav")


def test_zip_is_named_for_version_os_and_arch() -> None:
    name = build.zip_path(build.project_version()).name
    assert re.fullmatch(r"Callbreak-\d+\.\d+\.\d+[\w.+-]*-(linux|windows|macos)-[\w]+\.zip", name)
    assert build.os_name() in name and build.arch_name() in name


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes and symlinks")
def test_zip_keeps_the_executable_runnable_and_symlinks(tmp_path: Path) -> None:
    folder = tmp_path / "Callbreak"
    (folder / "_internal").mkdir(parents=True)
    program = folder / "Callbreak"
    program.write_text("#!/bin/sh\necho hello\n")
    program.chmod(0o755)
    (folder / "_internal" / "libreal.so.1").write_bytes(b"\x7fELF")
    (folder / "_internal" / "libreal.so").symlink_to("libreal.so.1")

    target = tmp_path / "out.zip"
    build.make_zip(folder, target)
    with zipfile.ZipFile(target) as archive:
        infos = {i.filename: i for i in archive.infolist()}
        assert "Callbreak/Callbreak" in infos  # the folder itself is the top entry
        assert (infos["Callbreak/Callbreak"].external_attr >> 16) & 0o111
        link = infos["Callbreak/_internal/libreal.so"]
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert archive.read(link) == b"libreal.so.1"
    if shutil.which("unzip"):  # as a player unpacks it
        subprocess.run(["unzip", "-q", str(target), "-d", str(tmp_path / "x")], check=True)
        unpacked = tmp_path / "x" / "Callbreak"
        assert subprocess.run([str(unpacked / "Callbreak")], capture_output=True,
                              text=True).stdout == "hello\n"
        assert (unpacked / "_internal" / "libreal.so").is_symlink()


def test_desktop_entry_names_the_program_and_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(REPO / "build_scripts" / "callbreak.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Name"] == "Callbreak"
    assert section["Exec"] == "callbreak" and section["Terminal"] == "false"
    assert "Game" in section["Categories"].split(";")
    assert (REPO / "assets" / "icons" / f"{section['Icon']}.png").is_file()


def test_frozen_entry_calls_freeze_support_before_starting_the_game() -> None:
    text = (REPO / "build_scripts" / "entry.py").read_text(encoding="utf-8")
    assert 0 <= text.index("multiprocessing.freeze_support()") < text.index("SystemExit(main())")
