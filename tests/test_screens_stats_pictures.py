"""The Statistics screen's pictures, read off the screen as a player reads them: games
played through the real store (and the coach's figures recorded as the review records them)
come back as the sentence under each picture, with the same numbers worked out here from the
games themselves; the picture's own words sit inside its panel; an empty picture says so
kindly; an old statistics file opens with empty pictures; the pages turn with the keys and
the mouse, and a still page asks for no frames."""

from __future__ import annotations

import datetime
import json
import os
import random
from decimal import ROUND_HALF_UP, Decimal

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, CONFIRM, DIGIT, LEFT, RIGHT, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules, format_tenths  # noqa: E402
from callbreak.store import Store, today  # noqa: E402

TOTALS, CALLS, COACH, DAILY = 2, 3, 4, 5  # the pages' tabs, by their numbers


def signed(tenths: int) -> str:
    return ("+" if tenths > 0 else "") + format_tenths(tenths)


def play_out(game, rng, store, level, daily=None):
    """Random legal play to the end, recorded as the table records it."""
    while game.phase != GAME_OVER:
        if game.phase == ROUND_OVER:
            store.record_round(game, level, daily)
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, rng.randint(1, 4))
        else:
            game.play(game.turn, rng.choice(list(game.view(game.turn).legal)))
    store.record_round(game, level, daily)
    store.record_game(game, level, daily)
    return game


def made(game) -> int:
    return sum(r.tricks_won[0] >= r.calls[0] for r in game.rounds)


def open_page(store, page, size=(1280, 720), language="en", text_size=100):
    app = make_app(size=size, headless=True, thinker="inline", instant=True, store=store)
    app.change_settings(language=language, text_size=text_size)
    app.scenes.push(app.routes.main_menu())
    app.open_screen("stats")
    app.step(1 / 60)
    app.feed(Intent(DIGIT, value=page))
    app.step(1 / 60)
    return app


def read(app) -> tuple[probe.Drawing, str]:
    """What the top scene drew, and all its lines as one text (a wrapped sentence read
    back whole)."""
    d = probe.capture(app).top()
    return d, " ".join(d.lines())


def page_panel(d: probe.Drawing, heading: str):
    (line,) = [t for t in d.texts if t.text == heading]
    return line.panel


@pytest.fixture
def games(tmp_path):
    """24 games of 3 rounds at three levels, played through a real store: the store and
    the games, oldest first."""
    store = Store.open(tmp_path / "c", tmp_path / "d")
    rng = random.Random(9)
    played = []
    for n in range(24):
        level = ("easy", "medium", "hard")[n % 3]
        played.append((play_out(Game(HouseRules(rounds=3), seed=300 + n), rng, store, level),
                       level))
    return store, played


def test_the_totals_picture_says_the_last_20_totals_and_draws_its_scale_in_its_panel(games):
    store, played = games
    totals = [game.totals[0] for game, _ in played][-20:]
    app = open_page(Store.open(store.config_dir, store.data_dir), TOTALS)  # read from the file
    d, text = read(app)
    listed = ", ".join(signed(t) for t in totals)
    assert f"Your last 20 games, oldest first: {listed}." in text
    mean = int((Decimal(sum(totals)) / 20).quantize(Decimal(1), ROUND_HALF_UP))  # (away from 0)
    assert f"Average {signed(mean)}, best {signed(max(totals))}, " \
           f"lowest {signed(min(totals))}." in text
    panel = page_panel(d, "Your total per game")
    scale = [signed(max(max(totals), 0)), "0"] + ([signed(min(totals))] if min(totals) < 0
                                                  else [])
    for words in scale + ["oldest", "latest", signed(totals[-1])]:
        assert any(t.text == words and panel.contains(t.rect) for t in d.texts), \
            f"{words!r} is not drawn in the picture's panel"
    assert not d.problems()


