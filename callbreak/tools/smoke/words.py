"""The words: every language's compiled catalogue is in this build and speaks. The table is
switched to each language as Settings would, and a sentence of the menu is said in it."""

from __future__ import annotations

from typing import Any

from .report import SmokeFailure

PROBE = "New game"  # on the main menu: the first words a player reads


def check_words(app: Any) -> str:
    from callbreak.app.look.letters import has_devanagari
    from callbreak.store import LANGUAGES
    from callbreak.words import tr

    said = []
    try:
        for code in LANGUAGES:
            if code == "en":
                continue
            app.change_settings(language=code)
            text = tr(PROBE)
            if text == PROBE or not has_devanagari(text):
                raise SmokeFailure(f"the {code} catalogue is missing from this build: "
                                   f"{PROBE!r} stayed in English")
            app.step(0.0)
            app.render()
            said.append(f"{code} {text!r}")
    finally:
        app.change_settings(language="en")
    return "; ".join(said)
