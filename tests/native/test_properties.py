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
