"""The table's finish, as a demanding player sees it at normal speed: cards on their way
never cover a name, your dealt cards turn over in your hand, the next player is pointed at
as soon as a trick lands, a tall window spends its height on the cards (and centres the
menu and the scorecard), and the smallest words stay readable and inside their plates."""

from __future__ import annotations

import dataclasses
import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from tablekit import act_when_asked, make_table, press_until, scene, turn, your_call, your_card  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.look import probe  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.look.probe import ProbeSurface  # noqa: E402
from callbreak.app.record.results import RoundResultScene, ScorecardScene  # noqa: E402
from callbreak.app.shell.input import CONFIRM, LAST_TRICK, Intent  # noqa: E402
from callbreak.app.table import paint_plates  # noqa: E402
from callbreak.app.table.layout import display_order  # noqa: E402
from callbreak.app.table.paint_cards import bounds, reach  # noqa: E402
from callbreak.app.table.paint_hud import banner_text  # noqa: E402
from callbreak.app.table.tabletop import CardSprite, Table  # noqa: E402
from callbreak.app.table.turns import Turn  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402
from callbreak.words import name  # noqa: E402

DT = 1 / 60


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """For the tests that play whole rounds: the real hints take up to a few hundred ms
    each, and they are not what those tests look at."""
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def slow_table(size=(1280, 720), seed=5, reduced=False):
    """A table at normal speed (the animations as a player sees them)."""
    return make_table(size, instant=False, seed=seed, reduced=reduced)


