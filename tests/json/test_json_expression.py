"""JSON values as expressions: literal-only mode and full expression mode (json-spec.md "Expressions")."""

from __future__ import annotations

from hcl import ir
from hcl import json as hcljson
from hcl.cty import DYNAMIC, TRUE, Value
from hcl.json.expression import literal_value, string_template, to_native
from hcl.pos import Pos


def parse(text: str) -> hcljson.JSONValue:
    value, diags = hcljson.parse_expression(text, "e.json")
    assert not diags
    return value


def test_literal_mode_takes_strings_verbatim() -> None:
    text = "Hello world! Template sequences like ${ are not intepreted here."
    value, diags = literal_value(parse(f'"{text}"'))
    assert not diags
    assert value.raw_equals(Value.string(text))


def test_literal_mode_numbers_are_exact() -> None:
    text = "12345678901234567890.000000000000000000001"
    value, _ = literal_value(parse(text))
    assert value.raw_equals(Value.number_from_literal(text))


def test_literal_mode_structures() -> None:
    value, diags = literal_value(parse('{"a": [1, "x", true, null], "b": {}}'))
    assert not diags
    expected = Value.object({
        "a": Value.tuple([Value.number_from_literal("1"), Value.string("x"), TRUE, Value.null(DYNAMIC)]),
        "b": Value.object({}),
    })
    assert value.raw_equals(expected)


def test_literal_mode_duplicate_object_keys() -> None:
    value, diags = literal_value(parse('{"k": 1, "k": 2}'))
    assert [d.summary for d in diags] == ["Duplicate object attribute"]
    assert diags[0].detail == ('"k" is already defined at e.json:1,2-5. An object attribute can be defined '
                               "only once; remove one of the definitions.")
    assert value.raw_equals(Value.object({"k": Value.number_from_literal("1")}))


def test_full_mode_template_starts_after_the_quote() -> None:
    expr, diags = to_native(parse('"Hello, ${name}!"'))
    assert not diags
    assert isinstance(expr, ir.Template)
    name = expr.parts[1]
    assert isinstance(name, ir.ScopeTraversal)
    assert name.range.start == Pos(1, 11, 10)


def test_full_mode_unwraps_a_lone_interpolation() -> None:
    expr, _ = to_native(parse('"${ a + b }"'))
    assert isinstance(expr, ir.TemplateWrap)
    assert isinstance(expr.wrapped, ir.BinaryOp)


def test_full_mode_structures() -> None:
    expr, diags = to_native(parse('{"${k}": [1, true, null], "plain": "x"}'))
    assert not diags
    assert isinstance(expr, ir.ObjectCons)
    first, second = expr.items
    assert first.key.force_non_literal and isinstance(first.key.wrapped, ir.TemplateWrap)
    assert isinstance(first.value, ir.TupleCons) and len(first.value.exprs) == 3
    assert all(isinstance(e, ir.Literal) for e in first.value.exprs)
    assert isinstance(second.key.wrapped, ir.Template) and second.key.wrapped.is_string_literal


def test_full_mode_bad_template_is_a_syntax_error_node() -> None:
    string = parse('"${"')
    expr, diags = to_native(string)
    assert diags.has_errors
    assert isinstance(expr, ir.ExprSyntaxError)
    assert expr.range == string.range
    assert list(expr.diagnostics) == list(diags)
    again, again_diags = string_template(string)
    assert again == expr and list(again_diags) == list(diags)


def test_invalid_placeholders_are_unknown() -> None:
    value, diags = hcljson.parse_expression('[tru]', "e.json")
    assert diags.has_errors
    expr, _ = to_native(value)
    assert isinstance(expr, ir.TupleCons)
    assert isinstance(expr.exprs[0], ir.Literal) and not expr.exprs[0].value.is_known
    lit, _ = literal_value(value)
    assert not lit.as_value_list()[0].is_known
