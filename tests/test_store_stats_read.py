"""The statistics file read back after a restart, the parts beside the figures: the coach's
figures waiting for their games to end (a damaged round number left out, the rest kept) and
whether the first-game lesson was offered."""

from __future__ import annotations

import json

from callbreak.store import Store


def test_the_coachs_waiting_figures_come_back_and_a_round_no_game_has_is_left_out(
        tmp_path) -> None:
    (tmp_path / "d").mkdir()
    waiting = {"41": {"0": 5, "9": 7, "10": 3, "٣": 4, "x": 1, "2": "many", "3": -1}}
    (tmp_path / "d" / "stats.json").write_text(json.dumps({"version": 1,
                                                           "coach_waiting": waiting}))
    stats = Store.open(tmp_path / "c", tmp_path / "d").stats
    assert stats.coach_waiting == {"41": {0: 5, 9: 7}}


def test_the_lesson_offered_is_remembered_across_a_restart(tmp_path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d")
    assert not store.stats.lesson_offered
    store.record_lesson_offered()
    assert store.close()
    assert Store.open(tmp_path / "c", tmp_path / "d").stats.lesson_offered is True
    (tmp_path / "d" / "stats.json").write_text(json.dumps({"version": 1,
                                                           "lesson_offered": "yes"}))
    assert Store.open(tmp_path / "c", tmp_path / "d").stats.lesson_offered is False
