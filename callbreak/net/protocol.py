"""The wire of the friends' table (docs/protocol.md): the protocol version, the limits, the
error codes, table codes, guests' names, and every frame built and read as JSON text.

A guest's frame is read strictly: a frame over MAX_FRAME bytes is refused before it is
parsed, and anything not exactly one of the frames below raises `FrameError` with its code.
The engine's events and a seat's view go to and from JSON in records.py (re-exported
here), so the host and a guest's game read the same record. No sockets, no clock: the
transport and the table pass time in.
"""

from __future__ import annotations

import json
import random
import re
from collections import deque
from dataclasses import dataclass
from enum import Enum
from typing import Any

from callbreak.engine import Card, HouseRules
from callbreak.levels import LEVELS
from callbreak.words.names import NAME_LONGEST
from callbreak.words.reactions import REACTIONS
from callbreak.words.table_talk import ERRORS, GOODBYES

from .records import (
    event_from_json,
    event_to_json,
    events_text,
    events_to_json,
    read_card,
    read_int,
    read_rules,
    reason_to_json,
    seat_views_text,
    to_text,
    view_from_json,
)

# 2: play again at the same table (`again`, the series), a word to the table (`react`)
PROTOCOL_VERSION = 2
DEFAULT_PORT = 47474  # a host listens here, or on the next free port
MAX_FRAME = 4096  # bytes: a guest's frame; larger ones are refused before parsing
MAX_HOST_FRAME = 1 << 20  # bytes: what a guest's game accepts from the host
RATE = 20  # frames a guest may send in any RATE_WINDOW seconds
RATE_WINDOW = 1.0
REACTION_RATE = 3  # reactions one seat may send in any REACTION_WINDOW seconds
REACTION_WINDOW = 10.0
REACTION_IDS = tuple(REACTIONS)  # the reactions' ids on the wire (words.reactions)
NAME_LENGTH = NAME_LONGEST  # a name's characters, as Settings keeps it (words.names)
DEFAULT_NAME = "Guest"
CODE_LENGTH = 4
LONG_CODE_LENGTH = 8  # a server's table may have a longer code: 32^8, a million million
CODE_LENGTHS = (CODE_LENGTH, LONG_CODE_LENGTH)
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no I, O, 0 or 1: misread aloud
TOKEN_HEX = 32  # a resume token: 16 random bytes as hex

Frame = dict[str, Any]
Out = tuple[int, str]  # (connection id, JSON text to send it)


class ErrorCode(str, Enum):
    """Why a guest's frame was refused. The value is on the wire: never change one."""

    TOO_BIG = "too_big"
    TOO_FAST = "too_fast"
    MALFORMED = "malformed"
    UNKNOWN = "unknown"
    VERSION = "version"
    NO_TABLE = "no_table"
    BAD_CODE = "bad_code"
    BAD_TOKEN = "bad_token"
    NOT_YOUR_TURN = "not_your_turn"
    ILLEGAL = "illegal"
    FULL = "full"
    STARTED = "started"
    NOT_OWNER = "not_owner"
    WRONG_PHASE = "wrong_phase"
    BUSY = "busy"
    NOT_SEATED = "not_seated"
    TAKEN = "taken"
    SLOW_DOWN = "slow_down"

    def __str__(self) -> str:
        return self.value


class FrameError(ValueError):
    """A guest's frame refused: `code` says why, `detail` (English, for the log) what."""

    def __init__(self, code: ErrorCode, detail: str = "") -> None:
        super().__init__(f"{code.value}: {detail}" if detail else code.value)
        self.code = code
        self.detail = detail


# -- limits ---------------------------------------------------------------------------------
class RateLimit:
    """A sliding window: at most `rate` frames accepted in any `window` seconds. A refused
    frame does not count, so a guest who floods still gets `rate` frames a second through."""

    def __init__(self, rate: int = RATE, window: float = RATE_WINDOW) -> None:
        self.rate, self.window = rate, window
        self._times: deque[float] = deque()

    def allow(self, now: float) -> bool:
        times = self._times
        while times and now - times[0] >= self.window - 1e-9:  # (float noise at the edge)
            times.popleft()
        if len(times) >= self.rate:
            return False
        times.append(now)
        return True


