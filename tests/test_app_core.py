"""The app's core pieces: tweens run on dt alone, raw events become meanings, menus work
by keyboard and mouse, the scene stack, and the computer players' worker always answers."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from callbreak.app.look.tween import EASINGS, Tween, Tweener, wait  # noqa: E402
from callbreak.app.look.widgets import Button, ChoiceRow, Toggle, VerticalMenu  # noqa: E402
from callbreak.app.shell import thinker as thinker_mod  # noqa: E402
from callbreak.app.shell.input import (  # noqa: E402
    CLICK,
    CONFIRM,
    DIGIT,
    DOWN,
    FULLSCREEN,
    LEFT,
    RIGHT,
    UP,
    Intent,
    click_event,
    key_event,
    translate,
)
from callbreak.app.shell.scene import Scene, SceneManager  # noqa: E402
from callbreak.app.shell.sound import Sounds  # noqa: E402
from callbreak.app.wiring import make_app  # noqa: E402
from callbreak.engine import CARDS, Game  # noqa: E402


class Box:
    x = 0.0
    y = 10.0


@given(st.lists(st.floats(0.0, 0.2), min_size=1, max_size=60))
def test_a_tween_ends_exactly_on_its_target_whatever_the_frame_times(dts) -> None:
    box, done = Box(), []
    tweens = Tweener()
    tweens.add(Tween(box, 0.5, "out_back", x=100.0, y=-5.0, on_finish=lambda: done.append(1)))
    for dt in dts + [0.6]:
        tweens.update(dt)
    assert (box.x, box.y) == (100.0, -5.0) and done == [1] and not tweens.busy


def test_easings_start_at_0_and_end_at_1() -> None:
    for name, ease in EASINGS.items():
        assert abs(ease(0.0)) < 1e-9 and abs(ease(1.0) - 1) < 1e-9, name


def test_a_zero_duration_tween_and_a_wait_chain_in_order() -> None:
    order, tweens, box = [], Tweener(), Box()
    wait(tweens, 0.3, lambda: order.append("waited"))
    tweens.add(Tween(box, 0.0, x=5.0, on_finish=lambda: order.append("jumped")))
    tweens.update(0.0)
    assert order == ["jumped"] and box.x == 5.0
    tweens.update(0.31)
    assert order == ["jumped", "waited"]


def test_raw_events_become_meanings() -> None:
    assert translate(key_event(pygame.K_RETURN)).kind == CONFIRM
    assert translate(key_event(pygame.K_SPACE)).kind == CONFIRM
    assert translate(key_event(pygame.K_F11)).kind == FULLSCREEN
    assert translate(key_event(pygame.K_LEFT)).kind == LEFT
    assert translate(key_event(pygame.K_7)) == Intent(DIGIT, value=7)
    assert translate(click_event((3, 4))) == Intent(CLICK, pos=(3, 4))
    assert translate(key_event(pygame.K_F5)) is None


def test_a_menu_works_by_keyboard_and_mouse() -> None:
    pygame.font.init()
    app = make_app(size=(1024, 640), headless=True, thinker="inline")
    picked, speeds, sound = [], [], []
    menu = VerticalMenu([
        Button("Play", lambda: picked.append("play")),
        Button("Hidden", lambda: picked.append("hidden"), enabled=False),
        ChoiceRow("Speed", [("slow", "Slow"), ("normal", "Normal")], "normal", speeds.append),
        Toggle("Sound", True, sound.append),
    ])
    menu.handle(Intent(CONFIRM))
    menu.handle(Intent(DOWN))  # skips the disabled row
    assert menu.focus == 2
    menu.handle(Intent(RIGHT))
    menu.handle(Intent(DOWN))
    menu.handle(Intent(CONFIRM))
    assert picked == ["play"] and speeds == ["slow"] and sound == [False]
    menu.handle(Intent(UP))
    menu.draw(app.screen, app.theme, center=(512, 320))
    menu.handle(Intent(CLICK, pos=menu.rects[0].center))
    assert picked == ["play", "play"]


def test_the_scene_stack_tells_scenes_when_they_are_on_top() -> None:
    log = []

    class Named(Scene):
        def __init__(self, name):
            self.name = name

        def enter(self):
            log.append(f"+{self.name}")

        def leave(self):
            log.append(f"-{self.name}")

    stack = SceneManager()
    stack.push(Named("menu"))
    stack.push(Named("table"))
    stack.replace(Named("card"))
    stack.pop()
    assert log == ["+menu", "-menu", "+table", "-table", "+card", "-card", "+menu"]


@pytest.mark.parametrize("mode", ["inline", "thread"])
def test_the_worker_answers_calls_and_cards(mode) -> None:
    game = Game(seed=3)
    worker = thinker_mod.Thinker(mode)
    seat = game.turn
    job = worker.ask("call", ("t", seat), "easy", 1, game.view(seat))
    while not job.done():
        pass
    call = job.result()
    assert game.rules.min_call <= call <= game.rules.max_call
    for _ in range(4):
        game.call(game.turn, 2)
    view = game.view(game.turn)
    job = worker.ask("card", ("t", game.turn), "easy", 1, view)
    while not job.done():
        pass
    assert CARDS[job.result()] in view.legal
    worker.close()


def test_a_failing_player_still_gets_a_legal_answer(monkeypatch) -> None:
    def broken(*args):
        raise RuntimeError("the player crashed")

    monkeypatch.setattr(thinker_mod, "think", broken)
    game = Game(seed=4)
    for _ in range(4):
        game.call(game.turn, 3)
    view = game.view(game.turn)
    job = thinker_mod.Thinker("inline").ask("card", ("x",), "easy", 1, view)
    assert CARDS[job.result()] in view.legal


def test_no_sound_device_is_not_an_error(monkeypatch) -> None:
    def no_device():
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    sounds.play("deal")
    assert not sounds.ok


def test_each_sound_is_read_once_when_first_played_at_the_volume_set(monkeypatch) -> None:
    read: list[str] = []
    real = pygame.mixer.Sound

    def counted(path: str) -> pygame.mixer.Sound:
        read.append(Path(path).name)
        return real(path)

    monkeypatch.setattr(pygame.mixer, "Sound", counted)
    sounds = Sounds(volume=0.5)
    if not sounds.ok:
        pytest.skip("no mixer here")
    assert read == [], "a window that plays nothing reads no sound"
    sounds.play("deal")
    sounds.set_volume(0.25)
    sounds.play("deal")
    sounds.play("trick")
    assert read == ["deal.wav", "trick.wav"]
    assert all(abs(s.get_volume() - 0.25) < 0.01 for s in sounds.sounds.values() if s)
