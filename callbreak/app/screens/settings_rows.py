"""The settings screen's rows: what each one shows, reads and changes.

`Option` is one row (a choice, a switch, the volume, a button or typed text) and `Group` a
headed list of them; `build(app, set_fullscreen)` makes the two columns of groups, every row reading
`app.settings` when asked and writing through `app.change_settings(...)`. Labels, help and
choices are English, said through `callbreak.words.tr` where they are drawn; the house rules'
rows are those `engine.rules.HOUSE_RULES` declares.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from callbreak.engine import HouseRules
from callbreak.engine.rules import HOUSE_RULES, HouseRule
from callbreak.store.settings import FRIEND_WAITS, TEXT_SIZES
from callbreak.words import LANGUAGE_NAMES, LEVEL_NAMES, N_, tr

if TYPE_CHECKING:
    from ..shell.context import App

CHOICE, TOGGLE, VOLUME, BUTTON = "choice", "toggle", "volume", "button"
TEXT_ROW = "text"  # words the player types (their name): Enter starts typing
NOT_SET = N_("Not set yet")
VOLUME_STEPS = 10
RULES_NOTE = N_("Changes here apply from your next game, so a game in play keeps its rules. "
                "The Daily Challenge always plays the usual rules.")

DECK_CHOICES = (("classic", "Classic"), ("simple", "Simple"))
BACK_CHOICES = (("red", "Deep red"), ("blue", "Navy"), ("green", "Green"), ("dhaka", "Dhaka"))


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
    notes: dict[object, str] = dataclasses.field(default_factory=dict)  # value -> a sentence more
    house_rule: bool = False
    later: str = ""  # said when the change waits for the next game

    # -- values --------------------------------------------------------------------------
    def index(self) -> int:
        value = self.get()
        if self.kind == VOLUME:
            assert isinstance(value, (int, float))  # a volume's row holds a number
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
        if self.kind == TEXT_ROW:
            return str(self.get() or "") or tr(NOT_SET)
        return self.shown_as(self.index())

    def shown_as(self, i: int) -> str:
        """Choice `i` as the player reads it (a choice row; "" for a row without choices)."""
        if not self.choices:
            return ""
        value, label = self.choices[i]
        return tr(label, n=value) if "{n}" in label else tr(label)

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
        if self.kind in (BUTTON, TEXT_ROW):
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
        """Enter or a click on the row: buttons run, toggles flip, choices move on (a text
        row is typed into by the screen)."""
        if self.kind == BUTTON:
            self.put(None)
        elif self.kind != TEXT_ROW:
            self.step(+1, wrap=self.kind != VOLUME)


@dataclasses.dataclass
class Group:
    heading: str
    options: list[Option]
    note: str = ""


Access = tuple[Callable[[], object], Callable[[object], None]]


def build(app: App, set_fullscreen: Callable[[object], None]) -> list[list[Group]]:
    """The settings screen's two columns of groups."""

    def rule(name: str) -> Access:
        def get() -> object:
            return getattr(app.settings.rules, name)

        def put(value: object) -> None:
            changed: dict[str, Any] = {name: value}
            app.change_settings(rules=dataclasses.replace(app.settings.rules, **changed))
        return get, put

    def field(name: str, default: object = None) -> Access:
        return (lambda: getattr(app.settings, name, default),
                lambda value: app.change_settings(**{name: value}))

    def option(key: str, label: str, help: str, kind: str, access: Access,
               choices: Sequence[tuple[object, str]] = (), **more: Any) -> Option:
        return Option(key, label, help, kind, access[0], access[1], choices, **more)

    def house_rule(spec: HouseRule) -> Option:
        """A house rule's row, as `HOUSE_RULES` declares it."""
        notes = {c.value: c.note for c in spec.choices if c.note}
        if spec.switch:
            return option(spec.field, spec.label, spec.help, TOGGLE, rule(spec.field),
                          notes=notes, house_rule=True)
        return option(spec.field, spec.label, spec.help, CHOICE, rule(spec.field),
                      [(c.value, c.word) for c in spec.choices], notes=notes, house_rule=True)

    house = [
        *(house_rule(spec) for spec in HOUSE_RULES),
        option("default_rules", "Use the usual rules",
               "Put every house rule back to the usual table of the rules page.",
               BUTTON, (lambda: None, lambda _: app.change_settings(rules=HouseRules()))),
    ]
    players = [
        option("name", "Your name",
               "The name your friends see when you host a table or join one.", TEXT_ROW,
               field("name", "")),
        option("level", "Computer players",
               "How strongly the three computer players play.", CHOICE, field("level"),
               list(LEVEL_NAMES.items()),
               notes={"easy": "Gentle: good for learning the game.",
                      "medium": "A fair, steady game.",
                      "hard": "Sharp play that punishes mistakes.",
                      "expert": "The strongest play the game has."},
               later="A new level plays from your next game."),
        option("friend_wait", "Play for a friend who is away",
               "At a table you host: when a friend leaves their turn waiting this long, a "
               "computer player plays for them until they play again.", CHOICE,
               field("friend_wait", 0),
               [(0, "Off"), *((n, N_("after {n} s")) for n in FRIEND_WAITS[1:])],
               notes={0: "Off: the table waits for every friend, as at a real table."}),
        option("show_reactions", "Show reactions",
               "At a friends' table: the reactions friends send (Well played!, Oops, ...) "
               "beside their names for a few seconds, and the buttons that send yours "
               "(T shows their keys).", TOGGLE, field("show_reactions", True),
               notes={False: "Off: no reaction is shown, and none is sent from here."}),
    ]
    players.append(option(
        "play_only_card", "Play my only legal card for me",
        "When you have just one card you may play, it is played for you after a short "
        "pause.", TOGGLE, field("play_only_card")))
    players.append(option(
        "coach", "Coach",
        "After each round, the coach looks at your calls and cards and says in the round's "
        "review what Expert would have played.", TOGGLE, field("coach", True),
        notes={False: "Off: no round is looked at, and the computer does no extra work."}))
    deck_get, deck_put = field("deck", DECK_CHOICES[0][0])

    def put_deck(value: object) -> None:
        deck_put(value)
        # the app's cards follow the deck setting (a no-op once the app does it itself)
        s = app.settings
        app.cards.configure(s.card_back, s.four_colour, getattr(s, "deck", None))

    table = [
        option("speed", "Animation speed",
               "How fast cards move, and how long the computer players pause between "
               "plays.", CHOICE, field("speed"),
               [("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast")]),
        option("reduced_motion", "Reduced motion",
               "Cards appear in place instead of flying across the table. Pauses to read "
               "the table stay.", TOGGLE, field("reduced_motion")),
        option("deck", "Card faces", "The pictures on the faces of the cards.", CHOICE,
               (deck_get, put_deck), DECK_CHOICES,
               notes={"classic": "Traditional court cards, with large corners.",
                      "simple": "Plain, friendly drawings with bold corners."}),
        option("card_back", "Card back", "The picture on the back of the cards.", CHOICE,
               field("card_back"), BACK_CHOICES,
               notes={"dhaka": "After the woven patterns of Nepali dhaka cloth."}),
        option("four_colour", "Four-colour deck",
               "Clubs green and diamonds blue, so the four suits differ at a glance.",
               TOGGLE, field("four_colour")),
        option("sound", "Sound",
               "Sounds for dealing, playing and winning tricks. M turns them on or off "
               "at any time.", TOGGLE, field("sound")),
        option("volume", "Volume", "How loud the sounds are.", VOLUME, field("volume")),
    ]
    window = [
        option("text_size", "Larger cards and text",
               "Cards, words and buttons drawn larger together, on every screen.", CHOICE,
               field("text_size"), [(n, N_("{n}%")) for n in TEXT_SIZES],
               notes={100: "The usual size.", 125: "A little larger.",
                      150: "The largest: screens show fewer things at a time."}),
        option("high_contrast", "High contrast",
               "A darker, plainer table with white words and strong edges.", TOGGLE,
               field("high_contrast")),
        option("fullscreen", "Full screen",
               "Fill the whole screen. F11 switches at any time.", TOGGLE,
               (lambda: app.settings.fullscreen, set_fullscreen)),
        option("language", "Language", "The language of the game's words.", CHOICE,
               field("language"),
               list(LANGUAGE_NAMES.items()),
               notes=dict.fromkeys(LANGUAGE_NAMES, "Every screen changes at once.")),
    ]
    return [
        [Group("House rules", house, RULES_NOTE), Group("Players", players)],
        [Group("Table", table), Group("Window and language", window)],
    ]
