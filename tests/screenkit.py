"""Every screen of the game, reached as a player reaches it, for tests that read what is
drawn (no tests here).

`every_screen(app, store)` walks the app through each screen with real content (a store
with finished games, a game at the table, each How to play page, each Settings row) and
yields `(name, drawing, expected)` at each stop: the text probe's record of the frame and
the words the screen must show (the figures its model holds)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
from collections.abc import Iterable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402

from callbreak.app.coach.coaching import choices  # noqa: E402
from callbreak.app.friends.join import JoinScene  # noqa: E402
from callbreak.app.friends.place import NetPlace  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.record.code_entry import CodeEntryScene  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import CONFIRM, DOWN, LAST_TRICK, RIGHT, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules, format_tenths  # noqa: E402
from callbreak.net.discovery import FoundTable  # noqa: E402
from callbreak.net.protocol import PROTOCOL_VERSION  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.words import name  # noqa: E402
from callbreak.words.coach_words import CoachKind, CoachReason, Decision, RoundAnalysis, Verdict  # noqa: E402

SIZES = ((1024, 640), (1600, 900), (2560, 1440))
LANGUAGES = ("en", "ne", "hi")


def looks(combos: Iterable[tuple]) -> list[Any]:
    """Parameters for a test drawn in each look of `combos`: (size, language) or (size,
    language, text size) tuples. The README's command draws each size, each language and
    each text size at least once: every language at the tightest look (the smallest
    window, the largest text), then each other size in another language, then any text
    size not seen yet; the rest of the cross is marked slow, so CI's slow step still draws
    every look."""
    combos = list(combos)
    languages = list(dict.fromkeys(c[1] for c in combos))

    def room(c: tuple) -> tuple[int, int]:
        return c[0][0] * c[0][1], -(c[2] if len(c) > 2 else 0)

    tightest = min(map(room, combos))
    keep = [c for c in combos if room(c) == tightest]
    seen = {c[2:] for c in keep}
    others = [s for s in dict.fromkeys(c[0] for c in combos) if s != keep[0][0]]
    for i, size in enumerate(others, 1):
        lang = languages[i % len(languages)]
        options = [c for c in combos if c[0] == size and c[1] == lang] \
            or [c for c in combos if c[0] == size]
        pick = next((c for c in options if c[2:] not in seen), options[0])
        keep.append(pick)
        seen.add(pick[2:])
    missing = [c for c in combos if c[2:] not in seen]
    for i, extra in enumerate(dict.fromkeys(c[2:] for c in missing), 1):
        alike = [c for c in missing if c[2:] == extra]
        keep.append(next((c for c in alike if c[0] == keep[0][0]
                          and c[1] == languages[i % len(languages)]), alike[0]))
    return [pytest.param(*c, id="-".join(f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v)
                                         for v in c),
                         marks=() if c in keep else pytest.mark.slow) for c in combos]


def play_out(game: Game, rng: random.Random, store: Store | None = None,
             level: str = "medium", stop_round: int | None = None) -> Game:
    """Random legal play, recorded as the table records it, to the end of the game (or to
    the end of round `stop_round`)."""
    while game.phase != GAME_OVER:
        if game.phase == ROUND_OVER:
            if store is not None:
                store.record_round(game, level)
            if stop_round is not None and game.round_no >= stop_round:
                return game
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 4))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    if store is not None:
        store.record_game(game, level)
        store.save_last_game(game, level)
    return game


def stocked_store(folder: Path) -> Store:
    """A player's folders after a few games: statistics and a last game to look at."""
    store = Store.open(folder / "config", folder / "data", False)
    rng = random.Random(5)
    for seed, level in enumerate(("easy", "medium", "hard")):
        game = play_out(Game(HouseRules(rounds=3), seed=seed), rng, store, level)
        for round_no in range(3 if seed else 0):  # the coach judged the last two games
            store.record_coach_round(game, round_no, (7 * seed + 5 * round_no) % 23)
    return store


def coached(game: Game, round_no: int) -> RoundAnalysis:
    """A made-up analysis of your round `round_no` of `game` (it fits the round's calls and
    cards), with every verdict and every kind of reason, the longest sentences too."""
    chosen = choices(game, round_no)
    kinds = list(CoachKind)
    out = []
    for i, mine in enumerate(chosen):
        kind = kinds[i % len(kinds)]
        verdict = (Verdict.FINE, Verdict.INACCURACY, Verdict.MISTAKE)[i % 3]
        cost = (0, 6, 23)[i % 3]
        if isinstance(mine, int):
            reason = CoachReason(CoachKind.CALL_LOWER, call=max(1, mine - 1), p=71, q=38)
            out.append(Decision("call", None, mine, max(1, mine - 1), cost, verdict, reason))
            continue
        best = chosen[-1] if mine != chosen[-1] else chosen[1]
        reason = CoachReason(kind, card=best, high=chosen[1], call=3, n=1 + i % 2, p=64,
                             q=31, tenths=12)
        out.append(Decision("card", i - 1, mine, best, cost, verdict, reason))
    return RoundAnalysis(round_no, 0, tuple(out))


def frame(app: App) -> probe.Drawing:
    app.step(1 / 60)
    return probe.capture(app)


def totals_text(game: Game) -> list[str]:
    return [format_tenths(t) for t in game.totals]


