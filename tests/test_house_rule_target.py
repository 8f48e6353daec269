"""A house rule declared once (`engine.rules.HOUSE_RULES`), proven by a rule added through
it: a game to a target, 20 points. Settings shows its row and choices, How to play and the
friends' host and lobby say it (tests/test_screens_howto.py, test_net_discovery.py and
test_engine_dealcode.py hold it too), the game ends when it should, a saved game keeps it,
the Daily plays without it, and the rule is named in at most five files outside the tests
and the catalogues."""

from __future__ import annotations

import datetime
import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402
from test_friends import LOOPBACK_ONLY, seen, until  # noqa: E402

import callbreak  # noqa: E402
from callbreak.ai.playout import play_game  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import CONFIRM, DOWN, RIGHT, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import (  # noqa: E402
    GAME_OVER,
    PLAYING,
    ROUND_OVER,
    Game,
    GameOver,
    HouseRules,
    IllegalAction,
)
from callbreak.store import Store  # noqa: E402
from callbreak.store.daily import daily_game  # noqa: E402
from callbreak.words import set_language  # noqa: E402

ROOT = Path(callbreak.__file__).resolve().parent.parent
TARGET = 200  # 20 points, in tenths


def row_values(drawing: probe.Drawing, label: str) -> list[str]:
    """The words drawn on the line of `label`, right of it (a row's value)."""
    where = drawing.where(label)
    return [t.text for t in drawing.texts if t.rect.x > where.right
            and abs(t.rect.centery - where.centery) < where.height]


@pytest.mark.parametrize(("language", "label", "off", "on"), [
    ("en", "Play to a target", "Off", "20 points"),
    ("ne", "लक्ष्यसम्म खेल", "बन्द", "20 अङ्क"),
])
def test_settings_shows_the_target_row_and_its_choices(language, label, off, on) -> None:
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True)
    app.change_settings(language=language)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("settings")
    try:
        for _ in range(40):  # down the rows to the target's (the list scrolls to it)
            if app.scenes.top.focus_key() == "target":
                break
            app.feed(Intent(DOWN))
        assert off in row_values(probe.capture(app).top(), label)
        assert app.settings.rules == HouseRules()
        app.feed(Intent(RIGHT))
        d = probe.capture(app).top()
        assert on in row_values(d, label)
        assert app.settings.rules == HouseRules(target=20)
        assert not d.problems()
    finally:
        set_language("en")


def test_the_host_chooses_it_and_the_lobby_lists_it(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "config", tmp_path / "data", False)
    host = make_app(size=(1280, 720), headless=True, thinker="inline", instant=True,
                    store=store, net=LOOPBACK_ONLY)
    host.change_settings(level="easy", rules=HouseRules(rounds=10, target=20))
    host.scenes.push(host.routes.main_menu())
    try:
        host.scenes.push(host.routes.friends("host"))
        row = seen(host).find("Play to a target")  # one line: the label, then the choice
        assert len(row) == 1 and "20 points" in row[0].text
        host.feed(Intent(CONFIRM))  # Open the table
        until(lambda: seen(host).has("to 20 points"), host, what="the lobby's rules line")
        assert seen(host).has("10 rounds, calls 1 to 8, must beat, anticlockwise, to 20 points")
    finally:
        host.close()


def tricks_ahead(game: Game) -> tuple[int, ...]:
    """The tricks each seat will win this round when every card played is the first legal
    one (the play does not depend on the calls): the same round played on a copy."""
    copy = Game.from_json(game.to_json())
    for _ in range(4):
        copy.call(copy.turn, copy.rules.min_call)
    while copy.phase is PLAYING:
        copy.play(copy.turn, copy.view(copy.turn).legal[0])
    return copy.view(0).tricks_won


@settings(max_examples=examples(40), deadline=None)
@given(data=st.data())
def test_a_game_to_a_target_ends_after_the_first_round_that_reaches_it(data) -> None:
    """Scores of all sorts, drawn as each seat's call against the tricks it will win (one
    under to two over: made with extras, made exactly, missed): the game ends after the
    first round whose totals reach 20.0 (exactly 20.0 is enough), else after its last
    round; the top totals share the win; a saved game ends the same way."""
    rules = HouseRules(rounds=data.draw(st.sampled_from([3, 5, 10])), target=20,
                       max_call=data.draw(st.sampled_from([8, 13])),
                       big_call=data.draw(st.booleans()))
    game = Game(rules, seed=data.draw(st.integers(0, 2**32 - 1)))
    tops = []
    while True:
        won = tricks_ahead(game)
        for _ in range(4):
            call = won[game.turn] + data.draw(st.integers(-2, 1))
            game.call(game.turn, min(max(call, rules.min_call), rules.max_call))
        while game.phase is PLAYING:
            game.play(game.turn, game.view(game.turn).legal[0])
        tops.append(max(game.totals))
        if game.phase is GAME_OVER:
            break
        assert game.phase is ROUND_OVER and tops[-1] < TARGET
        game.next_round()
    assert all(top < TARGET for top in tops[:-1])
    assert tops[-1] >= TARGET or len(game.rounds) == rules.rounds
    assert game.winners == [s for s, t in enumerate(game.totals) if t == tops[-1]]
    assert isinstance(game.events[-1], GameOver)
    again = Game.from_json(game.to_json())
    assert again.phase is GAME_OVER and again.totals == game.totals
    assert len(again.rounds) == len(game.rounds) and again.rules.target == 20
    with pytest.raises(IllegalAction):
        again.next_round()


def test_computer_players_play_a_game_to_a_target_out() -> None:
    """Hard players (the search, which weighs the game in a round that may end it) finish
    a game to a target within its rounds."""
    game = play_game(["hard"] * 4, 7, HouseRules(rounds=10, target=20), max_deals=4)
    assert game.phase is GAME_OVER and len(game.rounds) <= 10
    assert max(game.totals) >= TARGET or len(game.rounds) == 10


def test_the_daily_plays_every_round_whatever_the_settings() -> None:
    assert daily_game(datetime.date(2026, 12, 5), HouseRules(target=20)).rules.target == 0


def test_a_saved_setting_keeps_the_target_and_a_bad_one_is_dropped(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store)
    app.change_settings(rules=HouseRules(rounds=10, target=20))
    app.close()
    again = Store.open(tmp_path / "c", tmp_path / "d", False)
    assert again.settings.rules == HouseRules(rounds=10, target=20)
    path = again.settings_path
    path.write_text(path.read_text().replace('"target": 20', '"target": 25'))
    assert Store.open(tmp_path / "c", tmp_path / "d", False).settings.rules == \
        HouseRules(rounds=10)


def test_the_rule_is_named_in_at_most_five_files_outside_tests_and_catalogues() -> None:
    """Adding a rule through the declaration: the declaration, where it bites, the rules'
    page (and the protocol's examples). Nothing else names its field."""
    in_code = re.compile(r'rules\.target\b|"target"')  # the field read, or declared
    in_docs = re.compile(r'`target`|"target"')  # the field named, or in a JSON example
    naming = sorted(
        str(p.relative_to(ROOT))
        for pattern, files in ((in_code, ROOT.glob("callbreak/**/*.py")),
                               (in_docs, [*ROOT.glob("docs/*.md"), ROOT / "README.md"]))
        for p in files if pattern.search(p.read_text(encoding="utf-8")))
    assert "callbreak/engine/rules.py" in naming and len(naming) <= 5, naming
