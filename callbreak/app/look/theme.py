"""The look: colours, fonts and sizes. Sizes scale with the window's height, so one layout
serves 1024x640 and 2560x1440 alike. The table grows with the window all the way (cards
read at arm's length); the menu screens' words and rows (`Theme.roomy`) grow more slowly
above 900 lines, so a large window shows more rows, not only bigger ones.

One accent colour (`ACCENT`, warm gold) means "your turn / this is active" and nothing
else competes with it. Text renders through a small cache, because `Font.render` is the
slowest thing a frame usually does.
"""

from __future__ import annotations

import io
from typing import Any

import pygame

from . import probe
from .kept import Kept
from .letters import DEVANAGARI_SCALE, font_bytes, has_devanagari, runs

# -- colours ---------------------------------------------------------------------------------
Colour = tuple[int, ...]  # RGB, or RGBA for what is seen through
FELT = (22, 92, 64)           # the calm table
FELT_DARK = (11, 56, 39)      # the felt's edge (vignette)
FELT_LIGHT = (34, 118, 82)    # the lamp over the middle
INK = (245, 243, 234)         # text on felt
INK_DIM = (190, 206, 196)     # secondary text on felt
INK_DARK = (28, 33, 38)       # text on light panels
PANEL = (12, 30, 24, 205)     # translucent dark panels on felt
PANEL_SOLID = (16, 38, 30)
PANEL_EDGE = (96, 140, 118)
LIGHT_PANEL = (246, 242, 230)
ACCENT = (255, 196, 56)       # the one accent: your turn, focus, the active choice
ACCENT_DARK = (150, 104, 12)
GOOD = (120, 220, 140)        # a made call / a positive score
BAD = (255, 128, 118)         # a missed call / a negative score
SHADOW = (0, 0, 0, 90)

SMALLEST_TEXT = 14  # pixels: no word on screen is smaller
AVATAR_COLOURS = ((196, 84, 72), (70, 120, 196), (150, 96, 180), (60, 150, 150))

# the high-contrast table: a darker, plainer cloth, pure ink, opaque panels with strong
# edges (each usual colour and what it becomes)
USUAL = {name: globals()[name] for name in (
    "FELT", "FELT_DARK", "FELT_LIGHT", "INK", "INK_DIM", "INK_DARK", "PANEL", "PANEL_SOLID",
    "PANEL_EDGE", "LIGHT_PANEL", "GOOD", "BAD")}
HIGH_CONTRAST = {
    "FELT": (12, 56, 40), "FELT_DARK": (6, 34, 24), "FELT_LIGHT": (14, 62, 44),
    "INK": (255, 255, 255), "INK_DIM": (232, 238, 234), "INK_DARK": (0, 0, 0),
    "PANEL": (0, 0, 0, 236), "PANEL_SOLID": (0, 0, 0), "PANEL_EDGE": (236, 244, 238),
    "LIGHT_PANEL": (255, 255, 255), "GOOD": (150, 255, 170), "BAD": (255, 160, 150),
}
_SWAP: dict[Colour, Colour] = {}  # a usual colour -> the one drawn (empty: the usual look)
high_contrast = False


def set_high_contrast(on: bool) -> None:
    """Use the high-contrast colours (or the usual ones) from the next frame: the module's
    colour names are rebound, and a usual colour still held somewhere (a default argument)
    is swapped as it is drawn."""
    global high_contrast
    high_contrast = on
    chosen = HIGH_CONTRAST if on else USUAL
    globals().update(chosen)
    _SWAP.clear()
    if on:
        _SWAP.update({USUAL[name]: HIGH_CONTRAST[name] for name in USUAL})


def shown(colour: Colour) -> Colour:
    """The colour drawn for `colour` in the current look."""
    return _SWAP.get(colour, colour) if _SWAP else colour




READING = 3.2  # units: text up to this size grows with the player's text size in full ...
TITLE = 5.6  # ... a title's size not at all

# the menu screens' unit grows with the window up to a 900-line window (9 px), then only a
# third as fast: words stay a comfortable size and the room goes to more rows
ROOMY_FROM = 9.0
ROOMY_GROWTH = 1 / 3


