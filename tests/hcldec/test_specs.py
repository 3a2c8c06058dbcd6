"""Spec-driven decoding through the API: every spec type, implied schema and type, errors."""

from __future__ import annotations

import pytest

import hcl
from hcl.body import AttributeSchema, BlockHeaderSchema, BodySchema
from hcl.cty import BOOL, DYNAMIC, EMPTY_OBJECT_TYPE, NUMBER, STRING, List, Map, Object, Set, Tuple
from hcl.cty import Value as V
from hcl.cty.function import Function, FunctionError, Parameter
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext
from hcl.hcldec import (
    AttrSpec,
    BlockAttrsSpec,
    BlockLabelSpec,
    BlockListSpec,
    BlockMapSpec,
    BlockObjectSpec,
    BlockSetSpec,
    BlockSpec,
    BlockTupleSpec,
    DefaultSpec,
    ExprSpec,
    LiteralSpec,
    ObjectSpec,
    RefineValueSpec,
    TransformExprSpec,
    TransformFuncSpec,
    TupleSpec,
    ValidateSpec,
    child_block_types,
    decode,
    implied_schema,
    implied_type,
    partial_decode,
    source_range,
    variables,
)
from hcl.loader import parse_body


def body(src: str, name: str = "in.hcl"):
    b, diags = parse_body(src, name)
    assert not diags, diags
    return b


def summaries(diags: Diagnostics) -> list[str]:
    return [d.summary for d in diags]


def span(diag: Diagnostic) -> tuple[int, int, int, int]:
    assert diag.subject is not None
    return diag.subject.start.line, diag.subject.start.column, diag.subject.end.line, diag.subject.end.column


def expr(src: str):
    e, diags = hcl.parse_expression(src, "expr.hcl")
    assert not diags
    return e


# ---------------------------------------------------------------------- attributes, objects, tuples

def test_object_of_attributes() -> None:
    spec = ObjectSpec({"name": AttrSpec("name", STRING, required=True), "port": AttrSpec("port", NUMBER),
                       "tags": AttrSpec("tags", List(STRING))})
    value, diags = decode(body('name = "web"\ntags = ["a", 1]\n'), spec)
    assert not diags
    assert value == V.object({"name": V.string("web"), "port": V.null(NUMBER),
                              "tags": V.list([V.string("a"), V.string("1")])})
    assert implied_type(spec) == Object({"name": STRING, "port": NUMBER, "tags": List(STRING)})
    assert implied_schema(spec) == BodySchema((AttributeSchema("name", True), AttributeSchema("port"),
                                              AttributeSchema("tags")))


def test_attribute_conversion_error() -> None:
    value, diags = decode(body('port = "http"\n'), AttrSpec("port", NUMBER))
    (diag,) = diags
    assert diag.summary == "Incorrect attribute value type"
    assert span(diag) == (1, 8, 1, 14)
    assert diag.context is not None and diag.context.start.column == 1
    assert value == V.unknown(NUMBER)


def test_required_attribute_missing() -> None:
    _, diags = decode(body("other = 1\n"), ObjectSpec({"a": AttrSpec("a", STRING, required=True)}))
    assert summaries(diags) == ["Missing required argument", "Unsupported argument"]


def test_tuple_and_literal_and_expr() -> None:
    spec = TupleSpec((AttrSpec("a", DYNAMIC), LiteralSpec(V.string("lit")), ExprSpec(expr("x * 2"))))
    value, diags = decode(body("a = true\n"), spec, EvalContext({"x": V.number(4)}))
    assert not diags
    assert value == V.tuple([V.bool(True), V.string("lit"), V.number(8)])
    assert implied_type(spec) == Tuple([DYNAMIC, STRING, DYNAMIC])
    assert implied_type(TupleSpec(())) == Tuple([])
    assert implied_type(ObjectSpec({})) == EMPTY_OBJECT_TYPE


def test_no_context_allows_constants_only() -> None:
    _, diags = decode(body("a = x\nb = f()\n"), ObjectSpec({"a": AttrSpec("a"), "b": AttrSpec("b")}))
    assert summaries(diags) == ["Variables not allowed", "Function calls not allowed"]


# ---------------------------------------------------------------------- single blocks

def test_block_spec() -> None:
    spec = ObjectSpec({"b": BlockSpec("b", ObjectSpec({"x": AttrSpec("x", NUMBER)}))})
    value, diags = decode(body("b {\n  x = 1\n}\n"), spec)
    assert not diags and value.get_attr("b") == V.object({"x": V.number(1)})
    value, diags = decode(body(""), spec)
    assert not diags and value.get_attr("b") == V.null(Object({"x": NUMBER}))
    assert child_block_types(spec) == {"b": ObjectSpec({"x": AttrSpec("x", NUMBER)})}


