"""Writing rules into a loop (`engine.inline.inline_rules`), tried on rules of this file's own.

A loop with a rule written in gives what the loop as written gives, for every input; the
calls it can write in are gone from what runs (`inlined_source`), the ones it cannot stay
calls; an argument is worked out once, as a call would; an error in a written-in rule is
reported at the loop's line; and what cannot be written in is refused with a ValueError.

The rules here are this file's, not the engine's: under a mutation tester the engine's
rules are wrappers taking `*args`, which are run as written (`test_engine_kernel.py`), so
only rules of a test's own reach every line of the inliner (docs/mutation.md).
"""

from __future__ import annotations

import ast
import traceback
from collections.abc import Callable, Iterator
from types import FunctionType, SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine.inline import inline_rules, inlined_source

STEP = (1, 2, 3, 0)  # a table a rule reads from its module
OFFSET = 7
_rules_TAKEN = "already something else"  # what inlining a rule that reads TAKEN would need
TAKEN = 3

SMALL = st.integers(-20, 20)


# -- the rules -------------------------------------------------------------------------------

def bump(a: int, b: int) -> int:
    """A rule with branches, a variable of its own and a table: THIS DOCSTRING STAYS OUT."""
    total = a + b
    if total > 10:
        return total - STEP[a % 4]
    elif total < 0:
        return abs(total) * OFFSET  # a builtin stays the builtin
    return total * 2


def tiny(a: int, b: int) -> int:
    """One expression: written in where it is called, inside any expression."""
    return a * 3 - b


def ordered(a: int, b: int) -> tuple[int, int]:
    if a > b:
        return b, a
    return a, b


def shifted(a: int, b: int) -> tuple[int, int]:
    """Each value reads the other name: a, b = b + 1, a - 1 must not change a first."""
    if a > 15:
        return 0, 0
    return b + 1, a - 1


def chain(a: int, b: int, c: int) -> tuple[int, int, int]:
    """b's and a's new values read a, c's reads b: written one at a time as c, b, a."""
    if a > 15:
        return 0, 0, 0
    return a + 1, a * 2, b - c


def same_back(a: int, b: int) -> tuple[int, int]:
    if a > 15:
        return 0, 0
    return a, b + a


def unchanged_when_small(a: int, b: int) -> tuple[int, int]:
    """One branch gives the arguments back as they were: nothing to write there."""
    if a < 0:
        return a, b
    return a - 1, b + 2


def late_return(a: int) -> int:
    if a > 3:
        return a * 10
    extra = a - 1
    if extra < 0:
        return extra * 100
    else:
        extra = extra + 5
    return extra


def nested(a: int) -> int:
    """An `if` that returns in one path only: the rest of the rule follows it."""
    if a > 0:
        if a > 5:
            return 1
        y = a * 2
    else:
        y = a - 3
    return y + 10


def clip(a: int) -> int:
    """One statement, an `if` that returns on every path: not a rule of one expression."""
    if a < -5:
        return -5
    elif a > 5:
        return 5
    else:
        return a


def swaps_in(a: int, b: int) -> tuple[int, int]:
    if a > 15:
        return 0, 0
    return a, b + 1


def divide(a: int, b: int) -> int:
    if b == 7:
        return -1
    return a // b


def reads_taken(a: int) -> int:
    return a + TAKEN


def with_loop(a: int) -> int:
    total = 0
    for i in range(a):
        total += i
    return total


def assigns_param(a: int) -> int:
    a = a + 1
    return a


def with_lambda(a: int) -> int:
    f = lambda x: x + 1  # noqa: E731
    return f(a)


def some_paths(a: int) -> int | None:
    if a > 0:
        return a


def returns_in_match(a: int) -> int:
    match a:
        case 1:
            return 2
    return a


def wrapper(*args: Any) -> int:
    """A rule as a mutation tester wraps it: its source is not the rule's."""
    return int(bump(*args))


def keyword_wrapper(a: int, **kwargs: Any) -> int:
    return a


# -- the loops -------------------------------------------------------------------------------

def loop_assign(n: int, k: int = 5, *, start: int = -6) -> list[int]:
    """A loop that writes bump in: its docstring stays first."""
    out = []
    for i in range(start, n):
        x = bump(i, k)
        out.append(x)
    return out


def returns_the_rule(a: int, b: int) -> int:
    return bump(a, b)


def in_expressions(a: int, b: int) -> list[int]:
    y = tiny(a, b)
    return [tiny(a, b) + tiny(b, a), tiny(a, tiny(b, 1)), y]