def window_unit(size: tuple[int, int]) -> float:
    """1/100 of the height, but never let a very wide-and-short or a narrow window make
    text outgrow the width (the table's unit, `layout.TableLayout` too)."""
    w, h = size
    return max(4.0, min(h / 100, w / 160))


def roomy_unit(size: tuple[int, int]) -> float:
    """The menu screens' unit: the window's up to `ROOMY_FROM`, slower above it."""
    unit = window_unit(size)
    return unit if unit <= ROOMY_FROM else ROOMY_FROM + (unit - ROOMY_FROM) * ROOMY_GROWTH


class Theme:
    """Fonts and sizes for one window height. Make a new one when the window resizes.
    `roomy`: the menu screens' sizes (`roomy_unit`); the app's theme is the table's, and
    its `roomy` property gives the other."""

    def __init__(self, size: tuple[int, int], scale: float = 1.0, roomy: bool = False) -> None:
        self.size = size
        self.w, self.h = size
        self.window_unit = window_unit(size)
        self.unit = roomy_unit(size) if roomy else self.window_unit
        self._roomy: Theme | None = self if self.unit == roomy_unit(size) else None
        # "Larger cards and text": text, cards and buttons grow by this much (1, 1.25,
        # 1.5) while the layout's unit stays, so screens reflow around larger things
        self.scale = scale
        self._fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._text: dict[tuple[Any, ...], pygame.Surface] = {}
        self._sizes: dict[tuple[Any, ...], tuple[int, int]] = {}  # measured lines (buttons, wraps)
        # what a drawer keeps between frames at this size (the table's last frame): held
        # here, it goes with the theme; a module-level table keyed on the theme kept them
        # both alive, since what is kept draws with the theme
        self.kept: dict[str, Any] = {}

    @property
    def roomy(self) -> Theme:
        """This window's theme for the menu screens (Settings, Statistics, How to play, the
        menu): the same below 900 lines, smaller units above (made once, kept)."""
        if self._roomy is None:
            self._roomy = Theme(self.size, self.scale, roomy=True)
        return self._roomy

    @property
    def room(self) -> float:
        """How many times the smallest window's design (100 by 160 units) this window holds
        at this unit: 1 for a plain theme, more for a roomy one in a large window. Larger
        text that this covers needs no screens of its own."""
        return min(self.h / (100 * self.unit), self.w / (160 * self.unit))

    def crowded(self) -> bool:
        """Whether the player's text size outgrows the room: a screen then shows fewer
        things at once (How to play's pictures on screens of their own, the levels' table
        on a page of its own)."""
        return self.scale > self.room + 1e-6

    @property
    def frame_top(self) -> int:
        """Where a screen designed 100 units tall starts: a window taller than that (its
        unit set by the width) centres the design instead of leaving the bottom empty. A
        roomy screen fills the window's height with more rows, so only the width's limit
        counts."""
        return max(0, (self.h - round(100 * self.window_unit)) // 2)

    def legible(self, units: float) -> float:
        """A small text size, but never under `SMALLEST_TEXT` pixels: read at arm's length
        in the smallest window."""
        return max(units, SMALLEST_TEXT / self.unit)

    def px(self, units: float) -> int:
        """A length in units of 1% of the height (scaled), as whole pixels."""
        return max(1, round(units * self.unit))

    def tx(self, units: float) -> int:
        """A length that grows with the text (a line's height, a button's): `px` times the
        player's text size."""
        return max(1, round(units * self.unit * self.scale))

    def grown(self, units: float) -> float:
        """A text size in units as the player's text size draws it: words up to reading
        size grow by the whole scale, a title (already large) not at all, and the sizes
        between by less and less, so a heading never outgrows its title."""
        if self.scale == 1 or units <= READING:
            return units * self.scale
        if units >= TITLE:
            return units
        top = READING * self.scale
        return top + (units - READING) * (TITLE - top) / (TITLE - READING) if top < TITLE \
            else units * self.scale

    def font(self, units: float, bold: bool = False, devanagari: bool = False) -> pygame.font.Font:
        size = self.px(self.grown(units) * (DEVANAGARI_SCALE if devanagari else 1))
        key = (size, bold, devanagari)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(io.BytesIO(font_bytes(bold, devanagari)), size)
            if devanagari:
                try:
                    font.set_script("Deva")
                except (AttributeError, pygame.error):  # older SDL_ttf: shapes anyway
                    pass
                font.bold = bold  # Lohit has no bold face: an emboldened regular one
            self._fonts[key] = font
        return font

    def text(self, text: str, units: float, colour: Colour = INK, bold: bool = False,
             devanagari: bool = False) -> pygame.Surface:
        """A rendered line of text, cached (cleared when it grows large). A line holding
        Devanagari is shaped with the Devanagari font (`devanagari` is only a hint now:
        the letters themselves decide)."""
        colour = shown(colour)
        key = (text, units, colour, bold)
        surf = self._text.get(key)
        if surf is None:
            if len(self._text) > 600:
                self._text.clear()
            if has_devanagari(text):
                surf = self._mixed(text, units, colour, bold)
            else:
                surf = self.font(units, bold).render(text, True, colour)
            probe.label(surf, text)
            self._text[key] = surf
        return surf

    def _mixed(self, text: str, units: float, colour: Colour, bold: bool) -> pygame.Surface:
        """Devanagari runs in Lohit, the rest (symbols, digits, Latin) in DejaVu, on one
        baseline."""
        pieces = []
        for piece, deva in runs(text):
            font = self.font(units, bold, deva)
            pieces.append((font.render(piece, True, colour), font.get_ascent(),
                           font.get_descent()))
        ascent = max(a for _, a, _ in pieces)
        descent = min(d for _, _, d in pieces)
        width = sum(img.get_width() for img, _, _ in pieces)
        surf = pygame.Surface((max(1, width), ascent - descent), pygame.SRCALPHA)
        x = 0
        for img, a, _ in pieces:
            surf.blit(img, (x, ascent - a))
            x += img.get_width()
        return surf

    def measure(self, text: str, units: float, bold: bool = False) -> tuple[int, int]:
        """The size `text` would have, as drawn by `text` (kept: the buttons and the
        wrapped lines measure the same words every frame)."""
        key = (text, units, bold)
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 2000:
                self._sizes.clear()
            if has_devanagari(text):
                size = self.text(text, units, INK, bold).get_size()
            else:
                size = self.font(units, bold).size(text)
            self._sizes[key] = size
        return size

    def fitting(self, text: str, units: float, width: int, bold: bool = False) -> float:
        """`units`, or a little less when `text` would be wider than `width` pixels (never
        under the smallest text size)."""
        least = self.legible(1.6)
        while units > least and self.measure(text, units, bold)[0] > width:
            units = max(least, round(units - 0.1, 2))
        return units

    def blit_text(self, surface: pygame.Surface, text: str, units: float, colour: Colour = INK,
                  bold: bool = False, **anchor: object) -> pygame.Rect:
        """Draw text placed by a Rect anchor, e.g. `center=(x, y)` or `topleft=(x, y)`."""
        surf = self.text(text, units, colour, bold)
        rect = surf.get_rect(**anchor)
        surface.blit(surf, rect)
        return rect

    def wrap(self, text: str, units: float, width: int, bold: bool = False) -> list[str]:
        """Split text into lines that fit `width` pixels."""
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split():
                trial = f"{line} {word}".strip()
                if line and self.measure(trial, units, bold)[0] > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines


_PANELS: Kept[pygame.Surface] = Kept(8)  # translucent and raised panels' fills, by size and colour


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = PANEL,
          radius: int = 12, edge: Colour | None = None, width: int = 2) -> None:
    """A rounded translucent panel (drawn via a small temporary surface for the alpha)."""
    probe.note_panel(surface, rect)
    colour = shown(colour)
    if high_contrast and colour[:3] == PANEL[:3]:  # a dark panel keeps a clear edge
        edge, width = edge or PANEL_EDGE, max(2, width)
    if len(colour) == 4 and colour[3] < 255:
        key = (rect.size, colour, radius)
        tmp = _PANELS.get(key)
        if tmp is None:  # panels repeat every frame: keep their translucent fills
            tmp = _PANELS.put(key, pygame.Surface(rect.size, pygame.SRCALPHA))
            pygame.draw.rect(tmp, colour, tmp.get_rect(), border_radius=radius)
        surface.blit(tmp, rect.topleft)
    else:
        pygame.draw.rect(surface, colour[:3], rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, shown(edge), rect, width if not high_contrast else
                         max(2, width), border_radius=radius)



