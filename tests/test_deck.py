"""The decks and backs as the game draws them: every face of every deck, at the smallest and
the largest size a face is shown, is a card with its corner index in the suit's colour, and
no two faces look the same; the backs; the four-colour recolour; the settings that choose."""

from __future__ import annotations

import hashlib
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from callbreak.app.look.cards import BACKS, DECKS, CardArt, card_size  # noqa: E402
from callbreak.app.table.layout import TableLayout  # noqa: E402
from callbreak.engine import Card  # noqa: E402
from callbreak.store import CARD_BACKS, Settings, Store  # noqa: E402
from callbreak.store.settings import DECKS as SETTING_DECKS  # noqa: E402
from callbreak.store.settings import MAX_WINDOW  # noqa: E402

RANKS = "A K Q J 10 9 8 7 6 5 4 3 2".split()
CODES = [f"{r}{s}" for s in "SHDC" for r in RANKS]
SMALLEST = 48  # below any face the game draws (the settings preview at 1024x640 is ~60)
LARGEST = TableLayout(MAX_WINDOW).card_h  # your hand in an 8K window
CORNER = (0.035, 0.03, 0.19, 0.26)  # the top-left index: x, y, w, h as fractions


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    yield


def ink(surf: pygame.Surface, area: tuple[float, float, float, float] | None = None,
        colour: str = "any") -> int:
    """Opaque pixels of `colour` ("any" not white, "red", "dark", "green", "blue") in `area`
    (fractions of the card), counted with masks."""
    w, h = surf.get_size()
    if area is not None:
        x, y, aw, ah = area
        surf = surf.subsurface(pygame.Rect(round(x * w), round(y * h), round(aw * w),
                                           round(ah * h)))
    opaque = pygame.mask.from_surface(surf, 250)
    if colour == "any":
        white = pygame.mask.from_threshold(surf, (250, 250, 250, 255), (40, 40, 40, 255))
        return opaque.count() - opaque.overlap_area(white, (0, 0))
    target = {"red": ((220, 40, 40, 255), (70, 70, 70, 255)),
              "dark": ((40, 40, 40, 255), (60, 60, 60, 255)),
              "green": ((11, 122, 50, 255), (50, 50, 50, 255)),
              "blue": ((16, 96, 208, 255), (50, 50, 50, 255))}[colour]
    return pygame.mask.from_threshold(surf, *target).overlap_area(opaque, (0, 0))


def digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


