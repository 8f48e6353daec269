"""Where the game's files live: one function finds assets in a source checkout, an
installed wheel (as the package ``callbreak.assets``) and a PyInstaller bundle alike."""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    """The folder holding cards/, fonts/, sounds/ and icons/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:  # PyInstaller puts data files under its extraction folder
        return Path(bundle) / "assets"
    checkout = Path(__file__).resolve().parent.parent / "assets"
    if checkout.is_dir():
        return checkout
    return Path(__file__).resolve().parent / "assets"  # installed wheel: callbreak/assets


def asset(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset("cards", "faces", "AS.svg")``."""
    return assets_dir().joinpath(*parts)