def plate_pixels(picture: pygame.Surface, app, seat: int) -> bytes:
    """A plate's pixels, its rounded corners left out (the felt shows there)."""
    corner = app.theme.px(2)
    rect = scene(app).table.layout.plates[seat].inflate(-2 * corner, 0)
    return pygame.image.tobytes(picture.subsurface(rect), "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (1100, 1300)])
def test_cards_on_their_way_never_cover_a_name(size) -> None:
    """Dealt cards slide in behind the name plates, a played card leaves from behind its
    player's plate, and a won trick is gathered in behind its winner's plate: every plate
    on the table looks as the plate painted alone on the felt."""
    app = slow_table(size)
    seen_flying = seen_gathering = 0
    for frame in range(1500):
        app.step(DT)
        act_when_asked(app)
        table = scene(app).table
        if sum(table.tricks) >= 1:
            break
        if not (table.flying or table.trick) or frame % 3:
            continue
        seen_flying += bool(table.flying)
        seen_gathering += table.gathering
        picture = app.render()
        view = scene(app).view()
        alone = app.background.copy()
        for seat in range(4):  # the plates alone (they never overlap)
            paint_plates.plate(alone, app.theme, view, seat)
        for seat in range(4):
            assert plate_pixels(picture, app, seat) == plate_pixels(alone, app, seat), \
                f"something covers plate {seat}"
    assert seen_flying > 20 and seen_gathering > 3


def test_your_dealt_cards_land_face_down_and_turn_over() -> None:
    app = slow_table()
    painter = scene(app).painter
    turning = backs_seen = 0
    for _ in range(400):
        app.step(DT)
        table = scene(app).table
        lay = table.layout
        for i, spr in enumerate(table.hand):
            if not 0.15 < spr.turn < 0.4:  # the first half of the turn: the back, narrowing
                continue
            turning += 1
            flat = painter.image(CardSprite(None, spr.x, spr.y, spr.angle, spr.height,
                                            face_up=False), lay)
            assert painter.image(spr, lay).get_width() < flat.get_width() * 0.98
            middle = (round(spr.x), round(spr.y))
            above = table.flying + table.hand[i + 1:]  # drawn over it, shadows and all
            if any(reach(other).collidepoint(middle) for other in above):
                continue
            backs_seen += 1
            r, g, b = app.render().get_at(middle)[:3]
            assert r > 150 and g < 110, "the back shows until the card is edge-on"
        if len(table.hand) == 13 and not table.tweens.busy and not table.fx.busy:
            break
    table = scene(app).table
    assert turning > 5 and backs_seen > 2
    assert all(s.turn == 1.0 and s.face_up for s in table.hand)
    assert all(painter.image(s, table.layout).get_height() >= table.layout.card_h
               for s in table.hand)


def test_reduced_motion_deals_your_cards_face_up_without_turning() -> None:
    app = slow_table(reduced=True)
    for _ in range(200):
        app.step(DT)
        table = scene(app).table
        assert all(s.turn == 1.0 and s.face_up for s in table.hand)
        if len(table.hand) == 13:
            break
    assert len(scene(app).table.hand) == 13


def test_the_next_player_is_pointed_at_as_soon_as_a_trick_lands() -> None:
    """The small pop of a call or of a trick reaching its plate decorates what happened;
    it must not leave the table waiting with nobody marked to act."""
    app = slow_table()
    pause = app.pause_time(0.25)
    since_call = None
    waited = []
    for _ in range(3000):
        table = scene(app).table
        calls = sum(c is not None for c in table.calls[1:])
        tricks = sum(table.tricks)
        app.step(DT)
        table = scene(app).table
        marked = scene(app).view().seat is not None  # the glow and the pointer
        if sum(c is not None for c in table.calls[1:]) > calls:
            since_call = 0.0
        elif since_call is not None:
            since_call += DT
            if marked:
                waited.append(since_call)
                since_call = None
        if sum(table.tricks) > tricks:  # a trick landed on this frame
            assert marked, "the next player should be marked at once"
            assert scene(app).session.game.turn is not None
            break
        act_when_asked(app)
    else:
        pytest.fail("no trick was won")
    assert waited and max(waited) <= pause + 3 * DT


def test_a_tall_window_spends_its_height_on_your_cards() -> None:
    app = make_table((1100, 1300), seed=5)
    for _ in range(600):
        app.step(DT)
        if turn(app) is Turn.YOUR_CARD and scene(app).session.game.round.trick:
            break
        act_when_asked(app)
    assert turn(app) is Turn.YOUR_CARD
    picture = app.render()
    table = scene(app).table
    lay = table.layout
    assert lay.card_h >= 0.17 * lay.h  # it was 0.12 with the fan squeezed beside the plate
    screen = picture.get_rect()
    plates = list(lay.plates.values())
    assert table.hand
    for spr in table.hand:
        rect = bounds(spr)
        assert screen.contains(rect)
        assert rect.collidelist(plates) < 0 and not rect.colliderect(lay.trick_rect)
    # the free band between the trick and your raised cards is not a desert
    assert lay.hand_top - lay.card_h * 0.2 - lay.trick_rect.bottom < lay.h * 0.12


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_plates_small_words_are_readable_and_stay_inside(size, language,
                                                             monkeypatch) -> None:
    app = make_table(size, seed=5)
    app.change_settings(language=language)
    app.step(DT)
    theme = app.theme
    assert theme.px(paint_plates.caption(theme)) >= th.SMALLEST_TEXT >= 14, \
        "no word on the table under 14 pixels"
    # the widest figures a plate may have to show (no game reaches them all at once): a
    # stage of the test's own, given to the plate painter through the view it reads
    widest = Table(Game(HouseRules(rounds=5, max_call=13), seed=5), size, "easy")
    widest.calls, widest.tricks = [13, 8, None, 1], [13, 10, 0, 0]
    widest.totals = [-650, 650, -105, 123]
    view = dataclasses.replace(scene(app).view(), table=widest, seat=None, thinking=False)
    drawn: list[pygame.Rect] = []
    plain = theme.blit_text

    def recording(surface, text, units, *args, **kwargs):
        rect = plain(surface, text, units, *args, **kwargs)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(theme, "blit_text", recording)
    picture = ProbeSurface(size)  # drawn afresh, in the window's places (no kept picture)
    for seat in range(4):
        drawn.clear()
        paint_plates.plate(picture, theme, view, seat)
        plate = widest.layout.plates[seat]
        assert drawn
        for rect in drawn:
            assert plate.contains(rect), f"words leave plate {seat}"


def test_no_word_on_the_table_is_under_the_smallest_text(monkeypatch) -> None:
    """The call picker, then the play with the last trick shown: every word at least
    SMALLEST_TEXT pixels high in the smallest window."""
    app = make_table((1024, 640), seed=5)
    theme = app.theme
    sizes: list[tuple[int, str]] = []
    plain = theme.blit_text

    def recording(surface, text, units, *args, **kwargs):
        sizes.append((theme.px(units), text))
        return plain(surface, text, units, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", recording)
    press_until(app, lambda: your_call(app))
    app.step(DT)
    app.render()
    press_until(app, lambda: your_card(app) and bool(scene(app).table.last_trick))
    app.feed(Intent(LAST_TRICK))
    app.render()
    small = sorted({(px, text) for px, text in sizes if px < th.SMALLEST_TEXT})
    assert small == [], small


def content_rows(picture: pygame.Surface) -> tuple[int, int]:
    """The first and last pixel rows holding anything light (cards, words, buttons)."""
    w, h = picture.get_size()
    rows = [y for y in range(0, h, 4)
            if any(sum(picture.get_at((x, y))[:3]) > 560 for x in range(0, w, 6))]
    return rows[0], rows[-1]


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("screen", [
    "menu", "rules", "scorecard"])
def test_a_tall_window_centres_the_menu_the_rules_and_the_scorecard(screen) -> None:
    size = (1100, 1300)
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.change_settings(reduced_motion=True)  # no confetti over the picture
    app.scenes.push(app.routes.main_menu())
    if screen == "rules":
        app.open_screen("rules")  # How to play
    elif screen == "scorecard":
        app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=3), "easy", None))
        for _ in range(3000):
            if isinstance(app.scenes.top, ScorecardScene):
                break
            app.feed(Intent(CONFIRM))
            app.step(1 / 30)
        assert isinstance(app.scenes.top, ScorecardScene)
    app.step(DT)
    top, bottom = content_rows(app.render())
    assert abs(top - (size[1] - bottom)) < size[1] * 0.1, "the empty felt is all below"


