"""Tokens from the lexer (modes, heredoc terminators) and exact ranges in the IR."""

from __future__ import annotations

from antlr4 import CommonTokenStream, InputStream, Token

from hcl import ir
from hcl._generated.HCLLexer import HCLLexer as L
from hcl.native import parse_config, parse_expression, parse_template, parse_traversal
from hcl.native.lexer import HCLLexer


def tokens(text: str, mode: int = L.DEFAULT_MODE) -> list[str]:
    lexer = HCLLexer(InputStream(text))
    if mode != L.DEFAULT_MODE:
        lexer.mode(mode)
    stream = CommonTokenStream(lexer)
    stream.fill()
    return [L.symbolicNames[t.type] if t.type > 0 else "EOF" for t in stream.tokens
            if t.channel == Token.DEFAULT_CHANNEL]


def test_nested_quotes_and_braces_in_interpolation() -> None:
    assert tokens('a = "${ {a = "}"}.a }"') == [
        "IDENT", "ASSIGN", "OQUOTE", "TEMPLATE_INTERP", "LBRACE", "IDENT", "ASSIGN", "OQUOTE", "QUOTED_TEXT",
        "CQUOTE", "RBRACE", "DOT", "IDENT", "RBRACE", "CQUOTE", "EOF"]


def test_newlines_are_hidden_inside_brackets_only() -> None:
    assert tokens("a = [\n1\n]\n") == ["IDENT", "ASSIGN", "LBRACK", "NUMBER", "RBRACK", "NEWLINE", "EOF"]
    assert tokens("a = {\nb = 1\n}\n").count("NEWLINE") == 3


def test_heredoc_terminator_is_retyped_by_the_host_lexer() -> None:
    toks = tokens("a = <<EOT\nEOT is not the end\n  EOT  \n")
    assert toks == ["IDENT", "ASSIGN", "HEREDOC_START", "H_TEXT", "H_NEWLINE", "HEREDOC_END", "NEWLINE", "EOF"]


def test_heredoc_marker_after_interpolation_is_text() -> None:
    assert "HEREDOC_END" not in tokens("a = <<EOT\n${x}EOT\n")[:6]


def test_escapes_and_lone_sigils_are_text() -> None:
    # $${  "a} "  %%{  "b} "  "$"  "5 100"  "%"
    assert tokens('"$${a} %%{b} $5 100%"')[1:-2] == [
        "TEMPLATE_ESCAPE", "QUOTED_TEXT", "TEMPLATE_ESCAPE", "QUOTED_TEXT", "QUOTED_TEXT", "QUOTED_TEXT",
        "QUOTED_TEXT"]


def test_numbers_lex_like_the_reference() -> None:
    assert tokens("1.2.3", L.INNER) == ["NUMBER", "EOF"]
    assert tokens("1.", L.INNER) == ["NUMBER", "DOT", "EOF"]
    assert tokens("1e", L.INNER) == ["NUMBER", "IDENT", "EOF"]


def test_for_brace_needs_the_keyword() -> None:
    assert tokens("{ for x in y : x => x }", L.INNER)[0] == "FOR_LBRACE"
    assert tokens("{ for_each = 1 }", L.INNER)[0] == "LBRACE"
    assert tokens("{ # a note about for\n a = 1 }", L.INNER)[0] == "LBRACE"


def test_columns_count_grapheme_clusters_and_bytes_count_utf8() -> None:
    # "👍🏽" is one grapheme of 8 bytes; "é" written as e + U+0301 is one grapheme of 3 bytes.
    file, diags = parse_config('a = "👍🏽e\u0301" + b\n'.encode(), "u.hcl")
    assert not diags
    expr = file.body.attributes[0].expr
    assert isinstance(expr, ir.BinaryOp)
    rhs = expr.rhs.range
    assert (rhs.start.column, rhs.start.byte) == (12, 20)


def test_bom_is_skipped_for_columns_only() -> None:
    file, _ = parse_config(b"\xef\xbb\xbfab = 1\n", "b.hcl")
    r = file.body.attributes[0].name_range
    assert (r.start.column, r.start.byte, r.end.column, r.end.byte) == (1, 3, 3, 5)


def test_crlf_moves_to_the_next_line() -> None:
    file, _ = parse_config(b"a = 1\r\nb = 2\r\n", "c.hcl")
    r = file.body.attributes[1].range
    assert (r.start.line, r.start.column, r.start.byte) == (2, 1, 7)


def test_block_and_attribute_ranges() -> None:
    file, _ = parse_config(b'svc "a" b {\n  x = 1\n}\n', "r.hcl")
    block = file.body.blocks[0]
    assert str(block.type_range) == "r.hcl:1,1-4"
    assert [str(r) for r in block.label_ranges] == ["r.hcl:1,5-8", "r.hcl:1,9-10"]
    assert str(block.open_brace_range) == "r.hcl:1,11-12"
    assert str(block.close_brace_range) == "r.hcl:3,1-2"
    assert str(block.def_range) == "r.hcl:1,1-10"
    attr = block.body.attributes[0]
    assert (str(attr.range), str(attr.name_range), str(attr.equals_range)) == (
        "r.hcl:2,3-8", "r.hcl:2,3-4", "r.hcl:2,5-6")


def test_traversal_step_ranges_include_punctuation() -> None:
    expr, _ = parse_expression("a.b[0][\"c\"].0", "t.hcl")
    assert isinstance(expr, ir.ScopeTraversal)
    assert [str(s.range) for s in expr.traversal] == [
        "t.hcl:1,1-2", "t.hcl:1,2-4", "t.hcl:1,4-7", "t.hcl:1,7-12", "t.hcl:1,12-14"]


def test_splat_ranges() -> None:
    expr, _ = parse_expression("a[*].b.c", "t.hcl")
    assert isinstance(expr, ir.Splat)
    assert (str(expr.range), str(expr.marker_range)) == ("t.hcl:1,1-9", "t.hcl:1,2-5")


def test_template_parts_and_flush_heredoc_ranges() -> None:
    file, _ = parse_config(b"a = <<-EOT\n    x\n      y\n    EOT\n", "h.hcl")
    tmpl = file.body.attributes[0].expr
    assert isinstance(tmpl, ir.Template)
    [lit] = tmpl.parts
    assert lit.value.as_string() == "x\n  y\n"
    assert (lit.range.start.line, lit.range.start.column) == (2, 5)


def test_standalone_template_and_traversal_entry_points() -> None:
    tmpl, diags = parse_template("Hello, ${name}!\n%{ if x }yes%{ endif }")
    assert not diags and isinstance(tmpl, ir.Template) and len(tmpl.parts) == 4
    trav, diags = parse_traversal('a.b[0]["c"]')
    assert not diags and [type(s).__name__ for s in trav] == ["TraverseRoot", "TraverseAttr", "TraverseIndex",
                                                              "TraverseIndex"]
    trav, diags = parse_traversal("a[*].b", allow_splat=True)
    assert not diags and isinstance(trav[1], ir.TraverseSplat)
    _, diags = parse_traversal("a[*].b")
    assert [d.summary for d in diags] == ["Attribute name required"]