def sorts(a: int, b: int) -> tuple[int, int]:
    a, b = ordered(a, b)
    return a, b


def shifts(a: int, b: int) -> tuple[int, int]:
    a, b = shifted(a, b)
    return a, b


def chains(a: int, b: int, c: int) -> tuple[int, int, int]:
    a, b, c = chain(a, b, c)
    return a, b, c


def keeps_a(a: int, b: int) -> tuple[int, int]:
    a, b = same_back(a, b)
    return a, b


def keeps_both(a: int, b: int) -> tuple[int, int]:
    a, b = unchanged_when_small(a, b)
    return a, b


def into_other_names(a: int, b: int) -> tuple[int, int]:
    x, y = shifted(a, b)
    return x, y


def into_a_list(a: int, b: int) -> list[int]:
    box = [0, 0]
    box[0], box[1] = shifted(a, b)
    return box


def late(a: int) -> int:
    r = late_return(a)
    return r


def nests(a: int) -> int:
    r = nested(a)
    return r


def clips(a: int) -> int:
    c = clip(a)
    return c


def sums(n: int, k: int) -> int:
    for i in range(n):
        k = bump(i, k)
    return k


def both_forms(a: int, b: int) -> tuple[int, int]:
    x = bump(a, b)
    y = tiny(a, b)
    return x, y


def on_attributes(box: Any) -> tuple[int, int]:
    box.a, box.b = swaps_in(box.a, box.b)
    return box.a, box.b


def counts_arguments(values: Iterator[int], b: int) -> int:
    return bump(next(values), b)


def divides(a: int, b: int) -> int:
    q = divide(a, b)  # THE LINE OF THE CALL
    return q


def keeps_some_calls(a: int, b: int) -> tuple[int, int, int]:
    x = bump(a, b)
    y = z = bump(b, a)
    w = bump(a=a, b=b) + bump(b, b)
    return x + y, z, w


def only_in_expression(a: int, b: int) -> int:
    return bump(a, b) + 1


def keep(fn: Callable[..., Any]) -> Callable[..., Any]:
    return fn


@keep
def decorated(a: int, b: int) -> int:
    x = bump(a, b)
    return x


def uses_taken(a: int) -> int:
    x = reads_taken(a)
    return x


def wrong_count(a: int) -> int:
    x = bump(a)  # one argument short
    return x


def calls(rule: Callable[..., Any]) -> Callable[[int], int]:
    def loop(a: int) -> int:
        x = rule(a)
        return int(x)
    return loop


def calls_with_loop(a: int) -> int:
    x = with_loop(a)
    return x


def calls_assigns_param(a: int) -> int:
    x = assigns_param(a)
    return x


def calls_with_lambda(a: int) -> int:
    x = with_lambda(a)
    return x


def calls_some_paths(a: int) -> int:
    x = some_paths(a)
    return x


def calls_match(a: int) -> int:
    x = returns_in_match(a)
    return x


def calls_wrapper(a: int, b: int) -> int:
    x = wrapper(a, b)
    return x


def calls_keyword_wrapper(a: int) -> int:
    x = keyword_wrapper(a)
    return x


def no_rule(a: int) -> int:
    return a


# -- what runs -------------------------------------------------------------------------------

def statements(fn: Callable[..., Any]) -> list[ast.stmt]:
    tree = ast.parse(inlined_source(fn))
    node = tree.body[0]
    assert isinstance(node, ast.FunctionDef)
    return node.body


@settings(max_examples=examples(60), deadline=None)
@given(n=SMALL, k=SMALL, start=SMALL)
def test_a_loop_with_a_rule_written_in_gives_what_it_gives_as_written(n, k, start):
    inlined = inline_rules(bump)(loop_assign)
    assert inlined(n, k, start=start) == loop_assign(n, k, start=start)
    assert inlined(n) == loop_assign(n)  # the defaults are the loop's own
    assert inlined(n, start=start) == loop_assign(n, start=start)


def fresh(monkeypatch: pytest.MonkeyPatch, rule: Callable[..., Any]) -> Callable[..., Any]:
    """`rule` as a new function object, the one this module's loops now call: the inliner
    reads a rule once per function object, and a test in a process that has inlined it
    before (a mutation tester's) must see it read again."""
    copy = FunctionType(rule.__code__, rule.__globals__, rule.__name__, rule.__defaults__)
    monkeypatch.setitem(rule.__globals__, rule.__name__, copy)
    return copy


