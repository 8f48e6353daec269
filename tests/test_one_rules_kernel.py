"""The trick rules live in `callbreak/engine/` only: no module outside it decides which cards
may be played, who wins a trick or who plays next on its own.

Every module of `callbreak/` outside the engine is read as a syntax tree and searched for
the shapes a hand-written copy of those rules takes (each shape below is one that a copy
in the computer players had, before the rules kernel): they ask `engine.tricks`
(`legal_mask`, `can_beat`, `could_beat`, `takes`, `trick_step`, `trick_winner`,
`turn_order`) and `engine.kernel.TrickTable`, or `HouseRules.next_seat`, instead. And the
engine's own `Round` plays on a `TrickTable`: its hands, turn, trick and tricks won are the
table's, never a second copy kept in step.
"""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

import callbreak
from callbreak.engine import Card, HouseRules, Played, Round, TrickWon
from callbreak.engine.kernel import TrickTable

ROOT = Path(callbreak.__file__).resolve().parent
LED_NAMES = {"led", "led_suit", "suit_led"}
# The packages that play cards: none of them has a reason to decide by a rule's switch.
PLAYERS = ("ai", "tools")
# Lines that compare a card's suit with the suit led for another purpose than the rules:
# (file, the line stripped) -> why. A change to the line makes the scan read it again.
NOT_RULES = {
    ("ai/features.py", "if card.suit != led:  # did not follow: none of the suit led is left"):
        "the learned evaluation's input: the voids a play shows, one feature of the model "
        "(engine.tricks.excluded_by_play says more, but the features are the model's own)",
}


def _is_led(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id in LED_NAMES) or \
        (isinstance(node, ast.Attribute) and node.attr in LED_NAMES)


def _is_suit_of(node: ast.AST) -> bool:
    """`x // 13` or `x.suit`: the suit of a card."""
    return (isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv)
            and isinstance(node.right, ast.Constant) and node.right.value == 13) or \
        (isinstance(node, ast.Attribute) and node.attr == "suit")


TABLES = {"BEATERS", "SUIT_MASK"}  # the engine's tables a copy of the rules reads


def aliases(tree: ast.AST) -> tuple[set[str], set[str]]:
    """The names a module gives the tables (`beaters = BEATERS`) and their entries
    (`over = BEATERS[card]`, `suit_led = SUIT_MASK[led]`), wherever it assigns them."""
    tables, entries = set(TABLES), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name):
            value, name = node.value, node.targets[0].id
            if isinstance(value, ast.Name) and value.id in TABLES:
                tables.add(name)
            elif isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name) and \
                    value.value.id in TABLES:
                entries.add(name)
    return tables, entries


def _is_table(node: ast.AST, names: tuple[set[str], set[str]]) -> bool:
    """A table's entry (`BEATERS[x]`, `beaters[x]`) or a name given to one."""
    tables, entries = names
    return (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
            and node.value.id in tables) or (isinstance(node, ast.Name) and node.id in entries)


def _mentions_table(node: ast.AST, names: tuple[set[str], set[str]]) -> bool:
    return any(_is_table(n, names) for n in ast.walk(node))


def _fallback(node: ast.BoolOp) -> bool:
    """`a & b or a`: these cards, else all of them (the shape of the follow-suit rule)."""
    first = node.values[0]
    return isinstance(first, ast.BinOp) and isinstance(first.op, ast.BitAnd) and \
        ast.dump(node.values[1]) in (ast.dump(first.left), ast.dump(first.right))


def _calls(node: ast.AST, *names: str) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Name) and node.func.id in names)
        or (isinstance(node.func, ast.Attribute) and node.func.attr in names))


def _rotation(node: ast.AST) -> bool:
    """A literal (1, 2, 3, 0) or (3, 0, 1, 2): the seat after each seat."""
    return isinstance(node, ast.Tuple) and \
        [e.value if isinstance(e, ast.Constant) else None for e in node.elts] in \
        ([1, 2, 3, 0], [3, 0, 1, 2])


