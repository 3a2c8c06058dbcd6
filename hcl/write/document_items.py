"""The items of a layout-preserving document: bodies, attributes, blocks, loose tokens.

Every item owns a run of writer tokens, and a document's text is the concatenation
of all of them, so reading and writing back reproduces the input exactly. Edits
replace the tokens of the item they touch and nothing else. Comments follow the
reference ``hclwrite``: an item's *lead comments* are the comments directly before
it (each on its own line, no blank line between), its *line comment* the comment
after it on its last line.
"""

from __future__ import annotations

import abc
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from hcl import ir
from hcl.write.document_text import (
    comment_tokens,
    expression_tokens,
    identifier_token,
    label_tokens,
    line_ends,
    newline_token,
)
from hcl.write.document_values import expression_source
from hcl.write.tokens import Kind, WriterToken

if TYPE_CHECKING:
    from hcl.write.document import Document

_INDENT = "  "


class Unstructured:
    """Tokens between items: blank lines, comments of their own, the line break after ``{``."""

    __slots__ = ("tokens",)

    def __init__(self, tokens: list[WriterToken]) -> None:
        self.tokens = tokens

    def all_tokens(self) -> Iterator[WriterToken]:
        yield from self.tokens


class _Item(abc.ABC):
    """What attributes and blocks share: comments around them and their line end."""

    __slots__ = ("_body", "_doc", "lead", "line", "newline")

    def __init__(self, doc: Document, lead: list[WriterToken], line: list[WriterToken],
                 newline: list[WriterToken]) -> None:
        self._doc = doc
        self._body: Body | None = None
        self.lead = lead        # comment tokens directly above
        self.line = line        # comment tokens after the item on its last line
        self.newline = newline  # the line break ending the item (none at the end of a file)

    @abc.abstractmethod
    def _core(self) -> Iterator[WriterToken]:
        """The item's own tokens, without comments and line break."""

    def first_token(self) -> WriterToken:
        return next(iter(self.all_tokens()))

    def all_tokens(self) -> Iterator[WriterToken]:
        yield from self.lead
        yield from self._core()
        yield from self.line
        yield from self.newline

    def source(self) -> str:
        """The item's text, lead and line comments included, without the white space before it."""
        text = "".join(str(t) for t in self.all_tokens())
        return text[len(self.first_token().before):]

    @property
    def lead_comments(self) -> list[str]:
        """The lead comments' text, each without its line break."""
        return [t.text.rstrip("\r\n") for t in self.lead]

    def set_lead_comments(self, comments: Sequence[str]) -> None:
        """Replace the lead comments; each string becomes one comment line.

        A string that does not start with ``#``, ``//`` or ``/*`` gets ``# `` in front;
        ``ValueError`` for a string that is not one single-line comment.
        """
        indent = self._indent()
        new = [tok for c in comments for tok in comment_tokens(c, self._doc.newline, indent)]
        core = next(iter(self._core()))
        if self.lead or new:
            core.before = indent if new else (self.lead[0].before if self.lead else core.before)
        self.lead = new

    @property
    def line_comment(self) -> str | None:
        """The comment after the item on its line, without its line break."""
        if not self.line:
            return None
        return " ".join(t.text.rstrip("\r\n") for t in self.line)

    def set_line_comment(self, comment: str | None) -> None:
        """Set or (with None) remove the comment after the item on its line."""
        nl = self._line_break()
        if comment is None:
            self.line = []
            self.newline = [newline_token(nl)] if nl else []
        else:
            self.line = comment_tokens(comment, nl, " ")
            self.newline = []

    def _line_break(self) -> str:
        """The text of the line break ending the item ("" when none does)."""
        if self.newline:
            return self.newline[0].text
        for tok in self.line:
            if line_ends(tok):
                return "\r\n" if tok.text.endswith("\r\n") else "\n"
        return ""

    def _indent(self) -> str:
        """The indentation of the item's lines."""
        return self._body.indent() if self._body is not None else ""

    def _ensure_newline(self) -> bool:
        """Give the item a line break if it has none; whether one was added."""
        if self.newline or any(line_ends(t) for t in self.line):
            return False
        self.newline = [newline_token(self._doc.newline)]
        return True


