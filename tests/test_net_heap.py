"""A table server's own process keeps its long-lived objects out of the collector's full
walks (net/heap.py), and hands them back for a whole collection now and then."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.net.heap import Heap


@pytest.fixture(autouse=True)
def thawed() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_what_has_lived_a_while_leaves_the_full_walk_and_comes_back_each_hour() -> None:
    kept = [[n] for n in range(1000)]  # long-lived containers, as a table's game holds
    heap = Heap(0.0, freeze_seconds=10.0, thaw_seconds=3600.0)
    heap.tend(5.0)
    assert gc.get_freeze_count() == 0  # too soon
    heap.tend(10.0)
    assert gc.get_freeze_count() >= len(kept)
    heap.tend(3600.0)
    assert gc.get_freeze_count() == 0  # every object walked again once


def test_a_cycle_let_go_before_the_freeze_is_freed_not_kept() -> None:
    class Node:
        other: Node

    def cycle() -> weakref.ref[Node]:
        a, b = Node(), Node()
        a.other, b.other = b, a
        return weakref.ref(a)

    gc.collect()
    gc.disable()  # only the freeze's own collection may free them
    try:
        refs = [cycle() for _ in range(100)]
        Heap(0.0, freeze_seconds=1.0).tend(1.0)
        assert not [ref for ref in refs if ref() is not None]
    finally:
        gc.enable()


@settings(max_examples=examples(30), deadline=None)
@given(st.lists(st.floats(0.0, 10.0), max_size=40))
def test_frozen_at_most_once_a_period(steps: list[float]) -> None:
    heap, now = Heap(0.0, freeze_seconds=10.0, thaw_seconds=1e9), 0.0
    for step in steps:
        now += step
        heap.tend(now)
    assert heap.freezes <= now // 10.0
    gc.unfreeze()
