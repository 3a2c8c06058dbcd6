"""IR -> canonical native-syntax source.

The output parses back to the same IR (ranges aside) and is already in the
formatter's layout. Choices the IR leaves open are made one way:

- Attributes come before blocks (a body keeps them in two lists); a blank line
  separates the attributes from each block. Block labels are always quoted.
- Objects are written one item per line with ``=`` aligned, as ``hclwrite``
  generates them; inside templates, where a line break is not allowed, on one line.
  Tuples, calls and ``for`` expressions are written on one line.
- A template becomes a heredoc (``<<EOT``, with a marker its text does not
  contain) when it is the whole value of an attribute or object item, has at least
  two lines and ends with a line break, and its text can be written in a heredoc;
  otherwise a quoted string. Standalone templates (:func:`print_template`) are
  template-file text.
- Explicit parentheses (:class:`~hcl.ir.Parentheses`) are kept, unless
  ``keep_parentheses=False``; either way parentheses are added where precedence or
  a splat needs them, and nowhere else.
- Strip markers (``~``) appear only where the IR has an empty literal between two
  template sequences, which only a strip marker can produce.
- A splat whose element expression is a chain of attribute names is written
  ``.*``, any other ``[*]``.

JSON-syntax values (:mod:`hcl.json.expression`) are written as the native literals
of their JSON value (strings are not read as templates).

Nodes the parser never builds and that have no native spelling (a parse-error
placeholder, an unknown literal, a name that is not an identifier where only an
identifier is allowed) raise ``ValueError``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager

from hcl import ir
from hcl.cty import Value
from hcl.deep import nesting_depth, recursion_room
from hcl.ir.walk import Node, children
from hcl.json import expression as json_ir
from hcl.native.regex_lexer import is_identifier
from hcl.pos import INITIAL_POS, Range
from hcl.write.format import layout_tokens
from hcl.write.literal import escape_template_text, key_tokens, string_tokens, value_tokens
from hcl.write.template_segments import Lit, Segment, Seq, collides, heredoc_marker, heredoc_text, segments
from hcl.write.tokens import Kind, WriterToken

__all__ = ["print_body", "print_expression", "print_file", "print_template", "print_traversal"]

_PRECEDENCE = {
    ir.Operator.OR: 1, ir.Operator.AND: 2,
    ir.Operator.EQUAL: 3, ir.Operator.NOT_EQUAL: 3,
    ir.Operator.GREATER: 4, ir.Operator.GREATER_EQUAL: 4, ir.Operator.LESS: 4, ir.Operator.LESS_EQUAL: 4,
    ir.Operator.ADD: 5, ir.Operator.SUBTRACT: 5,
    ir.Operator.MULTIPLY: 6, ir.Operator.DIVIDE: 6, ir.Operator.MODULO: 6,
}
_UNARY = 7
_PRIMARY = 8
_NO_RANGE = Range("", INITIAL_POS, INITIAL_POS)


# ---------------------------------------------------------------- public entry points

def print_expression(expr: ir.Expression, *, keep_parentheses: bool = True) -> str:
    """``expr`` as native source (templates quoted, never heredocs)."""
    p = _Printer(keep_parentheses)
    with _room_for(expr):
        p.expr(expr, 0)
    return layout_tokens(p.out)


def print_body(body: ir.Body, *, keep_parentheses: bool = True) -> str:
    """The attributes and blocks of ``body`` as file text (ending with a newline unless empty)."""
    p = _Printer(keep_parentheses)
    with _room_for(body):
        p.body(body)
    return layout_tokens(p.out)


def print_file(file: ir.File, *, keep_parentheses: bool = True) -> str:
    """``file`` as canonical native source."""
    return print_body(file.body, keep_parentheses=keep_parentheses)


def print_template(expr: ir.Expression, *, keep_parentheses: bool = True) -> str:
    """``expr`` as standalone template text, as :func:`hcl.native.parser.parse_template` reads it.

    A literal ``$`` right before an interpolation (or ``%`` before a directive) has
    no spelling in template text; such a literal ends with ``${"$"}`` instead.
    """
    p = _Printer(keep_parentheses)
    if isinstance(expr, ir.Template):
        parts = expr.parts
    else:
        parts = (expr.wrapped if isinstance(expr, ir.TemplateWrap) else expr,)
    with _room_for(expr):
        p.template_text(segments(parts), Kind.STRING_LIT, quoted=False)
    return layout_tokens(p.out)


def print_traversal(traversal: ir.Traversal) -> str:
    """``traversal`` as source: ``a.b[0]["c"]`` (a relative one without its root)."""
    p = _Printer(True)
    p.steps(traversal.steps)
    return layout_tokens(p.out)


# ---------------------------------------------------------------- the printer

# Python frames the printer uses per level of nesting (it recurses through Python calls only).
_FRAMES_PER_LEVEL = 12


def _children(node: Node) -> Iterator[Node]:
    yield from children(node)
    if isinstance(node, json_ir.JSONObject):
        yield from (prop.value for prop in node.properties)


def _room_for(node: Node) -> AbstractContextManager[None]:
    """Recursion room for printing ``node``, as deep as it nests."""
    return recursion_room(_FRAMES_PER_LEVEL * nesting_depth(node, _children))


def _strip_parens(expr: ir.Expression) -> ir.Expression:
    while isinstance(expr, ir.Parentheses):
        expr = expr.expr
    return expr


def _constant_key(expr: ir.Expression) -> bool:
    return isinstance(expr, ir.Literal) or (isinstance(expr, ir.Template) and expr.is_string_literal)


def _attr_capable(splat: ir.Splat) -> bool:
    """Whether ``splat`` can be written as an attribute-only splat (``.*``)."""
    return splat.each == splat.item or _attr_splat(splat, legacy_indexes=True)


def _legacy_index(step: ir.Traverser) -> bool:
    """A step an attribute-only splat can take as ``.N``."""
    if not isinstance(step, ir.TraverseIndex) or not step.key.type.is_number or not step.key.is_known \
            or step.key.is_null:
        return False
    number = step.key.as_number()
    return number.is_int and not number.signbit


def _attr_splat(splat: ir.Splat, legacy_indexes: bool = False) -> bool:
    """Whether ``splat`` applies only attribute names (and, if allowed, ``.N`` indexes) to
    each element."""
    each = splat.each
    if not (isinstance(each, ir.RelativeTraversal) and each.source == splat.item):
        return False
    steps = each.traversal.steps
    for i, step in enumerate(steps):
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if isinstance(step, ir.TraverseAttr) and is_identifier(step.name):
            continue
        # ".0" then ".1" or ".e1" would read as one number.
        if legacy_indexes and _legacy_index(step) and not (nxt is not None and (
                isinstance(nxt, ir.TraverseIndex) or nxt.name[:1] in "eE")):  # type: ignore[union-attr]
            continue
        return False
    return True


class _Printer:
    def __init__(self, keep_parentheses: bool) -> None:
        self.keep = keep_parentheses
        self.out: list[WriterToken] = []
        self.attr_forms: dict[int, bool] = {}  # attr_form_possible, by id of splat

    def tok(self, text: str, ttype: Kind) -> None:
        self.out.append(WriterToken(ttype, text))

    def ident(self, name: str, what: str) -> None:
        if not is_identifier(name):
            raise ValueError(f"cannot write {what} {name!r}: it is not an identifier")
        self.tok(name, Kind.IDENT)

    # ------------------------------------------------------------ structure
    def body(self, body: ir.Body) -> None:
        for attr in body.attributes:
            self.ident(attr.name, "the attribute name")
            self.tok("=", Kind.EQUAL)
            self.expr(attr.expr, 0, heredoc_ok=True)
            self.tok("\n", Kind.NEWLINE)
        for i, block in enumerate(body.blocks):
            if i or body.attributes:
                self.tok("\n", Kind.NEWLINE)
            self.ident(block.type, "the block type")
            for label in block.labels:
                self.out.extend(string_tokens(label))
            self.tok("{", Kind.OBRACE)
            self.tok("\n", Kind.NEWLINE)
            self.body(block.body)
            self.tok("}", Kind.CBRACE)
            self.tok("\n", Kind.NEWLINE)

    # ------------------------------------------------------------ expressions
    def level(self, expr: ir.Expression) -> int:
        if isinstance(expr, ir.Parentheses):
            return _PRIMARY if self.keep else self.level(expr.expr)
        if isinstance(expr, ir.Conditional):
            return 0
        if isinstance(expr, ir.BinaryOp):
            return _PRECEDENCE[expr.op]
        if isinstance(expr, ir.UnaryOp):
            return _UNARY
        if isinstance(expr, ir.Literal) and expr.value.type.is_number and expr.value.is_known \
                and not expr.value.is_null and expr.value.as_number().signbit:
            return _UNARY
        return _PRIMARY

    def expr(self, expr: ir.Expression, min_level: int, *, inline: bool = False,
             heredoc_ok: bool = False) -> None:
        """Append ``expr``, in parentheses when it binds less tightly than ``min_level``."""
        if not self.keep and isinstance(expr, ir.Parentheses):
            self.expr(expr.expr, min_level, inline=inline, heredoc_ok=heredoc_ok)
            return
        if self.level(expr) < min_level:
            self.tok("(", Kind.OPAREN)
            self.expr(expr, 0, inline=inline)
            self.tok(")", Kind.CPAREN)
            return
        method = getattr(self, "x_" + type(expr).__name__, None)
        if method is None:
            raise ValueError(f"cannot write a {type(expr).__name__} node as native syntax")
        method(expr, inline, heredoc_ok)

    def source(self, expr: ir.Expression, inline: bool, before_attr: bool, steps: bool = False) -> None:
        """The operand a traversal step (``steps``), index or splat applies to."""
        bare = expr if self.keep else _strip_parens(expr)
        needs = self.level(bare) < _PRIMARY or isinstance(bare, ir.ObjectKey)
        # Steps right after a traversal would join it.
        needs = needs or (steps and isinstance(bare, ir.ScopeTraversal | ir.RelativeTraversal))
        attr_form = False
        if isinstance(bare, ir.Splat):
            # Later steps would join a full splat, and an attribute step an attribute-only one;
            # an index or another splat may follow an attribute-only one.
            attr_form = not needs and not before_attr and self.attr_form_possible(bare)
            needs = needs or not attr_form
        if isinstance(bare, ir.Literal) and bare.value.type.is_number:
            needs = True
        if isinstance(bare, ir.AnonSymbol):
            return
        if attr_form:
            assert isinstance(bare, ir.Splat)
            self.splat(bare, inline, True)
        elif needs:
            self.tok("(", Kind.OPAREN)
            self.expr(bare, 0, inline=inline)
            self.tok(")", Kind.CPAREN)
        else:
            self.expr(bare, 0, inline=inline)

    def x_Parentheses(self, expr: ir.Parentheses, inline: bool, heredoc_ok: bool) -> None:
        self.tok("(", Kind.OPAREN)
        self.expr(expr.expr, 0, inline=inline)
        self.tok(")", Kind.CPAREN)

    def x_Literal(self, expr: ir.Literal, inline: bool, heredoc_ok: bool) -> None:
        self.out.extend(value_tokens(expr.value))

    def x_JSONString(self, expr: json_ir.JSONString, inline: bool, heredoc_ok: bool) -> None:
        self.out.extend(string_tokens(expr.value))

    def x_JSONNumber(self, expr: json_ir.JSONNumber, inline: bool, heredoc_ok: bool) -> None:
        text = expr.text
        if text.startswith("-"):
            self.tok("-", Kind.MINUS)
            text = text[1:]
        self.tok(text, Kind.NUMBER)

    def x_JSONBool(self, expr: json_ir.JSONBool, inline: bool, heredoc_ok: bool) -> None:
        self.tok("true" if expr.value else "false", Kind.IDENT)

    def x_JSONNull(self, expr: json_ir.JSONNull, inline: bool, heredoc_ok: bool) -> None:
        self.tok("null", Kind.IDENT)

    def x_JSONArray(self, expr: json_ir.JSONArray, inline: bool, heredoc_ok: bool) -> None:
        self.sequence(expr.items, inline)

    def x_JSONObject(self, expr: json_ir.JSONObject, inline: bool, heredoc_ok: bool) -> None:
        items = [(prop.name, prop.value) for prop in expr.properties]
        self.object_items(items, inline)

    def x_ScopeTraversal(self, expr: ir.ScopeTraversal, inline: bool, heredoc_ok: bool) -> None:
        self.steps(expr.traversal.steps)

    def x_RelativeTraversal(self, expr: ir.RelativeTraversal, inline: bool, heredoc_ok: bool) -> None:
        steps = expr.traversal.steps
        self.source(expr.source, inline, bool(steps) and isinstance(steps[0], ir.TraverseAttr), steps=True)
        self.steps(steps)

    def x_Index(self, expr: ir.Index, inline: bool, heredoc_ok: bool) -> None:
        self.source(expr.collection, inline, False)
        self.tok("[", Kind.OBRACK)
        bare = _strip_parens(expr.key)
        if _constant_key(bare) and not (self.keep and isinstance(expr.key, ir.Parentheses)):
            # A constant key in bare brackets would read as a traversal step.
            self.tok("(", Kind.OPAREN)
            self.expr(bare, 0, inline=inline)
            self.tok(")", Kind.CPAREN)
        else:
            self.expr(expr.key, 0, inline=inline)
        self.tok("]", Kind.CBRACK)

    def x_Splat(self, expr: ir.Splat, inline: bool, heredoc_ok: bool) -> None:
        self.splat(expr, inline, False)

    def splat(self, expr: ir.Splat, inline: bool, attr_form: bool) -> None:
        """``expr`` as ``source.*.steps`` when ``attr_form`` or its steps are attribute names,
        else as ``source[*]each``."""
        attr_form = (attr_form or _attr_splat(expr)) and self.attr_form_possible(expr)
        self.source(expr.source, inline, False)
        if attr_form:
            self.tok(".", Kind.DOT)
            self.tok("*", Kind.STAR)
        else:
            self.tok("[", Kind.OBRACK)
            self.tok("*", Kind.STAR)
            self.tok("]", Kind.CBRACK)
        if expr.each == expr.item:
            return
        if attr_form:
            assert isinstance(expr.each, ir.RelativeTraversal)
            for step in expr.each.traversal.steps:
                self.tok(".", Kind.DOT)
                if isinstance(step, ir.TraverseIndex):
                    self.tok(step.key.as_number().text("f", 0), Kind.NUMBER)
                else:
                    self.ident(step.name, "the attribute name")  # type: ignore[union-attr]
        else:
            self.expr(expr.each, 0, inline=inline)

    def attr_form_possible(self, splat: ir.Splat) -> bool:
        """Whether ``splat`` can be written ``.*``: not right after one written ``.*`` without
        parentheses (a splat source is written so exactly when this holds for it, else
        parenthesised). Found for a chain of splats from its innermost, once per splat."""
        known = self.attr_forms
        chain: list[ir.Splat] = []
        node: ir.Expression = splat
        while isinstance(node, ir.Splat) and id(node) not in known:
            chain.append(node)
            node = node.source if self.keep else _strip_parens(node.source)
        after_attr_form = isinstance(node, ir.Splat) and known[id(node)]
        for inner_first in reversed(chain):
            after_attr_form = known[id(inner_first)] = _attr_capable(inner_first) and not after_attr_form
        return known[id(splat)]

    def x_AnonSymbol(self, expr: ir.AnonSymbol, inline: bool, heredoc_ok: bool) -> None:
        """The element a splat's steps apply to: written as nothing."""

    def x_FunctionCall(self, expr: ir.FunctionCall, inline: bool, heredoc_ok: bool) -> None:
        for i, part in enumerate(expr.name.split("::")):
            if i:
                self.tok("::", Kind.DOUBLE_COLON)
            self.ident(part, "the function name")
        self.tok("(", Kind.OPAREN)
        for i, arg in enumerate(expr.args):
            if i:
                self.tok(",", Kind.COMMA)
            self.expr(arg, 0, inline=inline)
        if expr.expand_final and expr.args:
            self.tok("...", Kind.ELLIPSIS)
        self.tok(")", Kind.CPAREN)

    def x_Conditional(self, expr: ir.Conditional, inline: bool, heredoc_ok: bool) -> None:
        self.expr(expr.condition, 1, inline=inline)
        self.tok("?", Kind.QUESTION)
        self.expr(expr.true_result, 0, inline=inline)
        self.tok(":", Kind.COLON)
        self.expr(expr.false_result, 0, inline=inline)

    def x_BinaryOp(self, expr: ir.BinaryOp, inline: bool, heredoc_ok: bool) -> None:
        level = _PRECEDENCE[expr.op]
        self.expr(expr.lhs, level, inline=inline)
        self.tok(expr.op.value, Kind(expr.op.value))
        self.expr(expr.rhs, level + 1, inline=inline)

    def x_UnaryOp(self, expr: ir.UnaryOp, inline: bool, heredoc_ok: bool) -> None:
        if expr.op is ir.Operator.NEGATE:
            self.tok("-", Kind.MINUS)
        else:
            self.tok("!", Kind.BANG)
        self.expr(expr.operand, _UNARY, inline=inline)

    def x_TupleCons(self, expr: ir.TupleCons, inline: bool, heredoc_ok: bool) -> None:
        self.sequence(expr.exprs, inline)

    def sequence(self, exprs: Sequence[ir.Expression], inline: bool) -> None:
        self.tok("[", Kind.OBRACK)
        for i, elem in enumerate(exprs):
            if i:
                self.tok(",", Kind.COMMA)
            start = len(self.out)
            self.expr(elem, 0, inline=inline)
            if i == 0 and self.out[start:start + 1] == [WriterToken(Kind.IDENT, "for")]:
                # "[for" would open a for expression.
                del self.out[start:]
                self.tok("(", Kind.OPAREN)
                self.expr(elem, 0, inline=inline)
                self.tok(")", Kind.CPAREN)
        self.tok("]", Kind.CBRACK)

    def x_ObjectCons(self, expr: ir.ObjectCons, inline: bool, heredoc_ok: bool) -> None:
        self.object_items([(item.key, item.value) for item in expr.items], inline)

    def object_items(self, items: Sequence[tuple[ir.ObjectKey | str, ir.Expression]], inline: bool) -> None:
        self.tok("{", Kind.OBRACE)
        if not items:
            self.tok("}", Kind.CBRACE)
            return
        if not inline:
            self.tok("\n", Kind.NEWLINE)
        for i, (key, value) in enumerate(items):
            if i and inline:
                self.tok(",", Kind.COMMA)
            self.object_key(key, first=i == 0)
            self.tok("=", Kind.EQUAL)
            self.expr(value, 0, inline=inline, heredoc_ok=not inline)
            if not inline:
                self.tok("\n", Kind.NEWLINE)
        self.tok("}", Kind.CBRACE)

    def object_key(self, key: ir.ObjectKey | str, first: bool) -> None:
        if isinstance(key, str):
            self.out.extend(key_tokens(key))
            return
        wrapped = key.wrapped
        if key.force_non_literal:
            if isinstance(wrapped, ir.Parentheses):
                self.x_Parentheses(wrapped, True, False)
            else:
                self.tok("(", Kind.OPAREN)
                self.expr(wrapped, 0, inline=True)
                self.tok(")", Kind.CPAREN)
            return
        if isinstance(wrapped, ir.ScopeTraversal) and len(wrapped.traversal.steps) == 1:
            name = wrapped.traversal.root_name
            if first and name == "for":
                self.out.extend(string_tokens(name))  # "{ for" would open a for expression
            else:
                self.ident(name, "the object key")
            return
        start = len(self.out)
        self.expr(wrapped, 0, inline=True)
        if first and self.out[start:start + 1] == [WriterToken(Kind.IDENT, "for")]:
            del self.out[start:]
            self.tok("(", Kind.OPAREN)
            self.expr(wrapped, 0, inline=True)
            self.tok(")", Kind.CPAREN)

    def x_ObjectKey(self, expr: ir.ObjectKey, inline: bool, heredoc_ok: bool) -> None:
        self.expr(expr.wrapped, 0, inline=inline)

    def for_head(self, key_var: str | None, value_var: str, collection: ir.Expression, inline: bool) -> None:
        """``for k, v in collection``, of a for expression or a ``for`` directive."""
        self.tok("for", Kind.IDENT)
        if key_var is not None:
            self.ident(key_var, "the for variable")
            self.tok(",", Kind.COMMA)
        self.ident(value_var, "the for variable")
        self.tok("in", Kind.IDENT)
        self.expr(collection, 0, inline=inline)

    def x_For(self, expr: ir.For, inline: bool, heredoc_ok: bool) -> None:
        tuple_ = expr.key_expr is None
        self.tok("[" if tuple_ else "{", Kind.OBRACK if tuple_ else Kind.OBRACE)
        self.for_head(expr.key_var, expr.value_var, expr.collection, inline)
        self.tok(":", Kind.COLON)
        if expr.key_expr is not None:
            self.expr(expr.key_expr, 0, inline=inline)
            self.tok("=>", Kind.FAT_ARROW)
        self.expr(expr.value_expr, 0, inline=inline)
        if expr.group:
            self.tok("...", Kind.ELLIPSIS)
        if expr.condition is not None:
            self.tok("if", Kind.IDENT)
            self.expr(expr.condition, 0, inline=inline)
        self.tok("]" if tuple_ else "}", Kind.CBRACK if tuple_ else Kind.CBRACE)

    # ------------------------------------------------------------ templates
    def x_Template(self, expr: ir.Template, inline: bool, heredoc_ok: bool) -> None:
        segs = segments(expr.parts)
        if heredoc_ok and not inline:
            marker = heredoc_marker(segs)
            if marker is not None:
                self.tok(f"<<{marker}\n", Kind.OHEREDOC)
                self.template_text(segs, Kind.STRING_LIT, quoted=False)
                self.tok(marker, Kind.CHEREDOC)
                return
        self.tok('"', Kind.OQUOTE)
        self.template_text(segs, Kind.QUOTED_LIT, quoted=True)
        self.tok('"', Kind.CQUOTE)

    def x_TemplateWrap(self, expr: ir.TemplateWrap, inline: bool, heredoc_ok: bool) -> None:
        self.tok('"', Kind.OQUOTE)
        self.template_text([Seq("interp", expr.wrapped)], Kind.QUOTED_LIT, quoted=True)
        self.tok('"', Kind.CQUOTE)

    def x_TemplateJoin(self, expr: ir.TemplateJoin, inline: bool, heredoc_ok: bool) -> None:
        self.x_Template(ir.Template((expr,), expr.range), inline, False)

    def template_text(self, segments: list[Segment], lit_type: Kind, quoted: bool) -> None:
        for i, seg in enumerate(segments):
            nxt = segments[i + 1] if i + 1 < len(segments) else None
            if isinstance(seg, Lit):
                self.literal_text(seg.text, nxt, lit_type, quoted)
            else:
                self.sequence_tokens(seg)

    def literal_text(self, text: str, nxt: Segment | None, lit_type: Kind, quoted: bool) -> None:
        collision = collides(text, nxt)
        if collision:
            text = text[:-1]
        if text:
            escaped = escape_template_text(text) if quoted else heredoc_text(text)
            if lit_type is Kind.STRING_LIT:
                # One token per line, as the lexer reads heredoc and template-file text.
                for line in escaped.splitlines(keepends=True):
                    self.tok(line, lit_type)
            else:
                self.tok(escaped, lit_type)
        if collision:
            last = "$" if isinstance(nxt, Seq) and nxt.kind == "interp" else "%"
            if quoted:
                self.tok("\\u0024" if last == "$" else "\\u0025", lit_type)
            else:
                self.sequence_tokens(Seq("interp", ir.Template(
                    (ir.Literal(Value.string(last), _NO_RANGE),), _NO_RANGE)))

    def sequence_tokens(self, seg: Seq) -> None:
        opener = "${" if seg.kind == "interp" else "%{"
        self.tok(opener + ("~" if seg.strip_left else ""), Kind(opener))
        if seg.kind == "interp":
            assert seg.expr is not None
            self.expr(seg.expr, 0, inline=True)
        elif seg.kind == "if":
            assert seg.expr is not None
            self.tok("if", Kind.IDENT)
            self.expr(seg.expr, 0, inline=True)
        elif seg.kind == "for":
            assert seg.expr is not None
            self.for_head(seg.key_var, seg.value_var, seg.expr, True)
        else:
            self.tok(seg.kind, Kind.IDENT)
        self.tok(("~" if seg.strip_right else "") + "}", Kind.TEMPLATE_SEQ_END)

    # ------------------------------------------------------------ traversals
    def steps(self, steps: Sequence[ir.Traverser]) -> None:
        for step in steps:
            if isinstance(step, ir.TraverseRoot):
                self.ident(step.name, "the variable name")
            elif isinstance(step, ir.TraverseAttr):
                if is_identifier(step.name):
                    self.tok(".", Kind.DOT)
                    self.tok(step.name, Kind.IDENT)
                else:
                    self.index_key(Value.string(step.name))
            elif isinstance(step, ir.TraverseIndex):
                self.index_key(step.key)
            else:
                self.tok("[", Kind.OBRACK)
                self.tok("*", Kind.STAR)
                self.tok("]", Kind.CBRACK)
                self.steps(step.each.steps)

    def index_key(self, key: Value) -> None:
        self.tok("[", Kind.OBRACK)
        self.out.extend(value_tokens(key))
        self.tok("]", Kind.CBRACK)
