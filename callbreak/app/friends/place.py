"""Where this window meets the network: the interface chosen (`--lan-interface`, or the
environment variable that option sets), whether tables are found and announced nearby, and
the address and port a hosted table listens on.

Nothing here listens or sends: hosting starts the server (`hosting.py`) and announces only
then; the Join screen browses only while it is open. A window without a screen (the tests)
neither browses nor announces and listens on 127.0.0.1 alone, at a port of the system's
choosing, so tests never reach a real network.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # discovery (zeroconf) is loaded only when a table is looked for
    from callbreak.net.discovery import FoundTable, TableInfo

log = logging.getLogger(__name__)

LOOPBACK = "127.0.0.1"
EVERY_NETWORK = "0.0.0.0"


class Browsing(Protocol):
    """The tables heard nearby (a discovery `Browser`)."""

    def tables(self) -> list[FoundTable]: ...
    def close(self) -> None: ...


class Announcing(Protocol):
    """A table told to the network (a discovery `Announcement`)."""

    def update(self, table: TableInfo) -> None: ...
    def close(self) -> None: ...


@dataclass(frozen=True)
class NetPlace:
    """`interface`: the LAN address chosen (None: every network of this computer);
    `nearby`: find and announce tables; `port`: None for the game's port (or the next free
    one), 0 for any free port. `browse`/`announcer` stand in for discovery (tests)."""

    interface: str | None = None
    nearby: bool = True
    port: int | None = None
    browse: Callable[[], Browsing] | None = None
    announcer: Callable[[TableInfo, int], Announcing] | None = None

    @classmethod
    def for_window(cls, headless: bool) -> NetPlace:
        """The place of a window: the chosen interface; a window without a screen (tests)
        stays on the loopback address and says nothing to the network."""
        from callbreak.net import discovery

        try:
            interface = discovery.chosen_interface()
        except ValueError as exc:
            log.warning("the LAN interface is not an address (%s): every network is used",
                        exc)
            interface = None
        if headless:
            return cls(interface=interface or LOOPBACK, nearby=False, port=0)
        return cls(interface=interface)

    def bind(self) -> str:
        """The address a hosted table listens on."""
        return self.interface or EVERY_NETWORK

    def own_address(self) -> str:
        """Where this window's own game reaches the server it hosts."""
        return LOOPBACK if self.bind() == EVERY_NETWORK else self.bind()

    def shown_address(self) -> str:
        """This computer's address as friends type it (the interface's, else the first
        LAN address, else the loopback)."""
        if self.interface:
            return self.interface
        from callbreak.net import discovery

        try:
            return str(discovery.lan_addresses()[0])
        except (IndexError, OSError, ImportError):
            return LOOPBACK

    def browser(self) -> Browsing | None:
        """The tables nearby, while the Join screen is open (None: not looked for)."""
        if self.browse is not None:
            return self.browse()
        if not self.nearby:
            return None
        from callbreak.net import discovery

        try:
            return discovery.Browser(self.interface)
        except OSError as exc:
            log.warning("tables nearby cannot be looked for: %s", exc)
            return None

    def announce(self, table: TableInfo, port: int) -> Announcing | None:
        """Tell the network of a hosted table (None: not told)."""
        if self.announcer is not None:
            return self.announcer(table, port)
        if not self.nearby:
            return None
        from callbreak.net import discovery

        try:
            return discovery.announce(table, port, self.interface)
        except OSError as exc:
            log.warning("the table cannot be announced nearby: %s", exc)
            return None


__all__ = ["NetPlace", "Browsing", "Announcing", "LOOPBACK"]