def test_block_spec_errors() -> None:
    spec = BlockSpec("b", ObjectSpec({}), required=True)
    _, diags = decode(body(""), spec)
    assert summaries(diags) == ["Missing b block"]
    _, diags = decode(body("b {\n}\nb {\n}\n"), spec)
    assert summaries(diags) == ["Duplicate b block"]
    assert span(diags[0]) == (3, 1, 3, 2)


def test_block_labels() -> None:
    spec = BlockListSpec("res", ObjectSpec({"type": BlockLabelSpec(0, "type"), "name": BlockLabelSpec(1, "name"),
                                            "v": AttrSpec("v", NUMBER)}))
    assert implied_schema(spec).blocks == (BlockHeaderSchema("res", ("type", "name")),)
    value, diags = decode(body('res "a" "b" {\n  v = 1\n}\n'), spec)
    assert not diags
    assert value == V.list([V.object({"type": V.string("a"), "name": V.string("b"), "v": V.number(1)})])
    _, diags = decode(body('res "a" {\n}\n'), spec)
    assert summaries(diags) == ["Missing name for res"]


def test_block_label_spec_outside_blocks_is_a_diagnostic() -> None:
    value, diags = decode(body(""), BlockLabelSpec(0, "name"))
    assert diags.has_errors and value == V.unknown(STRING)


# ---------------------------------------------------------------------- block sequences

def test_block_list_and_counts() -> None:
    spec = BlockListSpec("item", AttrSpec("v", NUMBER), min_items=1, max_items=2)
    value, diags = decode(body("item {\n  v = 1\n}\nitem {\n  v = 2\n}\n"), spec)
    assert not diags and value == V.list([V.number(1), V.number(2)])
    _, diags = decode(body(""), spec)
    assert summaries(diags) == ["Insufficient item blocks"]
    _, diags = decode(body("item {\n}\nitem {\n}\nitem {\n  v = 3\n}\n"), spec)
    assert summaries(diags) == ["Too many item blocks"]
    assert span(diags[0]) == (6, 7, 6, 8)  # where the third block's value comes from: its "v"
    assert implied_type(spec) == List(NUMBER)


def test_block_list_empty_and_unification() -> None:
    spec = BlockListSpec("item", AttrSpec("v", DYNAMIC))
    value, _ = decode(body(""), spec)
    assert value == V.list([], DYNAMIC)
    value, diags = decode(body('item {\n  v = 1\n}\nitem {\n  v = "x"\n}\n'), spec)
    assert not diags and value == V.list([V.string("1"), V.string("x")])
    value, diags = decode(body('item {\n  v = {}\n}\nitem {\n  v = "x"\n}\n'), spec)
    assert summaries(diags) == ["Unconsistent argument types in item blocks"]
    assert value == V.unknown(DYNAMIC)


def test_block_set() -> None:
    spec = BlockSetSpec("item", AttrSpec("v", NUMBER))
    value, diags = decode(body("item {\n  v = 2\n}\nitem {\n  v = 1\n}\nitem {\n  v = 2\n}\n"), spec)
    assert not diags and value == V.set([V.number(1), V.number(2)])
    assert implied_type(spec) == Set(NUMBER)
    value, _ = decode(body(""), spec)
    assert value == V.set([], NUMBER)


def test_block_tuple() -> None:
    spec = BlockTupleSpec("item", AttrSpec("v", DYNAMIC), max_items=2)
    value, diags = decode(body('item {\n  v = 1\n}\nitem {\n  v = "x"\n}\n'), spec)
    assert not diags and value == V.tuple([V.number(1), V.string("x")])
    value, _ = decode(body(""), spec)
    assert value == V.tuple([])
    assert implied_type(spec) == DYNAMIC


# ---------------------------------------------------------------------- keyed blocks

def test_block_map() -> None:
    spec = BlockMapSpec("res", ("type", "name"), AttrSpec("v", STRING))
    value, diags = decode(body('res "a" "x" {\n  v = "1"\n}\nres "a" "y" {\n}\nres "b" "x" {\n}\n'), spec)
    assert not diags
    assert value == V.map({"a": V.map({"x": V.string("1"), "y": V.null(STRING)}),
                           "b": V.map({"x": V.null(STRING)})})
    assert implied_type(spec) == Map(Map(STRING))
    value, _ = decode(body(""), spec)
    assert value == V.map({}, STRING)  # as the reference, whatever the number of labels
    _, diags = decode(body('res "a" "x" {\n}\nres "a" "x" {\n}\n'), spec)
    assert summaries(diags) == ["Duplicate res block"]
    assert 'res "a" "x"' in diags[0].detail


