"""The command line as a player or a packager meets it: `--version`, and a clear stop, with
a sentence and exit status 2, when there is no display to show the window on."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

import callbreak

REPO = Path(__file__).resolve().parent.parent


def _env(home: Path, **changes: str | None) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(REPO), HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def test_version_prints_the_installed_version(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "callbreak", "--version"], env=_env(tmp_path),
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    try:
        expected = metadata.version("callbreak")
    except metadata.PackageNotFoundError:  # a bare checkout: the package's own answer
        expected = callbreak.__version__
    assert run.stdout.strip() == f"callbreak {expected}"


def _free_display() -> str:
    """An X display number nobody serves here."""
    for number in range(77, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() \
                and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    pytest.skip("no free X display number")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is an X11 matter")
def test_no_usable_display_says_why_and_exits_with_status_2(tmp_path: Path) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    display = _free_display()
    env = _env(tmp_path / "home", DISPLAY=display, SDL_VIDEODRIVER=None, WAYLAND_DISPLAY=None)
    try:
        run = subprocess.run([sys.executable, "-m", "callbreak", "--config-dir", str(config),
                              "--data-dir", str(data)], env=env, capture_output=True,
                             text=True, timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail("with no usable display the game kept running, invisible, saying nothing")
    assert run.returncode == 2, run.stdout + run.stderr
    sentence = f"Callbreak cannot open its window: there is no usable display at " \
               f"DISPLAY={display!r}"
    assert sentence in run.stderr
    assert sentence in (data / "callbreak.log").read_text(encoding="utf-8")
    assert run.stderr.count("no usable display") == 1  # said once, not with a traceback
    assert "Traceback" not in run.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is an X11 matter")
def test_an_invisible_driver_asked_for_on_purpose_is_not_refused(tmp_path: Path) -> None:
    """Headless runs set SDL_VIDEODRIVER=dummy on purpose: the check lets them through."""
    code = ("from callbreak.app.shell.display import no_display_reason; "
            "print(no_display_reason())")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=_env(tmp_path, DISPLAY=_free_display(), SDL_VIDEODRIVER="dummy"),
                         timeout=60)
    assert run.stdout.strip() == "None", run.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is an X11 matter")
def test_with_no_display_at_all_a_person_reads_one_sentence_and_nothing_else(
        tmp_path: Path) -> None:
    """No DISPLAY, no Wayland, no XDG_RUNTIME_DIR (a server's shell, a cron job): SDL tries
    Wayland after X11, and Wayland's library printed "error: XDG_RUNTIME_DIR is invalid or
    not set in the environment." first, which sends a person after the wrong cause."""
    data = tmp_path / "data"
    env = _env(tmp_path / "home", DISPLAY=None, WAYLAND_DISPLAY=None, SDL_VIDEODRIVER=None,
               XDG_RUNTIME_DIR=None)
    run = subprocess.run([sys.executable, "-m", "callbreak", "--config-dir",
                          str(tmp_path / "config"), "--data-dir", str(data)], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         timeout=60)
    assert run.returncode == 2, run.stdout
    sentence = ("Callbreak cannot open its window: there is no usable display (neither "
                "DISPLAY nor WAYLAND_DISPLAY is set); SDL found only its invisible "
                "'offscreen' video driver.")
    assert run.stdout == sentence + "\n"
    assert sentence in (data / "callbreak.log").read_text(encoding="utf-8")
