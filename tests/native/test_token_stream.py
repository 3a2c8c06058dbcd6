"""The indexed token stream answers every call as ANTLR's CommonTokenStream does,
and the two lexing paths give the same parse results."""

from __future__ import annotations

import pytest
from antlr4 import CommonTokenStream
from antlr4.error.Errors import IllegalStateException
from hypothesis import given, settings
from hypothesis import strategies as st

from hcl.native import parse_config, regex_lexer
from hcl.native.token_source import token_stream
from hcl.native.token_stream import CHUNK, IndexedTokenStream
from tests.conftest import REPO

SAMPLES = sorted((REPO / "tests" / "native" / "samples").rglob("*.hcl"))
TEXTS = ["", "a", "\n\n# c\n", "a = 1 # c\n/* x */ b {\n  c = [1, /* d */\n 2]\n}\n", " \n",
         *(p.read_bytes().decode("utf-8", "surrogateescape") for p in SAMPLES[::25])]

_OPS = st.lists(st.one_of(
    st.tuples(st.just("LT"), st.integers(-4, 4)),
    st.tuples(st.just("LA"), st.integers(1, 3)),
    st.tuples(st.just("LB"), st.integers(0, 4)),
    st.tuples(st.just("consume"), st.just(0)),
    st.tuples(st.just("seek"), st.integers(0, 200)),
    st.tuples(st.just("index"), st.just(0)),
), max_size=60)


def _apply(stream, op: str, arg: int):
    if op == "consume":
        try:
            stream.consume()
        except IllegalStateException:
            return "raised"
        return stream.index
    if op == "seek":
        stream.seek(min(arg, len(stream.tokens) - 1))
        return stream.index
    if op == "index":
        return stream.index
    return getattr(stream, op)(arg)


@pytest.mark.parametrize("text", TEXTS)
@settings(max_examples=60)
@given(ops=_OPS)
def test_same_answers_as_common_token_stream(text: str, ops: list[tuple[str, int]]) -> None:
    tokens = regex_lexer.tokenize(text)
    reference = CommonTokenStream(regex_lexer._SOURCE)
    reference.tokens = tokens
    reference.fetchedEOF = True
    indexed = IndexedTokenStream(regex_lexer._SOURCE, tokens)
    assert indexed.LT(1) is reference.LT(1)
    for op, arg in ops:
        assert _apply(indexed, op, arg) == _apply(reference, op, arg), (op, arg)
        assert indexed.index == reference.index


def test_walk_to_eof() -> None:
    for text in TEXTS:
        tokens = regex_lexer.tokenize(text)
        reference = CommonTokenStream(regex_lexer._SOURCE)
        reference.tokens, reference.fetchedEOF = tokens, True
        indexed = regex_lexer.token_stream(tokens)
        assert isinstance(token_stream(text), IndexedTokenStream)
        while reference.LA(1) != -1:
            assert [indexed.LT(k) for k in (-2, -1, 1, 2, 3)] == [reference.LT(k) for k in (-2, -1, 1, 2, 3)]
            reference.consume()
            indexed.consume()
        assert indexed.index == reference.index == len(tokens) - 1


@pytest.mark.parametrize("path", SAMPLES[::3], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_both_lexing_paths_parse_alike(path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = path.read_bytes()
    file_a, diags_a = parse_config(data, path.name)
    monkeypatch.setenv("HCL_LEXER", "antlr")
    file_b, diags_b = parse_config(data, path.name)
    assert list(diags_a) == list(diags_b)
    if not diags_a.has_errors:
        assert file_a == file_b


def _fields(tok):  # type: ignore[no-untyped-def]
    if tok is None:
        return None
    return (tok.type, tok.channel, tok.text, tok.line, tok.column, tok.start, tok.stop, tok.tokenIndex)


@pytest.mark.parametrize("text", TEXTS)
@settings(max_examples=60)
@given(ops=_OPS)
def test_a_lazy_stream_answers_as_a_filled_one(text: str, ops: list[tuple[str, int]]) -> None:
    eager = regex_lexer.token_stream(regex_lexer.tokenize(text))
    lazy = regex_lexer.token_stream(regex_lexer.scan(text), lazy=True)
    assert lazy.made < len(lazy.tokens) or len(lazy.tokens) <= CHUNK + 1
    for op, arg in ops:
        want, got = _apply(eager, op, arg), _apply(lazy, op, arg)
        if op in ("LT", "LB"):
            want, got = _fields(want), _fields(got)
        assert got == want, (op, arg)
        assert lazy.index == eager.index


def test_released_tokens_are_made_again() -> None:
    text = "".join(f"a{i} = [{i}, b.c] # {i}\n" for i in range(3 * CHUNK))
    eager = regex_lexer.tokenize(text)
    lazy = regex_lexer.token_stream(regex_lexer.scan(text), lazy=True)
    assert lazy.made == CHUNK and CHUNK not in lazy.tokens
    while lazy.LA(1) != -1:
        lazy.consume()
        lazy.release(lazy.index - 3)
    assert 3 <= len(lazy.tokens.keys()) <= CHUNK + 4  # what was made ahead, less what was let go
    assert 0 not in lazy.tokens
    assert lazy.LT(-1) is not None  # the parser may look back at the last token
    assert _fields(lazy.tokens[0]) == _fields(eager[0])  # a dropped token asked for again is made again
    lazy.release(lazy.index - 3)
    assert 0 not in lazy.tokens  # and dropped again at the next release
    assert _fields(lazy.tokens[-1]) == _fields(eager[-1])
    with pytest.raises(IndexError):
        lazy.tokens[len(eager)]
    with pytest.raises(TypeError):
        list(lazy.tokens)
    alive = dict(lazy.tokens.items())
    lazy.make_all()
    assert isinstance(lazy.tokens, list)
    assert [_fields(t) for t in lazy.tokens] == [_fields(t) for t in eager]
    assert all(lazy.tokens[i] is tok for i, tok in alive.items())  # the live ones are kept, not made again
    lazy.seek(0)
    assert _fields(lazy.LT(1)) == _fields(eager[0])


def test_make_all_keeps_the_first_chunk_it_made() -> None:
    text = "".join(f"a{i} = {i}\n" for i in range(2 * CHUNK))
    lazy = regex_lexer.token_stream(regex_lexer.scan(text), lazy=True)
    first, eof = lazy.tokens[0], lazy.tokens[-1]
    lazy.make_all()
    assert lazy.tokens[0] is first and lazy.tokens[-1] is eof
    assert [_fields(t) for t in lazy.tokens] == [_fields(t) for t in regex_lexer.tokenize(text)]
