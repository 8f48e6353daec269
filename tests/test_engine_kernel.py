"""The rules kernel (`engine.kernel.TrickTable`) plays a round as the engine's `Round` does,
takes back every card it pushed to the exact state before, and the loops that have the
rules written in by `engine.inline.inline_rules` give what the rules as written give."""

from __future__ import annotations

import ast
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.ai import lean
from callbreak.ai.lab.readable import rollout
from callbreak.ai.lean import lean_rollout
from callbreak.ai.sim import beaten_later
from callbreak.engine import Game, HouseRules, mask_of, tricks
from callbreak.engine.cards import SPADES_MASK
from callbreak.engine.inline import inline_rules, inlined_source
from callbreak.engine.kernel import TrickTable, turn_order
from callbreak.engine.tricks import can_beat, could_beat, legal_mask, trick_step

RULES = st.builds(HouseRules, must_beat=st.booleans(), clockwise=st.booleans())


def snapshot(t: TrickTable) -> tuple:
    return (tuple(t.hands), tuple(t.won), t.turn, t.led, t.win, t.win_seat, t.n_in, t.played)


def started(seed: int, rules: HouseRules) -> tuple[Game, TrickTable]:
    game = Game(rules, seed)
    while game.phase == "calling":
        game.call(game.turn, 3)
    return game, TrickTable(list(game.round.hands), [3] * 4, [0] * 4, game.turn, [], 0, rules)


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES)
def test_the_kernel_plays_a_round_as_the_engine_does(seed, rules):
    game, table = started(seed, rules)
    rng = random.Random(seed)
    while game.phase == "playing":
        assert table.turn == game.turn
        assert table.legal() == mask_of(game.round.legal_cards(game.turn))
        card = rng.choice(game.round.legal_cards(game.turn))
        game.play(game.turn, card)
        table.play(card.index)
        assert table.won == list(game.round.tricks_won)
    assert table.legal() == 0 and sum(table.won) == 13


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, n=st.integers(1, 52))
def test_every_card_pushed_is_taken_back_exactly(seed, rules, n):
    _, table = started(seed, rules)
    rng = random.Random(seed)
    states, pushed = [], []
    for _ in range(n):
        states.append(snapshot(table))
        legal = table.legal()
        card = rng.choice([c for c in range(52) if legal >> c & 1])
        table.push(card)
        pushed.append(card)
    while pushed:
        assert table.pop() == pushed.pop()
        assert snapshot(table) == states.pop()


def test_a_copy_plays_on_without_changing_the_table():
    _, table = started(7, HouseRules())
    before = snapshot(table)
    fork = table.copy()
    fork.play(fork.legal().bit_length() - 1)
    assert snapshot(table) == before != snapshot(fork)


def test_a_copy_knows_the_calls_and_takes_back_its_own_cards():
    _, table = started(11, HouseRules())
    fork = table.copy()
    assert fork.calls == table.calls == [3] * 4
    before = snapshot(fork)
    fork.push(fork.legal().bit_length() - 1)
    fork.pop()
    assert snapshot(fork) == before


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, cards=st.integers(1, 51))
def test_a_table_made_in_the_middle_of_a_trick_plays_on_as_the_round_does(seed, rules, cards):
    """A table made from a round part played (the cards on the table given as seat and
    card, out of the hands already): the same trick, the same legal cards, the same
    tricks taken to the end."""
    game, _ = started(seed, rules)
    rng = random.Random(seed)
    for _ in range(cards):
        game.play(game.turn, rng.choice(game.round.legal_cards(game.turn)))
    rnd = game.round
    trick = [(seat, card.index) for seat, card in rnd.trick]
    table = TrickTable(rnd.hands, [3] * 4, rnd.tricks_won, game.turn, trick, rnd.played_mask,
                       rules)
    assert (table.led, table.win, table.win_seat, table.n_in, table.calls) == \
        (rnd.led, rnd.win, rnd.win_seat, len(trick), [3] * 4)
    while game.phase == "playing":
        assert table.turn == game.turn and table.legal() == rnd.legal_mask(game.turn)
        card = rng.choice(rnd.legal_cards(game.turn))
        game.play(game.turn, card)
        table.play(card.index)
    assert table.won == list(rnd.tricks_won) and table.played == (1 << 52) - 1


