"""The recovery ends that ``closer_index`` finds in one pass are the ones a scan from
each token finds, and a file whose every line leaves a bracket open after an error
reads on in time linear in its length."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from hcl.native import classify
from hcl.native import lexer_tables as L
from hcl.native.closer_index import closer_index
from hcl.native.parser import parse_config

_EOF = -1
_KINDS = [L.LBRACK, L.RBRACK, L.LPAREN, L.RPAREN, L.LBRACE, L.RBRACE, L.IDENT, L.COMMA]


def _scan(types: Sequence[int], index: int, closer: int, openers: frozenset[int]) -> int:
    """The first ``closer`` from ``index`` not paired with an opener after it, or the end."""
    nest = 0
    for i in range(index, len(types)):
        if types[i] == _EOF:
            return i
        if types[i] in openers:
            nest += 1
        elif types[i] == closer:
            if nest < 1:
                return i
            nest -= 1
    return len(types) - 1


@given(st.lists(st.sampled_from(_KINDS), max_size=60))
@example([L.RBRACK, L.RBRACK, L.LBRACK])
@example([L.LBRACK, L.LBRACK, L.RBRACK, L.IDENT, L.RBRACK, L.RBRACK])
def test_every_token_gets_the_closer_a_scan_finds(kinds: list[int]) -> None:
    types = [*kinds, _EOF]
    for closer, opener in ((L.RBRACK, L.LBRACK), (L.RPAREN, L.LPAREN)):
        found = closer_index(types, closer, frozenset({opener}))
        assert list(found) == [_scan(types, i, closer, frozenset({opener})) for i in range(len(types))]


def test_many_open_brackets_are_indexed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each line's tuple is left open in a template sequence, after an earlier error: a
    # scan from each one to the end of the file took 56 s for 4,000 lines.
    built: list[int] = []
    original = classify.closer_index

    def counting(types: Sequence[int], closer: int, openers: frozenset[int]) -> Sequence[int]:
        built.append(closer)
        return original(types, closer, openers)

    monkeypatch.setattr(classify, "closer_index", counting)
    src = "a = [for  in x : y]\n" + 'b = "${ [0 1 }"\n' * 300
    _, diags = parse_config(src.encode(), "x.hcl")
    assert [d.summary for d in diags] == ["Invalid 'for' expression"]
    assert built == [L.RBRACK]