def soft_shadow(size: tuple[int, int], radius: int, spread: int, colour: Colour = (0, 0, 0),
                alpha: int = 110) -> pygame.Surface:
    """A soft blurred rounded rectangle `spread` pixels larger than `size` on every side:
    the shadow under a card or a panel, or (in a light colour) a still glow. Made once per
    size and kept: blurring is far too slow for a frame, blitting the result is cheap.
    Blit it at the shape's top left minus `spread` (plus any offset)."""
    key = (size, radius, spread, colour, alpha)
    surf = _SHADOWS.get(key)
    if surf is None:
        w, h = max(1, size[0]), max(1, size[1])
        pad = max(1, spread)
        k = 3 if min(w, h) >= 24 else 1  # blurred small and smoothly enlarged: the same look
        small = pygame.Surface((max(1, round((w + 2 * pad) / k)), max(1, round((h + 2 * pad) / k))),
                               pygame.SRCALPHA)
        small.fill((*colour[:3], 0))  # a transparent edge of the same colour blurs cleanly
        body = pygame.Rect(round(pad / k), round(pad / k), max(1, round(w / k)),
                           max(1, round(h / k)))
        pygame.draw.rect(small, (*colour[:3], alpha), body, border_radius=max(0, round(radius / k)))
        small = pygame.transform.gaussian_blur(small, max(1, round(pad / k / 2)),
                                               repeat_edge_pixels=False)
        surf = _SHADOWS.put(key, pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad)))
    return surf


