"""The text probe: every line of text a screen drew, with the rectangle its letters cover
and the panel it sits in, so tests read the screen as a player does instead of the scene's
model.

It costs the game nothing but a weak label on each rendered line: `Theme.text` labels the
surfaces it makes (`label`), `theme.panel` tells the surface it draws on (`note_panel`),
and only a `ProbeSurface`, which tests draw onto through `capture(app)`, listens. Any
text surface blitted onto it, directly or through a subsurface, is recorded with the ink's
bounding box (not the font's line box, whose padding would make neighbouring lines touch).

Each scene on the stack draws in a layer of its own (`note_layer`, called by the scene
manager): an overlay is meant to cover the scene below, so texts are checked against the
texts and panels of their own layer only. A line drawn twice almost on itself is a shadow
or a glow, not two texts: `problems()` does not count it as an overlap.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ..shell.context import App

_LABELS: weakref.WeakKeyDictionary[pygame.Surface, str] = weakref.WeakKeyDictionary()

TOASTS = "toasts"  # the layer of the notices, over every scene

# a shadow sits this close to its line (pixels, each way)
SHADOW_OFFSET = 4


def label(surf: pygame.Surface, text: str) -> None:
    """Remember that `surf` shows `text` (called by `Theme.text` for every line it renders)."""
    _LABELS[surf] = text


def words(surf: pygame.Surface) -> str | None:
    """The text a rendered line shows, or None for a surface that is not text."""
    try:
        return _LABELS.get(surf)
    except TypeError:
        return None


@dataclass(frozen=True)
class DrawnText:
    """One line as the player sees it: its words, the box its letters cover, and the
    panel (or the window) it sits in."""

    text: str
    rect: pygame.Rect
    panel: pygame.Rect
    layer: str = ""

    def __repr__(self) -> str:
        r = self.rect
        return f"{self.text!r}@({r.x},{r.y},{r.w},{r.h})"


@dataclass
class Drawing:
    """What one frame drew: its texts in drawing order, and its panels."""

    size: tuple[int, int]
    texts: list[DrawnText] = field(default_factory=list)
    panels: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    marks: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)
    layer: str = ""
    layers: list[str] = field(default_factory=list)

    def top(self) -> Drawing:
        """What the top scene (the one the player is looking at) drew."""
        scenes = [layer for layer in self.layers if layer != TOASTS]
        return self.only(scenes[-1]) if scenes else self

    def only(self, layer: str) -> Drawing:
        """What one layer drew (a scene's class name, or "toasts")."""
        return Drawing(self.size, [t for t in self.texts if t.layer == layer],
                       [p for p in self.panels if p[0] == layer],
                       [m for m in self.marks if m[0] == layer], layer, [layer])

    @property
    def window(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def lines(self) -> list[str]:
        return [t.text for t in self.texts]

    def joined(self) -> str:
        """Every line drawn, one per line of the result (for `in` checks and messages)."""
        return "\n".join(self.lines())

    def find(self, words: str) -> list[DrawnText]:
        """The lines that contain `words`."""
        return [t for t in self.texts if words in t.text]

    def has(self, words: str) -> bool:
        return bool(self.find(words))

    def where(self, words: str) -> pygame.Rect:
        """The box of the first line that contains `words` (AssertionError if none)."""
        found = self.find(words)
        if not found:
            raise AssertionError(f"{words!r} is not on screen; drawn: {self.lines()}")
        return found[0].rect

    def problems(self) -> list[str]:
        """Each line that leaves its panel or the window, each pair of lines whose letters
        overlap, and each line over a mark (an arrow, a button drawn without words)."""
        out: list[str] = []
        window = self.window
        for t in self.texts:
            if not window.contains(t.rect):
                out.append(f"{t!r} leaves the window {tuple(self.size)}")
            elif not t.panel.contains(t.rect):
                p = t.panel
                out.append(f"{t!r} leaves its panel ({p.x},{p.y},{p.w},{p.h})")
        for i, a in enumerate(self.texts):
            for b in self.texts[i + 1:]:
                if a.layer == b.layer and a.rect.colliderect(b.rect) and not _shadow(a, b):
                    out.append(f"{a!r} overlaps {b!r}")
            for layer, name, rect in self.marks:
                if layer == a.layer and a.rect.colliderect(rect):
                    r = rect
                    out.append(f"{a!r} overlaps the {name} at ({r.x},{r.y},{r.w},{r.h})")
        return out


def _shadow(a: DrawnText, b: DrawnText) -> bool:
    return a.text == b.text and abs(a.rect.x - b.rect.x) <= SHADOW_OFFSET \
        and abs(a.rect.y - b.rect.y) <= SHADOW_OFFSET


class ProbeSurface(pygame.Surface):
    """A surface that records the text blitted onto it and the panels drawn on it. Made
    by `capture`; a subsurface of it records into the same drawing, in window places."""

    drawing: Drawing | None = None
    scale: tuple[float, float] = (1.0, 1.0)  # drawn shrunk into the window by this much

    def _root(self) -> tuple[Drawing | None, tuple[int, int]]:
        parent = self.get_abs_parent()
        return getattr(parent, "drawing", None), self.get_abs_offset()

    def _place(self, rect: pygame.Rect) -> pygame.Rect:
        """A rectangle of this surface in the window's places (offset, and scaled when
        the frame is shown scaled down)."""
        parent = self.get_abs_parent()
        r = pygame.Rect(rect).move(self.get_abs_offset())
        sx, sy = getattr(parent, "scale", (1.0, 1.0))
        if (sx, sy) == (1.0, 1.0):
            return r
        left, top = round(r.left * sx), round(r.top * sy)
        return pygame.Rect(left, top, round(r.right * sx) - left, round(r.bottom * sy) - top)

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        done = super().blit(source, dest, area, special_flags)
        text = words(source)
        if text is not None and text.strip():
            drawing, _ = self._root()
            if drawing is not None:
                ink = source.get_bounding_rect()
                if area is not None:
                    ink = ink.clip(pygame.Rect(area)).move(-pygame.Rect(area).x,
                                                          -pygame.Rect(area).y)
                ink = self._place(ink.move(done.x, done.y))
                if ink.w and ink.h:
                    drawing.texts.append(DrawnText(text, ink, self._panel_of(drawing, ink),
                                                   drawing.layer))
        return done

    def blits(self, blit_sequence: Any, doreturn: Any = True) -> Any:
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    @staticmethod
    def _panel_of(drawing: Drawing, ink: pygame.Rect) -> pygame.Rect:
        """The smallest panel drawn so far (in this layer) under the line's start, middle
        or end (else the window): a line that runs out of its box still starts, or is
        centred, or ends in it."""
        y = ink.centery
        points = ((ink.left + 1, y), ink.center, (ink.right - 1, y))
        best = drawing.window
        for layer, panel in drawing.panels:
            if layer == drawing.layer and any(panel.collidepoint(pt) for pt in points) \
                    and panel.w * panel.h <= best.w * best.h:
                best = panel
        return best

    def note_panel(self, rect: pygame.Rect) -> None:
        """A panel drawn here (by `theme.panel`): text whose middle is in it must stay in it."""
        drawing, _ = self._root()
        if drawing is not None:
            drawing.panels.append((drawing.layer, self._place(rect)))

    def note_mark(self, name: str, rect: pygame.Rect) -> None:
        """Something drawn that no text may cover (an arrow, a symbol drawn with lines)."""
        drawing, _ = self._root()
        if drawing is not None:
            drawing.marks.append((drawing.layer, name, self._place(rect)))

    def note_layer(self, name: str) -> None:
        """What is drawn from now on belongs to the layer `name` (a scene, the toasts)."""
        drawing, _ = self._root()
        if drawing is not None:
            drawing.layer = name
            drawing.layers.append(name)


def note_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Tell a probing surface about a panel (nothing on an ordinary surface)."""
    note = getattr(surface, "note_panel", None)
    if note is not None:
        note(rect)


def note_mark(surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    """Tell a probing surface about a mark that text must not cover."""
    note = getattr(surface, "note_mark", None)
    if note is not None:
        note(name, rect)


def note_layer(surface: pygame.Surface, name: str) -> None:
    """Tell a probing surface that a new layer (a scene over the one below) starts."""
    note = getattr(surface, "note_layer", None)
    if note is not None:
        note(name)


def scaled(window: pygame.Surface, canvas: pygame.Surface) -> pygame.Surface:
    """Where to draw a frame that is shown scaled down into `window`: `canvas` itself, or,
    when the window is a probing surface, a probing canvas of the same size that records
    into the window's drawing, in the window's places."""
    drawing = getattr(window, "drawing", None)
    if drawing is None:
        return canvas
    stand_in = ProbeSurface(canvas.get_size())
    stand_in.drawing = drawing
    stand_in.scale = (window.get_width() / canvas.get_width(),
                      window.get_height() / canvas.get_height())
    return stand_in


def capture(app: App) -> Drawing:
    """Draw the app's current frame onto a probing surface and return what it drew (the
    app's own screen is left as it was)."""
    real = app.screen
    probe = ProbeSurface(real.get_size())
    probe.drawing = Drawing(real.get_size())
    app.screen = probe
    try:
        app.render()
    finally:
        app.screen = real
    return probe.drawing
