"""Dynamic blocks (``hcl.ext.dynblock``): expansion, nesting, unknown for_each, diagnostics and their ranges.

The reference has no command for dynblock, so expected subjects are derived
from its rules (``ext/dynblock``): for_each problems point at the for_each
expression, an iterator problem at the iterator traversal, an extra label at
that label's expression, missing labels at the whole labels expression, a
missing content block at the dynamic block body's missing-item range, a second
content block at its header, an unwanted block type at the dynamic block's
label, and an unusable label value at that label's expression.
"""

from __future__ import annotations

import pytest

from hcl.body import Body, BodySchema
from hcl.cty import DYNAMIC_VAL, NUMBER, STRING, Value
from hcl.eval import EvalContext, evaluate
from hcl.ext.dynblock import IterationExpression, UnknownBody, expand
from hcl.hcldec import AttrSpec, BlockListSpec, BlockMapSpec, ObjectSpec, decode
from hcl.loader import parse_body
from hcl.pos import Pos, Range

SB = BodySchema.of([], ["b"])
SB_LABELLED = BodySchema.of([], [("b", ["name"])])


def _body(src: str, name: str = "d.hcl") -> Body:
    body, diags = parse_body(src, name)
    assert not diags, diags
    return body


def _values(body: Body, names: list[str], ctx: EvalContext | None = None) -> dict[str, object]:
    content, diags = body.content(BodySchema.of(names))
    assert not diags, diags
    out = {}
    for name, attr in content.attributes.items():
        value, diags = evaluate(attr.expr, ctx)
        assert not diags, diags
        out[name] = value.to_python() if hasattr(value, "to_python") else value.as_python()
    return out


def _at(src: str, l1: int, c1: int, l2: int, c2: int, name: str = "d.hcl") -> Range:
    """The range from line:column to line:column of an ASCII source."""
    starts = [0]
    for line in src.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    return Range(name, Pos(l1, c1, starts[l1 - 1] + c1 - 1), Pos(l2, c2, starts[l2 - 1] + c2 - 1))


def test_list_for_each_generates_one_block_per_element_in_order() -> None:
    src = ('b { v = "static" }\ndynamic "b" {\n  for_each = ["x", "y"]\n  content {\n    v = b.value\n'
           "    k = b.key\n  }\n}\n")
    content, diags = expand(_body(src)).content(SB)
    assert not diags
    assert [b.type for b in content.blocks] == ["b", "b", "b"]
    assert _values(content.blocks[0].body, ["v"]) == {"v": "static"}
    assert _values(content.blocks[1].body, ["v", "k"]) == {"v": "x", "k": 0}
    assert _values(content.blocks[2].body, ["v", "k"]) == {"v": "y", "k": 1}
    generated = content.blocks[1]
    # The generated block's header is the dynamic block's: def range `dynamic "b"`, type range the label.
    assert generated.def_range == _at(src, 2, 1, 2, 12)
    assert generated.type_range == _at(src, 2, 9, 2, 12)


def test_iterator_labels_and_map_for_each() -> None:
    src = ('dynamic "b" {\n  for_each = {z = 1, a = 2}\n  iterator = it\n  labels   = ["n-${it.key}"]\n'
           "  content {\n    v = it.value * factor\n  }\n}\n")
    content, diags = expand(_body(src)).content(SB_LABELLED)
    assert not diags
    assert [b.labels for b in content.blocks] == [("n-a",), ("n-z",)]  # map keys in sorted order
    assert content.blocks[0].label_ranges == (_at(src, 4, 15, 4, 28),)
    ctx = EvalContext({"factor": Value.number(10)})
    # Attributes are evaluated in the decoder's context, with the iterator added.
    assert _values(content.blocks[0].body, ["v"], ctx) == {"v": 20}


def test_set_for_each_key_is_the_element() -> None:
    src = 'dynamic "b" {\n  for_each = toset(["p"])\n  content {\n    k = b.key\n  }\n}\n'
    from hcl.functions import standard_functions

    content, diags = expand(_body(src), EvalContext({}, standard_functions())).content(SB)
    assert not diags
    assert _values(content.blocks[0].body, ["k"]) == {"k": "p"}


def test_nested_dynamic_blocks_see_outer_iterators() -> None:
    src = """
dynamic "outer" {
  for_each = ["a", "b"]
  content {
    dynamic "inner" {
      for_each = [1, 2]
      content {
        v = "${outer.value}${inner.value}"
      }
    }
  }
}
"""
    content, diags = expand(_body(src)).content(BodySchema.of([], ["outer"]))
    assert not diags
    got = []
    for outer in content.blocks:
        inner_content, diags = outer.body.content(BodySchema.of([], ["inner"]))
        assert not diags
        got.extend(_values(b.body, ["v"])["v"] for b in inner_content.blocks)
    assert got == ["a1", "a2", "b1", "b2"]


