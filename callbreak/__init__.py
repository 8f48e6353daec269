"""Callbreak: Call Break, the card game of Nepal, on the desktop.

Layers (arrows point down): app -> ai, store, engine; ai -> engine; store -> engine;
tools -> ai, store, app, engine. The engine imports nothing of ours.

`callbreak.__version__` is read when first asked for (from the installed package, else from
the pyproject.toml beside a source checkout), so importing the package costs nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def version() -> str:
    """The game's version: one fact, written once in pyproject.toml."""
    from importlib import metadata

    try:
        return metadata.version("callbreak")
    except metadata.PackageNotFoundError:  # a bare source checkout or a frozen bundle
        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            found = re.search(r'^version\s*=\s*"([^"]+)"', pyproject.read_text("utf-8"), re.M)
        except OSError:
            found = None
        return found.group(1) if found else "unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module 'callbreak' has no attribute {name!r}")
