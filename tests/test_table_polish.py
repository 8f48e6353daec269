"""The table's finish, as a demanding player sees it at normal speed: cards on their way
never cover a name, your dealt cards turn over in your hand, the next player is pointed at
as soon as a trick lands, a tall window spends its height on the cards (and centres the
menu and the scorecard), and the smallest words stay readable and inside their plates."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.app.i18n import name  # noqa: E402
from callbreak.app.input import CONFIRM, Intent  # noqa: E402
from callbreak.app.results import RoundResultScene, ScorecardScene  # noqa: E402
from callbreak.app.table import TableScene, display_order  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402

DT = 1 / 60


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))


def make_table(size=(1280, 720), instant=False, seed=5, reduced=False):
    app = make_app(size=size, headless=True, thinker="inline", instant=instant)
    if reduced:
        app.change_settings(reduced_motion=True)
    table = TableScene(app, Game(HouseRules(rounds=3), seed=seed), level="easy")
    app.scenes.push(table)
    return app, table


def act_when_asked(table: TableScene) -> None:
    """You call what is suggested and play your first legal card, at once."""
    if table.my_turn:
        if table.game.phase == "calling":
            table.confirm_call()
        else:
            table.try_play(table._legal()[0])


def plate_pixels(picture: pygame.Surface, table: TableScene) -> list[bytes]:
    """Each plate's pixels, its rounded corners left out (the felt shows there)."""
    corner = table.app.theme.px(2)
    return [pygame.image.tobytes(
        picture.subsurface(table.layout.plates[s].inflate(-2 * corner, 0)), "RGB")
        for s in range(4)]


@pytest.mark.parametrize("size", [(1280, 720), (1100, 1300)])
def test_cards_on_their_way_never_cover_a_name(size) -> None:
    """Dealt cards slide in behind the name plates, a played card leaves from behind its
    player's plate, and a won trick is gathered in behind its winner's plate: every plate
    looks the same with or without the moving cards."""
    app, table = make_table(size)
    seen_flying = seen_gathering = 0
    for frame in range(1500):
        app.step(DT)
        act_when_asked(table)
        if sum(table.tricks) >= 1:
            break
        if not (table.flying or table.trick) or (frame % 3 and not table.trick):
            continue
        seen_flying += bool(table.flying)
        seen_gathering += table.gathering
        with_cards = plate_pixels(app.render(), table)
        kept = table.flying, table.trick, table.winning
        table.flying, table.trick, table.winning = [], [], None
        without = plate_pixels(app.render(), table)
        table.flying, table.trick, table.winning = kept
        for seat in range(4):
            assert with_cards[seat] == without[seat], f"a moving card covers plate {seat}"
    assert seen_flying > 20 and seen_gathering > 3


def test_your_dealt_cards_land_face_down_and_turn_over() -> None:
    app, table = make_table()
    lay = table.layout
    turning = 0
    for _ in range(400):
        app.step(DT)
        for spr in table.hand:
            if 0.15 < spr.turn < 0.4:  # the first half of the turn: the back, narrowing
                turning += 1
                flat = table._card_image("back", spr.height, spr.angle, False)
                assert table.sprite_image(spr).get_width() < flat.get_width() * 0.98
                flying, table.flying = table.flying, []
                picture = app.render()
                table.flying = flying
                r, g, b = picture.get_at((round(spr.x), round(spr.y)))[:3]
                assert r > 150 and g < 110, "the back shows until the card is edge-on"
        if len(table.hand) == 13 and not table.tweens.busy and not table.fx.busy:
            break
    assert turning > 5
    assert all(s.turn == 1.0 and s.face_up for s in table.hand)
    assert all(table.sprite_image(s).get_height() >= lay.card_h for s in table.hand)


def test_reduced_motion_deals_your_cards_face_up_without_turning() -> None:
    app, table = make_table(reduced=True)
    for _ in range(200):
        app.step(DT)
        assert all(s.turn == 1.0 and s.face_up for s in table.hand)
        if len(table.hand) == 13:
            break
    assert len(table.hand) == 13


