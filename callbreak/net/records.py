"""The engine's records as JSON for the friends' table (docs/protocol.md): events, a seat's
view, a refused card's reason and house rules, written by the host and read back strictly
(exactly the keys, the right types, cards written as `Card.code` writes them), so a guest's
game rebuilds the same records the host's engine made."""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from callbreak.engine import (
    Called,
    Card,
    Dealt,
    Event,
    Game,
    GameOver,
    HouseRules,
    Played,
    Reason,
    RedealReason,
    Redealt,
    RoundScored,
    SeatView,
    TrickWon,
)
from callbreak.engine.cards import cards_of
from callbreak.engine.reasons import RedealKind
from callbreak.engine.rules import HOUSE_RULES, Redeal

Record = dict[str, Any]

# one encoder for every frame the host writes (json.dumps with options builds a new one per
# call): compact, UTF-8 as is, no NaN
to_text = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode


def read_int(value: object, what: str) -> int:
    """A whole number (JSON's true and 3.0 are not)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    return value


def _ints(value: object, what: str, length: int | None = None) -> tuple[int, ...]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise ValueError(f"{what} must be a list of {length or 'some'} whole numbers")
    return tuple(read_int(v, what) for v in value)


def _seat(value: object, what: str = "seat") -> int:
    seat = read_int(value, what)
    if not 0 <= seat < 4:
        raise ValueError(f"{what} must be 0 to 3, not {seat}")
    return seat


def read_card(value: object) -> Card:
    """A card written exactly as `Card.code` writes it ("10H", never "TH" or "10h")."""
    if not isinstance(value, str) or len(value) > 3:
        raise ValueError(f"not a card: {value!r}")
    card = Card.parse(value)
    if card.code != value:  # on the wire a card is written exactly as Card.code writes it
        raise ValueError(f"a card is written {card.code!r}, not {value!r}")
    return card


def read_rules(data: object) -> HouseRules:
    """House rules from JSON, strictly: whole numbers are ints, switches are booleans."""
    if not isinstance(data, dict):
        raise ValueError("rules are a JSON object")
    for rule in HOUSE_RULES:  # the counting rules (rounds, calls, points) are whole numbers
        if rule.field in data and type(rule.usual) is int:
            read_int(data[rule.field], rule.field)
    return HouseRules.from_dict(data)


def reason_to_json(why: Reason) -> Record:
    """Why a card was refused, as a record (the window says it with words.reason)."""
    return {"kind": why.kind.value, "suit": None if why.suit is None else why.suit.letter,
            "best": None if why.best is None else why.best.code,
            "card": None if why.card is None else why.card.code,
            "cards": [c.code for c in why.cards]}



# -- events ---------------------------------------------------------------------------------
def _pairs(plays: tuple[tuple[int, Card], ...]) -> list[list[object]]:
    return [[seat, card.code] for seat, card in plays]


def event_to_json(event: Event) -> Record:
    """An engine event as JSON; every field public (a deal says who dealt, never the cards)."""
    if isinstance(event, Redealt):
        return {"type": "redealt", "round_no": event.round_no, "dealer": event.dealer,
                "seat": event.seat, "reason": event.reason.kind.value,
                "form": event.reason.form.value}
    if isinstance(event, Dealt):
        return {"type": "dealt", "round_no": event.round_no, "dealer": event.dealer}
    if isinstance(event, Called):
        return {"type": "called", "round_no": event.round_no, "seat": event.seat,
                "call": event.call}
    if isinstance(event, Played):
        return {"type": "played", "round_no": event.round_no, "trick_no": event.trick_no,
                "seat": event.seat, "card": event.card.code}
    if isinstance(event, TrickWon):
        return {"type": "trick_won", "round_no": event.round_no, "trick_no": event.trick_no,
                "seat": event.seat, "cards": _pairs(event.cards)}
    if isinstance(event, RoundScored):
        return {"type": "round_scored", "round_no": event.round_no, "calls": list(event.calls),
                "tricks": list(event.tricks), "scores": list(event.scores),
                "totals": list(event.totals)}
    return {"type": "game_over", "totals": list(event.totals), "winners": list(event.winners)}


_EVENT_KEYS = {
    "redealt": {"round_no", "dealer", "seat", "reason", "form"},
    "dealt": {"round_no", "dealer"},
    "called": {"round_no", "seat", "call"},
    "played": {"round_no", "trick_no", "seat", "card"},
    "trick_won": {"round_no", "trick_no", "seat", "cards"},
    "round_scored": {"round_no", "calls", "tricks", "scores", "totals"},
    "game_over": {"totals", "winners"},
}


def event_from_json(data: object) -> Event:
    """An engine event from its JSON; ValueError for anything that is not exactly one."""
    if not isinstance(data, dict) or data.get("type") not in _EVENT_KEYS:
        raise ValueError(f"not an event: {str(data)[:60]!r}")
    kind = data["type"]
    if set(data) - {"type"} != _EVENT_KEYS[kind]:
        raise ValueError(f"a {kind} event holds {sorted(_EVENT_KEYS[kind])}")
    if kind == "game_over":
        return GameOver(_ints(data["totals"], "totals", 4),
                        tuple(_seat(s, "a winner") for s in _ints(data["winners"], "winners")))
    round_no = read_int(data["round_no"], "round_no")
    if kind == "redealt":
        reason = RedealReason(RedealKind(data["reason"]), Redeal(data["form"]))
        return Redealt(round_no, _seat(data["dealer"]), _seat(data["seat"]), reason)
    if kind == "dealt":
        return Dealt(round_no, _seat(data["dealer"]))
    if kind == "called":
        return Called(round_no, _seat(data["seat"]), read_int(data["call"], "call"))
    if kind == "played":
        return Played(round_no, read_int(data["trick_no"], "trick_no"), _seat(data["seat"]),
                      read_card(data["card"]))
    if kind == "trick_won":
        cards = data["cards"]
        if not isinstance(cards, list) or len(cards) != 4:
            raise ValueError("a trick is four (seat, card) pairs")
        plays = tuple(_play(pair) for pair in cards)
        return TrickWon(round_no, read_int(data["trick_no"], "trick_no"), _seat(data["seat"]),
                        plays)
    return RoundScored(round_no, _ints(data["calls"], "calls", 4),
                       _ints(data["tricks"], "tricks", 4), _ints(data["scores"], "scores", 4),
                       _ints(data["totals"], "totals", 4))


def _play(pair: object) -> tuple[int, Card]:
    if not isinstance(pair, list) or len(pair) != 2:
        raise ValueError("a play is [seat, card]")
    return _seat(pair[0]), read_card(pair[1])


def events_to_json(events: list[Event] | tuple[Event, ...]) -> list[Record]:
    return [event_to_json(e) for e in events]


def events_text(events: list[Event] | tuple[Event, ...]) -> str:
    """`events_to_json(events)` as JSON text."""
    return to_text(events_to_json(events))


@lru_cache(maxsize=64)
def _rules_text(rules: HouseRules) -> str:
    return to_text(rules.to_dict())


@lru_cache(maxsize=4096)
def _cards_text(mask: int) -> str:
    """The cards of a mask (a hand, the cards a seat may play) as JSON text; a hand is the
    same for three moves in four, so most are found here already."""
    # a card's code is plain ASCII ("10H"): nothing in it to escape
    codes = '","'.join([c.code for c in cards_of(mask)])
    return f'["{codes}"]' if codes else "[]"


def _pairs_of(plays: Iterable[tuple[int, Card]]) -> list[list[object]]:
    return [[seat, card.code] for seat, card in plays]


@lru_cache(maxsize=1024)
def _completed_text(completed: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...]) -> str:
    """A round's finished tricks as JSON text (the same for four moves in a row)."""
    return to_text([[lead, _pairs_of(plays), win] for lead, plays, win in completed])


