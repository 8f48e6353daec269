"""The coach from the command line: your calls and cards judged, round by round, the same
lines the round review shows, the same every time.

    python -m callbreak.tools.coach_cli GAME.json             # a saved game or last-game.json
    python -m callbreak.tools.coach_cli --deal 1QD0E-CK9KP --as medium
    python -m callbreak.tools.coach_cli GAME.json --round 2 --language ne

A game file is the store's (`game.json`, the game in progress, or `last-game.json`, the
last finished one), read by the store's own reader; you are seat 0. With `--deal`, seat 0
is played by the computer level `--as` and the others by `--against`, every search level
on a deal budget so the game is the same every time, then seat 0's play is judged.
Without `--round`, every finished round is (a round still in play, when named, is judged
as far as it went). Each line: the decision, your choice, Expert's, the verdict, what it
cost and why; then the round's summary.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from callbreak.ai import make_player
from callbreak.ai.coach import analyse_round
from callbreak.ai.playout import play_game, player_seed
from callbreak.engine import DealCodeError, Game, game_from_code
from callbreak.levels import LEVELS
from callbreak.store.savegame import UnusableSave, decode
from callbreak.words import LANGUAGES, set_language, tr
from callbreak.words.coach_words import RoundAnalysis, decision_parts, summary

PLAY_DEALS = 64  # the search levels' deal budget when they play a game for `--deal`
GAP = 2  # spaces between the columns


def load_game(path: Path) -> Game:
    """A game from a store's game file; ValueError with a plain message if it is not one."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path} is not a saved game (not JSON)") from exc
    try:
        return decode(doc).game
    except UnusableSave as exc:
        raise ValueError(f"{path} is not a game Callbreak can read: {exc}") from exc


def played_game(code: str, level: str, against: str, rounds: int | None) -> Game:
    """The game of deal code `code` played by `level` at seat 0 and `against` elsewhere,
    to its end or to the end of round `rounds`."""
    dealt = game_from_code(code)
    seed = dealt.seed
    assert isinstance(seed, int)
    players = [make_player(lvl, player_seed(seed, s), max_deals=PLAY_DEALS)
               for s, lvl in enumerate((level, against, against, against))]
    return play_game(players, seed, dealt.rules, rounds=rounds)


def lines(analysis: RoundAnalysis) -> list[str]:
    """The round's heading, a line for each decision and the summary."""
    out = [tr("Round {n}", n=analysis.round_no + 1)]
    rows = [decision_parts(d) for d in analysis.decisions]
    # each column as wide as its widest entry in any language; the reason last, as it is
    widths = [max(len(row[i]) for row in rows) + GAP for i in range(5)] if rows else []
    for *cols, why in rows:
        out.append("  " + "".join(c.ljust(w) for c, w in zip(cols, widths)) + why)
    out.append("  " + summary(analysis))
    return out


def finished_rounds(game: Game) -> list[int]:
    return list(range(len(game.round_scores)))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m callbreak.tools.coach_cli",
                                 description="Your calls and cards judged by the coach.")
    ap.add_argument("game", nargs="?", type=Path, help="a saved game.json or last-game.json")
    ap.add_argument("--deal", help="a deal code: seat 0 played by the level --as")
    ap.add_argument("--as", dest="level", choices=LEVELS, default="medium")
    ap.add_argument("--against", choices=LEVELS, default="medium")
    ap.add_argument("--round", type=int, help="judge this round only (1 is the first)")
    ap.add_argument("--language", choices=LANGUAGES, default="en")
    args = ap.parse_args(argv)
    if (args.game is None) == (args.deal is None):
        ap.error("give a game file or --deal CODE (one of them)")
    if args.round is not None and args.round < 1:
        ap.error("--round counts from 1")
    set_language(args.language)
    try:
        if args.deal is not None:
            game = played_game(args.deal, args.level, args.against, args.round)
        else:
            game = load_game(args.game)
    except (ValueError, DealCodeError) as exc:
        print(f"callbreak coach: {exc}", file=sys.stderr)
        return 2
    if args.round is not None:
        if args.round > len(game.rounds):
            print(f"callbreak coach: this game has {len(game.rounds)} round(s) so far, "
                  f"not {args.round}", file=sys.stderr)
            return 2
        rounds = [args.round - 1]
    else:
        rounds = finished_rounds(game)
    for round_no in rounds:
        print("\n".join(lines(analyse_round(game, round_no, 0))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
