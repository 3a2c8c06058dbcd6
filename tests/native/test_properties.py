"""Property tests: arbitrary input never raises; generated valid HCL parses cleanly."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hcl import ir
from hcl.native import parse_config, parse_expression, parse_template
from hcl.testing import strategies as hst


@given(st.binary(max_size=200))
def test_arbitrary_bytes_never_raise(data: bytes) -> None:
    file, diags = parse_config(data, "fuzz.hcl")
    assert isinstance(file, ir.File)
    for d in diags:
        assert d.subject is not None
        assert 0 <= d.subject.start.byte <= d.subject.end.byte <= len(data)


@given(st.text(alphabet=st.sampled_from(list('ab =1{}[]()"$%~\n#/*.,:?!<>-+&|\\')), max_size=60))
def test_hcl_like_text_never_raises(text: str) -> None:
    for parse in (parse_config, parse_expression, parse_template):
        _, diags = parse(text, "fuzz.hcl")
        for d in diags:
            assert d.subject is None or d.subject.start.byte <= d.subject.end.byte


def _assert_ranges_nest(node: ir.walk.Node) -> None:
    for child in ir.children(node):
        if isinstance(child, ir.AnonSymbol):
            # A splat's placeholder carries the splat marker's range, which lies
            # before the traversal applied to it (as in the reference).
            continue
        outer = node.range
        inner = child.range
        assert outer.start.byte <= inner.start.byte <= inner.end.byte <= outer.end.byte, (node, child)
        _assert_ranges_nest(child)


@given(hst.expressions())
def test_generated_expressions_parse_and_ranges_nest(src: str) -> None:
    expr, diags = parse_expression(src, "gen.hcl")
    assert not diags, (src, [str(d) for d in diags])
    assert expr.range.start.byte == 0
    assert expr.range.end.byte == len(src.encode())
    _assert_ranges_nest(expr)
    hash(expr)


@given(hst.config_files())
def test_generated_config_files_parse(src: str) -> None:
    file, diags = parse_config(src, "gen.hcl")
    assert not diags, (src, [str(d) for d in diags])
    top_level = sum(1 for line in src.splitlines() if line and not line[0].isspace() and " = " in line)
    assert len(file.body.attributes) <= top_level
    for attr in file.body.attributes:
        _assert_ranges_nest(attr.expr)


@given(st.lists(st.integers(0, 150), max_size=400), st.booleans())
def test_each_name_set_twice_is_reported_at_the_second(picks: list[int], in_block: bool) -> None:
    # A body finds the names it has set through a hash table of its own that grows as
    # they come; checked against a dict here.
    lines = [f"n{k} = {i}" for i, k in enumerate(picks)]
    src = "b {\n" + "\n".join(lines) + "\n}\n" if in_block else "\n".join(lines) + "\n"
    file, diags = parse_config(src, "t.hcl")
    body = file.body.blocks[0].body if in_block else file.body
    first: dict[str, int] = {}
    expected = []
    for i, k in enumerate(picks):
        line = i + 1 + in_block
        if f"n{k}" in first:
            expected.append((line, first[f"n{k}"]))
        else:
            first[f"n{k}"] = line
    assert [a.name for a in body.attributes] == list(first)
    assert [a.range.start.line for a in body.attributes] == list(first.values())
    assert [d.summary for d in diags] == ["Attribute redefined"] * len(expected)
    assert [(d.subject.start.line, d.detail.split("t.hcl:")[1].split(",")[0]) for d in diags] == \
        [(line, str(at)) for line, at in expected]