@pytest.mark.parametrize("clockwise", [False, True])
def test_the_turn_order_is_the_house_rules_next_seat(clockwise):
    rules = HouseRules(clockwise=clockwise)
    assert turn_order(rules) == tuple(rules.next_seat(s) for s in range(4))


@settings(max_examples=examples(300), deadline=None)
@given(st.data())
def test_could_beat_is_can_beat_when_the_hand_is_known(data):
    rng = data.draw(st.randoms(use_true_random=False))
    hand = sum(1 << c for c in rng.sample(range(52), rng.randint(1, 13)))
    led, win = data.draw(st.integers(0, 3)), data.draw(st.integers(0, 51))
    assert could_beat(hand, hand.bit_count(), led, win) == can_beat(hand, led, win)


@settings(max_examples=examples(300), deadline=None)
@given(st.data())
def test_could_beat_is_whether_some_hand_the_seat_may_hold_can_beat(data):
    """A seat seen in part (the cards it may hold, how many it holds) could beat the card
    exactly when one of the hands it may hold can, by the rules (following suit included)."""
    rng = data.draw(st.randoms(use_true_random=False))
    possible = rng.sample(range(52), rng.randint(1, 8))
    size = data.draw(st.integers(1, len(possible)))
    led, win = data.draw(st.integers(0, 3)), data.draw(st.integers(0, 51))
    hands = [sum(1 << c for c in h) for h in itertools.combinations(possible, size)]
    assert could_beat(sum(1 << c for c in possible), size, led, win) == \
        any(can_beat(h, led, win) for h in hands)


# -- the rules written into a loop -----------------------------------------------------------

@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, refined=st.sampled_from([False, True, 2]))
def test_the_rollout_with_the_rules_written_in_plays_as_it_reads(seed, rules, refined):
    _, table = started(seed, rules)
    assert lean_rollout(table, refined) == lean_rollout.__wrapped__(table, refined)


def test_the_hot_loops_run_with_the_rules_written_in():
    for fn, rules in ((lean_rollout, ("legal_mask(", "trick_step(", "can_beat(")),
                      (beaten_later, ("can_beat(",)),
                      (TrickTable.play, ("trick_step(",)), (TrickTable.legal, ("legal_mask(",))):
        assert fn is not fn.__wrapped__
        assert inlined_source(fn) and not any(r in inlined_source(fn) for r in rules), fn.__name__


def sample_step(led: int, win: int, win_seat: int, n_in: int, seat: int, card: int,
                nxt: tuple[int, ...]) -> tuple[int, int, int, int, int, int]:
    out = trick_step(led, win, win_seat, n_in, seat, card, nxt)
    return out


def sample_step_in_place(led: int, win: int, win_seat: int, n_in: int, seat: int, card: int,
                         nxt: tuple[int, ...]) -> tuple[int, int, int, int, int, int]:
    led, win, win_seat, n_in, seat, taker = trick_step(led, win, win_seat, n_in, seat, card,
                                                       nxt)
    return led, win, win_seat, n_in, seat, taker


@settings(max_examples=examples(200), deadline=None)
@given(st.data(), st.sampled_from([sample_step, sample_step_in_place]))
def test_an_inlined_rule_gives_what_the_rule_gives(data, sample):
    """`x = rule(...)` inlined, and `a, b, ... = rule(a, b, ...)` (each name assigned in an
    order that reads none already changed)."""
    inlined = inline_rules(trick_step)(sample)
    nxt = turn_order(HouseRules(clockwise=data.draw(st.booleans())))
    n_in = data.draw(st.integers(0, 3))
    args = (data.draw(st.integers(0, 3)) if n_in else -1, data.draw(st.integers(0, 51))
            if n_in else -1, data.draw(st.integers(0, 3)) if n_in else -1, n_in,
            data.draw(st.integers(0, 3)), data.draw(st.integers(0, 51)), nxt)
    assert inlined(*args) == trick_step(*args)
    assert "trick_step(" not in inlined_source(inlined)


