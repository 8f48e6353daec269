"""Whether the first-game lesson is still to be offered: on a player's first start (a store
with no round played yet), until the offer has been answered once, Yes or Not now. The
answer is kept in the settings (`lesson_offered`), so it is never asked again."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..context import App


def lesson_due(app: App) -> bool:
    """The lesson is to be offered: a player's folders (not a test's app without them), the
    offer never answered, no round ever played."""
    store = app.store
    return store is not None and not app.settings.lesson_offered and store.stats.rounds == 0


def remember_offered(app: App) -> None:
    """The offer was answered: never again."""
    if not app.settings.lesson_offered:
        app.change_settings(lesson_offered=True)
