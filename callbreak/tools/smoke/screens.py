"""The window and what the player sees in it: the first menu frame (timed from the start of
the process), and every scene of the app built and drawn for two frames."""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

from .clock import process_age
from .offline import friends_factories
from .report import Report, to_act


def frame(app: Any, dt: float = 1 / 60) -> None:
    """One frame as App.run() makes it: time, then drawing, then the flip."""
    import pygame

    app.step(dt)
    app.render()
    pygame.display.flip()


def first_menu_frame(app: Any, report: Report) -> str:
    """The frame a player sees first, as App.run() draws it; timed from process start."""
    import pygame

    app.scenes.push(app.routes.main_menu())
    app.step(0.0)
    app.render()
    pygame.display.flip()
    report.first_frame, report.clock = process_age()
    return f"{report.first_frame:.2f} s after {report.clock}"


def scene_factories(app: Any, report: Report,
                    finished: Any) -> list[tuple[str, Callable[[], Any]]]:
    """Every scene the app has, as (name, build). `finished` is a game that is over (for the
    final scorecard). Screens not written yet are noted, not failed."""
    from callbreak.app.table import Stage, TableSession, scene_for
    from callbreak.app.wiring import SCREENS
    from callbreak.engine import Game
    from callbreak.store import SavedGame

    routes = app.routes
    factories: list[tuple[str, Callable[[], Any]]] = [("main menu", routes.main_menu)]
    for name in SCREENS:
        factories.append((f"{name} screen", functools.partial(routes.screen, name)))
    factories.append(("confirm dialog",
                      lambda: routes.confirm("Reset the statistics?", lambda: None)))
    factories.append(("saved game question", lambda: routes.replace_saved(
        SavedGame(Game(seed="smoke-saved"), "hard"), "Start a new game?", lambda: None,
        "New game")))

    def session(calls: int = 0) -> Any:
        """A game at the table, `calls` calls into its first round (0: being dealt)."""
        game = Game(seed="smoke-scenes")
        for _ in range(calls):
            game.call(to_act(game), 2)
        return TableSession(app, game, "easy")

    def over_table(make: Callable[[Any], Any]) -> Callable[[], Any]:
        def build() -> Any:
            table = session()
            app.scenes.push(scene_for(app, table))  # the overlay is drawn over it
            return make(table)
        return build

    def table_at(calls: int) -> Callable[[], Any]:
        return lambda: scene_for(app, session(calls))

    factories += [(f"table ({stage.value})", table_at(calls))
                  for stage, calls in ((Stage.DEAL, 0), (Stage.CALLING, 1), (Stage.PLAY, 4))]
    factories += [("pause overlay", over_table(routes.pause)),
                  ("scorecard", over_table(lambda t: routes.scoresheet(t.game, ""))),
                  ("round review", lambda: routes.review(finished, 0)),
                  ("deal code entry", routes.code_entry),
                  ("round result", lambda: routes.round_result(finished, lambda: None)),
                  ("final scorecard", lambda: routes.scorecard(finished, "easy", None)),
                  ("lesson offer", routes.lesson_offer),
                  ("first-game lesson", routes.lesson),
                  # friends: the screens before anything listens or looks for tables, then
                  # those that meet the network, drawn without it (`offline`)
                  ("play with friends", lambda: routes.friends("start")),
                  ("host a table", lambda: routes.friends("host"))]
    return factories + friends_factories(app)


def draw_scenes(app: Any, report: Report, finished: Any) -> str:
    """Build each scene, show it for two frames, go back to the menu."""
    names, drawn = [], set()
    for name, build in scene_factories(app, report, finished):
        app.scenes.reset(app.routes.main_menu())
        app.scenes.push(build())
        drawn.add(type(app.scenes.top).__name__)
        frame(app)
        frame(app)
        names.append(name)
    app.scenes.reset(app.routes.main_menu())
    for missed in sorted(all_scene_classes() - drawn - {"PlaceholderScene", "TableScene"}):
        report.notes.append(f"the scene {missed} is not drawn by the smoke test yet")
    return ", ".join(names) + " drawn"


def all_scene_classes() -> set[str]:
    """The names of every Scene subclass in callbreak.app (to notice a new one)."""
    import callbreak.app
    from callbreak.app.shell.scene import Scene

    for info in pkgutil.walk_packages(callbreak.app.__path__, "callbreak.app."):
        importlib.import_module(info.name)
    found, todo = set(), [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("callbreak.app.") and sub.__name__ not in found:
                found.add(sub.__name__)
                todo.append(sub)
    return found
