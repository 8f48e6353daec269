"""Copy the card faces and backs we use from Debian's openclipart-svg into assets/cards/.

The faces are Nicu Buculei's "white" deck (public domain). They are copied byte for byte
except for one change that makes a four-colour deck a plain string replacement: the suit
marks (corner indices, corner pips and the pips in the middle of a number card) get the
named colour ``black`` (spades, clubs) or ``red`` (hearts, diamonds) instead of the hex
``#000000`` / ``#ff0000`` they had. Those render identically, but the court-card pictures
and the card's shadow also use ``#000000``, so only a name unique to the marks lets the
game recolour the marks alone (see assets/cards/README.md).

Run from the repository root:  python build_scripts/prepare_cards.py [source_dir]
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

CARDS = Path("/usr/share/openclipart/svg/recreation/games/cards")
DECK = "white"
BACKS = {"back_blue.svg": "back07.svg", "back_red.svg": "back08.svg"}
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
SUITS = "SHDC"
COURTS = {"K", "Q", "J"}

BLACKS, REDS = ("#000000", "#0c0c0c"), ("#ff0000",)  # the 9s have #0c0c0c indices
HEX = {"S": BLACKS, "C": BLACKS, "H": REDS, "D": REDS}
NAME = {"S": "black", "C": "black", "H": "red", "D": "red"}

SHAPE_TAG = re.compile(r"<(?:path|g)\b[^>]*>", re.S)  # a fill may sit on a group
STYLE = re.compile(r'style="([^"]*)"')


def _is_opaque_fill(style: str, colours: tuple[str, ...]) -> bool:
    decls = dict(
        part.split(":", 1) for part in style.split(";") if ":" in part
    )
    return decls.get("fill", "").strip().lower() in colours and float(
        decls.get("fill-opacity", "1")
    ) == 1.0


def convert(text: str, rank: str, suit: str) -> tuple[str, int]:
    """Rename the suit marks' fill to a colour name; return the new text and the count."""
    colours = HEX[suit]
    tags = [m for m in SHAPE_TAG.finditer(text) if (s := STYLE.search(m.group(0)))
            and _is_opaque_fill(s.group(1), colours)]
    if rank in COURTS:
        # two indices, then two corner pips, come first; the picture follows
        marks = tags[:4]
        if len(marks) != 4 or any("font-size" in m.group(0) for m in tags[4:]):
            raise ValueError(f"{rank}{suit}: corner marks not where expected")
    else:
        # on A..10 every opaque mark-coloured shape is a mark: 2 indices, 2 corner pips
        marks = tags
        expected = 5 if rank == "A" else int(rank) + 4
        if len(marks) != expected:
            raise ValueError(f"{rank}{suit}: expected {expected} marks, found {len(marks)}")
    starts = {m.start() for m in marks}
    pieces, last = [], 0
    for m in SHAPE_TAG.finditer(text):
        if m.start() in starts:
            tag = re.sub("fill:(" + "|".join(colours) + ")", "fill:" + NAME[suit], m.group(0),
                         flags=re.I)
            pieces += [text[last:m.start()], tag]
            last = m.end()
    pieces.append(text[last:])
    out = "".join(pieces)
    if suit in "HD" and REDS[0] in out.lower():
        raise ValueError(f"{rank}{suit}: {REDS[0]} left outside the marks")
    return out, len(marks)


def main(argv: list[str]) -> int:
    src = Path(argv[1]) if len(argv) > 1 else CARDS
    root = Path(__file__).resolve().parent.parent / "assets" / "cards"
    faces, backs = root / "faces", root / "backs"
    faces.mkdir(parents=True, exist_ok=True)
    backs.mkdir(parents=True, exist_ok=True)
    for suit in SUITS:
        for rank in RANKS:
            name = f"{DECK}_{suit.lower()}_{rank.lower()}.svg"
            text = (src / DECK / name).read_text(encoding="utf-8")
            out, n = convert(text, rank, suit)
            (faces / f"{rank}{suit}.svg").write_text(out, encoding="utf-8", newline="\n")
            print(f"{name} -> faces/{rank}{suit}.svg ({n} marks)")
    for ours, theirs in BACKS.items():
        shutil.copyfile(src / "cardbacks" / theirs, backs / ours)
        print(f"cardbacks/{theirs} -> backs/{ours}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
