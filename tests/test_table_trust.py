"""The table says what the game knows and every cue agrees, read from what is drawn: a
language switched mid-game changes the line already above your hand, Esc closes the last
trick before it pauses, and a redeal is explained until the first call of the new deal."""

from __future__ import annotations

import math
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from tablekit import (  # noqa: E402
    act_when_asked,
    card_rect,
    is_accent,
    make_table,
    on_top,
    scene,
    visible_point,
    your_call,
    your_card,
)

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.screens.pause import PauseScene  # noqa: E402
from callbreak.app.shell.input import BACK, HINT, LAST_TRICK, LEFT, POINT, RIGHT, Intent  # noqa: E402
from callbreak.app.table.session import Stage  # noqa: E402
from callbreak.app.table.tabletop import CardSprite  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, Redeal  # noqa: E402
from callbreak.words import set_language, tr  # noqa: E402

DT = 1 / 30
KEY_NAMES = {"Esc", "Enter"}  # the keys' own names are written as on the keyboard


@pytest.fixture(autouse=True)
def english_after() -> None:
    yield
    set_language("en")


def english_words(text: str) -> list[str]:
    """The English words of a line: two Latin letters or more, not a key's name (card
    codes, numbers and single key letters are the same in every language)."""
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in KEY_NAMES]


def wait_for(app, done, limit: int = 3000) -> None:
    """Let time pass (calling and playing when asked) until `done()`."""
    for _ in range(limit):
        if done():
            return
        act_when_asked(app)
        app.step(DT)
    pytest.fail("the moment never came")


def a_call_is_said(app) -> bool:
    return on_top(app) is not None and " calls " in probe.capture(app).top().joined()


def your_hint_is_ready(app) -> bool:
    return your_card(app) and scene(app).session.turns.hint is not None


@pytest.mark.parametrize("language", ["ne", "hi"])
@pytest.mark.parametrize("moment", ["a computer player's call", "your hint"])
def test_a_language_switched_mid_game_changes_the_line_above_your_hand(language,
                                                                       moment) -> None:
    app = make_table((1024, 640), seed=11)
    if moment.endswith("call"):
        wait_for(app, lambda: a_call_is_said(app))
    else:
        wait_for(app, lambda: your_hint_is_ready(app))
        app.feed(Intent(HINT))
        app.step(DT)
    said = scene(app).table.news
    assert said, "a line is above your hand"
    app.change_settings(language=language)
    drawn = probe.capture(app).top()
    assert not drawn.has(said), "the English line is gone"
    assert not [t.text for t in drawn.texts if english_words(t.text)], \
        "no English line remains on the table"
    now = scene(app).table.news  # the same news, now in the new language (maybe wrapped)
    assert re.search("[\u0900-\u097f]", now)
    drawn_words = " ".join(drawn.lines()).split()
    assert all(word in drawn_words for word in now.split())


def test_esc_closes_the_last_trick_before_it_pauses() -> None:
    app = make_table((1280, 720), seed=11)
    wait_for(app, lambda: your_card(app) and bool(scene(app).table.last_trick))
    last = tr("Last trick")
    app.feed(Intent(LAST_TRICK))
    app.step(DT)
    assert [t for t in probe.capture(app).top().texts if t.text == last], "the panel's title"
    app.feed(Intent(BACK))
    app.step(DT)
    drawn = probe.capture(app)
    assert not isinstance(app.scenes.top, PauseScene), "Esc did not open the pause menu"
    assert not [t for t in drawn.top().texts if t.text == last], "the panel is gone"
    app.feed(Intent(BACK))  # the next Esc pauses, as ever
    app.step(DT)
    assert isinstance(app.scenes.top, PauseScene)


def redeal_table(seed: int):
    app = make_app(size=(1280, 720), headless=True, thinker="inline", instant=False)
    game = Game(HouseRules(rounds=3, redeal=Redeal.JQK), seed=seed)
    app.scenes.push(app.routes.table(game, "easy", None))
    return app


@pytest.mark.parametrize("seed, first", [(5, "a computer player"), (15, "you")])
def test_a_redeal_is_explained_through_the_new_deal_and_gone_by_the_first_call(seed,
                                                                                 first) -> None:
    """Seed 5: Bikash had no spade and Sushila calls first; seed 15: you had no spade and
    you call first (the notice must not stand over your call picker)."""
    app = redeal_table(seed)
    notice = "Redeal:"
    app.step(DT)
    assert probe.capture(app).top().has(notice)
    frames = 0
    while scene(app).session.stage() is Stage.DEAL:
        assert probe.capture(app).top().has(notice), f"gone after {frames * DT:.1f} s"
        for _ in range(5):
            app.step(DT)
        frames += 5
    assert frames * DT > 2.0, "the deal itself took a while: the notice stayed through it"
    wait_for(app, lambda: probe.capture(app).top().has(" calls ") or your_call(app))
    drawn = probe.capture(app).top()
    assert not drawn.has(notice), "the deal is done: the calls have the line"


