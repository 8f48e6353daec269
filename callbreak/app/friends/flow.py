"""The steps of coming to a friends' table, shared by its scenes (no scene here): your name,
opening a table on this computer (the server, then your own seat at it like any guest's),
joining one by its address and code, and the menu rows these screens use (a button whose
label names something, a house rule's row from the Settings' own rows).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from callbreak.net.protocol import clean_name
from callbreak.store import Settings
from callbreak.words import N_, tr

from ..look.widgets import Button, MenuRow
from ..screens import settings_rows
from .hosting import Hosting, SavedTable
from .link import TableLink
from .place import NetPlace
from .seatfile import keep_seat

if TYPE_CHECKING:
    from ..shell.context import App

NAME_PROMPT = N_("What should your friends call you?")
NAME_HELP = N_("Friends see this name at the table.")
NO_SERVER = N_("This computer could not open a table: {error}")
CONTINUE = N_("Continue hosting table {code}")
REJOIN = N_("Rejoin table {code}")


def player_name(app: App) -> str:
    """The name friends see ("" until the player gives one)."""
    return str(getattr(app.settings, "name", "") or "")


def keep_name(app: App, name: str) -> None:
    """Keep the name in Settings (asked once)."""
    if "name" in {f.name for f in dataclasses.fields(Settings)}:
        app.change_settings(name=clean_name(name))


def with_name(app: App, then: Callable[[str], None]) -> None:
    """Go on with the player's name, asking for it first when it was never given."""
    name = player_name(app)
    if name:
        then(name)
        return

    def given(text: str) -> str:
        if not text.strip():
            return N_("Type the name your friends know you by.")
        keep_name(app, text)
        app.scenes.pop()
        then(clean_name(text))
        return ""

    app.scenes.push(app.routes.friends("ask", NAME_PROMPT, NAME_HELP, "Asha", given))


def open_table(app: App, place: NetPlace, name: str,
               saved: SavedTable | None = None) -> TableLink:
    """Host a table here (a new one, or the one kept on disk) and sit at it; OSError when
    this computer cannot listen."""
    from callbreak.net.client import ThreadedClient  # the sockets' code, only at a table

    hosting = Hosting(app, place, saved)
    hosting.start()
    if saved is not None:
        client = ThreadedClient(hosting.own_address, name, table=saved.code, token=saved.token)
    else:
        client = ThreadedClient(hosting.own_address, name, create={
            "rules": app.settings.rules.to_dict(), "level": app.settings.level})
    return kept_up(app, TableLink(client.start(), app.toast, name, hosting))


def join_table(app: App, address: str, code: str, name: str,
               token: str | None = None) -> TableLink:
    """Sit at the table `code` at `address` (host:port); with `token`, take back the seat
    this window held there (kept in seat.json until the guest leaves it)."""
    from callbreak.net.client import ThreadedClient

    client = ThreadedClient(address, name, table=code, token=token).start()
    return kept_up(app, TableLink(client, app.toast, name, keep=lambda seat: keep_seat(app, seat),
                                  address=address))


def kept_up(app: App, link: TableLink) -> TableLink:
    """The link reads the network every frame from now on, whatever is on screen."""
    app.every_frame.append(link.keep_up)
    return link


class SaidButton(Button):
    """A button whose label names something: "Continue hosting table {code}"."""

    def __init__(self, label: str, action: Callable[[], None], **fields: object) -> None:
        super().__init__(label, action)
        self.fields = fields

    def label_text(self) -> str:
        return tr(self.label, **self.fields)


class OptionRow(MenuRow):
    """A row of the Settings screen (a house rule, the computer players' level) in a menu:
    the same choices, the same words, and a change made is the Settings' own."""

    def __init__(self, option: settings_rows.Option) -> None:
        self.option = option

    def label_text(self) -> str:
        return f"{tr(self.option.label)}:  ‹ {self.option.shown()} ›"

    def step(self, delta: int) -> bool:
        return self.option.step(delta, wrap=True)

    def activate(self) -> None:
        self.option.activate()

    def click(self, x_frac: float) -> None:
        self.step(-1 if x_frac < 0.3 else 1)


def rule_rows(app: App) -> list[MenuRow]:
    """The house rules' rows and the computer players' level, from the Settings' rows."""
    options = [o for column in settings_rows.build(app, lambda _: None)
               for group in column for o in group.options]
    players = {o.key: o for o in options}
    return [*(OptionRow(o) for o in options if o.house_rule),
            *(OptionRow(players[key]) for key in ("level", "friend_wait") if key in players)]


__all__ = ["player_name", "keep_name", "with_name", "open_table", "join_table", "SaidButton",
           "OptionRow", "rule_rows", "NO_SERVER", "CONTINUE", "REJOIN"]
