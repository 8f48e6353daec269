"""Letters and their fonts: which characters the Devanagari font shapes, a line split into
its Devanagari and other runs, and the font files (read once into memory)."""

from __future__ import annotations

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
