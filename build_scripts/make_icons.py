"""Draw the Callbreak icon with pygame and write it as PNG, ICO and ICNS into assets/icons/.

The icon is an ace of spades on a deep green felt tile. Each size is drawn on its own,
supersampled and smooth-scaled down, and small sizes (32 px and below) get a simpler
drawing (one upright card, bigger spade, no corner letter) so they stay crisp.

    python build_scripts/make_icons.py [out_dir]

Writes callbreak.png (512), callbreak-256.png, callbreak.ico (PNG entries of 16, 32, 48,
64, 128 and 256 px) and callbreak.icns ('ic07' 128, 'ic08' 256, 'ic09' 512, all PNG).
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

FELT_TOP = (22, 112, 66)
FELT_BOTTOM = (9, 66, 38)
FELT_EDGE = (5, 44, 25)
CARD = (252, 251, 246)
CARD_EDGE = (196, 190, 170)
INK = (18, 18, 22)
RED_BACK = (176, 32, 44)
RED_BACK_DARK = (128, 20, 30)

ICO_SIZES = (16, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512))


# ---------------------------------------------------------------- shapes


def spade_points(cx: float, cy: float, size: float, steps: int = 160) -> list[tuple]:
    """The spade's lobes: the classic parametric heart curve, point up, on (cx, cy).

    ``size`` is the spade's full height including the stem (drawn by
    :func:`stem_points`). In curve units the point is at y = -17, the notch between the
    lobes at y = 5, the lobes' bottoms near y = 12 and the stem's foot at y = 17.
    """
    pts = []
    scale = size / 34.0
    for i in range(steps):
        t = 2.0 * math.pi * i / steps
        x = 16.0 * math.sin(t) ** 3 * 0.92
        y = 13.0 * math.cos(t) - 5.0 * math.cos(2 * t) - 2.0 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * scale, cy + y * scale))  # screen y grows downwards
    return pts


def stem_points(cx: float, cy: float, size: float) -> list[tuple]:
    """A flared stem from between the lobes down to the foot."""
    scale = size / 34.0
    top, bottom = cy + 4.0 * scale, cy + 17.0 * scale
    pts = []
    for i in range(13):  # concave left flank, top to bottom
        f = i / 12
        pts.append((cx - (1.4 + 6.6 * f**2.4) * scale, top + (bottom - top) * f))
    for i in range(13):  # concave right flank, bottom to top
        f = 1 - i / 12
        pts.append((cx + (1.4 + 6.6 * f**2.4) * scale, top + (bottom - top) * f))
    return pts


def draw_spade(surf: pygame.Surface, cx: float, cy: float, size: float, colour) -> None:
    pygame.draw.polygon(surf, colour, spade_points(cx, cy, size))
    pygame.draw.polygon(surf, colour, stem_points(cx, cy, size))


def gradient_tile(size: int, radius: int, inset: int) -> pygame.Surface:
    """The felt: a rounded square with a vertical gradient, a soft top glow and an edge."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    body = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        f = y / max(1, size - 1)
        colour = [round(a + (b - a) * f) for a, b in zip(FELT_TOP, FELT_BOTTOM, strict=True)]
        pygame.draw.line(body, colour, (0, y), (size, y))
    glow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (255, 255, 255, 26),
                        (-size * 0.2, -size * 0.55, size * 1.4, size * 1.05))
    body.blit(glow, (0, 0))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    tile.blit(body, (0, 0))
    edge = max(1, size // 96)
    pygame.draw.rect(tile, FELT_EDGE, rect, width=edge, border_radius=radius)
    return tile


def card_surface(w: int, h: int, detailed: bool) -> pygame.Surface:
    """An ace of spades, with a corner 'A' when ``detailed``."""
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(card, CARD, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(card, CARD_EDGE, (0, 0, w, h), width=max(1, w // 60),
                     border_radius=radius)
    spade = w * (0.62 if detailed else 0.78)
    draw_spade(card, w / 2, h * (0.53 if detailed else 0.50), spade, INK)
    if detailed:
        font = pygame.font.Font(_font_path(), round(h * 0.17))
        letter = font.render("A", True, INK)
        card.blit(letter, (round(w * 0.09), round(h * 0.035)))
        small = w * 0.13
        draw_spade(card, w * 0.09 + letter.get_width() / 2, h * 0.27, small, INK)
        # the same, turned round, in the opposite corner
        corner = pygame.Surface((w, h), pygame.SRCALPHA)
        corner.blit(letter, (round(w * 0.09), round(h * 0.035)))
        draw_spade(corner, w * 0.09 + letter.get_width() / 2, h * 0.27, small, INK)
        card.blit(pygame.transform.rotate(corner, 180), (0, 0))
    return card


def back_surface(w: int, h: int) -> pygame.Surface:
    back = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.12)
    pygame.draw.rect(back, CARD, (0, 0, w, h), border_radius=radius)
    m = round(w * 0.07)
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(back, RED_BACK, inner, border_radius=round(radius * 0.6))
    step = max(2, w // 9)
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    for k in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(pattern, RED_BACK_DARK, (k, 0), (k + inner.h, inner.h), max(1, w // 40))
        pygame.draw.line(pattern, RED_BACK_DARK, (k, inner.h), (k + inner.h, 0), max(1, w // 40))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(radius * 0.6))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    back.blit(pattern, inner.topleft)
    pygame.draw.rect(back, CARD_EDGE, (0, 0, w, h), width=max(1, w // 60), border_radius=radius)
    return back


def shadow_of(surf: pygame.Surface, alpha: int) -> pygame.Surface:
    """A soft dark silhouette of ``surf`` (box-blurred by down- and up-scaling)."""
    sil = surf.copy()
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
    sil.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MIN)
    w, h = sil.get_size()
    small = pygame.transform.smoothscale(sil, (max(1, w // 16), max(1, h // 16)))
    return pygame.transform.smoothscale(small, (w, h))


def _font_path() -> str:
    return str(Path(__file__).resolve().parent.parent / "assets" / "fonts" / "DejaVuSans-Bold.ttf")


# ---------------------------------------------------------------- the icon


def draw_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels, drawn supersampled then smooth-scaled."""
    ss = 16 if size <= 64 else 4
    big = size * ss
    small_icon = size <= 32
    inset = 0 if small_icon else round(big * 0.03)
    radius = round(big * (0.18 if small_icon else 0.2))
    canvas = gradient_tile(big, radius, inset)

    if small_icon:
        cw, ch = round(big * 0.60), round(big * 0.80)
        card = card_surface(cw, ch, detailed=False)
        canvas.blit(shadow_of(card, 90), ((big - cw) // 2 + big // 40, (big - ch) // 2 + big // 30))
        canvas.blit(card, ((big - cw) // 2, (big - ch) // 2))
    else:
        cw, ch = round(big * 0.50), round(big * 0.70)
        back = pygame.transform.rotozoom(back_surface(cw, ch), -14, 1.0)
        card = pygame.transform.rotozoom(card_surface(cw, ch, detailed=True), 7, 1.0)
        bx, by = big * 0.60 - back.get_width() / 2, big * 0.47 - back.get_height() / 2
        fx, fy = big * 0.45 - card.get_width() / 2, big * 0.52 - card.get_height() / 2
        off = big * 0.018
        canvas.blit(shadow_of(back, 110), (bx + off, by + off * 1.4))
        canvas.blit(back, (bx, by))
        canvas.blit(shadow_of(card, 130), (fx + off, fy + off * 1.4))
        canvas.blit(card, (fx, fy))

    # keep everything inside the rounded tile
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (inset, inset, big - 2 * inset, big - 2 * inset),
                     border_radius=radius)
    canvas.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return _downscale(canvas, size)


def _downscale(surf: pygame.Surface, size: int) -> pygame.Surface:
    """Halve repeatedly (a clean box filter), then one final smoothscale."""
    while surf.get_width() >= size * 2:
        w = surf.get_width() // 2
        surf = pygame.transform.smoothscale(surf, (w, w))
    if surf.get_width() != size:
        surf = pygame.transform.smoothscale(surf, (size, size))
    return surf


# ---------------------------------------------------------------- file formats


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: ICONDIR, one ICONDIRENTRY per size, then the PNG images."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(chunks: list[tuple[bytes, bytes]]) -> bytes:
    """An Apple .icns: 'icns' + total length, then (type, length incl. 8, data) chunks."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parent.parent / "assets" / "icons"
    out = Path(argv[1]) if len(argv) > 1 else default
    out.mkdir(parents=True, exist_ok=True)
    pygame.font.init()
    sizes = sorted(set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {s: png_bytes(draw_icon(s)) for s in sizes}
    files = {
        "callbreak.png": pngs[512],
        "callbreak-256.png": pngs[256],
        "callbreak.ico": ico_bytes({s: pngs[s] for s in ICO_SIZES}),
        "callbreak.icns": icns_bytes([(kind, pngs[s]) for kind, s in ICNS_TYPES]),
    }
    for name, data in files.items():
        (out / name).write_bytes(data)
        print(f"{out / name}  {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
