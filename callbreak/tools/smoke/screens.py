"""The window and what the player sees in it: the first menu frame (timed from the start of
the process), and every scene of the app built and drawn for two frames."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable
from typing import Any

from .clock import process_age
from .report import Report


def module_exists(name: str) -> bool:
    """True when the module is there to import (an import error inside it still fails)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # the parent package is missing
        return False


def frame(app: Any, dt: float = 1 / 60) -> None:
    """One frame as App.run() makes it: time, then drawing, then the flip."""
    import pygame

    app.step(dt)
    app.render()
    pygame.display.flip()


def first_menu_frame(app: Any, report: Report) -> str:
    """The frame a player sees first, as App.run() draws it; timed from process start."""
    import pygame

    app.scenes.push(app.main_menu())
    app.step(0.0)
    app.render()
    pygame.display.flip()
    report.first_frame, report.clock = process_age()
    return f"{report.first_frame:.2f} s after {report.clock}"


def scene_factories(app: Any, report: Report,
                    finished: Any) -> list[tuple[str, Callable[[], Any]]]:
    """Every scene the app has, as (name, build). `finished` is a game that is over (for the
    final scorecard). Screens not written yet are noted, not failed."""
    from callbreak.app import menu
    from callbreak.engine import Game

    factories: list[tuple[str, Callable[[], Any]]] = [("main menu", app.main_menu)]
    for name, (module, cls) in getattr(menu, "SCREENS", {}).items():
        if module_exists(module):
            factories.append((f"{name} screen", lambda m=module, c=cls: getattr(
                importlib.import_module(m), c)(app)))
        else:
            report.notes.append(f"the {name} screen ({module}) is not built yet")
    if module_exists("callbreak.app.screens.ui"):
        from callbreak.app.screens import ui

        if hasattr(ui, "ConfirmScene"):
            factories.append(("confirm dialog", lambda: ui.ConfirmScene(
                app, "Reset the statistics?", lambda: None)))
    from callbreak.app.pause import PauseScene
    from callbreak.app.results import RoundResultScene, ScorecardScene
    from callbreak.app.table import TableScene

    def paused() -> Any:
        table = TableScene(app, Game(seed="smoke-pause"))
        app.scenes.push(table)  # the overlay is drawn over it
        return PauseScene(app, table)

    factories += [("table", lambda: TableScene(app, Game(seed="smoke-scenes"))),
                  ("pause overlay", paused),
                  ("round result", lambda: RoundResultScene(app, finished, lambda: None)),
                  ("final scorecard", lambda: ScorecardScene(app, finished))]
    return factories


def draw_scenes(app: Any, report: Report, finished: Any) -> str:
    """Build each scene, show it for two frames, go back to the menu."""
    names, drawn = [], set()
    for name, build in scene_factories(app, report, finished):
        app.scenes.reset(app.main_menu())
        app.scenes.push(build())
        drawn.add(type(app.scenes.top).__name__)
        frame(app)
        frame(app)
        names.append(name)
    app.scenes.reset(app.main_menu())
    for missed in sorted(all_scene_classes() - drawn - {"PlaceholderScene"}):
        report.notes.append(f"the scene {missed} is not drawn by the smoke test yet")
    return ", ".join(names) + " drawn"


def all_scene_classes() -> set[str]:
    """The names of every Scene subclass in callbreak.app (to notice a new one)."""
    import callbreak.app
    from callbreak.app.scene import Scene

    for info in pkgutil.walk_packages(callbreak.app.__path__, "callbreak.app."):
        importlib.import_module(info.name)
    found, todo = set(), [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("callbreak.app.") and sub.__name__ not in found:
                found.add(sub.__name__)
                todo.append(sub)
    return found
