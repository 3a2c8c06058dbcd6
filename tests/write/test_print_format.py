"""Printer output is already formatted: ``format_source`` leaves it unchanged."""

from __future__ import annotations

import pytest
from hypothesis import example, given

from hcl.cty import Value
from hcl.native.parser import parse_config
from hcl.testing import strategies as hst
from hcl.write.literal import value_to_source
from hcl.write.printer import print_body, print_file

format_module = pytest.importorskip("hcl.write.format", reason="the formatter (hcl.write.format) is not present")


@given(hst.body_nodes())
def test_printed_body_is_a_formatter_fixed_point(body) -> None:
    printed = print_body(body)
    assert format_module.format_source(printed) == printed


def test_literal_text_counts_columns_as_lexed() -> None:
    """Found by hypothesis: a grapheme cluster across the lexer's split after ``%``
    counts once per token, as the reference formatter counts it (four columns here)."""
    key = '"%\U000e0100"'
    expected = f"x = {{\n  _    = 0\n  {key} = 0\n}}\n"
    assert format_module.format_source(f"x = {{\n  _ = 0\n  {key} = 0\n}}\n") == expected
    file, diags = parse_config(expected)
    assert not diags
    assert print_file(file) == expected


@given(hst.values())
@example(Value.tuple([Value.object({"a": Value.number(1)}), Value.object({"bb": Value.number(2)})]))
def test_value_literal_is_a_formatter_fixed_point(value: Value) -> None:
    text = f"x = {value_to_source(value)}\n"
    assert format_module.format_source(text) == text
