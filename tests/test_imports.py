"""The shape of the code: imports point down the layers of docs/architecture.md and never go
round in a circle, the window reaches the computer players only through the worker's door,
scenes reach each other only through the routes, and no module of the app outgrows what one
person can hold in their head.

Every `import` in every module counts, function-local ones included; only imports under
`if TYPE_CHECKING:` (type hints, never run) are left out.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

import callbreak

ROOT = Path(callbreak.__file__).parent
# which layers each layer may import (docs/architecture.md); the package root (cli, resources, the
# version) sits above them all. `levels` is the list of the computer players' levels (not a
# rule of the game, so not the engine's); `words` is the sentences in every language (no
# pygame, no players): the window, the store, the hints and the tools say things through it.
ALLOWED = {
    "engine": set(),
    "levels": set(),
    "words": {"engine", "levels", "resources"},
    "ai": {"engine", "levels", "words", "resources"},  # resources: the learned models' weights
    "store": {"engine", "levels", "words"},
    # friends at one table: the host's authority and the wire; computer players' moves come
    # from whoever runs it (the window's worker, the server's pool), never imported here
    "net": {"engine", "levels", "words", "store"},
    "app": {"engine", "levels", "ai", "store", "words", "resources", "net"},
    "tools": {"engine", "levels", "ai", "store", "app", "words", "resources", "net"},
}
# the one module of the app that may import the computer players: the worker, which
# imports them inside its own process (the window never loads them)
AI_DOOR = "callbreak.app.shell.thinker"
# the scenes others derive from: the only modules holding a scene that a module holding a
# scene may import (to subclass it); every other way from one scene to another is a route
SCENE_BASES = {
    "callbreak.app.shell.scene",  # Scene
    "callbreak.app.table.scene_base",  # TableScene, the table's scenes' base
    "callbreak.app.screens.confirm",  # ConfirmScene, the Yes/No question
}
# the app's rooms (docs/architecture.md, callbreak/app/README.md) and the one module at its
# top: the wiring, which builds the app and so knows every room
APP_ROOMS = {"shell", "look", "table", "screens", "record", "friends", "lesson", "coach"}
APP_TOP = {"__init__.py", "wiring.py"}
LONGEST_APP_MODULE = 400
LONGEST_APP_CLASS = 250


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@functools.cache
def tree_of(text: str) -> ast.Module:
    """A module's text parsed once per test module (several tests walk every module)."""
    return ast.parse(text)


def parsed(path: Path) -> ast.Module:
    return tree_of(path.read_text(encoding="utf-8"))


