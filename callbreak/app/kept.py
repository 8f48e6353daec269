"""Pictures kept between frames, within a memory budget.

Drawing keeps many pictures: cards tilted to each angle they are shown at, shadows, name
plates, composed fans. An entry count says little about memory (a tilted card at
1920x1080 takes a quarter of a megabyte, a line of text a few kilobytes), so a `Kept`
holds pictures up to a number of megabytes and lets the least recently used go first:
what the table still shows stays, what it showed rounds ago goes.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

import pygame

MB = 1 << 20


def composable(surface: pygame.Surface) -> bool:
    """Whether `surface` may be given composed pictures: not the text probe's surface,
    which reads each line of text as it is blitted (so it gets them drawn afresh)."""
    return getattr(surface, "note_panel", None) is None


def size_of(value: Any) -> int:
    """The bytes of the pixels held by `value`: a surface, or a tuple holding some."""
    if isinstance(value, tuple):
        return sum(size_of(v) for v in value if isinstance(v, pygame.Surface))
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    return 0


class Kept:
    """A least-recently-used store of pictures (or tuples holding pictures) under
    `megabytes` of pixels. `get` returns None for what is not (or no longer) kept."""

    def __init__(self, megabytes: float) -> None:
        self.limit = round(megabytes * MB)
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def get(self, key: Hashable) -> Any:
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, value: Any) -> Any:
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

    def discard(self, keep: Any) -> None:
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