@pytest.mark.usefixtures("quick_hints")
def test_no_word_on_the_results_is_too_small_to_read(monkeypatch) -> None:
    floor = th.SMALLEST_TEXT
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=3), "easy", None))
    sizes: list[float] = []
    theme = app.theme
    plain = theme.blit_text

    def recording(surface, text, units, *args, **kwargs):
        sizes.append(units)
        return plain(surface, text, units, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", recording)
    for kind in (RoundResultScene, ScorecardScene):
        for _ in range(3000):
            if isinstance(app.scenes.top, kind):
                break
            app.feed(Intent(CONFIRM))
            app.step(1 / 30)
        sizes.clear()
        app.scenes.top.draw(pygame.Surface(app.size))
        assert sizes and min(theme.px(u) for u in sizes) >= floor, kind.__name__


def test_played_cards_move_slowly_enough_to_follow() -> None:
    """At normal speed and 60 frames a second, no card on its way to the trick, or from
    the trick to its winner, covers more than a tenth of its trip in one frame."""
    app = slow_table()
    trips: dict[object, tuple[bool, float]] = {}  # sprite -> (gathering?, trip length)
    last: dict[object, tuple[float, float]] = {}
    worst = 0.0
    gathered = False
    for _ in range(4000):
        app.step(DT)
        act_when_asked(app)
        table = scene(app).table
        lay = table.layout
        for seat, spr in table.trick:
            key, here = spr, (spr.x, spr.y)  # the sprite itself: ids are reused
            if key not in trips or trips[key][0] != table.gathering:  # a new trip starts
                goal = lay.seat_point[table.last_winner] if table.gathering \
                    else lay.trick_slots[seat]
                start = last.get(key, here)
                trips[key] = (table.gathering, math.dist(start, goal))
            trip = trips[key][1]
            if key in last and trip > 20:
                worst = max(worst, math.dist(last[key], here) / trip)
            last[key] = here
        gathered |= table.gathering
        if sum(table.tricks) >= 2:
            break
    assert gathered and trips
    assert worst <= 0.105, f"a card jumped {worst:.0%} of its way in one frame"


@pytest.mark.usefixtures("quick_hints")
def test_the_winning_cards_ring_tilts_with_it() -> None:
    """The ring round the card that took the trick hugs the card, tilt and all, and shows
    on the table round it."""
    app = slow_table()
    for _ in range(20000):
        app.step(DT)
        act_when_asked(app)
        spr = scene(app).table.winning
        if spr is not None and abs(spr.angle) >= 5:
            break
    else:
        pytest.fail("no trick won by a well-tilted card")
    table_scene = scene(app)
    picture = app.render().copy()
    unit = table_scene.table.layout.unit
    ring = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    table_scene.painter.glow(ring, spr, unit)  # the ring alone, where the table puts it
    reach = unit * 0.7 + 2.5  # the ring is drawn inward from the gap round the card
    a = math.radians(spr.angle)
    hw, hh = spr.height * 14 / 38, spr.height / 2
    drawn = shown = 0
    w, h = picture.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            colour = ring.get_at((x, y))
            if colour.a == 0:
                continue
            drawn += 1
            dx, dy = x - spr.x, y - spr.y  # into the card's own frame
            lx = dx * math.cos(a) - dy * math.sin(a)
            ly = dx * math.sin(a) + dy * math.cos(a)
            assert abs(lx) <= hw + reach and abs(ly) <= hh + reach
            outside = abs(lx) > hw + 2 or abs(ly) > hh + 2  # not under the card itself
            if colour.a == 255 and outside and picture.get_at((x, y))[:3] == colour[:3]:
                shown += 1
    assert drawn > 50 and shown > 50


@pytest.mark.usefixtures("quick_hints")
def test_the_round_result_hides_the_table_words_below_it() -> None:
    app = make_table((1024, 640))
    for _ in range(3000):
        if isinstance(app.scenes.top, RoundResultScene):
            break
        act_when_asked(app)
        app.step(1 / 30)
    result = app.scenes.top
    assert isinstance(result, RoundResultScene)
    for _ in range(60):
        app.step(DT)
    below = scene(app)
    assert banner_text(below.view())[0], "the table has its news above your hand"
    shown = app.render().copy()
    area = result.box().inflate(-4, -4)  # the result's box, inside its edge
    table_alone = app.background.copy()
    below.draw(table_alone)
    felt = app.background
    assert pygame.image.tobytes(table_alone.subsurface(area), "RGB") != \
        pygame.image.tobytes(felt.subsurface(area), "RGB"), "the table shows something there"
    over_felt = app.background.copy()
    result.draw(over_felt)  # the same result over a bare table
    assert pygame.image.tobytes(shown.subsurface(area), "RGB") == \
        pygame.image.tobytes(over_felt.subsurface(area), "RGB")


class Never:
    """A computer player that thinks on and on."""

    def done(self) -> bool:
        return False


def test_a_long_think_while_calling_says_whose_call_it_is(monkeypatch) -> None:
    app = slow_table()
    monkeypatch.setattr(app.thinker, "ask", lambda *args, **kwargs: Never())
    for _ in range(600):
        app.step(DT)
        if turn(app) is Turn.COMPUTER and scene(app).session.game.phase == "calling":
            break
    session = scene(app).session
    seat = session.game.turn
    assert seat and session.turns.waiting_for_computer
    for _ in range(round(5 / DT)):  # the last news is read and gone; the player thinks on
        app.step(DT)
    view = scene(app).view()
    assert not view.news and view.thinking and view.seat == seat
    text, _ = banner_text(view)
    assert text == f"{name(seat)} to call"


def test_dealt_cards_move_slowly_enough_to_follow() -> None:
    """The same rule for the deal: no dealt card covers more than a tenth of its trip
    from the dealer in one frame at normal speed."""
    app = slow_table()
    path: dict[object, list[tuple[float, float]]] = {}
    flying: list = []
    for _ in range(600):
        app.step(DT)
        table = scene(app).table
        for spr in flying:
            if spr not in table.flying:  # it landed on this frame
                path[spr].append((spr.x, spr.y))
        flying = list(table.flying)
        for spr in flying:
            path.setdefault(spr, []).append((spr.x, spr.y))
        if len(table.hand) == 13 and not table.flying:
            break
    assert len(path) == 52
    worst = 0.0
    for points in path.values():
        trip = math.dist(points[0], points[-1])
        steps = [math.dist(a, b) for a, b in zip(points, points[1:])]
        worst = max(worst, max(steps) / trip)
    assert worst <= 0.105, f"a dealt card jumped {worst:.0%} of its way in one frame"


def test_sorting_your_hand_never_slides_a_card_through_another() -> None:
    """Once all 13 are in, the hand squares up into a stack and fans out sorted: at every
    frame each card lies at or right of the card drawn under it, so none passes through."""
    app = slow_table()
    frames_after_deal = 0
    for _ in range(900):
        app.step(DT)
        table = scene(app).table
        if len(table.hand) == 13:
            frames_after_deal += 1
            xs = [spr.x for spr in table.hand]
            assert all(a <= b + 0.5 for a, b in zip(xs, xs[1:])), xs
            if not table.tweens.busy and not table.fx.busy:
                break
    assert frames_after_deal > 20  # the gathering and the fan-out were seen
    table = scene(app).table
    codes = [spr.card.index for spr in table.hand]
    assert [display_order(spr.card) for spr in table.hand] == sorted(
        display_order(spr.card) for spr in table.hand) and len(set(codes)) == 13


@pytest.mark.parametrize("saved", [False, True])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440),
                                  (800, 1280)])
def test_no_two_words_on_the_main_menu_overlap(tmp_path, size, saved) -> None:
    """With a game to continue the menu has a button more: the title makes room for it
    (it leaves its fanned cards out), never sitting under a button."""
    from callbreak.store import Store

    store = Store.open(tmp_path / "config", tmp_path / "data")
    if saved:
        store.save_game(Game(HouseRules(), seed=4), "easy")
    app = make_app(size=size, store=store, headless=True, thinker="inline", instant=True)
    app.scenes.push(app.routes.main_menu())
    app.step(DT)
    drawing = probe.capture(app).top()  # the words as drawn, their letters' boxes
    assert drawing.has("Continue") == saved and drawing.has("Quit")
    assert not drawing.problems(), f"at {size}: {drawing.problems()}"