def test_for_each_may_use_the_expand_context() -> None:
    src = 'dynamic "b" {\n  for_each = items\n  content {\n    v = b.value\n  }\n}\n'
    ctx = EvalContext({"items": Value.tuple([Value.string("q")])})
    content, diags = expand(_body(src), ctx).content(SB)
    assert not diags and _values(content.blocks[0].body, ["v"]) == {"v": "q"}


def test_attributes_of_generated_blocks_are_wrapped() -> None:
    src = 'dynamic "b" {\n  for_each = [1]\n  content {\n    v = b.value\n  }\n}\n'
    content, _ = expand(_body(src)).content(SB)
    inner, _ = content.blocks[0].body.content(BodySchema.of(["v"]))
    expr = inner.attributes["v"].expr
    assert isinstance(expr, IterationExpression) and expr.iterator_names == {"b"}
    assert expr.range == _at(src, 4, 9, 4, 16)


def test_unknown_for_each_gives_an_unknown_body() -> None:
    src = 'dynamic "b" {\n  for_each = items\n  content {\n    v = b.value\n  }\n}\n'
    ctx = EvalContext({"items": DYNAMIC_VAL})
    content, diags = expand(_body(src), ctx).content(SB)
    assert not diags
    [block] = content.blocks
    assert isinstance(block.body, UnknownBody) and block.body.unknown()
    inner, _ = block.body.content(BodySchema.of(["v"]))
    value, _ = evaluate(inner.attributes["v"].expr)
    assert value == DYNAMIC_VAL or not value.is_known
    spec = ObjectSpec({"b": BlockListSpec("b", ObjectSpec({"v": AttrSpec("v", STRING)}))})
    decoded, diags = decode(expand(_body(src), ctx), spec)
    assert not diags and not decoded.get_attr("b").is_known


def test_hcldec_decodes_expanded_blocks() -> None:
    src = 'dynamic "b" {\n  for_each = {x = 1, y = 2}\n  labels = [b.key]\n  content {\n    n = b.value\n  }\n}\n'
    spec = ObjectSpec({"b": BlockMapSpec("b", ("name",), ObjectSpec({"n": AttrSpec("n", NUMBER)}))})
    value, diags = decode(expand(_body(src)), spec)
    assert not diags
    assert value.get_attr("b").as_python() == {"x": {"n": 1}, "y": {"n": 2}}


def test_marks_of_for_each_reach_the_attribute_values() -> None:
    src = 'dynamic "b" {\n  for_each = items\n  content {\n    v = b.value\n  }\n}\n'
    ctx = EvalContext({"items": Value.tuple([Value.string("s")]).with_marks({"sensitive"})})
    content, diags = expand(_body(src), ctx).content(SB)
    assert not diags
    inner, _ = content.blocks[0].body.content(BodySchema.of(["v"]))
    value, _ = evaluate(inner.attributes["v"].expr)
    assert value.marks == {"sensitive"}


def test_partial_content_leaves_the_rest_and_hides_what_was_read() -> None:
    src = 'a = 1\ndynamic "b" {\n  for_each = [1]\n  content {}\n}\nc {}\n'
    content, remain, diags = expand(_body(src)).partial_content(BodySchema.of(["a"], ["b"]))
    assert not diags and len(content.blocks) == 1 and "a" in content.attributes
    rest, diags = remain.content(BodySchema.of([], ["c"]))
    assert not diags
    assert [b.type for b in rest.blocks] == ["c"] and not rest.attributes


def test_dynamic_block_of_an_unwanted_type() -> None:
    src = 'dynamic "zz" {\n  for_each = [1]\n  content {}\n}\n'
    body = expand(_body(src))
    content, diags = body.content(SB)
    assert [(d.summary, d.subject) for d in diags] == [("Unsupported block type", _at(src, 1, 9, 1, 13))]
    assert not content.blocks
    content, _, diags = body.partial_content(SB)
    assert not diags and not content.blocks


def _diags(src: str, schema: BodySchema = SB, ctx: EvalContext | None = None):
    _, diags = expand(_body(src), ctx).content(schema)
    return [(d.summary, d.subject) for d in diags]


@pytest.mark.parametrize(("src", "summary", "subject"), [
    # for_each is a string: the whole for_each expression.
    ('dynamic "b" {\n  for_each = "abc"\n  content {}\n}\n', "Invalid dynamic for_each value",
     (2, 14, 2, 19)),
    ('dynamic "b" {\n  for_each = null\n  content {}\n}\n', "Invalid dynamic for_each value",
     (2, 14, 2, 18)),
    # iterator with more than one step: the traversal.
    ('dynamic "b" {\n  for_each = []\n  iterator = a.b\n  content {}\n}\n', "Invalid dynamic iterator name",
     (3, 14, 3, 17)),
    # iterator not a traversal at all: the static-traversal error on the expression.
    ('dynamic "b" {\n  for_each = []\n  iterator = "x"\n  content {}\n}\n', "Invalid expression",
     (3, 14, 3, 17)),
    # no content block: the dynamic block body's missing-item range (its opening brace).
    ('dynamic "b" {\n  for_each = []\n}\n', "Missing dynamic content block", (1, 13, 1, 13)),
    # two content blocks: the second one's header.
    ('dynamic "b" {\n  for_each = []\n  content {}\n  content {}\n}\n', "Extraneous dynamic content block",
     (4, 3, 4, 10)),
])
def test_spec_diagnostics(src: str, summary: str, subject: tuple[int, int, int, int]) -> None:
    assert _diags(src) == [(summary, _at(src, *subject))]


