"""Copy the card faces of the Simple deck from Debian's openclipart-svg into assets/cards/.

The faces are Nicu Buculei's "white" deck (public domain). They are copied byte for byte
except for one change that makes a four-colour deck a plain string replacement: the suit
marks (corner indices, corner pips and the pips in the middle of a number card) get the
named colour ``black`` (spades, clubs) or ``red`` (hearts, diamonds) instead of the hex
``#000000`` / ``#ff0000`` they had. Those render identically, but the court-card pictures
and the card's shadow also use ``#000000``, so only a name unique to the marks lets the
game recolour the marks alone (see assets/cards/README.md).

One more change, on the ace of spades only: its big spade is one path whose later subpaths
cut an "N" and "OpenClipart.org" out of it (a watermark); ``unwatermark`` keeps the first
subpath, the spade's outline, and drops the rest (the art is public domain, so we may).

Run from the repository root:  python build_scripts/prepare_cards.py [source_dir]
To remove the watermark from the committed ace alone:  ... prepare_cards.py --unwatermark
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

CARDS = Path("/usr/share/openclipart/svg/recreation/games/cards")
DECK = "white"
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


WATERMARKED = "path4163"  # the ace of spades' big spade, holding the watermark
PATH_D = re.compile(r'(<path\b[^>]*?\sd=")([^"]*)("[^>]*\sid="' + WATERMARKED + '")', re.S)


def unwatermark(text: str) -> str:
    """The ace of spades without the "N" and "OpenClipart.org" cut into its spade."""
    def first_subpath(m: re.Match[str]) -> str:
        d = m.group(2).strip()
        end = d.find("M", 1)
        return m.group(1) + (d if end < 0 else d[:end].rstrip()) + m.group(3)

    out, n = PATH_D.subn(first_subpath, text)
    if n != 1:
        raise ValueError(f"expected the one path {WATERMARKED}, found {n}")
    return out


def main(argv: list[str]) -> int:
    root = Path(__file__).resolve().parent.parent / "assets" / "cards"
    if argv[1:] == ["--unwatermark"]:
        ace = root / "faces" / "AS.svg"
        ace.write_text(unwatermark(ace.read_text(encoding="utf-8")), encoding="utf-8",
                       newline="\n")
        print("faces/AS.svg: watermark removed")
        return 0
    src = Path(argv[1]) if len(argv) > 1 else CARDS
    faces, backs = root / "faces", root / "backs"
    faces.mkdir(parents=True, exist_ok=True)
    backs.mkdir(parents=True, exist_ok=True)
    for suit in SUITS:
        for rank in RANKS:
            name = f"{DECK}_{suit.lower()}_{rank.lower()}.svg"
            text = (src / DECK / name).read_text(encoding="utf-8")
            out, n = convert(text, rank, suit)
            if rank + suit == "AS":
                out = unwatermark(out)
            (faces / f"{rank}{suit}.svg").write_text(out, encoding="utf-8", newline="\n")
            print(f"{name} -> faces/{rank}{suit}.svg ({n} marks)")
    # the backs are ours now: build_scripts/make_backs.py draws them
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
