"""The first-game lesson's offer belongs with the player's record: a damaged or lost
settings file does not offer it again to a player who answered it, nor to one who has
played (their statistics remember it, even after the figures were reset). Real files: the
program started on the player's folders as `callbreak` starts it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

from screenkit import stocked_store  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import BACK, Intent  # noqa: E402
from callbreak.app.wiring import build  # noqa: E402

OFFER = "New to Call Break? Learn by playing one short round."


def started(folder: Path) -> App:
    return build(folder / "config", folder / "data", False)


def shown(app: App) -> str:
    return " ".join(probe.capture(app).lines())


def damage_settings(folder: Path) -> None:
    (folder / "config" / "settings.json").write_text('{"language": "ne", "lesson_of',
                                                     encoding="utf-8")


def offered(folder: Path) -> bool:
    app = started(folder)
    try:
        return OFFER in shown(app)
    finally:
        app.store.close()


def test_a_player_whose_figures_were_reset_is_not_offered_it_after_settings_are_damaged(
        tmp_path: Path) -> None:
    store = stocked_store(tmp_path)  # three games played
    store.save_settings(store.settings.with_(lesson_offered=True))
    store.reset_stats()  # Statistics, Reset: the figures go, the record of play stays
    store.close()
    damage_settings(tmp_path)
    assert not offered(tmp_path)
    assert (tmp_path / "config" / "settings.json.bad").is_file()  # the damage was met


def test_a_player_with_games_in_their_statistics_is_not_offered_it_after_settings_are_damaged(
        tmp_path: Path) -> None:
    stocked_store(tmp_path).close()
    damage_settings(tmp_path)
    assert not offered(tmp_path)


def test_an_answered_offer_is_not_made_again_when_the_settings_are_damaged_or_lost(
        tmp_path: Path) -> None:
    app = started(tmp_path)
    assert OFFER in shown(app)
    app.feed(Intent(BACK))  # Esc: Not now
    assert OFFER not in shown(app) and "New game" in shown(app)
    app.store.close()
    damage_settings(tmp_path)
    assert not offered(tmp_path)
    (tmp_path / "config" / "settings.json").unlink(missing_ok=True)  # gone altogether
    assert not offered(tmp_path)


def test_a_new_player_is_still_offered_it(tmp_path: Path) -> None:
    assert offered(tmp_path)
    assert offered(tmp_path)  # not answered (the window closed on it): asked again