def findings(tree: ast.AST, player: bool) -> list[tuple[int, str]]:
    """(line, what) for each shape of a hand-written trick rule in `tree`; `player`: a module
    of a package that plays cards (`PLAYERS`)."""
    out: list[tuple[int, str]] = []
    names = aliases(tree)
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.RShift) and \
                _is_table(node.left, names):
            out.append((line, "BEATERS[x] >> card: whether a card takes the trick, by hand "
                              "(engine.tricks.takes, trick_step)"))
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and (_fallback(node) or (
                isinstance(node.values[0], ast.BinOp) and
                isinstance(node.values[0].op, ast.BitAnd) and
                _mentions_table(node.values[0], names))):
            out.append((line, "`cards & SUIT_MASK[led] or cards`: which cards may be played, "
                              "by hand (engine.tricks.legal_mask, can_beat)"))
        if isinstance(node, ast.Compare) and len(node.comparators) == 1:
            pair = (node.left, node.comparators[0])
            if any(_is_led(a) and _is_suit_of(b) for a, b in (pair, pair[::-1])):
                out.append((line, "a card's suit compared with the suit led: following suit, "
                                  "by hand (engine.tricks.legal_mask)"))
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and \
                isinstance(node.right, ast.Constant) and node.right.value == 4 and \
                isinstance(node.left, ast.BinOp) and isinstance(node.left.op, (ast.Add, ast.Sub)) \
                and isinstance(node.left.right, ast.Constant) and node.left.right.value in (1, 3):
            out.append((line, "(seat ± 1) % 4: the next seat, by hand "
                              "(HouseRules.next_seat, engine.tricks.turn_order)"))
        tables = [node.value] if isinstance(node, ast.Assign) else \
            node.elts if isinstance(node, (ast.Tuple, ast.List)) else []
        if any(_rotation(t) for t in tables):  # a 4-tuple named or in a table, not a loop's
            out.append((line, "a table of the next seats, by hand (engine.tricks.turn_order)"))
        if isinstance(node, ast.If) and _calls(node.test, "takes", "beats"):
            out.append((line, "a trick's running winner, by hand (engine.tricks.trick_step)"))
        if _calls(node, "legal_mask", "excluded_by_play") and isinstance(node, ast.Call) and \
                node.args and (isinstance(node.args[-1], ast.Constant) or
                               _is_switch(node.args[-1])):
            out.append((line, "the legal cards from a bare switch, not the house rules"))
        if player and any(_is_switch(c) for c in _conditions(node)):
            out.append((line, "a computer player decides by the must-beat rule itself "
                              "(the engine's legal cards say what it allows)"))
    return out


def _is_switch(node: ast.AST) -> bool:
    """`must_beat` or `x.must_beat`: the must-win rule's on/off switch."""
    return (isinstance(node, ast.Attribute) and node.attr == "must_beat") or \
        (isinstance(node, ast.Name) and node.id == "must_beat")


def _conditions(node: ast.AST) -> list[ast.AST]:
    """What `node` decides by: the test of an if, a loop or a conditional expression, the
    operands of and/or/not."""
    if isinstance(node, (ast.If, ast.While, ast.IfExp)):
        return [node.test]
    if isinstance(node, ast.BoolOp):
        return list(node.values)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return [node.operand]
    return []


def modules() -> list[Path]:
    return sorted(p for p in ROOT.rglob("*.py") if "engine" not in p.relative_to(ROOT).parts)


def test_no_module_outside_the_engine_writes_the_trick_rules_itself():
    found = []
    for path in modules():
        rel = path.relative_to(ROOT)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        lines = path.read_text(encoding="utf-8").splitlines()
        for line, what in findings(tree, rel.parts[0] in PLAYERS):
            if (rel.as_posix(), lines[line - 1].strip()) not in NOT_RULES:
                found.append(f"callbreak/{rel.as_posix()}:{line}: {what}")
    assert len(modules()) > 100  # the scan reads the whole program
    assert not found, "\n".join(found)


# Each shape, as the computer players wrote it before the rules kernel (sim.py, lean.py,
# beliefs.py, readable.py): the scan must see it.
COPIES = {
    "lean's legal cards": "legal = follow & beaters[win] or follow if must_beat and "
                          "win // 13 == led else follow",
    "the legal cards, table by name": "legal = follow & BEATERS[win] or follow",
    "sim's can_beat": "if (h & SUIT_MASK[led] or h) & over:\n    pass",
    "sim's can_beat, the suit's cards named": "suit_led = SUIT_MASK[led]\n"
                                              "if (h & suit_led or h) & over:\n    pass",
    "lean's can_beat": "if s != seat and (sight[s] & m_suit or sight[s]) & over:\n    pass",
    "lean's overtrump": "beaters = BEATERS\nlegal = spades & beaters[win] or hand",
    "lean's winner": "beaters = BEATERS\nif beaters[win] >> card & 1:\n    win = card",
    "reading's winner": "beat = BEATERS[t.win]\nsame = bool(beat >> a & 1)",
    "sim's winner": "if BEATERS[self.win] >> card & 1:\n    win = card",
    "beliefs' running winner": "if takes(card.index, win):\n    win = card.index",
    "sim's NEXT": "NEXT = ((1, 2, 3, 0), (3, 0, 1, 2))",
    "one direction's table": "nxt = (1, 2, 3, 0)",
    "the next seat": "turn = (seat + 1) % 4",
    "following": "if card.suit == t.led:\n    pass",
    "a bare switch": "legal = legal_mask(hand, led, win, True)",
    "the switch by name": "x = excluded_by_play(card, led, win, self.must_beat)",
}