def every_screen(app: App, store: Store | None
                 ) -> Iterator[tuple[str, probe.Drawing, list[str]]]:
    """Each screen in turn, as (name, what was drawn, the words it must show)."""
    routes = app.routes
    rng = random.Random(7)
    app.scenes.reset(routes.main_menu())
    yield "main menu", frame(app), []

    app.open_screen("settings")
    rows = 0
    yield "settings", frame(app), []
    for rows in range(1, 40):  # every row focused in turn (the list may scroll)
        app.feed(Intent(DOWN))
        yield f"settings row {rows}", frame(app), []
    app.scenes.reset(routes.main_menu())

    app.open_screen("stats")
    yield "statistics", frame(app), []
    # its pages of pictures: totals, calls, the coach, the daily (and with larger text the
    # level table's own page before them; at the usual size the last is drawn twice)
    for page in range(2, 7):
        app.feed(Intent(RIGHT))
        yield f"statistics page {page}", frame(app), []
    app.scenes.reset(routes.main_menu())

    app.scenes.push(CodeEntryScene(app))
    yield "deal code entry", frame(app), []
    app.scenes.reset(routes.main_menu())

    app.open_screen("rules")
    for page in range(12):
        yield f"how to play page {page + 1}", frame(app), []
        app.feed(Intent(RIGHT))
    app.scenes.reset(routes.main_menu())

    # the first-game lesson: its deal, your call, your first card (scripted, so the same)
    app.scenes.push(routes.lesson())
    yield "lesson being dealt", frame(app), []
    for _ in range(200):
        app.step(1 / 30)
    yield "lesson call", frame(app), []
    app.feed(Intent(CONFIRM))
    for _ in range(200):
        app.step(1 / 30)
    yield "lesson card", frame(app), []
    app.scenes.reset(routes.main_menu())

    # a game at the table: calling, then a trick in play, then overlays over it
    game = Game(HouseRules(rounds=3), seed=21)
    app.scenes.reset(routes.main_menu())
    app.scenes.push(routes.table(game, "easy", None))
    yield "table being dealt", frame(app), [name(s) for s in range(4)]
    for _ in range(200):
        app.step(1 / 30)
    drawing = frame(app)
    yield "table", drawing, [name(s) for s in range(4)]

    mid = play_out(Game(HouseRules(rounds=3), seed=33), rng, stop_round=1)
    app.scenes.reset(routes.main_menu())
    app.scenes.push(routes.table(mid, "easy", None))
    app.step(1 / 30)
    app.feed(Intent(LAST_TRICK))
    yield "table with the last trick", frame(app), []
    app.scenes.push(routes.pause(_session(app)))
    yield "pause", frame(app), []
    app.scenes.pop()
    app.scenes.push(routes.scoresheet(mid, ""))
    yield "scorecard in play", frame(app), totals_text(mid)
    app.scenes.pop()
    app.scenes.push(routes.round_result(mid, lambda: None))
    yield "round result", frame(app), []

    done = play_out(Game(HouseRules(rounds=3), seed=44), rng)
    app.scenes.reset(routes.main_menu())
    app.scenes.push(routes.scorecard(done, "easy", None))
    yield "final scores", frame(app), totals_text(done)
    app.scenes.reset(routes.main_menu())
    app.scenes.push(routes.review(done, 0))
    yield "round review", frame(app), []
    if app.store is not None:  # the coach has looked at the round: its page, then a trick
        analysis = coached(done, 1)  # its summary names the points given away
        app.store.keep_analysis(done, 1, analysis.to_dict())
        app.scenes.reset(routes.main_menu())
        app.scenes.push(routes.review(done, 1))
        yield "round review, the coach", frame(app), [format_tenths(analysis.gave_away)]
        for row in range(1, 14):
            app.feed(Intent(DOWN))
            yield f"round review, the coach's row {row}", frame(app), []
        app.feed(Intent(CONFIRM))  # to that trick: your label carries the verdict
        yield "round review, a trick judged", frame(app), []
        app.scenes.reset(routes.main_menu())
        analysis = coached(mid, 1)
        app.store.keep_analysis(mid, 1, analysis.to_dict())
        app.scenes.push(routes.round_result(mid, lambda: None))
        yield "round result with the coach's summary", frame(app), [
            format_tenths(analysis.gave_away)]

    # play with friends: its first screen, hosting's rules, joining (two tables heard
    # nearby, one of another version) and a line typed; the lobby and a friends' table are
    # drawn by tests/test_friends_screens.py (their address and port differ each run)
    app.scenes.reset(routes.main_menu())
    app.scenes.push(routes.friends("start"))
    yield "play with friends", frame(app), []
    app.scenes.push(routes.friends("host"))
    yield "host a table", frame(app), []
    app.scenes.reset(routes.main_menu())
    app.scenes.push(JoinScene(app, NetPlace(nearby=False, browse=HeardNearby)))
    yield "join a table", frame(app), ["Asha", "Bikash"]
    app.scenes.push(routes.friends("ask", "The table's code", "The host sees it in their "
                                   "lobby: four letters and digits.", "K7QX", lambda _: ""))
    yield "a line typed", frame(app), []
    app.scenes.reset(routes.main_menu())


class HeardNearby:
    """Two tables as discovery hears them: one to join, one of another version."""

    def tables(self) -> list[FoundTable]:
        return [FoundTable("a", "Asha", "127.0.0.1", 47474, PROTOCOL_VERSION,
                           HouseRules(rounds=3, big_call=True), 2, "hard"),
                FoundTable("b", "Bikash", "127.0.0.1", 47475, PROTOCOL_VERSION + 1)]

    def close(self) -> None:
        pass


def _session(app: App) -> object:
    """The table session under the top scene (the pause menu is opened over it)."""
    for scene in reversed(app.scenes.stack):
        session = getattr(scene, "session", None)
        if session is not None:
            return session
    raise AssertionError("no table on the scene stack")


def app_with(size: tuple[int, int], language: str, store: Store | None) -> App:
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.change_settings(language=language)
    return app
