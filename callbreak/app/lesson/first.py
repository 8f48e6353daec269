"""Whether the first-game lesson is still to be offered: on a player's first start (a store
with no round ever played), until the offer has been answered once, Yes or Not now. The
answer is kept in the settings and with the player's record (the statistics), so a settings
file lost or damaged does not ask again, and neither does one of a player who has played
(their statistics remember a round, even after the figures are reset)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..shell.context import App


def lesson_due(app: App) -> bool:
    """The lesson is to be offered: a player's folders (not a test's app without them), the
    offer never answered, no round ever played."""
    store = app.store
    if store is None or app.settings.lesson_offered:
        return False
    record = store.stats
    return not record.lesson_offered and not record.ever_played


def remember_offered(app: App) -> None:
    """The offer was answered: never again."""
    if not app.settings.lesson_offered:
        app.change_settings(lesson_offered=True)
    if app.store is not None:
        app.store.record_lesson_offered()
