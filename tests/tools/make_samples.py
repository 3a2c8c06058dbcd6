#!/usr/bin/env python3
# ruff: noqa: E501  (sample tables: one sample per line reads better than wrapped strings)
"""Write the native-syntax differential samples and their manifest.

This script is the source of truth for the byte-exact content of
``tests/native/samples/{invalid,valid}/*.hcl`` (several samples contain bytes
that editors mangle: NUL, lone CR, broken UTF-8, BOMs, CRLF, tabs, U+2003) and
for ``tests/native/samples/manifest.json`` (category, description, and the
v2.24-vs-oracle notes that ``record_reference.py`` copies into each
``X.hcl.expected.json``).

    python3 tests/tools/make_samples.py            # (re)write samples + manifest
    python3 tests/tools/make_samples.py --check    # verify files on disk match

It is deterministic and idempotent.  After changing it, re-run
``tests/tools/record_reference.py`` to re-record the reference diagnostics.

Directory = verdict under HCL v2.24 (what the project follows).  The oracle is
v2.14.1; samples whose oracle result differs from v2.24 carry
``v224_differs`` plus either ``v224_diagnostics`` (explicit expectation) or
``v224_replace`` (string substitutions to apply to the oracle's details).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "tests" / "native" / "samples"

_samples: list[dict] = []


def _add(kind, name, src, category, desc, **extra):
    if isinstance(src, str):
        src = src.encode("utf-8")
    assert name.endswith(".hcl"), name
    assert all(s["path"] != f"{kind}/{name}" for s in _samples), name
    entry = {"path": f"{kind}/{name}", "src": src, "category": category, "description": desc}
    entry.update(extra)
    _samples.append(entry)


def inv(name, src, category, desc, **extra):
    _add("invalid", name, src, category, desc, **extra)


def val(name, src, category, desc, **extra):
    _add("valid", name, src, category, desc, **extra)


def rng(fn, l1, c1, b1, l2, c2, b2):
    return {
        "filename": fn,
        "start": {"line": l1, "column": c1, "byte": b1},
        "end": {"line": l2, "column": c2, "byte": b2},
    }


def diag(summary, detail, subject, context=None):
    d = {"severity": "error", "summary": summary, "detail": detail, "subject": subject}
    if context is not None:
        d["context"] = context
    return d


TYPO_FIX = [["incorrect parethesis nesting", "incorrect parenthesis nesting"]]
TYPO_NOTE = (
    'v2.14.1 spells the "Unterminated function call" detail "parethesis"; v2.24 '
    '(hcl-go-behaviour.md 2.5.4 and upstream parser.go) says "parenthesis". Ranges are unchanged.'
)
NS_NOTE = (
    "Namespaced function calls (ns::fn) exist since v2.20: the v2.14.1 oracle lexes '::' as two ':' "
    "tokens. v2.24 expectation derived by reading upstream hclsyntax/parser.go "
    "(finishParsingFunctionCall) and scan_tokens.rl (DoubleColon token), not measured."
)

# ---------------------------------------------------------------------------
# INVALID samples
# ---------------------------------------------------------------------------

# -- lexer: invalid characters (checkInvalidTokens) ---------------------------
C = "lex: invalid character"
inv("char_ampersand.hcl", "a = 1 & 2\n", C, "bitwise & -> Unsupported operator (AND hint) + Missing newline after argument")
inv("char_pipe.hcl", "a = true | false\n", C, "bitwise | -> Unsupported operator (OR hint)")
inv("char_tilde.hcl", "a = ~b\n", C, "bitwise ~ at expression start -> Unsupported operator (NOT hint) + Invalid expression")
inv("char_caret.hcl", "a = 1 ^ 2\n", C, "bitwise ^ -> Unsupported operator without hint")
inv("char_bitwise_limit.hcl", "a = 1 & 2 | 3 ~ 4 ^ 5 & 6 | 7\n", C, "only the first 4 bitwise operators are reported")
inv("char_apostrophe.hcl", "a = 'str'\n", C, "single-quoted string: 1 lexer diag (opening quote only) + Invalid expression")
inv("char_apostrophe_limit.hcl", "a = 'x'\nb = 'y'\nc = 'z'\n", C, "apostrophes reported 1st and 3rd only (counter saturates at 3)")
inv("char_backtick.hcl", "a = `str`\n", C, "backtick string: reported once per pair + Invalid expression")
inv("char_backtick_limit.hcl", "a = `a` `b` `c` `d`\n", C, "backticks reported 1st and 3rd only")
inv("char_semicolon.hcl", "a = 1;\n", C, "trailing semicolon: Invalid character + Missing newline after argument")
inv("char_semicolon_multi.hcl", "a = 1; b = 2; c = 3;\n", C, "only the first semicolon is reported")
inv("char_semicolon_in_tuple.hcl", "a = [1; 2]\n", C, "semicolon as tuple separator -> Invalid character + Missing item separator")
inv("char_curly_double_quotes.hcl", "a = \u201chello\u201d\n", C, "curly double quotes get the special 'Curly quotes' detail, both reported")
inv("char_curly_single_quotes.hcl", "a = \u2018hello\u2019\n", C, "curly single quotes get the generic 'not used within the language' detail")
inv("char_nul_byte.hcl", b"a = \x00\n", C, "NUL byte in expression position")
inv("char_at_sign.hcl", "a = @foo\n", C, "other invalid ASCII character")
inv("char_control_at_line_start.hcl", b"a = 1\n\x01\n", C, "control character where a body item should start")
inv("char_starstar.hcl", "a = 2 ** 3\n", C, "'**' is two '*' tokens (TokenStarStar is never emitted): Invalid expression at the 2nd '*'")
inv("char_backslash_in_expr.hcl", "a = b \\ c\n", C, "backslash outside a string is TokenInvalid")
inv("char_nbsp.hcl", "a =\u00a01\n", C, "U+00A0 no-break space is not whitespace")
inv("char_invalid_in_block.hcl", "blk {\n  a = 1 & 2\n}\n", C, "bitwise operator inside a block body")
inv("char_invalid_in_interpolation.hcl", "a = \"${b & c}\"\n", C, "bitwise operator inside an interpolation")
inv("char_invalid_in_object.hcl", "a = {b = 1 | 2}\n", C, "bitwise operator inside an object constructor")

C = "lex: lone CR"
inv("cr_lone_end_of_attr.hcl", b"a = 1\rb = 2\n", C, "a CR not followed by LF is TokenInvalid")
inv("cr_lone_at_eof.hcl", b"a = 1\r", C, "lone CR as the last byte")
inv("cr_lone_line_start.hcl", b"\ra = 1\n", C, "lone CR where a body item should start")
inv("cr_lone_in_quoted_string.hcl", b"a = \"x\ry\"\n", C, "lone CR inside quotes -> Invalid multi-line string + Unterminated template string")
inv("cr_lone_in_heredoc.hcl", b"a = <<EOT\nx\ry\nEOT\n", C, "lone CR inside a heredoc: the scanner fails, the rest of the file becomes one invalid token")
val("cr_in_line_comment.hcl", b"# a\rb\n// c\rd\na = 1 # e\rf\nb {\n  c = 2 # g\rh\n}\n", C,
    "a CR inside a line comment is part of the comment (its body is anything but LF)")
val("cr_before_crlf_in_comment.hcl", b"# z\r\r\na = [ # c\r\r\n 1]\nb = c # d\r\r\n", C,
    "CRs before the CRLF that ends a line comment belong to the comment")
val("cr_ends_comment_at_eof.hcl", b"a = 1 # c\r", C, "a line comment ending in CR at the end of the file")
inv("cr_in_comment_after_equals.hcl", b"a = # c\rx\nb = 2\n", C,
    "a missing expression before a comment holding a CR: the range covers the whole comment and its LF")
inv("cr_in_comment_before_for.hcl", b"a = { # c\r\r\n for x in y: x}\n", C,
    "a comment holding CRs between { and for still opens a for expression")

C = "lex: BOM placement"
inv("bom_mid_file.hcl", b"a = 1\n\xef\xbb\xbfb = 2\n", C, "BOM at the start of a later line is an invalid character")
inv("bom_double.hcl", b"\xef\xbb\xbf\xef\xbb\xbfa = 1\n", C, "only the first BOM is skipped; byte offsets count it, columns do not")
inv("bom_after_value.hcl", b"a = 1 \xef\xbb\xbf\n", C, "BOM after an attribute value")

C = "lex: bad UTF-8"
inv("utf8_bad_byte_expr.hcl", b"a = \xff\n", C, "broken UTF-8 byte in expression position")
inv("utf8_bad_bytes_many.hcl", b"a = \xff\nb = \xfe\nc = \x80\n", C, "bad UTF-8 is reported once per file (limit 1)")
inv("utf8_bad_byte_in_string.hcl", b"a = \"\xff\"\n", C, "broken UTF-8 inside quotes: Invalid character encoding + Unterminated template string")
inv("utf8_bad_byte_after_valid.hcl", b"a = \"\xc3\xa9\xe9\"\n", C, "truncated 2nd sequence after a valid one inside quotes")
inv("utf8_bad_byte_in_heredoc.hcl", b"a = <<EOT\n\xff\nEOT\n", C, "broken UTF-8 inside a heredoc")
inv("utf8_truncated_in_ident.hcl", b"a\xe9 = 1\n", C, "quirk: a truncated lead byte inside an identifier swallows the next bytes into the identifier token")
inv("utf8_surrogate_encoded.hcl", b"a = \xed\xa0\x80\n", C, "CESU/surrogate-encoded bytes (ED A0 80) are TokenInvalid, not bad UTF-8")

# -- lexer: multi-line quoted strings ----------------------------------------
C = "lex: multi-line quoted string"
inv("string_multiline_lf.hcl", "a = \"foo\nbar\"\n", C, "LF inside quotes")
inv("string_multiline_crlf.hcl", b"a = \"foo\r\nbar\"\r\n", C, "CRLF inside quotes (one TokenQuotedNewline)")
inv("string_multiline_blank_lines.hcl", "a = \"\n\n\n\"\n", C, "several newlines form one TokenQuotedNewline")
inv("string_multiline_two_strings.hcl", "a = \"x\ny\"\nb = \"p\nq\"\n", C, "every quoted newline is reported (no limit), parser errors only for the first")
inv("string_backslash_before_newline.hcl", "a = \"x\\\n\"\n", C, "backslash directly before a newline inside quotes")
inv("string_escaped_quote_unclosed.hcl", "a = \"\\\"\n", C, "\"\\\" : the quote is escaped so the newline is inside the string")
inv("string_multiline_in_block.hcl", "blk {\n  a = \"x\ny\"\n}\n", C, "multi-line quoted string inside a block")
inv("string_multiline_in_interp_string.hcl", "a = \"${\"\n\"}\"\n", C, "a quoted string nested in an interpolation spans a newline")

# -- unclosed constructs -------------------------------------------------------
C = "unclosed: block"
inv("unclosed_block.hcl", "blk {\n  a = 1\n", C, "multi-line block never closed: Subject = '{', no Context")
inv("unclosed_block_labels.hcl", "blk \"x\" \"y\" {\n  a = 1\n", C, "unclosed labelled block")
inv("unclosed_block_at_brace.hcl", "blk {", C, "EOF right after '{'")
inv("unclosed_block_nested_inner.hcl", "a {\n  b {\n    c = 1\n", C, "two unclosed blocks: only the innermost is reported")
inv("unclosed_block_nested_outer.hcl", "a {\n  b {\n    c = 1\n  }\n", C, "inner closed, outer unclosed")
inv("unclosed_block_single_line.hcl", "blk { a = 1", C, "single-line block at EOF: Subject '{', Context type..'{'")
C = "unclosed: tuple/paren/object/call"
inv("unclosed_tuple.hcl", "a = [1, 2", C, "tuple at EOF after an item")
inv("unclosed_tuple_newline.hcl", "a = [1, 2\n", C, "tuple, newline then EOF (newlines ignored in tuples)")
inv("unclosed_tuple_after_comma.hcl", "a = [1,\n", C, "tuple at EOF after a comma -> Missing expression")
inv("unclosed_tuple_open_only.hcl", "a = [", C, "'[' then EOF -> Missing expression")
inv("unclosed_paren.hcl", "a = (1 + 2", C, "paren at EOF -> Unbalanced parentheses (zero-width at EOF)")
inv("unclosed_paren_newline.hcl", "a = (1 + 2\n", C, "paren, newline, EOF")
inv("unclosed_paren_open_only.hcl", "a = (", C, "'(' then EOF -> Missing expression")
inv("unclosed_object.hcl", "a = {b = 1", C, "object at EOF right after a value -> Unterminated object constructor")
inv("unclosed_object_newline.hcl", "a = {\n  b = 1\n", C, "object, newline, EOF -> Missing expression (waiting for a key)")
inv("unclosed_object_after_key.hcl", "a = {b", C, "object at EOF after a key")
inv("unclosed_object_open_only.hcl", "a = {", C, "'{' then EOF -> Missing expression")
inv("unclosed_call.hcl", "a = f(1, 2", C, "function call at EOF -> Unterminated function call", v224_differs=True, v224_replace=TYPO_FIX, note=TYPO_NOTE)
inv("unclosed_call_newline.hcl", "a = f(1\n", C, "function call, newline, EOF", v224_differs=True, v224_replace=TYPO_FIX, note=TYPO_NOTE)
inv("unclosed_call_in_block.hcl", "blk {\n  a = upper(\"x\"\n", C, "unterminated call inside a block", v224_differs=True, v224_replace=TYPO_FIX, note=TYPO_NOTE)
inv("unclosed_call_open_only.hcl", "a = f(", C, "'f(' then EOF -> Missing expression")
C = "unclosed: template/heredoc"
inv("unclosed_quoted_string.hcl", "a = \"abc", C, "quoted string at EOF: zero-width Subject at EOF, Context from first content token")
inv("unclosed_quoted_string_empty.hcl", "a = \"", C, "lone opening quote at EOF")
inv("unclosed_interp_quoted_eof.hcl", "a = \"${b", C, "interpolation at EOF inside quotes: Subject = template start")
inv("unclosed_interp_after_literal.hcl", "a = \"abc ${b", C, "Subject is the template's FIRST token (the literal 'abc '), not the '${'")
inv("unclosed_interp_heredoc_eof.hcl", "a = <<EOT\n${b\n", C, "interpolation at EOF inside a heredoc")
inv("unclosed_heredoc.hcl", "a = <<EOT\nhello\n", C, "heredoc without closing marker")
inv("unclosed_heredoc_marker_at_eof.hcl", "a = <<EOT\nhello\nEOT", C, "closing marker at EOF without a newline is not recognised (terraform#31450)")
inv("unclosed_heredoc_flush_marker_at_eof.hcl", "a = <<-EOT\n  hello\n  EOT", C, "same for a flush heredoc with an indented marker")
inv("unclosed_heredoc_no_content.hcl", "a = <<EOT\n", C, "heredoc opener then EOF")
inv("unclosed_heredoc_content_no_newline.hcl", "a = <<EOT\nhello", C, "heredoc content without final newline")
inv("unclosed_heredoc_marker_suffix.hcl", "a = <<EOT\nhello\nEOTX\n", C, "a line 'EOTX' is content, not the marker")
inv("unclosed_heredoc_marker_with_text.hcl", "a = <<EOT\nhello\nEOT b\n", C, "marker line with trailing text is content")
inv("unclosed_heredoc_marker_with_comment.hcl", "a = <<EOT\nhello\nEOT # c\n", C, "marker followed by a comment on the same line is content")
inv("unclosed_heredoc_marker_after_interp.hcl", "a = <<EOT\n${x}EOT\n", C, "marker text after an interpolation on the same line is content")
inv("unclosed_heredoc_second.hcl", "a = <<EOT\nx\nEOT\n\nb = <<EOT\ny\n", C, "second heredoc in the file unterminated")
inv("heredoc_opener_trailing_space.hcl", "a = <<EOT \nhello\nEOT\n", C, "'<<EOT ' (space before newline) is not a heredoc: '<' '<' ident; later lines become body items")
inv("heredoc_opener_at_eof.hcl", "a = <<EOT", C, "'<<EOT' without newline is not a heredoc opener")
inv("heredoc_opener_no_marker.hcl", "a = <<\nhello\n", C, "'<<' without a marker identifier")
C = "unclosed: for expression"
inv("unclosed_for_tuple.hcl", "a = [for v in x: v", C, "unclosed tuple-for at EOF -> 'Extra characters after the end' (zero width at EOF)")
inv("unclosed_for_object_newline.hcl", "a = {for k, v in x: k => v\n", C, "unclosed object-for, newline, EOF")

# -- body structure ------------------------------------------------------------
C = "body: missing newline after argument"
inv("attr_missing_newline.hcl", "a = 1 2\n", C, "second value on the same line")
inv("attr_missing_newline_two_attrs.hcl", "a = 1 b = 2\n", C, "two attributes on one line")
inv("attr_missing_newline_in_block.hcl", "blk {\n  a = \"x\" \"y\"\n}\n", C, "inside a block; Context starts at the attribute name")
inv("attr_missing_newline_brace.hcl", "a = b {\n}\n", C, "'{' after a value (looks like a block)")
inv("attr_missing_newline_after_call.hcl", "a = f(1) (2)\n", C, "parenthesised expression after a call")
inv("attr_missing_newline_number_ident.hcl", "a = 1e\n", C, "'1e' lexes as number 1 + ident e")
inv("attr_missing_newline_hex.hcl", "a = 0x10\n", C, "no hex literals: '0' then ident 'x10'")
inv("attr_missing_newline_tilde_close.hcl", "a = b ~}\n", C, "stray '~}' is a TemplateSeqEnd token after a value")
inv("attr_missing_newline_recovery.hcl", "a = 1 2\nb = 3 4\nc = [1 2]\n", C, "recovery: after the first error only later non-suppressed errors appear")
C = "body: comma after argument"
inv("attr_comma_after.hcl", "a = 1,\n", C, "trailing comma after an argument")
inv("attr_comma_separated.hcl", "a = 1, b = 2\n", C, "comma-separated arguments")
inv("attr_comma_in_block.hcl", "blk {\n  a = \"x\",\n  b = \"y\"\n}\n", C, "comma after an argument inside a block")
C = "body: missing newline after block"
inv("block_missing_newline.hcl", "a {} b = 1\n", C, "attribute after an empty block on the same line")
inv("block_missing_newline_after_close.hcl", "a {\n}  b {\n}\n", C, "block after a closing brace on the same line")
inv("block_missing_newline_single_line.hcl", "a { b = 1 } c = 2\n", C, "text after a single-line block")
C = "body: single-line block"
inv("block_single_line_two_args.hcl", "blk { a = 1, b = 2 }\n", C, "comma: only one argument allowed")
inv("block_single_line_newline.hcl", "blk { a = 1\n}\n", C, "closing brace on the next line")
inv("block_single_line_eof.hcl", "blk { a = 1", C, "EOF after the argument")
inv("block_single_line_other.hcl", "blk { a = 1 b }\n", C, "other token after the argument")
inv("block_single_line_nested_block.hcl", "blk { inner {} }\n", C, "nested block inside: 'Argument definition required', Subject = ident..next token")
inv("block_single_line_nested_labelled.hcl", "blk { inner \"x\" {} }\n", C, "nested labelled block inside")
inv("block_single_line_two_idents.hcl", "blk { a b }\n", C, "ident followed by ident")
inv("block_single_line_ident_only.hcl", "blk { a }\n", C, "lone identifier: 'Argument or block definition required' (with '=' hint)")
inv("block_single_line_non_ident.hcl", "blk { 1 }\n", C, "non-identifier start: 'Argument or block definition required' (without hint)")
C = "body: invalid block definition"
inv("block_def_equals.hcl", "blk \"x\" = {\n}\n", C, "'=' after block labels")
inv("block_def_newline_before_brace.hcl", "blk \"x\"\n{\n}\n", C, "newline between the header and '{'")
inv("block_def_ident_newline.hcl", "blk lbl\n", C, "ident label then newline")
inv("block_def_other_token.hcl", "blk \"x\" 1 {\n}\n", C, "number where a label or '{' is expected")
inv("block_def_bracket.hcl", "blk \"x\" [\n", C, "'[' where a label or '{' is expected")
inv("block_def_eof_after_label.hcl", "blk \"x\"", C, "EOF after a label: 'other' form, zero-width at EOF")
inv("block_def_heredoc_label.hcl", "blk <<EOT\nx\nEOT\n{\n}\n", C, "heredoc where a label is expected: ident followed by heredoc -> argument-or-block required")
C = "body: argument or block required"
inv("body_ident_alone.hcl", "a\n", C, "identifier alone on a line (with '=' hint)")
inv("body_ident_newline_brace.hcl", "a\n{\n}\n", C, "identifier, newline, '{'")
inv("body_ident_at_eof.hcl", "a", C, "identifier at EOF")
inv("body_number_start.hcl", "1 = 2\n", C, "number where a body item should start (no hint)")
inv("body_equals_start.hcl", "= 1\n", C, "'=' where a body item should start")
inv("body_dotted_name.hcl", "a.b = 1\n", C, "dotted attribute name")
inv("body_indexed_name.hcl", "a[0] = 1\n", C, "indexed attribute name")
inv("body_stray_close_brace.hcl", "a {\n}\n}\nb = 1 2\n", C, "stray '}' at top level: reported, then the rest of the file is skipped")
inv("body_stray_open_brace.hcl", "{\n  a = 1\n}\n", C, "bare '{' at top level")
inv("body_condition_on_next_line.hcl", "a = b\n? c : d\n", C, "conditional continued on the next line at body level")
inv("body_operator_at_line_end.hcl", "a = 1 +\n2\n", C, "binary operator at end of line at body level: newline is an invalid expression token")
C = "body: quoted argument name"
inv("attr_quoted_name.hcl", "\"a\" = 1\n", C, "quoted attribute name")
inv("attr_quoted_block_type.hcl", "\"blk\" {\n}\n", C, "quoted block type (same diagnostic)")
inv("attr_quoted_name_recovery.hcl", "a = 1\n\"b\" = 2\nc = 1\nc = 2\n", C, "the top-level body recovers to EOF: the later (never-suppressed) redefinition is not reported")
inv("attr_quoted_name_in_block.hcl", "blk {\n  \"a\" = 1\n  x = 1\n}\nc = 1\nc = 2\n", C, "inside a block: recovery skips to the block's '}', then parsing continues (the redefinition is reported)")
C = "body: attribute redefined"
inv("attr_redefined.hcl", "a = 1\na = 2\n", C, "duplicate attribute; Detail embeds the first NameRange as file:line,col-col")
inv("attr_redefined_thrice.hcl", "a = 1\nb {\n  a = 1\n}\na = 3\na = 4\n", C, "each redefinition reported against the first; nested bodies are separate")
inv("attr_redefined_in_block.hcl", "blk {\n  x = 1\n  y = 2\n  x = 3\n}\n", C, "duplicate inside a block")

# -- expressions ---------------------------------------------------------------
C = "expr: missing/invalid expression"
inv("expr_missing_at_eof.hcl", "a =", C, "'=' then EOF")
inv("expr_missing_at_eof_space.hcl", "a = ", C, "'= ' then EOF")
inv("expr_missing_after_operator.hcl", "a = 1 +", C, "binary operator then EOF")
inv("expr_missing_after_minus.hcl", "a = -", C, "unary minus then EOF")
inv("expr_missing_after_bang.hcl", "a = !", C, "unary not then EOF")
inv("expr_invalid_newline.hcl", "a =\nb = 1\n", C, "newline right after '=': Invalid expression (Subject = newline token)")
inv("expr_invalid_close_paren.hcl", "a = )\n", C, "')' as an expression")
inv("expr_shift_operator.hcl", "a = b << 2\n", C, "'<<' not followed by identifier+newline is two '<' tokens: Invalid expression at the 2nd")
inv("expr_invalid_leading_dot_number.hcl", "a = .5\n", C, "'.5' is not a number literal")
inv("expr_invalid_in_object_value.hcl", "a = {b = }\n", C, "object value missing")
inv("expr_invalid_in_interpolation.hcl", "a = \"${}\"\n", C, "empty interpolation")
inv("expr_invalid_directive_condition.hcl", "a = \"%{ if }x%{ endif }\"\n", C, "empty if-directive condition")
C = "expr: conditional missing colon"
inv("cond_missing_colon.hcl", "a = b ? c\nd = 1\n", C, "Subject = the token after the true branch (here a newline)")
inv("cond_missing_colon_eof.hcl", "a = b ? c", C, "at EOF: zero-width Subject")
inv("cond_missing_colon_paren.hcl", "a = (b ? c)\n", C, "inside parentheses")
inv("cond_missing_colon_tuple.hcl", "a = [b ? c]\n", C, "inside a tuple")
inv("cond_missing_colon_interp.hcl", "a = \"${b ? c}\"\n", C, "inside an interpolation")
inv("cond_missing_colon_object.hcl", "a = {x = b ? c}\n", C, "inside an object")
inv("cond_missing_false_at_eof.hcl", "a = b ? c :", C, "colon then EOF -> Missing expression")
C = "expr: unbalanced parentheses"
inv("paren_two_values.hcl", "a = (1 2)\n", C, "Subject = the unexpected token, Context = '('..token")
inv("paren_in_interp.hcl", "a = \"${(1 2)}\"\n", C, "inside an interpolation")
inv("paren_closed_by_bracket.hcl", "a = [(1]\n", C, "paren closed by ']'")
inv("paren_unclosed_in_block.hcl", "blk {\n  x = (1\n}\n", C, "newlines are ignored in parens, so the block's '}' is the offending token")
C = "expr: number literal"
inv("number_two_dots.hcl", "a = 1.2.3\n", C, "1.2.3 is one NumberLit token that fails to parse")
inv("number_double_dot.hcl", "a = 1..2\n", C, "1..2 is one NumberLit token")
inv("number_exponent_then_dot.hcl", "a = 1.5e3.2\n", C, "exponent followed by '.digit'")
inv("number_trailing_dot.hcl", "a = 1.\n", C, "'1.' lexes as 1 and '.': Invalid attribute name")
inv("number_in_tuple.hcl", "a = [1, 2.3.4]\n", C, "invalid number inside a tuple")

# -- traversals -----------------------------------------------------------------
C = "traversal: legacy index"
inv("legacy_index_chain.hcl", "a = b.0.1\n", C, "'.0.1' lexes as number 0.1: Invalid legacy index syntax, Subject = the number")
inv("legacy_index_chain_then_attr.hcl", "a = b.0.1.c\n", C, "chain followed by an attribute")
inv("legacy_index_chain_without_operand.hcl", "a = .5.7\nb = (.5.7)\nc = \"${.5.7}\"\n", C,
    "a dot where an expression starts: the reference reads it as a step of its placeholder, so the chained "
    "indexes are reported too, even in recovery mode")
inv("legacy_index_exponent.hcl", "a = b.1.5e2\n", C, "number token with dot and exponent")
inv("legacy_index_in_splat.hcl", "a = b.*.c.0.1\n", C, "inside an attribute-only splat: quirk, Subject = the '*' token, not the number")
inv("legacy_index_in_parens.hcl", "a = (b.0.1)\n", C, "inside parentheses")
inv("legacy_index_in_interp.hcl", "a = \"${b.0.1}\"\n", C, "inside an interpolation")
inv("legacy_index_in_object.hcl", "a = {x = b.0.1}\n", C, "inside an object value")
C = "traversal: invalid attribute name"
inv("dot_at_line_end.hcl", "a = b.\nc = 1\n", C, "'.' followed by newline: Subject = the newline token")
inv("dot_at_eof.hcl", "a = b.", C, "'.' followed by EOF")
inv("dot_quoted_name.hcl", "a = b.\"c\"\n", C, "'.' followed by a quoted string")
inv("dot_bracket.hcl", "a = b.[0]\n", C, "'.' followed by '['")
inv("dot_double.hcl", "a = b..c\n", C, "'..'")
inv("dot_after_splat.hcl", "a = b.*.\n", C, "attribute-only splat then '.' + newline: quirk, Subject = the '*' token")
inv("dot_in_tuple.hcl", "a = [b., 1]\n", C, "trailing dot inside a tuple")
C = "traversal: splat"
inv("splat_nested_attr_only.hcl", "a = b.*.*\n", C, "nested attribute-only splat")
inv("splat_nested_attr_only_deep.hcl", "a = b.*.c.*.d\n", C, "nested attribute-only splat after an attribute")
inv("splat_full_missing_bracket.hcl", "a = b[*.c]\n", C, "'[*' not followed by ']': quirk, Subject = the ']' found by recovery")
inv("splat_full_missing_bracket_eol.hcl", "a = b[*\nc = 1\n", C, "'[*' then newline: Subject = EOF (recovery found no ']')")
C = "traversal: index"
inv("index_missing_bracket.hcl", "a = b[1 2]\n", C, "quirk: Subject = the ']' found by recovery (pointer aliasing), not the '2'")
inv("index_comma.hcl", "a = b[1, 2]\n", C, "comma inside an index")
inv("index_unclosed_eol.hcl", "a = b[1\nc = 1\n", C, "newlines are ignored inside '[', so recovery runs to EOF: Subject = EOF")
inv("index_empty.hcl", "a = b[]\n", C, "empty index -> Invalid expression at ']'")
inv("index_open_at_eof.hcl", "a = b[\n", C, "'[' newline EOF -> Missing expression")

# -- string escapes --------------------------------------------------------------
C = "escape sequence"
inv("escape_unknown_letter.hcl", "a = \"\\q\"\n", C, "unknown selector")
inv("escape_hex_style.hcl", "a = \"\\x41\"\n", C, "\\x is not supported")
inv("escape_single_quote.hcl", "a = \"\\'\"\n", C, "\\' is not supported")
inv("escape_space.hcl", "a = \"\\ \"\n", C, "backslash-space")
inv("escape_u_short.hcl", "a = \"\\u12\"\n", C, "\\u with 2 hex digits")
inv("escape_u_nonhex.hcl", "a = \"\\u12g4\"\n", C, "\\u with a non-hex digit")
inv("escape_U_short.hcl", "a = \"\\U2022\"\n", C, "\\U with 4 hex digits")
inv("escape_surrogate.hcl", "a = \"\\uD800\"\n", C, "surrogate code point: Cannot encode character U+d800")
inv("escape_above_max.hcl", "a = \"\\U00110000\"\n", C, "code point above U+10FFFF")
inv("escape_U_ffffffff.hcl", "a = \"\\UFFFFFFFF\"\n", C, "U+ffffffff")
inv("escape_multiple.hcl", "a = \"\\q \\z\"\nb = \"\\w\"\n", C, "every bad escape is reported, also after earlier ones")
inv("escape_after_interp.hcl", "a = \"${b} \\q\"\n", C, "bad escape after an interpolation")
inv("escape_in_block_label.hcl", "blk \"\\q\" {\n}\n", C, "bad escape in a block label")
inv("escape_in_object_key.hcl", "a = {\"\\q\" = 1}\n", C, "bad escape in a quoted object key")
inv("escape_in_broken_object_value.hcl", "c = {\n  s = \"h\\q\n", C, "bad escape in a string cut by a newline, as an object's value: reported though the object keeps no item from there")
inv("escape_in_broken_object_key.hcl", "a = {x = 1, \"\\q\" 2}\n", C, "bad escape in the key of an item missing its '='")
inv("escape_in_broken_operand.hcl", "a = {k = \"\\q\" + }\n", C, "bad escape in the left operand of an operation missing its right one")
inv("escape_in_broken_conditional.hcl", "a = x ? \"\\q\" 2\n", C, "bad escape in the true result of a conditional missing its false one")
inv("escape_in_parens_then_error.hcl", "a = (\"\\q\" 2)\nb = 1 2\nc = f(\n", C, "a bad escape makes the parenthesis around give up at the next error by reading to its ')' without a word; the reference is in recovery mode after it")
inv("escape_in_nested_parens_then_error.hcl", "a = f((\"\\q\" 2), 3)\nc}\n", C, "the same inside a call's argument: the call goes on after the ')'")
inv("escape_in_broken_for_header.hcl", "a = [for x in \"\\q\" 2]\n", C, "bad escape in the collection of a 'for' whose header breaks")

# -- for expressions ---------------------------------------------------------------
C = "for expression"
inv("for_object_keyword_after_newline.hcl", "a = {\nfor}\nb {\n  c = {\n\n  for }\n}\n", C,
    "the reference looks for 'for' past the newlines after '{': a brace closing right after it is a broken for")
inv("for_missing_var.hcl", "a = [for]\n", C, "For expression requires variable name after 'for'")
inv("for_number_var.hcl", "a = [for 1 in x: 1]\n", C, "number instead of the variable name")
inv("for_object_key_named_for.hcl", "a = {for = 1}\n", C, "'{for' always starts a for expression, so 'for' cannot be an object key")
inv("for_missing_value_var.hcl", "a = [for k, 1 in x: k]\n", C, "requires value variable name after comma")
inv("for_missing_in.hcl", "a = [for v on x: v]\n", C, "requires the 'in' keyword")
inv("for_in_as_value_name.hcl", "a = [for k, in x: k]\n", C, "'in' is read as the value name, so 'x' is where 'in' is expected")
inv("for_missing_colon.hcl", "a = [for v in x v]\n", C, "requires a colon after the collection")
inv("for_extra_chars.hcl", "a = [for v in x: v v]\n", C, "Extra characters after the end")
inv("for_extra_chars_after_if.hcl", "a = {for v in x: v => 1 if v x}\n", C, "extra characters after the condition")
inv("for_key_in_tuple.hcl", "a = [for k, v in x: k => v]\n", C, "Key expression is not valid when building a tuple")
inv("for_ellipsis_in_tuple.hcl", "a = [for v in x: v...]\n", C, "Grouping ellipsis cannot be used when building a tuple")
inv("for_key_and_ellipsis_in_tuple.hcl", "a = [for k, v in x: k => v...]\n", C, "both tuple errors reported")
inv("for_key_and_ellipsis_in_tuple_after_template.hcl", "a = [for x in y: x => \"${x}\" ...]\n", C, "the closing brace of a template sequence does not close the 'for' (both tuple errors, whole range)")
inv("for_object_missing_key.hcl", "a = {for v in x: v}\n", C, "Key expression is required when building an object")
inv("for_object_missing_key_with_condition.hcl", "a = {for v in x: v if v}\nb = 1 2\n", C, "the condition is read before the key is found missing; no recovery mode, so the next error is reported")
inv("for_empty_condition.hcl", "a = [for v in x: v if]\n", C, "'if' without a condition -> Invalid expression")
inv("for_missing_collection.hcl", "a = [for v in : v]\n", C, "missing collection expression")
inv("for_nested_error.hcl", "a = [for v in x: [for w in v w]]\n", C, "error in a nested for expression")
inv("for_in_block.hcl", "blk {\n  a = {for v in x: v}\n}\n", C, "for-expression error inside a block")

# -- template directives -----------------------------------------------------------
C = "template directive"
inv("directive_not_keyword.hcl", "a = \"%{ 1 }\"\n", C, "Invalid template directive (non-identifier after %{)")
inv("directive_empty.hcl", "a = \"%{}\"\n", C, "empty directive")
inv("directive_unknown_if.hcl", "a = \"%{ of true }x%{ endif }\"\n", C, "'of': suggestion \"if\", then the endif is unbalanced")
inv("directive_unknown_for.hcl", "a = \"%{ fro v in x }x%{ endfor }\"\n", C, "'fro': suggestion \"for\"")
inv("directive_unknown_else.hcl", "a = \"%{ els }\"\n", C, "'els': suggestion \"else\"")
inv("directive_unknown_endif.hcl", "a = \"%{ endi }\"\n", C, "'endi': suggestion \"endif\"")
inv("directive_unknown_no_suggestion.hcl", "a = \"%{ zzz }\"\n", C, "unknown keyword without a suggestion")
inv("directive_extra_endif.hcl", "a = \"%{ if true } x %{ endif y }\"\n", C, "Extra characters in endif marker")
inv("directive_extra_else.hcl", "a = \"%{ if true } x %{ else y } z %{ endif }\"\n", C, "Extra characters in else marker")
inv("directive_extra_for.hcl", "a = \"%{ for v in x y } x %{ endfor }\"\n", C, "Extra characters in for marker")
inv("directive_extra_if.hcl", "a = \"%{ if a b } x %{ endif }\"\n", C, "Extra characters in if marker")
inv("directive_if_missing_endif.hcl", "a = \"%{ if true }x\"\n", C, "Unexpected end of template: if without endif")
inv("directive_for_missing_endfor.hcl", "a = \"%{ for v in x }x\"\n", C, "Unexpected end of template: for without endfor")
inv("directive_lone_else.hcl", "a = \"%{ else }\"\n", C, "else outside if")
inv("directive_lone_endif.hcl", "a = \"%{ endif }\"\n", C, "endif outside if")
inv("directive_lone_endfor.hcl", "a = \"%{ endfor }\"\n", C, "endfor outside for")
inv("directive_double_else.hcl", "a = \"%{ if true }x%{ else }y%{ else }z%{ endif }\"\n", C, "second else")
inv("directive_else_in_for.hcl", "a = \"%{ for v in x }x%{ else }y%{ endfor }\"\n", C, "else inside for")
inv("directive_if_closed_by_endfor.hcl", "a = \"%{ if true }x%{ endfor }\"\n", C, "if closed by endfor")
inv("directive_for_closed_by_endif.hcl", "a = \"%{ for v in x }x%{ endif }\"\n", C, "for closed by endif")
inv("directive_lone_else_then_index.hcl", "a = \"%{ else }${x[1]}\"\n", C, "else outside if, then an index in an interpolation: read on after the directive")
inv("directive_lone_endif_between_text.hcl", "a = \"x%{ endif }y\"\n", C, "endif outside if between two runs of text")
inv("directive_lone_else_in_heredoc_then_index.hcl", "a = <<EOT\n%{ else }\n${x[1]}\nEOT\n", C, "else outside if in a heredoc, then an index")
inv("directive_lone_ends_then_escape.hcl", "a = \"x%{ endif }%{ else }y${x[1]}%{ endif }z\\q\"\n", C, "several stray directives, then a bad escape: the escape's error comes first")
inv("directive_if_closed_by_endfor_then_index.hcl", "a = \"%{ if a }x%{ endfor }y${x[1]}%{ endif }\"\n", C, "if closed by endfor, then an index and a stray endif")
inv("directive_if_closed_by_endfor_index_inside.hcl", "a = \"%{ if a }${x[1]}%{ endfor }${x[1]}\"\n", C, "if closed by endfor with indexes before and after")
inv("directive_for_closed_inside_if.hcl", "a = \"%{ for v in y }%{ if a }x%{ endfor }z%{ endif }\"\n", C, "an if closed by endfor inside a for, whose end is then an endif: each directive reported once")
inv("order_syntax_error_after_unpaired_directive.hcl", "a = \"%{ if a }x%{ endfor }y%{ endif }${[}\"\n", C, "a syntax error in a template after directives left unpaired: the reference reports it first")
inv("directive_for_body_name_in.hcl", "a = \"%{ for v in x }${ in${y} }%{ endfor }\"\n", C, "a variable named in, inside a for directive's body: a name, not the for's keyword")
inv("directive_if_body_name_if.hcl", "a = \"%{ if x }${ if$ }%{ endif }\"\n", C, "a variable named if, inside an if directive's body")
inv("for_collection_template_name_in.hcl", "a = [for v in \"${in$}\": v]\n", C, "a variable named in, in a template that is a for expression's collection")
inv("for_value_tuple_name_in.hcl", "a = [for v in x: [in $]]\n", C, "a variable named in, in a tuple that is a for expression's value")
inv("directive_open_then_cr_in_heredoc.hcl", "a = <<EOT\n%{ if true }\ry\nEOT\n", C, "a lone carriage return in a heredoc's if body: the rest is one invalid character, then the if is left open")
inv("directive_open_then_newline_in_string.hcl", "a = \"%{ if true }\ny\"\n", C, "a string broken by a newline in an if body: the if is left open at the quote read on to")
inv("directive_end_after_newline_in_string.hcl", "a = \"%{ for v in x }\n%{ endif }\"\n", C, "after the newline that broke the string, a directive is not read as one")
inv("directive_else_after_newline_in_string.hcl", "a = \"%{ if x }\n%{ else }%{ endif }\"\n", C, "after the newline that broke the string, directives are not paired")
inv("directive_for_number_var.hcl", "a = \"%{ for 1 in x }x%{ endfor }\"\n", C, "Invalid 'for' directive: variable name")
inv("directive_for_missing_value_var.hcl", "a = \"%{ for k, 1 in x }x%{ endfor }\"\n", C, "Invalid 'for' directive: value name after comma")
inv("directive_for_missing_in.hcl", "a = \"%{ for v on x }x%{ endfor }\"\n", C, "Invalid 'for' directive: 'in'")
inv("directive_in_heredoc.hcl", "a = <<EOT\n%{ if true }\nx\nEOT\n", C, "unbalanced if in a heredoc: Subject = the closing marker token")
inv("directive_in_block_label.hcl", "blk \"%{ if x }%{ endif }\" {\n}\n", C, "directives in a block label -> Invalid string literal per sequence")

# -- interpolation close errors --------------------------------------------------------
C = "template interpolation"
inv("interp_bracket_recovery_passes_over.hcl", "x = \"${ {a = 0 \"\\x\"} }\"\ny = \"${ [0 \"\\x\"] }\"\n", C,
    "a broken collection in an interpolation reads to its closer: the escape it passes over is not reported")
inv("directive_invalid_keyword_passes_over.hcl", "a = \"%{.0.0}\"\nb = \"%{ foo \"\\q\" }\"\n", C,
    "a directive without a keyword reads to its closing brace: nothing in between is reported")
inv("interp_extra_token.hcl", "a = \"${b c}\"\n", C, "Extra characters after interpolation expression (generic detail with $${ hint)")
inv("interp_extra_after_literal.hcl", "a = \"x ${b c}\"\n", C, "Context starts at the template's first token (the literal), not at '${'")
inv("interp_colon.hcl", "a = \"${b:c}\"\n", C, "colon-specific detail")
inv("interp_quote.hcl", "a = \"${b\"}\"\n", C, "quote inside the interpolation of a quoted template")
inv("interp_quote_newline.hcl", "a = \"${b\"\n", C, "quote then newline")
inv("interp_unclosed_paren.hcl", "a = \"${f(1}\"\nb = 2\n", C, "the brace closes the interpolation with its parenthesis open: the string ends at its quote, as the reference's scanner has it")
inv("interp_unclosed_bracket_then_items.hcl", "x {\n  a = \"${x[1} and ${y}\"\n  b = 2\n}\nc = 1\n", C, "an index left open in one interpolation; the next interpolation and the items after are read as usual")
inv("interp_stray_paren.hcl", "a = \"${a)}\"\nb = 2\n", C, "a closing parenthesis that opened nothing leaves the interpolation open")
inv("heredoc_interp_unclosed_paren.hcl", "a = <<EOT\n${f(1}\nEOT\nb = 2\n", C, "the same in a heredoc")
inv("interp_call_at_eof.hcl", "a = \"${f(\"y\", x\n", C, "the file ends inside a call inside an interpolation: the call is reported, not the string")
inv("directives_open_at_eof_in_call.hcl", "a = \"%{if x}%{if y}${f(a\n", C, "a call cut off inside two if directives: the call, then each directive left open")
inv("directives_open_at_quote.hcl", "a = \"%{if x}%{for y in z}\"\n", C, "every directive left open at the closing quote is reported, the innermost first")
inv("interp_extra_then_object_braces.hcl", "a = \"${b{}-x\"\nc = \"d\"\n", C, "after extra characters the reference skips to the sequence's end (braces of an object nest)")
inv("recovery_call_around_object_at_eof.hcl", "name = 1 2\npolicy = f({\n  V = [\n", C, "in recovery mode, the tuple and object cut off by the end of the file give up silently, and the call around them reports")
inv("heredoc_interp_unclosed_at_eof.hcl", "a = <<-EOT\n    x: y\n    z: ${a\n", C, "the subject is the heredoc's first line, its newline included (one token of the reference's)")
inv("interp_in_heredoc_extra.hcl", "a = <<EOT\n${b c}\nEOT\n", C, "extra token in a heredoc interpolation")
inv("interp_in_heredoc_colon.hcl", "a = <<EOT\n${b:c}\nEOT\n", C, "colon in a heredoc interpolation")
inv("interp_in_heredoc_unclosed.hcl", "a = <<EOT\n${b\nEOT\n", C, "the heredoc marker line inside an open interpolation is an identifier")
inv("interp_second_of_many.hcl", "a = \"${b} ${c d} ${e f}\"\n", C, "only the first bad interpolation is reported (recovery)")
inv("interp_shell_style.hcl", "cmd = \"echo ${HOME:-/root}\"\n", C, "shell parameter expansion inside a template")
inv("interp_namespace_missing_paren.hcl", "a = \"${b::c}\"\n", C, "namespaced name without call parens inside an interpolation",
    v224_differs=True, note=NS_NOTE,
    v224_diagnostics=[diag("Missing open parenthesis",
                           "Function selector must be followed by an open parenthesis to begin the function call.",
                           rng("interp_namespace_missing_paren.hcl", 1, 12, 11, 1, 13, 12),
                           rng("interp_namespace_missing_paren.hcl", 1, 8, 7, 1, 13, 12))])

# -- function calls --------------------------------------------------------------
C = "function call"
inv("call_missing_separator.hcl", "a = f(1 2)\n", C, "Missing argument separator")
inv("call_newline_separator.hcl", "a = f(1\n2)\n", C, "newlines are ignored in arguments, so '2' is the missing-separator token")
inv("call_semicolon_separator.hcl", "a = f(1; 2)\n", C, "semicolon separator: Invalid character + Missing argument separator")
inv("call_ellipsis_not_last.hcl", "a = f(x..., y)\n", C, "'...' must be followed by ')'")
inv("call_ellipsis_then_value.hcl", "a = f(x... y)\n", C, "'...' followed by another value")
inv("call_paren_separator_recovery.hcl", "a = f(2(0)\nc}\n", C, "a '(' as the separator is read before the recovery to ')', which then stops at the first ')': the next line is an item again")
inv("recovery_operand_missing_before_operator.hcl", "a = 1 2\nb = x ? * 1\n", C, "in recovery mode the missing operand before '*' is passed over and the operation read on; the conditional then misses its false result at the newline")
inv("recovery_operand_missing_before_question.hcl", "a = 1 2\nb = x ?? 1 : 0\nc = *? \"s\"\n", C, "in recovery mode, a missing operand before '?' makes a nested conditional (complete here), and the outer one misses its false result; after '*' a missing operand again")
inv("recovery_block_header_before_question.hcl", "EOT\nE m?g n\nb {\n  c d?e f\n}\n", C, "in recovery mode a block header broken at '?' ends its body item silently: no operation is read on from there")
inv("recovery_index_key_missing_in_conditional.hcl", "x\ne = a ? [1] []\nf = b[] ? 1\ng = f(a ? b[])\nh = x.y[] ? 1\ni = a + b[] ? 1\n", C, "in recovery mode an index missing its key takes its ']', and the conditional around misses its false result after it")
inv("call_paren_separator_after_comma.hcl", "a = f(y, 2(0)\nc}\n", C, "the same after an earlier argument, where the parse finds the error as its argument list would go on")
inv("call_paren_separator_in_for.hcl", "a = [for k in x : f(y, 2(0)]\n\nc}\n", C, "the same in a 'for' result: the call ends at its first ')', the 'for' at its ']'")
inv("call_paren_separator_nested.hcl", "x\na = f(2(0)\nc d\n", C, "after an earlier error, the line after a call whose separator is '(' is read as a body item")
inv("call_ellipsis_only.hcl", "a = f(...)\n", C, "'...' without an argument -> Invalid expression")
inv("call_leading_comma.hcl", "a = f(,)\n", C, "leading comma")
inv("call_double_comma.hcl", "a = f(1,,2)\n", C, "double comma")
inv("call_in_interp_missing_separator.hcl", "a = \"${f(1 2)}\"\n", C, "missing separator inside an interpolation")
inv("call_namespace_missing_name.hcl", "a = ns::\n", C, "'ns::' followed by a newline",
    v224_differs=True, note=NS_NOTE,
    v224_diagnostics=[diag("Missing function name",
                           "Function scope resolution symbol :: must be followed by a function name in this scope.",
                           rng("call_namespace_missing_name.hcl", 1, 9, 8, 2, 1, 9),
                           rng("call_namespace_missing_name.hcl", 1, 5, 4, 2, 1, 9))])
inv("call_namespace_number_name.hcl", "a = ns::1()\n", C, "'ns::' followed by a number",
    v224_differs=True, note=NS_NOTE,
    v224_diagnostics=[diag("Missing function name",
                           "Function scope resolution symbol :: must be followed by a function name in this scope.",
                           rng("call_namespace_number_name.hcl", 1, 9, 8, 1, 10, 9),
                           rng("call_namespace_number_name.hcl", 1, 5, 4, 1, 10, 9))])
inv("call_namespace_missing_paren.hcl", "a = ns::f\n", C, "'ns::f' without parentheses",
    v224_differs=True, note=NS_NOTE,
    v224_diagnostics=[diag("Missing open parenthesis",
                           "Function selector must be followed by an open parenthesis to begin the function call.",
                           rng("call_namespace_missing_paren.hcl", 1, 10, 9, 2, 1, 10),
                           rng("call_namespace_missing_paren.hcl", 1, 5, 4, 2, 1, 10))])
inv("call_namespace_leading.hcl", "a = ::f()\n", C, "'::' at expression start",
    v224_differs=True, note=NS_NOTE + " In v2.24 '::' is one token, so the Subject covers both colons.",
    v224_diagnostics=[diag("Invalid expression",
                           "Expected the start of an expression, but found an invalid expression token.",
                           rng("call_namespace_leading.hcl", 1, 5, 4, 1, 7, 6))])

# -- objects ----------------------------------------------------------------------
C = "object constructor"
inv("object_missing_value_comma.hcl", "a = {b,}\n", C, "key followed by comma: Missing attribute value")
inv("object_missing_value_newline.hcl", "a = {\n  b\n}\n", C, "key followed by newline: Missing attribute value")
inv("object_missing_separator_ident.hcl", "a = {b c}\n", C, "key followed by an identifier: long detail with the quoting hint")
inv("object_legacy_dotted_key.hcl", "a = {centos_7.2_ap-south-1 = \"ami\"}\n", C, "HCL1-style dotted key: 'centos_7' '.2' then identifier '_ap-south-1'")
inv("object_missing_separator_number.hcl", "a = {b 1}\n", C, "key followed by a number: short detail")
inv("object_missing_separator_string.hcl", "a = {b \"x\"}\n", C, "key followed by a string")
inv("object_missing_separator_brace.hcl", "a = {b}\n", C, "key followed by '}'")
inv("object_missing_separator_paren_key.hcl", "a = {(b) c}\n", C, "parenthesised key followed by an identifier")
inv("object_missing_attr_separator.hcl", "a = {b = 1 c = 2}\n", C, "Missing attribute separator")
inv("object_semicolon_separator.hcl", "a = {b = 1; c = 2}\n", C, "semicolon separator")
inv("object_unterminated_after_key.hcl", "a = {b = 1, c", C, "EOF after a key")
inv("object_unterminated_after_value.hcl", "a = {b = 1 c", C, "EOF after value + identifier: Missing attribute separator (not unterminated)")
inv("object_newline_after_equals.hcl", "a = {b =\n 1}\n", C, "newline after '=' inside an object is significant")
inv("object_operator_across_newline.hcl", "a = {\n  b = 1 +\n    2\n}\n", C, "newlines are significant in objects")
inv("object_leading_comma.hcl", "a = {b = 1\n,c = 2}\n", C, "comma at the start of a line")
inv("object_empty_key.hcl", "a = {= 1}\n", C, "no key")
inv("object_in_block.hcl", "blk {\n  tags = {\n    Name = \"x\"\n    Env \"prod\"\n  }\n}\n", C, "missing '=' inside a nested object in a block")

# -- tuples -----------------------------------------------------------------------
C = "tuple constructor"
inv("tuple_missing_separator.hcl", "a = [1 2]\n", C, "Missing item separator")
inv("tuple_missing_separator_later.hcl", "a = [1, 2 3, 4]\n", C, "missing separator after several items")
inv("tuple_leading_comma.hcl", "a = [,]\n", C, "lone comma")
inv("tuple_double_comma.hcl", "a = [1,,2]\n", C, "double comma")
inv("tuple_missing_separator_newline.hcl", "a = [\n  1\n  2\n]\n", C, "newlines do not separate tuple items")

# -- block labels -------------------------------------------------------------------
C = "block label"
inv("label_interpolation.hcl", "blk \"${x}\" {\n}\n", C, "Invalid string literal: template sequences not allowed ($)")
inv("label_directive.hcl", "blk \"%{if x}y%{endif}\" {\n}\n", C, "template directives not allowed (%), each reported")
inv("label_second_interpolation.hcl", "blk \"a\" \"${b}\" \"${c}\" {\n}\n", C, "each bad label reported")
inv("label_unterminated_eof.hcl", "blk \"x", C, "Unterminated string literal + Invalid block definition at EOF")
inv("label_newline.hcl", "blk \"x\ny\" {\n}\n", C, "newline inside a label: lexer diag + 'This item is not valid in a string literal'")
inv("label_unclosed_brace.hcl", "blk \"x {\n}\n", C, "label missing its closing quote")

# -- deep nesting ---------------------------------------------------------------------
C = "deep nesting"
inv("nesting_200_brackets_unclosed.hcl", "a = " + "[" * 200 + "\n", C, "200 nested '[' never closed")
inv("nesting_200_parens_one_short.hcl", "a = " + "(" * 200 + "1" + ")" * 199 + "\n", C, "200 '(' but 199 ')'")
inv("nesting_100_objects_unclosed.hcl", "a = " + "{b = " * 100 + "1" + "}" * 99 + "\n", C, "100 nested objects, one '}' missing")
inv("nesting_60_blocks_unclosed.hcl", "".join("  " * i + f"b{i} {{\n" for i in range(60)) + "".join("  " * i + "}\n" for i in range(59, 0, -1)), C, "60 nested blocks, outermost unclosed")

# -- mixed / recovery -------------------------------------------------------------------
C = "recovery (several errors)"
inv("recovery_mixed_errors.hcl",
    "a = 1 2\nb = 3 4\nc = [1 2]\nd = f(1 2)\ne = {x 1}\nf = 1.2.3\ng = \"\\q\"\nh = (1\ni = b.0.1\n"
    "j \"x\" = {\n}\nk\n{\n}\nl = 1\nl = 2\n",
    C, "which errors survive recovery mode (see README)")
inv("recovery_lexer_after_parser.hcl", "a = (1\nb = 2 & 3\nc = 'x'\n", C, "lexer diagnostics are always reported, before parser diagnostics")
inv("recovery_guarded_vs_unguarded.hcl",
    "a = 1 2\nb = [1 2]\nc = x ? y\nd = f(1 2)\ne = \"%{ endif }\"\nf = [for v in x: v...]\ng = {x 1}\n"
    "h \"x\" = {\n}\ni { j = 1, k = 2 }\nl = m.0.1\nn = 1.2.3\no = \"\\q\"\nq = r.\ns = \"${t u}\"\np = 1\np = 2\n",
    C, "after the first error, diagnostics guarded by the parser's recovery flag disappear (b, g, s) while unguarded ones remain (see README)")
inv("recovery_blocks.hcl", "x {\n  a = 1 2\n}\ny {\n  b = [1 2]\n}\nz {\n  c = 1\n  c = 2\n}\n", C, "recovery mode is global: errors in later blocks are suppressed, redefinitions are not")

# -- robustness conformance (issue 14) ---------------------------------------------------
C = "expr: missing/invalid expression"
inv("splat_star_in_tuple.hcl", "a = [*]\n", C, "a tuple cannot start with '*': Invalid expression at the star")
inv("splat_star_in_tuple_spaced.hcl", "a = [ * ]\n", C, "'[ * ]' is not a splat without an operand: Invalid expression at the star")
inv("splat_star_in_tuple_item.hcl", "a = [*, 1]\n", C, "'*' as a tuple's first item")
inv("interp_eof_in_heredoc.hcl", "a = <<EOT\n${\n", C, "the file ends inside an interpolation in a heredoc: Missing expression")
inv("interp_eof_in_quoted.hcl", "a = \"${", C, "the file ends right after '${' in a quoted string: Missing expression")
C = "body: argument or block required"
inv("body_for_object_at_top.hcl", "{for x in y: x}\n", C, "a for expression as a body item: the subject is the brace alone")
inv("body_for_object_at_top_newline.hcl", "{\nfor x in y: x}\n", C, "a for expression split over lines as a body item")
C = "recovery (several errors)"
inv("recovery_name_items_after_error.hcl", "a = 1 2\nfoo.bar = 1\nx.y = 2\n", C,
    "after the first error, each later item that is a name followed by something else is still reported")
inv("recovery_missing_value_then_items.hcl", "a = \nb.c = 1\nd(1)\n", C,
    "a missing value does not join the next line: the later items are reported")
inv("recovery_repeated_missing_values.hcl", "a = \na = \na = \na = \n", C,
    "each later attribute still exists, so each is redefined")
inv("recovery_in_block_then_items.hcl", "b {\n a = 1 2\n c.d = 1\n}\ne.f = 1\n", C,
    "recovery inside a block, then name items inside and after it")
inv("recovery_unbalanced_paren_then_items.hcl", "a = (1\nfoo.bar = 1\nz(1)\n", C,
    "the reference's recovery from an unclosed parenthesis resumes at a point this parser does not model")
inv("recovery_unbalanced_paren_resumes.hcl", "a = (1\nb = 2\nc = 3 4\n", C,
    "the reference takes the token after an unclosed parenthesis for its closer and resumes on the next line")
inv("recovery_unbalanced_paren_in_block.hcl", "x {\n a = (1\n b = 2\n c = 1 2\n}\nd = 3 4\n", C,
    "an unclosed parenthesis in a block: the block's items and the items after it are parsed")
inv("recovery_unbalanced_paren_twice.hcl", "a = (1\nb = 2\nc = (3\nd = 4\ne = 5 6\n", C,
    "two unclosed parentheses: each is reported, and the lines after them are items")
inv("recovery_tuple_of_a_closer.hcl", "a = [)\nb = [\n]\nd = f(\n", C,
    "a tuple holding only a stray ')': the reference's recovery looks for its ']' to the end of the file")
inv("recovery_index_of_a_dot.hcl", "a = try(each[.value.p, v, false)\nb = try(x,\n", C,
    "an index starting with a dot: the reference's recovery looks for its ']' to the end of the file")
inv("recovery_call_at_eof.hcl", "a = ?\nc = f(x,\n", C,
    "in recovery mode a missing argument is passed over silently, and the call then reports the end of the file")
inv("recovery_paren_at_eof.hcl", "a = ?\nc = ([\n", C,
    "in recovery mode the tuple gives up silently at the end of the file, and the parenthesis then reports it")
inv("recovery_conditional_at_newline.hcl", "a = ?\nc = x ?\nd = 1 2\n", C,
    "in recovery mode a missing true result is passed over, and the conditional reports its missing false result")
inv("recovery_for_object_key_at_eof.hcl", "a = ?\nc = {for x in y: x +", C,
    "in recovery mode a 'for' expression cut short still finds its object key missing")
inv("recovery_object_value_then_items.hcl", "a = {\n  b = \n}\nc = merge(x, {\n", C,
    "recovery from an error in an object's value leaves the object: the next argument is parsed as such")
inv("recovery_call_object_value.hcl", "a = f(1, {b = ?}, 4)\nb = f(\n", C,
    "recovery from an error inside nested brackets resumes after the argument")
inv("recovery_dollar_before_braces.hcl", "a = ${x}\nb = f(\n", C,
    "a '$' outside a template: recovery skips its braces to the end of the line, not just the '$'")
inv("recovery_template_call_to_eof.hcl", "a = \"${f(x}\"\nb = g(1\n", C,
    "an error in a call inside an interpolation: the call's recovery reads to the end of the file")
inv("recovery_template_brace_in_call.hcl", "a = \"${f(x{)}\"\nb = 1\n", C,
    "a brace inside a call inside an interpolation: nothing reported at the argument's name afterwards")
inv("recovery_unterminated_string_in_call.hcl", "a = !\np = f(\"\n", C,
    "in recovery mode a string broken by the end of the file is passed over, and the call reports it")
inv("recovery_unterminated_string_closed_later.hcl", "a = !\np = (\"\nb = \"\n", C,
    "in recovery mode a broken string reads to its closing quote, and the parenthesis goes on after it")
inv("recovery_unterminated_string_skips_item.hcl", "e = \"\ne\"\"\"{\nc", C,
    "a string broken by a newline reads to its closing quote, then the argument to its end (here the file's)")
inv("recovery_object_gives_up_in_call.hcl", "a = !\ns = f({a 2\n", C,
    "in recovery mode an object gives up at its broken item, and the call around reports the end of the file")
inv("recovery_missing_operand_before_closer.hcl", "a = !\ns = f(}\nt = 1\nu = (]\n", C,
    "in recovery mode a missing argument is passed over, and the call or parenthesis reports the closer after it")
inv("recovery_tuple_then_operand.hcl", "a = !\ns = ([1 2] 3)\n", C,
    "in recovery mode a tuple gives up at its closing bracket, and the parenthesis reports the token after it")
inv("recovery_call_reads_on_after_comma.hcl", "a = [for  in x : y]\nb = f(, 1 2)\nc = g(,\n", C,
    "in recovery mode a call reads on past a missing argument and its comma: the next separator, or the end of "
    "the file, is reported")
inv("recovery_open_tuple_object_in_call.hcl", "a = [for  in x : y]\nb = f({*c)\nd = ([,\n", C,
    "in recovery mode an object or tuple left open reads to the end of the file, where the call or parenthesis "
    "around reports it")
inv("recovery_keyless_index_takes_token.hcl", "a = f(x$y, z)\nb = f(x[, {})\nc = f(x!:y)\n", C,
    "in recovery mode an index missing its key takes the next token for its ']', the call then reports a missing "
    "separator and reads to its ')', and the next line reports its own")
inv("recovery_placeholder_step_without_name.hcl", "e\np=(.s.t[1].+ 2\nq = *.\n", C,
    "in recovery mode a missing operand's placeholder takes steps: a dot without a name is reported there")
inv("recovery_for_result_missing.hcl",
    "a = [for  in x : y]\nb = [for k in x : => y ...]\nc = {for k in x : ...}\nd = {for k in x :\n}\n", C,
    "in recovery mode a 'for' missing its result reads on: a key in a tuple 'for', a grouping '...' in one, or a "
    "missing key in an object 'for' is reported")
inv("recovery_tuple_in_sequence_skips_to_closer.hcl", "a = \"${ [0 \"\\x\"] } ${\"\\q\"}\"\n", C,
    "a tuple broken inside a template sequence reads to its ']' (its escapes unreported), and the template goes "
    "on after it")
inv("recovery_object_value_read_on.hcl", "t\nn=t({= 1\n a = 2\n b = 3 }.c, 5 6)\nm = f({: 1 2}, 3 4)\n", C,
    "in recovery mode an object whose key is missing reads its value and items on, gives up at its brace, and the "
    "call around reads on after it")
inv("recovery_object_items_read_on.hcl",
    "t\nn=t({e=\n  f = 1\n  g = 2 3\n}, 4 5)\nm = t({e= 1 +}.x + 2 3)\nk = t({e=, f = 1}, 4 5)\n", C,
    "in recovery mode an object whose value is missing reads its further items on, gives up or closes at its "
    "brace, and the call around reads on after it")
inv("recovery_splat_takes_token.hcl", "a = ,\nb = f(x[* 2].c + 1 2)\nc = [x[* 2] 3]\nd = (\n", C,
    "in recovery mode a splat takes the token after its '*' for its ']', and the argument ends at the next")
inv("recovery_index_key_operation.hcl", "a = ,\nb = f(x[? 2 : 1] 3)\nc = x[?0]\n", C,
    "in recovery mode an index whose key starts with an operator reads the operation on and takes the token after "
    "it for its ']'")
inv("recovery_keyless_index_after_step.hcl", "a = try(x$y, z)\nb = try(e.e, v.e[, {})\n", C,
    "in recovery mode an index missing its key after a step takes the next token for its ']'")
inv("recovery_for_gives_up_at_closer.hcl", "a = ,\nb = f([for k, v in l]s : c], 1)\n", C,
    "in recovery mode a broken 'for' gives up at its closing bracket, and the call reads on after it")
inv("for_tuple_arrow_then_no_result.hcl", "a = [for k, v in l : c=>.e(1)]\nb = 1\nb = 2\n", C,
    "after '=>' in a tuple 'for' a token that cannot start the result: that error, not the key's")
inv("object_item_after_missing_false.hcl", "t = {\n  E = l?e\n  ) G = \"x\"\n}\nb = 1\nb = 2\n", C,
    "a conditional missing its false result at an object item's newline: the object goes on, and the next key "
    "cannot start")
inv("conditional_missing_false_token_kept.hcl", "a = x ? [b?c] : []\n}\n", C,
    "a conditional missing its false result before a ']' that a ':' follows: the tuple takes the ']' (no token is "
    "skipped), and the stray brace is reported")
inv("splat_missing_bracket_skips_file.hcl", "o {\n  v = x[*id\n}\np {\n  d=>n = \"x\"\n}\n", C,
    "a full splat without its ']' reads to the end of the file: the later item's error is not reported")
inv("for_object_brace_subject.hcl", "a = {\n b = 1\n}{for\n}\n", C,
    "the '{' of a 'for' object after an argument: the subject is the brace alone")
inv("label_broken_by_newline_escape.hcl", "o \"a\n\\e\" \"b\\q\" {\n  x = \"\\p\"\n}\n", C,
    "a label broken by a newline reads to its closing quote: an escape before it is not reported, later ones are")
inv("recovery_object_in_directive_skips_to_closer.hcl", "a = \"%{ if {\"\" = 0\"\\x\"} }%{ endif }\"\n", C,
    "an object broken inside an 'if' directive reads to its '}', and the directive is then paired")
C = "expr: conditional missing colon"
inv("name_in_before_bracket.hcl", "s = in]\nt = if,\n", C,
    "'in' and 'if' outside 'for' and 'if' are names: what follows them is not a missing expression")
inv("splat_before_bracket.hcl", "s = x.*]\n", C,
    "the star of an attribute splat is not a multiplication: what follows it is not a missing expression")
inv("template_if_variable_then_dollar.hcl", "s = \"${if${\"\n", C,
    "'if' names a variable inside an interpolation: the '$' after it is an extra character")
inv("template_eof_in_tuple_start.hcl", "s = \"${[\n", C,
    "the file ends in a '[' just opened in an interpolation: its missing expression is reported")
inv("template_eof_after_dot.hcl", "s = \"${x.", C,
    "the file ends after a dot in an interpolation: the attribute name is missing")
inv("template_eof_in_splat.hcl", "s = \"${x[*", C,
    "the file ends inside '[*' in an interpolation: the splat's bracket is missing")
inv("template_eof_after_for.hcl", "s = \"${[for", C,
    "the file ends after '[for' in an interpolation: the 'for' expression is reported")
inv("label_sequence_to_end_of_file.hcl", "b\"${\nc = (\n", C,
    "a label whose template sequence runs to the end of the file: the header ends there, with nothing more")
inv("recovery_brace_closes_brackets.hcl", "f(x[-\n\"s\"x}\nc = (\n", C,
    "a closing brace ends the brackets open before it, so the newline after it ends the skipped item")
inv("recovery_block_then_junk.hcl", "b {} x y\nc = (\n", C,
    "after a block, text on its line is skipped to the line's end; the next line is an item again")
inv("template_sigil_at_end_of_file.hcl", "a = \"x$", C,
    "a '$' ending the file inside a quoted string is an invalid character, as it opens nothing")
inv("heredoc_sigil_at_end_of_file.hcl", "a = <<EOT\nx %", C,
    "a '%' ending the file inside a heredoc is an invalid character, as it opens nothing")
inv("cond_missing_colon_call_args.hcl", "a = f(b ? c, d ? e)\n", C,
    "no recovery mode after a missing false result: a later argument reports its own")
inv("cond_missing_colon_comma.hcl", "a = x ? 1, 0\n", C, "a comma after the true result: the argument also ends wrongly")
inv("cond_missing_colon_extra_token.hcl", "a = x ? 1  0\nb = \n", C,
    "a token after the true result: the argument also lacks its newline, then recovery mode")
inv("cond_missing_colon_nested.hcl", "a = b ? c ? d\n", C, "both conditionals end without a false result")
inv("cond_missing_colon_not_recovery.hcl", "a = b ? c\nd = [1 2]\n", C,
    "no recovery mode after a missing false result: a later error is reported")
inv("cond_missing_colon_paren_recovers.hcl", "a = (b ? c) + (d ?)\n", C,
    "parentheses recover after any error inside them")
inv("cond_missing_colon_then_error.hcl", "a = b ? c\nd = \n", C, "a later missing value is still reported")
inv("cond_missing_colon_unclosed_block.hcl", "a {\n  b = x ? y\n  c = 1\n", C,
    "a later unclosed block is still reported")
C = "body: single-line block"
inv("oneline_argument_definition_required_recovery.hcl", "a { x y\n  z = 1\n}\nc = 1 +\n", C,
    "a broken single-line block's recovery ends at its brace; later errors are in recovery mode")
inv("oneline_broken_argument_brace_next_line.hcl", "a { = 1\n}\nb = 1 +\n", C,
    "a single-line block without an argument name, closed on the next line")
inv("oneline_broken_argument_then_newline.hcl", "terraform {\n  required_version {= \">= 1.0\"\n\n  b = 1\n}\n", C,
    "a single-line block's broken argument runs to the newline; the outer block goes on")
inv("oneline_value_error_skips_the_item.hcl", "r { a = {\n  v = 1 2\n  }\n  t = 1\n}\n", C,
    "an error reported in the value leaves the reference in recovery mode: it skips to the end of the item, "
    "and the newline after the value is not reported")
inv("oneline_value_error_then_brace.hcl", "r { a = {\n  v = \\\n  }\n}\nb = 1\n", C,
    "the same with the block's brace next: the block closes there")
inv("oneline_open_bracket_then_blank_line.hcl", "p {[{\n  r = 1\n}\n\nd {}\n}\n", C,
    "a bracket where the argument should start: the recovery reads to the line's end, where a blank line "
    "follows: the block reports that newline before its argument's error")
inv("oneline_open_bracket_newline_hidden.hcl", "p {[{}\n\n", C,
    "the same where the newline after the bracket's line is one the unclosed bracket hides from the grammar")
inv("oneline_open_bracket_then_argument.hcl", "q {[\n  r = 1\n\n\nd {}\n", C,
    "a bracket alone on the block's line: the recovery ends at its newline, and nothing more is reported")
inv("oneline_conditional_missing_false.hcl", "r { a = 1 ? 2\n  t = 1\n}\ns { a = 1 ? 2 ? 3, t = 1 }\n", C,
    "a conditional missing its false result at the newline or comma: the block reports that token first, "
    "then each conditional (it does not leave recovery mode off)")
C = "diagnostic order"
inv("order_escape_before_unclosed_block.hcl", "a {\n  b = \"\\q\"\n", C,
    "a string's escape error precedes the unclosed block reported at the end of the file")
inv("order_escape_before_unterminated_tuple.hcl", "a = [\n  \"\\q\"\n", C,
    "a string's escape error precedes the unterminated tuple")
C = "recovery (several errors)"
inv("recovery_bad_token_skips_block.hcl", "a {\n  1\n  b = \"\\q\"\n  b = 2\n}\nc = x ? y\n", C,
    "a token no body item starts with skips the rest of the block, errors and redefinitions included")
inv("recovery_block_header_skips_line.hcl", "x  y.z\nb = 1 +\n", C,
    "a broken block header skips the rest of its line; later errors are in recovery mode")
inv("recovery_call_skips_to_end.hcl", "a = f(1 2\nb = (\nc = 1 +\n", C,
    "recovery from a broken call skips to its closing parenthesis: here the end of the file")
inv("recovery_missing_newline_keeps_next.hcl", "a = 1 2 3\nb = 2\nb = 3\n", C,
    "recovery from an argument that goes on ends at the newline: the next items are kept")
inv("recovery_nested_brackets.hcl", "a = [f(1 2), 3]\nb = 1\nb = 2\n", C,
    "recovery from an error in nested brackets ends at the argument's newline")
inv("recovery_reported_when_reached.hcl", "a = 1 +\nb = x ? y ? z\nc = f(1 2)\n", C,
    "errors reported even in recovery mode, in later items")
inv("recovery_stray_brace_skips_file.hcl", "}\na = 1\na = 2\nb = (\n", C,
    "a stray closing brace at the top level skips the rest of the file")
inv("recovery_trailing_dot_in_splat_later_item.hcl", "a = 1 +\nb = x.*.\n", C,
    "a splat's missing attribute name is not reported in recovery mode")
inv("recovery_trailing_dot_later_item.hcl", "a = 1 +\nb = x.\n", C,
    "a missing attribute name is reported even in recovery mode")
C = "expr: missing/invalid expression"
inv("dot_as_expression.hcl", "a = .\nb = 1\n", C,
    "a dot cannot start an expression, and then reads as a step lacking its attribute name")
inv("dot_as_expression_in_call.hcl", "a = f(.)\n", C, "a dot as a function's argument")
inv("dots_as_expression.hcl", "a = ..\n", C, "each of two dots lacks its attribute name")
C = "expr: conditional missing colon"
inv("conditional_missing_false_in_call_eof.hcl", "c = f(x ? y", C,
    "no recovery mode after the missing false result: the call then reports the end of the file")
inv("conditional_missing_false_in_tuple.hcl", "c = [x ? y z]\n", C,
    "no recovery mode after the missing false result: the tuple then reports its missing separator")
inv("conditional_missing_false_in_index_eof.hcl", "c = x[y ? z", C,
    "no recovery mode after the missing false result: the index then reports its missing bracket")
inv("conditional_missing_false_in_object_key.hcl", "c = {\n  a ? b = 1\n  d = 2\n}\n", C,
    "a conditional as an object key: the '=' after it goes on with the item")
C = "traversal: invalid attribute name"
inv("traversal_double_dot.hcl", "a = module..\nb = 1\n", C, "each of two dots lacks its attribute name")
inv("traversal_double_dot_in_splat.hcl", "a = module.*..\n", C,
    "after a splat's step without a name, the next dot is a step of its own")
C = "unclosed: template/heredoc"
inv("template_unpaired_after_misplaced.hcl", "a = \"%{ if a }%{ endfor }%{ endif }\"\n", C,
    "once the template ends, every directive left unpaired is reported, not only the first")
inv("template_if_unterminated_quoted.hcl", "c = \"%{if x}", C,
    "the file ends in a quoted template inside an if: the template, then the directive")
inv("template_if_unterminated_heredoc.hcl", "c = <<EOT\n%{if x}\n", C,
    "the file ends in a heredoc inside an if: the template, then the directive")
C = "for expression"
inv("for_object_missing_arrow_eof.hcl", "c = {for x in y: x", C,
    "after the extra-characters error the object key is found missing too")
inv("for_object_extra_token.hcl", "c = {for x in y: x y}\n", C,
    "extra characters, then the missing object key")
C = "block label"
inv("label_interpolation_then_newline.hcl", "filename  \"${path.module}/x\"\n}\n", C,
    "after a template sequence in a label, the header goes on and ends at the newline")
inv("label_interpolation_then_equals.hcl", "filename  \"${p}\" = 1\n", C,
    "after a template sequence in a label, the header ends at '='")
inv("label_multi_line_then_labels.hcl", "statement \"{\n  sid = 1\n  b = \"x\"\n", C,
    "a label running over lines ends at the next quote; a later label breaks the same way")
inv("label_interpolation_unterminated.hcl", "filename  \"${p}\" \"x", C,
    "after a template sequence in a label, the next label is unterminated")

C = "comment as newline"
inv("comment_newline_cond_missing_colon.hcl", "a = b ? c # note\nd = 1\n", C, "a '#' comment acting as the newline: Subject = the whole comment token (to column 1 of the next line)")
inv("comment_newline_block_def.hcl", "blk \"x\" // why\n{\n}\n", C, "'//' comment before the block's '{' on the next line")
inv("comment_newline_after_dot.hcl", "a = b. # c\n", C, "comment right after a dot")
inv("comment_newline_single_line_block.hcl", "blk { a = 1 # c\n}\n", C, "comment ends a single-line block's line")
inv("comment_newline_object_key.hcl", "a = {\n  b # c\n}\n", C, "comment after an object key")

C = "diagnostic order"
inv("order_escape_before_directive.hcl", "a = \"%{ endif }\\q\"\n", C, "template literal diagnostics (escapes) precede directive-structure diagnostics regardless of source order")
inv("order_single_line_body_last.hcl", "blk { a = \"\\q\", b = 2 }\n", C, "single-line block: the block's own diagnostic precedes the diagnostics of its body")
inv("order_redefined_after_item.hcl", "a = 1\na = \"\\q\" 2\n", C, "'Attribute redefined' comes after the item's own diagnostics although its Subject is earlier")

# ---------------------------------------------------------------------------
# VALID samples (tricky but accepted)
# ---------------------------------------------------------------------------
C = "heredoc"
val("heredoc_basic.hcl", "a = <<EOT\nhello\nworld\nEOT\n", C, "plain heredoc")
val("heredoc_flush_tabs.hcl", "a = <<-EOT\n\t\thello\n\t\t\tworld\n\tEOT\n", C, "flush heredoc indented with tabs")
val("heredoc_flush_em_space.hcl", "a = <<-EOT\n\u2003\u2003hello\n\u2003world\n\u2003EOT\n", C, "flush heredoc indented with U+2003 em spaces (1 column each)")
val("heredoc_flush_mixed_blank_lines.hcl", "a = <<-EOT\n    one\n\n      two\n    \n    three\n  EOT\n", C, "blank and whitespace-only lines are ignored for the indent minimum")
val("heredoc_flush_interp_line.hcl", "a = <<-EOT\n    x\n${y}\n    z\n    EOT\n", C, "a line starting with ${ counts as 0 indentation")
val("heredoc_indented_terminator.hcl", "blk {\n  a = <<EOT\n  hello\n    EOT\n}\n", C, "non-flush heredoc with an indented closing marker")
val("heredoc_marker_trailing_spaces.hcl", "a = <<EOT\nhello\n  EOT  \n", C, "marker line with surrounding spaces still closes")
val("heredoc_marker_tab_indent.hcl", "a = <<EOT\nhello\n\tEOT\n", C, "marker indented with a tab")
val("heredoc_marker_like_lines.hcl", "a = <<EOT\nEOTX\n EOT x\n${b}EOT\nxEOT\nEOT\n", C, "lines resembling the marker are content")
val("heredoc_nested_in_interpolation.hcl", "a = <<EOT\n${<<-EOT\n  hello\n  EOT\n}\nEOT\n", C, "heredoc with the same marker nested inside an interpolation")
val("heredoc_crlf.hcl", b"a = <<EOT\r\nhello\r\nEOT\r\nb = 1\r\n", C, "CRLF heredoc")
val("heredoc_empty.hcl", "a = <<EOT\nEOT\n", C, "empty heredoc")
val("heredoc_directives.hcl", "a = <<EOT\n%{ for x in xs ~}\n- ${x}\n%{ endfor ~}\n%{ if c }yes%{ else }no%{ endif }\nEOT\n", C, "directives and strip markers in a heredoc")
val("heredoc_no_escapes.hcl", "a = <<EOT\nC:\\path\\new \\q \\u12 \"quoted\"\nEOT\n", C, "backslashes are literal in heredocs")
val("heredoc_in_call_and_tuple.hcl", "a = f(<<EOT\nx\nEOT\n, [<<EOT\ny\nEOT\n])\n", C, "heredocs as call arguments and tuple items")
val("heredoc_two_same_marker.hcl", "a = <<EOT\nx\nEOT\nb = <<EOT\ny\nEOT\n", C, "two heredocs with the same marker")
val("heredoc_marker_names.hcl", "a = <<END_OF-TEXT\nx\nEND_OF-TEXT\nb = <<-\u00e9t\u00e9\ny\n\u00e9t\u00e9\n", C, "marker identifiers with '_', '-' and non-ASCII letters")
val("heredoc_dollar_percent.hcl", "a = <<EOT\n$$${x} %%{y} $ % $$ %%\nEOT\n", C, "escapes and lone $/% in a heredoc")
C = "template"
val("template_strip_markers.hcl", "a = \"x ${~ b ~} y %{~ if c ~} z %{~ endif ~}\"\n", C, "strip markers")
val("template_escapes.hcl", "a = \"$${x} %%{y} $$z %%w $ % \\n\\r\\t\\\"\\\\ \\u00e9 \\U0001F600 \\u0001d11e\"\n", C, "every valid escape and literal $/% forms")
val("template_nested_quotes.hcl", "a = \"${ {a = \"}\"}.a }\"\nb = \"${\"${\"x\"}\"}\"\nc = \"${\"\"}\"\n", C, "quotes and braces nested inside interpolations")
val("template_directives.hcl", "a = \"%{ for k, v in m }${k}=${v}%{ endfor }\"\nb = \"%{ if x }y%{ else }z%{ endif }\"\nc = \"%{if x}%{endif}\"\n", C, "for/if directives, empty bodies")
val("template_interp_multiline.hcl", "a = \"${\n  b +\n  c\n}\"\n", C, "newlines inside an interpolation are allowed")
val("template_special_chars.hcl", "a = \"\u201cquoted\u201d \u2018x\u2019 ; & | ~ ^ ` ' \U0001F600 \x00 \u00a0\"\n", C, "characters invalid in expressions are fine inside quotes")
val("template_empty_strings.hcl", "a = \"\"\nb = \"${\"\"}\"\nc = \"$\"\nd = \"%\"\n", C, "empty and degenerate strings")
C = "traversal"
val("legacy_index.hcl", "a = b.0.c\nd = e.0\nf = g.*.h.0\ni = j[0].k.1\n", C, "legacy .N index forms")
val("splats.hcl", "a = b.*.c\nd = e[*].f[0].g\nh = i[*][*]\nj = k.*[0]\nl = m[*].*.n\no = [1, 2][*]\n", C, "attribute-only and full splats")
val("index_forms.hcl", "a = b[\"c\"][0][d]\ne = f[\n  1 + 2\n]\ng = h[true][null]\n", C, "index forms, multi-line index")
C = "for expression"
val("for_all_options.hcl", "a = {for k, v in m : upper(k) => v... if v != null}\nb = [for i, x in l: x * i if i > 0]\nc = [for x in [for y in z: y]: x]\n", C, "for expressions with every option, nested")
val("for_multiline.hcl", "a = [\n  for x in xs :\n  x\n  if x\n]\nb = {\n  for k, v in m:\n  k => v\n}\n", C, "for expressions spread over lines")
val("for_keywords_as_names.hcl", "a = [for in in ins: in]\nb = [for if, for in x: if if for]\n", C, "'in', 'if', 'for' as variable names")
C = "function call"
val("call_forms.hcl", "a = f()\nb = f(1,)\nc = f(\n  1,\n  2\n)\nd = f(x...)\ne = f(1, [2]...)\nf = f(g(h()))\n", C, "empty, trailing comma, multi-line, expansion, nesting")
val("call_namespaced.hcl", "a = provider::aws::arn_parse(\"x\")\n", C, "namespaced function call (valid since v2.20)",
    v224_differs=True, note=NS_NOTE + " Valid in v2.24: no diagnostics.", v224_diagnostics=[])
val("call_namespaced_spaces.hcl", "a = ns :: f(1)\n", C, "spaces around '::' are tolerated",
    v224_differs=True, note=NS_NOTE + " Valid in v2.24: no diagnostics.", v224_diagnostics=[])
val("call_namespaced_in_interp.hcl", "a = \"${core::upper(b)}\"\n", C, "namespaced call inside an interpolation",
    v224_differs=True, note=NS_NOTE + " Valid in v2.24: no diagnostics.", v224_diagnostics=[])
C = "comments"
val("comments_everywhere.hcl",
    "# hash\n// slashes\n/* block */ a = /* inline */ 1 # trailing\nb { # after brace\n  c = [ # in tuple\n    1, // item\n    /* multi\n       line */ 2,\n  ]\n  d = { # in object\n    e = 1 # after item\n  }\n} // after block\nf = ( # in parens\n  1 +\n  2\n)\n/* last */", C, "comments in every position; a '#' comment acts as a newline")
val("comments_only.hcl", "# nothing here\n/* at all */\n// really\n", C, "file with only comments")
val("comment_eof_no_newline.hcl", "a = 1 # no newline at EOF", C, "line comment at EOF without newline terminates the attribute")
val("comment_block_spanning_lines_in_attr.hcl", "a = 1 + /*\n*/ 2\n", C, "a /* */ comment spanning lines does not terminate the attribute")
val("comment_bad_utf8.hcl", b"# \xff\xfe bad bytes in a comment\na = 1 /* \x80 */\n", C, "quirk: broken UTF-8 inside comments is not diagnosed")
C = "whitespace/encoding"
val("crlf_file.hcl", b"a = 1\r\nblk \"x\" {\r\n  b = [\r\n    1,\r\n  ]\r\n}\r\n# c\r\n", C, "CRLF line endings throughout")
val("bom_at_start.hcl", b"\xef\xbb\xbfa = 1\nb = \"x\"\n", C, "UTF-8 BOM at the very start is skipped")
val("bom_inside_string.hcl", b"a = \"\xef\xbb\xbfx\"\n", C, "a BOM inside a quoted string is ordinary content")
val("bom_only.hcl", b"\xef\xbb\xbf", C, "file that is only a BOM")
val("tabs.hcl", "blk {\n\ta\t=\t1\n\tb = [\t1,\t2\t]\n}\n", C, "tabs are ordinary whitespace")
val("empty_file.hcl", "", C, "empty file")
val("no_trailing_newline.hcl", "a = 1\nblk {\n}", C, "last item without trailing newline")
val("blank_lines.hcl", "\n\n\na = 1\n\n\n\nb = 2\n\n", C, "blank lines everywhere")
val("nul_in_string.hcl", b"a = \"x\x00y\"\n", C, "NUL inside a quoted string is accepted")
val("utf8_truncated_bom_ident.hcl", b"\xef\xbba = 1\n", C, "quirk: a truncated BOM is absorbed into the following identifier, no diagnostic")
C = "identifiers"
val("unicode_identifiers.hcl", "\u00e9t\u00e9 = 1\n\u043f\u0440\u0438\u0432\u0435\u0442 = 2\n\u540d\u524d = 3\n\u00fcber_\u00e0 = \u00e9t\u00e9\n", C, "non-ASCII identifiers")
val("identifier_dashes.hcl", "foo-bar = 1\na--b = 2\nc- = 3\n_x = 4\nd-1 = 5\ne = foo-bar - a--b\n", C, "dashes inside identifiers")
val("keywords_as_names.hcl", "for = 1\nin = 2\nif = 3\ntrue = 4\nnull \"x\" {\n}\nfalse {\n}\nendif = for\n", C, "keywords and literals as attribute/block names")
C = "blocks"
val("single_line_blocks.hcl", "a { b = 1 }\nc \"x\" \"y\" { d = [1, 2] }\ne { f = { g = 1, h = 2 } }\ni lbl { j = 1 }\n", C, "single-line block forms")
val("empty_blocks.hcl", "a {}\nb \"x\" {}\nc {\n}\nd lbl \"q\" {\n\n}\n", C, "empty blocks")
val("block_labels.hcl", "a \"f\\n\" {\n}\nb \"\\u00e9\\\"\\\\\" {\n}\nc bare \"quoted\" other {\n}\nd \"\" {\n}\ne \"$$x %%y\" {\n}\n", C, "quoted labels with escapes, bare labels, mixed, empty, escaped $/%")
val("nested_blocks.hcl", "a {\n  b {\n    c {\n      d = 1\n    }\n  }\n  e = 2\n}\n", C, "nested blocks")
val("nesting_200_brackets.hcl", "a = " + "[" * 200 + "]" * 200 + "\n", C, "200 nested tuples")
C = "objects"
val("object_keys.hcl", "a = {\n  b = 1\n  \"c d\" = 2\n  3 = 3\n  (e) = 4\n  \"${f}\" = 5\n  true = 6\n  null = 7\n  in = 8\n  if: 9\n  g.h = 10\n}\n", C, "every key form (ident, string, number, paren, template, literals, keywords, traversal)")
val("object_separators.hcl", "a = {b = 1, c = 2,}\nd = {\n  e = 1,\n  f = 2\n\n  g: 3,\n}\nh = {}\ni = {\n}\n", C, "comma/newline separators, trailing comma, ':' and '=', empty")
C = "numbers"
val("numbers.hcl", "a = 1e+2\nb = 1E-3\nc = 0.5\nd = 007\ne = 1e10\nf = 123456789012345678901234567890\ng = 1.5e3\nh = -2\ni = 0\n", C, "number literal forms")
C = "operators"
val("operator_precedence.hcl", "a = -1 + 2 * 3 % 4 / 5 - -6\nb = !x == y && z || !w\nc = 1 < 2 == 3 >= 4\nd = a.b[0] * -c.d\ne = !!true\nf=1+2*3\ng = x != y || (p && q)\n", C, "unary/binary precedence combinations")
val("conditional_chains.hcl", "a = b ? c : d ? e : f\ng = (h ? i : j) ? k : l\nm = n ? o ? p : q : r\ns = t == 1 ? \"x\" : u > 2 ? \"y\" : \"z\"\n", C, "nested and chained conditionals")
val("newlines_in_parens.hcl", "a = (\n  b\n  ? c\n  : d\n)\ne = (1 +\n  2)\nf = [\n  1 +\n  2,\n]\ng = f(\n  1\n  ,\n  2\n)\n", C, "newlines ignored inside parens, tuples and calls")
val("comparisons.hcl", "a = b < c\nd = e <= f\ng = h > i == j >= k\nl = m<n\n", C, "comparison operators ('<' never starts a heredoc unless '<<IDENT' is followed by a newline)")


def _manifest_entry(s):
    e = {k: s[k] for k in ("category", "description")}
    e["v224_differs"] = bool(s.get("v224_differs", False))
    e["note"] = s.get("note", "")
    for k in ("v224_diagnostics", "v224_replace"):
        if k in s:
            e[k] = s[k]
    return e


def build():
    files = {s["path"]: s["src"] for s in _samples}
    manifest = {s["path"]: _manifest_entry(s) for s in sorted(_samples, key=lambda s: s["path"])}
    mtext = json.dumps(manifest, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
    return files, mtext.encode("utf-8")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="only verify that the files on disk match")
    ap.add_argument("--prune", action="store_true",
                    help="delete samples (and their .expected.json) that this script no longer defines")
    args = ap.parse_args(argv)
    files, mtext = build()
    files["manifest.json"] = mtext
    bad = []
    for rel, data in sorted(files.items()):
        p = SAMPLES / rel
        if args.check:
            if not p.exists() or p.read_bytes() != data:
                bad.append(rel)
            continue
        p.parent.mkdir(parents=True, exist_ok=True)
        if not p.exists() or p.read_bytes() != data:
            p.write_bytes(data)
    # stray .hcl files not produced by this script
    for p in sorted(SAMPLES.glob("*/*.hcl")):
        rel = p.relative_to(SAMPLES).as_posix()
        if rel not in files:
            if args.prune and not args.check:
                p.unlink()
                exp = p.with_name(p.name + ".expected.json")
                if exp.exists():
                    exp.unlink()
                print(f"pruned {rel}")
            else:
                bad.append(rel + " (not in make_samples.py; use --prune to delete)")
    n_inv = sum(1 for k in files if k.startswith("invalid/"))
    n_val = sum(1 for k in files if k.startswith("valid/"))
    if bad:
        print("mismatch:\n  " + "\n  ".join(bad), file=sys.stderr)
        return 1
    print(f"{n_inv} invalid + {n_val} valid samples {'verified' if args.check else 'written'} under {SAMPLES}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
