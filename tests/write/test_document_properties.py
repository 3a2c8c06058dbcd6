"""Properties of documents: unchanged means identical, and edits stay inside what they touch."""

from __future__ import annotations

from collections.abc import Iterable

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import hcl
from hcl.testing import ir_equal
from hcl.testing import strategies as hst
from hcl.write.document import Attribute, Document, parse_document
from hcl.write.tokens import WriterToken
from tests.write.messy import messy_files


def _doc(src: str) -> Document:
    doc, diags = parse_document(src)
    assert doc is not None, diags
    return doc


def _span(doc: Document, tokens: Iterable[WriterToken], *, with_space: bool) -> tuple[int, int]:
    """Character offsets of ``tokens`` (consecutive) in the document's text."""
    wanted = list(tokens)
    ids = {id(t) for t in wanted}
    offset = 0
    start = end = -1
    for tok in doc.tokens():
        if id(tok) in ids:
            if start < 0:
                start = offset if with_space else offset + len(tok.before)
            end = offset + len(tok.before) + len(tok.text)
        offset += len(tok.before) + len(tok.text)
    assert start >= 0
    return start, end


def _attributes(doc: Document) -> list[Attribute]:
    return [i for i in doc.body.walk() if isinstance(i, Attribute)]


@settings(max_examples=50)
@given(messy_files(), st.integers(0, 50), hst.expressions())
def test_unchanged_is_identical_and_setting_touches_only_the_expression(src: str, pick: int, new_expr: str) -> None:
    doc = _doc(src)
    assert str(doc) == src
    attrs = _attributes(doc)
    assume(attrs)
    attr = attrs[pick % len(attrs)]
    start, end = _span(doc, attr.expr, with_space=False)
    attr.set_expression_source(new_expr)
    out = str(doc)
    tail = len(src) - end
    assert out[:start] == src[:start]
    assert out[len(out) - tail:] == src[end:]
    middle = out[start:len(out) - tail]
    assert ir_equal(hcl.parse_expression(middle + "\n")[0], hcl.parse_expression(new_expr + "\n")[0])
    assert not hcl.parse(out)[1].has_errors


@settings(max_examples=50)
@given(messy_files(), st.integers(0, 50), st.integers(0, 50))
def test_renaming_and_removing_change_only_the_item(src: str, pick: int, other: int) -> None:
    doc = _doc(src)
    attrs = _attributes(doc)
    assume(len(attrs) >= 2)
    attr = attrs[pick % len(attrs)]
    start, end = _span(doc, attr.head[:1], with_space=False)
    attr.rename("renamed_attr")
    renamed = src[:start] + "renamed_attr" + src[end:]
    assert str(doc) == renamed
    gone = attrs[other % len(attrs)]
    start, end = _span(doc, gone.all_tokens(), with_space=True)
    body = next(b for b in [doc.body, *(i.body for i in doc.find_blocks())] if any(a is gone for a in b.attributes))
    assert body.remove_attribute(gone.name)
    assert str(doc) == renamed[:start] + renamed[end:]


@settings(max_examples=50)
@given(messy_files(), st.integers(0, 50), st.integers(0, 50))
def test_block_edits_change_only_their_bytes(src: str, pick: int, other: int) -> None:
    doc = _doc(src)
    items = doc.body.structured()
    assume(items)
    target = items[pick % len(items)]
    start, _ = _span(doc, target.all_tokens(), with_space=True)
    indent = doc.body.indent()
    doc.body.insert_block("new_block", ["x"], before=target)
    added = f'{indent}new_block "x" {{\n{indent}}}\n'
    assert str(doc) == src[:start] + added + src[start:]
    assert not hcl.parse(str(doc))[1].has_errors
    blocks = doc.find_blocks()
    gone = blocks[other % len(blocks)]
    text = str(doc)
    start, end = _span(doc, gone.all_tokens(), with_space=True)
    owner = next(b for b in [doc.body, *(i.body for i in blocks)] if any(x is gone for x in b.items))
    assert owner.remove_block(gone)
    assert str(doc) == text[:start] + text[end:]
