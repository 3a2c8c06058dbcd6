"""Body transforms (``hcl.ext.transform``)."""

from __future__ import annotations

import pytest

from hcl.body import Body, BodySchema
from hcl.diagnostics import Diagnostic, Severity
from hcl.ext.transform import TransformerFunc, chain, deep, error_body, shallow, with_diagnostics
from hcl.loader import parse_body

SRC = "a = 1\nouter {\n  inner {\n    x = 1\n  }\n}\n"


class _Tag(Body):
    """Records how many times it was wrapped; reads pass through."""

    def __init__(self, body: Body, depth: int = 1) -> None:
        self.body, self.depth = body, depth

    def content(self, schema):
        return self.body.content(schema)

    def partial_content(self, schema):
        return self.body.partial_content(schema)

    def just_attributes(self):
        return self.body.just_attributes()

    def missing_item_range(self):
        return self.body.missing_item_range()


def _tag(body: Body) -> Body:
    return _Tag(body, body.depth + 1 if isinstance(body, _Tag) else 1)


def _body() -> Body:
    body, diags = parse_body(SRC, "t.hcl")
    assert not diags
    return body


def test_shallow_wraps_only_the_top() -> None:
    body = shallow(_body(), _tag)
    assert isinstance(body, _Tag)
    content, _ = body.content(BodySchema.of(["a"], ["outer"]))
    assert not isinstance(content.blocks[0].body, _Tag)


def test_deep_wraps_every_nested_body() -> None:
    body = deep(_body(), TransformerFunc(_tag))
    content, diags = body.content(BodySchema.of(["a"], ["outer"]))
    assert not diags
    outer = content.blocks[0].body
    inner_content, _ = outer.content(BodySchema.of([], ["inner"]))
    inner = inner_content.blocks[0].body
    assert isinstance(outer.transformed, _Tag) and isinstance(inner.transformed, _Tag)
    attrs, _ = inner.just_attributes()
    assert list(attrs) == ["x"]


def test_chain_applies_in_order() -> None:
    seen: list[str] = []

    def first(body: Body) -> Body:
        seen.append("first")
        return body

    def second(body: Body) -> Body:
        seen.append("second")
        return _tag(body)

    body = chain([first, second]).transform_body(_body())
    assert seen == ["first", "second"] and isinstance(body, _Tag)


def test_error_body_reports_its_diagnostics_on_every_read() -> None:
    diag = Diagnostic.error("Broken", "it is")
    body = error_body([diag])
    content, diags = body.content(BodySchema.of(["a"]))
    assert list(diags) == [diag] and not content.attributes
    _, remain, diags = body.partial_content(BodySchema.of(["a"]))
    assert list(diags) == [diag] and remain is body
    assert body.just_attributes()[1] == [diag]
    with pytest.raises(ValueError, match="error"):
        error_body([Diagnostic(Severity.WARNING, "just a warning")])


def test_with_diagnostics_adds_to_the_wrapped_reads() -> None:
    warning = Diagnostic(Severity.WARNING, "Careful")
    plain = _body()
    assert with_diagnostics(plain, []) is plain
    body = with_diagnostics(plain, [warning])
    content, diags = body.content(BodySchema.of(["a"], ["outer"]))
    assert "a" in content.attributes and list(diags) == [warning]
    assert body.missing_item_range() == plain.missing_item_range()
