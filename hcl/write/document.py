"""Layout-preserving documents: read a file, edit it, write it back.

A :class:`Document` keeps every byte of the file it was read from: comments, blank
lines, indentation, quoting. Writing an unchanged document gives back the input byte
for byte, and an edit changes only the bytes of what it touches. ::

    doc, diags = parse_document(text, "main.tf")
    web = doc.body.block("resource", "aws_instance", "web")
    web.body.set_attribute("instance_type", "t3.micro")      # a Python value
    web.body.set_attribute_source("count", "var.enabled ? 1 : 0")
    web.body["ami"].set_line_comment("pinned")
    text = doc.to_source()                                   # or to_source(format=True)

Documents are built on the writer tokens of :mod:`hcl.write.tokens` and the parse of
:func:`hcl.parse`; a file with syntax errors gives no document, only its diagnostics.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from hcl import ir
from hcl.diagnostics import Diagnostics
from hcl.native import parse_config
from hcl.write.document_build import Builder
from hcl.write.document_items import Attribute, Block, Body, Unstructured
from hcl.write.document_text import line_ends
from hcl.write.format import format_source
from hcl.write.tokens import Kind, WriterToken, tokenize

__all__ = ["Attribute", "Block", "Body", "Document", "Unstructured", "parse_document"]


class Document:
    """A configuration file as editable items over its exact tokens."""

    __slots__ = ("body", "eof", "filename", "newline")

    def __init__(self, tokens: list[WriterToken] | None = None, file: ir.File | None = None,
                 filename: str = "<input>") -> None:
        """An empty document, or (from :func:`parse_document`) one over a parsed file's tokens."""
        self.filename = filename
        tokens = tokens if tokens is not None else [WriterToken(Kind.EOF, "")]
        ends = (t.text for t in tokens if line_ends(t))
        self.newline = "\r\n" if next(ends, "\n").endswith("\r\n") else "\n"
        self.eof = tokens[-1]
        if file is None:
            self.body = Body(self, [Unstructured(tokens[:-1])] if len(tokens) > 1 else [])
        else:
            self.body = Builder(self, tokens).body(file.body, 0, len(tokens) - 1)

    def tokens(self) -> Iterator[WriterToken]:
        """Every token of the document, in order, ending with the EOF token."""
        yield from self.body.all_tokens()
        yield self.eof

    def to_source(self, *, format: bool = False) -> str:
        """The document's text; formatted as ``hcl fmt`` would when ``format`` is set."""
        text = "".join([t.before + t.text for t in self.tokens()])
        return format_source(text) if format else text

    def to_bytes(self, *, format: bool = False) -> bytes:
        """The document's text as UTF-8 (invalid bytes of the input restored)."""
        return self.to_source(format=format).encode("utf-8", "surrogateescape")

    def __str__(self) -> str:
        return self.to_source()

    def __repr__(self) -> str:
        return f"Document({self.filename!r}, {self.body!r})"

    def find_blocks(self, type_name: str | None = None, labels: Sequence[str] | None = None) -> list[Block]:
        """Every block of the document, nested ones included, optionally of one type (and exact labels)."""
        return [i for i in self.body.walk() if isinstance(i, Block) and i.matches(type_name, labels)]

    def find_attributes(self, name: str) -> list[Attribute]:
        """Every attribute called ``name``, at any depth."""
        return [i for i in self.body.walk() if isinstance(i, Attribute) and i.name == name]


def parse_document(src: str | bytes, filename: str = "<input>") -> tuple[Document | None, Diagnostics]:
    """Read ``src`` as a document; None and the diagnostics when it has syntax errors."""
    file, diags = parse_config(src, filename)
    if diags.has_errors:
        return None, diags
    return Document(tokenize(src), file, filename), diags
