"""The words: every sentence the game can show is in both catalogues (Nepali and Hindi), no
catalogue keeps a sentence the game no longer says, the translations keep their holes, and
the compiled .mo files are those of the .po files a translator edits.

A sentence is found where the code says it: a literal handed to `tr`, `ptr`, `ntr`, `N_`
(constants) or to a widget that says its label itself; and in the data the screens say (How
to play's pages, the settings' options, the store's notices, the hints' sentence shapes,
the suits and the names, each house rule's words as `engine.rules.HOUSE_RULES` declares
them). The engine says no sentence: each kind of its records is said by
`callbreak.words.rulings`, and the house rules' words are English data the screens say.
"""

from __future__ import annotations

import ast
import os
import string
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

import callbreak  # noqa: E402
from callbreak import words  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.screens.howto_pages import PAGES, KeyTable  # noqa: E402
from callbreak.app.screens.settings_scene import SettingsScene  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import ReasonKind, RedealKind  # noqa: E402
from callbreak.engine.dealcode import CodeProblem  # noqa: E402
from callbreak.engine.rules import HOUSE_RULES  # noqa: E402
from callbreak.store import LANGUAGES  # noqa: E402
from callbreak.store.store import NOTICES  # noqa: E402

ROOT = Path(callbreak.__file__).parent
LOCALE = ROOT.parent / "assets" / "locale"
sys.path.insert(0, str(ROOT.parent / "build_scripts"))
from compile_words import compiled  # noqa: E402

TRANSLATED = [code for code in LANGUAGES if code != "en"]
SAYERS = {"tr", "N_", "Button", "ChoiceRow", "Toggle", "hints", "pill", "title"}
SAME_EVERYWHERE = set(words.LANGUAGE_NAMES.values())  # each language's own name

Key = tuple[str | None, str]  # (context, English)


def said_in_code() -> set[Key]:
    keys: set[Key] = set()
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func.id if isinstance(node.func, ast.Name) else \
                getattr(node.func, "attr", "")
            literals = [c.value for a in node.args
                        for c in ((a.body, a.orelse) if isinstance(a, ast.IfExp) else (a,))
                        if isinstance(c, ast.Constant) and isinstance(c.value, str)]
            if func == "ptr" and len(literals) >= 2:
                keys.add((literals[0], literals[1]))
            elif func == "ntr":
                keys.update((None, text) for text in literals[:2])
            elif func in SAYERS:
                keys.update((None, text) for text in literals)
    return keys


def said_from_data() -> set[Key]:
    texts: set[str] = set(words.NAMES) | set(NOTICES)
    for page in PAGES:
        texts |= {page.heading, *page.all_texts()}
        for pic in page.pictures:
            texts |= {getattr(pic, n, "") for n in ("label", "caption", "left_note",
                                                    "right_note")}
            if isinstance(pic, KeyTable):
                texts |= {meaning for _, meaning in pic.rows}
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    for column in SettingsScene(app).columns:
        for group in column:
            texts |= {group.heading, group.note}
            for o in group.options:
                texts |= {o.label, o.help, o.later, *(t for _, t in o.choices),
                          *o.notes.values()}
    texts |= {kind.template for kind in words.HintKind} | {words.hint_reasons.MADE_ABOUT}
    for rule in HOUSE_RULES:
        texts |= {rule.label, rule.short, rule.help, rule.howto}
        texts |= {t for c in rule.choices for t in (c.word, c.note, c.line, c.table)}
    keys = {(None, t) for t in texts if t and t not in SAME_EVERYWHERE}
    keys |= {("suit", w) for pair in words.speak.SUIT_WORDS.values() for w in pair}
    return keys


def catalogue(code: str) -> dict[Key, str]:
    po = LOCALE / code / "LC_MESSAGES" / "callbreak.po"
    with po.open("rb") as f:
        cat = read_po(f)
    out: dict[Key, str] = {}
    for m in cat:
        if not m.id:
            continue
        if isinstance(m.id, str):
            out[(m.context, m.id)] = m.string
        else:  # a count: the singular and the plural, each with its own translation
            for english, said in zip(m.id, (m.string[0], m.string[-1])):
                out[(m.context, english)] = said
    return out


def holes(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.fixture(scope="module")
def shown() -> set[Key]:
    return said_in_code() | said_from_data()


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_sentence_the_game_can_show_is_in_the_catalogue(code, shown) -> None:
    words = catalogue(code)
    missing = sorted(k for k in shown if not words.get(k))
    assert not missing, f"{len(missing)} missing from {code}: {missing[:10]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_catalogue_keeps_a_sentence_the_game_no_longer_says(code, shown) -> None:
    unused = sorted(k for k in catalogue(code) if k not in shown)
    assert not unused, f"{len(unused)} unused in {code}: {unused[:10]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_their_holes_and_are_in_devanagari(code) -> None:
    for (_, english), said in catalogue(code).items():
        assert holes(said) == holes(english), english
        assert th.has_devanagari(said) or said == english, english


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalogue_is_the_one_the_translator_edited(code) -> None:
    po = LOCALE / code / "LC_MESSAGES" / "callbreak.po"
    assert po.with_suffix(".mo").read_bytes() == compiled(po), \
        "run build_scripts/compile_words.py"


def test_every_record_the_engine_gives_has_its_sentence() -> None:
    """The engine names its rulings by kind only; each kind is said by the words."""
    assert set(words.rulings.REFUSALS) == set(ReasonKind)
    assert set(words.rulings.REDEALS) == set(RedealKind)
    assert set(words.rulings.CODE_PROBLEMS) == set(CodeProblem)


def test_plural_forms_follow_each_language() -> None:
    words.set_language("hi")
    try:
        assert words.catalogue("hi").plural(1) == 0 and words.catalogue("hi").plural(2) == 1
        assert words.catalogue("ne").plural(1) == 0 and words.catalogue("ne").plural(0) == 1
    finally:
        words.set_language("en")
