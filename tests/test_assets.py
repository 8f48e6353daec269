"""The shipped assets: every card, font, sound and icon exists, loads and is well formed."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import importlib.util  # noqa: E402
import io  # noqa: E402
import struct  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from array import array  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from callbreak.resources import asset, assets_dir  # noqa: E402

RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
SUITS = "SHDC"
FACES = [f"{r}{s}" for s in SUITS for r in RANKS]
BACKS = ["back_blue.svg", "back_red.svg", "back_green.svg", "back_dhaka.svg"]
CARD_SIZE = (70, 95)  # the SVGs are 140 x 190: sizes in 14:19 come out exactly
SOUNDS = ["deal", "play", "trick", "call", "round", "turn", "illegal"]
SOUND_CAP = 60_000  # bytes
ICO_SIZES = [16, 32, 48, 64, 128, 256]
ICNS_TYPES = {b"ic07": 128, b"ic08": 256, b"ic09": 512}
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.font.init()
    yield
    pygame.font.quit()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# ---------------------------------------------------------------- cards


@pytest.mark.parametrize("name", FACES)
def test_face_rasterises_to_requested_size(name):
    surf = pygame.image.load_sized_svg(str(asset("cards", "faces", f"{name}.svg")), CARD_SIZE)
    assert surf.get_size() == CARD_SIZE
    w, h = CARD_SIZE
    assert surf.get_at((0, 0)).a == 0  # rounded, transparent corner
    assert surf.get_at((w // 2, h // 2)).a == 255  # an opaque card


@pytest.mark.parametrize("name", BACKS)
def test_back_rasterises_to_requested_size(name):
    surf = pygame.image.load_sized_svg(str(asset("cards", "backs", name)), CARD_SIZE)
    assert surf.get_size() == CARD_SIZE
    assert surf.get_at((CARD_SIZE[0] // 2, CARD_SIZE[1] // 2)).a == 255


def test_load_sized_svg_keeps_the_aspect_ratio():
    """What the table must know: a box of another shape is fitted, not stretched."""
    surf = pygame.image.load_sized_svg(str(asset("cards", "faces", "AS.svg")), (150, 210))
    assert surf.get_size() == (150, 204)


@pytest.mark.parametrize("name", FACES)
def test_suit_marks_carry_a_colour_name(name):
    text = asset("cards", "faces", f"{name}.svg").read_text(encoding="utf-8")
    mine, other = ("fill:red", "fill:black") if name[-1] in "HD" else ("fill:black", "fill:red")
    marks = text.count(mine)  # 2 indices + 2 corner pips (+ the middle pips on A..10)
    if name[0] in "KQJ":
        assert marks == 4
    else:
        assert marks == (5 if name[0] == "A" else int(name[:-1]) + 4)
    assert other not in text
    if name[-1] in "HD":
        assert "#ff0000" not in text.lower()  # every red is a mark, and named


def _count(surf: pygame.Surface, test) -> int:
    w, h = surf.get_size()
    return sum(1 for y in range(h) for x in range(w) if test(surf.get_at((x, y))))


def _recoloured(name: str, old: bytes, new: bytes) -> pygame.Surface:
    data = asset("cards", "faces", f"{name}.svg").read_bytes().replace(old, new)
    return pygame.image.load_sized_svg(io.BytesIO(data), (140, 190))


def test_four_colour_diamonds_turn_blue():
    surf = _recoloured("7D", b"fill:red", b"fill:#1060d0")
    reddish = _count(surf, lambda c: c.a > 200 and c.r > 150 and c.g < 100 and c.b < 100)
    bluish = _count(surf, lambda c: c.a > 200 and c.b > 150 and c.r < 100)
    assert reddish == 0
    assert bluish > 300


def test_four_colour_clubs_turn_green_and_keep_the_picture():
    plain = pygame.image.load_sized_svg(str(asset("cards", "faces", "KC.svg")), (140, 190))
    surf = _recoloured("KC", b"fill:black", b"fill:#0b7a32")
    index = surf.subsurface((8, 8, 26, 36))  # the top-left corner letter
    greenish = _count(index, lambda c: c.a > 200 and c.g > 90 and c.r < 60 and c.b < 90)
    assert greenish > 40

    def dark(c):
        return c.a > 200 and max(c.r, c.g, c.b) < 40

    picture = (40, 40, 60, 100)  # the king's face, beard and hair in the middle
    assert _count(surf.subsurface(picture), dark) == _count(plain.subsurface(picture), dark) > 0


# ---------------------------------------------------------------- fonts


@pytest.mark.parametrize("name", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
def test_dejavu_renders_text_and_suit_symbols(name):
    font = pygame.font.Font(str(asset("fonts", name)), 24)
    assert all(m is not None for m in font.metrics("♠♥♦♣"))
    surf = font.render("Callbreak ♠♥♦♣ 4.2", True, "black")
    assert surf.get_width() > 100
    assert surf.get_bounding_rect().width > 100


def test_devanagari_font_renders_shaped_text():
    font = pygame.font.Font(str(asset("fonts", "Lohit-Devanagari.ttf")), 32)
    text = "कल ब्रेक"
    assert all(m is not None for m in font.metrics(text))
    unshaped = font.render(text, True, "black")
    if not hasattr(font, "set_script"):
        pytest.skip("pygame.font.Font.set_script is not available")
    font.set_script("Deva")
    shaped = font.render(text, True, "black")
    assert shaped.get_bounding_rect().width > 50
    # with HarfBuzz shaping the conjunct ब्रे joins up: the line gets narrower
    assert shaped.get_width() < unshaped.get_width()


def test_font_licences_are_shipped():
    assert "Bitstream Vera" in asset("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    ofl = asset("fonts", "LICENSE-Lohit-Devanagari-OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in ofl


# ---------------------------------------------------------------- sounds


def _samples(path: Path) -> array:
    with wave.open(str(path), "rb") as w:
        pcm = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_is_small_mono_16bit_22050(name):
    path = asset("sounds", f"{name}.wav")
    assert path.stat().st_size < SOUND_CAP
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert 0.05 < w.getnframes() / 22050 < 1.5
    pcm = _samples(path)
    peak = max(abs(x) for x in pcm)
    assert 3000 < peak < 32000  # audible, never clipped
    assert abs(pcm[0]) < 200 and abs(pcm[-1]) < 200  # starts and ends silent: no click


def _load_script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "build_scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sounds_match_their_script(tmp_path):
    """The committed WAVs are what make_sounds.py makes (to one LSB, for libm drift)."""
    _load_script("make_sounds").main(["make_sounds", str(tmp_path)])
    for name in SOUNDS:
        fresh = _samples(tmp_path / f"{name}.wav")
        shipped = _samples(asset("sounds", f"{name}.wav"))
        assert len(fresh) == len(shipped)
        assert max(abs(a - b) for a, b in zip(fresh, shipped)) <= 1, name


def test_sounds_load_in_the_mixer():
    try:
        pygame.mixer.init(22050, -16, 1, 512)
    except pygame.error as exc:  # no audio driver at all
        pytest.skip(f"pygame.mixer.init failed: {exc}")
    try:
        for name in SOUNDS:
            sound = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            assert sound.get_length() > 0.05
    finally:
        pygame.mixer.quit()


# ---------------------------------------------------------------- icons


@pytest.mark.parametrize(("name", "size"), [("callbreak.png", 512), ("callbreak-256.png", 256)])
def test_png_icons(name, size):
    data = asset("icons", name).read_bytes()
    assert _png_size(data) == (size, size)
    assert pygame.image.load(str(asset("icons", name))).get_size() == (size, size)


def test_ico_is_well_formed():
    data = asset("icons", "callbreak.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    seen = []
    for i in range(count):
        w, h, colours, res, planes, bpp, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i)
        w, h = w or 256, h or 256
        assert (colours, res, planes, bpp) == (0, 0, 1, 32)
        assert offset + size <= len(data)
        assert _png_size(data[offset:offset + size]) == (w, h)
        seen.append(w)
    assert seen == ICO_SIZES


def test_icns_is_well_formed():
    data = asset("icons", "callbreak.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, found = 8, {}
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        assert length > 8 and pos + length <= len(data)
        found[kind] = _png_size(data[pos + 8:pos + length])[0]
        pos += length
    assert pos == len(data)
    assert found == ICNS_TYPES


# ---------------------------------------------------------------- the folder


def test_licenses_mention_every_asset():
    text = asset("LICENSES.md").read_text(encoding="utf-8")
    root = assets_dir()
    missing = [str(p.relative_to(root)) for p in sorted(root.rglob("*"))
               if p.is_file() and p.relative_to(root).as_posix() not in text
               and f"`{p.name}`" not in text and "__pycache__" not in p.parts]
    assert missing == []


def test_assets_stay_small():
    total = sum(p.stat().st_size for p in assets_dir().rglob("*") if p.is_file())
    assert total < 5_000_000
