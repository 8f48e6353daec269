"""The log a bug report can use, in this process: `start_logging` puts the `callbreak`
loggers' records in callbreak.log (time, level, logger, message; UTF-8; one old file kept
when it grows past 256 KiB) and warnings on stderr too, once however often it is called; a
folder it cannot write leaves stderr alone doing the work. (tests/test_store_logfile.py runs
the real program in a fresh process; this file looks at each promise in turn.)"""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from callbreak.store import start_logging
from callbreak.store.logfile import SAID

ROOT = Path(__file__).resolve().parent.parent
LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (\w+) ([\w.]+): (.*)$")


@pytest.fixture
def fresh_logger():
    """The `callbreak` logger as a fresh process has it, put back afterwards."""
    root = logging.getLogger("callbreak")
    saved = (root.level, list(root.handlers), dict(vars(root)))
    for name in ("_callbreak_started", "_callbreak_log_path"):
        root.__dict__.pop(name, None)
    root.handlers = []
    root.setLevel(logging.NOTSET)
    yield root
    for handler in root.handlers:
        handler.close()
    level, handlers, attrs = saved
    root.__dict__.clear()
    root.__dict__.update(attrs)
    root.handlers = handlers
    root.setLevel(level)


def lines(path: Path) -> list[tuple[str, str, str]]:
    """(level, logger, message) of each line of a log file, every line in our format."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        match = LOG_LINE.match(line)
        assert match, f"not a log line: {line!r}"
        out.append(match.groups())
    return out


def test_records_land_in_the_file_with_time_level_and_logger_and_warnings_on_stderr(
        fresh_logger, tmp_path, capsys):
    folder = tmp_path / "new" / "data"  # not there yet: made, parents and all
    path = start_logging(folder)
    assert path == folder / "callbreak.log"
    logging.getLogger("callbreak.store.settings").info("settings read")
    logging.getLogger("callbreak.store.settings").debug("too small to keep")
    logging.getLogger("callbreak.app").warning("सेटिङ ठीक छैन")  # kept as UTF-8
    logging.getLogger("elsewhere").warning("not ours")
    assert lines(path) == [("INFO", "callbreak.store.settings", "settings read"),
                           ("WARNING", "callbreak.app", "सेटिङ ठीक छैन")]
    assert capsys.readouterr().err == "callbreak: WARNING: सेटिङ ठीक छैन\n"


def test_starting_twice_keeps_one_file_and_says_each_record_once(fresh_logger, tmp_path,
                                                                 capsys):
    first = start_logging(tmp_path)
    assert start_logging(tmp_path / "elsewhere") == first == tmp_path / "callbreak.log"
    logging.getLogger("callbreak").warning("once")
    assert lines(first) == [("WARNING", "callbreak", "once")]
    assert capsys.readouterr().err == "callbreak: WARNING: once\n"
    assert not (tmp_path / "elsewhere").exists()


def test_an_existing_folder_is_used_and_a_quieter_level_keeps_less(fresh_logger, tmp_path):
    path = start_logging(tmp_path, level=logging.WARNING)
    logging.getLogger("callbreak.store").info("not kept at WARNING")
    logging.getLogger("callbreak.store").error("kept")
    assert lines(path) == [("ERROR", "callbreak.store", "kept")]


def test_a_big_log_turns_over_keeping_one_old_file(fresh_logger, tmp_path, capsys):
    path = start_logging(tmp_path)
    say = logging.getLogger("callbreak.store").info
    text = "x" * 1000
    for _ in range(200):  # about 210 KB: still one file
        say(text)
    assert not (tmp_path / "callbreak.log.1").exists()
    for _ in range(600):  # past 256 KiB twice: the oldest goes, one old file stays
        say(text)
    assert (tmp_path / "callbreak.log.1").exists()
    assert not (tmp_path / "callbreak.log.2").exists()
    assert path.stat().st_size <= 256 * 1024
    assert capsys.readouterr().err == ""  # INFO stays out of stderr


def test_without_a_folder_the_log_goes_to_the_players_data_folder(fresh_logger, tmp_path,
                                                                  monkeypatch):
    asked = []

    def data_path(app_name):
        asked.append(app_name)
        return tmp_path / "platform"

    monkeypatch.setattr(platformdirs, "user_data_path", data_path)
    assert start_logging() == tmp_path / "platform" / "callbreak.log"
    assert asked == ["callbreak"]


def test_a_folder_that_cannot_be_made_leaves_stderr_and_says_so(fresh_logger, tmp_path,
                                                                capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    assert start_logging(blocker / "data") is None
    err = capsys.readouterr().err
    assert err.startswith(f"callbreak: WARNING: cannot keep a log in {blocker / 'data'}: ")
    assert start_logging(tmp_path) is None  # started already: the same answer
    logging.getLogger("callbreak").warning("still said")
    assert capsys.readouterr().err == "callbreak: WARNING: still said\n"


NEPALI = "खेल बचत भयो"
IN_A_PLAIN_LOCALE = f"""
import logging, sys
from callbreak.store import start_logging
start_logging(sys.argv[1])
logging.getLogger("callbreak.app").info({ascii(NEPALI)})
"""  # the program itself is ASCII


def test_the_log_is_utf8_whatever_the_systems_language(fresh_logger, tmp_path):
    """A system whose own encoding cannot write Devanagari (here the C locale, as a Windows
    code page would be) keeps the same log as this one."""
    here = start_logging(tmp_path / "here")
    logging.getLogger("callbreak.app").info(NEPALI)
    env = dict(os.environ, PYTHONPATH=str(ROOT), LC_ALL="C", PYTHONCOERCECLOCALE="0",
               PYTHONUTF8="0")
    subprocess.run([sys.executable, "-c", IN_A_PLAIN_LOCALE, str(tmp_path / "there")],
                   env=env, check=True, timeout=30, capture_output=True)
    there = tmp_path / "there" / "callbreak.log"
    assert [line[2] for line in lines(here)] == [line[2] for line in lines(there)] == [NEPALI]


def test_what_the_program_already_said_on_stderr_goes_to_the_file_alone(
        fresh_logger, tmp_path, capsys):
    """A failure the command line has told the person in its own words is kept in the log
    for a bug report, not printed a second time; other warnings are printed."""
    path = start_logging(tmp_path)
    log = logging.getLogger("callbreak.cli")
    log.error("told already", extra={SAID: True})
    log.warning("not told")
    err = capsys.readouterr().err
    assert "told already" not in err and "not told" in err
    assert [m for _, _, m in lines(path)] == ["told already", "not told"]
