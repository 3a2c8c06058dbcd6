"""Building a document's items from its writer tokens and its parsed IR.

The parse gives each attribute and block its byte range; the tokens of the file are
then partitioned as the reference ``hclwrite`` does: the comments right before an
item (no line break between) are its lead comments, the comments after it up to the
end of its line its line comments, and everything else between items is kept as
unstructured tokens.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import TYPE_CHECKING

from hcl import ir
from hcl.pos import Range
from hcl.write.document_items import Attribute, Block, Body, Unstructured
from hcl.write.document_text import identifier_token, label_tokens, newline_token
from hcl.write.tokens import Kind, WriterToken

if TYPE_CHECKING:
    from hcl.write.document import Document


class Builder:
    """Partitions ``tokens`` (ending with EOF) along the items of a parsed file."""

    def __init__(self, doc: Document, tokens: list[WriterToken]) -> None:
        self.doc = doc
        self.tokens = tokens
        self.starts: list[int] = []  # byte offset of each token's text
        self.ends: list[int] = []
        offset = 0
        for tok in tokens[:-1]:  # not the EOF token: no item owns it
            offset += _byte_len(tok.before)
            self.starts.append(offset)
            offset += _byte_len(tok.text)
            self.ends.append(offset)

    def first_at(self, byte: int) -> int:
        """The index of the token starting at ``byte`` (else the first one after it)."""
        return bisect.bisect_left(self.starts, byte)

    def after(self, byte: int) -> int:
        """The index after the token ending at ``byte`` (else after the last one before it)."""
        return bisect.bisect_right(self.ends, byte)

    def body(self, body: ir.Body, lo: int, hi: int) -> Body:
        tokens = self.tokens
        items: list[Attribute | Block | Unstructured] = []
        natives: list[ir.Attribute | ir.Block] = [*body.attributes, *body.blocks]
        natives.sort(key=lambda n: _range(n).start.byte)
        cursor = lo
        for native in natives:
            rng = _range(native)
            start = self.first_at(rng.start.byte)
            end = self.after(rng.end.byte)
            lead_start = start
            while lead_start > cursor and tokens[lead_start - 1].kind is Kind.COMMENT:
                lead_start -= 1
            after_comments = end
            while after_comments < hi and tokens[after_comments].kind is Kind.COMMENT:
                after_comments += 1
                if tokens[after_comments - 1].text.endswith("\n"):
                    break
            after_line = after_comments
            if (after_line < hi and tokens[after_line].kind is Kind.NEWLINE
                    and not tokens[after_line - 1].text.endswith("\n")):
                after_line += 1
            if lead_start > cursor:
                items.append(Unstructured(tokens[cursor:lead_start]))
            lead = tokens[lead_start:start]
            line = tokens[end:after_comments]
            newline = tokens[after_comments:after_line]
            if isinstance(native, ir.Attribute):
                expr_start = self.first_at(native.expr.range.start.byte)
                items.append(Attribute(self.doc, lead, tokens[start:expr_start], tokens[expr_start:end],
                                       line, newline, native.expr))
            else:
                items.append(self.block(native, start, end, lead, line, newline))
            cursor = after_line
        if cursor < hi:
            items.append(Unstructured(tokens[cursor:hi]))
        return Body(self.doc, items)

    def block(self, native: ir.Block, start: int, end: int, lead: list[WriterToken],
              line: list[WriterToken], newline: list[WriterToken]) -> Block:
        open_at = self.first_at(native.open_brace_range.start.byte)
        close_at = self.first_at(native.close_brace_range.start.byte)
        body = self.body(native.body, open_at + 1, close_at)
        return Block(self.doc, lead, self.tokens[start:open_at + 1], body, self.tokens[close_at:end],
                     line, newline, native.labels)


def new_block(doc: Document, type_name: str, labels: Sequence[str], indent: str) -> Block:
    """An empty block ``type "label" {`` / ``}`` at ``indent``."""
    type_tok = identifier_token(type_name)
    type_tok.before = indent
    header = [type_tok, *label_tokens(labels), WriterToken(Kind.OBRACE, "{", " ")]
    body = Body(doc, [Unstructured([newline_token(doc.newline)])])
    close = [WriterToken(Kind.CBRACE, "}", indent)]
    return Block(doc, [], header, body, close, [], [newline_token(doc.newline)], labels)


def _range(node: ir.Attribute | ir.Block) -> Range:
    return node.range


def _byte_len(s: str) -> int:
    return len(s) if s.isascii() else len(s.encode("utf-8", "surrogateescape"))
