"""The public strategies generate what they promise, and their options take effect."""

from __future__ import annotations

import doctest

from hypothesis import given, settings

import hcl.testing.compare
from hcl import ir
from hcl.cty import NUMBER, STRING, List, Object, Type
from hcl.native.parser import parse_config, parse_expression, parse_template
from hcl.testing import ir_equal, ir_identical, strip_ranges
from hcl.testing import strategies as hst


def _depth(ty: Type) -> int:
    if ty.is_list or ty.is_set or ty.is_map:
        return 1 + _depth(ty.element_type)
    if ty.is_object:
        return 1 + max((_depth(t) for t in ty.attribute_types.values()), default=0)
    if ty.is_tuple:
        return 1 + max((_depth(t) for t in ty.element_types), default=0)
    return 0


@given(hst.types(max_depth=1))
def test_types_respect_depth(ty: Type) -> None:
    assert _depth(ty) <= 1


@given(hst.values(List(Object({"a": STRING, "b": NUMBER})), nulls=False, unicode=False))
def test_values_of_a_type(value) -> None:
    assert value.type == List(Object({"a": STRING, "b": NUMBER}))
    assert value.is_wholly_known
    assert all(not elem.is_null for _, elem in value.elements())


@given(hst.expression_nodes(max_depth=1, templates=False, for_expressions=False))
def test_expression_nodes_options(expr: ir.Expression) -> None:
    kinds = {type(node) for node in ir.walk(expr)}
    assert not kinds & {ir.For, ir.TemplateWrap, ir.TemplateJoin}
    assert all(len(t.parts) == 1 for t in ir.walk(expr) if isinstance(t, ir.Template))


@given(hst.expressions(max_depth=2, heredocs=False, templates=False, for_expressions=False, unicode=False))
def test_expression_text_options(src: str) -> None:
    assert "<<" not in src and "[for" not in src and "{for" not in src and src.isascii()
    assert not parse_expression(src)[1].has_errors


@given(hst.config_files(1, expression_depth=1, comments=False))
def test_config_files_parse(src: str) -> None:
    assert not any(line.lstrip().startswith(("#", "//", "/*")) for line in src.splitlines())
    assert not parse_config(src)[1].has_errors


@given(hst.templates(max_depth=2))
def test_templates_parse(src: str) -> None:
    assert not parse_template(src)[1].has_errors


@given(hst.documents(max_depth=1, expression_depth=1))
def test_documents_parse(src: str) -> None:
    assert not parse_config(src)[1].has_errors


@given(hst.files(max_depth=1, expression_depth=1))
def test_files_pair_text_and_ir(pair) -> None:
    text, file = pair
    assert file.source == text.encode()
    assert ir_equal(parse_config(text)[0], file)


def test_ir_equal_ignores_ranges_and_parentheses() -> None:
    a, _ = parse_expression("(a + b) * c")
    b, _ = parse_expression("(a+b)*\n  c")
    c, _ = parse_expression("((a + b)) * c")
    assert ir_equal(a, b) and ir_equal(a, c)
    assert ir_equal(a, b, parentheses=True) and not ir_equal(a, c, parentheses=True)
    assert not ir_equal(a, parse_expression("a + b * c")[0])
    assert strip_ranges(a) == strip_ranges(b)


def test_ir_identical_compares_ranges_too_without_recursing() -> None:
    a, _ = parse_expression("f(x, [1])")
    assert ir_identical(a, parse_expression("f(x, [1])")[0])
    assert not ir_identical(a, parse_expression("f(x,[1])")[0])  # the same but for ranges
    assert not ir_identical(a, parse_expression("f(x, [2])")[0])
    deep, _ = parse_expression("[" * 5000 + "]" * 5000)
    assert ir_identical(deep, parse_expression("[" * 5000 + "]" * 5000)[0])
    assert not ir_identical(deep, parse_expression("[" * 5000 + "1" + "]" * 5000)[0])


def test_ir_equal_splat_symbols() -> None:
    a, _ = parse_expression("x[*].y[*].z")
    b, _ = parse_expression("x[*].y[*].z")
    assert ir_equal(a, b)
    assert not ir_equal(a, parse_expression("x[*].y.z")[0])


def test_docstring_examples() -> None:
    assert doctest.testmod(hcl.testing.compare).failed == 0


@settings(max_examples=20)
@given(hst.expression_nodes(max_depth=2))
def test_module_docstring_example(expr: ir.Expression) -> None:
    # The example in hcl.testing.strategies' docstring, as written there.
    from hcl.write.printer import print_expression

    parsed, diags = parse_expression(print_expression(expr))
    assert not diags.has_errors and ir_equal(parsed, expr)
