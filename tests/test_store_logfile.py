"""A double-clicked game has no console: the store's warnings land in callbreak.log."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """
import sys
from pathlib import Path
from callbreak.store import Store
from callbreak.store.logfile import start_logging
data = Path(sys.argv[1])
print(start_logging(data))
Store.open(data, data)
"""


def test_warnings_are_kept_in_a_log_beside_the_save(tmp_path):
    (tmp_path / "settings.json").write_text('{"level": "godlike"}')
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], env=env,
                         capture_output=True, text=True, check=True)
    assert run.stdout.strip() == str(tmp_path / "callbreak.log")
    assert "level" in (tmp_path / "callbreak.log").read_text()
    assert "godlike" in run.stderr
