"""Writing the trick rules into a hot loop: `inline_rules`, so no loop copies them by hand.

The simulators of the computer players play hundreds of thousands of cards a second, and
a Python call costs about as much as the rule it calls. A loop that needs the speed calls
the rules (`tricks.legal_mask`, `can_beat`, `trick_step`) as any code would, and is
decorated with `@inline_rules(legal_mask, ...)`: when its module is loaded, the decorator
reads the loop's source and the rules' own source, and compiles the loop again with each
call replaced by the rule's body (its arguments in place of its parameters, its own
variables renamed, each `return` made the assignment the call fed). The rule is written
once, in `tricks.py`; change it there and every loop changes with it.

The forms it writes in: `target = rule(args)` and `return rule(args)` for any rule whose
every path ends in a `return` (`if`s only: no loops, no assignments to its parameters);
`rule(args)` inside an expression for a rule that is one `return expression`. A call in
another form stays a call. Without source (a frozen executable), or when a rule is a wrapper
taking `*args` (as a mutation tester wraps every function), the loop runs as written: the
same results, only slower. `fn.__wrapped__` is the loop as written, `inlined_source(fn)`
the source of what runs.
"""

from __future__ import annotations

import ast
import functools
import inspect
import linecache
from collections.abc import Callable
from typing import Any, TypeVar, cast

F = TypeVar("F", bound=Callable[..., Any])
PREFIX = "_rules_"


class _Rule:
    """A rule function read for inlining: its parameters, its body (no docstring), the names
    it assigns and the globals it reads."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        node, _ = _definition(fn)
        if node.args.vararg or node.args.kwarg:  # a wrapper's source, not the rule's
            raise TypeError(f"{fn.__qualname__} takes *args: its source is not the rule")
        self.fn = fn
        self.name = fn.__name__
        self.params = [a.arg for a in node.args.args]
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        self.body: list[ast.stmt] = body
        stored = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)
                  and isinstance(n.ctx, ast.Store)}
        if stored & set(self.params):
            raise ValueError(f"{self.name} assigns to a parameter: it cannot be inlined")
        if any(isinstance(n, (ast.For, ast.While, ast.With, ast.Try, ast.Lambda,
                              ast.FunctionDef)) for stmt in body for n in ast.walk(stmt)):
            raise ValueError(f"{self.name} has a loop or a nested scope: it cannot be inlined")
        self.locals = stored
        self.expression = body[0].value if len(body) == 1 and isinstance(body[0], ast.Return) \
            else None

    def renamed(self, nodes: list[ast.stmt] | ast.expr, args: list[ast.expr],
                into: dict[str, Any]) -> Any:
        """A deep copy of `nodes` with the parameters replaced by `args`, the rule's own
        variables renamed, and its globals renamed and recorded in `into`."""
        if len(args) != len(self.params):
            raise ValueError(f"{self.name} is called with {len(args)} arguments, "
                             f"not its {len(self.params)}")
        given = dict(zip(self.params, args))
        rule = self

        class Rename(ast.NodeTransformer):
            def visit_Name(self, node: ast.Name) -> ast.expr:
                if node.id in given:
                    arg: ast.expr = _clone(given[node.id])
                    return arg
                if node.id in rule.locals:
                    return ast.copy_location(ast.Name(f"{PREFIX}{rule.name}_{node.id}",
                                                      node.ctx), node)
                value = rule.fn.__globals__.get(node.id, _MISSING)
                if value is _MISSING:
                    return node  # a builtin
                into[PREFIX + node.id] = value
                return ast.copy_location(ast.Name(PREFIX + node.id, node.ctx), node)

        return Rename().visit(_clone(nodes)) if isinstance(nodes, ast.expr) else \
            [Rename().visit(n) for n in _clone(nodes)]


_MISSING = object()


def _clone(node: Any) -> Any:
    """A deep copy of a syntax tree (or a list of them): `copy.deepcopy`, without its memo,
    at a fraction of its cost (this runs when the program starts)."""
    if isinstance(node, list):
        return [_clone(n) for n in node]
    if not isinstance(node, ast.AST):
        return node
    new = node.__class__()
    for name in node._fields:
        setattr(new, name, _clone(getattr(node, name, None)))
    for name in node._attributes:
        if hasattr(node, name):
            setattr(new, name, getattr(node, name))
    return new


@functools.cache
def _module_tree(filename: str) -> ast.Module:
    """A source file's syntax tree, read once however many functions of it are inlined."""
    lines = linecache.getlines(filename)
    if not lines:
        raise OSError(f"no source for {filename}")
    return ast.parse("".join(lines), filename)