def test_what_runs_has_no_call_of_the_rule_and_reads_its_tables_once(monkeypatch):
    inlined = inline_rules(fresh(monkeypatch, bump))(loop_assign)
    assert inlined(9, 3) == loop_assign(9, 3)
    source = inlined_source(inlined)
    assert "bump(" not in source and "THIS DOCSTRING" not in source
    body = statements(inlined)
    assert ast.get_docstring(ast.parse(source).body[0]) == loop_assign.__doc__
    # the rule's globals read into locals before the loop, right after the docstring
    hoisted = [ast.unparse(s) for s in body[1:3]]
    assert hoisted == ["_rules_OFFSET_ = _rules_OFFSET", "_rules_STEP_ = _rules_STEP"]
    assert "_rules_STEP_[" in source and "_rules_bump_total" in source


def test_the_loop_keeps_its_name_its_words_and_the_loop_as_written():
    inlined = inline_rules(bump)(loop_assign)
    assert inlined is not loop_assign and inlined.__wrapped__ is loop_assign
    assert (inlined.__name__, inlined.__doc__) == ("loop_assign", loop_assign.__doc__)
    assert inlined.__code__.co_filename == loop_assign.__code__.co_filename
    assert inlined.__kwdefaults__ == {"start": -6} and inlined.__defaults__ == (5,)


def test_each_form_a_rule_is_written_in_gives_what_the_call_gives(monkeypatch):
    """Every pair of arguments from -20 to 20 (each branch of the rules here turns within
    that range; a sample of them could miss a branch), each rule read afresh."""
    for loop, rule, args in ((returns_the_rule, bump, lambda a, b: (a, b)),
                             (in_expressions, tiny, lambda a, b: (a, b)),
                             (sorts, ordered, lambda a, b: (a, b)),
                             (shifts, shifted, lambda a, b: (a, b)),
                             (chains, chain, lambda a, b: (a, b, a - b)),
                             (keeps_a, same_back, lambda a, b: (a, b)),
                             (keeps_both, unchanged_when_small, lambda a, b: (a, b)),
                             (into_other_names, shifted, lambda a, b: (a, b)),
                             (into_a_list, shifted, lambda a, b: (a, b)),
                             (late, late_return, lambda a, b: (a,)),
                             (nests, nested, lambda a, b: (a,)),
                             (clips, clip, lambda a, b: (a,)),
                             (sums, bump, lambda a, b: (a, b)),
                             (decorated, bump, lambda a, b: (a, b))):
        inlined = inline_rules(fresh(monkeypatch, rule))(loop)
        assert f"{rule.__name__}(" not in inlined_source(inlined), loop.__name__
        for a in range(-20, 21):
            for b in range(-20, 21):
                assert inlined(*args(a, b)) == loop(*args(a, b)), (loop.__name__, a, b)


def test_a_tuple_given_back_is_assigned_one_name_at_a_time_where_an_order_exists():
    assert "a, b = (b + 1, a - 1)" in inlined_source(inline_rules(shifted)(shifts))
    source = inlined_source(inline_rules(chain)(chains))
    assert "else:\n        c = b - c\n        b = a * 2\n        a = a + 1\n" in source
    # a name given its own value is left out: a, b = a, b + a is b = b + a alone
    assert "else:\n        b = b + a\n    return (a, b)" in \
        inlined_source(inline_rules(same_back)(keeps_a))
    assert "box[0], box[1] = " not in inlined_source(inline_rules(shifted)(into_a_list))


def test_a_tuple_onto_repeated_or_starred_names_stays_one_assignment():
    def twice(a: int, b: int) -> tuple[int, int]:
        a, a = ordered(a, b)
        return a, b

    def starred(a: int, b: int) -> tuple[int, ...]:
        a, *rest = ordered(a, b)
        return a, *rest

    for loop in (twice, starred):
        inlined = inline_rules(ordered)(loop)
        assert inlined(5, 2) == loop(5, 2)
        assert ("a, a = " if loop is twice else "a, *rest = ") in inlined_source(inlined)


def test_a_rule_with_no_loop_around_it_reads_its_tables_where_it_stands():
    source = inlined_source(inline_rules(bump)(returns_the_rule))
    assert "_rules_STEP[" in source and "_rules_STEP_" not in source


def test_an_argument_is_worked_out_once_as_a_call_would():
    inlined = inline_rules(bump)(counts_arguments)
    for a in range(-8, 8):
        values = iter([a, 99])
        assert inlined(values, 9) == bump(a, 9) and next(values) == 99
    assert "_rules_bump_a = next(values)" in inlined_source(inlined)