def test_block_map_rejects_dynamic_types() -> None:
    _, diags = decode(body(""), BlockMapSpec("res", ("name",), AttrSpec("v", DYNAMIC)))
    assert diags.has_errors


def test_block_object() -> None:
    spec = BlockObjectSpec("res", ("name",), AttrSpec("v", DYNAMIC))
    value, diags = decode(body('res "a" {\n  v = 1\n}\nres "b" {\n  v = "x"\n}\n'), spec)
    assert not diags and value == V.object({"a": V.number(1), "b": V.string("x")})
    value, _ = decode(body(""), spec)
    assert value == V.object({})
    assert implied_type(spec) == DYNAMIC


def test_block_attrs() -> None:
    spec = BlockAttrsSpec("tags", STRING, required=True)
    value, diags = decode(body('tags {\n  a = "x"\n  b = 2\n}\n'), spec)
    assert not diags and value == V.map({"a": V.string("x"), "b": V.string("2")})
    value, diags = decode(body(""), spec)
    assert summaries(diags) == ["Missing tags block"] and value == V.null(Map(STRING))
    value, diags = decode(body("tags {\n}\n"), spec)
    assert not diags and value == V.map({}, STRING)
    _, diags = decode(body("tags {\n  a = {}\n}\ntags {\n}\n"), spec)
    assert summaries(diags) == ["Duplicate tags block", "Invalid attribute value"]
    _, diags = decode(body("tags {\n  x {\n  }\n}\n"), spec)
    assert summaries(diags) == ['Unexpected "x" block']
    assert child_block_types(spec).keys() == {"tags"}


def test_block_attrs_of_any_type_must_form_a_map() -> None:
    spec = BlockAttrsSpec("tags", DYNAMIC)
    value, diags = decode(body('tags {\n  a = 1\n  b = "x"\n}\n'), spec)
    assert not diags and value == V.map({"a": V.string("1"), "b": V.string("x")})
    _, diags = decode(body('tags {\n  a = {}\n  b = "x"\n}\n'), spec)
    assert summaries(diags) == ["Invalid attribute value"]


# ---------------------------------------------------------------------- default, transform, validate, refine

def test_default() -> None:
    spec = DefaultSpec(AttrSpec("v", NUMBER), LiteralSpec(V.number(7)))
    assert decode(body(""), spec)[0] == V.number(7)
    assert decode(body("v = 1\n"), spec)[0] == V.number(1)
    assert implied_schema(spec).attributes == (AttributeSchema("v"), AttributeSchema("v"))
    both = DefaultSpec(AttrSpec("a", NUMBER), AttrSpec("b", NUMBER))
    assert decode(body("b = 2\n"), both)[0] == V.number(2)


def test_transform_expr() -> None:
    ctx = EvalContext({"factor": V.number(3)})
    spec = TransformExprSpec(AttrSpec("v", NUMBER), expr("nested * factor"), ctx)
    assert decode(body("v = 2\n"), spec)[0] == V.number(6)
    assert implied_type(spec) == NUMBER
    value, diags = decode(body('v = "x"\n'), spec)
    assert summaries(diags) == ["Incorrect attribute value type"] and value == V.unknown(NUMBER)


def test_transform_func() -> None:
    def impl(args, ret):
        if args[0].as_string() == "bad":
            raise FunctionError("no good")
        return V.string(args[0].as_string().upper())

    upper = Function(params=[Parameter("s", STRING)], type=STRING, impl=impl)
    spec = TransformFuncSpec(AttrSpec("v", STRING), upper)
    assert decode(body('v = "x"\n'), spec)[0] == V.string("X")
    value, diags = decode(body('v = "bad"\n'), spec)
    assert summaries(diags) == ["Transform function failed"]
    assert span(diags[0]) == (1, 5, 1, 10)
    assert value == V.unknown(STRING)
    assert implied_type(spec) == STRING


