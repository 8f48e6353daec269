"""Wrong table codes, counted per address, so nobody can walk the codes (docs/protocol.md,
Security). Sans-IO: the caller passes the time.

An address may make FREE_TRIES wrong codes (a person who mistypes) with no wait; each wrong
code past those makes it wait before its next try, FIRST_WAIT and doubling with each one
(up to LONGEST_WAIT). An address's wrong codes are forgotten one every FORGIVE_SECONDS, so
a person who mistyped is soon back to the free tries, while one who keeps guessing waits
about FORGIVE_SECONDS a guess: some six an hour, whatever the number of connections.

"Address": the connection's own IP address, or behind a proxy the operator trusts
(`callbreak-server --trusted-proxy`), the last one that proxy wrote in X-Forwarded-For; an
IPv6 address counts as its /64 network (one home gets a whole /64).
"""

from __future__ import annotations

import ipaddress
import math
from collections.abc import Iterable
from dataclasses import dataclass

FREE_TRIES = 5  # wrong codes an address may make with no wait
FIRST_WAIT = 15.0  # seconds: the wait after the first wrong code past the free ones
LONGEST_WAIT = 3600.0  # the wait doubles with each wrong code, up to this
FORGIVE_SECONDS = 600.0  # one wrong code of an address forgotten every this many seconds
MAX_ADDRESSES = 65536  # addresses remembered at once (the quietest go first)
# creates that propose a code (a load balancer's creators propose every code; "taken" says a
# table has it): a budget of their own, larger, since each that is not taken opens a table
PROPOSALS_FREE = 30
PROPOSALS_FORGIVE = 120.0

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@dataclass
class _Record:
    wrong: float  # wrong codes remembered (forgiven little by little)
    at: float  # when `wrong` was last brought up to date
    until: float = 0.0  # the address may try again from then


class WrongCodes:
    """How many wrong codes each address made lately, and how long it must wait."""

    def __init__(self, *, free: int = FREE_TRIES, first_wait: float = FIRST_WAIT,
                 longest_wait: float = LONGEST_WAIT, forgive: float = FORGIVE_SECONDS,
                 max_addresses: int = MAX_ADDRESSES) -> None:
        self.free, self.first_wait, self.longest_wait = free, first_wait, longest_wait
        self.forgive, self.max_addresses = forgive, max_addresses
        self._seen: dict[str, _Record] = {}  # oldest change first

    def __len__(self) -> int:
        return len(self._seen)

    def wait(self, address: str, now: float) -> float:
        """Seconds `address` must still wait before a code of its is looked up (0: now)."""
        record = self._seen.get(address)
        return 0.0 if record is None else max(0.0, record.until - now)

    def wrong(self, address: str, now: float) -> float:
        """`address` tried a wrong code: the seconds it must now wait (0: none)."""
        record = self._seen.pop(address, None)
        if record is None:
            if len(self._seen) >= self.max_addresses:
                self._seen.pop(next(iter(self._seen)))
            record = _Record(0.0, now)
        record.wrong = max(0.0, record.wrong - (now - record.at) / self.forgive) + 1.0
        record.at = now
        past = math.ceil(record.wrong - 1e-9) - self.free  # wrong codes past the free ones
        if past > 0:
            wait = min(self.longest_wait, self.first_wait * 2.0 ** min(past - 1, 30))
            record.until = max(record.until, now + wait)
        self._seen[address] = record  # to the end: the most recently changed
        return max(0.0, record.until - now)

    def forget_quiet(self, now: float) -> None:
        """Let go of the addresses whose wrong codes are all forgiven and who wait for
        nothing (the oldest are first, so this stops at the first one still remembered)."""
        while self._seen:
            address, record = next(iter(self._seen.items()))
            if record.until > now or record.wrong - (now - record.at) / self.forgive > 0:
                return
            del self._seen[address]


def trusted(proxies: Iterable[str]) -> tuple[Network, ...]:
    """The proxies named on the command line (addresses or networks); ValueError if one is
    neither."""
    return tuple(ipaddress.ip_network(p.strip(), strict=False) for p in proxies)


def _ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    text = text.strip().strip("[]")
    if text.count(":") == 1 and "." in text:  # "1.2.3.4:5678"
        text = text.split(":")[0]
    try:
        found = ipaddress.ip_address(text.split("%")[0])
    except ValueError:
        return None
    if isinstance(found, ipaddress.IPv6Address) and found.ipv4_mapped is not None:
        return found.ipv4_mapped
    return found


def _within(ip: ipaddress.IPv4Address | ipaddress.IPv6Address,
            proxies: tuple[Network, ...]) -> bool:
    return any(ip.version == net.version and ip in net for net in proxies)


def address_of(peer: str, forwarded_for: Iterable[str] = (),
               proxies: tuple[Network, ...] = ()) -> str:
    """The address a connection's wrong codes count against. `peer`: the socket's remote
    IP; `forwarded_for`: the X-Forwarded-For headers, read only when `peer` is one of the
    trusted `proxies`, from the right (the entry the proxy itself wrote) past any other
    trusted proxy. IPv6 counts by its /64."""
    ip = _ip(peer)
    if ip is None:
        return peer
    if _within(ip, proxies):
        hops = [h for header in forwarded_for for h in header.split(",")]
        for hop in reversed(hops):
            found = _ip(hop)
            if found is None:
                break  # a garbled entry: nothing to its left can be believed
            ip = found
            if not _within(found, proxies):
                break
    if isinstance(ip, ipaddress.IPv6Address):
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


__all__ = ["WrongCodes", "address_of", "trusted", "FREE_TRIES", "FIRST_WAIT",
           "LONGEST_WAIT", "FORGIVE_SECONDS", "MAX_ADDRESSES", "PROPOSALS_FREE",
           "PROPOSALS_FORGIVE"]
