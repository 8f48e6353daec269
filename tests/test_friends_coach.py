"""The coach at a friends' table, over a real table server and a real guest's connection on
127.0.0.1 (two game windows, as in test_friends.py): the guest's coach looks at the round
as it ends, the host's when its review is opened (its coach turned on late), and each
window's review shows the coach's verdicts on its own person's call and cards,
the guest's the very analysis the host's real game gives for the guest's seat, while every
frame the guest received, during the round and while its coach worked, holds no card of
another seat's hand before it was played (netkit's leak check). Nothing of it is kept."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from netkit import held_cards, leaks
from proc_util import COACH_PATIENCE
from test_coach_review import SUMMARIES, VERDICTS, coach_rows, wait_for_words
from test_friends import act, seated, table_of, window

from callbreak.ai.coach import analyse_round
from callbreak.app.coach.coaching import choices
from callbreak.app.look import probe
from callbreak.app.shell.context import App
from callbreak.app.shell.input import CONFIRM, REVIEW, Intent
from callbreak.app.shell.thinker import Thinker
from callbreak.engine import Game
from callbreak.net import client as net_client
from callbreak.net.protocol import events_to_json
from callbreak.words.coach_words import RoundAnalysis

pytestmark = pytest.mark.timeout(3 * COACH_PATIENCE)  # two waits for the coach, at nice 19

Frame = dict


@pytest.fixture
def received(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[int, list[Frame]]]:
    """Every frame each window's connection handed its window, in order, by connection,
    and every frame each window sent (under the key -id)."""
    got: dict[int, list[Frame]] = {}
    poll, send = net_client.ThreadedClient.poll, net_client.ThreadedClient.send

    def polled(self: net_client.ThreadedClient) -> list[Frame]:
        frames = poll(self)
        got.setdefault(id(self), []).extend(frames)
        return frames

    def sent(self: net_client.ThreadedClient, frame: Frame) -> None:
        got.setdefault(-id(self), []).append(frame)
        send(self, frame)

    monkeypatch.setattr(net_client.ThreadedClient, "poll", polled)
    monkeypatch.setattr(net_client.ThreadedClient, "send", sent)
    yield got


def at_result(app: App) -> bool:
    return type(app.scenes.top).__name__ == "RoundResultScene"


def analysis(app: App) -> RoundAnalysis | None:
    return app.coaching.state(table_of(app).session.game, 0).analysis


@pytest.fixture
def coached_windows(tmp_path: Path) -> Iterator[tuple[App, App]]:
    """test_friends' two windows (a host, a guest), each with the coach on: the computer
    players answer at once, the coach is the real one, in a thread."""
    host, guest = window(tmp_path / "host"), window(tmp_path / "guest")
    for app in (host, guest):
        app.thinker = Thinker("inline", coach="thread")
    try:
        yield host, guest
    finally:
        for app in (guest, host):
            app.close()  # leaves the table; the host stops hosting
            app.thinker.close()


@pytest.mark.slow  # three whole analyses of a round (about 25 s of a core); the views
# themselves are checked on every run by test_friends_coach_views.py
def test_each_window_is_coached_on_its_own_seat_from_what_it_was_sent(
        coached_windows: tuple[App, App], received: dict[int, list[Frame]]) -> None:
    host, guest, code = seated(coached_windows)
    # the host's coach is off for the round (two coaches' threads in one test process would
    # share one worker's link); it is turned on for the review, which then asks for it
    host.change_settings(coach=False)
    host.feed(Intent(CONFIRM))  # Start
    deadline = time.monotonic() + COACH_PATIENCE
    said: list[str] = []  # what the guest's round result said of the coach meanwhile
    while not (all(map(at_result, (host, guest))) and analysis(guest)):
        assert time.monotonic() < deadline, "the round or the guest's analysis never came"
        for app in (host, guest):
            app.step(0.05)
            act(app, results=False)
        if at_result(guest):
            guest.render()
            said += [line for line in probe.capture(guest).lines()
                     if "coach" in line and line not in said]
        time.sleep(0.002)
    assert any(line.startswith("The coach") for line in said), said
    assert analysis(host) is None and host.thinker.coach.jobs == 0

    server = table_of(host).session.link.hosting.server
    truth = Game.from_json(server.call(lambda s: s.tables.get(code).game.to_json()))
    seat = table_of(guest).session.mirror.me
    found = analysis(guest)
    assert found is not None and found.seat == seat != table_of(host).session.mirror.me
    # the guest's own call and thirteen cards, as the host's game has them
    assert [d.chosen for d in found.decisions] == choices(truth, 0, seat)
    assert len(found.decisions) == 14
    # from its mirror, the very analysis the host's real game gives for the guest's seat
    assert found.to_dict() == analyse_round(truth, 0, seat).to_dict()
    assert_review_verdicts(guest)

    # the host's review asks for its own seat's analysis, with the progress line meanwhile
    host.change_settings(coach=True)
    host.feed(Intent(REVIEW))
    seen = wait_for_words(host, SUMMARIES)
    assert any(line.startswith("The coach") for line in seen), seen
    mine = analysis(host)
    assert mine is not None and mine.seat == table_of(host).session.mirror.me
    assert [d.chosen for d in mine.decisions] == choices(truth, 0, mine.seat)
    assert_review_verdicts(host)

    # no frame the guest received, in the round or while either coach worked, shows a card
    # of another seat before it was played; the guest asked nothing for its coach
    client = table_of(guest).session.link.client
    frames = received[id(client)]
    # the game as it is now: the table may have dealt the next round while the coaches worked
    now = Game.from_json(server.call(lambda s: s.tables.get(code).game.to_json()))
    held = held_cards(events_to_json(now.events))
    # and in a round dealt meanwhile, the guest's own cards not played yet are its to see
    held.setdefault((now.round_no, seat), set()).update(c.code for c in now.round.hand(seat))
    assert len(frames) > 30 and leaks(frames, seat, held) == []
    assert {f["type"] for f in received[-id(client)]} <= {"call", "card"}
    # nothing kept: a friends' game saves and counts nothing in either window's folders
    for app in (host, guest):
        store = app.store
        assert store is not None and store.load_game() is None
        assert store.load_last_game() is None and not store.stats.coach_waiting


def assert_review_verdicts(app: App) -> None:
    """The review is on the coach's page: a verdict word on each of your fourteen rows."""
    if type(app.scenes.top).__name__ != "RoundReviewScene":
        app.feed(Intent(REVIEW))  # R on the round's result
    rows = coach_rows(app)
    assert "Round 1: the coach" in rows, rows
    decided = {row: beside for row, beside in rows.items() if beside}
    assert len(decided) == 14, rows
    assert all(beside.split()[1] in VERDICTS for beside in decided.values())
