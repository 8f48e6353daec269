"""Pictures kept between frames, within a memory budget, and a frame kept whole.

Drawing keeps many pictures: cards tilted to each angle they are shown at, shadows, name
plates, composed fans. An entry count says little about memory (a tilted card at
1920x1080 takes a quarter of a megabyte, a line of text a few kilobytes), so a `Kept`
holds pictures up to a number of megabytes and lets the least recently used go first:
what the table still shows stays, what it showed rounds ago goes.

A `KeptFrame` keeps the last frame drawn and draws again only where the next one differs
(a card on its way, a figure changed): most of a frame is as it was, and blitting it again
cost most of the frame's time.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, NamedTuple, TypeVar

import pygame

from . import probe

MB = 1 << 20


def composable(surface: pygame.Surface) -> bool:
    """Whether `surface` may be given composed pictures: not the text probe's surface,
    which reads each line of text as it is blitted (so it gets them drawn afresh)."""
    return not isinstance(surface, probe.ProbeSurface)


def size_of(value: Any) -> int:
    """The bytes of the pixels held by `value`: a surface, or a tuple holding some."""
    if isinstance(value, tuple):
        return sum(size_of(v) for v in value if isinstance(v, pygame.Surface))
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    return 0


V = TypeVar("V")  # what a `Kept` holds: a picture, or a tuple holding pictures


class Kept(Generic[V]):
    """A least-recently-used store of pictures (or tuples holding pictures) under
    `megabytes` of pixels. `get` returns None for what is not (or no longer) kept."""

    def __init__(self, megabytes: float) -> None:
        self.limit = round(megabytes * MB)
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[V, int]] = OrderedDict()

    def get(self, key: Hashable) -> V | None:
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, value: V) -> V:
        """Keep `value` (replacing what `key` held) and return it."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        size = size_of(value)
        self._items[key] = (value, size)
        self.bytes += size
        while self.bytes > self.limit and len(self._items) > 1:
            _, (_, gone) = self._items.popitem(last=False)
            self.bytes -= gone
        return value

    def discard(self, keep: Callable[[Any], bool]) -> None:
        """Let go every picture whose key `keep(key)` says is no longer wanted."""
        for key in [k for k in self._items if not keep(k)]:
            self.bytes -= self._items.pop(key)[1]

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def keys(self) -> list[Hashable]:
        return list(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


class FramePart(NamedTuple):
    """One part of a frame, painted by `paint(surface)`. A step that draws only pictures
    (blits) is drawn again from what it blitted; one that also draws lines and shapes
    (`redraws`: panels' edges, a pointer) is painted again, clipped, where the frame
    changes, and counts as changed when what it blitted and noted, or its `key`, changed
    (its `key`: whatever it shows beyond its pictures, the pointer over a button). `reach`:
    where it may draw beyond what it blits and notes as panels."""

    paint: Callable[[pygame.Surface], object]
    name: str = ""
    redraws: bool = False
    key: Hashable = None
    reach: pygame.Rect | None = None


class Recorder(pygame.Surface):
    """A stand-in surface that draws no pixel: it writes down each blit (the picture,
    where, which part, how) and each panel noted on it (`theme.panel` notes its box)."""

    def __init__(self) -> None:
        super().__init__((1, 1))
        self.blitted: list[tuple[pygame.Surface, Any, Any, int]] = []
        self.panels: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        self.blitted.append((source, dest, area, special_flags))
        return _box(source, dest, area)

    def blits(self, blit_sequence: Any, doreturn: Any = True) -> Any:
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def note_panel(self, rect: pygame.Rect) -> None:
        self.panels.append(pygame.Rect(rect))


def _box(source: pygame.Surface, dest: Any, area: Any) -> pygame.Rect:
    """The box a blit covers, a pixel larger all round (a position given in fractions is
    rounded by the blit, whichever way it rounds)."""
    w, h = source.get_size() if area is None else pygame.Rect(area).size
    return pygame.Rect(int(dest[0]) - 1, int(dest[1]) - 1, w + 2, h + 2)


def _blit_key(item: tuple[pygame.Surface, Any, Any, int]) -> Hashable:
    source, dest, area, flags = item
    return (id(source), dest[0], dest[1], None if area is None else tuple(area), flags)


class _Piece(NamedTuple):
    key: Hashable
    boxes: list[pygame.Rect]  # where it draws: one box for a blit, a few for a step
    draw: Any  # a blit's arguments, or the step to paint again
    held: Any  # the pictures the key names by their id: kept alive while the key is


class KeptFrame:
    """The last frame drawn, kept: `show` draws a frame's steps only where they differ
    from the frame before (what left, what came, what changed places in the order of
    drawing), over `base` (the cloth) restored there.

    Each picture is known by its identity and place; the pictures drawn are kept (never
    changed once made), so a picture drawn again in its place draws the same pixels. The
    frame is then the same, pixel for pixel, as the steps painted afresh over the base.

    It is kept in a picture of its own and shown whole (a window-sized blit), but for a
    surface that still holds the frame before as it was drawn (`alone`: nothing was drawn
    over it since, no notice, no overlay): there it is drawn straight onto the surface."""

    def __init__(self) -> None:
        self.picture: pygame.Surface | None = None
        self._base: pygame.Surface | None = None
        self._boxes: dict[Hashable, list[pygame.Rect]] = {}
        self._order: list[Hashable] = []
        self._held: list[_Piece] = []
        self._recorder = Recorder()
        # the surfaces that hold the last frame as drawn: the picture, the surface shown
        # on (while nothing is drawn over it), both or none
        self._holders: list[pygame.Surface] = []
        self._frame = -1  # the number of the frame shown last
        self.drawn_area = 0  # pixels drawn again in the last frame

    def show(self, surface: pygame.Surface, base: pygame.Surface, steps: list[FramePart],
             alone: bool = False, frame: int | None = None) -> None:
        """Draw the frame of `steps` onto `surface`; `alone`: nothing will be drawn over
        it before the next frame (so the surface itself keeps it); `frame`: the number of
        this frame (a surface held since a frame not drawn here, drawn over by another
        screen, holds it no more)."""
        if frame is None or frame != self._frame + 1:
            self._holders = [h for h in self._holders if h is self.picture]
        self._frame = -1 if frame is None else frame
        if alone and self._holds(surface, base):
            self._update(surface, base, steps)
            self._holders = [surface]
            return
        picture = self._picture(surface)
        if not self._holds(picture, base) and self._holds(surface, base):
            picture.blit(surface, (0, 0))  # the frame before, as the surface holds it
            self._holders.append(picture)
        self._update(picture, base, steps)
        surface.blit(picture, (0, 0))
        self._holders = [picture, surface] if alone else [picture]

    def prepare(self, base: pygame.Surface, steps: list[FramePart]) -> None:
        """Draw the frame of `steps` in the kept picture before it is shown (the next
        `show` draws only what changed since)."""
        picture = self._picture(base)
        self._update(picture, base, steps)
        self._holders = [picture]

    def _holds(self, surface: pygame.Surface, base: pygame.Surface) -> bool:
        """Whether `surface` holds the last frame as drawn, over this base."""
        return base is self._base and any(h is surface for h in self._holders)

    def _picture(self, like: pygame.Surface) -> pygame.Surface:
        """The kept picture, the size and kind of `like`."""
        if self.picture is None or self.picture.get_size() != like.get_size():
            self.picture = pygame.Surface(like.get_size(), 0, like)
            self._holders = [h for h in self._holders if h is not self.picture]
        return self.picture

    def _update(self, target: pygame.Surface, base: pygame.Surface,
                steps: list[FramePart]) -> None:
        """Draw onto `target` where the frame of `steps` differs from the last (all of it
        when `target` does not hold the last)."""
        pieces = self._pieces(steps)
        window = target.get_rect()
        dirty = self._changed(pieces) if self._holds(target, base) else [window]
        self._base = base
        self._boxes = {p.key: p.boxes for p in pieces}
        self._order = [p.key for p in pieces]
        self._held = pieces
        self._draw(target, _merged(dirty, window), base, pieces)

    def _pieces(self, steps: list[FramePart]) -> list[_Piece]:
        """Each step's blits as pieces, or a redrawing step as one piece."""
        pieces: list[_Piece] = []
        seen: dict[Hashable, int] = {}
        recorder = self._recorder
        for step in steps:
            recorder.blitted, recorder.panels = [], []
            step.paint(recorder)
            if step.redraws:
                boxes = [_box(s, d, a) for s, d, a, _ in recorder.blitted] + recorder.panels
                if step.reach is not None:
                    boxes.append(pygame.Rect(step.reach))
                if boxes:
                    key: Hashable = (step.name,
                                     tuple(_blit_key(item) for item in recorder.blitted),
                                     tuple(tuple(r) for r in boxes), step.key)
                    pieces.append(_Piece(key, boxes, step, recorder.blitted))
                continue
            for item in recorder.blitted:
                key = _blit_key(item)
                n = seen.get(key, 0)  # the same picture twice in one place: a pile
                seen[key] = n + 1
                pieces.append(_Piece((key, n), [_box(item[0], item[1], item[2])], item, item))
        return pieces

    def _changed(self, pieces: list[_Piece]) -> list[pygame.Rect]:
        """Where this frame's pieces differ from the last frame's: the boxes of pieces
        gone and come, and of pieces drawn in another order among those still there."""
        old = self._boxes
        new = {p.key: p.boxes for p in pieces}
        dirty = [box for key, boxes in old.items() if key not in new for box in boxes]
        dirty += [box for p in pieces if p.key not in old for box in p.boxes]
        before = [key for key in self._order if key in new]
        now = [p.key for p in pieces if p.key in old]
        if before != now:
            for a, b in zip(before, now):
                if a != b:
                    dirty += new[a] + new[b]
        return dirty

    def _draw(self, picture: pygame.Surface, dirty: list[pygame.Rect],
              base: pygame.Surface, pieces: list[_Piece]) -> None:
        """Restore the base in each dirty box and draw there every piece that reaches it,
        in order."""
        boxes = [box for p in pieces for box in p.boxes]
        owner = [i for i, p in enumerate(pieces) for _ in p.boxes]
        self.drawn_area = 0
        for box in dirty:
            self.drawn_area += box.w * box.h
            picture.set_clip(box)
            picture.blit(base, box, box)
            batch: list[tuple[pygame.Surface, Any, Any, int]] = []
            for i in sorted({owner[j] for j in box.collidelistall(boxes)}):
                draw = pieces[i].draw
                if isinstance(draw, FramePart):
                    if batch:
                        picture.blits(batch, doreturn=False)
                        batch = []
                    draw.paint(picture)
                else:
                    batch.append(draw)
            if batch:
                picture.blits(batch, doreturn=False)
        picture.set_clip(None)


def _merged(rects: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect]:
    """The boxes inside the window, those that overlap joined into one."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.clip(window)
        if not rect.w or not rect.h:
            continue
        i = rect.collidelist(out)
        while i >= 0:
            rect = rect.union(out.pop(i))
            i = rect.collidelist(out)
        out.append(rect)
    return out