_SHADOWS: Kept[pygame.Surface] = Kept(12)  # soft shadows and glows, by size and colour


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, unit: float,
                lift: float = 1.0) -> None:
    """The soft shadow of a panel lying on the cloth (`lift` 2 or so for one that floats
    over the table, like a dialog)."""
    spread = max(2, round(unit * 1.2 * lift))
    shade = soft_shadow(rect.size, radius, spread, alpha=150)
    surface.blit(shade, (rect.x - spread, rect.y - spread + max(1, round(unit * 0.6 * lift))))


def dim(surface: pygame.Surface, alpha: int) -> None:
    """Darken the whole of `surface` as black laid over it at `alpha` (of 255) would,
    under an overlay: multiplied in place, with no window-sized picture made or blended
    each frame (a shade within a shade of the same look)."""
    keep = 255 - max(0, min(255, alpha))
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def raised_panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, radius: int,
                 edge: Colour, width: int, unit: float, shadow: bool = True) -> None:
    """A solid panel that sits on the cloth: a soft shadow under it, its fill lit a little
    from above, a faint highlight along its top edge and a crisp border."""
    probe.note_panel(surface, rect)
    colour, edge = shown(colour), shown(edge)
    if high_contrast:
        width = max(width, 3)
    if shadow:
        drop_shadow(surface, rect, radius, unit)
    key = ("raised", rect.size, colour, radius)
    fill = _PANELS.get(key)
    if fill is None:
        w, h = rect.size
        top = tuple(min(255, round(c * 1.22 + 6)) for c in colour[:3])
        grad = pygame.Surface((1, 2))
        grad.set_at((0, 0), top)
        grad.set_at((0, 1), colour[:3])
        grad = pygame.transform.smoothscale(grad, (max(1, w), max(1, h)))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        fill = pygame.Surface((w, h), pygame.SRCALPHA)
        fill.blit(grad, (0, 0))
        fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        shine = tuple(min(255, round(c * 1.6 + 30)) for c in colour[:3])
        inner = fill.get_rect().inflate(-2 * max(1, width), -2 * max(1, width))
        line = pygame.Surface((w, h), pygame.SRCALPHA)  # blended on: the fill stays opaque
        pygame.draw.rect(line, (*shine, 70), inner, 1, border_radius=max(0, radius - width))
        fill.blit(line, (0, 0))
        _PANELS.put(key, fill)
    surface.blit(fill, rect.topleft)
    pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