def _number(value: int | None) -> str:
    return "null" if value is None else str(value)


def _numbers(values: Iterable[int | None]) -> str:
    return "[" + ",".join([_number(v) for v in values]) + "]"


def seat_views_text(game: Game, seats: list[int]) -> list[str]:
    """The view of each of `seats` as JSON text, byte for byte `to_text(game.view(seat)
    .to_dict())`. All but a seat's number, hand and legal cards is the same for every seat,
    so that part is written once a move, not once a seat, and a hand unchanged since the
    last move is not written again: a move's frames to four guests cost little more than
    one."""
    if not seats:
        return []
    v = game.view(seats[0])
    rnd = game.round
    # whole numbers, nulls and card codes only: written as JSON writes them, by hand
    head = (f'"round_no":{v.round_no},"dealer":{v.dealer},"phase":"{v.phase!s}",'
            f'"turn":{_number(v.turn)}')
    trick = ",".join([f'[{seat},"{card.code}"]' for seat, card in v.trick])
    scores = ",".join([_numbers(r) for r in v.round_scores])
    middle = (f'"calls":{_numbers(v.calls)},"tricks_won":{_numbers(v.tricks_won)},'
              f'"leader":{_number(v.leader)},"trick":[{trick}],'
              f'"completed":{_completed_text(v.completed)},"totals":{_numbers(v.totals)},'
              f'"round_scores":[{scores}]')
    rules = _rules_text(v.rules)
    return [f'{{"seat":{seat},"rules":{rules},{head},"hand":{_cards_text(rnd.hands[seat])},'
            f'{middle},"legal":{_cards_text(rnd.legal_mask(seat))}}}' for seat in seats]


def view_from_json(data: object) -> SeatView:
    """A seat's view from its JSON (SeatView.to_dict); ValueError if it is not one."""
    if not isinstance(data, dict):
        raise ValueError("a view is a JSON object")
    return SeatView.from_dict(data)


__all__ = ["Record", "read_int", "read_card", "read_rules", "reason_to_json", "event_to_json",
           "event_from_json", "events_to_json", "view_from_json", "to_text", "events_text",
           "seat_views_text"]