def test_label_count_diagnostics() -> None:
    extra = 'dynamic "b" {\n  for_each = [1]\n  labels = ["a", "b"]\n  content {}\n}\n'
    assert _diags(extra, SB_LABELLED) == [("Extraneous dynamic block label", _at(extra, 3, 18, 3, 21))]
    few = 'dynamic "b" {\n  for_each = [1]\n  labels = []\n  content {}\n}\n'
    assert _diags(few, SB_LABELLED) == [("Insufficient dynamic block labels", _at(few, 3, 12, 3, 14))]
    missing = 'dynamic "b" {\n  for_each = [1]\n  content {}\n}\n'
    assert [s for s, _ in _diags(missing, SB_LABELLED)] == ["Missing required argument"]
    unexpected = 'dynamic "b" {\n  for_each = [1]\n  labels = ["a"]\n  content {}\n}\n'
    assert [s for s, _ in _diags(unexpected, SB)] == ["Unsupported argument"]


@pytest.mark.parametrize(("label", "ctx"), [
    ("null", None),
    ("[1]", None),
    ("u", EvalContext({"u": Value.unknown(STRING)})),
    ("m", EvalContext({"m": Value.string("x").with_marks({"secret"})})),
])
def test_unusable_label_values(label: str, ctx: EvalContext | None) -> None:
    src = f'dynamic "b" {{\n  for_each = [1]\n  labels = [{label}]\n  content {{}}\n}}\n'
    subject = _at(src, 3, 13, 3, 13 + len(label))
    assert _diags(src, SB_LABELLED, ctx) == [("Invalid dynamic block label", subject)]


def test_unknown_for_each_with_iterator_labels_is_an_error() -> None:
    src = 'dynamic "b" {\n  for_each = items\n  labels = [b.key]\n  content {}\n}\n'
    got = _diags(src, SB_LABELLED, EvalContext({"items": DYNAMIC_VAL}))
    assert [s for s, _ in got] == ["Invalid dynamic block label"]


def test_for_each_check_option() -> None:
    from hcl.diagnostics import Diagnostic

    def no_empty(value: Value, expr, ctx):
        if value.length_int() == 0:
            return [Diagnostic.error("Empty for_each", "", expr.range)]
        return []

    src = 'dynamic "b" {\n  for_each = []\n  content {}\n}\n'
    _, diags = expand(_body(src), check_for_each=[no_empty]).content(SB)
    assert [d.summary for d in diags] == ["Empty for_each"]


def test_json_syntax() -> None:
    src = '{"dynamic": {"b": {"for_each": ["x"], "content": {"v": "${b.value}"}}}}'
    content, diags = expand(_body(src, "d.tf.json"), EvalContext({})).content(SB)
    assert not diags
    assert _values(content.blocks[0].body, ["v"], EvalContext({})) == {"v": "x"}


@pytest.mark.parametrize(("src", "name"), [
    ('dynamic "b" {\n  for_each = items\n  content {\n    v = "${b.value}-${suffix}"\n  }\n}\n', "d.hcl"),
    ('{"dynamic": {"b": {"for_each": "${items}", "content": {"v": "${b.value}-${suffix}"}}}}', "d.tf.json"),
])
def test_variables_leave_out_the_iterators(src: str, name: str) -> None:
    from hcl.hcldec import variables

    spec = ObjectSpec({"b": BlockListSpec("b", ObjectSpec({"v": AttrSpec("v", STRING)}))})
    ctx = EvalContext({"items": Value.tuple([Value.string("x")])})
    found = variables(expand(_body(src, name), ctx), spec)
    assert [t.root_name for t in found] == ["suffix"]


def test_a_failing_for_each_does_not_hide_other_problems() -> None:
    src = 'dynamic "b" {\n  for_each = nope\n}\n'
    got = _diags(src, SB, EvalContext({}))
    assert got == [("Unknown variable", _at(src, 2, 14, 2, 18)),
                   ("Missing dynamic content block", _at(src, 1, 13, 1, 13))]


def test_just_attributes_passes_through() -> None:
    body = expand(_body("a = 1\n"))
    attrs, diags = body.just_attributes()
    assert not diags and list(attrs) == ["a"]
