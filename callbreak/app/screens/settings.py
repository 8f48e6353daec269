"""The settings screen: every field of `callbreak.store.Settings` in four groups (house rules,
opponents, the table, window and language), two columns, one sentence of help for the
focused option, and pictures of the card backs and of the four-colour deck.

Every row reads its value from `app.settings` each frame (F11 or M elsewhere stay in step)
and writes through `app.change_settings(...)`, which saves through the store. Keys: Up/Down
choose a row, Left/Right change it, Enter changes it too (or presses a button), Esc goes
back. The mouse points and clicks; a click on ‹ or › steps that way.

Labels, help and choices are written in English here and said through `i18n.tr` as they
are drawn, so a new language shows the moment it is chosen.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from callbreak.engine import HouseRules

from .. import theme as th
from ..cards import CardArt
from ..i18n import tr
from ..input import BACK, CLICK, CONFIRM, DOWN, LEFT, POINT, RIGHT, UP, Intent
from ..scene import Scene
from .ui import Painter, hints, pill, slack, title

if TYPE_CHECKING:
    from ..context import App

CHOICE, TOGGLE, VOLUME, BUTTON = "choice", "toggle", "volume", "button"
VOLUME_STEPS = 10
RULES_NOTE = "Changes here apply from your next game, so a game in play keeps its rules."
NOT_SAVED = "Your settings cannot be saved just now: they last until you close Callbreak."
PREVIEW_CARDS = ("AS", "KH", "QC", "JD")  # one of each suit, for the four-colour sample


@dataclasses.dataclass
class Option:
    """One row: how to show, read and change one setting."""

    key: str  # a stable name ("rounds", "card_back"); tests find rows by it
    label: str
    help: str
    kind: str
    get: Callable[[], object] = lambda: None
    put: Callable[[object], None] = lambda value: None
    choices: Sequence[tuple[object, str]] = ()
    notes: dict = dataclasses.field(default_factory=dict)  # value -> one more sentence
    house_rule: bool = False
    later: str = ""  # said when the change waits for the next game

    # -- values --------------------------------------------------------------------------
    def index(self) -> int:
        value = self.get()
        if self.kind == VOLUME:
            return round(float(value) * VOLUME_STEPS)
        values = [v for v, _ in self.choices]
        return values.index(value) if value in values else 0

    def count(self) -> int:
        return VOLUME_STEPS + 1 if self.kind == VOLUME else len(self.choices)

    def shown(self) -> str:
        """The value as the player reads it, in the chosen language."""
        if self.kind == VOLUME:
            return f"{self.index() * 100 // VOLUME_STEPS}%"
        if self.kind == TOGGLE:
            return tr("On") if self.get() else tr("Off")
        return tr(self.choices[self.index()][1]) if self.choices else ""

    def note(self) -> str:
        note = self.notes.get(self.get(), "")
        return tr(note) if note else ""

    def set_index(self, i: int) -> None:
        if self.kind == VOLUME:
            self.put(round(i / VOLUME_STEPS, 2))
        else:
            self.put(self.choices[i][0])

    # -- changes -------------------------------------------------------------------------
    def step(self, delta: int, wrap: bool = False) -> bool:
        """Left/Right: one choice that way (toggles flip). True when the value changed."""
        if self.kind == BUTTON:
            return False
        if self.kind == TOGGLE:
            self.put(not self.get())
            return True
        i, n = self.index(), self.count()
        j = (i + delta) % n if wrap else min(max(i + delta, 0), n - 1)
        if j == i:
            return False
        self.set_index(j)
        return True

    def activate(self) -> None:
        """Enter or a click on the row: buttons run, toggles flip, choices move on."""
        if self.kind == BUTTON:
            self.put(None)
        else:
            self.step(+1, wrap=self.kind != VOLUME)


@dataclasses.dataclass
class Group:
    heading: str
    options: list[Option]
    note: str = ""


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.columns: list[list[Group]] = self._build()
        self.options: list[Option] = [o for col in self.columns for g in col for o in g.options]
        self.focus = 0  # index into options; len(options) is the Back button
        self.rects: dict[int, pygame.Rect] = {}  # focus index -> row rect (last draw)
        self.arrows: dict[int, tuple[pygame.Rect, pygame.Rect]] = {}
        self.backs: dict[int, list[tuple[pygame.Rect, object]]] = {}  # picture -> value
        self.volume_bar: pygame.Rect | None = None
        self.drawn: list[pygame.Rect] = []
        # the backs and the four-colour sample need their own card sets (app.cards has one)
        self._art: dict[tuple[str, bool], CardArt] = {}

    # -- the rows ------------------------------------------------------------------------
    def _build(self) -> list[list[Group]]:
        app = self.app

        def rule(name: str) -> tuple[Callable[[], object], Callable[[object], None]]:
            def get() -> object:
                return getattr(app.settings.rules, name)

            def put(value: object) -> None:
                app.change_settings(rules=dataclasses.replace(app.settings.rules,
                                                              **{name: value}))
            return get, put

        def field(name: str) -> tuple[Callable[[], object], Callable[[object], None]]:
            return (lambda: getattr(app.settings, name),
                    lambda value: app.change_settings(**{name: value}))

        def option(key: str, label: str, help: str, kind: str,
                   access: tuple[Callable[[], object], Callable[[object], None]],
                   choices: Sequence[tuple[object, str]] = (), **more: object) -> Option:
            return Option(key, label, help, kind, access[0], access[1], choices, **more)

        house = [
            option("rounds", "Game length",
                   "How many rounds one game lasts.", CHOICE, rule("rounds"),
                   [(3, "3 rounds"), (5, "5 rounds"), (10, "10 rounds")],
                   notes={3: "A short game.", 5: "The usual game.",
                          10: "A long game for a long evening."}, house_rule=True),
            option("max_call", "Call range",
                   "The lowest and highest call a player may make.", CHOICE,
                   rule("max_call"), [(8, "1 to 8"), (13, "1 to 13")],
                   notes={8: "The usual range.",
                          13: "A great hand may call every trick."}, house_rule=True),
            option("big_call", "Big call",
                   "Big call: a call of 8 or more that is made scores 13.0, whatever the "
                   "extra tricks.", TOGGLE, rule("big_call"), house_rule=True),
            option("must_beat", "Must beat when following",
                   "Must beat: when you follow suit you must play higher than the best "
                   "card so far, if you can.", TOGGLE, rule("must_beat"),
                   notes={True: "On is the usual rule in Nepal.",
                          False: "Off: any card of the suit led will do (Call Bridge "
                                 "style). You must still trump when you have none."},
                   house_rule=True),
            option("redeal", "Redeal weak hands",
                   "Redeal: if any hand has no spade, or no J, Q or K, the same dealer "
                   "deals again.", TOGGLE, rule("redeal"), house_rule=True),
            option("clockwise", "Direction of play",
                   "Which way the deal, the calls and the play go round the table.", CHOICE,
                   rule("clockwise"), [(False, "Anticlockwise"), (True, "Clockwise")],
                   notes={False: "After you comes the player on your right, as in Nepal.",
                          True: "After you comes the player on your left."},
                   house_rule=True),
            option("default_rules", "Use the usual rules",
                   "Put every house rule back to the usual table of the rules page.",
                   BUTTON, (lambda: None,
                            lambda _: app.change_settings(rules=HouseRules()))),
        ]
        opponents = [
            option("level", "Computer players",
                   "How strongly the three computer players play.", CHOICE, field("level"),
                   [("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard"),
                    ("expert", "Expert")],
                   notes={"easy": "Gentle: good for learning the game.",
                          "medium": "A fair, steady game.",
                          "hard": "Sharp play that punishes mistakes.",
                          "expert": "The strongest play the game has."},
                   later="A new level plays from your next game."),
        ]
        table = [
            option("speed", "Animation speed",
                   "How fast cards move, and how long the computer players pause between "
                   "plays.", CHOICE, field("speed"),
                   [("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast")]),
            option("reduced_motion", "Reduced motion",
                   "Cards appear in place instead of flying across the table. Pauses to read "
                   "the table stay.", TOGGLE, field("reduced_motion")),
            option("card_back", "Card back", "The picture on the back of the cards.", CHOICE,
                   field("card_back"), [("red", "Red"), ("blue", "Blue")]),
            option("four_colour", "Four-colour deck",
                   "Clubs green and diamonds blue, so the four suits differ at a glance.",
                   TOGGLE, field("four_colour")),
            option("sound", "Sound",
                   "Sounds for dealing, playing and winning tricks. M turns them on or off "
                   "at any time.", TOGGLE, field("sound")),
            option("volume", "Volume", "How loud the sounds are.", VOLUME, field("volume")),
        ]
        window = [
            option("fullscreen", "Full screen",
                   "Fill the whole screen. F11 switches at any time.", TOGGLE,
                   (lambda: app.settings.fullscreen, self._set_fullscreen)),
            option("language", "Language", "The language of the game's words.", CHOICE,
                   field("language"),
                   [("en", "English"), ("ne", "नेपाली"), ("hi", "हिन्दी")],
                   notes={"en": "Every screen changes at once.",
                          "ne": "Every screen changes at once.",
                          "hi": "Every screen changes at once."}),
        ]
        return [
            [Group("House rules", house, RULES_NOTE), Group("Opponents", opponents)],
            [Group("Table", table), Group("Window and language", window)],
        ]

    def _set_fullscreen(self, on: object) -> None:
        app = self.app
        if bool(on) != app.fullscreen:
            app.toggle_fullscreen()  # saves the setting when the switch worked
        if app.fullscreen == bool(on) and app.settings.fullscreen != bool(on):
            app.change_settings(fullscreen=bool(on))

    # -- finding rows ----------------------------------------------------------------------
    @property
    def back_index(self) -> int:
        return len(self.options)

    def focused(self) -> Option | None:
        return self.options[self.focus] if self.focus < len(self.options) else None

    def focus_key(self) -> str:
        option = self.focused()
        return option.key if option is not None else "back"

    def option(self, key: str) -> Option:
        return next(o for o in self.options if o.key == key)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in self.rects.items():
            if rect.collidepoint(pos):
                return i
        return None

    # -- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        option = self.focused()
        if kind == BACK:
            self.app.scenes.pop()
        elif kind in (UP, DOWN):
            self.focus = (self.focus + (1 if kind == DOWN else -1)) % (len(self.options) + 1)
        elif kind in (LEFT, RIGHT):
            if option is not None:
                self._changed(option, option.step(-1 if kind == LEFT else 1))
        elif kind == CONFIRM:
            if option is None:
                self.app.scenes.pop()
            else:
                option.activate()
                self._changed(option, True)
        elif kind == POINT and intent.pos is not None:
            i = self._row_at(intent.pos)
            if i is None:
                return False
            self.focus = i
        elif kind == CLICK and intent.pos is not None:
            return self._click(intent.pos)
        else:
            return False
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        i = self._row_at(pos)
        if i is None:
            return False
        self.focus = i
        if i == self.back_index:
            self.app.scenes.pop()
            return True
        option = self.options[i]
        for rect, value in self.backs.get(i, []):
            if rect.collidepoint(pos):
                option.put(value)
                self._changed(option, True)
                return True
        if option.kind == VOLUME and self.volume_bar is not None and \
                self.volume_bar.inflate(0, self.rects[i].h).collidepoint(pos):
            frac = (pos[0] - self.volume_bar.x) / max(1, self.volume_bar.w)
            option.set_index(min(VOLUME_STEPS, max(0, round(frac * VOLUME_STEPS + 0.5))))
            self._changed(option, True)
            return True
        left, right = self.arrows.get(i, (None, None))
        if left is not None and left.collidepoint(pos):
            self._changed(option, option.step(-1))
        elif right is not None and right.collidepoint(pos):
            self._changed(option, option.step(+1))
        else:
            option.activate()
            self._changed(option, True)
        return True

    def _changed(self, option: Option, changed: bool) -> None:
        # a quiet click so the volume can be heard while it is set
        if changed and option.key in ("sound", "volume"):
            self.app.sounds.play("play")

    # -- drawing ---------------------------------------------------------------------------
    def _cards(self, back: str, four_colour: bool) -> CardArt:
        art = self._art.get((back, four_colour))
        if art is None:
            art = self._art[(back, four_colour)] = CardArt(back, four_colour)
        return art

    def resize(self, size: tuple[int, int]) -> None:
        for art in self._art.values():
            art.clear()

    def draw(self, surface: pygame.Surface) -> None:
        p = Painter(surface, self.app.theme)
        surface.blit(self.app.background, (0, 0))
        w, h = surface.get_size()
        dy = slack(p)
        unsaved = self.app.store is None
        title(p, tr("Settings"), 5.6 if unsaved else 6.5, dy=dy)
        if unsaved:
            p.fit_text(tr(NOT_SAVED), 2.3, w - p.px(8), th.INK_DIM,
                       center=(w // 2, p.px(10.4) + dy))
        self.rects, self.arrows, self.backs = {}, {}, {}
        gap = p.px(4)
        col_w = min((w - 2 * p.px(4) - gap) // 2, p.px(84))
        lefts = (w // 2 - gap // 2 - col_w, w // 2 + gap // 2)
        index = 0
        bottom = 0
        for x, groups in zip(lefts, self.columns):
            y = p.px(12.5) + dy
            for group in groups:
                y = self._heading(p, group, x, y, col_w)
                for option in group.options:
                    self._row(p, option, index, pygame.Rect(x, y, col_w, p.px(5.0)))
                    index += 1
                    y += p.px(5.6)
                y += p.px(1.6)
            bottom = max(bottom, y)
        help_rect = pygame.Rect(lefts[0], bottom, lefts[1] + col_w - lefts[0], p.px(15.5))
        self._help(p, help_rect)
        back = pygame.Rect(0, 0, p.px(24), p.px(5.4))
        back.midtop = (w // 2, help_rect.bottom + p.px(1.4))
        pill(p, back, tr("Back"), self.focus == self.back_index)
        self.rects[self.back_index] = back
        hints(p, tr("↑ ↓ choose    ← → change    Enter change or press    Esc back"))
        self.drawn = p.drawn

    def _heading(self, p: Painter, group: Group, x: int, y: int, width: int) -> int:
        rect = p.text(tr(group.heading), 3.0, th.INK, bold=True, topleft=(x + p.px(0.6), y))
        if group.note:
            p.fit_text(tr("applies from your next game"), 2.3, width - rect.w - p.px(3),
                       th.INK_DIM, bottomright=(x + width - p.px(0.6), rect.bottom - p.px(0.2)))
        y = rect.bottom + p.px(0.6)
        pygame.draw.line(p.surface, th.PANEL_EDGE, (x, y), (x + width - 1, y), 2)
        return y + p.px(1.2)

    def _row(self, p: Painter, option: Option, index: int, rect: pygame.Rect) -> None:
        focused = index == self.focus
        self.rects[index] = rect
        if focused:
            p.panel(rect, th.ACCENT, radius=p.px(1.2))
            ink, dim = th.INK_DARK, th.INK_DARK
        else:
            p.panel(rect, th.PANEL, radius=p.px(1.2))
            ink, dim = th.INK, th.INK_DIM
        pad = p.px(1.8)
        value_w = p.px(27)
        value = pygame.Rect(rect.right - pad - value_w, rect.y, value_w, rect.h)
        label_w = value.x - rect.x - 2 * pad
        if option.kind == BUTTON:
            label_w = rect.w - 2 * pad
        if option.key == "card_back":
            label_w -= p.px(9)
        p.fit_text(tr(option.label), 3.0, label_w, ink, bold=focused,
                   midleft=(rect.x + pad, rect.centery))
        if option.kind == BUTTON:
            p.text("↺", 3.0, ink, bold=True, midright=(rect.right - pad, rect.centery))
        elif option.kind == TOGGLE:
            self._switch(p, bool(option.get()), value, ink)
        elif option.kind == VOLUME:
            self._volume(p, option, value, ink, dim)
        else:
            self._choice(p, option, index, value, ink, dim, focused)
        if option.key == "card_back":
            self._mini_backs(p, option, index, value, focused)

    def _choice(self, p: Painter, option: Option, index: int, box: pygame.Rect, ink: tuple,
                dim: tuple, focused: bool) -> None:
        i, n = option.index(), option.count()
        left = p.text("‹", 3.4, ink if i > 0 else dim, bold=True,
                      midleft=(box.x, box.centery - p.px(0.3)))
        right = p.text("›", 3.4, ink if i < n - 1 else dim, bold=True,
                       midright=(box.right, box.centery - p.px(0.3)))
        # generous hit areas for the arrows
        self.arrows[index] = (left.inflate(p.px(3), box.h - left.h),
                              right.inflate(p.px(3), box.h - right.h))
        shown = option.shown()
        p.fit_text(shown, 3.0, box.w - left.w - right.w - p.px(2), ink, bold=focused,
                   center=box.center)

    def _switch(self, p: Painter, on: bool, box: pygame.Rect, ink: tuple) -> None:
        track = pygame.Rect(0, 0, p.px(7.4), p.px(3.4))
        track.midright = (box.right, box.centery)
        knob_r = track.h // 2 - max(2, p.px(0.4))
        if on:
            pygame.draw.rect(p.surface, ink, track, border_radius=track.h // 2)
            knob = (track.right - track.h // 2, track.centery)
            knob_colour = th.ACCENT if ink == th.INK_DARK else th.FELT_DARK
        else:
            pygame.draw.rect(p.surface, ink, track, max(2, p.px(0.35)),
                             border_radius=track.h // 2)
            knob = (track.x + track.h // 2, track.centery)
            knob_colour = ink
        pygame.draw.circle(p.surface, knob_colour, knob, knob_r)
        p.drawn.append(track)
        p.text(tr("On") if on else tr("Off"), 3.0, ink, bold=on,
               midright=(track.x - p.px(1.6), box.centery))

    def _volume(self, p: Painter, option: Option, box: pygame.Rect, ink: tuple,
                dim: tuple) -> None:
        level = option.index()
        if not self.app.settings.sound:  # quiet anyway: the bars go dim
            ink = dim
        text = p.text(option.shown(), 3.0, ink, midright=(box.right, box.centery))
        bar = pygame.Rect(box.x, 0, text.x - box.x - p.px(2), p.px(2.8))
        bar.centery = box.centery
        self.volume_bar = bar
        step = bar.w / VOLUME_STEPS
        for k in range(VOLUME_STEPS):
            # bars grow taller to the right, like a phone's volume
            hgt = round(bar.h * (0.35 + 0.65 * (k + 1) / VOLUME_STEPS))
            seg = pygame.Rect(round(bar.x + k * step), bar.bottom - hgt,
                              max(2, round(step) - max(2, p.px(0.5))), hgt)
            if k < level:
                pygame.draw.rect(p.surface, ink, seg, border_radius=2)
            else:
                pygame.draw.rect(p.surface, dim, seg, 1, border_radius=2)
        p.drawn.append(bar)

    def _mini_backs(self, p: Painter, option: Option, index: int, box: pygame.Rect,
                    focused: bool) -> None:
        """Both backs, small, just left of the value; the chosen one is ringed."""
        height = box.h - p.px(1.0)
        x = box.x - p.px(1.4)
        hits = []
        for value, _ in reversed(option.choices):
            img = self._cards(str(value), False).back(height)
            rect = p.image(img, midright=(x, box.centery))
            if value == option.get():
                pygame.draw.rect(p.surface, th.INK_DARK if focused else th.INK,
                                 rect.inflate(p.px(0.8), p.px(0.8)), max(2, p.px(0.35)),
                                 border_radius=p.px(0.6))
            hits.append((rect, value))
            x = rect.x - p.px(1.2)
        self.backs[index] = hits

    def _help(self, p: Painter, area: pygame.Rect) -> None:
        """The focused option explained in a sentence (or two), with a picture if it has one."""
        p.panel(area, th.PANEL, radius=p.px(1.6), edge=th.PANEL_EDGE)
        option = self.focused()
        pad = p.px(2.4)
        text_w = area.w - 2 * pad
        picture = option is not None and option.key in ("card_back", "four_colour")
        if picture:
            text_w -= p.px(50)
            self._preview(p, option, pygame.Rect(area.right - pad - p.px(48),
                                                  area.y + p.px(1), p.px(48),
                                                  area.h - p.px(2)))
        x, y = area.x + pad, area.y + p.px(1.8)
        if option is None:
            p.paragraph(tr("Back to where you were. Everything is saved as you change it."), 2.8,
                        text_w, (x, y))
            return
        block = p.paragraph(tr(option.help), 2.8, text_w, (x, y))
        y = block.bottom + p.px(0.6)
        note = option.note()
        if option.kind == VOLUME and not self.app.settings.sound:
            note = tr("The sound is off just now: turn it on above to hear it.")
        if note:
            y = p.paragraph(note, 2.6, text_w, (x, y), th.INK_DIM).bottom + p.px(0.6)
        later = RULES_NOTE if option.house_rule else option.later
        if later:
            p.paragraph(tr(later), 2.4, text_w, (x, y), th.INK_DIM)

    def _preview(self, p: Painter, option: Option, area: pygame.Rect) -> None:
        """Both choices side by side, the chosen one ringed and ticked (not by colour alone)."""
        height = min(area.h - p.px(4.4), p.px(12))
        chosen = option.get()
        if option.key == "card_back":
            samples = [(value, tr(name), [self._cards(str(value), False).back(height)])
                       for value, name in option.choices]
        else:
            back = self.app.settings.card_back
            samples = [(four, tr(name), [self._cards(back, four).get(code, height)
                                     for code in PREVIEW_CARDS])
                       for four, name in ((False, "Two colours"), (True, "Four colours"))]
        x = area.right
        for value, name, images in reversed(samples):
            step = round(images[0].get_width() * 0.42)
            width = images[0].get_width() + step * (len(images) - 1)
            group = pygame.Rect(x - width, area.y + p.px(0.6), width, images[0].get_height())
            for k, img in enumerate(images):
                p.image(img, topleft=(group.x + k * step, group.y))
            picked = value == chosen
            if picked:
                pygame.draw.rect(p.surface, th.INK, group.inflate(p.px(1.2), p.px(1.2)),
                                 max(2, p.px(0.35)), border_radius=p.px(0.8))
            p.text(f"✓ {name}" if picked else name, 2.4, th.INK if picked else th.INK_DIM,
                   bold=picked, midtop=(group.centerx, group.bottom + p.px(0.8)))
            x = group.x - p.px(4)
