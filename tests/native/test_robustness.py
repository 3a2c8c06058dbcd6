"""Hostile input gets diagnostics, never an exception, a hang or a RecursionError."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.native import lexer_tables as L
from hcl.native import parse_config, parse_expression, parse_template, parse_traversal
from hcl.native import parser as driver
from hcl.testing import strategies as hst


def test_bom_at_start_is_skipped_but_counted_in_bytes() -> None:
    file, diags = parse_config(b"\xef\xbb\xbfa = 1\n", "bom.hcl")
    assert not diags
    attr = file.body.attributes[0]
    assert (attr.name_range.start.column, attr.name_range.start.byte) == (1, 3)


def test_bom_elsewhere_is_invalid() -> None:
    _, diags = parse_config("a = 1\n\ufeffb = 2\n".encode(), "bom.hcl")
    assert diags.has_errors
    assert diags[0].summary == "Invalid character"


def test_crlf_and_tabs() -> None:
    file, diags = parse_config(b"a\t=\t1\r\nb = <<EOT\r\nx\r\nEOT\r\nc = 3", "crlf.hcl")
    assert not diags
    assert [a.name for a in file.body.attributes] == ["a", "b", "c"]
    assert file.body.attributes[2].name_range.start.line == 5


def test_nul_bytes() -> None:
    _, diags = parse_config(b"a = \x00\n", "nul.hcl")
    assert [d.summary for d in diags] == ["Invalid character", "Invalid expression"]


def test_invalid_utf8() -> None:
    _, diags = parse_config(b'a = "\xff\xfe"\n', "bad.hcl")
    assert diags[0].summary == "Invalid character encoding"
    assert (diags[0].subject.start.byte, diags[0].subject.end.byte) == (5, 6)


NESTINGS = [("[", "]"), ("(", ")"), ("{a = ", "}"), ('"${', '}"'), ("f(", ")")]


@pytest.mark.parametrize("opener,closer", NESTINGS)
def test_nesting_past_the_old_cap_parses(opener: str, closer: str) -> None:
    depth = 5_000  # the parser once refused anything past about 4,937 levels
    file, diags = parse_config("a = " + opener * depth + "1" + closer * depth + "\n", "deep.hcl")
    assert not diags
    assert [a.name for a in file.body.attributes] == ["a"]


@pytest.mark.parametrize("depth", [2_000, 10_000])
def test_deep_unclosed_nesting_reports(depth: int) -> None:
    _, diags = parse_config("a = " + "[" * depth + "\n", "deep.hcl")
    assert diags.has_errors


def test_many_operators_in_separate_items_are_not_nesting() -> None:
    items = ", ".join(f"-{i} > 0 ? !x : -y" for i in range(3_000))
    _, diags = parse_config("".join(f"a{n} = [{items}]\n" for n in range(3)), "flat.hcl")
    assert not diags


def test_long_operator_chain() -> None:
    expr, diags = parse_expression(" + ".join(["1"] * 20_000))
    assert not diags
    assert expr.range.end.byte == 20_000 * 4 - 3


def test_long_unary_chain() -> None:
    _, diags = parse_expression("!" * 5_000 + "true")
    assert not diags


@pytest.mark.parametrize("junk", [b"}", b")", b"]", b"~}", b"%{", b"${", b"<<EOT\n", b'"', b"\\", b"\r",
                                  b"a = <<EOT\nfoo", b"a = <<-\n", b"#", b"/*", b"a.", b"a = 1e999999999"])
def test_junk_never_raises(junk: bytes) -> None:
    for parse in (parse_config, parse_expression, parse_template, parse_traversal):
        result, diags = parse(junk, "junk.hcl")
        assert result is not None
        assert isinstance(diags, list)


_NESTING = ['"${', "[", "(", "{", "x ? ", "!", "-", "%{ if x }", "x[*].", "<<EOT\n${", "}", "]", ")", ":"]


@given(st.one_of(hst.config_files(), st.lists(st.sampled_from(_NESTING), max_size=300).map("".join)),
       st.text(max_size=20))
def test_the_quick_depth_bound_is_an_upper_bound(text: str, junk: str) -> None:
    """Routing takes the byte-level bound when it is small (``_Parse.depth``): it must
    never be below the exact count, whatever the input."""
    for source in (text, text + junk, junk + text):
        work = driver._Parse(source, "t.hcl", L.DEFAULT_MODE)
        assert work.depth_bound() >= work.exact_depth()
