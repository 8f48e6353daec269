"""Compile the word catalogues (assets/locale/<lang>/LC_MESSAGES/callbreak.po) into the .mo
files the game reads with Python's gettext. Run after editing a .po; the output is
committed, and tests/test_words.py fails while a .mo lags behind its .po.

    .venv/bin/python build_scripts/compile_words.py        (Babel: the "test" or "build" extra)
"""

from __future__ import annotations

import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parents[1] / "assets" / "locale"


def compiled(po: Path) -> bytes:
    """The .mo bytes for one catalogue (fuzzy entries left out, as gettext does)."""
    with po.open("rb") as f:
        catalog = read_po(f, abort_invalid=True)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def catalogues() -> list[Path]:
    return sorted(LOCALE.glob("*/LC_MESSAGES/callbreak.po"))


def main() -> None:
    for po in catalogues():
        mo = po.with_suffix(".mo")
        mo.write_bytes(compiled(po))
        print(f"{mo.relative_to(LOCALE.parent.parent)}: {mo.stat().st_size} bytes")


if __name__ == "__main__":
    main()