def test_an_error_in_a_rule_written_in_is_reported_at_the_loops_line():
    inlined = inline_rules(divide)(divides)
    assert inlined(7, 7) == -1 and inlined(9, 2) == 4
    with pytest.raises(ZeroDivisionError) as raised:
        inlined(1, 0)
    frame = traceback.extract_tb(raised.tb)[-1]
    assert frame.name == "divides" and "THE LINE OF THE CALL" in (frame.line or "")


@settings(max_examples=examples(40), deadline=None)
@given(a=SMALL, b=SMALL)
def test_calls_in_forms_it_cannot_write_in_stay_calls(a, b):
    inlined = inline_rules(bump)(keeps_some_calls)
    assert inlined(a, b) == keeps_some_calls(a, b)
    body = [ast.unparse(s) for s in statements(inlined)]
    assert "y = z = bump(b, a)" in body
    assert "w = bump(a=a, b=b) + bump(b, b)" in body
    assert "x = bump(a, b)" not in body


def test_a_loop_found_by_its_own_line_among_functions_of_one_name():
    def decorated(a: int, b: int) -> int:  # the module has a `decorated` too
        x = bump(b, a)
        return x + 1000

    inlined = inline_rules(bump)(decorated)
    assert inlined(3, 4) == decorated(3, 4) == bump(4, 3) + 1000


# -- what is refused -------------------------------------------------------------------------

@pytest.mark.parametrize("rule, loop", [
    (bump, no_rule),  # nothing to write in: a silent no-op
    (bump, only_in_expression),  # a rule of statements inside an expression stays a call
    (with_loop, calls_with_loop),
    (assigns_param, calls_assigns_param),
    (with_lambda, calls_with_lambda),
    (some_paths, calls_some_paths),
    (returns_in_match, calls_match),
    (bump, wrong_count),
    (reads_taken, uses_taken),  # the name the rule's global needs is taken in the loop's module
])
def test_what_cannot_be_written_in_is_refused(rule, loop):
    with pytest.raises(ValueError):
        inline_rules(rule)(loop)


def another_bump() -> Callable[[int, int], int]:
    def bump(a: int, b: int) -> int:  # not the module's bump, which the loops call
        return a
    return bump


def test_a_closure_or_a_rule_by_another_name_is_refused():
    with pytest.raises(ValueError, match="closure"):
        inline_rules(bump)(calls(bump))
    with pytest.raises(ValueError, match="does not call bump"):
        inline_rules(another_bump())(returns_the_rule)


def test_a_rule_behind_a_wrapper_leaves_the_loop_as_written():
    for rule, loop in ((wrapper, calls_wrapper), (keyword_wrapper, calls_keyword_wrapper)):
        assert inline_rules(rule)(loop) is loop
        assert inlined_source(loop) == ""


def test_a_loop_with_no_docstring_reads_the_tables_before_its_first_line():
    body = statements(inline_rules(bump)(sums))
    assert [ast.unparse(s) for s in body[:2]] == \
        ["_rules_OFFSET_ = _rules_OFFSET", "_rules_STEP_ = _rules_STEP"]


def test_rules_of_both_kinds_written_into_one_loop():
    inlined = inline_rules(bump, tiny)(both_forms)
    assert [inlined(a, 4) for a in range(-9, 9)] == [both_forms(a, 4) for a in range(-9, 9)]
    assert "bump(" not in inlined_source(inlined) and "tiny(" not in inlined_source(inlined)


def test_a_field_given_back_unchanged_is_not_written_again():
    inlined = inline_rules(swaps_in)(on_attributes)
    for a in (3, 20):
        assert inlined(SimpleNamespace(a=a, b=2)) == on_attributes(SimpleNamespace(a=a, b=2))
    source = inlined_source(inlined)
    assert "box.b = _rules_swaps_in_b + 1" in source and "box.a = _rules_swaps_in_a" not in source


def test_a_rules_tables_are_put_in_the_loops_module_under_the_inliners_names(monkeypatch):
    for name in ("_rules_STEP", "_rules_OFFSET"):
        monkeypatch.delitem(globals(), name, raising=False)
    inlined = inline_rules(bump)(returns_the_rule)
    assert globals()["_rules_STEP"] is STEP and globals()["_rules_OFFSET"] == OFFSET
    assert [inlined(a, 1) for a in range(-9, 15)] == [bump(a, 1) for a in range(-9, 15)]