def _definition(fn: Callable[..., Any]) -> tuple[ast.FunctionDef, str]:
    """A copy of the `def` of `fn` in its source file (at its own line numbers), and the
    file; OSError when there is no source to read (a frozen executable)."""
    filename = inspect.getsourcefile(fn)
    if filename is None:
        raise OSError(f"no source for {fn.__qualname__}")
    first = fn.__code__.co_firstlineno  # its first decorator's line, or the def's
    for node in ast.walk(_module_tree(filename)):
        if isinstance(node, ast.FunctionDef) and node.name == fn.__name__ and \
                min([node.lineno] + [d.lineno for d in node.decorator_list]) == first:
            return _clone(node), filename
    raise OSError(f"{fn.__qualname__} is not where its code says")


@functools.cache
def _read(fn: Callable[..., Any]) -> _Rule:
    return _Rule(fn)


def _has_return(stmt: ast.stmt) -> bool:
    return any(isinstance(n, ast.Return) for n in ast.walk(stmt))


def _ends(stmts: list[ast.stmt]) -> bool:
    """Whether every path through `stmts` ends in a return."""
    if not stmts:
        return False
    last = stmts[-1]
    if isinstance(last, ast.Return):
        return True
    return isinstance(last, ast.If) and _ends(last.body) and _ends(last.orelse)


def _assign(target: ast.expr, value: ast.expr, same: dict[str, str]) -> list[ast.stmt]:
    """`target = value`; for `a, b, c = x, y, z`, one assignment each where an order exists
    in which none reads a name another has already changed (no tuple built and taken apart
    for every card), leaving out those that give a name its own value (`a = a`)."""
    whole: list[ast.stmt] = [ast.Assign(targets=[target], value=value)]
    if not (isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple)
            and len(target.elts) == len(value.elts)
            and not any(isinstance(e, ast.Starred) for e in target.elts + value.elts)):
        return whole
    names = [ast.unparse(t) for t in target.elts]
    if len(set(names)) != len(names):
        return whole
    reads = [{ast.unparse(n) for n in ast.walk(v) if isinstance(n, (ast.Name, ast.Attribute))}
             for v in value.elts]
    values = [same.get(ast.unparse(v), ast.unparse(v)) for v in value.elts]
    todo = [i for i in range(len(names)) if names[i] != values[i]]
    order: list[int] = []
    while todo:  # one whose target nobody still to come reads goes next
        free = [i for i in todo if not any(names[i] in reads[j] for j in todo if j != i)]
        if not free:
            return whole  # a cycle (a, b = b, a): keep the tuple
        order.append(free[0])
        todo.remove(free[0])
    return [ast.Assign(targets=[target.elts[i]], value=value.elts[i]) for i in order]


def _returns_as(stmts: list[ast.stmt], target: ast.expr | None,
                same: dict[str, str]) -> list[ast.stmt]:
    """`stmts` with each `return x` made `target = x` (kept a return when `target` is None),
    and the statements after an `if` that returns moved into its other branch, so that no
    path runs on past where the rule returned. `same`: the variables that hold an argument
    (by the argument's source), so that `x.a = <x.a as it was>` is left out."""
    out: list[ast.stmt] = []
    for i, stmt in enumerate(stmts):
        if isinstance(stmt, ast.Return):
            if target is None or stmt.value is None:
                out.append(stmt)
            else:
                out += [ast.copy_location(a, stmt)
                        for a in _assign(_clone(target), stmt.value, same)]
            return out
        if isinstance(stmt, ast.If) and _has_return(stmt):
            rest = stmts[i + 1:]
            body = stmt.body if _ends(stmt.body) else stmt.body + _clone(rest)
            orelse = stmt.orelse if _ends(stmt.orelse) else stmt.orelse + _clone(rest)
            then = _returns_as(body, target, same) or [ast.Pass()]  # nothing changed there
            out.append(ast.copy_location(ast.If(stmt.test, then,
                                                _returns_as(orelse, target, same)), stmt))
            return out
        if _has_return(stmt):
            raise ValueError("a rule may return only from its own branches")
        out.append(stmt)
    raise ValueError("a rule must return on every path")


