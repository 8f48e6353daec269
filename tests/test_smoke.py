"""`callbreak --smoke-test` as a player's machine would run it: a separate process, the dummy
SDL drivers. It must pass on a good checkout, write nothing outside its temporary folder
(never in the folders it is given, which may hold a player's game), and fail loudly
(non-zero, with a reason) when assets are missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _env(home: Path) -> dict[str, str]:
    """Headless drivers, and a fake home so that any write to the player's own
    directories (platformdirs on Linux, macOS or Windows) lands where the test can see it."""
    env = dict(os.environ)
    env.update({
        "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")])),
        "HOME": str(home), "USERPROFILE": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
        "XDG_STATE_HOME": str(home / ".local/state"), "XDG_CACHE_HOME": str(home / ".cache"),
        "APPDATA": str(home / "AppData/Roaming"), "LOCALAPPDATA": str(home / "AppData/Local"),
    })
    return env


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def _smoke(tmp_path: Path, *extra: str, code: str | None = None) -> subprocess.CompletedProcess:
    home, cwd = tmp_path / "home", tmp_path / "cwd"
    home.mkdir()
    cwd.mkdir()
    prefix = ["-c", code] if code else ["-m", "callbreak"]
    return subprocess.run([sys.executable, *prefix, "--smoke-test", *extra], cwd=cwd,
                          env=_env(home), capture_output=True, text=True, timeout=300)


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in _files(folder)}


def _game_in_progress(config: Path, data: Path) -> None:
    """A player's folders as the game leaves them: settings, a game in round 2, statistics."""
    from callbreak.ai import make_player
    from callbreak.engine import Game, HouseRules
    from callbreak.store import Store

    store = Store.open(config, data)
    store.save_settings(store.settings.with_(volume=0.5))
    game = Game(HouseRules(rounds=3), seed="a player's game")
    players = [make_player("easy", seed=seat) for seat in range(4)]
    while not game.round_scores:  # round 1, played out
        view = game.view(game.turn)
        if game.phase == "calling":
            game.call(game.turn, players[game.turn].choose_call(view))
        else:
            game.play(game.turn, players[game.turn].choose_card(view))
    store.record_round(game, "easy")
    game.next_round()
    game.call(game.turn, 2)  # round 2 under way
    store.save_game(game, "easy")
    assert store.game_path.is_file() and store.stats_path.is_file()


def test_smoke_test_passes_and_writes_nothing_outside_its_temporary_folder(
        tmp_path: Path) -> None:
    report = tmp_path / "out/report.txt"
    result = _smoke(tmp_path, "--smoke-test-report", str(report))

    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("smoke test passed: first menu frame ")
    # the report file says the same as stdout (a windowed Windows program has no stdout)
    assert report.read_text(encoding="utf-8") == result.stdout
    for part in ("version:", "assets:", "scenes:", "game: 3 rounds of 13 tricks",
                 "table: 13 tricks", "worker: the process worker", "settings:",
                 "friends' tables: ", "a guest seated and dealt 13 cards on 127.0.0.1:"):
        assert part in result.stdout
    # nothing in the player's home or next to the program; only the report was written
    assert _files(tmp_path / "home") == set()
    assert _files(tmp_path / "cwd") == set()
    assert _files(tmp_path) == {"out/report.txt"}


@pytest.mark.slow  # a second whole smoke test, on a player's folders: CI's slow step
def test_smoke_test_leaves_a_players_folders_byte_for_byte_unchanged(tmp_path: Path) -> None:
    """It once overwrote a real game in progress in --data-dir: now it reads copies."""
    config, data = tmp_path / "player/config", tmp_path / "player/data"
    _game_in_progress(config, data)
    before = {"config": _snapshot(config), "data": _snapshot(data)}
    result = _smoke(tmp_path, "--config-dir", str(config), "--data-dir", str(data))

    assert result.returncode == 0, result.stdout + result.stderr
    assert {"config": _snapshot(config), "data": _snapshot(data)} == before
    assert "a saved game in round 2 loaded" in result.stdout  # the copies were checked


def test_smoke_test_reports_a_damaged_save_and_leaves_it_in_place(tmp_path: Path) -> None:
    config, data = tmp_path / "player/config", tmp_path / "player/data"
    _game_in_progress(config, data)
    from callbreak.store import Store

    save = Store.open(config, data).game_path
    save.write_bytes(save.read_bytes()[:40])
    before = _snapshot(data)
    result = _smoke(tmp_path, "--config-dir", str(config), "--data-dir", str(data))

    assert result.returncode == 1
    assert "saved game does not load" in result.stdout
    assert _snapshot(data) == before  # not moved aside in the player's folder


def test_smoke_test_fails_with_a_reason_when_assets_are_missing(tmp_path: Path) -> None:
    missing = tmp_path / "no-assets-here"
    # point the one resource function at an empty place, then start as `callbreak` does
    code = ("import sys, pathlib, callbreak.resources as r; "
            f"r.assets_dir = lambda: pathlib.Path({str(missing)!r}); "
            "from callbreak.cli import main; raise SystemExit(main(sys.argv[1:]))")
    report = tmp_path / "report.txt"
    result = _smoke(tmp_path, "--smoke-test-report", str(report), code=code)

    assert result.returncode == 1, result.stdout + result.stderr
    text = report.read_text(encoding="utf-8")
    assert text.startswith("smoke test FAILED: ")
    assert "no-assets-here" in text  # says where it looked
    assert _files(tmp_path / "home") == set()  # the temporary settings went away, not home


NEEDED = ("cards/faces/QH.svg", "cards/backs/back_blue.svg", "fonts/Lohit-Devanagari.ttf",
          "sounds/illegal.wav", "icons/callbreak.png", "icons/callbreak.ico",
          "icons/callbreak.icns")


@pytest.mark.parametrize("damage", ["missing", "truncated"])
@pytest.mark.parametrize("needed", NEEDED)
def test_any_missing_or_broken_asset_fails_the_check_by_name(tmp_path: Path, monkeypatch,  # noqa: ANN001
                                                             needed: str, damage: str) -> None:
    """The game's own loaders fall back quietly (a plain card, silence); the smoke test must
    not, or a build missing a file would pass."""
    import pygame

    from callbreak import resources
    from callbreak.tools.smoke import SmokeFailure
    from callbreak.tools.smoke.assets import load_assets

    copy = tmp_path / "assets"
    shutil.copytree(REPO / "assets", copy)
    target = copy / needed
    if damage == "missing":
        target.unlink()
    else:
        target.write_bytes(target.read_bytes()[:12])
    monkeypatch.setattr(resources, "assets_dir", lambda: copy)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    with pytest.raises((SmokeFailure, pygame.error, OSError, ValueError)) as failed:
        load_assets()
    if damage == "missing":
        assert needed in str(failed.value)


def test_all_assets_pass_the_check() -> None:
    import pygame

    from callbreak.tools.smoke.assets import load_assets

    pygame.init()
    assert load_assets().startswith("54 card pictures, 3 fonts, 7 sounds, 3 icons")
