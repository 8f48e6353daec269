"""Finding tables nearby: a host announces its table on the local network with DNS-SD over
multicast DNS (the `zeroconf` package), and a joining game lists the tables it hears, each
with the host's name, the house rules, the free seats, the address and the protocol version.
docs/protocol.md "Finding tables nearby" documents the service type and the TXT keys.

The network is one interface, chosen by address (`--lan-interface ADDRESS` on the command
line, or the environment variable CALLBREAK_LAN_INTERFACE): zeroconf listens, sends and
answers on that interface only. Every test and check uses 127.0.0.1, inside a network
namespace of its own; with a loopback address nothing ever reaches another interface (on
Linux the sockets are also tied to the loopback device). No address given means every
network of the computer: a player's game at home.

Threads: zeroconf runs its own thread. `announce` returns at once (the name is claimed in
the background); a `Browser` keeps its list behind a lock, read by polling `tables()` from
the app's frame loop, and calls `on_change()` from zeroconf's thread (it must only note
that something changed). Closing either waits at most CLOSE_SECONDS.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import ipaddress
import json
import logging
import os
import secrets
import socket
import sys
import threading
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass
from typing import Any

from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceListener,
    Zeroconf,
)

from callbreak.engine import HouseRules
from callbreak.levels import LEVELS
from callbreak.words.nearby import rules_line, seats_line, version_note

from .protocol import PROTOCOL_VERSION, clean_name

log = logging.getLogger(__name__)

SERVICE_TYPE = "_callbreak._tcp.local."
INTERFACE_ENV = "CALLBREAK_LAN_INTERFACE"
CLOSE_SECONDS = 2.0  # closing an announcement or a browser waits no longer than this
ASK_MS = 1500  # how long the browser asks for a table's details before leaving it out
TTL_SECONDS = 120  # a table whose host vanished without a goodbye is gone after this
# TXT record keys (docs/protocol.md): protocol version, host's name, rules, free seats, level
KEY_VERSION, KEY_HOST, KEY_RULES, KEY_FREE, KEY_LEVEL = "v", "host", "rules", "free", "level"
SEATS = 4
_IP_MULTICAST_ALL = 49  # Linux: receive only the groups this socket joined itself


# -- the interface ---------------------------------------------------------------------------
def lan_address(text: str) -> str:
    """The interface's address as given on the command line ("127.0.0.1", an IPv4 address
    of this computer); ValueError for anything else."""
    try:
        return str(ipaddress.IPv4Address(text.strip()))
    except ValueError:
        raise ValueError(f"{text!r} is not an IPv4 address such as 127.0.0.1") from None


def chosen_interface(option: str | None = None,
                     environ: Mapping[str, str] | None = None) -> str | None:
    """The interface to find tables on: the command line's, else the environment's, else
    None (every network of this computer). A bad address in the environment: ValueError."""
    if option:
        return lan_address(option)
    value = (os.environ if environ is None else environ).get(INTERFACE_ENV, "").strip()
    return lan_address(value) if value else None


def _open(interface: str | None) -> Zeroconf:
    """A zeroconf on `interface` only (IPv4), tied to its device where the system allows."""
    if interface is None:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    zc = Zeroconf(interfaces=[interface], ip_version=IPVersion.V4Only)
    if sys.platform.startswith("linux"):
        _tie(zc, interface)
    return zc


def _tie(zc: Zeroconf, interface: str) -> None:
    """Linux: the wildcard listening socket hears only its own group on `interface`'s device
    and nothing from another device, so no query from elsewhere is ever answered."""
    device = _device_of(interface)
    for wrapped in zc.engine.readers:
        sock = wrapped.sock
        try:
            sock.setsockopt(socket.IPPROTO_IP, _IP_MULTICAST_ALL, 0)
            if device:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, device.encode())
        except OSError as error:  # an old kernel without the right: the group still holds
            log.info("zeroconf socket not tied to %s: %s", device or interface, error)


def _device_of(address: str) -> str | None:
    """The name of the network device holding `address` ("lo" for 127.0.0.1 on Linux)."""
    if ipaddress.IPv4Address(address).is_loopback:
        return "lo"
    import ifaddr  # zeroconf's own dependency: lists devices, sends nothing

    for adapter in ifaddr.get_adapters():
        if any(ip.ip == address for ip in adapter.ips):
            return str(adapter.name)
    return None


def sending_from(zc: Zeroconf) -> list[tuple[str, str]]:
    """Each socket zeroconf sends from: (its bound address, its multicast interface)."""
    out = []
    for wrapped in zc.engine.senders:
        packed = wrapped.sock.getsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, 4)
        out.append((str(wrapped.sock_name[0]), socket.inet_ntoa(packed)))
    return out


def listening_on(zc: Zeroconf) -> list[tuple[str, str]]:
    """Each socket zeroconf hears on: (its bound address, the device it is tied to or "")."""
    out = []
    for wrapped in zc.engine.readers:
        device = b""
        if sys.platform.startswith("linux"):
            device = wrapped.sock.getsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, 16)
        out.append((str(wrapped.sock_name[0]), device.rstrip(b"\0").decode()))
    return out


def _close(zc: Zeroconf, before: Callable[[], None] | None = None) -> None:
    """Close `zc` (after `before`; closing says goodbye for every table) on a helper
    thread, waiting at most CLOSE_SECONDS: a goodbye that cannot be sent in time is given
    up, never the player's frame."""
    def run() -> None:
        try:
            if before is not None:
                before()
            zc.close()
        except Exception:  # closing must not raise into the game
            log.exception("closing zeroconf")
    closer = threading.Thread(target=run, name="callbreak-zeroconf-close", daemon=True)
    closer.start()
    closer.join(CLOSE_SECONDS)


