"""Make the "Classic" deck: assets/cards/classic/<code>.svg, 52 flat SVG faces.

Source: Adrian Kennard's classic playing-card designs (CC0 1.0) as published in the npm
package ``@letele/playing-cards`` 0.1.0. The package holds React components; at build time
``deck_extract.mjs`` (node) runs them to get each card's SVG text. Nothing of the package's
code is copied: only the pictures. This script then:

- flattens every ``<use>`` into a ``<g>`` (svgflat.py), since pygame-ce's loader draws
  neither ``<symbol>``/``<use>`` nor ``<pattern>``;
- draws larger corner indices from the package's own rank and suit shapes (the rank 1.6
  times as tall, a little wider and much bolder; the suit twice the size) and shrinks the
  middle of the card a little to make room (pips to 0.82, a court picture to 0.78);
- replaces the ace of spades' QR code with an ornamental spade of our own;
- names the colour of every suit mark (indices, pips, the suit in a court picture) as
  ``fill:black``/``fill:red`` (or ``stroke:``) in a style attribute, which nothing else in
  the card uses, so the game makes the four-colour deck with a string replacement;
- puts each card in the same 140 x 190 box as the Simple deck, with the same soft shadow
  at the right and bottom edges, so both decks lay out alike.

Run by hand from the repository root (needs node and npm; the game never does):

    python build_scripts/make_deck.py [path/to/package]     # default: npm pack into a temp dir
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import svgflat  # noqa: E402
from svgflat import HREF, fmt, local, tag  # noqa: E402

PACKAGE = "@letele/playing-cards@0.1.0"
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
SUITS = "SHDC"
COURTS = ("K", "Q", "J")
OUT = HERE.parent / "assets" / "cards" / "classic"

# the box every card file shares with the Simple deck (see assets/cards/README.md)
BOX_W, BOX_H = 140, 190
BODY = (2.0, 2.0, 136.0, 186.0)  # x, y, width, height of the white card: centred in the box
SHADOW = 2.0  # offset of the soft shadow, right and down
RADIUS = 7.0
# in the package's card space: 240 x 336, centred on 0, 0
CARD_W, CARD_H = 240.0, 336.0
MIDDLE = 0.82  # the pips shrink to make room for the indices ...
MIDDLE_COURT = 0.78  # ... and the court picture's frame a little more, to stay clear of them
RANK_BOX = 52.0  # the rank symbol's square (its 1000-unit viewBox), was 32
RANK_WIDEN = 1.12  # the package's figures are narrow: a little wider reads better
SUIT_BOX = 54.0  # the suit symbol's square (its 1200-unit viewBox), was 26.8
RANK_STROKE = "140"  # the rank strokes, in their 1000 units: was 80 (bolder reads better)
INDEX_X = -92.0  # centre of the index column
INDEX_TOP = -162.0  # top of the rank's square
SUIT_GAP = 1.0  # between the rank's square and the suit's
INK = {"S": "black", "C": "black", "H": "red", "D": "red"}


def extract(package: Path) -> dict[str, str]:
    """{package name ("Sq", "H10"): SVG text}, by running the components under node."""
    bundle = package / "dist" / "index.esm.js"
    out = subprocess.run(["node", str(HERE / "deck_extract.mjs"), str(bundle)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def fetch() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="deck-"))
    subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=folder, check=True,
                   capture_output=True)
    tarball = next(folder.glob("*.tgz"))
    subprocess.run(["tar", "xzf", tarball.name], cwd=folder, check=True)
    return folder / "package"


def _is_index(el: ET.Element) -> bool:
    return local(el) == "use" and float(el.get("x", 0)) < -100


def _plain_hairlines(root: ET.Element) -> None:
    """The court pictures' fine line-work is a fraction of a pixel wide at table sizes:
    plain joins and ends look the same there and rasterise faster than round ones."""
    for el in root.iter():
        if el.get("stroke-linejoin") == "round":
            del el.attrib["stroke-linejoin"]
        if el.get("stroke-linecap") == "round":
            del el.attrib["stroke-linecap"]


def _colour_marks(root: ET.Element, suit: str, symbols: set[str]) -> None:
    """Rename the marks' colour to a style the four-colour recolour can find."""
    ink = INK[suit]
    for sym in root.iter(tag("symbol")):
        if sym.get("id") not in symbols:
            continue
        for path in sym.iter(tag("path")):
            if path.get("stroke") not in (None, "none") and path.get("fill") == "none":
                path.attrib.pop("stroke")
                path.set("stroke-width", RANK_STROKE)
                path.set("style", f"stroke:{ink}")
            else:
                path.attrib.pop("fill", None)
                path.set("style", f"fill:{ink}")


def _use(ref: str, x: float, y: float, size: float) -> ET.Element:
    el = ET.Element(tag("use"))
    el.set(HREF, "#" + ref)
    for key, value in (("x", x), ("y", y), ("width", size), ("height", size)):
        el.set(key, fmt(value))
    return el


def _index(rank_ref: str, suit_ref: str) -> list[ET.Element]:
    x = INDEX_X
    rank = ET.Element(tag("g"), transform=f"translate({fmt(x)} 0) scale({RANK_WIDEN} 1)")
    rank.append(_use(rank_ref, -RANK_BOX / 2, INDEX_TOP, RANK_BOX))
    return [rank,
            _use(suit_ref, x - SUIT_BOX / 2, INDEX_TOP + RANK_BOX + SUIT_GAP, SUIT_BOX)]


