"""The table's look: the cloth's grain, the soft shadows under cards and plates, and that
all of it is made once and then only blitted (a still table costs nothing, a busy frame
never blurs)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from tablekit import act_when_asked, make_table, on_top, scene, your_card  # noqa: E402

from callbreak import ai  # noqa: E402
from callbreak.app.look import cloth  # noqa: E402
from callbreak.app.look.cards import shadow_drop  # noqa: E402
from callbreak.app.table import paint_plates  # noqa: E402

DT = 1 / 60


def test_the_cloth_has_a_fine_even_grain_and_a_darker_edge() -> None:
    a, b = cloth.felt((640, 400)), cloth.felt((640, 400))
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), "the same cloth"
    row = [a.get_at((x, 200))[:3] for x in range(300, 340)]
    steps = [abs(p[1] - q[1]) for p, q in zip(row, row[1:])]
    assert any(steps) and max(steps) <= 10, "a grain, never a pattern that jumps out"
    centre, corner = a.get_at((320, 140)), a.get_at((4, 396))
    assert sum(corner[:3]) < sum(centre[:3]) - 60, "the lamp over the middle, dark corners"


def test_a_card_casts_a_soft_shadow_below_it() -> None:
    app = make_table()
    for _ in range(3000):
        if your_card(app) and scene(app).table.trick:
            break
        act_when_asked(app)
        app.step(1 / 30)
    table = scene(app).table
    _, spr = table.trick[0]
    picture = app.render()
    below = (round(spr.x), round(spr.y + spr.height / 2 + shadow_drop(spr.height)))
    if any(o.covers(below) for _, o in table.trick if o is not spr) or abs(spr.angle) > 8:
        pytest.skip("another card lies there")
    felt = app.background.get_at(below)
    shown = picture.get_at(below)
    assert sum(shown[:3]) < sum(felt[:3]) - 10, "the cloth is darker just under a card"


def test_shadows_and_glows_are_made_once_not_every_frame(monkeypatch) -> None:
    """After the first frames of a position, drawing blurs nothing: every soft shadow, the
    glow round the plate whose turn it is and the trick's oval come from a cache."""
    app = make_table((1920, 1080))
    for _ in range(3000):
        if your_card(app):
            break
        act_when_asked(app)
        app.step(1 / 30)
    app.render()
    blurs = []
    real = pygame.transform.gaussian_blur
    monkeypatch.setattr(pygame.transform, "gaussian_blur",
                        lambda *a, **k: blurs.append(1) or real(*a, **k))
    for _ in range(5):
        app.step(DT)
        app.render()
    assert not blurs


def test_the_plate_whose_turn_it_is_glows_gold_for_you_only() -> None:
    app = make_table()
    for _ in range(3000):
        if your_card(app):
            break
        act_when_asked(app)
        app.step(1 / 30)
    view = scene(app).view()
    lay = scene(app).table.layout
    you = lay.plates[0]
    picture = app.background.copy()
    paint_plates.plate(picture, app.theme, view, 0)
    near = (you.centerx, you.top - app.theme.px(0.6))  # just above the plate: the glow
    glow, felt = picture.get_at(near), app.background.get_at(near)
    assert glow.r > felt.r + 40 and glow.g > felt.g, "a warm light round your plate"
    other = app.background.copy()
    paint_plates.plate(other, app.theme, view, 2)
    top = lay.plates[2]
    spot = (top.centerx, top.top - app.theme.px(0.6))
    assert abs(other.get_at(spot).r - app.background.get_at(spot).r) < 12, \
        "no glow round a plate that is not playing"


def difference(a: pygame.Surface, b: pygame.Surface) -> bytes:
    """|a - b| in every channel of every pixel."""
    one, two = a.copy(), b.copy()
    one.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    two.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    one.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return pygame.image.tobytes(one, "RGB")


def test_the_composed_fans_and_hand_always_show_the_table_as_it_is(monkeypatch) -> None:
    """The fans and your hand are drawn from composed pictures while they keep still: at
    every moment of a deal and a trick the table looks as a painter with no pictures kept draws
    it (every frame drawn, as the real loop does while anything moves; a frame where a card
    on its way was drawn a few degrees behind its turn is not compared, and there is never
    such a frame at rest)."""
    from callbreak.app.look.cards import CardArt
    from callbreak.app.table import painter
    from callbreak.app.table.paint_cards import CardPainter

    monkeypatch.setattr(ai, "suggest_call", lambda view: (3, "A test hint."))
    monkeypatch.setattr(ai, "suggest_card", lambda view: (view.legal[0], "A test hint."))
    app = make_table(instant=False, seed=5)
    # the same card pictures, none of the composed ones (the painters keep those with them)
    cards = CardArt(app.settings.card_back, app.settings.four_colour, app.settings.deck)
    compared = 0
    for frame in range(1400):
        app.step(DT)
        act_when_asked(app)
        shown = app.render()  # every frame drawn; its pixels read only when compared
        table_scene = scene(app)
        approximate = table_scene.painter.approximate
        assert table_scene.table.moving or not approximate, frame
        if frame % 12 or on_top(app) is None or approximate:
            continue
        fresh = pygame.Surface(shown.get_size())
        cards.composed.clear()
        painter.paint(fresh, app.theme, app.background, CardPainter(cards), table_scene.view())
        apart = difference(shown, fresh)
        # a composed picture blends a card's soft edge a shade differently; a stale one
        # would show a card where there is felt, or the felt where there is a card
        assert max(apart) < 80, frame
        near = sum(apart.count(bytes([v])) for v in range(5))
        assert len(apart) - near < len(apart) / 200, frame
        compared += 1
        if sum(table_scene.table.tricks) >= 1:
            break
    assert compared > 15