# -- announcing ------------------------------------------------------------------------------
@dataclass(frozen=True)
class TableInfo:
    """What a host tells the network of its table (the table code is never told)."""

    host_name: str
    rules: HouseRules
    free_seats: int
    level: str = "medium"


def properties(table: TableInfo) -> dict[str, str]:
    """The TXT record of a table (each value well under DNS's 255 bytes)."""
    rules = json.dumps(table.rules.to_dict(), separators=(",", ":"), sort_keys=True)
    return {KEY_VERSION: str(PROTOCOL_VERSION), KEY_HOST: clean_name(table.host_name),
            KEY_RULES: rules, KEY_FREE: str(min(max(table.free_seats, 0), SEATS - 1)),
            KEY_LEVEL: table.level}


def service_info(table: TableInfo, port: int, address: str, instance: str) -> ServiceInfo:
    """The DNS-SD record of a table at address:port. `instance` makes the name unique."""
    return ServiceInfo(SERVICE_TYPE, f"Callbreak table {instance}.{SERVICE_TYPE}",
                       port=port, addresses=[socket.inet_aton(address)],
                       properties=properties(table), server=f"callbreak-{instance}.local.",
                       host_ttl=TTL_SECONDS, other_ttl=TTL_SECONDS)


class Announcement:
    """A table announced on the network until `close()` (which says goodbye)."""

    def __init__(self, zc: Zeroconf, table: TableInfo, port: int, address: str) -> None:
        self.zc, self.port, self.address = zc, port, address
        self.instance = secrets.token_hex(4)  # the table's name on the network, unique
        self._claimed = self._soon(self._claim(service_info(table, port, address,
                                                             self.instance)))

    def _soon(self, job: Coroutine[Any, Any, None]) -> concurrent.futures.Future[None]:
        """Run `job` on zeroconf's loop without waiting for it."""
        assert self.zc.loop is not None, "zeroconf has started its loop"
        return asyncio.run_coroutine_threadsafe(job, self.zc.loop)

    async def _claim(self, info: ServiceInfo) -> None:
        try:  # probing the name takes a second or two: the player never waits for it
            await self.zc.async_register_service(info)
        except Exception:
            log.exception("the table could not be announced")

    async def _change(self, info: ServiceInfo) -> None:
        await asyncio.wrap_future(self._claimed)  # changes follow the claim, in order
        if self.zc.registry.async_get_info_name(info.key) is not None:
            await self.zc.async_update_service(info)

    def update(self, table: TableInfo) -> None:
        """Tell the network of a change (a guest sat down: one free seat fewer)."""
        self._soon(self._change(service_info(table, self.port, self.address, self.instance)))

    def sending_from(self) -> list[tuple[str, str]]:
        return sending_from(self.zc)

    def listening_on(self) -> list[tuple[str, str]]:
        return listening_on(self.zc)

    def close(self) -> None:
        """Say goodbye and stop, within CLOSE_SECONDS."""
        _close(self.zc)


