"""The series of a friends' table: each game it has played to the end, with each seat's
name and total, and the games each player has won (ties share the win). The table keeps it
across games (`again`) and in its save; every guest gets it in `welcome`, `state` and
`series` frames (docs/protocol.md). No sockets, no clock."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_GAMES = 200  # a table's series keeps its last games; the games won count them all


def _ints(value: object, what: str, length: int | None = None) -> tuple[int, ...]:
    if not isinstance(value, list) or (length is not None and len(value) != length) or \
            any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        raise ValueError(f"{what}: a list of whole numbers")
    return tuple(value)


@dataclass(frozen=True)
class SeriesGame:
    """One finished game: each seat's name and total (tenths), and the winning seats."""

    names: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"names": list(self.names), "totals": list(self.totals),
                "winners": list(self.winners)}

    @classmethod
    def from_json(cls, data: object) -> SeriesGame:
        if not isinstance(data, dict) or set(data) != {"names", "totals", "winners"}:
            raise ValueError("a series game has names, totals and winners")
        names = data["names"]
        if not isinstance(names, list) or len(names) != 4 or \
                not all(isinstance(n, str) for n in names):
            raise ValueError("a series game names four seats")
        winners = _ints(data["winners"], "winners")
        if not winners or any(not 0 <= w < 4 for w in winners):
            raise ValueError("a series game's winners are seats")
        return cls(tuple(names), _ints(data["totals"], "totals", 4), winners)


class Series:
    """The games a table has played, oldest first, and the wins of each name."""

    def __init__(self, games: list[SeriesGame] | None = None,
                 won: dict[str, int] | None = None) -> None:
        self.games = list(games or [])
        self._won = dict(won) if won is not None else {}
        if won is None:
            for game in self.games:
                self._count(game)

    def __len__(self) -> int:
        return len(self.games)

    def add(self, names: tuple[str, ...] | list[str], totals: tuple[int, ...] | list[int],
            winners: tuple[int, ...] | list[int]) -> SeriesGame:
        game = SeriesGame(tuple(names), tuple(totals), tuple(winners))
        self.games = [*self.games, game][-MAX_GAMES:]
        self._count(game)
        return game

    def _count(self, game: SeriesGame) -> None:
        for seat, name in enumerate(game.names):
            self._won[name] = self._won.get(name, 0) + (seat in game.winners)

    def won(self) -> list[tuple[str, int]]:
        """Each player's games won: the last game's seats first, then anyone before."""
        last = list(self.games[-1].names) if self.games else []
        order = last + [n for n in self._won if n not in last]
        return [(n, self._won[n]) for n in order]

    def to_json(self) -> dict[str, Any]:
        """On the wire and in the save: the games kept, and every player's wins."""
        return {"games": [g.to_json() for g in self.games],
                "won": [[n, w] for n, w in self.won()]}

    @classmethod
    def from_json(cls, data: object) -> Series:
        if not isinstance(data, dict) or set(data) != {"games", "won"} or \
                not isinstance(data["games"], list) or not isinstance(data["won"], list):
            raise ValueError("a series has games and wins")
        games = [SeriesGame.from_json(g) for g in data["games"]]
        won: dict[str, int] = {}
        for pair in data["won"]:
            if not isinstance(pair, list) or len(pair) != 2 or not isinstance(pair[0], str) \
                    or isinstance(pair[1], bool) or not isinstance(pair[1], int) or pair[1] < 0:
                raise ValueError("a player's wins: [name, games]")
            won[pair[0]] = pair[1]
        return cls(games, won)


__all__ = ["Series", "SeriesGame", "MAX_GAMES"]