def test_calls_made_by_level_are_the_games_own_calls(games):
    store, played = games
    app = open_page(store, CALLS)
    d, text = read(app)
    panel = page_panel(d, "Calls made, by the computer players' level")
    for level, name in (("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")):
        rounds = 3 * sum(1 for _, lv in played if lv == level)
        calls = sum(made(game) for game, lv in played if lv == level)
        percent = (200 * calls + rounds) // (2 * rounds)
        figure = f"{percent}% ({calls} of {rounds})"
        assert f"{name}: {figure}" in text
        (bar_name,) = [t for t in d.texts if t.text == name]
        (bar_figure,) = [t for t in d.texts if t.text == figure  # on the name's row
                         and abs(bar_name.rect.centery - t.rect.centery) <= app.theme.px(1.5)]
        assert panel.contains(bar_name.rect) and panel.contains(bar_figure.rect)
    assert "Expert: not played yet" in text
    assert not d.problems()


def test_the_coach_picture_is_empty_until_a_game_is_judged_then_says_each_games_figure(
        games):
    store, played = games
    app = open_page(store, COACH)
    d, text = read(app)
    assert "The coach has not judged a game of yours yet." in text and not d.problems()
    # the review's figures for the last three games, recorded after they are over (the
    # analysis of a round may finish late); one round of the latest was never judged
    figures = {-3: [4, 10, 1], -2: [0, 0, 0], -1: [25, None, 8]}
    for back, rounds in figures.items():
        for round_no, given in enumerate(rounds):
            if given is not None:
                store.record_coach_round(played[back][0], round_no, given)
    app = open_page(Store.open(store.config_dir, store.data_dir), COACH)
    d, text = read(app)
    # per judged round, in tenths, halves away from zero: 15/3 = 0.5, 0, 33/2 = 16.5 -> 1.7
    assert "in your last 3 judged games, oldest first: 0.5, 0.0, 1.7." in text
    assert "The latest game: 1.7 a round; the one before: 0.0." in text
    assert "Lower is better." in text
    panel = page_panel(d, "Points the coach found you gave away, per round")
    assert any(t.text == "1.7" and panel.contains(t.rect) for t in d.texts)  # the latest bar
    assert not d.problems()


