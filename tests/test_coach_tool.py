"""`python -m callbreak.tools.coach_cli`: a finished game the store kept, judged from the command
line, a line for each of your calls and cards and the round's summary, the same in another
process; a deal code played by a computer level and judged; in Nepali; a file that is not a
game told plainly.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from callbreak.ai.playout import play_game
from callbreak.engine import HouseRules, deal_code
from callbreak.store import Store
from callbreak.tools.coach_cli import main

# the coach's command line on whole games (CI runs them with -m slow): each judges whole
# rounds with Expert's play-outs, up to 30 s of a core, and a few times that in wall time
# where it shares two cores with the other slow tests
pytestmark = [pytest.mark.slow, pytest.mark.timeout(360)]

ROOT = Path(__file__).resolve().parents[1]
VERDICT = re.compile(r"\b(Fine|Inaccuracy|Mistake)\b")
COST = re.compile(r"(?<!\S)-?\d+\.\d(?!\S)")


@pytest.fixture(scope="module")
def last_game(tmp_path_factory) -> Path:
    """last-game.json as the store writes it at the end of a game."""
    base = tmp_path_factory.mktemp("coach")
    store = Store.open(base / "cfg", base / "data", False)
    game = play_game(["easy", "medium", "medium", "medium"], seed=5, rules=HouseRules(rounds=3))
    store.save_last_game(game, "medium")
    assert store.flush()
    return store.last_game_path


def check_round(lines: list[str], n: int = 1) -> None:
    assert lines[0] == f"Round {n}"
    body, said = lines[1:-1], lines[-1].strip()
    assert [ln.split()[0] for ln in body] == ["Call"] + ["Trick"] * 13
    assert [int(ln.split()[1]) for ln in body[1:]] == list(range(1, 14))
    assert all(len(VERDICT.findall(ln)) == 1 for ln in body)
    assert said.startswith("You ")
    mistakes = sum("Mistake" in ln for ln in body)
    assert (f"{mistakes} mistake" in said) == (mistakes > 0)


def test_a_kept_game_is_judged_from_the_command_line_the_same_every_time(last_game, capsys):
    env = dict(os.environ, PYTHONHASHSEED="123", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "callbreak.tools.coach_cli", str(last_game),
                          "--round", "2"], capture_output=True, text=True, env=env,
                         timeout=300, check=False)
    assert run.returncode == 0, run.stderr
    check_round(run.stdout.splitlines(), 2)
    assert main([str(last_game), "--round", "2"]) == 0  # here: another process, other hashes
    assert capsys.readouterr().out == run.stdout


def test_a_deal_code_is_played_by_the_level_and_judged_in_nepali(capsys):
    code = deal_code(77, HouseRules())
    assert main(["--deal", code, "--as", "medium", "--round", "1"]) == 0
    english = capsys.readouterr().out.splitlines()
    check_round(english)
    assert main(["--deal", code, "--as", "medium", "--round", "1", "--language", "ne"]) == 0
    nepali = capsys.readouterr().out.splitlines()
    assert nepali[0] == "राउन्ड 1" and len(nepali) == len(english)
    assert all(any("\u0900" <= ch <= "\u097f" for ch in ln) for ln in nepali)
    # the same choices, said in the other language: your card, Expert's and the cost (a
    # Fine play shows none)
    def choices(lines: list[str]) -> list[tuple[str, str, list[str]]]:
        return [(ln.split()[2], ln.split()[4], COST.findall(ln)) for ln in lines[2:-1]]

    assert choices(nepali) == choices(english)


@pytest.mark.parametrize("text, told", [
    ("not json", "not a saved game"),
    ('{"format": 1, "game": {"format": 2}}', "not a game Callbreak can read"),
])
def test_a_file_that_is_not_a_game_is_told_plainly(tmp_path, capsys, text, told):
    path = tmp_path / "game.json"
    path.write_text(text)
    assert main([str(path)]) == 2
    err = capsys.readouterr().err
    assert told in err and "Traceback" not in err


def test_a_round_the_game_has_not_reached_is_told_plainly(last_game, capsys):
    assert main([str(last_game), "--round", "4"]) == 2
    assert "3 round(s)" in capsys.readouterr().err
