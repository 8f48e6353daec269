"""The Yes/No question box (screens/confirm.py ConfirmScene), read as drawn: a long question in
Nepali and Hindi keeps its lines apart and inside the box, at every window size, and the
buttons say their words whole."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from callbreak.app.look import probe  # noqa: E402
from callbreak.app.screens.confirm import ConfirmScene  # noqa: E402
from callbreak.app.screens.stats import NO_STORE, RESET_DETAIL, RESET_QUESTION  # noqa: E402
from callbreak.app.shell.input import BACK, CONFIRM, RIGHT, Intent  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.words import tr  # noqa: E402

SIZES = [(1024, 640), (1600, 900), (2560, 1440)]
LANGUAGES = ["en", "ne", "hi"]


def ask(size, language, lead=True, detail=True):
    app = make_app(size=size, headless=True, thinker="inline", instant=True)
    app.change_settings(language=language)
    app.scenes.push(app.routes.main_menu())
    answers = []
    question = (tr(NO_STORE) + "\n" if lead else "") + tr(RESET_QUESTION)
    app.scenes.push(ConfirmScene(app, question, lambda: answers.append("yes"),
                                 detail=tr(RESET_DETAIL) if detail else "",
                                 yes=tr("Yes, reset"), no=tr("No, keep them")))
    app.step(1 / 60)
    return app, answers


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lead", [True, False], ids=["with a lead", "alone"])
def test_a_long_question_keeps_its_lines_apart_inside_its_box(size, language, lead):
    app, _ = ask(size, language, lead)
    d = probe.capture(app).top()
    assert not d.problems()
    box = d.find(tr("Reset all statistics?"))[0].panel
    assert box != d.window  # the question sits in its box
    # the question comes after what leads to it, the buttons under both
    question = d.where(tr(RESET_QUESTION))
    words = d.find(tr(NO_STORE).split()[0])
    assert not lead or words[0].rect.bottom <= question.top
    for label, focused in ((tr("No, keep them"), True), (tr("Yes, reset"), False)):
        (button,) = [t for t in d.texts if t.text == label]
        assert button.rect.top > question.bottom
        # the label at the buttons' own size: its words were not squeezed to fit
        whole = app.theme.text(label, 3.0, bold=focused).get_bounding_rect()
        assert button.rect.size == whole.size


def test_no_is_first_and_esc_means_no():
    app, answers = ask((1024, 640), "en")
    app.feed(Intent(CONFIRM))
    assert answers == [] and not isinstance(app.scenes.top, ConfirmScene)
    app, answers = ask((1024, 640), "en")
    app.feed(Intent(BACK))
    assert answers == [] and not isinstance(app.scenes.top, ConfirmScene)
    app, answers = ask((1024, 640), "en")
    app.feed(Intent(RIGHT))
    app.feed(Intent(CONFIRM))
    assert answers == ["yes"]