class Attribute(_Item):
    """``name = expression``, with its comments."""

    __slots__ = ("_ir", "expr", "head")

    def __init__(self, doc: Document, lead: list[WriterToken], head: list[WriterToken],
                 expr: list[WriterToken], line: list[WriterToken], newline: list[WriterToken],
                 ir_expr: ir.Expression | None = None) -> None:
        super().__init__(doc, lead, line, newline)
        self.head = head    # the name, "=" and anything between them
        self.expr = expr    # the expression's tokens
        self._ir = ir_expr

    def _core(self) -> Iterator[WriterToken]:
        yield from self.head
        yield from self.expr

    def __repr__(self) -> str:
        return f"Attribute({self.name!r} = {self.expr_source!r})"

    @property
    def name(self) -> str:
        return self.head[0].text

    def rename(self, name: str) -> None:
        """Change the name (it must be an identifier)."""
        self.head[0].text = identifier_token(name).text

    @property
    def expr_source(self) -> str:
        """The expression's source text."""
        text = "".join(str(t) for t in self.expr)
        return text[len(self.expr[0].before):] if self.expr else text

    @property
    def expression(self) -> ir.Expression:
        """The expression as IR.

        Ranges refer to the document as it was read; for an expression set since, to
        the text of the expression alone.
        """
        if self._ir is None:
            self._ir = expression_tokens(self.expr_source)[1]
        return self._ir

    def set_expression_source(self, text: str) -> None:
        """Replace the expression with ``text`` (validated; ``ValueError`` when it is not one expression)."""
        tokens, expr = expression_tokens(text, self._indent())
        before = self.expr[0].before if self.expr else " "
        tokens[0].before = before
        self.expr = tokens
        self._ir = expr


class Block(_Item):
    """``type "label" ... { body }``, with its comments."""

    __slots__ = ("_labels", "body", "close", "header")

    def __init__(self, doc: Document, lead: list[WriterToken], header: list[WriterToken], body: Body,
                 close: list[WriterToken], line: list[WriterToken], newline: list[WriterToken],
                 labels: Sequence[str]) -> None:
        super().__init__(doc, lead, line, newline)
        self.header = header    # type, labels, "{"
        self.body = body
        self.close = close      # "}"
        self._labels = list(labels)
        body.parent = self

    def _core(self) -> Iterator[WriterToken]:
        yield from self.header
        yield from self.body.all_tokens()
        yield from self.close

    def __repr__(self) -> str:
        return f"Block({self.type!r}, {self._labels!r})"

    @property
    def type(self) -> str:
        return self.header[0].text

    def set_type(self, name: str) -> None:
        """Change the block type (it must be an identifier)."""
        self.header[0].text = identifier_token(name).text

    @property
    def labels(self) -> list[str]:
        return list(self._labels)

    def set_labels(self, labels: Sequence[str]) -> None:
        """Replace the labels; each is written as a quoted string."""
        brace = self.header[-1]
        self.header = [self.header[0], *label_tokens(labels), brace]
        brace.before = " "
        self._labels = list(labels)

    def matches(self, type_name: str | None, labels: Sequence[str] | None) -> bool:
        return (type_name is None or self.type == type_name) and (labels is None or self._labels == list(labels))


Item = Attribute | Block


