"""The pictures drawing keeps (tilted cards, greys, name plates, composed fans, the felt):
whatever is kept, the table looks as it does drawn afresh, after a resize as in a new
window, and the kept pictures stay within their memory budget."""

from __future__ import annotations

import io
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402
from tablekit import act_when_asked, make_table, scene, your_card  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.look.cards import CardArt, card_size  # noqa: E402
from callbreak.app.look.kept import Kept  # noqa: E402
from callbreak.app.look.probe import ProbeSurface  # noqa: E402
from callbreak.app.table import paint_plates  # noqa: E402
from callbreak.resources import asset  # noqa: E402

FELT = (22, 92, 64)


def on_felt(img: pygame.Surface, size: tuple[int, int] | None = None) -> bytes:
    """The picture laid on the felt, centred, as RGB bytes."""
    ground = pygame.Surface(size or img.get_size())
    ground.fill(FELT)
    ground.blit(img, img.get_rect(center=ground.get_rect().center))
    return pygame.image.tobytes(ground, "RGB")


def apart(a: bytes, b: bytes) -> int:
    """The largest difference in any channel of any pixel."""
    return max(abs(x - y) for x, y in zip(a, b))


def at_your_card(size: tuple[int, int], turns: int = 2):  # noqa: ANN201 - an App
    app = make_table(size, seed=7)
    seen = 0
    for _ in range(3000):
        if your_card(app):
            seen += 1
            if seen == turns:
                break
        act_when_asked(app)
        app.step(1 / 30)
    assert your_card(app)
    settle(app)
    return app


def settle(app) -> None:  # noqa: ANN001 - an App
    """Time for the raised card to settle, then frames for the hand to be composed."""
    for _ in range(60):
        app.step(1 / 30)
    for _ in range(8):
        app.step(1 / 60)
        app.render()


def test_the_table_after_a_resize_looks_as_a_new_table_of_that_size() -> None:
    """Cards, greys, plates, fans and the felt kept at one size are never shown at
    another: resized, the table draws the pixels and the words a new window draws."""
    resized = at_your_card((1024, 640))
    resized.resized((1280, 720))
    settle(resized)
    fresh = at_your_card((1280, 720))
    assert scene(resized).view().legal == scene(fresh).view().legal, "the same position"
    shown, new = resized.render().copy(), fresh.render().copy()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(new, "RGB")
    words = [(t.text, tuple(t.rect)) for t in probe.capture(resized).texts]
    assert words == [(t.text, tuple(t.rect)) for t in probe.capture(fresh).texts]


def test_a_name_plate_drawn_from_its_kept_picture_is_the_plate_drawn_afresh() -> None:
    """Each plate is one kept picture while it shows the same; a changed figure makes a
    new one, never the old one shown again."""
    app = at_your_card((1280, 720))
    view = scene(app).view()
    table = view.table
    for change in range(2):
        if change:  # a trick taken and a score changed since: the plates show it
            table.tricks[1] += 1
            table.totals[2] += 31
        for seat in range(4):
            rect = table.layout.plates[seat].inflate(60, 60).clip((0, 0), app.size)
            paint_plates.plate(app.background.copy(), app.theme, view, seat)
            kept = app.background.copy()  # an ordinary surface: the kept picture
            paint_plates.plate(kept, app.theme, view, seat)
            afresh = ProbeSurface(app.size)  # the text probe's: drawn afresh
            afresh.blit(app.background, (0, 0))
            paint_plates.plate(afresh, app.theme, view, seat)
            assert on_felt(kept.subsurface(rect)) == on_felt(afresh.subsurface(rect)), seat


