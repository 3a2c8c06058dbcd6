"""Properties of the formatter on generated files with scrambled layout."""

from __future__ import annotations

from hypothesis import given

import hcl
from hcl.testing import ir_equal
from hcl.write.format import format_source
from hcl.write.tokens import tokenize, untokenize
from tests.write.messy import messy_files


@given(messy_files())
def test_format_is_idempotent_keeps_tokens_and_ir(src: str) -> None:
    tokens = tokenize(src)
    assert untokenize(tokens) == src
    once = format_source(src)
    assert format_source(once) == once
    assert [t.text for t in tokenize(once)] == [t.text for t in tokens]  # only white space changed
    before, diags = hcl.parse(src)
    assert not diags.has_errors
    after, diags = hcl.parse(once)
    assert not diags.has_errors
    assert ir_equal(before, after, parentheses=True)
