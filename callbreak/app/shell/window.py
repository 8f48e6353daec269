"""The game's window on the display: the size it opens at, full screen and back, and the
size the scenes draw at when the window is smaller than the smallest layout.

- A saved size opens as it is when it fits the display; a size saved on a bigger screen
  opens at the largest size that fits (`fitting`), so no edge is off the screen.
- Full screen is SDL's desktop full screen through pygame-ce's `Window`: the window covers
  the display it is on (not always the first, as `set_mode(..., FULLSCREEN)` with its
  `display=0` does), the video mode is left alone, and the same window is kept, so going
  back gives the windowed size and place SDL remembered (`set_mode` made a new window each
  time, which the window manager placed somewhere else).
- A window smaller than MIN_SIZE (a small display, a window manager that ignores the
  minimum) is drawn at `drawing_size`, the window's shape grown until every layout fits,
  and shown scaled down: the table shrinks instead of overlapping.
- On X11 the title is also written as a plain `WM_NAME` (`plain_title`): SDL writes it in
  the locale's encoding, which under a UTF-8 locale is a property of type "UTF-8" that
  tools reading WM_NAME (`xdotool search --name`, some window managers) cannot read.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import warnings

import pygame

from callbreak.store.settings import MAX_WINDOW, MIN_WINDOW

from .display import INVISIBLE_DRIVERS

log = logging.getLogger(__name__)

MIN_SIZE = MIN_WINDOW  # the smallest window every layout fits
# pixels the window manager's borders and title bar and the desktop's panels (a task bar, a
# dock at the side) may take from the display; SDL does not say how much they really take
DRESSING = (80, 112)
SMALLEST = (320, 240)  # a window is never taken to be smaller (a minimised window says 0x0)

Size = tuple[int, int]


def room(desktop: Size) -> Size:
    """The largest window a display of `desktop` pixels shows whole, with its title bar."""
    return (max(SMALLEST[0], desktop[0] - DRESSING[0]),
            max(SMALLEST[1], desktop[1] - DRESSING[1]))


def fitting(wanted: Size, space: Size) -> Size:
    """The largest size no bigger than `wanted` that fits in `space`. The table lays out at
    any shape, so each side is cut only as much as it must: keeping the saved shape would
    only throw room away."""
    return (max(SMALLEST[0], min(wanted[0], space[0])),
            max(SMALLEST[1], min(wanted[1], space[1])))


def drawing_size(window: Size) -> Size:
    """The size the scenes lay out at in a window of `window` pixels: the window's own when
    it is at least MIN_SIZE, else the window's shape grown until both sides reach it (but
    no side beyond MAX_WINDOW: a sliver of a window is drawn stretched, not enormous)."""
    w, h = max(1, window[0]), max(1, window[1])
    grow = max(MIN_SIZE[0] / w, MIN_SIZE[1] / h)
    if grow <= 1:
        return (w, h)
    return (min(MAX_WINDOW[0], max(MIN_SIZE[0], round(w * grow))),
            min(MAX_WINDOW[1], max(MIN_SIZE[1], round(h * grow))))


def to_drawing(pos: tuple[int, int], window: Size, drawn: Size) -> tuple[int, int]:
    """A point of the window (a click) as a point of the drawing shown scaled in it."""
    return (pos[0] * drawn[0] // max(1, window[0]), pos[1] * drawn[1] // max(1, window[1]))


def shown(canvas: pygame.Surface, screen: pygame.Surface) -> None:
    """Show the drawing scaled down to the window."""
    size = screen.get_size()
    try:
        pygame.transform.smoothscale(canvas, size, screen)
    except (ValueError, pygame.error):  # a surface smoothscale cannot write into
        screen.blit(pygame.transform.smoothscale(canvas.convert(32), size), (0, 0))


def _invisible() -> bool:
    return pygame.display.get_driver().lower() in INVISIBLE_DRIVERS


def the_window() -> pygame.Window | None:
    """The display module's window as pygame-ce's `Window` (None before it is open)."""
    try:
        with warnings.catch_warnings():  # pygame-ce 2.5 nudges towards its Window API; the
            warnings.simplefilter("ignore", DeprecationWarning)  # display module stays ours
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def open_window(wanted: Size) -> pygame.Surface:
    """Open the window at `wanted`, or at the largest size the first display shows whole
    (where SDL opens it), and keep it from being made smaller than every layout needs."""
    size = wanted
    desktops = pygame.display.get_desktop_sizes()
    if desktops and not _invisible():  # an invisible driver's "display" is made up
        size = fitting(wanted, room(desktops[0]))
        if size != tuple(wanted):
            log.info("a %dx%d window does not fit the %dx%d display: opened at %dx%d",
                     *wanted, *desktops[0], *size)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    plain_title(pygame.display.get_caption()[0])
    window = the_window()
    try:
        if window is None:
            raise pygame.error("the window is not open")
        # SDL grows a window smaller than its minimum at once, so a window that had to be
        # smaller (a small display) keeps its size and shows the table scaled down
        window.minimum_size = (min(MIN_SIZE[0], size[0]), min(MIN_SIZE[1], size[1]))
    except (AttributeError, pygame.error) as exc:
        log.warning("cannot set the window's minimum size: %s", exc)
    return screen


def plain_title(title: str) -> bool:
    """On X11, write the window's title as a plain Latin-1 `WM_NAME` (Xlib's XStoreName),
    beside SDL's UTF-8 `_NET_WM_NAME`. True when written; elsewhere (Windows, macOS,
    Wayland, an invisible driver), or with a title Latin-1 cannot hold, nothing is done."""
    if pygame.display.get_driver().lower() != "x11" or not title:
        return False
    try:
        name = title.encode("latin-1")
        info = pygame.display.get_wm_info()
        xid, capsule = int(info["window"]), info["display"]
        pointer = ctypes.pythonapi.PyCapsule_GetPointer
        pointer.restype, pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
        display = pointer(capsule, b"display")
        # SDL has loaded libX11 already: this finds the same library, not another copy
        xlib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        xlib.XStoreName.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_char_p]
        xlib.XFlush.argtypes = [ctypes.c_void_p]
        xlib.XStoreName(display, xid, name)
        xlib.XFlush(display)
    except (UnicodeEncodeError, KeyError, TypeError, ValueError, OSError, AttributeError,
            pygame.error) as exc:
        log.info("the window's plain title (WM_NAME) is not set: %s", exc)
        return False
    return True


def set_full_screen(on: bool) -> pygame.Surface:
    """Cover the display the window is on, or give back its windowed size and place; the
    window's surface at its new size. Raises pygame.error when SDL cannot."""
    window = the_window()
    if window is None:
        raise pygame.error("the window is not open")
    if on:
        window.set_fullscreen(desktop=True)
    else:
        window.set_windowed()
    screen = pygame.display.get_surface()
    if screen is None:
        raise pygame.error("the window is not open")
    return screen