def test_a_dimmed_card_in_your_hand_looks_as_the_dimmed_card_tilted() -> None:
    """Your turn greys the cards you may not play by laying one grey of the card's shape
    over each, not by tilting a dimmed picture of every card: wherever the card is solid
    the look is the same, to 3 of 255 (its antialiased rim may be a shade lighter, as an
    undimmed card's is)."""
    art = CardArt()
    for code, tilt in (("7H", 6), ("KS", -9), ("10C", 2)):
        h = 238
        card, grey = art.rotated(code, h, tilt), art.shade(code, h, tilt)
        laid = card.copy()
        laid.blit(grey, grey.get_rect(center=laid.get_rect().center))
        old = pygame.transform.rotozoom(art.dimmed(code, h), tilt, 1.0)
        assert laid.get_size() == old.get_size()
        solid = pygame.mask.from_surface(card, 254)
        a, b, w = on_felt(laid), on_felt(old), card.get_width()
        worst = max(abs(a[i] - b[i]) for i in range(len(a))
                    if solid.get_at((i // 3 % w, i // 3 // w)))
        assert worst <= 3, code
        assert solid.count() > 0.9 * card_size(h)[0] * card_size(h)[1]


def test_a_classic_face_drawn_over_the_blank_card_looks_as_its_whole_drawing() -> None:
    """The classic faces' pips are rasterised over the blank card kept for their height
    (the card's body is most of the cost): flat or tilted, on the felt, the card is its
    whole drawing rasterised at once, to 2 of 255."""
    art = CardArt()
    for code in ("AS", "7H", "10D", "2C"):
        h = 215
        whole = pygame.image.load_sized_svg(
            io.BytesIO(asset("cards", "classic", f"{code}.svg").read_bytes()), card_size(h))
        whole = whole.convert_alpha()
        assert apart(on_felt(art.get(code, h)), on_felt(whole)) <= 2, code
        tilted = pygame.transform.rotozoom(whole, 7, 1.0)
        assert apart(on_felt(art.rotated(code, h, 7)), on_felt(tilted)) <= 2, code


def test_a_deal_starts_with_its_pictures_made(monkeypatch) -> None:
    """The deal is the busiest moment: the felt, your cards' backs, shadows and greys at
    every tilt of your fan are made before it starts, so its first frames rasterise,
    blur and copy nothing the size of the window."""
    app = make_table((1280, 720), instant=False, seed=3)
    made: list[str] = []
    for module, name in ((pygame.image, "load_sized_svg"), (pygame.transform, "gaussian_blur"),
                         (pygame.transform, "smoothscale")):
        real = getattr(module, name)
        monkeypatch.setattr(module, name,
                            lambda *a, real=real, name=name, **k: made.append(name)
                            or real(*a, **k))
    for _ in range(20):
        app.step(1 / 60)
        app.render()
    assert scene(app).table.flying, "cards are in the air"
    assert "load_sized_svg" not in made and "gaussian_blur" not in made, made
    assert made.count("smoothscale") <= 20 * 3, "only cards growing on their way to you"


def test_the_backs_tilted_for_a_deal_are_let_go_once_it_is_over() -> None:
    """Cards fly face down only while they are dealt: the backs tilted for the deal are
    kept through it and let go after it (the next deal makes them again)."""
    app = make_table((1280, 720), instant=False, seed=3)
    lay = scene(app).table.layout
    app.step(1 / 60)
    app.render()
    assert app.cards.kept_rotation("back", lay.card_h, 5) is not None, "made before"
    for _ in range(600):
        app.step(1 / 60)
        app.render()
        if scene(app).table.hand and not scene(app).table.dealing:
            break
    app.step(1 / 60)
    app.render()
    assert app.cards.kept_rotation("back", lay.card_h, 5) is None


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 9), st.integers(1, 40), st.integers(0, 2)),
                min_size=1, max_size=60))
def test_kept_pictures_stay_within_their_budget_and_the_latest_used_stay(steps) -> None:
    """A `Kept` never holds more than its megabytes (but for one picture larger than them
    all), and what goes first is what was used longest ago; what is let go is gone:
    checked against a plain model of the same puts, gets and discards."""
    kept = Kept(0.01)  # 10486 bytes
    model: list[tuple[int, int]] = []  # (key, bytes), least recently used first
    for key, side, what in steps:
        if what == 1:
            kept.put(key, pygame.Surface((side, side), pygame.SRCALPHA))
            model = [m for m in model if m[0] != key] + [(key, side * side * 4)]
            while sum(b for _, b in model) > kept.limit and len(model) > 1:
                model.pop(0)
        elif what == 2:  # let go the odd keys
            kept.discard(lambda k: k % 2 == 0)
            model = [m for m in model if m[0] % 2 == 0]
        else:
            got = kept.get(key)
            held = [m for m in model if m[0] == key]
            assert (got is not None) == bool(held)
            if held:
                model = [m for m in model if m[0] != key] + held
    assert kept.keys() == [k for k, _ in model]
    assert kept.bytes == sum(b for _, b in model)
    assert kept.bytes <= kept.limit or len(kept) == 1
