"""A guest's seat at a friends' table, kept in the data folder (`seat.json`: the address,
the table's code and the seat's resume token), so a guest whose game was closed or crashed
opens it again and "Rejoin table K7QX" takes the same seat back, with the same hand. It goes
when the guest leaves the table, when the game is over, or when the table no longer knows
the seat. A host's table is kept by `hosting.py` instead."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from callbreak.net.protocol import read_code
from callbreak.store import atomic

if TYPE_CHECKING:
    from ..shell.context import App

log = logging.getLogger(__name__)

SEAT_FILE = "seat.json"
FILE_FORMAT = 1


@dataclass(frozen=True)
class KeptSeat:
    address: str
    code: str
    token: str


def seat_path(app: App) -> Path | None:
    return app.store.data_dir / SEAT_FILE if app.store is not None else None


def kept_seat(app: App) -> KeptSeat | None:
    """The seat this window held at a friends' table and may take back."""
    path = seat_path(app)
    if path is None:
        return None
    found = atomic.read_json(path)
    if found.status != atomic.OK:
        return None
    doc = found.value
    try:
        code, token, address = read_code(doc["code"]), doc["token"], doc["address"]
        if doc["format"] != FILE_FORMAT or code is None or not isinstance(token, str) \
                or not isinstance(address, str) or not address:
            return None
        return KeptSeat(address, code, token)
    except (TypeError, KeyError):
        return None


def keep_seat(app: App, seat: KeptSeat | None) -> None:
    """Keep the seat (None: forget it). Small and rare: written at once."""
    path = seat_path(app)
    if path is None:
        return
    try:
        if seat is None:
            atomic.remove(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic.write_json(path, {"format": FILE_FORMAT, "address": seat.address,
                                     "code": seat.code, "token": seat.token})
    except OSError as exc:
        log.warning("the seat at the friends' table could not be kept: %s", exc)


__all__ = ["KeptSeat", "kept_seat", "keep_seat", "SEAT_FILE"]
