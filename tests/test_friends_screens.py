"""The friends' screens that need a table hosted (the host's lobby, a guest's lobby, a
guest's table with the friends' names at their seats), at three window sizes in three
languages: no line leaves its panel or the window, no two lines overlap. The other friends'
screens are in the walk of every screen (tests/screenkit.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from screenkit import LANGUAGES, SIZES, looks
from test_friends import LOOPBACK_ONLY, seen, table_of, until

from callbreak.app.friends.flow import join_table, keep_name
from callbreak.app.shell.context import App
from callbreak.app.shell.input import CONFIRM, Intent
from callbreak.app.wiring import make_app
from callbreak.store import Store
from callbreak.words import tr


def window(folder: Path, size: tuple[int, int], language: str, name: str) -> App:
    store = Store.open(folder / "config", folder / "data", False)
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store,
                   net=LOOPBACK_ONLY)
    app.change_settings(language=language, level="easy")
    keep_name(app, name)
    app.scenes.push(app.routes.main_menu())
    return app


@pytest.mark.parametrize(("size", "language", "percent"), looks(
    (size, language, percent) for size, percent in [(size, 100) for size in SIZES]
    + [((1024, 640), 150)]  # larger text in the smallest window
    for language in LANGUAGES))
def test_the_lobbies_and_a_friends_table_keep_their_words_apart_and_inside(
        size: tuple[int, int], percent: int, language: str, tmp_path: Path) -> None:
    host = window(tmp_path / "host", size, language, "Asha")
    guest = window(tmp_path / "guest", size, language, "Bikash")
    for app in (host, guest):
        app.change_settings(text_size=percent)
    faults: dict[str, list[str]] = {}

    def look(app: App, screen: str) -> None:
        for fault in seen(app).problems():
            faults.setdefault(fault, []).append(screen)

    try:
        host.scenes.push(host.routes.friends("host"))
        host.feed(Intent(CONFIRM))  # Open the table
        link = host.scenes.top.link
        until(lambda: link.seated, host, what="the host's lobby")
        address = f"127.0.0.1:{link.hosting.port}"
        # the Join screen's last step: the code typed (test_friends types it all)
        guest.scenes.push(guest.routes.friends("lobby", join_table(
            guest, address, link.code, "Bikash")))
        until(lambda: seen(host).has("Bikash") and guest.scenes.top.link.seated,
              host, guest, what="the guest in both lobbies")
        look(host, "the host's lobby")
        look(guest, "a guest's lobby")
        assert seen(guest).has(tr("Waiting for {name} to start", name="Asha"))
        host.feed(Intent(CONFIRM))  # Start
        until(lambda: table_of(guest) is not None and len(table_of(guest).table.hand) == 13,
              host, guest, what="the deal")
        look(guest, "a guest's table")
        assert seen(guest).has("Asha") and seen(host).has("Bikash")
    finally:
        guest.close()
        host.close()
    assert not faults, "\n".join(f"{', '.join(s)}: {fault}" for fault, s in faults.items())
