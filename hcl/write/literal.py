"""cty values as HCL literal source, laid out as ``hclwrite`` generates them.

``value_to_source`` writes null, booleans, numbers (no exponent; integers with
all their digits, other numbers as Go's ``big.Float.Text('f', -1)``, the shortest
decimal that identifies the value at its precision), quoted
strings, ``[a, b]`` for lists, sets and tuples, and multi-line ``{ k = v }`` for
maps and objects with keys sorted and the ``=`` aligned as the formatter aligns
them. Keys are bare where they are identifiers, quoted otherwise; ``null`` and
``for`` are always quoted, because bare they would not read back as those keys.
"""

from __future__ import annotations

from hcl.cty import Value
from hcl.native.regex_lexer import is_identifier
from hcl.write.format import layout_tokens
from hcl.write.tokens import Kind, WriterToken

_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t", '"': '\\"', "\\": "\\\\"}
# Bare keys that would read back as something else: ``null`` is the null literal
# (not a valid key), and ``{for`` opens a for expression.
_KEYWORD_KEYS = frozenset({"null", "for"})


def escape_template_text(s: str) -> str:
    """``s`` as the text between the quotes of a quoted template (no quotes added)."""
    out: list[str] = []
    for i, ch in enumerate(s):
        esc = _ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
        elif ch in "$%":
            out.append(ch + ch if s[i + 1:i + 2] == "{" else ch)
        elif ch.isprintable():
            out.append(ch)
        elif ord(ch) < 0x10000:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    return "".join(out)


def quote_string(s: str) -> str:
    """``s`` as a native-syntax quoted string literal that evaluates to ``s``.

    Escapes ``\\ " \\n \\r \\t``, doubles ``$`` and ``%`` before ``{`` (so ``${``
    and ``%{`` stay literal text), and writes other non-printable characters as
    ``\\uXXXX`` / ``\\UXXXXXXXX``.

    >>> quote_string('say "hi" to ${name}\\n')
    '"say \\\\"hi\\\\" to $${name}\\\\n"'
    """
    return '"' + escape_template_text(s) + '"'


def key_tokens(name: str) -> list[WriterToken]:
    """An object key: bare when it reads back as that name, else quoted."""
    if is_identifier(name) and name not in _KEYWORD_KEYS:
        return [WriterToken(Kind.IDENT, name)]
    return string_tokens(name)


def object_key_source(name: str) -> str:
    """An object key or attribute name as source: bare when it reads back as that name, else quoted."""
    return "".join(tok.text for tok in key_tokens(name))


def value_to_source(value: Value) -> str:
    """``value`` as HCL literal source; evaluating it gives ``value`` back.

    Lists and sets come back as tuples and maps as objects (literals have no
    syntax for the collection types), with the same elements. Raises
    ``ValueError`` for unknown or marked values (anywhere inside ``value``),
    infinities, and types a literal cannot express (capsules).

    >>> from hcl.cty import Value
    >>> print(value_to_source(Value.object({"name": Value.string("web"),
    ...                                     "ports": Value.tuple([Value.number(80)])})))
    {
      name  = "web"
      ports = [80]
    }
    """
    return layout_tokens(value_tokens(value))


def value_tokens(value: Value) -> list[WriterToken]:
    """The tokens of :func:`value_to_source`, for embedding in larger output."""
    out: list[WriterToken] = []
    _append(value, out)
    return out


def string_tokens(s: str) -> list[WriterToken]:
    """The tokens of ``quote_string(s)``."""
    text = escape_template_text(s)
    inner = [WriterToken(Kind.QUOTED_LIT, text)] if text else []
    return [WriterToken(Kind.OQUOTE, '"'), *inner, WriterToken(Kind.CQUOTE, '"')]


def _append(value: Value, out: list[WriterToken]) -> None:
    if value.is_marked:
        raise ValueError("cannot write a marked value as a literal; unmark it first")
    if not value.is_known:
        raise ValueError(f"cannot write an unknown value as a literal (type {value.type.friendly_name()})")
    ty = value.type
    if value.is_null:
        out.append(WriterToken(Kind.IDENT, "null"))
    elif ty.is_bool:
        out.append(WriterToken(Kind.IDENT, "true" if value.as_bool() else "false"))
    elif ty.is_number:
        number = value.as_number()
        if number.is_inf:
            raise ValueError("cannot write an infinite number as a literal")
        # Integers with every digit: the shortest text that identifies a 53-bit float
        # (2**60, say) reads back at 512 bits as a different integer.
        text = number.text("f", 0) if number.is_int else number.text("f", -1)
        if text.startswith("-"):
            out.append(WriterToken(Kind.MINUS, "-"))
            text = text[1:]
        out.append(WriterToken(Kind.NUMBER, text))
    elif ty.is_string:
        out.extend(string_tokens(value.as_string()))
    elif ty.is_list or ty.is_set or ty.is_tuple:
        out.append(WriterToken(Kind.OBRACK, "["))
        for i, (_, elem) in enumerate(value.elements()):
            if i:
                out.append(WriterToken(Kind.COMMA, ","))
            _append(elem, out)
        out.append(WriterToken(Kind.CBRACK, "]"))
    elif ty.is_map or ty.is_object:
        out.append(WriterToken(Kind.OBRACE, "{"))
        items = list(value.elements())
        if items:
            out.append(WriterToken(Kind.NEWLINE, "\n"))
        for key, elem in items:
            out.extend(key_tokens(key.as_string()))
            out.append(WriterToken(Kind.EQUAL, "="))
            _append(elem, out)
            out.append(WriterToken(Kind.NEWLINE, "\n"))
        out.append(WriterToken(Kind.CBRACE, "}"))
    else:
        raise ValueError(f"cannot write a value of type {ty.friendly_name()} as a literal")
