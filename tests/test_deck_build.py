"""The build scripts' SVG flattening (build_scripts/svgflat.py), which the Classic deck rests
on: a symbol's viewBox lands where SVG says it should, and a flattened file draws in
pygame-ce what the `<use>` version meant."""

from __future__ import annotations

import importlib.util
import io
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("svgflat", ROOT / "build_scripts" / "svgflat.py")
svgflat = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(svgflat)


def apply(transform: str, x: float, y: float) -> tuple[float, float]:
    nums = [float(v) for v in re.findall(r"[-+]?[\d.]+(?:e[-+]?\d+)?", transform)]
    tx, ty, sx, sy = nums
    return tx + sx * x, ty + sy * y


sizes = st.floats(1, 2000)
places = st.floats(-1000, 1000)


@given(vx=places, vy=places, vw=sizes, vh=sizes, x=places, y=places, w=sizes, h=sizes,
       align=st.sampled_from(["none", "xMinYMid", "xMidYMid", "xMaxYMax", "xMinYMin"]))
def test_a_viewbox_lands_in_its_viewport(vx, vy, vw, vh, x, y, w, h, align):
    t = svgflat.viewbox_transform(f"{vx} {vy} {vw} {vh}", x, y, w, h, align)
    (x0, y0), (x1, y1) = apply(t, vx, vy), apply(t, vx + vw, vy + vh)
    # the transform is written with 6 decimals
    scale = max(w / vw, h / vh)
    tol = 1e-5 * (1 + abs(x) + abs(y) + w + h) + 2e-6 * (abs(vx) + abs(vy) + vw + vh + 1) * (
        1 + scale)
    if align == "none":  # stretched exactly over the viewport
        assert abs(x0 - x) < tol and abs(y0 - y) < tol
        assert abs(x1 - (x + w)) < tol and abs(y1 - (y + h)) < tol
        return
    # "meet": the whole viewBox inside, touching two opposite sides, aspect kept
    assert x - tol <= x0 <= x1 <= x + w + tol and y - tol <= y0 <= y1 <= y + h + tol
    assert abs((x1 - x0) - w) < tol or abs((y1 - y0) - h) < tol
    assert abs((x1 - x0) * vh - (y1 - y0) * vw) < tol * max(vw, vh)
    ax = {"xMin": 0.0, "xMid": 0.5, "xMax": 1.0}[align[:4]]
    assert abs(x0 - (x + (w - (x1 - x0)) * ax)) < tol


def test_a_flattened_use_draws_like_the_shape_itself():
    pygame.init()
    symbol_svg = """<svg xmlns="http://www.w3.org/2000/svg"
      xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" viewBox="0 0 100 100">
      <defs><symbol id="s" viewBox="-50 -50 100 100"><rect x="-50" y="-50" width="50"
        height="100"/></symbol></defs>
      <use xlink:href="#s" x="20" y="20" width="40" height="40" fill="#c00"/></svg>"""
    plain_svg = """<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"
      viewBox="0 0 100 100"><rect x="20" y="20" width="20" height="40" fill="#c00"/></svg>"""
    flat = ET.tostring(svgflat.flatten(ET.fromstring(symbol_svg)))
    assert b"<use" not in flat and b"symbol" not in flat
    a = pygame.image.load_sized_svg(io.BytesIO(flat), (100, 100))
    b = pygame.image.load_sized_svg(io.BytesIO(plain_svg.encode()), (100, 100))
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert a.get_at((30, 40))[:3] == (204, 0, 0) and a.get_at((50, 40)).a == 0
