"""The turn driver with the real hint code and the real computer players: a hint is asked
for on every turn of yours (two in a row included: you win a trick and lead the next; you
play the last card of a round and call first in the next) and always speaks of the
position on the table now: a card in your hand that you may play, or a call in range."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai import suggest_call, suggest_card
from callbreak.app.shell.thinker import Thinker
from callbreak.app.table.turns import Turn, TurnDriver, position
from callbreak.engine import GAME_OVER, ROUND_OVER, Game, HouseRules

DT = 1 / 30


def play_out(game: Game, thinker: Thinker, follow_hint: bool = True,
             limit_s: float = 300.0) -> dict[str, int]:
    """Play a whole game: the computer players through the driver, you by its hints.
    Returns what was seen; fails on any hint for a position other than the current one."""
    saved: list[int] = []
    driver = TurnDriver(game, thinker, "easy", lambda: 0.0, saved.append)
    seen = {"your_turns": 0, "hints": 0, "back_to_back": 0, "call_first": 0}
    last_mover = None
    deadline = time.monotonic() + limit_s
    while game.phase != GAME_OVER:
        assert time.monotonic() < deadline, "the game never finished"
        driver.update(DT, shown_all=True)
        if driver.state is Turn.ROUND_OVER:
            game.next_round()
            continue
        if driver.state not in (Turn.YOUR_CALL, Turn.YOUR_CARD):
            last_mover = driver.seat if driver.seat != 0 else last_mover
            if driver.waiting_for_computer:
                time.sleep(0.002)
            continue
        hint = driver.hint
        if hint is None:
            time.sleep(0.002)  # asked; the worker is still thinking
            continue
        seen["your_turns"] += 1
        seen["hints"] += 1
        assert hint.at == position(game)
        view = game.view(0)
        if driver.state is Turn.YOUR_CALL:
            assert game.rules.min_call <= hint.value <= game.rules.max_call
            if not any(c is not None for c in view.calls):
                seen["call_first"] += 1
            assert driver.call(hint.value if follow_hint else game.rules.min_call)
        else:
            assert hint.card in view.hand, f"the hint names {hint.card}, not in hand"
            assert hint.card in view.legal, f"the hint names {hint.card}, not legal now"
            if not view.trick and last_mover == 0:
                seen["back_to_back"] += 1
            card = hint.card if follow_hint else view.legal[-1]
            assert driver.play(card)
            last_mover = 0
    assert saved, "every call and every card is handed on to be saved"
    return seen


def test_every_hint_of_a_whole_game_is_for_the_cards_in_hand_now() -> None:
    """Real hints, answered at once: 3 rounds, every one of your turns gets its hint."""
    seen = play_out(Game(HouseRules(rounds=3), seed=21), Thinker("inline"))
    assert seen["hints"] == seen["your_turns"] >= 3 * 14
    assert seen["back_to_back"] >= 1, "the game had no trick you won and led after"


def test_hints_from_the_real_worker_process_are_never_stale() -> None:
    """The same through the real worker process, the way the game asks."""
    thinker = Thinker("process")
    try:
        seen = play_out(Game(HouseRules(rounds=3), seed=4), thinker, follow_hint=False)
    finally:
        thinker.close()
    assert seen["hints"] == seen["your_turns"] >= 3 * 14
    assert thinker.mode == "process", "the worker process ran the game, not a fallback"


@settings(max_examples=examples(6), deadline=None)
@given(seed=st.integers(0, 10_000))
def test_an_answer_for_a_position_gone_by_is_never_shown(seed: int) -> None:
    """A slow worker: hints arrive one turn late. None of them is ever shown."""

    class Late:
        """Holds each answer back until the next question is asked."""

        def __init__(self) -> None:
            self.inner = Thinker("inline")
            self.held: list = []

        def ask(self, kind, key, level, seed, view):  # noqa: ANN001, ANN201
            job = self.inner.ask(kind, key, level, seed, view)
            gate = {"open": False}
            for earlier in self.held:
                earlier["open"] = True
            self.held.append(gate)

            class Job:
                def done(self) -> bool:
                    return gate["open"] or not kind.value.startswith("suggest")

                def result(self):  # noqa: ANN202
                    return job.result()

            return Job()

    game = Game(HouseRules(rounds=3), seed=seed)
    driver = TurnDriver(game, Late(), "easy", lambda: 0.0, lambda seat: None)
    for _ in range(4000):
        if game.phase in (ROUND_OVER, GAME_OVER):
            break
        driver.update(DT, shown_all=True)
        if driver.hint is not None:
            assert driver.hint.at == position(game)
        if driver.state is Turn.YOUR_CALL:
            driver.call(game.rules.min_call)
        elif driver.state is Turn.YOUR_CARD:
            driver.play(game.view(0).legal[0])


@pytest.mark.parametrize("state", [Turn.YOUR_CALL, Turn.YOUR_CARD])
def test_the_person_may_act_only_on_their_own_turn(state: Turn) -> None:
    game = Game(HouseRules(rounds=3), seed=8)
    driver = TurnDriver(game, Thinker("inline"), "easy", lambda: 0.0, lambda seat: None)
    driver.update(DT, shown_all=False)  # the table is still showing the deal
    assert driver.state is Turn.WATCHING
    assert not driver.call(3)
    assert not driver.play(game.view(0).hand[0])
    assert driver.why_not(game.view(0).hand[0]) is not None


class SlowHints:
    """The real inline thinker, whose hints are ready only after a few looks at them."""

    def __init__(self, looks: int = 5) -> None:
        self.inner, self.looks = Thinker("inline"), looks

    def warm_up(self) -> None:
        pass

    def close(self) -> None:
        pass

    def ask(self, kind, key, level, seed, view):  # noqa: ANN001, ANN201
        job, left = self.inner.ask(kind, key, level, seed, view), [self.looks]
        if not str(kind).startswith("suggest"):
            return job

        class Late:
            def done(self) -> bool:
                left[0] -= 1
                return left[0] < 0

            def result(self):  # noqa: ANN202
                return job.result()

        return Late()


def test_enter_before_the_suggestion_is_ready_plays_the_suggestion() -> None:
    """A person who presses Enter at once means "what you suggest": the table waits for the
    suggestion instead of calling 1 or playing the leftmost card."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from callbreak.app.shell.input import CONFIRM, Intent
    from callbreak.app.table import TableScene
    from callbreak.app.wiring import make_app

    app = make_app(size=(1024, 640), headless=True, thinker="inline", instant=True)
    app.thinker = SlowHints()
    game = Game(HouseRules(rounds=3), seed=7)  # you call first
    app.scenes.push(app.routes.table(game, "easy", None))
    calls = cards = 0
    for _ in range(3000):
        if game.phase not in ("calling", "playing"):
            break
        scene = next(s for s in reversed(app.scenes.stack) if isinstance(s, TableScene))
        if scene.turn in (Turn.YOUR_CALL, Turn.YOUR_CARD) and scene.session.turns.hint is None:
            view = game.view(0)
            calling = game.phase == "calling"
            # hints are steady: the same position gives the same suggestion here
            expected = suggest_call(view)[0] if calling else suggest_card(view)[0]
            plays = len(game.round.plays)
            app.feed(Intent(CONFIRM))  # at once, before the hint
            for _ in range(10):
                app.step(1 / 30)
            if calling:
                assert game.round.calls[0] == expected
                calls += 1
            else:
                assert game.round.plays[plays] == expected
                cards += 1
            continue
        app.feed(Intent(CONFIRM))
        app.step(1 / 30)
    assert calls == 1 and cards >= 5, (calls, cards)
