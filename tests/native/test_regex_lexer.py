"""The regular-expression lexer gives the generated lexer's tokens, field for field.

Compared: type, channel, text, line, column, start, stop and token index, in every
entry mode, on every sample, every corpus file, and generated and mutated input. The
tables the regex lexer reads are derived from the generated lexer and the grammar's
hash is recorded beside them, so a grammar change fails here until both follow.
"""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from hcl.native import lexer_tables, regex_lexer
from hcl.native.lexer import reference_tokens
from hcl.source import SourceText
from hcl.testing import strategies as hst
from tests.conftest import REPO, SHARED

SAMPLES = sorted((REPO / "tests" / "native" / "samples").rglob("*.hcl"))
CORPUS = sorted(p for p in (SHARED / "corpus").rglob("*") if p.suffix in (".tf", ".hcl"))
MODES = (lexer_tables.DEFAULT_MODE, lexer_tables.INNER, lexer_tables.TEMPLATE_FILE)


def _fields(tokens) -> list[tuple]:
    return [(t.type, t.channel, t.text, t.line, t.column, t.start, t.stop, t.tokenIndex) for t in tokens]


def assert_same_tokens(text: str) -> None:
    for mode in MODES:
        expected = _fields(reference_tokens(text, mode))
        got = _fields(regex_lexer.tokenize(text, mode))
        if got != expected:
            at = next((i for i, (a, b) in enumerate(zip(got, expected, strict=False)) if a != b),
                      min(len(got), len(expected)))
            pytest.fail(f"mode {mode}, token {at}: regex lexer {got[at:at + 2]}, "
                        f"generated lexer {expected[at:at + 2]} (input {text!r:.200})")


def _decode(data: bytes) -> str:
    return SourceText(data, "t.hcl").text


def test_grammar_hash_recorded() -> None:
    digest = hashlib.sha256((REPO / "grammar" / "HCLLexer.g4").read_bytes()).hexdigest()
    assert digest == lexer_tables.GRAMMAR_SHA256, (
        "grammar/HCLLexer.g4 changed: run `make generate` (which rewrites hcl/native/lexer_tables.py), "
        "then make hcl/native/regex_lexer.py follow the grammar until this module passes")


def test_tables_derived_from_generated_lexer() -> None:
    spec = importlib.util.spec_from_file_location("build_lexer_tables", REPO / "tests/tools/build_lexer_tables.py")
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert (REPO / "hcl/native/lexer_tables.py").read_text(encoding="utf-8") == tool.render()
    assert (REPO / "hcl/native/lexer_atn.py").read_text(encoding="utf-8") == tool.render_atn()


def test_token_types_fit_the_table_type_column() -> None:
    # A token table stores each type in one signed byte (EOF is -1), and the lexical
    # checks search that column as bytes.
    from hcl._generated.HCLLexer import HCLLexer

    assert 0 < len(HCLLexer.symbolicNames) <= 128
    table = regex_lexer.scan('a = "x" # c\n')
    assert table.types.itemsize == 1 and table.types[-1] == -1


def test_ascii_identifier_classes_match_grammar() -> None:
    for cp in range(128):
        ch = chr(cp)
        assert regex_lexer._in(lexer_tables.ID_START, ch) == (ch.isalpha() or ch == "_"), ch
        assert regex_lexer._in(lexer_tables.ID_CONTINUE, ch) == (ch.isalnum() or ch in "_-"), ch


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_samples(path: Path) -> None:
    assert_same_tokens(_decode(path.read_bytes()))


@pytest.mark.skipif(not CORPUS, reason="../shared/corpus is not available")
def test_corpus() -> None:
    for path in CORPUS:
        assert_same_tokens(_decode(path.read_bytes()))


