"""How many examples a property test tries (no tests here).

The README's test command tries a third of each property's examples, at least two; CI's
`pytest -m "property and not slow" --full-properties` tries every one. The same
properties and the same assertions in both: the quick run is for the developer's every
change, the full one for every submission. Tests marked slow keep their counts: each names
its own (`@settings(max_examples=N)`), since a test without one gets hypothesis's usual
count scaled the same way (tests/conftest.py)."""

from __future__ import annotations

import os

FULL_PROPERTIES = "CALLBREAK_FULL_PROPERTIES"  # set by --full-properties (tests/conftest.py)


def full() -> bool:
    return os.environ.get(FULL_PROPERTIES) == "1"


def examples(count: int) -> int:
    """`count` examples in a full run; a third of them, at least two, in the quick one."""
    return count if full() else min(count, max(2, -(-count // 3)))
