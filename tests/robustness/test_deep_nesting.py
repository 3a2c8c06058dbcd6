"""Every nesting construct parses, evaluates, prints and decodes deep, on the ordinary stack.

No entry point runs on a thread with a big stack: the library recurses only through
Python-to-Python calls (which use no C stack since Python 3.11) with the recursion
limit raised for the input's depth, or iterates with an explicit stack. Depths here
are far above the C recursion limit, so a path recursing through C per level fails.
``tests/robustness/measure_deep.py`` runs every case at 100,000 levels.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

import hcl
from hcl.cty import Value
from hcl.deep import current_depth, recursion_room
from hcl.eval import evaluate
from tests.robustness.deep_constructs import EXPRESSIONS, cases, context, evaluate_native, expression_source

DEPTH = 12_000  # above the interpreter's C recursion limit, as in tests/native/test_deep_nesting.py
BIG = 100_000
LIBRARY = Path(hcl.__file__).parent


def test_a_hundred_thousand_levels_parse_and_evaluate() -> None:
    evaluate_native("parentheses", BIG)


@pytest.mark.parametrize("name", sorted(EXPRESSIONS))
def test_every_expression_construct_evaluates_deep(name: str) -> None:
    evaluate_native(name, DEPTH)


@pytest.mark.parametrize("name", ["traversal", "splat", "template", "blocks", "json"])
def test_every_entry_point_deep(name: str, tmp_path: Path) -> None:
    cases(tmp_path)[name](DEPTH)


def test_hcldec_with_a_deep_spec_and_input(tmp_path: Path) -> None:
    cases(tmp_path)["hcldec"](DEPTH // 4)


@pytest.mark.parametrize("name", ["tuple", "call", "conditional", "heredoc in interpolation", "template if"])
def test_printing_and_comparing_deep(name: str, tmp_path: Path) -> None:
    cases(tmp_path)[f"print {name}"](DEPTH // 4)


def test_tree_command_deep(tmp_path: Path) -> None:
    # Its output indents each level, so it grows with the square of the depth.
    cases(tmp_path)["tree"](2_000)


def test_deep_evaluation_on_a_thread_with_a_small_stack() -> None:
    # 512 KiB holds no 12,000 levels of C recursion (a C call through the interpreter
    # takes hundreds of bytes of it): only heap frames can do this.
    expr, diags = hcl.parse_expression(expression_source("negation", DEPTH), "deep.hcl")
    assert not diags
    results: list[Value] = []
    old = threading.stack_size(512 << 10)
    try:
        thread = threading.Thread(target=lambda: results.append(evaluate(expr, context())[0]))
        thread.start()
    finally:
        threading.stack_size(old)
    thread.join()
    assert results == [Value.number(1)] or results[0].raw_equals(Value.number(1))


def test_no_big_stack_thread_in_the_library() -> None:
    offenders = [str(p.relative_to(LIBRARY)) for p in LIBRARY.rglob("*.py")
                 if "stack_size(" in p.read_text(encoding="utf-8")]
    assert offenders == []


def test_recursion_limit_is_restored() -> None:
    before = sys.getrecursionlimit()
    evaluate_native("tuple", 5_000)
    assert sys.getrecursionlimit() == before


@pytest.mark.parametrize("src", [
    "{0} == {0}",  # comparing deep values recurses through C in the type system
    "true ? {0} : {1}",  # so does unifying their types
])
def test_deep_values_inside_deep_expressions_give_a_value_or_a_diagnostic(src: str) -> None:
    depth = DEPTH
    expr, diags = hcl.parse_expression(src.format("[" * depth + "]" * depth, "[" * depth + "1" + "]" * depth))
    assert not diags
    value, diags = evaluate(expr, context())
    assert value.is_known or diags.has_errors


def test_current_depth_counts_frames() -> None:
    def nested(levels: int) -> int:
        return current_depth() if levels == 0 else nested(levels - 1)

    assert nested(10) - nested(0) == 10


def test_recursion_room_is_shared_and_restored() -> None:
    before = sys.getrecursionlimit()
    with recursion_room(50_000):
        with recursion_room(20_000):
            assert sys.getrecursionlimit() == before + 50_000
        assert sys.getrecursionlimit() == before + 50_000
    assert sys.getrecursionlimit() == before
