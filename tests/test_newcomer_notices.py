"""What a new player meets at the table's edges (issue 42): the redeal notice says why the
cards come again through the deal, where it covers nothing and fits the window, and goes
when the deal is done or at your first key, never standing over your call; a notice
(a toast) fits the window and never covers your hand. Read off the screen as drawn
(the text probe), in every window size, language and text size."""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from screenkit import LANGUAGES, SIZES, looks  # noqa: E402
from tablekit import card_rect, press_until, scene, your_call  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.shell.context import App  # noqa: E402
from callbreak.app.shell.input import CONFIRM, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import Game, HouseRules, Redeal, Redealt  # noqa: E402
from callbreak.store import Store  # noqa: E402
from callbreak.store.store import CANNOT_SAVE_GAME  # noqa: E402
from callbreak.words import name, redeal_reason, set_language, tr  # noqa: E402

PERCENTS = (100, 125, 150)
DT = 1 / 10
# seed 105: Sushila had no J, Q or K, and you call first in the new deal (so the notice
# would stand over your call picker if it stayed)
SEED = 105


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def redeal_app(size: tuple[int, int], language: str, percent: int,
               reduced: bool = True) -> App:
    """A new game whose first deal is thrown in; cards fly at once with reduced motion
    (the notice's reading pause is kept), in their own time without."""
    app = make_app(size=size, headless=True, thinker="inline", instant=False)
    app.change_settings(language=language, text_size=percent, reduced_motion=reduced)
    game = Game(HouseRules(rounds=3, redeal=Redeal.JQK), seed=SEED)
    app.scenes.push(app.routes.table(game, "easy", None))
    return app


def notice_said(app: App) -> str:
    game = scene(app).session.game
    event = next(e for e in game.events if isinstance(e, Redealt))
    return tr("Redeal: {who} had {reason}. The same dealer deals again.",
              who=name(event.seat), reason=redeal_reason(event.reason))


def notice_drawn(drawing: probe.Drawing, said: str) -> list[probe.DrawnText]:
    """The notice's lines as drawn: the lines in the panel of its first line."""
    starts = [t for t in drawing.texts if t.text and said.startswith(t.text)]
    if not starts:
        return []
    panel = max(starts, key=lambda t: len(t.text)).panel
    return [t for t in drawing.texts if t.panel == panel]


@pytest.mark.parametrize(("size", "language", "percent"),
                         looks(itertools.product(SIZES, LANGUAGES, PERCENTS)))
def test_the_redeal_notice_covers_nothing_fits_and_is_gone_by_your_call(size, language,
                                                                         percent) -> None:
    app = redeal_app(size, language, percent)
    said = notice_said(app)
    seen = 0
    for _ in range(200):
        app.step(DT)
        if your_call(app):
            break
        drawing = probe.capture(app).top()
        lines = notice_drawn(drawing, said)
        if not lines:
            continue
        seen += 1
        assert " ".join(t.text for t in lines) == said, "said whole"
        box = lines[0].panel
        assert drawing.window.contains(box), f"{box} leaves the window {size}"
        plates = scene(app).table.layout.plates
        covered = [name(s) for s, plate in plates.items() if plate.colliderect(box)]
        assert not covered, f"the notice {box} covers the plate of {covered}"
        assert drawing.problems() == []
    else:
        pytest.fail("your call never came")
    assert seen, "the notice was said while the cards came again"
    app.step(DT)
    drawing = probe.capture(app).top()
    assert drawing.has(tr("Your call")), drawing.lines()
    assert not notice_drawn(drawing, said), "the notice stands over your call"
    assert drawing.problems() == []


def test_the_redeal_notice_stays_while_the_cards_fly_and_goes_when_the_deal_is_done() -> None:
    app = redeal_app((1024, 640), "ne", 150, reduced=False)
    said = notice_said(app)
    table = scene(app).table
    flying = 0
    while not your_call(app):
        app.step(DT)
        assert flying < 200, "your call never came"
        if table.flying:
            flying += 1
            assert notice_drawn(probe.capture(app).top(), said), "gone before the deal"
    assert flying * DT > 1.0, "the cards took their time to come"
    assert not notice_drawn(probe.capture(app).top(), said)