class Body:
    """The attributes and blocks of a file or a block, in source order, with what lies between."""

    __slots__ = ("_doc", "items", "parent")

    def __init__(self, doc: Document, items: list[Attribute | Block | Unstructured]) -> None:
        self._doc = doc
        self.items = items
        self.parent: Block | None = None
        for item in items:
            if not isinstance(item, Unstructured):
                item._body = self

    def all_tokens(self) -> Iterator[WriterToken]:
        for item in self.items:
            yield from item.all_tokens()

    def __repr__(self) -> str:
        return f"Body({self.structured()!r})"

    # ------------------------------------------------------------------ reading

    def structured(self) -> list[Attribute | Block]:
        """Attributes and blocks in source order."""
        return [i for i in self.items if not isinstance(i, Unstructured)]

    @property
    def attributes(self) -> list[Attribute]:
        return [i for i in self.items if isinstance(i, Attribute)]

    def attribute(self, name: str) -> Attribute | None:
        """The attribute called ``name``, or None."""
        return next((a for a in self.attributes if a.name == name), None)

    def __getitem__(self, name: str) -> Attribute:
        attr = self.attribute(name)
        if attr is None:
            raise KeyError(name)
        return attr

    def __contains__(self, name: object) -> bool:
        return any(a.name == name for a in self.attributes)

    def blocks(self, type_name: str | None = None, labels: Sequence[str] | None = None) -> list[Block]:
        """The blocks directly in this body, optionally only those of a type (and exact labels)."""
        return [i for i in self.items if isinstance(i, Block) and i.matches(type_name, labels)]

    def block(self, type_name: str, *labels: str) -> Block | None:
        """The first block of ``type_name`` with exactly ``labels``, or None."""
        return next(iter(self.blocks(type_name, labels)), None)

    def walk(self) -> Iterator[Attribute | Block]:
        """Every attribute and block, nested ones included, in source order."""
        for item in self.structured():
            yield item
            if isinstance(item, Block):
                yield from item.body.walk()

    # ------------------------------------------------------------------ attributes

    def set_attribute(self, name: str, value: Any) -> Attribute:
        """Set attribute ``name`` (added when missing) to ``value``.

        ``value`` is a :class:`hcl.cty.Value`, a Python value (``None``, bool, int,
        float, Decimal, str, list, tuple, dict), an absolute :class:`hcl.ir.Traversal`
        or an :class:`hcl.ir.Expression`. For expression text use
        :meth:`set_attribute_source`.
        """
        return self.set_attribute_source(name, expression_source(value))

    def set_attribute_source(self, name: str, text: str) -> Attribute:
        """Set attribute ``name`` to the expression ``text`` (validated), adding it when missing.

        A new attribute goes after the last attribute (before the first block when
        there is none), indented like its siblings. ``ValueError`` for bad text; the
        document is then unchanged.
        """
        attr = self.attribute(name)
        if attr is not None:
            attr.set_expression_source(text)
            return attr
        indent = self.indent()
        tokens, expr = expression_tokens(text, indent)
        tokens[0].before = " "
        name_tok = identifier_token(name)
        name_tok.before = indent
        eq = WriterToken(Kind.EQUAL, "=", " ")
        attr = Attribute(self._doc, [], [name_tok, eq], tokens, [], [newline_token(self._doc.newline)], expr)
        attrs = self.attributes
        if attrs:
            self._insert_after(attrs[-1], attr)
        elif self.structured():
            self._insert_at(self._position(self.structured()[0]), attr)
        else:
            self._insert_at(self._end_position(), attr)
        return attr

    def remove_attribute(self, name: str) -> bool:
        """Remove attribute ``name`` with its comments; False when there is none."""
        attr = self.attribute(name)
        if attr is None:
            return False
        self._remove(attr)
        return True

    def rename_attribute(self, old: str, new: str) -> bool:
        """Rename ``old`` to ``new``; False when ``old`` is missing or ``new`` exists already."""
        attr = self.attribute(old)
        if attr is None or self.attribute(new) is not None:
            return False
        attr.rename(new)
        return True

    # ------------------------------------------------------------------ blocks

    def append_block(self, type_name: str, labels: Sequence[str] = ()) -> Block:
        """Add an empty block at the end of this body."""
        return self.insert_block(type_name, labels)

    def insert_block(self, type_name: str, labels: Sequence[str] = (), *, index: int | None = None,
                     before: Item | None = None, after: Item | None = None) -> Block:
        """Add an empty block: at ``index`` among attributes and blocks, before or after an item,
        or (by default) at the end."""
        from hcl.write.document_build import new_block  # builds bodies: imported when needed

        block = new_block(self._doc, type_name, labels, self.indent())
        if before is not None:
            self._insert_at(self._position(before), block)
        elif after is not None:
            self._insert_after(after, block)
        else:
            structured = self.structured()
            if index is None or index >= len(structured):
                if structured:
                    self._insert_after(structured[-1], block)
                else:
                    self._insert_at(self._end_position(), block)
            else:
                self._insert_at(self._position(structured[max(index, 0)]), block)
        return block

    def remove_block(self, block: Block) -> bool:
        """Remove ``block`` (with its comments); False when it is not in this body."""
        if not any(i is block for i in self.items):
            return False
        self._remove(block)
        return True

    # ------------------------------------------------------------------ layout

    def indent(self) -> str:
        """The indentation of this body's items: that of the first one starting a line,
        else two spaces more than the enclosing block."""
        prev: WriterToken | None = None
        for item in self.items:
            if not isinstance(item, Unstructured):
                before = item.first_token().before
                starts_line = (self.parent is None) if prev is None else line_ends(prev)
                if starts_line and before.strip(" \t") == "":
                    return before
            for tok in item.all_tokens():
                prev = tok
        if self.parent is None:
            return ""
        return self.parent._indent() + _INDENT

    def _position(self, item: Item) -> int:
        for n, i in enumerate(self.items):
            if i is item:
                return n
        raise ValueError(f"{item!r} is not in this body")

    def _end_position(self) -> int:
        """Where an item goes in a body without attributes and blocks."""
        return 0 if self.parent is not None else len(self.items)

    def _insert_after(self, item: Item, new: Item) -> None:
        self._insert_at(self._position(item) + 1, new)

    def _insert_at(self, position: int, new: Item) -> None:
        """Insert ``new`` at ``position`` in :attr:`items`, line breaks added where needed."""
        if self.parent is not None:
            position += self._open_block()
            if position == 0:
                position = self._after_open_line()
        if position > 0:
            prev = self.items[position - 1]
            if isinstance(prev, Unstructured):
                if prev.tokens and not line_ends(prev.tokens[-1]):
                    prev.tokens.append(newline_token(self._doc.newline))
            else:
                prev._ensure_newline()
        new._body = self
        self.items.insert(position, new)
        if self.parent is not None:
            new._ensure_newline()

    def _open_block(self) -> int:
        """Spread a one-line block (``b { x = 1 }``, ``b {}``) over lines so items can be added;
        the number of items put in front."""
        block = self.parent
        assert block is not None
        first = next(self.all_tokens(), None)
        if first is not None and line_ends(first):
            return 0
        if first is not None:
            first.before = block._indent() + _INDENT
            last = self.items[-1]
            if isinstance(last, Unstructured):
                last.tokens.append(newline_token(self._doc.newline))
            else:
                last._ensure_newline()
        block.close[0].before = block._indent()
        self.items.insert(0, Unstructured([newline_token(self._doc.newline)]))
        return 1

    def _after_open_line(self) -> int:
        """The position just after the line break that ends a block's ``{`` line (made if missing)."""
        first = self.items[0] if self.items else None
        if isinstance(first, Unstructured):
            for k, tok in enumerate(first.tokens):
                if line_ends(tok):
                    rest = first.tokens[k + 1:]
                    del first.tokens[k + 1:]
                    if rest:
                        self.items.insert(1, Unstructured(rest))
                    return 1
            first.tokens.append(newline_token(self._doc.newline))
            return 1
        self.items.insert(0, Unstructured([newline_token(self._doc.newline)]))
        return 1

    def _remove(self, item: Item) -> None:
        del self.items[self._position(item)]
        item._body = None