def too_big(text: str | bytes) -> bool:
    """True if a guest's frame is over MAX_FRAME bytes (checked before any parsing)."""
    if isinstance(text, bytes):
        return len(text) > MAX_FRAME
    # a character is 1 to 4 bytes in UTF-8: count the bytes only when it could matter
    return len(text) > MAX_FRAME or (
        len(text) * 4 > MAX_FRAME and len(text.encode("utf-8", "surrogatepass")) > MAX_FRAME)


# -- table codes and names --------------------------------------------------------------------
def new_code(rng: random.Random, taken: set[str] | frozenset[str] = frozenset(),
             length: int = CODE_LENGTH) -> str:
    """A fresh table code of `length` characters (CODE_LENGTHS) from CODE_ALPHABET, not one
    of `taken`."""
    if length not in CODE_LENGTHS:
        raise ValueError(f"a table code has {CODE_LENGTHS} characters")
    while True:
        code = "".join(rng.choice(CODE_ALPHABET) for _ in range(length))
        if code not in taken:
            return code


def read_code(text: object) -> str | None:
    """A table code as typed or said ("k7qx", " K7 QX ", "k7qx-hj2m"), or None if it
    cannot be one: CODE_LENGTH characters, or on a server LONG_CODE_LENGTH."""
    if not isinstance(text, str) or len(text) > 64:
        return None
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) in CODE_LENGTHS and all(ch in CODE_ALPHABET for ch in code):
        return code
    return None


def clean_name(text: object) -> str:
    """A person's name: printable characters only, spaces collapsed and trimmed, at most
    NAME_LENGTH characters; nothing left is DEFAULT_NAME. Not a string: FrameError."""
    if not isinstance(text, str):
        raise FrameError(ErrorCode.MALFORMED, "a name is a string")
    # the whole text (a frame is at most MAX_FRAME bytes): 250 spaces and "Asha" is "Asha"
    kept = "".join(ch if ch.isprintable() else " " for ch in text)
    name = " ".join(kept.split())[:NAME_LENGTH].strip()
    return name or DEFAULT_NAME


# -- reading JSON strictly --------------------------------------------------------------------
def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise ValueError("a key is repeated")
    return out


