"""A player that asks a bot server over HTTP (the Bhoos protocol), so the arena can seat any
bot that speaks it, ours included."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from callbreak.engine import Card, SeatView

from .bhoos import parse_card, request_from_view


class RemotePlayer:
    def __init__(self, url: str, timeout: float = 10.0) -> None:
        self.url = url.rstrip("/")
        self.level = url
        self.timeout = timeout

    def _post(self, path: str, body: dict[str, Any]) -> object:
        data = json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=self.timeout) as resp:
            return json.loads(resp.read())["value"]

    def choose_call(self, view: SeatView) -> int:
        value = self._post("/bid", request_from_view(view))
        if not isinstance(value, int):
            raise ValueError(f"{self.url} answered a bid that is not a number: {value!r}")
        return value

    def choose_card(self, view: SeatView) -> Card:
        return parse_card(self._post("/play", request_from_view(view)))
