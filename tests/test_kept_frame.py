"""The table is kept as one frame between frames and drawn again only where it changed.
Whatever happened on the way (a deal, cards flying to the trick and gathered in, the
pointer over the buttons and your cards, the last trick shown and hidden, a notice, the
pause menu over the table and gone), the table on screen is the table drawn afresh, pixel
for pixel; and a deal's first frame finds its plates and words made before it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from tablekit import act_when_asked, make_table, on_top, scene  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.look.probe import ProbeSurface  # noqa: E402
from callbreak.app.shell.input import BACK, LAST_TRICK, PAUSE, POINT, Intent  # noqa: E402
from callbreak.app.table import hits, painter  # noqa: E402
from callbreak.app.table.paint_cards import CardPainter  # noqa: E402

DT = 1 / 60
# the table asks a hint at each of your turns; what is compared is the frame, not the hint
pytestmark = pytest.mark.usefixtures("few_hint_deals")


def afresh(app) -> bytes:  # noqa: ANN001 - an App
    """The table now, every part of it drawn anew (as the text probe gets it), RGB."""
    surface = ProbeSurface(app.size)
    painter.paint(surface, app.theme, app.background, CardPainter(app.cards),
                  scene(app).view())
    return pygame.image.tobytes(surface, "RGB")


def pointer_spots(app) -> list[tuple[int, int]]:  # noqa: ANN001 - an App
    """Over each button, over your cards, and over the felt."""
    lay = scene(app).table.layout
    spots = [b.center for b in hits.buttons(app.theme, lay, True).values()]
    return spots + [(lay.w // 2, lay.h - lay.card_h // 2), (lay.w // 3, lay.h // 2)]


def test_the_table_on_screen_is_always_the_table_drawn_afresh() -> None:
    """Every frame the table shows alone and at rest is compared, the first one after
    anything moved included: a card drawn where it no longer is, or a part of the table
    not drawn again where it changed, would show here."""
    app = make_table((1280, 720), instant=False, seed=5)
    spots = pointer_spots(app)
    seen: set[str] = set()
    compared = 0
    moved = True
    for frame in range(1, 3000):
        app.step(DT)
        if frame % 7 == 0:
            act_when_asked(app)
        if frame % 40 == 0:
            app.feed(Intent(POINT, pos=spots[frame // 40 % len(spots)]))
        if frame % 300 == 0 and on_top(app) is not None:
            app.feed(Intent(LAST_TRICK))
            seen.add("last trick" if scene(app).show_last else "last trick hidden")
        if frame == 900:
            app.toast("A notice over the table")
            seen.add("notice")
        if frame == 1300 and on_top(app) is not None:
            app.feed(Intent(PAUSE))
            seen.add("pause")
        if frame == 1340 and on_top(app) is None:
            app.feed(Intent(BACK))
        shown = app.render()  # every frame drawn; its pixels read only when compared
        table = on_top(app)
        if table is None or app.toasts.shown or table.table.moving or table.unsettled():
            moved = True
            continue
        if moved or frame % 3 == 0:
            assert pygame.image.tobytes(shown, "RGB") == afresh(app), f"frame {frame}"
            compared += 1
        moved = False
        if sum(table.table.tricks) >= 3 and frame > 1400:
            break
    assert sum(scene(app).table.tricks) >= 3, "tricks were played and gathered in"
    assert {"notice", "pause", "last trick"} <= seen, seen
    assert compared > 80


def test_a_deal_finds_its_plates_and_words_made_before_its_first_frame(monkeypatch) -> None:
    """The deal's first frame is the busiest to make: the four plates, the buttons and the
    lines of the table are made as the deal is set out, so the frame that shows them
    draws no plate and renders no words but the news of the deal."""
    app = make_table((1280, 720), instant=False, seed=3)
    plates: list[object] = []
    words: list[str] = []
    real_panel, real_label = th.raised_panel, probe.label
    monkeypatch.setattr(th, "raised_panel", lambda *a, **k: plates.append(a) or
                        real_panel(*a, **k))
    monkeypatch.setattr(probe, "label", lambda surf, text: words.append(text) or
                        real_label(surf, text))  # told of every line as it is rendered
    app.step(DT)
    app.render()
    news = scene(app).table.news
    assert news and scene(app).table.flying, "the cards are on their way"
    assert not plates, "no plate drawn in the first frame"
    assert words and all(line in news for line in words), words


def test_no_frame_of_a_deal_turns_more_than_one_card_anew(monkeypatch) -> None:
    """Turning a card smoothly to a new tilt is the costliest thing a frame of the deal
    does (half a millisecond for one of your cards at 1920x1080): a frame turns one card
    on the move at most (the others are drawn at a tilt already made, a few degrees
    behind, for a frame or two), but for a card that comes to rest in it, which is drawn
    exactly at once; and the hand at rest is drawn exactly."""
    app = make_table((1920, 1080), instant=False, seed=2)
    lay = scene(app).table.layout
    turned: list[int] = []
    real = pygame.transform.rotozoom
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda img, angle, zoom:
                        turned.append(img.get_height()) or real(img, angle, zoom))
    crowded = []  # frames that turned more than one of your cards anew
    for frame in range(400):
        turned.clear()
        app.step(DT)
        app.render()
        if sum(h >= lay.card_h for h in turned) > 1:
            crowded.append(frame)
        if scene(app).table.hand and not scene(app).table.moving:
            break
    assert not scene(app).table.moving, "the deal is over and your hand sorted"
    assert len(crowded) <= 1, crowded
    assert pygame.image.tobytes(app.render(), "RGB") == afresh(app)


def test_a_screen_opened_over_the_table_leaves_nothing_behind_when_closed() -> None:
    """How to play opened straight over the table covers all of it; closed, the table is
    back whole, not its last frame with the other screen's words still over part of it."""
    app = make_table((1280, 720), instant=False, seed=5)
    for frame in range(600):
        app.step(DT)
        app.render()
        if frame > 100 and not scene(app).table.moving:
            break
    app.open_screen("rules")
    for _ in range(3):
        app.step(DT)
        app.render()
    app.scenes.pop()
    app.step(DT)
    shown = pygame.image.tobytes(app.render(), "RGB")
    assert on_top(app) is not None
    assert shown == afresh(app)


def test_a_window_closed_takes_its_kept_frame_with_it() -> None:
    """What a window keeps between frames (whole frames of pixels) goes with the window:
    nothing module-wide holds on to a closed window's table."""
    import gc
    import weakref

    gone = []
    for seed in (1, 2):
        app = make_table((1280, 720), instant=False, seed=seed)
        for _ in range(20):
            app.step(DT)
        app.close()
        gone.append(weakref.ref(app))
        del app
    gc.collect()
    assert [ref() for ref in gone] == [None, None]