def test_your_first_key_puts_the_redeal_notice_away() -> None:
    app = redeal_app((1024, 640), "hi", 150, reduced=False)
    said = notice_said(app)
    app.step(DT)
    assert notice_drawn(probe.capture(app).top(), said)
    app.feed(Intent(CONFIRM))
    app.step(DT)
    for _ in range(5):  # and it does not come back while the deal goes on
        assert not notice_drawn(probe.capture(app).top(), said)
        app.step(DT)
    for _ in range(200):  # the deal goes on as before, to your call
        if your_call(app):
            break
        app.step(DT)
    assert len(scene(app).table.hand) == 13 and your_call(app)


# -- notices (toasts) ----------------------------------------------------------------------
FOLDER = "/home/sushila.shrestha/.local/share/callbreak"  # a path longer than any line


def toasts_clear_of_the_hand(app: App) -> list[probe.DrawnText]:
    """The notices drawn now, checked: inside the window, clear of your cards and plates."""
    drawing = probe.capture(app)
    toasts = drawing.only(probe.TOASTS)
    table = scene(app).table
    hand = [card_rect(spr) for spr in table.hand]
    assert len(hand) == 13
    for line in toasts.texts:
        assert drawing.window.contains(line.rect), f"{line} leaves the window"
        assert line.panel.collidelist(hand) < 0, f"the notice {line.panel} covers your hand"
        plates = list(table.layout.plates.values())
        assert line.panel.collidelist(plates) < 0, f"the notice {line.panel} covers a plate"
    assert toasts.problems() == []
    return toasts.texts


@pytest.mark.parametrize(("size", "language", "percent"),
                         looks(itertools.product(SIZES, LANGUAGES, PERCENTS)))
def test_notices_fit_the_window_and_never_cover_your_hand(size, language, percent) -> None:
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.change_settings(language=language, text_size=percent)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=5), "easy", None))
    press_until(app, lambda: your_call(app), dt=DT)
    said = tr(CANNOT_SAVE_GAME, directory=FOLDER)
    app.toast(said, 60)
    app.toast(tr("Sound off"), 60)
    app.step(DT)
    lines = toasts_clear_of_the_hand(app)
    drawn = "".join(t.text for t in lines).replace(" ", "")
    assert said.replace(" ", "") in drawn, "the whole notice is drawn, the folder too"
    app.feed(Intent(CONFIRM))  # your call: the play, a card raised under the focus
    press_until(app, lambda: scene(app).session.game.phase == "playing"
                and len(scene(app).table.hand) == 13, dt=DT)
    toasts_clear_of_the_hand(app)


@pytest.fixture
def home() -> Iterator[Path]:
    """A home folder as short as a real one (pytest's own are far longer)."""
    folder = Path(tempfile.mkdtemp(prefix="cb-"))
    yield folder
    shutil.rmtree(folder)


def test_a_folder_that_cannot_be_written_is_said_at_the_table_clear_of_your_hand(home):
    data = home / "x" / "home" / "sushila.shrestha" / ".local" / "share" / "callbreak"
    data.parent.mkdir(parents=True)
    data.write_text("not a folder")  # nothing can be saved there
    store = Store.open(home / "config", data)
    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True,
                   store=store)
    app.change_settings(language="ne", text_size=150)
    app.scenes.push(app.routes.table(Game(HouseRules(rounds=3), seed=5), "easy", None))
    press_until(app, lambda: bool(app.toasts.texts) and your_call(app), dt=DT)
    assert any(str(data) in said for said in app.toasts.texts), app.toasts.texts
    lines = toasts_clear_of_the_hand(app)
    assert str(data).replace(" ", "") in "".join(t.text for t in lines).replace(" ", "")