# Pieces that exercise every mode and rule boundary.
_PIECES = [
    "a", "for", "in", "if", "endfor", "true", "null", "x_1-", "é", "ß", "\u200d", "👩🏾", "1", "1.5", "1e+3",
    "1..2", "1.e", "=", "==", "=>", "!=", "<=", ">=", "<", "<<", "<<EOT\n", "<<-EOT\r\n", "EOT", "  EOT",
    "<<é\n", "é\n", "&&", "||", "&", "|", "...", "..", "::", ":", "?", "!", "-", "+", "*", "/", "%", ",",
    ".", "~", "~}", "{", "}", "(", ")", "[", "]", "{ for ", "{\nfor\n", "{/* c */for ", "{/* x */ y */ for ",
    "{# c\nfor ", '"', "${", "${~", "%{", "%{~", "$${", "%%{", "$", "\\", '\\"', "\\n", " ", "\t", "\n",
    "\r\n", "\r", "\x00", "#", "//", "/*", "*/", "\udced\udca0\udc80", "\udcff", "\ufeff", "\u2003", ";",
    "`", "'", "\u201c",
]


@given(st.lists(st.sampled_from(_PIECES), max_size=40).map("".join))
@example("b {\n  for = 1\n}\n")
@example("é1-é")
@example("b { for = 1 }")
@example('b "l" {\n for = 1\n}\n{/* x */ y */ for x in y : x => x }')
@example("a = <<EOT\n${<<X\nX\n}\n  EOT \r\nEOT\n")
@example("a = <<EOT\rb\n")
@example('"\\\n"')
def test_generated_pieces(text: str) -> None:
    assert_same_tokens(text)


@given(st.binary(max_size=300))
def test_arbitrary_bytes(data: bytes) -> None:
    assert_same_tokens(_decode(data))


@given(hst.config_files())
def test_generated_configurations(text: str) -> None:
    assert_same_tokens(text)


_SOURCES = [p.read_bytes() for p in SAMPLES[::7]] + [p.read_bytes()[:3000] for p in CORPUS[::20]]
_EDIT_BYTES = [b"\n", b"\r\n", b"\r", b"\x00", b"\xff", b"\xc3", b"\xed\xa0\x80", b"{", b"}", b'"', b"${",
               b"%{", b"<<EOT\n", b"EOT\n", b"#", b"/*", b"*/", b"for ", b"\\", b"\xe2\x80\x8d", b" "]


@given(st.sampled_from(_SOURCES), st.lists(st.tuples(
    st.sampled_from(["insert", "delete", "replace"]), st.floats(0, 1), st.sampled_from(_EDIT_BYTES),
    st.integers(1, 8)), min_size=1, max_size=6))
def test_mutated_sources(source: bytes, edits: list[tuple[str, float, bytes, int]]) -> None:
    data = bytearray(source)
    for op, where, piece, length in edits:
        at = int(where * len(data))
        if op == "insert":
            data[at:at] = piece
        elif op == "delete":
            del data[at:at + length]
        else:
            data[at:at + len(piece)] = piece
    assert_same_tokens(_decode(bytes(data)))


# The recovering parse's tokens (``follow_braces``): the grammar's wherever every closer
# matches its opener, the reference scanner's after one that does not.
def _types(text: str, follow_braces: bool) -> list[int]:
    return list(regex_lexer.scan(text, follow_braces=follow_braces).types)


@pytest.mark.skipif(not CORPUS, reason="../shared/corpus is not available")
def test_following_braces_changes_nothing_where_closers_match() -> None:
    valid = [p for p in SAMPLES if p.parent.name == "valid"] + CORPUS
    for path in valid:
        text = _decode(path.read_bytes())
        assert _types(text, True) == _types(text, False), path


@given(hst.config_files())
def test_following_braces_changes_nothing_in_valid_configurations(text: str) -> None:
    assert _types(text, True) == _types(text, False)


@pytest.mark.parametrize(("text", "after"), [
    ('a = "${f(1}"\nb = 2\n', lexer_tables.CQUOTE),      # the brace closes the interpolation, "(" and all
    ('a = "${x[1 + (2}"\n', lexer_tables.CQUOTE),
    ('a = "${a)}"\n', lexer_tables.RBRACE),              # a ")" that opened nothing changes no mode
    ("a = <<EOT\n${f(1}\nEOT\n", lexer_tables.H_NEWLINE),
])
def test_following_braces_closes_as_the_reference_scanner(text: str, after: int) -> None:
    types = _types(text, True)
    closer = text.index(")" if after == lexer_tables.RBRACE else "}")
    table = regex_lexer.scan(text, follow_braces=True)
    i = list(table.starts).index(closer)
    assert types[i + 1] == after
    assert _types(text, False)[i + 1] != after