def test_validate() -> None:
    def check(v):
        if v.is_known and not v.is_null and v.as_number().cmp(V.number(0).as_number()) < 0:
            return [Diagnostic.error("Negative", "Must not be negative.")]
        return []

    spec = ValidateSpec(AttrSpec("n", NUMBER), check)
    assert decode(body("n = 1\n"), spec) == (V.number(1), Diagnostics())
    value, diags = decode(body("n = -1\n"), spec)
    assert summaries(diags) == ["Negative"] and span(diags[0]) == (1, 5, 1, 7) and value == V.number(-1)


def test_refine() -> None:
    spec = RefineValueSpec(ExprSpec(expr("x")), lambda b: b.not_null())
    value, diags = decode(body(""), spec, EvalContext({"x": V.unknown(STRING)}))
    assert not diags and not value.is_known
    assert value.range().could_be_null() is False


# ---------------------------------------------------------------------- partial decoding, variables, ranges

def test_partial_decode() -> None:
    value, remain, diags = partial_decode(body("a = 1\nb = 2\nc {\n}\n"), ObjectSpec({"a": AttrSpec("a", NUMBER)}))
    assert not diags and value == V.object({"a": V.number(1)})
    content, diags = remain.content(BodySchema.of(["b"], ["c"]))
    assert not diags and list(content.attributes) == ["b"] and len(content.blocks) == 1


def test_variables() -> None:
    spec = ObjectSpec({
        "a": AttrSpec("a"),
        "d": DefaultSpec(AttrSpec("x"), ExprSpec(expr("fallback.v"))),
        "b": BlockListSpec("b", ObjectSpec({"c": AttrSpec("c")})),
        "t": BlockAttrsSpec("t", DYNAMIC),
    })
    src = 'a = foo.bar[0]\nx = [for v in y : v + z]\nb {\n  c = baz\n}\nt {\n  p = q\n  o = r\n}\n'
    names = [(t.root_name, t.source_range.start.line) for t in variables(body(src), spec)]
    assert sorted(names) == [("baz", 4), ("fallback", 1), ("foo", 1), ("q", 7), ("r", 8), ("y", 2), ("z", 2)]


def test_source_range() -> None:
    b = body('a = "x"\nblk "l" {\n  v = 1\n}\n')
    assert source_range(b, AttrSpec("a")).start.column == 5
    rng = source_range(b, BlockSpec("blk", BlockLabelSpec(0, "name")))
    assert (rng.start.line, rng.start.column, rng.end.column) == (2, 5, 8)
    assert source_range(b, LiteralSpec(V.number(1))).filename == "<unknown>"


def test_json_bodies() -> None:
    spec = ObjectSpec({"a": AttrSpec("a", NUMBER), "svc": BlockMapSpec("svc", ("name",), AttrSpec("port", NUMBER)),
                       "l": BlockListSpec("l", AttrSpec("v", BOOL))})
    b = body('{"a": "1", "svc": {"web": {"port": 80}}, "l": [{"v": true}, {"v": false}]}', "in.json")
    value, diags = decode(b, spec)
    assert not diags
    assert value == V.object({"a": V.number(1), "svc": V.map({"web": V.number(80)}),
                              "l": V.list([V.bool(True), V.bool(False)])})


def test_unknown_bodies_make_collections_unknown() -> None:
    class UnknownBody:
        def __init__(self, inner):
            self.inner = inner

        def unknown(self) -> bool:
            return True

        def __getattr__(self, name):
            return getattr(self.inner, name)

    from hcl.body import Block, BodyContent

    inner = body("")
    block = Block("item", (), UnknownBody(inner), inner.missing_item_range(), inner.missing_item_range(), ())
    content = BodyContent({}, (block,), inner.missing_item_range())
    spec = BlockListSpec("item", AttrSpec("v", NUMBER))
    value, diags = spec.decode_content(content, (), None)
    assert value == V.unknown(List(NUMBER)) and not diags


@pytest.mark.parametrize("spec", [
    ObjectSpec({"a": AttrSpec("a")}), TupleSpec((AttrSpec("a"),)), AttrSpec("a", STRING), LiteralSpec(V.number(1)),
    BlockSpec("b", ObjectSpec({})), BlockListSpec("b", ObjectSpec({})), BlockMapSpec("b", ["x"], ObjectSpec({})),
    BlockAttrsSpec("b", STRING), BlockLabelSpec(0, "x"), DefaultSpec(AttrSpec("a"), LiteralSpec(V.number(1))),
])
def test_specs_are_immutable_and_hashable(spec) -> None:
    hash(spec)
    with pytest.raises(AttributeError):
        spec.foo = 1  # frozen dataclasses refuse any assignment
    assert spec == spec
