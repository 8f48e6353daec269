"""Flatten SVG `<symbol>`/`<use>` into plain groups, for pygame-ce's SVG loader.

pygame-ce draws SVG with nanosvg, which ignores `<symbol>`, `<use>` and `<pattern>`. The
classic deck draws every index, pip and court picture through `<use>`, so each one is
replaced here by a `<g>` holding a copy of what it points at, with the symbol's viewBox
(and preserveAspectRatio) turned into a transform, as SVG 1.1 section 5.6 defines it.
Build time only (used by make_deck.py).
"""

from __future__ import annotations

import copy
import re
import xml.etree.ElementTree as ET

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
HREF = f"{{{XLINK}}}href"
ET.register_namespace("", SVG)
ET.register_namespace("xlink", XLINK)

_NUM = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def tag(name: str) -> str:
    return f"{{{SVG}}}{name}"


def local(element: ET.Element) -> str:
    return element.tag.rsplit("}", 1)[-1]


def fmt(value: float) -> str:
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"


def viewbox_transform(viewbox: str, x: float, y: float, width: float, height: float,
                      aspect: str) -> str:
    """The transform that puts a viewBox into the viewport (x, y, width, height)."""
    vx, vy, vw, vh = (float(v) for v in _NUM.findall(viewbox))
    sx, sy = width / vw, height / vh
    parts = aspect.split()
    align = parts[0] if parts else "xMidYMid"
    if align != "none":
        s = min(sx, sy) if (len(parts) < 2 or parts[1] == "meet") else max(sx, sy)
        sx = sy = s
        ax = {"xMin": 0.0, "xMid": 0.5, "xMax": 1.0}[align[:4]]
        ay = {"YMin": 0.0, "YMid": 0.5, "YMax": 1.0}[align[4:]]
        x += (width - vw * s) * ax
        y += (height - vh * s) * ay
    return f"translate({fmt(x - vx * sx)} {fmt(y - vy * sy)}) scale({fmt(sx)} {fmt(sy)})"


def flatten(root: ET.Element) -> ET.Element:
    """A copy of the SVG tree with every `<use>` resolved and the `<defs>` of symbols gone."""
    root = copy.deepcopy(root)
    by_id = {el.get("id"): el for el in root.iter() if el.get("id")}

    def resolve(parent: ET.Element, depth: int = 0) -> None:
        for i, child in enumerate(list(parent)):
            if local(child) == "use":
                parent[i] = expand(child, depth)
                resolve(parent[i], depth + 1)
            elif local(child) not in ("symbol", "defs"):
                resolve(child, depth)

    def expand(use: ET.Element, depth: int) -> ET.Element:
        if depth > 20:
            raise ValueError("<use> nested too deeply (a loop?)")
        ref = (use.get(HREF) or use.get("href") or "").lstrip("#")
        target = by_id.get(ref)
        if target is None:
            raise ValueError(f"<use> of unknown id {ref!r}")
        x, y = float(use.get("x", 0)), float(use.get("y", 0))
        group = ET.Element(tag("g"))
        transforms = [use.get("transform", "")]
        body: list[ET.Element]
        if local(target) == "symbol" and target.get("viewBox"):
            width = float(use.get("width", target.get("width", "100%").rstrip("%")))
            height = float(use.get("height", target.get("height", "100%").rstrip("%")))
            transforms.append(viewbox_transform(
                target.get("viewBox", ""), x, y, width, height,
                target.get("preserveAspectRatio", "xMidYMid meet")))
            body = [copy.deepcopy(c) for c in target]
        else:
            if x or y:
                transforms.append(f"translate({fmt(x)} {fmt(y)})")
            clone = copy.deepcopy(target)
            clone.attrib.pop("id", None)
            body = [clone]
        for key, value in use.attrib.items():
            if key not in ("x", "y", "width", "height", "transform", HREF, "href", "id"):
                group.set(key, value)
        transform = " ".join(t for t in transforms if t)
        if transform:
            group.set("transform", transform)
        for element in body:
            for el in element.iter():
                el.attrib.pop("id", None)
            group.append(element)
        return group

    resolve(root)
    for defs in [el for el in root if local(el) == "defs"]:
        for sym in [el for el in defs if local(el) in ("symbol", "path", "g")]:
            defs.remove(sym)
        if len(defs) == 0:
            root.remove(defs)
    return root
