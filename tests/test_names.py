"""One name, one meaning: no class name is defined in two modules of callbreak/ (the AI's lab
included), so a name read in a traceback, a test or a review says which thing it is (issue
43 found `Client`, `Row`, `Said` and `Step` defined twice each, with two meanings)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import callbreak

ROOT = Path(callbreak.__file__).parent


def class_homes(root: Path) -> dict[str, list[str]]:
    """Each class name defined at any depth in the modules under `root`, with its modules."""
    homes: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                homes[node.name].append(path.relative_to(root).as_posix())
    return homes


def twice(homes: dict[str, list[str]]) -> list[str]:
    return [f"{name}: {', '.join(where)}" for name, where in sorted(homes.items())
            if len(set(where)) > 1]


def test_no_class_name_means_two_things() -> None:
    assert not twice(class_homes(ROOT)), "class names defined twice:\n" + "\n".join(
        twice(class_homes(ROOT)))


def test_the_check_sees_a_class_defined_in_two_modules(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("class Row:\n    pass\n")
    (tmp_path / "b.py").write_text("def f():\n    class Row:\n        pass\n")
    (tmp_path / "c.py").write_text("class Other:\n    pass\n")
    assert twice(class_homes(tmp_path)) == ["Row: a.py, b.py"]