class _Inliner(ast.NodeTransformer):
    """Writes the rules into one function's body, call by call."""

    def __init__(self, rules: dict[str, _Rule], into: dict[str, Any]) -> None:
        self.rules = rules
        self.into = into
        self.count = 0

    def _rule_of(self, node: ast.AST | None) -> tuple[_Rule, list[ast.expr]] | None:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords \
                and node.func.id in self.rules:
            return self.rules[node.func.id], node.args
        return None

    def _statements(self, stmt: ast.stmt, target: ast.expr | None,
                    call: tuple[_Rule, list[ast.expr]]) -> list[ast.stmt]:
        rule, args = call
        args = [self.visit(a) for a in args]
        body: list[ast.stmt] = []
        same: dict[str, str] = {}
        for i, arg in enumerate(args):  # an argument worked out once, as a call would
            if not isinstance(arg, (ast.Name, ast.Constant)):
                name = f"{PREFIX}{rule.name}_{rule.params[i]}"
                body.append(ast.Assign(targets=[ast.Name(name, ast.Store())], value=arg))
                args[i] = ast.Name(name, ast.Load())
                same[name] = ast.unparse(arg)
        body += _returns_as(rule.renamed(rule.body, args, self.into), target, same)
        self.count += 1
        for node in body:
            for sub in ast.walk(node):
                if isinstance(sub, (ast.stmt, ast.expr)):
                    ast.copy_location(sub, stmt)
        return body

    def visit_Assign(self, node: ast.Assign) -> Any:
        call = self._rule_of(node.value)
        if call is not None and len(node.targets) == 1 and call[0].expression is None:
            return self._statements(node, node.targets[0], call)
        return self.generic_visit(node)

    def visit_Return(self, node: ast.Return) -> Any:
        call = self._rule_of(node.value)
        if call is not None and call[0].expression is None:
            return self._statements(node, None, call)
        return self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> Any:
        call = self._rule_of(node)
        if call is not None and call[0].expression is not None:
            rule, args = call
            args = [self.visit(a) for a in args]
            self.count += 1
            expr: ast.expr = rule.renamed(call[0].expression, args, self.into)
            for sub in ast.walk(expr):
                if isinstance(sub, ast.expr):
                    ast.copy_location(sub, node)
            return expr
        return self.generic_visit(node)


def inline_rules(*rules: Callable[..., Any]) -> Callable[[F], F]:
    """Decorator: compile the function again with its calls of `rules` written in (see the
    module's docstring). Raises ValueError when a rule cannot be inlined or the function
    calls none of them, so a loop never silently keeps a call it was meant to lose."""

    def decorate(fn: F) -> F:
        try:
            node, filename = _definition(fn)
            read = {r.__name__: _read(r) for r in rules}
        except (OSError, TypeError):
            return fn  # no source (a frozen executable): run as written
        if fn.__closure__:
            raise ValueError(f"{fn.__qualname__} is a closure: it cannot be recompiled")
        node.decorator_list = []
        node.returns = None  # the annotations are copied from `fn` below
        for arg in node.args.args + node.args.kwonlyargs:
            arg.annotation = None
        node.args.defaults = [ast.Constant(None) for _ in node.args.defaults]
        node.args.kw_defaults = [None if d is None else ast.Constant(None)
                                 for d in node.args.kw_defaults]
        glob = fn.__globals__
        for name, rule in read.items():
            if glob.get(name) is not rule.fn:
                raise ValueError(f"{fn.__qualname__} does not call {name} by that name")
        into: dict[str, Any] = {}
        inliner = _Inliner(read, into)
        node.body = [s for stmt in node.body for s in _as_list(inliner.visit(stmt))]
        if not inliner.count:
            raise ValueError(f"{fn.__qualname__} calls none of the rules in a form "
                             f"that can be inlined")
        for name, value in into.items():
            if glob.setdefault(name, value) is not value:
                raise ValueError(f"{name} already means something else in {fn.__module__}")
        if any(isinstance(n, (ast.For, ast.While)) for n in ast.walk(node)):
            _hoist(node, set(into))
        tree = ast.fix_missing_locations(ast.Module(body=[node], type_ignores=[]))
        space: dict[str, Any] = {}
        exec(compile(tree, filename, "exec"), glob, space)  # noqa: S102 - our own source
        new: Any = space[node.name]
        new.__defaults__ = fn.__defaults__
        new.__kwdefaults__ = fn.__kwdefaults__
        functools.update_wrapper(new, fn)
        new.__inlined__ = node  # what runs: `inlined_source` reads it
        return cast(F, new)

    return decorate


def _hoist(node: ast.FunctionDef, names: set[str]) -> None:
    """Read the rules' tables once, into local variables, in a function with a loop (a
    local is read faster than a global, card after card)."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id in names:
            sub.id += "_"
    body = node.body
    start = 1 if body and isinstance(body[0], ast.Expr) and \
        isinstance(body[0].value, ast.Constant) else 0  # after the docstring
    node.body = body[:start] + [
        ast.copy_location(ast.Assign(targets=[ast.Name(name + "_", ast.Store())],
                                     value=ast.Name(name, ast.Load())), body[start])
        for name in sorted(names)] + body[start:]


def inlined_source(fn: Callable[..., Any]) -> str:
    """The source of what runs for `fn`, with the rules written in ("" if none are)."""
    node = getattr(fn, "__inlined__", None)
    return ast.unparse(node) if isinstance(node, ast.AST) else ""


def _as_list(result: Any) -> list[ast.stmt]:
    return result if isinstance(result, list) else [result]