@pytest.fixture(autouse=True, scope="module")
def _trees_let_go() -> Iterator[None]:
    """The trees are let go once this file's tests are done."""
    yield
    tree_of.cache_clear()


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py")}


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ours that `name` imports when it runs."""
    tree = parsed(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return {m for m in found if m in known and m != name}


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    return {name: imports_of(name, path, known) for name, path in mods.items()}


def layer(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_imports_point_down_the_layers() -> None:
    wrong = []
    for name, targets in graph().items():
        here = layer(name)
        if here not in ALLOWED:
            continue  # the package root: cli, resources
        for target in targets:
            there = layer(target)
            if there and there != here and there not in ALLOWED[here]:
                wrong.append(f"{name} -> {target}")
            elif here == "app" and there == "ai" and name != AI_DOOR:
                wrong.append(f"{name} -> {target} (only {AI_DOOR} may)")
    assert not wrong, "imports against the layers:\n" + "\n".join(sorted(wrong))


def test_no_module_imports_itself_round_a_circle() -> None:
    edges = graph()
    # a package's __init__ importing its own modules is not a cycle worth naming: drop the
    # edges from a package to what is inside it
    edges = {n: {t for t in ts if not t.startswith(n + ".")} for n, ts in edges.items()}
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def walk(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                walk(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            walk(node)
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_no_module_imports_another_modules_private_names() -> None:
    """A name with a leading underscore belongs to its module: another module that needs it
    needs it made public (the AI's lean simulator once imported two of `sim`'s)."""
    private = []
    for name, path in modules().items():
        for node in ast.walk(parsed(path)):
            if isinstance(node, ast.ImportFrom):
                private += [f"{name}: {a.name} from {'.' * node.level}{node.module or ''}"
                            for a in node.names if a.name.startswith("_")
                            and not a.name.startswith("__")]
    assert not private, "private names imported:\n" + "\n".join(private)


def test_the_game_never_imports_the_ai_lab() -> None:
    """The AI's lab (frozen and experimental arena entrants, the old search) stays out of
    the game's executable (build_scripts/callbreak.spec leaves it out): only the lab itself
    and the developer tools may import it, never the smoke test the executable carries."""
    wrong = []
    for name, targets in graph().items():
        user = name.startswith("callbreak.ai.lab") or (
            name.startswith("callbreak.tools.") and not name.startswith("callbreak.tools.smoke"))
        wrong += [f"{name} -> {t}" for t in targets
                  if t.startswith("callbreak.ai.lab") and not user]
    assert not wrong, "the game imports the lab:\n" + "\n".join(sorted(wrong))
    assert any(t.startswith("callbreak.ai.lab") for t in graph()["callbreak.tools.arena"])


def test_the_rules_the_words_and_the_players_never_import_pygame() -> None:
    """Only the app draws: the engine, the levels, the words, the store and the computer
    players load no pygame, so the worker, the tools and a server may use them."""
    found = []
    for name, path in modules().items():
        if layer(name) not in ("engine", "levels", "words", "store", "ai"):
            continue
        for node in ast.walk(parsed(path)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{name} -> {n}" for n in names if n.split(".")[0] == "pygame"]
    assert not found, "\n".join(found)


def scene_modules() -> set[str]:
    """The modules of the app that define a scene: a class deriving from `Scene`, however
    many steps away (read from the source, by the names of the bases)."""
    classes = []
    for name, path in modules().items():
        if name.startswith("callbreak.app"):
            for node in ast.walk(parsed(path)):
                if isinstance(node, ast.ClassDef):
                    bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")
                             for b in node.bases}
                    classes.append((name, node.name, bases))
    scenes = {"Scene"}
    while True:
        more = {cls for _, cls, bases in classes if bases & scenes} - scenes
        if not more:
            break
        scenes |= more
    return {name for name, _, bases in classes if bases & scenes}


def test_scenes_reach_each_other_only_through_the_routes() -> None:
    """A scene opens another through `app.routes` (filled in by `wiring.py`), never by
    importing it: no module holding a scene imports another module holding one, but for
    the bases it derives from."""
    scenes = scene_modules()
    assert {"callbreak.app.screens.menu", "callbreak.app.record.scoresheet",
            "callbreak.app.table.calling"} <= scenes  # the test sees the scenes it guards
    edges = graph()
    wrong = [f"{name} -> {target}" for name in sorted(scenes) for target in sorted(edges[name])
             if target in scenes and target not in SCENE_BASES]
    assert not wrong, "scenes importing scenes (ask app.routes):\n" + "\n".join(wrong)


def test_phases_are_the_engines_enum_never_a_string() -> None:
    """No module compares a phase with a string ("calling") or builds a view with one: a
    phase is `engine.Phase`, so a misspelt phase is an error, not a comparison that is
    never true."""

    def strings(node: ast.AST) -> bool:
        parts = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
        return any(isinstance(p, ast.Constant) and isinstance(p.value, str) for p in parts)

    def is_phase(node: ast.AST) -> bool:
        return (isinstance(node, ast.Attribute) and node.attr == "phase") or (
            isinstance(node, ast.Name) and node.id == "phase")

    found = []
    for name, path in modules().items():
        for node in ast.walk(parsed(path)):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(map(is_phase, sides)) and any(map(strings, sides)):
                    found.append(f"{name}:{node.lineno}")
            elif isinstance(node, ast.keyword) and node.arg == "phase" and strings(node.value):
                found.append(f"{name}:{node.value.lineno}")
    assert not found, "phases as strings:\n" + "\n".join(found)


def test_the_app_is_made_of_small_modules_and_classes() -> None:
    big = []
    for path in (ROOT / "app").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > LONGEST_APP_MODULE:
            big.append(f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines")
        for node in ast.walk(tree_of(text)):
            if isinstance(node, ast.ClassDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > LONGEST_APP_CLASS:
                    big.append(f"{path.relative_to(ROOT)}: class {node.name}, {length} lines")
    assert not big, "\n".join(big)


def test_the_app_is_in_the_rooms_the_map_names() -> None:
    """A module of the app lives in one of its rooms, each named on the map (the
    architecture page and the app's README), so a newcomer finds a file by what it is
    for; only the wiring stays at the top."""
    app = ROOT / "app"
    loose = sorted(p.name for p in app.glob("*.py") if p.name not in APP_TOP)
    assert not loose, f"modules loose at the top of app/ (put them in a room): {loose}"
    rooms = {p.name for p in app.iterdir() if (p / "__init__.py").exists()}
    assert rooms == APP_ROOMS, f"rooms not on the map: {rooms ^ APP_ROOMS}"
    docs = (ROOT.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    readme = (app / "README.md").read_text(encoding="utf-8")
    unnamed = [r for r in sorted(rooms) if f"`{r}/`" not in docs or f"`{r}/`" not in readme]
    assert not unnamed, f"rooms the map does not name: {unnamed}"


def test_the_cycle_check_would_see_a_cycle(tmp_path: Path) -> None:
    """The walker itself: two modules that import each other are found."""
    (tmp_path / "a.py").write_text("from . import b\n")
    (tmp_path / "b.py").write_text("def f():\n    from .a import x\n")
    known = {"p.a", "p.b"}
    assert imports_of("p.a", tmp_path / "a.py", known) == {"p.b"}
    assert imports_of("p.b", tmp_path / "b.py", known) == {"p.a"}
