"""Each table scene rendered at 1280x720 and 1024x640, checked for what a player would
notice: the cards are on screen, your hand stays clear of the trick, the turn is marked,
the call picker and the result screens show; and a click on a card you may not play
explains why and changes nothing."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402
from tablekit import (  # noqa: E402
    card_rect,
    is_accent,
    make_table,
    on_top,
    press_until,
    scene,
    visible_point,
    your_call,
    your_card,
)

from callbreak import ai  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.record.results import RoundResultScene, ScorecardScene  # noqa: E402
from callbreak.app.screens.pause import PauseScene  # noqa: E402
from callbreak.app.shell.input import BACK, CLICK, CONFIRM, Intent  # noqa: E402
from callbreak.app.table import CallingScene, DealScene, PlayScene, hits  # noqa: E402
from callbreak.app.table.layout import TableLayout  # noqa: E402
from callbreak.app.table.paint_hud import banner_text  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.words import reason as said_why  # noqa: E402

SIZES = [(1280, 720), (1024, 640)]


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """For the tests that play whole rounds: the real hints take up to a few hundred ms
    each, and they are not what those tests look at."""
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def light_share(picture, spr) -> float:
    """How much of a card's middle is light (a card face), not felt."""
    w = round(spr.height * 14 / 19 * 0.5)
    h = round(spr.height * 0.5)
    x0, y0 = round(spr.x) - w // 2, round(spr.y) - h // 2
    points = [(x0 + i * w // 8, y0 + j * h // 8) for i in range(8) for j in range(8)]
    return sum(sum(picture.get_at(p)[:3]) > 600 for p in points) / len(points)


@pytest.mark.parametrize("size", SIZES)
def test_dealing_sends_cards_from_the_dealer_to_every_seat(size) -> None:
    app = make_table(size, instant=False)
    for _ in range(30):  # half a second into the deal
        app.step(1 / 60)
    picture = app.render()
    assert isinstance(app.scenes.top, DealScene)
    table = scene(app).table
    assert table.flying, "cards should be in the air"
    screen = picture.get_rect()
    for spr in table.flying:
        assert screen.collidepoint(spr.x, spr.y)
    assert sum(table.counts) + len(table.hand) > 0  # some have landed
    for _ in range(400):
        app.step(1 / 60)
    assert len(table.hand) == 13 and table.counts[1:] == [13, 13, 13]
    assert not isinstance(app.scenes.top, DealScene)  # the calls have begun


@pytest.mark.parametrize("size", SIZES)
def test_calling_shows_the_picker_with_the_suggestion_chosen(size) -> None:
    app = make_table(size)
    press_until(app, lambda: your_call(app) and scene(app).session.turns.hint is not None)
    app.step(1 / 30)  # see the report: the picker's first frame shows the lowest call
    picture = app.render()
    calling = app.scenes.top
    assert isinstance(calling, CallingScene)
    suggested = calling.session.turns.hint.value
    assert calling.view().pick == suggested  # the suggested call is preselected
    rules = calling.session.game.rules
    picker = hits.picker(app.theme, calling.table.layout, rules)
    chosen = picker.cells[suggested]
    assert is_accent(picture.get_at((chosen.x + 3, chosen.centery)))
    other = picker.cells[suggested + 1 if suggested < rules.max_call else suggested - 1]
    assert not is_accent(picture.get_at((other.x + 3, other.centery)))
    screen = picture.get_rect()
    hand = [card_rect(spr) for spr in calling.table.hand]
    assert sorted(picker.cells) == list(range(rules.min_call, rules.max_call + 1))
    for rect in picker.cells.values():
        assert screen.contains(rect)
    assert screen.contains(picker.ok)
    assert is_accent(picture.get_at((picker.ok.x + picker.ok.h, picker.ok.y + 2)))
    assert not any(picker.ok.colliderect(r.inflate(0, -r.h // 3)) for r in hand)


@pytest.mark.parametrize("size", SIZES)
def test_playing_keeps_the_hand_on_screen_and_clear_of_the_trick(size) -> None:
    app = make_table(size)
    press_until(app, lambda: your_card(app) and scene(app).session.game.round.trick)
    picture = app.render()
    play = app.scenes.top
    assert isinstance(play, PlayScene)
    game, table = play.session.game, play.table
    screen = picture.get_rect()
    lay = table.layout
    rects = [card_rect(spr) for spr in table.hand]
    assert len(rects) == len(game.view(0).hand)
    for rect in rects:
        assert screen.contains(rect), "every card of your hand is fully on screen"
        assert not rect.colliderect(lay.trick_rect), "your hand stays clear of the trick"
    assert table.trick
    for _seat, spr in table.trick:
        assert lay.trick_rect.collidepoint(spr.x, spr.y)
        assert light_share(picture, spr) > 0.5, "a played card is really drawn there"
    plates = [lay.plates[s] for s in range(4)]
    for i, a in enumerate(plates):
        assert screen.contains(a)
        assert not any(a.colliderect(b) for b in plates[i + 1:])
    # your turn is unmissable: the accent ring round your plate and the banner
    you = lay.plates[0]
    assert is_accent(picture.get_at((you.centerx, you.top)))
    view = play.view()
    assert view.seat == 0 and view.focus in view.legal
    if not view.news:  # once the last news has gone, the banner says it is your turn
        assert banner_text(view) == ("Your turn: pick a card", th.ACCENT)


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("size", SIZES)
def test_round_result_and_scorecard_show_the_scores(size) -> None:
    app = make_table(size)
    press_until(app, lambda: isinstance(app.scenes.top, RoundResultScene))
    result = app.scenes.top
    picture = app.render()
    button = result.button()
    assert picture.get_rect().contains(result.box()) and result.box().contains(button)
    assert is_accent(picture.get_at((button.centerx, button.y + 4)))
    press_until(app, lambda: isinstance(app.scenes.top, ScorecardScene))
    card = app.scenes.top
    app.step(0.5)
    picture = app.render()
    assert len(card.game.round_scores) == 3
    rows = card.menu.rects
    assert rows and all(picture.get_rect().contains(r) for r in rows)
    assert card.menu.rows[0].label_text() == "Back to menu"


@pytest.mark.parametrize("size", SIZES)
def test_pause_overlay_covers_the_table_and_resumes(size) -> None:
    app = make_table(size)
    table = app.scenes.top
    app.feed(Intent(BACK))
    assert isinstance(app.scenes.top, PauseScene)
    picture = app.render()
    pause = app.scenes.top
    labels = [r.label_text() for r in pause.menu.rows]
    assert labels[0] == "Resume" and labels[-1] == "Quit to menu"
    assert {"Settings", "How to play"} <= set(labels)
    assert all(picture.get_rect().contains(r) for r in pause.menu.rects)
    app.feed(Intent(CONFIRM))  # Resume is focused first
    assert app.scenes.top is table


def test_a_click_on_a_card_you_may_not_play_explains_and_changes_nothing() -> None:
    app = make_table((1280, 720))

    def illegal_moment() -> bool:
        if not your_card(app):
            return False
        view = scene(app).session.game.view(0)
        return len(view.legal) < len(view.hand)

    press_until(app, illegal_moment)
    app.render()
    play = on_top(app)
    assert isinstance(play, PlayScene)
    game, table = play.session.game, play.table
    legal = set(play.session.turns.legal())
    spr = next(s for s in table.hand if s.card not in legal)
    before, events = game.to_json(), len(game.events)
    # click the visible part of the card: just inside its left edge, half way down
    x, y = visible_point(spr)
    assert table.card_at((x, y)) == spr.card
    app.feed(Intent(CLICK, pos=(x, y)))
    app.step(1 / 60)
    app.render()
    why = said_why(game.why_not(0, spr.card))
    assert banner_text(app.scenes.top.view())[0] == why  # said above your hand
    assert game.to_json() == before and len(game.events) == events
    assert len(table.hand) == len(game.view(0).hand)
    assert app.scenes.top is play


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(1024, 2560), st.integers(640, 1440))
def test_the_layout_fits_every_window(w: int, h: int) -> None:
    lay = TableLayout((w, h))
    screen = pygame.Rect(0, 0, w, h)
    slots = lay.hand_slots(13)
    cw, ch = lay.card_w, lay.card_h
    left = min(x for x, _, _ in slots) - cw / 2
    right = max(x for x, _, _ in slots) + cw / 2
    bottom = max(y for _, y, _ in slots) + ch / 2
    assert left >= lay.margin and right <= w - lay.margin
    raised = lay.hand_top - ch * 0.2
    hand = pygame.Rect(left, raised, right - left, bottom - raised)
    assert not hand.colliderect(lay.plates[0])  # beside your plate, or above it when tall
    assert bottom <= h
    if h >= w:  # a tall window spends its height on the cards, not on empty felt
        assert lay.card_h >= 0.17 * h
    assert lay.hand_top - ch * 0.2 > lay.trick_rect.bottom  # a raised card misses the trick
    assert lay.trick_rect.top > lay.plates[2].bottom
    for seat in range(4):
        assert screen.contains(lay.plates[seat])
    assert lay.plates[3].right < lay.trick_rect.left and lay.plates[1].left > lay.trick_rect.right


def test_resizing_mid_trick_lays_the_table_out_again() -> None:
    app = make_table((1280, 720))
    press_until(app, lambda: your_card(app) and scene(app).session.game.round.trick)
    for size in [(2560, 1440), (1024, 768), (1600, 640)]:
        app.resized(size)
        app.step(1 / 60)
        picture = app.render()
        assert picture.get_size() == size
        table = scene(app).table
        assert (table.layout.w, table.layout.h) == size
        screen = picture.get_rect()
        assert table.hand and all(screen.contains(card_rect(s)) for s in table.hand)
        assert table.trick
        for seat, spr in table.trick:
            assert (spr.x, spr.y) == table.layout.trick_slots[seat]


def test_reduced_motion_moves_nothing_but_keeps_the_pause_to_read_a_trick() -> None:
    app = make_app(size=(1024, 640), headless=True, thinker="inline")
    assert app.anim(0.3) > 0
    app.change_settings(reduced_motion=True)
    assert app.anim(0.3) == 0.0 and app.pause_time(0.9) > 0
