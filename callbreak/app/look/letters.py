"""Letters and their fonts: which characters the Devanagari font shapes, a line split into
its Devanagari and other runs, the font files (read once into memory), a name's letters as
a reader counts them, and the mark each player's token shows at a table."""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from callbreak.resources import asset


@lru_cache(maxsize=4)
def font_path(bold: bool = False, devanagari: bool = False) -> str:
    if devanagari:
        return str(asset("fonts", "Lohit-Devanagari.ttf"))
    return str(asset("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"))


@lru_cache(maxsize=4)
def font_bytes(bold: bool = False, devanagari: bool = False) -> bytes:
    """A font file read once: a font made from a file keeps the file open for as long as it
    lives, one per size, and a window resized often would gather hundreds of open files."""
    with open(font_path(bold, devanagari), "rb") as file:
        return file.read()


def is_devanagari(ch: str) -> bool:
    """A letter, sign or joiner that the Devanagari font must shape."""
    o = ord(ch)
    return 0x0900 <= o <= 0x097F or 0xA8E0 <= o <= 0xA8FF or 0x1CD0 <= o <= 0x1CFF \
        or o in (0x200C, 0x200D)


def has_devanagari(text: str) -> bool:
    return not text.isascii() and any(is_devanagari(ch) for ch in text)


def runs(text: str) -> list[tuple[str, bool]]:
    """Split a line into (piece, devanagari) runs. Devanagari goes to Lohit (which has no
    suit symbols, arrows or stars: it draws boxes for them); everything else, card codes
    like A♠ and digits included, stays in DejaVu like the rest of the game. Spaces join the
    run before them."""
    out: list[tuple[str, bool]] = []
    for ch in text:
        deva = is_devanagari(ch) if not ch.isspace() else (out[-1][1] if out else False)
        if out and out[-1][1] == deva:
            out[-1] = (out[-1][0] + ch, deva)
        else:
            out.append((ch, deva))
    return out


# Lohit's letters look smaller than DejaVu's at one size (the headline sits low): a little
# larger keeps a mixed line even
DEVANAGARI_SCALE = 1.08


ZWJ, ZWNJ = "\u200d", "\u200c"


def letters(text: str) -> list[str]:
    """`text` as a reader counts its letters: each with its vowel signs and marks ("सु",
    "É"), a conjunct whole (क्ष: a consonant, the virama, a consonant), a joiner with what
    it joins."""
    out: list[str] = []
    for ch in text:
        if out and (unicodedata.category(ch).startswith("M") or ch in (ZWJ, ZWNJ)
                    or out[-1][-1] == ZWJ
                    or (unicodedata.combining(out[-1][-1]) == 9 and ch.isalpha()
                        and is_devanagari(ch) == is_devanagari(out[-1][-1]))):  # virama
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _key(mark: str) -> str:
    """Two marks a reader would take for one (case, composed or not, are no difference)."""
    return unicodedata.normalize("NFKC", mark).casefold()


def _own_script(letter: str) -> str:
    """A letter without the signs of another script (a Devanagari vowel sign typed after a
    Latin A is no part of the A, and would draw as a sign on a dotted circle beside it)."""
    base = is_devanagari(letter[0])
    return "".join(ch for i, ch in enumerate(letter) if i == 0 or is_devanagari(ch) == base
                   or not unicodedata.category(ch).startswith("M"))


def _choices(name: str) -> list[str]:
    """A name's marks, shortest first, each at most two letters: its first letter (or
    digit); its words' first two initials ("RB" of Ram Bahadur); its first two letters."""
    words = [[_own_script(x) for x in letters(word) if x[0].isalnum()] for word in name.split()]
    words = [word for word in words if word]
    if not words:
        return [""]
    first = words[0][0]
    out = [first]
    if len(words) > 1:
        out.append(first + words[1][0])
    if len(words[0]) > 1:
        out.append(first + words[0][1])
    return out


def marks(names: Sequence[str]) -> tuple[str, ...]:
    """The mark on each player's token at one table: the first letter of their name, and
    where names share it, a second letter for those names (Hindi's आप and आरती show आप and
    आर), so no two players are told apart only by colour; names still alike (the same
    name twice, or no letter at all) are numbered (S1, S2)."""
    choices = [_choices(n) for n in names]
    step = [0] * len(names)
    shown = [c[0] for c in choices]
    for _ in range(3):  # each name has at most three choices
        counts = Counter(_key(m) for m in shown)
        alike = [i for i, m in enumerate(shown) if counts[_key(m)] > 1 or not m]
        movable = [i for i in alike if step[i] + 1 < len(choices[i])]
        if not movable:
            break
        for i in movable:
            step[i] += 1
            shown[i] = choices[i][step[i]]
    counts = Counter(_key(m) for m in shown)
    alike = [i for i, m in enumerate(shown) if counts[_key(m)] > 1 or not m]
    used = {_key(m) for i, m in enumerate(shown) if i not in alike}
    for i in alike:
        first = choices[i][0]
        shown[i] = next(first + str(k) for k in range(1, len(names) + 2)
                        if _key(first + str(k)) not in used)
        used.add(_key(shown[i]))
    return tuple(shown)