def test_the_daily_page_counts_the_days_finished_and_names_today(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d")
    rng = random.Random(4)
    for back in (0, 1, 2, 9, 31):  # 31 days ago is out of the picture
        day = (today() - datetime.timedelta(days=back)).isoformat()
        play_out(Game(HouseRules(rounds=3), seed=700 + back), rng, store, "hard", day)
    app = open_page(store, DAILY)
    d, text = read(app)
    assert "The Daily Challenge finished on 4 of the last 30 days." in text
    assert "Now 3 days in a row; the longest streak 3." in text
    panel = page_panel(d, "The Daily Challenge, day by day")
    for words in ("today", "29 days ago", "A tick: the Daily Challenge finished that day"):
        (line,) = [t for t in d.texts if t.text == words]
        assert panel.contains(line.rect)
    assert not d.problems()


def test_an_old_statistics_file_opens_with_kind_empty_pictures(tmp_path):
    data = tmp_path / "d"
    data.mkdir()
    (data / "stats.json").write_text(json.dumps({
        "version": 1, "games_played": 6, "games_won": 2, "rounds": 30, "calls_made": 20,
        "per_level": {"hard": {"games_played": 6, "rounds": 30, "calls_made": 20}}}))
    store = Store.open(tmp_path / "c", data)
    d, text = read(open_page(store, TOTALS))
    assert "Games finished before this version of Callbreak are counted" in text
    d, text = read(open_page(store, CALLS))  # calls by level were kept all along
    assert "Hard: 67% (20 of 30)" in text
    d, text = read(open_page(store, COACH))
    assert "The coach has not judged a game of yours yet." in text
    assert not store.notices


def test_pages_turn_with_the_keys_and_a_click_and_a_still_page_asks_for_no_frame(games):
    store, _ = games
    app = open_page(store, 1)
    headings = ["Games played", "Your total per game",
                "Calls made, by the computer players' level",
                "Points the coach found you gave away, per round",
                "The Daily Challenge, day by day"]
    for heading in headings:
        d, _ = read(app)
        assert d.has(heading) and not any(d.has(h) for h in headings if h != heading)
        assert app.scenes.top.frame_interval() is None
        app.feed(Intent(RIGHT))
        app.step(1 / 60)
    assert read(app)[0].has(headings[-1])  # the last page stays
    app.feed(Intent(LEFT))
    app.step(1 / 60)
    assert read(app)[0].has(headings[-2])
    d, _ = read(app)
    tab = d.where("Totals")  # the tab's name, "2  Totals"
    app.feed(Intent(CLICK, pos=tab.center))
    app.step(1 / 60)
    assert read(app)[0].has(headings[1])
    app.feed(Intent(BACK))
    app.step(1 / 60)
    assert len(app.scenes.stack) == 1  # the menu again


@pytest.mark.parametrize("size,language,text_size", [
    ((1024, 640), "ne", 100), ((1024, 640), "hi", 100), ((2560, 1440), "en", 100),
    ((1024, 640), "ne", 150), ((1024, 640), "hi", 125), ((1600, 900), "en", 150)])
def test_every_page_keeps_its_words_apart_and_inside(games, size, language, text_size):
    store, _ = games
    store.record_coach_round(games[1][-1][0], 0, 12)  # the coach's picture drawn too
    for day in range(3):
        play_out(Game(HouseRules(rounds=3), seed=900 + day), random.Random(day), store, "hard",
                 (today() - datetime.timedelta(days=day)).isoformat())
    for page in range(1, 7 if text_size > 100 else 6):
        d, _ = read(open_page(store, page, size, language, text_size))
        assert not d.problems(), (page, d.problems()[:3])


def test_larger_text_gives_the_level_table_a_page_of_its_own(games):
    store, played = games
    d, _ = read(open_page(store, 1, text_size=150))
    assert d.has("Games played") and d.has("Longest run of made calls")
    assert not d.has("By computer-player level")
    d, _ = read(open_page(store, 2, text_size=150))
    assert d.has("By computer-player level") and d.has("Average")
    hard = sum(1 for _, level in played if level == "hard")
    (row,) = [t for t in d.texts if t.text == "Hard"]
    assert any(t.text == str(hard) and abs(t.rect.centery - row.rect.centery) < 8
               for t in d.texts)  # its games, on its row
    d, _ = read(open_page(store, 6, text_size=150))
    assert d.has("The Daily Challenge, day by day")


def test_a_game_played_at_the_table_is_drawn_on_the_pictures(tmp_path, monkeypatch):
    """The real table and the real store, writing on its own thread: a 3-round game played
    to its end shows on the Totals and the Calls pages, read back from the files."""
    from tablekit import act_when_asked, scene

    from callbreak import ai
    from callbreak.app.wiring import open_store

    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))
    store = open_store(tmp_path / "c", tmp_path / "d", False)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=11), "easy", None))
    game = scene(app).session.game
    for _ in range(6000):  # to the last round's result (the game is counted when it shows)
        if type(app.scenes.top).__name__ == "RoundResultScene":
            if game.phase == GAME_OVER:
                break
            app.feed(Intent(CONFIRM))
        act_when_asked(app)
        app.step(1 / 30)
    assert game.phase == GAME_OVER
    app.close()
    assert store.close()
    reopened = Store.open(tmp_path / "c", tmp_path / "d")
    _, text = read(open_page(reopened, TOTALS, (1024, 640)))
    assert f"Your last game: {signed(game.totals[0])}." in text
    _, text = read(open_page(reopened, CALLS, (1024, 640)))
    calls = made(game)
    assert f"Easy: {(200 * calls + 3) // 6}% ({calls} of 3)" in text


def test_the_daily_page_before_any_daily_says_how_a_day_gets_its_tick(tmp_path):
    d, text = read(open_page(Store.open(tmp_path / "c", tmp_path / "d"), DAILY, (1024, 640),
                             "ne"))
    assert "पछिल्ला 30 दिनमा अहिलेसम्म कुनै दैनिक चुनौती सकिएको छैन" in text
    assert not d.problems()
