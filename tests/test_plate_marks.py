"""Each player's token at the table shows a mark of their name that no other player's
token shows, in every language and with any names friends give (never told apart only by
colour), and the mark's letters, Devanagari signs above and below included, sit inside the
token. Read from the drawing (the text probe) and its pixels."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from props import examples  # noqa: E402
from tablekit import scene, your_call  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.look import theme as th  # noqa: E402
from callbreak.app.look.letters import letters, marks  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules  # noqa: E402
from callbreak.words import name, seat_names, set_language, tr  # noqa: E402

DEALT_BY = {0: 2, 1: 0, 2: 1, 3: 7}  # a seed whose first round each seat deals
# names friends might give: Devanagari with its signs and conjuncts, Latin with accents
DEVANAGARI = "अआइईउऊएओकखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह" + "ािीुूृेैोौंँः्"
NAME_LETTERS = st.text(alphabet=DEVANAGARI + "AaBbRrSsÉéğ .'-", min_size=1, max_size=12)


@pytest.fixture(autouse=True)
def english_after() -> None:
    yield
    set_language("en")
    seat_names(None)


def at_the_table(language: str, seed: int = 0, size: tuple[int, int] = (1024, 640),
                 text_size: int = 100, names: list[str] | None = None):
    """An app at the table on your first call, with the names of a friends' table if
    given."""
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.change_settings(language=language, text_size=text_size)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=seed), "easy", None))
    if names is not None:
        seat_names(names)
    for _ in range(400):
        if your_call(app):
            break
        app.step(1 / 30)
    return app


def token_marks(app, drawing: probe.Drawing) -> dict[int, probe.DrawnText]:
    """Each plate's mark as drawn: the largest letters left of the player's name on it
    (the dealer's chip, also there, is smaller; a short name may be its own mark)."""
    out = {}
    for seat, plate in scene(app).table.layout.plates.items():
        named = [t for t in drawing.texts if plate.contains(t.rect) and (
            t.text == name(seat) or t.text.endswith("…") and name(seat).startswith(t.text[:-1]))]
        assert named, f"{name(seat)!r} is not on its plate"
        at = max(t.rect.left for t in named)
        left = [t for t in drawing.texts if plate.contains(t.rect) and t.rect.right <= at]
        assert left, f"no mark on {name(seat)!r}'s plate"
        out[seat] = max(left, key=lambda t: t.rect.w * t.rect.h)
    return out


def on_token(colour: pygame.Color) -> bool:
    """A pixel of a token's coloured face: not the plate's dark panel, not the token's
    light ring (nor the light letters)."""
    rgb = colour[:3]
    return max(rgb) >= 80 and sum((a - b) ** 2 for a, b in zip(rgb, th.INK)) > 60 ** 2


def ink_of(picture: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The box of the letters' own pixels (the ink colour) within the text's `rect`: a
    glyph's side bearings are blank, and an unusual sign may leave much of its rect so."""
    inked = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
             if sum((a - b) ** 2 for a, b in zip(picture.get_at((x, y))[:3], th.INK)) <= 60 ** 2]
    if not inked:
        return rect
    xs, ys = [x for x, _ in inked], [y for _, y in inked]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def outline(rect: pygame.Rect) -> list[tuple[int, int]]:
    """The pixels just outside `rect`, all round it."""
    r = rect.inflate(2, 2)
    return [(x, y) for x in range(r.left, r.right) for y in (r.top, r.bottom - 1)] + \
        [(x, y) for y in range(r.top, r.bottom) for x in (r.left, r.right - 1)]


def check_marks(app) -> None:
    """The four marks differ (whatever their letters' case), and each one's letters lie
    on its token with its face all round them (a seat other than the dealer's, whose chip
    sits on the token's rim)."""
    drawing = probe.capture(app)
    picture = app.render()
    found = token_marks(app, drawing)
    shown = [found[seat].text for seat in range(4)]
    assert len({m.casefold() for m in shown}) == 4, f"two plates show one mark: {shown}"
    dealer = scene(app).table.dealer
    for seat, mark in found.items():
        if seat == dealer:
            continue
        off = [p for p in outline(ink_of(picture, mark.rect)) if not on_token(picture.get_at(p))]
        assert not off, f"{mark!r} on {name(seat)!r}'s token runs off its face at {off[:4]}"


@pytest.mark.parametrize("language", ("en", "ne", "hi"))
@pytest.mark.parametrize("text_size", (100, 150))
def test_each_plate_shows_a_mark_of_its_own(language, text_size) -> None:
    for seed in (DEALT_BY[0], DEALT_BY[1]):
        check_marks(at_the_table(language, seed, text_size=text_size))


def test_hindi_you_and_aarati_are_told_apart_by_their_letters() -> None:
    app = at_the_table("hi")
    found = token_marks(app, probe.capture(app))
    you, aarati = found[0].text, found[1].text
    assert you != aarati and you.startswith("आ") and aarati.startswith("आ"), (you, aarati)


@pytest.mark.parametrize("guests", (
    ["", "Ram Bahadur", "Ram Kumar", "Ramesh"],
    ["", "Sita", "sita", "Sita"],
    ["", "क्षितिज", "क्षमा", "Yogesh"],
    ["", "You", "Yubraj", "Y"],
    ["", "अ", "अ", "अ"],
    ["", "Sushila Shrestha Adh", "WWWWWWWWWWWWWWWWWWWW", "क्षितिज क्षेत्री"],  # names of 20
))
def test_a_friends_table_gives_each_guest_a_mark_of_their_own(guests) -> None:
    check_marks(at_the_table("en", names=guests))


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(guests=st.lists(NAME_LETTERS.map(str.strip).filter(bool), min_size=3, max_size=3),
       language=st.sampled_from(("en", "hi")))
@example(guests=["उःो", "A", "B"], language="en")  # a sign that leaves its rect half blank
def test_any_guests_names_show_four_marks_on_their_tokens(guests, language) -> None:
    check_marks(at_the_table(language, names=["", *guests]))


@given(names=st.lists(st.one_of(NAME_LETTERS, st.text(max_size=6)), min_size=4, max_size=4))
@example(names=["A", "A", "AA", "A\u094dA"])  # a Devanagari virama joins no Latin letters
def test_marks_differ_and_come_from_the_names(names) -> None:
    """Every table's four marks differ (whatever the case), none is empty, and each is
    short: a letter or two from the name, its first letter or digit first; a name with
    neither gets a number."""
    chosen = marks(names)
    assert len(chosen) == 4 and all(chosen)
    assert len({m.casefold() for m in chosen}) == 4, (names, chosen)
    for given_name, mark in zip(names, chosen):
        assert len(letters(mark)) <= 2, (given_name, mark)
        firsts = [letter for letter in letters(given_name) if letter[0].isalnum()]
        if firsts:
            # its first letter, less any sign of another script typed after it (Aा: A)
            assert firsts[0].startswith(letters(mark)[0]), (given_name, mark)
        else:
            assert mark.isdigit(), (given_name, mark)


def test_a_letter_keeps_its_signs_and_its_conjunct() -> None:
    assert letters("क्षितिज") == ["क्षि", "ति", "ज"]
    assert letters("सुशीला") == ["सु", "शी", "ला"]
    assert letters("Émile") == ["É", "m", "i", "l", "e"]
    assert marks(["आप", "आरती", "विकास", "सुशीला"]) == ("आप", "आर", "वि", "सु")
    assert marks(["You", "Aarati", "Bikash", "Sushila"]) == ("Y", "A", "B", "S")
    assert tr("D")  # the dealer's chip has a word in every language