def calls_no_rule(hand: int) -> int:
    return hand


def loops(hand: int) -> int:
    total = 0
    for c in range(52):
        total += hand >> c & 1
    return total


def test_inlining_refuses_what_it_cannot_do():
    with pytest.raises(ValueError):
        inline_rules(legal_mask)(calls_no_rule)  # nothing to write in: a silent no-op
    with pytest.raises(ValueError):
        inline_rules(loops)(calls_no_rule)  # a rule with a loop


def test_without_source_a_loop_runs_as_written():
    space: dict = {}
    exec(compile(ast.parse("def f(h):\n    return h\n"), "<no file>", "exec"), space)
    assert inline_rules(legal_mask)(space["f"]) is space["f"]


def wrapped_step(*args, **kwargs):
    """`trick_step` as a mutation tester wraps every function (mutmut 3's trampoline)."""
    result = trick_step(*args, **kwargs)
    return result


def steps_wrapped(led, win, win_seat, n_in, seat, card, nxt):
    out = wrapped_step(led, win, win_seat, n_in, seat, card, nxt)
    return out


def test_a_rule_behind_a_wrapper_runs_as_written():
    """Under a mutation tester each rule is a wrapper taking `*args`: a loop that writes it
    in (the round's own play among them) still loads, and calls it, so every mutant of the
    rule reaches the loop (docs/mutation.md)."""
    assert inline_rules(wrapped_step)(steps_wrapped) is steps_wrapped


# -- a house rule that limits leads reaches the simulators ----------------------------------

def legal_mask_no_spade_leads(hand: int, led: int, win: int, rules: HouseRules) -> int:
    """`legal_mask` with a lead rule some tables play: no spade lead while other suits are
    held. Written as the engine's is, so it can be written into a loop in its place."""
    if led < 0:
        return hand & ~SPADES_MASK or hand
    return tricks.legal_mask(hand, led, win, rules)


class NoSpadeLeads(TrickTable):
    __slots__ = ()

    def legal(self) -> int:
        return legal_mask_no_spade_leads(self.hands[self.turn], self.led, self.win, self.rules)


def test_a_rule_that_limits_leads_reaches_the_rollouts(monkeypatch):
    """Change the legal cards in their one place, and the lean rollouts (which have them
    written in) and the readable ones (which ask the table) lead by the new rule alike;
    the rollouts as they are lead spades, so the test can tell."""
    legal_mask_no_spade_leads.__name__ = "legal_mask"  # the name the loop calls
    monkeypatch.setattr(lean, "legal_mask", legal_mask_no_spade_leads)
    limited = inline_rules(legal_mask_no_spade_leads, can_beat, trick_step)(
        lean_rollout.__wrapped__)
    differs = 0
    for seed in range(30):
        for refined in (False, True, 2):
            game, table = started(seed, HouseRules())
            plain = NoSpadeLeads(table.hands, table.calls, table.won, table.turn, [], 0,
                                 table.rules)
            want = rollout(plain.copy(), refined)
            assert limited(plain, refined) == want, (seed, refined)
            differs += lean_rollout(table, refined) != want
    assert differs


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES)
def test_each_trick_is_led_by_the_last_tricks_taker_and_the_table_holds_the_calls(seed, rules):
    """A finished trick names its leader: the seat after the dealer for the first, then the
    seat that took the one before; and the round's table holds the calls once all are in."""
    game, _ = started(seed, rules)
    rnd = game.round
    assert rnd.table.calls == list(rnd.calls) == [3] * 4
    rng = random.Random(seed)
    while game.phase == "playing":
        game.play(game.turn, rng.choice(rnd.legal_cards(game.turn)))
    leaders = [leader for leader, _, _ in rnd.completed]
    takers = [taker for _, _, taker in rnd.completed]
    assert leaders == [rules.next_seat(rnd.dealer)] + takers[:-1]
    assert all(plays[0][0] == leader for leader, plays, _ in rnd.completed)