# -- one focus, one frame -------------------------------------------------------------------
def local(spr: CardSprite, point: tuple[int, int]) -> tuple[float, float]:
    """`point` in the card's own frame: from its centre, along its width and its height."""
    a = math.radians(spr.angle)
    dx, dy = point[0] - spr.x, point[1] - (spr.y - spr.lift)
    return dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)


def inside(spr: CardSprite, point: tuple[int, int], margin: float = 0.0) -> bool:
    """Whether `point` lies on the card as drawn, at least `margin` pixels from its edge."""
    lx, ly = local(spr, point)
    return abs(lx) <= spr.height * 14 / 38 - margin and abs(ly) <= spr.height / 2 - margin


def on_face(spr: CardSprite, point: tuple[int, int]) -> bool:
    """Whether the card hides what lies under it at `point`: well inside it, and not in a
    corner (its rounded corners let what lies under them show)."""
    if not inside(spr, point, 1):
        return False
    lx, ly = local(spr, point)
    corner = spr.height * 0.08
    return abs(lx) <= spr.height * 14 / 38 - corner or abs(ly) <= spr.height / 2 - corner


def framed(app, picture) -> list[int]:
    """The cards of your hand (by place in the fan) with the gold frame just inside their
    left edge, half way down (the one edge of a card no other card ever covers)."""
    out = []
    for i, spr in enumerate(scene(app).table.hand):
        tl, tr, _br, bl = spr.corners()
        across = ((tr[0] - tl[0]) / math.dist(tl, tr), (tr[1] - tl[1]) / math.dist(tl, tr))
        mid = ((tl[0] + bl[0]) / 2, (tl[1] + bl[1]) / 2)
        gold = [is_accent(picture.get_at((round(mid[0] + across[0] * d),
                                          round(mid[1] + across[1] * d)))) for d in range(8)]
        if sum(gold) >= 2:
            out.append(i)
    return out


def settle(app) -> None:
    for _ in range(20):
        app.step(DT)


def at_your_card(size=(1024, 640)):
    app = make_table(size, seed=11)
    wait_for(app, lambda: your_hint_is_ready(app))
    settle(app)
    return app


def test_the_pointer_and_the_arrows_move_one_focus() -> None:
    app = at_your_card()
    hand = scene(app).table.hand
    n = len(hand)
    (start,) = framed(app, app.render())
    app.feed(Intent(RIGHT))
    app.feed(Intent(RIGHT))
    settle(app)
    assert framed(app, app.render()) == [(start + 2) % n]
    far = (start + n // 2) % n
    app.feed(Intent(POINT, pos=visible_point(hand[far])))
    settle(app)
    assert framed(app, app.render()) == [far], "the pointer took the focus"
    highest = min(range(n), key=lambda i: card_rect(hand[i]).top)
    assert highest == far or hand[far].card not in scene(app).session.turns.legal()
    app.feed(Intent(LEFT))  # the arrows go on from where the pointer left it
    settle(app)
    assert framed(app, app.render()) == [(far - 1) % n]


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_the_focus_frame_never_covers_a_neighbouring_card(size) -> None:
    """For each card of the hand: the gold that appears when it has the focus (against the
    same hand focused on a card far from it) lies on that card, never on a card drawn over
    it."""
    app = at_your_card(size)
    hand = scene(app).table.hand
    n = len(hand)

    (now,) = framed(app, app.render())

    def focus_on(i: int):
        nonlocal now
        for _ in range((i - now) % n):  # by the arrows (the pointer is tested above)
            app.feed(Intent(RIGHT))
        now = i
        settle(app)
        return app.render().copy(), [CardSprite(s.card, s.x, s.y, s.angle, s.height)
                                     for s in hand], [s.lift for s in hand]

    for k in range(n - 1):
        far = (k + n // 2) % n
        before, cards_b, lifts_b = focus_on(far)
        after, cards_a, lifts_a = focus_on(k)
        for spr, lift in zip(cards_b, lifts_b):
            spr.lift = lift
        for spr, lift in zip(cards_a, lifts_a):
            spr.lift = lift
        box = card_rect(cards_a[k]).inflate(8, 8).clip(after.get_rect())
        gold = []
        for x in range(box.left, box.right):
            for y in range(box.top, box.bottom):
                p = (x, y)
                if is_accent(after.get_at(p)) and not is_accent(before.get_at(p)) \
                        and not inside(cards_a[far], p, -2) and not inside(cards_b[far], p, -2):
                    gold.append(p)
        assert gold, f"card {k} shows a frame"
        stray = [p for p in gold if not inside(cards_a[k], p, -1)
                 or any(on_face(above, p) for above in cards_a[k + 1:])]
        assert not stray, f"the frame of card {k} covers a neighbour at {stray[:5]}"