SPADE = ("M0-500c100 250 355 400 355 685a150 150 0 0 1-300 0 10 10 0 0 0-20 0c0 200 50 215 "
         "95 315h-260c45-100 95-115 95-315a10 10 0 0 0-20 0 150 150 0 0 1-300 0c0-285 255-435 "
         "355-685Z")


def _ace_of_spades() -> ET.Element:
    """Our centre for the ace of spades: a large spade, a fine white inner line, and a
    small white rosette where the package had its QR code. In the spade's 1200 units."""
    g = ET.Element(tag("g"))
    g.set("transform", "scale(0.165)")
    big = ET.SubElement(g, tag("path"), d=SPADE)
    big.set("style", "fill:black")
    inner = ET.SubElement(g, tag("path"), d=SPADE, fill="none", stroke="#fff")
    inner.set("stroke-width", "14")
    inner.set("transform", "translate(0 -12) scale(0.86)")
    # the rosette: four petals and a dot, in the round part of the spade
    rosette = ET.SubElement(g, tag("g"), fill="#fff", transform="translate(0 60)")
    for angle in (0, 90, 180, 270):
        ET.SubElement(rosette, tag("path"), transform=f"rotate({angle})",
                      d="M0-18C40-60 40-120 0-150-40-120-40-60 0-18Z")
    for angle in (45, 135, 225, 315):
        ET.SubElement(rosette, tag("circle"), cx="0", cy="-78", r="14",
                      transform=f"rotate({angle})")
    ring = ET.SubElement(rosette, tag("circle"), cx="0", cy="0", r="30", fill="none",
                         stroke="#fff")
    ring.set("stroke-width", "10")
    ET.SubElement(rosette, tag("circle"), cx="0", cy="0", r="12")
    return g


def _svg(children: list[ET.Element]) -> str:
    out = ET.Element(tag("svg"), width=str(BOX_W), height=str(BOX_H),
                     viewBox=f"0 0 {BOX_W} {BOX_H}")
    out.extend(children)
    return ET.tostring(svgflat.flatten(out), encoding="unicode")


def blank() -> list[ET.Element]:
    """The card itself: its soft shadow and the white body with a fine grey edge."""
    x, y, w, h = BODY
    shadow = ET.Element(tag("rect"), x=fmt(x + SHADOW), y=fmt(y + SHADOW), width=fmt(w),
                        height=fmt(h), rx=fmt(RADIUS), fill="#000", opacity="0.28")
    body = ET.Element(tag("rect"), x=fmt(x), y=fmt(y), width=fmt(w), height=fmt(h),
                      rx=fmt(RADIUS), fill="#fffefa", stroke="#9a9a9a")
    body.set("stroke-width", "0.6")
    return [shadow, body]


def _turned(el: ET.Element) -> bool:
    return el.get("transform", "").startswith("rotate(180")


def classic_face(svg_text: str, rank: str, suit: str, half: bool = False) -> str:
    """One card of the package turned into our flat 140 x 190 face. `half`: a court card's
    top half alone on a transparent box (the game draws it twice, the second time turned,
    on blank.svg), which is what the classic deck ships for J, Q and K."""
    root = ET.fromstring(svg_text)
    body = [el for el in root if local(el) not in ("defs", "title")]
    outline, rest = body[0], body[1:]
    assert local(outline) == "rect", "the card's outline comes first"
    # the corner index: rank then suit, at the top left (and turned, at the bottom right)
    top = [el for el in rest if _is_index(el)]
    rank_ref, suit_ref = (el.get(HREF, "").lstrip("#") for el in top[:2])
    scale_middle = MIDDLE_COURT if rank in COURTS else MIDDLE
    middle = ET.Element(tag("g"), transform=f"scale({scale_middle})")
    for el in rest:
        if _is_index(el) or (half and _turned(el)):
            continue
        if local(el) == "g" and el.get("transform") == "rotate(180)":
            for child in [c for c in el if _is_index(c)]:
                el.remove(child)
            if len(el) == 0:
                continue
        if rank + suit == "AS" and (local(el) == "path" or el.get("width") == "164.8"):
            continue  # the QR code and the spade it sits in
        middle.append(el)
    if rank + suit == "AS":
        middle.append(_ace_of_spades())
    defs = next(el for el in root if local(el) == "defs")
    _colour_marks(root, suit, {rank_ref, suit_ref})
    _plain_hairlines(root)

    scale = BODY[3] / CARD_H
    cx, cy = BODY[0] + BODY[2] / 2, BODY[1] + BODY[3] / 2
    card = ET.Element(tag("g"), transform=f"translate({fmt(cx)} {fmt(cy)}) scale({fmt(scale)})")
    card.append(middle)
    card.extend(_index(rank_ref, suit_ref))
    if not half:
        turned = ET.SubElement(card, tag("g"), transform="rotate(180)")
        turned.extend(_index(rank_ref, suit_ref))
    return _svg([defs, *([] if half else blank()), card])


def main(argv: list[str]) -> int:
    package = Path(argv[1]) if len(argv) > 1 else fetch()
    cards = extract(package)
    OUT.mkdir(parents=True, exist_ok=True)
    for suit in SUITS:
        for rank in RANKS:
            name = suit + (rank if rank == "10" else rank.lower() if rank in "AKQJ" else rank)
            court = rank in COURTS
            text = classic_face(cards[name], rank, suit, half=court)
            file = f"{rank}{suit}.half.svg" if court else f"{rank}{suit}.svg"
            (OUT / file).write_text(text + "\n", encoding="utf-8", newline="\n")
    (OUT / "blank.svg").write_text(_svg(blank()) + "\n", encoding="utf-8", newline="\n")
    print(f"40 faces, 12 court halves and blank.svg -> {OUT.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