@pytest.mark.parametrize("name", list(COPIES))
def test_the_scan_finds_each_shape_of_a_hand_written_rule(name):
    assert findings(ast.parse(COPIES[name]), False), name


def test_a_computer_player_deciding_by_the_must_beat_switch_is_found():
    tree = ast.parse("if t.rules.must_beat:\n    legal = follow")
    assert findings(tree, True) and not findings(tree, False)
    # describing the rules (to a model, on screen) decides nothing
    assert not findings(ast.parse("x = [float(rules.must_beat)]"), True)


# -- the engine's round plays on the kernel --------------------------------------------------

RULES = st.builds(HouseRules, must_beat=st.booleans(), clockwise=st.booleans())


def round_state(rnd: Round) -> tuple:
    """What the round shows of its play, in the kernel's terms."""
    return (tuple(rnd.hands), tuple(rnd.tricks_won), rnd.turn, rnd.led, rnd.win, rnd.win_seat,
            rnd.played_mask, rnd.legal_mask(rnd.turn) if rnd.turn is not None else 0)


def table_state(t: TrickTable, over: bool = False) -> tuple:
    return (tuple(t.hands), tuple(t.won), None if over else t.turn, t.led, t.win, t.win_seat,
            t.played, 0 if over else t.legal())


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, dealer=st.integers(0, 3))
def test_a_round_and_a_bare_table_play_every_card_alike(seed, rules, dealer):
    """Random legal games through the engine's `Round` and through a `TrickTable` of the
    same deal, side by side: every state the round shows is the table's, its trick is the
    cards since the last lead, its events name the seat and the taker the table names, and
    its save replays to the same round."""
    rnd = Round(rules, dealer, rng=random.Random(seed))
    for k in range(4):
        rnd.call(rnd.turn, 1 + (seed >> k) % 8)
    assert isinstance(rnd.table, TrickTable)
    bare = TrickTable(rnd.dealt, [c for c in rnd.calls if c is not None], [0] * 4, rnd.first,
                      [], 0, rules)
    rng, trick = random.Random(seed), []
    while rnd.turn is not None:
        assert round_state(rnd) == table_state(bare) == table_state(rnd.table)
        assert rnd.trick == trick and rnd.leader == (trick[0][0] if trick else bare.turn)
        seat, legal = bare.turn, bare.legal()
        card = Card(rng.choice([c for c in range(52) if legal >> c & 1]))
        events = len(rnd.events)
        rnd.play(seat, card)
        bare.play(card.index)
        trick.append((seat, card))
        assert rnd.events[events] == Played(rnd.round_no, len(rnd.completed) - (not bare.n_in),
                                            seat, card)
        if not bare.n_in:
            assert rnd.events[events + 1:] == [TrickWon(rnd.round_no, len(rnd.completed) - 1,
                                                        bare.turn, tuple(trick))]
            assert rnd.completed[-1] == (trick[0][0], tuple(trick), bare.turn)
            trick = []
    assert round_state(rnd) == table_state(bare, over=True) and rnd.trick == []
    assert rnd.table.calls == rnd.calls and sum(rnd.tricks_won) == 13
    again = Round.from_json(rnd.to_json(), rules)
    assert round_state(again) == round_state(rnd) and again.completed == rnd.completed
    assert json.dumps(again.to_json()) == json.dumps(rnd.to_json())


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, before=st.integers(0, 40))
def test_the_rounds_play_is_its_tables_own_state(seed, rules, before):
    """The round keeps no trick state of its own: a card pushed on its table moves the
    round's hands, turn, suit led, winning card, tricks won and legal cards, and popping
    it puts every one back."""
    rnd = Round(rules, seed % 4, rng=random.Random(seed))
    for _ in range(4):
        rnd.call(rnd.turn, 2)
    rng = random.Random(seed)
    for _ in range(before):
        rnd.play(rnd.turn, rng.choice(rnd.legal_cards(rnd.turn)))
    start = round_state(rnd)
    for _ in range(5):  # through the end of a trick: its taker's count moves too
        legal = rnd.table.legal()
        rnd.table.push(rng.choice([c for c in range(52) if legal >> c & 1]))
        assert round_state(rnd) == table_state(rnd.table)
    assert round_state(rnd) != start and rnd.tricks_won != list(start[1])
    for _ in range(5):
        rnd.table.pop()
    assert round_state(rnd) == start
