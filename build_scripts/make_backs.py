"""Draw our card backs: assets/cards/backs/back_<name>.svg.

Four calm backs in the 140 x 190 box the faces use (same card outline and soft shadow):
``green`` (a bottle green a shade deeper than the felt, so a back still stands out on the
table), ``red`` (a deep red), ``blue`` (a navy) and ``dhaka``, a subtle Nepali motif: rows of
small lozenges and zigzags after the woven dhaka cloth of Nepali topis and shawls, in muted
gold on a deep maroon. Everything is plain paths and lines: pygame-ce's SVG loader draws no
``<pattern>`` and no clip paths, so every repeat is written out, clipped by arithmetic.

Run by hand from the repository root:  python build_scripts/make_backs.py
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "cards" / "backs"
W, H = 140, 190
BODY = (2.0, 2.0, 136.0, 186.0)  # as make_deck.py: the white card, x y w h
SHADOW = 2.0
RADIUS = 7.0
MARGIN = 5.0  # the white border round the picture
FRAME = 4.0  # from the picture's edge to the fine inner frame line

# name: (ground, a lighter shade for the lattice, ornament colour)
PLAIN = {
    "green": ("#124a35", "#2a7553", "#d9c58f"),
    "red": ("#9c1b2b", "#b8394a", "#e8cd94"),
    "blue": ("#15264d", "#30497f", "#d6c48e"),
}
DHAKA = ("#5e1420", "#8a2a33", "#d8b46a")


def f(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _card(inner: list[str], ground: str) -> str:
    x, y, w, h = BODY
    px, py, pw, ph = x + MARGIN, y + MARGIN, w - 2 * MARGIN, h - 2 * MARGIN
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
        f'viewBox="0 0 {W} {H}">',
        f'<rect x="{f(x + SHADOW)}" y="{f(y + SHADOW)}" width="{f(w)}" height="{f(h)}" '
        f'rx="{f(RADIUS)}" fill="#000" opacity="0.28"/>',
        f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(RADIUS)}" '
        f'fill="#fffefa" stroke="#9a9a9a" stroke-width="0.6"/>',
        f'<rect x="{f(px)}" y="{f(py)}" width="{f(pw)}" height="{f(ph)}" '
        f'rx="{f(RADIUS - 3)}" fill="{ground}"/>',
        *inner,
        "</svg>",
    ]) + "\n"


def _clip(x0: float, y0: float, dx: float, dy: float,
          box: tuple[float, float, float, float]) -> tuple[float, float, float, float] | None:
    """The part of the line (x0, y0) + t (dx, dy) inside box (Liang-Barsky)."""
    left, top, right, bottom = box
    t0, t1 = -1e9, 1e9
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def _inner_box() -> tuple[float, float, float, float]:
    x, y, w, h = BODY
    k = MARGIN + FRAME
    return x + k, y + k, x + w - k, y + h - k


def _frame(colour: str) -> list[str]:
    left, top, right, bottom = _inner_box()
    return [f'<rect x="{f(left)}" y="{f(top)}" width="{f(right - left)}" '
            f'height="{f(bottom - top)}" rx="2" fill="none" stroke="{colour}" '
            f'stroke-width="0.9" opacity="0.8"/>']


def _lattice(colour: str, step: float = 9.0) -> list[str]:
    """A fine diamond lattice of two families of diagonal lines, inside the frame."""
    left, top, right, bottom = box = _inner_box()
    lines = []
    cx, cy = (left + right) / 2, (top + bottom) / 2
    span = int((right - left + bottom - top) / step) + 2
    for sign in (1, -1):
        for k in range(-span, span + 1):
            seg = _clip(cx + k * step, cy, sign * 1.0, 1.35, box)
            if seg is not None:
                lines.append("M{} {}L{} {}".format(*(f(v) for v in seg)))
    return [f'<path d="{"".join(lines)}" stroke="{colour}" stroke-width="0.7" fill="none"/>']


def _medallion(ground: str, colour: str) -> list[str]:
    """The centre: a lozenge on the ground colour, a fine double outline and a rosette."""
    cx, cy = BODY[0] + BODY[2] / 2, BODY[1] + BODY[3] / 2
    out = []
    for r, fill, stroke, width in ((30, ground, colour, 1.2), (25, "none", colour, 0.6)):
        ry = r * 1.35
        out.append(f'<path d="M{f(cx)} {f(cy - ry)}L{f(cx + r)} {f(cy)}L{f(cx)} {f(cy + ry)}'
                   f'L{f(cx - r)} {f(cy)}Z" fill="{fill}" stroke="{stroke}" '
                   f'stroke-width="{width}"/>')
    petals = []
    for angle in range(0, 360, 45):
        turn = f'transform="translate({f(cx)} {f(cy)}) rotate({angle})"'
        if angle % 90:  # a bead between the petals
            petals.append(f'<circle {turn} cx="0" cy="-7.2" r="1.5"/>')
        else:
            petals.append(f'<path {turn} d="M0 -4.6C3 -7 3 -12 0 -15C-3 -12 -3 -7 0 -4.6Z"/>')
    # the heart of the rosette is the ground colour, ringed: the middle of a back stays
    # the back's colour, which is what shows of a card turning over
    out.append(f'<g fill="{colour}">{"".join(petals)}</g>'
               f'<circle cx="{f(cx)}" cy="{f(cy)}" r="3.4" fill="{ground}" stroke="{colour}" '
               f'stroke-width="0.7"/>')
    return out


def _corners(colour: str) -> list[str]:
    """A small lozenge in each corner of the frame."""
    left, top, right, bottom = _inner_box()
    out = []
    for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
        out.append(f'<path d="M{f(x)} {f(y - 3.2)}L{f(x + 2.4)} {f(y)}L{f(x)} {f(y + 3.2)}'
                   f'L{f(x - 2.4)} {f(y)}Z" fill="{colour}"/>')
    return out


def plain_back(name: str) -> str:
    ground, lattice, ornament = PLAIN[name]
    return _card(_lattice(lattice) + _frame(ornament) + _corners(ornament)
                 + _medallion(ground, ornament), ground)


def dhaka_back() -> str:
    """Bands like dhaka cloth: rows of lozenges with a dot, between zigzag lines."""
    ground, shade, gold = DHAKA
    left, top, right, bottom = _inner_box()
    left, top, right, bottom = left + 2, top + 3, right - 2, bottom - 3  # clear of the frame
    parts: list[str] = []
    band, motif = 16.0, 10.0
    rows = int((bottom - top) // band)
    y0 = top + ((bottom - top) - rows * band) / 2
    zig, loz, dots = [], [], []
    for r in range(rows + 1):
        y = y0 + r * band
        if r < rows:  # a row of lozenges, every other row shifted by half a motif
            cy = y + band / 2
            shift = motif / 2 if r % 2 else 0.0
            n = int((right - left) // motif)
            x0 = left + ((right - left) - n * motif) / 2 + shift
            for k in range(n - (1 if r % 2 else 0)):
                cx = x0 + (k + 0.5) * motif
                loz.append(f"M{f(cx)} {f(cy - 4.6)}L{f(cx + 3.6)} {f(cy)}L{f(cx)} "
                           f"{f(cy + 4.6)}L{f(cx - 3.6)} {f(cy)}Z")
                dots.append(f'<circle cx="{f(cx)}" cy="{f(cy)}" r="0.9"/>')
        # a zigzag line between rows
        pts, x, up = [], left, True
        while x <= right + 0.01:
            pts.append(f"{f(x)} {f(y + (-1.3 if up else 1.3))}")
            x += 2.5
            up = not up
        if 0 < r < rows:
            zig.append("M" + "L".join(pts))
    parts.append(f'<path d="{"".join(zig)}" fill="none" stroke="{shade}" stroke-width="0.9"/>')
    parts.append(f'<path d="{"".join(loz)}" fill="none" stroke="{gold}" stroke-width="0.8" '
                 f'opacity="0.55"/>')
    parts.append(f'<g fill="{gold}" opacity="0.55">{"".join(dots)}</g>')
    return _card(parts + _frame(gold) + _corners(gold) + _medallion(ground, gold), ground)


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name in PLAIN:
        (out / f"back_{name}.svg").write_text(plain_back(name), encoding="utf-8", newline="\n")
    (out / "back_dhaka.svg").write_text(dhaka_back(), encoding="utf-8", newline="\n")
    print(f"backs -> {out}: " + ", ".join([*PLAIN, "dhaka"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
