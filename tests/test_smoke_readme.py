"""The smoke test and the README agree: it draws every screen the app has (the friends'
screens that meet the network too, drawn without it), the README says exactly what it
plays, and the README's smoke command leaves nothing in a checkout that git would pick up."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.tools.smoke import rounds, screens  # noqa: E402
from callbreak.tools.smoke.report import Report  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text(encoding="utf-8")
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def smoke_paragraph() -> str:
    """The README's words on the smoke test: its command and the paragraph after it."""
    found = re.search(r"```sh\n(\S*Callbreak --smoke-test[^\n]*)\n```\n\n(.+?)\n\n", README,
                      re.S)
    assert found, "the README shows no smoke test command"
    return found.group(1) + "\n" + " ".join(found.group(2).split())


def test_the_smoke_test_draws_every_screen_the_app_has() -> None:
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    report = Report()
    try:
        _, finished = rounds.play_game()
        drawn = screens.draw_scenes(app, report, finished)
    finally:
        app.close()
    assert report.notes == []  # each "the scene X is not drawn by the smoke test yet"
    for name in ("join a table", "a table's address", "lobby"):
        assert name in drawn


def test_the_readme_says_what_the_smoke_test_draws_and_plays() -> None:
    said = smoke_paragraph()
    assert "draws every screen" in said
    assert f"a {NUMBERS[rounds.GAME_ROUNDS]}-round game" in said  # through the engine
    assert "one round on the table" in said  # then at the table, as a player sees it


@pytest.mark.skipif(shutil.which("git") is None or not (REPO / ".git").exists(),
                    reason="needs a git checkout")
def test_the_readmes_smoke_command_leaves_nothing_git_would_add() -> None:
    report = re.search(r"--smoke-test-report (\S+)", smoke_paragraph())
    assert report, "the README's command writes no report"
    path = report.group(1)
    if Path(path).is_absolute():
        return  # outside the checkout
    ignored = subprocess.run(["git", "check-ignore", "-q", path], cwd=REPO, timeout=30)
    assert ignored.returncode == 0, f"{path} written in the checkout is not ignored by git"