def loads(text: str | bytes) -> Frame:
    """A JSON object from a frame's text; FrameError(MALFORMED) for anything else."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        data = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except (ValueError, RecursionError, UnicodeDecodeError) as exc:
        raise FrameError(ErrorCode.MALFORMED, f"not JSON: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise FrameError(ErrorCode.MALFORMED, "a frame is a JSON object with a type")
    return data


def dumps(frame: Frame) -> str:
    """A frame as compact JSON text."""
    return to_text(frame)


# -- guests' frames -------------------------------------------------------------------------
@dataclass(frozen=True)
class Create:
    """Open a new table on a server and sit at its seat 0 (its owner). `table`: the code
    the creator proposes (behind a load balancer routing by code, the creator picks the
    code it connects with, so the new table lands where the balancer will send its guests);
    None: the server picks one."""

    name: str
    rules: HouseRules
    level: str | None  # None: the server's own level (callbreak-server --level)
    table: str | None = None


@dataclass(frozen=True)
class Join:
    """Sit at the table `table`; with `token`, take back the seat it belongs to."""

    table: str
    name: str
    token: str | None = None


@dataclass(frozen=True)
class Start:
    table: str | None = None


@dataclass(frozen=True)
class CallFrame:
    n: int
    table: str | None = None


@dataclass(frozen=True)
class CardFrame:
    card: Card
    table: str | None = None


@dataclass(frozen=True)
class Next:
    table: str | None = None


@dataclass(frozen=True)
class Leave:
    table: str | None = None


@dataclass(frozen=True)
class Sync:
    """Send me the whole state again (a guest's game that lost its place)."""

    table: str | None = None


@dataclass(frozen=True)
class Again:
    """The game is over: the owner takes the table back to its lobby for another game, the
    same seats and friends; `rules`, the house rules of the next game (None: the same)."""

    rules: HouseRules | None = None
    table: str | None = None


@dataclass(frozen=True)
class React:
    """A word to the table: one of REACTION_IDS, shown beside the sender's plate."""

    id: str
    table: str | None = None


ClientFrame = Create | Join | Start | CallFrame | CardFrame | Next | Leave | Sync | Again | React

# the keys each guest's frame may hold besides "type" (required ones first, by frame)
_REQUIRED = {"create": {"v", "name", "rules"}, "join": {"v", "table", "name"},
             "start": set(), "call": {"n"}, "card": {"card"}, "next": set(), "leave": set(),
             "sync": set(), "again": set(), "react": {"id"}}
_OPTIONAL = {"create": {"level"}, "join": {"token"}, "again": {"rules"}}
_ANY_FRAME = {"v", "table"}  # any frame may say its version and its table


def _check_version(data: Frame) -> None:
    if "v" not in data:
        return
    v = data["v"]
    if isinstance(v, bool) or not isinstance(v, int):  # 1.0, true, "1": not a version
        raise FrameError(ErrorCode.MALFORMED, "a version is a whole number")
    if v != PROTOCOL_VERSION:
        raise FrameError(ErrorCode.VERSION, f"version {v!r}, this table speaks "
                                            f"{PROTOCOL_VERSION}")


# the frames a game sends on every move, written as client_frame or json.dumps writes them:
# read at once (each is exactly one well-formed frame), anything else the strict way
_QUICK_CARD = re.compile(r'\{"type": ?"card", ?"card": ?"((?:10|[2-9JQKA])[SHCD])"\}')
_QUICK_CALL = re.compile(r'\{"type": ?"call", ?"n": ?(0|[1-9][0-9]?)\}')
_QUICK_NEXT = re.compile(r'\{"type": ?"next"\}')


def parse_client(text: str | bytes) -> ClientFrame:
    """A guest's frame read strictly; FrameError says what is wrong with it. The caller
    checks the size (`too_big`) and the rate first."""
    if isinstance(text, str):
        if (quick := _QUICK_CARD.fullmatch(text)) is not None:
            return CardFrame(Card.parse(quick[1]))
        if (quick := _QUICK_CALL.fullmatch(text)) is not None:
            return CallFrame(int(quick[1]))
        if _QUICK_NEXT.fullmatch(text) is not None:
            return Next()
    data = loads(text)
    kind = data["type"]
    _check_version(data)  # first: another version may send other frames and keys
    if kind not in _REQUIRED:
        raise FrameError(ErrorCode.UNKNOWN, f"no frame of type {kind[:40]!r}")
    keys = set(data) - {"type"}
    allowed = _REQUIRED[kind] | _OPTIONAL.get(kind, set()) | _ANY_FRAME
    if not _REQUIRED[kind] <= keys or not keys <= allowed:
        raise FrameError(ErrorCode.MALFORMED, f"a {kind} frame holds {sorted(allowed)}")
    table = data.get("table")
    if "table" in data and not isinstance(table, str):  # null is a wrong type, not "none"
        raise FrameError(ErrorCode.MALFORMED, "a table code is a string")
    for key in ("token", "level"):
        if key in data and not isinstance(data[key], str):
            raise FrameError(ErrorCode.MALFORMED, f"a {key} is a string")
    try:
        return _read(kind, data, table)
    except FrameError:
        raise
    except ValueError as exc:
        raise FrameError(ErrorCode.MALFORMED, str(exc)) from None


def _read(kind: str, data: Frame, table: str | None) -> ClientFrame:
    if kind == "create":
        rules = read_rules(data["rules"])
        level = data.get("level")
        if level is not None and level not in LEVELS:
            raise ValueError(f"level is one of {LEVELS}")
        proposed = None if table is None else read_code(table)
        if table is not None and proposed is None:
            raise FrameError(ErrorCode.BAD_CODE, f"not a table code: {table[:16]!r}")
        return Create(clean_name(data["name"]), rules, level, proposed)
    if kind == "join":
        token = data.get("token")
        code = read_code(table)
        if code is None:
            raise FrameError(ErrorCode.BAD_CODE, f"not a table code: {str(table)[:16]!r}")
        return Join(code, clean_name(data["name"]), token)
    if kind == "call":
        return CallFrame(read_int(data["n"], "a call"), table)
    if kind == "card":
        return CardFrame(read_card(data["card"]), table)
    if kind == "again":
        return Again(read_rules(data["rules"]) if "rules" in data else None, table)
    if kind == "react":
        if not isinstance(data["id"], str) or data["id"] not in REACTIONS:
            raise ValueError(f"a reaction is one of {REACTION_IDS}")
        return React(data["id"], table)
    if kind == "start":
        return Start(table)
    if kind == "next":
        return Next(table)
    return Leave(table) if kind == "leave" else Sync(table)


def client_frame(frame: ClientFrame, *, table: str | None = None) -> str:
    """A guest's frame as text (what a guest's game sends)."""
    out: Frame
    if isinstance(frame, Create):
        out = {"type": "create", "v": PROTOCOL_VERSION, "name": frame.name,
               "rules": frame.rules.to_dict()}
        if frame.level is not None:
            out["level"] = frame.level
        if frame.table is not None:
            out["table"] = frame.table
    elif isinstance(frame, Join):
        out = {"type": "join", "v": PROTOCOL_VERSION, "table": frame.table, "name": frame.name}
        if frame.token is not None:
            out["token"] = frame.token
    elif isinstance(frame, CallFrame):
        out = {"type": "call", "n": frame.n}
    elif isinstance(frame, CardFrame):
        out = {"type": "card", "card": frame.card.code}
    elif isinstance(frame, Again):
        out = {"type": "again"}
        if frame.rules is not None:
            out["rules"] = frame.rules.to_dict()
    elif isinstance(frame, React):
        out = {"type": "react", "id": frame.id}
    else:
        out = {"type": {Start: "start", Next: "next", Leave: "leave", Sync: "sync"}[type(frame)]}
    if table is not None and "table" not in out:
        out["table"] = table
    return dumps(out)


# -- the host's frames ----------------------------------------------------------------------
def error_frame(code: ErrorCode, **extra: Any) -> Frame:
    """{"type": "error", "code": ..., "text": its English sentence, ...extra}."""
    return {"type": "error", "code": code.value, "text": ERRORS[code.value], **extra}


def version_error() -> Frame:
    """The one clear sentence for a game of another protocol version, with ours."""
    return error_frame(ErrorCode.VERSION, v=PROTOCOL_VERSION)


def bye_frame(reason: str) -> Frame:
    """Goodbye: the transport closes the connection after sending it. `reason` is a key of
    words.GOODBYES (another one is said as "closed")."""
    return {"type": "bye", "reason": reason, "text": GOODBYES.get(reason, GOODBYES["closed"])}


__all__ = [
    "PROTOCOL_VERSION", "DEFAULT_PORT", "MAX_FRAME", "MAX_HOST_FRAME", "RATE", "RATE_WINDOW",
    "NAME_LENGTH", "REACTIONS", "REACTION_RATE", "REACTION_WINDOW", "REACTION_IDS", "Again",
    "React",
    "DEFAULT_NAME", "CODE_LENGTH", "LONG_CODE_LENGTH", "CODE_LENGTHS", "CODE_ALPHABET",
    "TOKEN_HEX", "Frame", "Out", "ErrorCode",
    "FrameError", "RateLimit", "too_big", "new_code", "read_code", "clean_name", "loads",
    "dumps", "Create", "Join", "Start", "CallFrame", "CardFrame", "Next", "Leave", "Sync",
    "ClientFrame", "read_rules", "parse_client", "client_frame", "error_frame", "version_error",
    "bye_frame", "reason_to_json", "event_to_json", "event_from_json", "events_to_json",
    "view_from_json", "events_text", "seat_views_text", "to_text",
]