def announce(table: TableInfo, port: int, interface: str | None) -> Announcement:
    """Announce `table`, listening on `port`, on `interface` (an address; None: every
    network of this computer). Returns at once; `close()` takes the table off the network."""
    zc = _open(interface)
    try:
        address = interface if interface is not None else lan_addresses()[0]
    except IndexError:
        zc.close()
        raise OSError("this computer has no network address to announce a table on") from None
    return Announcement(zc, table, port, address)


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses, loopback left out: where a table is announced when no
    interface is chosen, and the address a host shows its friends. Reads the interfaces
    only; sends nothing."""
    import ifaddr

    return [str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips
            if isinstance(ip.ip, str) and not ipaddress.IPv4Address(ip.ip).is_loopback]


# -- finding ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class FoundTable:
    """A table heard on the network. `version` is None when its record cannot be read;
    only a table of our protocol version with readable rules is `joinable`."""

    key: str  # the service's name on the network: one table, however often it changes
    host_name: str
    host: str
    port: int
    version: int | None
    rules: HouseRules | None = None
    free_seats: int = 0
    level: str | None = None

    @property
    def address(self) -> str:
        """Where to join it: host:port."""
        return f"{self.host}:{self.port}"

    @property
    def joinable(self) -> bool:
        return self.version == PROTOCOL_VERSION and self.rules is not None

    def rules_line(self) -> str:
        """The house rules in one line, in the player's language ("" when unreadable)."""
        return rules_line(self.rules) if self.rules is not None else ""

    def seats_line(self) -> str:
        return seats_line(self.free_seats)

    def problem(self) -> str:
        """One plain sentence when it cannot be joined ("" when it can)."""
        if self.joinable:
            return ""
        # our version but rules we cannot read: said as a record this game cannot read
        return version_note(self.version if self.version != PROTOCOL_VERSION else None,
                            PROTOCOL_VERSION)


def _text(props: Mapping[bytes, bytes | None], key: str) -> str:
    value = props.get(key.encode())
    return value.decode("utf-8", "replace") if value is not None else ""


def read_table(info: ServiceInfo) -> FoundTable | None:
    """A table from its DNS-SD record, or None when there is no address to reach it."""
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or info.port is None:
        return None
    props = info.properties
    version_text = _text(props, KEY_VERSION)
    version = int(version_text) if version_text.isascii() and version_text.isdigit() and \
        len(version_text) < 6 else None  # "²" is a digit to isdigit, not to int
    host_name = clean_name(_text(props, KEY_HOST))
    rules: HouseRules | None = None
    free, level = 0, None
    if version == PROTOCOL_VERSION:  # another version's other keys may mean other things
        try:
            data = json.loads(_text(props, KEY_RULES))
            rules = HouseRules.from_dict(data) if isinstance(data, dict) else None
        except (ValueError, TypeError):
            rules = None
        free_text = _text(props, KEY_FREE)
        free = min(int(free_text), SEATS - 1) if free_text.isdigit() and len(free_text) < 3 \
            else 0
        level = _text(props, KEY_LEVEL) if _text(props, KEY_LEVEL) in LEVELS else None
    return FoundTable(info.name, host_name, addresses[0], info.port, version, rules, free, level)


class Listing(ServiceListener):
    """The tables heard so far, kept up to date by zeroconf's browse callbacks (called on
    zeroconf's thread); `tables()` may be read from any thread."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._on_change = on_change

    def tables(self) -> list[FoundTable]:
        """Joinable tables first, then by host name and address."""
        with self._lock:
            found = list(self._found.values())
        return sorted(found, key=lambda t: (not t.joinable, t.host_name.casefold(), t.address))

    def _set(self, name: str, table: FoundTable | None) -> None:
        with self._lock:
            before = self._found.get(name)
            if table is None:
                self._found.pop(name, None)
            else:
                self._found[name] = table
        if before != table and self._on_change is not None:
            self._on_change()

    def _heard(self, zc: Zeroconf, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, timeout=ASK_MS)
        table = read_table(info) if info is not None else None
        if table is not None:
            self._set(name, table)

    # zeroconf's ServiceListener
    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._heard(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._heard(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._set(name, None)


class Browser:
    """The tables on `interface` (an address; None: every network of this computer), as
    they come and go. Poll `tables()`; `on_change()` is called from zeroconf's thread."""

    def __init__(self, interface: str | None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.zc = _open(interface)
        self.listing = Listing(on_change)
        self._browser = ServiceBrowser(self.zc, SERVICE_TYPE, self.listing)

    def tables(self) -> list[FoundTable]:
        return self.listing.tables()

    def sending_from(self) -> list[tuple[str, str]]:
        return sending_from(self.zc)

    def listening_on(self) -> list[tuple[str, str]]:
        return listening_on(self.zc)

    def close(self) -> None:
        """Stop listening, within CLOSE_SECONDS."""
        _close(self.zc, self._browser.cancel)


__all__ = [
    "SERVICE_TYPE", "INTERFACE_ENV", "CLOSE_SECONDS", "TableInfo", "FoundTable", "Announcement",
    "Browser", "Listing", "announce", "lan_address", "lan_addresses", "chosen_interface",
    "properties", "service_info", "read_table", "sending_from", "listening_on",
]
