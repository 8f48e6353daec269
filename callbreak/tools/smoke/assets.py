"""Every file the game shows or plays, loaded here directly and strictly: the game's own
loaders fall back quietly (a plain card, silence), so a build missing a file would pass.

The icons are only checked for presence and shape (tests/test_assets.py checks them fully
in the source tree; here the question is whether the build carries them whole)."""

from __future__ import annotations

import struct
from pathlib import Path

from .report import SmokeFailure

CARD_SIZE = (98, 133)
FONTS = (("DejaVuSans.ttf", "Callbreak ♠♥♣♦ 4.2"), ("DejaVuSans-Bold.ttf", "Callbreak ♠♥♣♦ 4.2"),
         ("Lohit-Devanagari.ttf", "कलब्रेक"))


def load_assets() -> str:
    """Load every card picture, font, sound and icon; the report line, or SmokeFailure."""
    import pygame

    from callbreak.app.shell.sound import NAMES
    from callbreak.engine import CARDS
    from callbreak.resources import asset, assets_dir

    root = assets_dir()
    if not root.is_dir():
        raise SmokeFailure(f"the assets folder {root} is missing")

    def need(*parts: str) -> Path:
        path = asset(*parts)
        if not path.is_file():
            raise SmokeFailure(f"missing asset {Path(*parts).as_posix()} (looked in {root})")
        return path

    pictures = [need("cards", "faces", f"{card.code}.svg") for card in CARDS]
    pictures += [need("cards", "backs", f"back_{name}.svg") for name in ("red", "blue")]
    for path in pictures:
        surf = pygame.image.load_sized_svg(str(path), CARD_SIZE)
        if surf.get_width() < CARD_SIZE[0] // 2:
            raise SmokeFailure(f"{path.name} rasterised to {surf.get_size()}")

    for name, sample in FONTS:
        font = pygame.font.Font(str(need("fonts", name)), 24)
        if font.render(sample, True, (0, 0, 0)).get_width() < 20:
            raise SmokeFailure(f"{name} rendered nothing")

    if not pygame.mixer.get_init():
        pygame.mixer.init()
    for name in NAMES:
        if pygame.mixer.Sound(str(need("sounds", f"{name}.wav"))).get_length() <= 0:
            raise SmokeFailure(f"sounds/{name}.wav is empty")

    icon = pygame.image.load(str(need("icons", "callbreak.png")))
    if icon.get_width() < 32:
        raise SmokeFailure(f"icons/callbreak.png is only {icon.get_size()}")
    check_ico(need("icons", "callbreak.ico"))
    check_icns(need("icons", "callbreak.icns"))
    return (f"{len(pictures)} card pictures, {len(FONTS)} fonts, {len(NAMES)} sounds, 3 icons "
            f"from {root}")


def check_ico(path: Path) -> None:
    """A Windows icon: a header, a directory of images, each image inside the file."""
    data = path.read_bytes()
    try:
        reserved, kind, count = struct.unpack_from("<HHH", data, 0)
        entries = [struct.unpack_from("<II", data, 6 + 16 * i + 8) for i in range(count)]
    except struct.error:
        raise SmokeFailure(f"{path.name} is cut short") from None
    if reserved != 0 or kind != 1 or count < 1:
        raise SmokeFailure(f"{path.name} is not an ICO file")
    if any(offset + size > len(data) for size, offset in entries):
        raise SmokeFailure(f"{path.name} is cut short: an image runs past its end")


def check_icns(path: Path) -> None:
    """A macOS icon: 'icns', then the file's length."""
    data = path.read_bytes()
    if data[:4] != b"icns" or len(data) < 8 or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise SmokeFailure(f"{path.name} is not a whole ICNS file")