def test_the_next_player_is_pointed_at_as_soon_as_a_trick_lands() -> None:
    """The small pop of a call or of a trick reaching its plate decorates what happened;
    it must not leave the table waiting with nobody marked to act."""
    app, table = make_table()
    pause = app.pause_time(0.25)
    since_call = None
    waited = []
    for _ in range(3000):
        calls = sum(c is not None for c in table.calls[1:])
        tricks = sum(table.tricks)
        app.step(DT)
        act_when_asked(table)
        if sum(c is not None for c in table.calls[1:]) > calls:
            since_call = 0.0
        elif since_call is not None:
            since_call += DT
            if table.idle:
                waited.append(since_call)
                since_call = None
        if sum(table.tricks) > tricks:  # a trick landed on this frame
            assert table.idle, "the next player should be marked at once"
            assert table.game.turn is not None
            break
    else:
        pytest.fail("no trick was won")
    assert waited and max(waited) <= pause + 3 * DT


def test_a_tall_window_spends_its_height_on_your_cards() -> None:
    app, table = make_table((1100, 1300), instant=True)
    game = table.game
    for _ in range(600):
        app.step(DT)
        if table.my_turn and game.phase == "playing" and game.round.trick:
            break
        act_when_asked(table)
    picture = app.render()
    lay = table.layout
    assert lay.card_h >= 0.17 * lay.h  # it was 0.12 with the fan squeezed beside the plate
    screen = picture.get_rect()
    plates = list(lay.plates.values())
    for spr in table.hand:
        rect = table._bounds(spr)
        assert screen.contains(rect)
        assert rect.collidelist(plates) < 0 and not rect.colliderect(lay.trick_rect)
    # the free band between the trick and your raised cards is not a desert
    assert lay.hand_top - lay.card_h * 0.2 - lay.trick_rect.bottom < lay.h * 0.12


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_plates_small_words_are_readable_and_stay_inside(size, language) -> None:
    app, table = make_table(size, instant=True)
    app.change_settings(language=language)
    theme = app.theme
    assert theme.px(table.small_text()) >= 12, "no word on the table under 12 pixels"
    table.calls, table.tricks = [13, 8, None, 1], [13, 10, 0, 0]
    drawn: list[pygame.Rect] = []
    plain = theme.blit_text

    def recording(surface, text, units, *args, **kwargs):
        rect = plain(surface, text, units, *args, **kwargs)
        drawn.append(rect)
        return rect

    theme.blit_text = recording  # type: ignore[method-assign]
    picture = pygame.Surface(size)
    for seat in range(4):
        drawn.clear()
        table._draw_plate(picture, seat)
        plate = table.layout.plates[seat]
        for rect in drawn:
            assert plate.contains(rect), f"words leave plate {seat}"


def content_rows(picture: pygame.Surface) -> tuple[int, int]:
    """The first and last pixel rows holding anything light (cards, words, buttons)."""
    w, h = picture.get_size()
    rows = [y for y in range(0, h, 4)
            if any(sum(picture.get_at((x, y))[:3]) > 560 for x in range(0, w, 6))]
    return rows[0], rows[-1]


def test_a_tall_window_centres_the_menu_the_rules_and_the_scorecard() -> None:
    size = (1100, 1300)
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.change_settings(reduced_motion=True)  # no confetti over the picture
    app.scenes.push(app.routes.main_menu())
    app.step(DT)
    pictures = [app.render().copy()]
    app.open_screen("rules")  # How to play
    app.step(DT)
    pictures.append(app.render().copy())
    app.scenes.pop()
    app.scenes.push(TableScene(app, Game(HouseRules(rounds=3), seed=3), level="easy"))
    for _ in range(3000):
        if isinstance(app.scenes.top, ScorecardScene):
            break
        app.feed(Intent(CONFIRM))
        app.step(1 / 30)
    assert isinstance(app.scenes.top, ScorecardScene)
    app.step(DT)
    pictures.append(app.render().copy())
    for picture in pictures:
        top, bottom = content_rows(picture)
        assert abs(top - (size[1] - bottom)) < size[1] * 0.1, "the empty felt is all below"


def test_no_word_on_the_results_is_under_12_pixels() -> None:
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.scenes.push(TableScene(app, Game(HouseRules(rounds=3), seed=3), level="easy"))
    sizes: list[float] = []
    theme = app.theme
    plain = theme.blit_text

    def recording(surface, text, units, *args, **kwargs):
        sizes.append(units)
        return plain(surface, text, units, *args, **kwargs)

    theme.blit_text = recording  # type: ignore[method-assign]
    for kind in (RoundResultScene, ScorecardScene):
        for _ in range(3000):
            if isinstance(app.scenes.top, kind):
                break
            app.feed(Intent(CONFIRM))
            app.step(1 / 30)
        sizes.clear()
        app.scenes.top.draw(pygame.Surface(app.size))
        assert sizes and min(theme.px(u) for u in sizes) >= 12, kind.__name__


