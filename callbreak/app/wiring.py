"""Where the app is built: every scene registered in the app's routes, the store opened.

This is the one module that knows all the scenes; scenes reach each other only through
`app.routes`, so none of them imports another and the app has no import cycle.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from callbreak.engine import Game, HouseRules
from callbreak.store import Store

from .friends.ask import AskScene
from .friends.final import FriendsFinalScene
from .friends.host import HostScene
from .friends.join import JoinScene
from .friends.lobby import LobbyScene
from .friends.place import NetPlace
from .friends.start import FriendsScene, continue_hosting, rejoin
from .lesson.offer import LessonOffer
from .lesson.scene import LessonScene
from .record.code_entry import CodeEntryScene
from .record.results import RoundResultScene, ScorecardScene
from .record.review import RoundReviewScene
from .record.scoresheet import ScoreSheetScene
from .screens.confirm import ConfirmScene
from .screens.howto import HowToScene
from .screens.menu import MainMenuScene
from .screens.pause import PauseScene
from .screens.saved_question import ReplaceSavedScene
from .screens.settings_scene import SettingsScene
from .screens.stats import StatsScene
from .shell.context import App
from .shell.scene import Scene
from .table import TableSession, scene_for

log = logging.getLogger(__name__)

SCREENS: dict[str, Callable[[App], Scene]] = {
    "settings": SettingsScene, "stats": StatsScene, "rules": HowToScene,
}


FRIENDS: dict[str, Callable[..., Scene]] = {
    "start": FriendsScene, "host": HostScene, "join": JoinScene, "lobby": LobbyScene,
    "ask": AskScene, "continue": continue_hosting, "rejoin": rejoin,
    "final": FriendsFinalScene, "again": HostScene,
}


def wire(app: App, net: NetPlace | None = None) -> App:
    """Fill in the app's routes with the real scenes (`net`: where the friends' tables
    meet the network; by default the window's, see NetPlace.for_window)."""
    routes = app.routes
    place = net if net is not None else NetPlace.for_window(app.headless)

    def table(game: Game, level: str, daily: str | None) -> Scene:
        return scene_for(app, TableSession(app, game, level, daily))

    def howto(rules: HouseRules | None = None) -> Scene:
        return HowToScene(app, rules=rules)

    routes.main_menu = lambda: MainMenuScene(app)
    routes.screen = lambda name: SCREENS[name](app)
    routes.code_entry = lambda: CodeEntryScene(app)
    routes.confirm = lambda question, on_yes, **words: ConfirmScene(app, question, on_yes,
                                                                    **words)
    routes.replace_saved = lambda saved, question, start, label: ReplaceSavedScene(
        app, saved, question, start, label)
    routes.howto = howto
    routes.table = table
    routes.table_scene = lambda session, stage: scene_for(app, session, stage)
    routes.round_result = lambda game, on_done, session=None: RoundResultScene(
        app, game, on_done, session)
    routes.scorecard = lambda game, level, daily: ScorecardScene(app, game, level, daily)
    routes.pause = lambda session: PauseScene(app, session)
    routes.scoresheet = lambda game, code: ScoreSheetScene(app, game, code)
    routes.review = lambda game, round_no: RoundReviewScene(app, game, round_no)
    routes.lesson = lambda: LessonScene(app)
    routes.lesson_offer = lambda: LessonOffer(app)
    routes.friends = lambda name, *args: FRIENDS[name](app, place, *args)
    return app


def make_app(*, net: NetPlace | None = None, **options: Any) -> App:
    """An app with every scene wired (the options are `App`'s; `net` as for `wire`)."""
    return wire(App(**options), net)


def open_store(config_dir: Path | None, data_dir: Path | None,
               reset_settings: bool) -> Store:
    """The player's store, writing on a thread of its own (the frame never waits). A
    folder that cannot be used becomes a notice inside the store, never an error here."""
    store = Store.open(config_dir, data_dir, reset_settings)
    store.start_writer()
    return store


def build(config_dir: Path | None, data_dir: Path | None, reset_settings: bool) -> App:
    """The game as the player starts it."""
    app = make_app(store=open_store(config_dir, data_dir, reset_settings))
    app.scenes.push(MainMenuScene(app, first_start=True))  # offers the lesson, the first time
    return app
