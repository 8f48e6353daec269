"""Raw pygame events turned into meanings, once, so scenes never test key codes.

`translate(event)` gives zero or one `Intent`. Tests build intents directly
(`Intent(CONFIRM)`, `Intent(CLICK, pos=(x, y))`) or pass synthetic pygame events through
`translate` with the helpers at the bottom (`key_event`, `click_event`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
CONFIRM, BACK, PAUSE = "confirm", "back", "pause"
FULLSCREEN, HINT, MUTE, LAST_TRICK = "fullscreen", "hint", "mute", "last_trick"
CLICK, POINT, RELEASE, DIGIT, QUIT = "click", "point", "release", "digit", "quit"
SCORES, CLAIM, REVIEW = "scores", "claim", "review"
REACT = "react"  # a word to a friends' table: T opens the reactions, 1-5 sends one
TEXT = "text"  # typed characters, for a box that takes words (`Intent.text`)
ERASE = "\b"  # `Intent.text` of the BACK that Backspace gives: a box deletes a character
SPACE = " "  # `Intent.text` of the CONFIRM that Space gives: a box takes the space as text


@dataclass(frozen=True)
class Intent:
    """What the player meant. `pos` for CLICK/POINT/RELEASE, `value` for DIGIT (0..9),
    `text` for TEXT (and ERASE on the BACK that Backspace gives, SPACE on the CONFIRM that
    Space gives)."""

    kind: str
    pos: tuple[int, int] | None = None
    value: int | None = None
    text: str | None = None


_KEYS = {
    # S and C are the scorecard and the claim, so the letters do not double as arrows
    pygame.K_UP: UP, pygame.K_DOWN: DOWN, pygame.K_LEFT: LEFT, pygame.K_RIGHT: RIGHT,
    pygame.K_s: SCORES, pygame.K_c: CLAIM, pygame.K_r: REVIEW,
    pygame.K_RETURN: CONFIRM, pygame.K_KP_ENTER: CONFIRM, pygame.K_SPACE: CONFIRM,
    pygame.K_ESCAPE: BACK, pygame.K_BACKSPACE: BACK, pygame.K_p: PAUSE,
    pygame.K_F11: FULLSCREEN, pygame.K_h: HINT, pygame.K_m: MUTE, pygame.K_l: LAST_TRICK,
    pygame.K_t: REACT,
}
_DIGITS = {getattr(pygame, f"K_{d}"): d for d in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{d}"): d for d in range(10)})


def translate(event: pygame.event.Event) -> Intent | None:
    """One pygame event -> one meaning (or None for events nobody needs)."""
    kind = event.type
    if kind == pygame.KEYDOWN:
        if event.key in _DIGITS:
            return Intent(DIGIT, value=_DIGITS[event.key])
        if event.key == pygame.K_BACKSPACE:
            return Intent(BACK, text=ERASE)
        if event.key == pygame.K_SPACE:
            return Intent(CONFIRM, text=SPACE)
        meaning = _KEYS.get(event.key)
        if meaning is FULLSCREEN or (event.key == pygame.K_RETURN
                                     and getattr(event, "mod", 0) & pygame.KMOD_ALT):
            return Intent(FULLSCREEN)
        return Intent(meaning) if meaning else None
    if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return Intent(CLICK, pos=tuple(event.pos))
    if kind == pygame.MOUSEBUTTONUP and event.button == 1:
        return Intent(RELEASE, pos=tuple(event.pos))
    if kind == pygame.MOUSEMOTION:
        return Intent(POINT, pos=tuple(event.pos))
    if kind == pygame.TEXTINPUT and event.text:
        return Intent(TEXT, text=event.text)
    if kind == pygame.QUIT:
        return Intent(QUIT)
    return None


# -- helpers for tests: synthetic events, never the global queue -------------------------
def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def click_event(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def motion_event(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