def test_played_cards_move_slowly_enough_to_follow() -> None:
    """At normal speed and 60 frames a second, no card on its way to the trick, or from
    the trick to its winner, covers more than a tenth of its trip in one frame."""
    app, table = make_table()
    trips: dict[object, tuple[bool, float]] = {}  # sprite -> (gathering?, trip length)
    last: dict[object, tuple[float, float]] = {}
    worst = 0.0
    gathered = False
    for _ in range(4000):
        app.step(DT)
        act_when_asked(table)
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


def test_the_winning_cards_ring_tilts_with_it() -> None:
    """The ring round the card that took the trick hugs the card, tilt and all."""
    app, table = make_table()
    for _ in range(20000):
        app.step(DT)
        act_when_asked(table)
        spr = table.winning
        if spr is not None and abs(spr.angle) >= 5:
            break
    else:
        pytest.fail("no trick won by a well-tilted card")
    with_ring = app.render().copy()
    table._draw_glow = lambda surface, spr: None  # type: ignore[method-assign]
    without = app.render()
    unit = table.layout.unit
    reach = unit * 0.7 + 2.5  # the ring is drawn inward from the gap round the card
    a = math.radians(spr.angle)
    hw, hh = spr.height * 14 / 38, spr.height / 2
    changed = 0
    w, h = without.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            if with_ring.get_at((x, y)) != without.get_at((x, y)):
                changed += 1
                dx, dy = x - spr.x, y - spr.y  # into the card's own frame
                lx = dx * math.cos(a) - dy * math.sin(a)
                ly = dx * math.sin(a) + dy * math.cos(a)
                assert abs(lx) <= hw + reach and abs(ly) <= hh + reach
    assert changed > 50


def test_the_round_result_hides_the_table_words_below_it() -> None:
    app, table = make_table((1024, 640), instant=True)
    for _ in range(3000):
        if isinstance(app.scenes.top, RoundResultScene):
            break
        act_when_asked(table)
        app.step(1 / 30)
    result = app.scenes.top
    assert isinstance(result, RoundResultScene)
    for _ in range(60):
        app.step(DT)
    table.say("A long message that sits right behind the result's button", 99)
    shown = app.render().copy()
    button = result.button
    assert button is not None
    area = button.inflate(button.w, app.theme.px(16)).clip(shown.get_rect())
    table.message_time = 0.0
    hidden = app.render()
    assert pygame.image.tobytes(shown.subsurface(area), "RGB") == \
        pygame.image.tobytes(hidden.subsurface(area), "RGB")


def test_a_long_think_while_calling_says_whose_call_it_is() -> None:
    app, table = make_table(instant=True)
    table.app.thinker.ask = lambda *args, **kwargs: Never()  # a computer that thinks on
    for _ in range(200):
        app.step(DT)
        if table.idle and table.game.phase == "calling" and table.game.turn != 0:
            break
    seat = table.game.turn
    assert seat and table.job is not None
    table.message_time = 0.0  # the last news has been read
    text, _ = table.banner()
    assert text == f"{name(seat)} to call"


class Never:
    def done(self) -> bool:
        return False


def test_dealt_cards_move_slowly_enough_to_follow() -> None:
    """The same rule for the deal: no dealt card covers more than a tenth of its trip
    from the dealer in one frame at normal speed."""
    app, table = make_table()
    path: dict[object, list[tuple[float, float]]] = {}
    flying: list = []
    for _ in range(600):
        app.step(DT)
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
    app, table = make_table()
    frames_after_deal = 0
    for _ in range(900):
        app.step(DT)
        if len(table.hand) == 13:
            frames_after_deal += 1
            xs = [spr.x for spr in table.hand]
            assert all(a <= b + 0.5 for a, b in zip(xs, xs[1:])), xs
            if not table.tweens.busy and not table.fx.busy:
                break
    assert frames_after_deal > 20  # the gathering and the fan-out were seen
    codes = [spr.card.index for spr in table.hand]
    assert [display_order(spr.card) for spr in table.hand] == sorted(
        display_order(spr.card) for spr in table.hand) and len(set(codes)) == 13