@pytest.mark.parametrize("height", [SMALLEST, LARGEST])
@pytest.mark.parametrize("deck", DECKS)
def test_every_face_is_a_distinct_card_with_its_index(deck, height):
    art = CardArt("red", False, deck)
    seen: dict[str, str] = {}
    size = card_size(height)
    for code in CODES:
        surf = art.face(Card.parse(code), height)
        w, h = surf.get_size()
        assert abs(w - size[0]) <= 1 and abs(h - size[1]) <= 1, code
        # a card with rounded corners, not a fallback rectangle or nothing
        assert surf.get_at((w // 2, round(h * 0.03))).a == 255, code
        assert surf.get_at((0, 0)).a < 255, code
        assert ink(surf) > 0.03 * w * h, f"{code} is nearly blank"
        corner = ink(surf, CORNER)
        area = CORNER[2] * CORNER[3] * w * h
        assert corner > 0.12 * area, f"{code}: no index in the corner"
        mine, other = ("red", "dark") if code[-1] in "HD" else ("dark", "red")
        assert ink(surf, CORNER, other) < 0.05 * corner, f"{code}: the index has another colour"
        if height > 100:  # large enough for solid colour beyond the shapes' soft edges
            assert ink(surf, CORNER, mine) > 0.5 * corner, f"{code}: not the suit's colour"
        # and the same index, turned, in the opposite corner
        turned = (1 - CORNER[0] - CORNER[2], 1 - CORNER[1] - CORNER[3], CORNER[2], CORNER[3])
        assert ink(surf, turned) > 0.08 * area, f"{code}: no index at the bottom right"
        key = digest(surf)
        assert key not in seen, f"{code} looks exactly like {seen.get(key)}"
        seen[key] = code


def test_the_classic_index_is_as_large_as_the_simple_one():
    """At a hand's size in a 1024x640 window the classic corner carries at least as much
    ink as the openclipart one, which players read well (the bar the issue sets)."""
    height = TableLayout((1024, 640)).card_h
    total = {deck: sum(ink(CardArt("red", False, deck).face(Card.parse(code), height), CORNER)
                       for code in CODES) for deck in DECKS}
    assert total["classic"] >= 0.8 * total["simple"], total


@pytest.mark.parametrize("deck", DECKS)
def test_four_colours_recolour_clubs_and_diamonds_only(deck):
    two, four = CardArt("red", False, deck), CardArt("red", True, deck)
    height = 190
    for code, colour, was in (("7C", "green", "dark"), ("KC", "green", "dark"),
                              ("7D", "blue", "red"), ("QD", "blue", "red")):
        before = two.face(Card.parse(code), height)
        after = four.face(Card.parse(code), height)
        assert ink(after, CORNER, colour) > 0.08 * CORNER[2] * CORNER[3] * 140 * 190, code
        assert ink(after, CORNER, was) < 0.1 * ink(before, CORNER, was), code
    for code in ("AS", "KS", "9H", "QH"):  # spades and hearts keep their colours
        assert digest(two.face(Card.parse(code), height)) == \
            digest(four.face(Card.parse(code), height))


def test_the_ace_of_spades_has_no_qr_code_or_watermark():
    """The middle of each ace of spades is one spade: a dark shape with a few fine lines,
    not a QR code's or a lettering's scatter of dark and light cells."""
    for deck in DECKS:
        surf = CardArt("red", False, deck).face(Card.parse("AS"), 380)
        middle = surf.subsurface(pygame.Rect(120, 150, 40, 40))  # inside the spade's body
        dark = ink(middle, None, "dark")
        assert dark > 0.75 * 40 * 40, f"{deck}: the spade's middle is broken up ({dark})"


def test_backs_are_distinct_cards():
    seen = set()
    for back in BACKS:
        for height in (SMALLEST, 238):
            surf = CardArt(back).back(height)
            w, h = surf.get_size()
            assert surf.get_at((w // 2, h // 2)).a == 255 and surf.get_at((0, 0)).a < 255
            assert ink(surf) > 0.6 * w * h, back  # a coloured picture, not a white card
            seen.add(digest(surf))
    assert len(seen) == 2 * len(BACKS)


def test_the_faces_and_backs_share_one_outline():
    """A face and a back at one size cover the same pixels, so they swap in place."""
    height = 142
    for deck in DECKS:
        face = CardArt("red", False, deck).face(Card.parse("5H"), height)
        for back in BACKS:
            other = CardArt(back, False, deck).back(height)
            a, b = pygame.mask.from_surface(face, 250), pygame.mask.from_surface(other, 250)
            assert face.get_size() == other.get_size()
            assert a.overlap_area(b, (0, 0)) > 0.97 * max(a.count(), b.count()), (deck, back)


def test_configure_changes_the_pictures_and_unknown_names_fall_back():
    art = CardArt("red", False, "classic")
    classic = digest(art.face(Card.parse("KH"), 142))
    art.configure("blue", False, "simple")
    assert (art.deck, art.back_name) == ("simple", "blue")
    assert digest(art.face(Card.parse("KH"), 142)) != classic
    art.configure("blue", False)  # no deck given: the deck stays
    assert art.deck == "simple"
    art.configure("plaid", False, "tarot")
    assert (art.deck, art.back_name) == (DECKS[0], BACKS[0])


def test_the_backs_are_what_make_backs_draws(tmp_path):
    """The committed backs are the script's output (the classic faces need node and the
    npm package, so only the backs are rebuilt here)."""
    import importlib.util
    from pathlib import Path

    script = Path(__file__).resolve().parent.parent / "build_scripts" / "make_backs.py"
    spec = importlib.util.spec_from_file_location("make_backs", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(["make_backs", str(tmp_path)])
    from callbreak.resources import asset

    for back in BACKS:
        name = f"back_{back}.svg"
        assert (tmp_path / name).read_bytes() == asset("cards", "backs", name).read_bytes()


# -- the settings ----------------------------------------------------------------------------
def test_the_settings_offer_what_the_pictures_have():
    assert set(SETTING_DECKS) == set(DECKS) and SETTING_DECKS[0] == DECKS[0] == "classic"
    assert set(CARD_BACKS) == set(BACKS)
    assert Settings().deck == "classic"


def test_an_old_settings_file_without_a_deck_loads_with_the_classic_deck(tmp_path):
    old = {"version": 1, "level": "hard", "card_back": "blue", "four_colour": True}
    (tmp_path / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    store = Store.open(tmp_path, tmp_path / "data")
    assert store.notices == []
    s = store.settings
    assert (s.deck, s.card_back, s.four_colour, s.level) == ("classic", "blue", True, "hard")


@given(deck=st.sampled_from(SETTING_DECKS) | st.text(max_size=8) | st.integers(),
       back=st.sampled_from(CARD_BACKS) | st.text(max_size=8) | st.none())
def test_deck_and_back_are_read_back_or_fall_back(deck, back):
    s = Settings.from_dict({"deck": deck, "card_back": back})
    assert s.deck == (deck if deck in SETTING_DECKS else "classic")
    assert s.card_back == (back if back in CARD_BACKS else "red")
    assert Settings.from_dict(json.loads(json.dumps(s.to_dict()))) == s


def test_the_chosen_deck_and_back_are_saved(tmp_path):
    store = Store.open(tmp_path, tmp_path / "data")
    store.save_settings(Settings(deck="simple", card_back="dhaka"))
    on_disk = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert (on_disk["deck"], on_disk["card_back"]) == ("simple", "dhaka")
    again = Store.open(tmp_path, tmp_path / "data").settings
    assert (again.deck, again.card_back) == ("simple", "dhaka")
