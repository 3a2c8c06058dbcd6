"""SourceText positions: per-line indexes agree with segmenting each prefix on its own."""

from __future__ import annotations

import regex
from hypothesis import given
from hypothesis import strategies as st

import hcl
from hcl.pos import Pos
from hcl.source import SourceText

_GRAPHEME = regex.compile(r"\X")
_ENCODED_SURROGATE = regex.compile("\udced[\udca0-\udcbf][\udc80-\udcbf]")
_PIECES = ["a", " ", "\n", "\r", "\r\n", "é", "e\u0301", "👩🏾", "👩\u200d👩", "\u200d", "🇦", "🇧", "\t",
           "\u2003", "\udced\udca0\udc80", "\udcff", "\udced", "한", "\u1100\u1161", "x\u0300\u0300"]


def _slow_pos(text: str, index: int) -> Pos:
    """The definition: count the clusters and UTF-8 bytes of the line's prefix."""
    start = text.rfind("\n", 0, index) + 1
    prefix = text[start:index]
    clusters = len(_GRAPHEME.findall(_ENCODED_SURROGATE.sub("\ufffd", prefix)))
    before = len(text[:start].encode("utf-8", "surrogateescape"))
    return Pos(text.count("\n", 0, index) + 1, clusters + 1, before + len(prefix.encode("utf-8", "surrogateescape")))


@given(st.lists(st.sampled_from(_PIECES), max_size=30))
def test_positions_match_prefix_segmentation(pieces: list[str]) -> None:
    src = SourceText("".join(pieces).encode("utf-8", "surrogateescape"))
    for i in range(len(src.text) + 1):
        assert src.pos(i) == _slow_pos(src.text, i)


def test_regression_inside_encoded_surrogate() -> None:
    text = "\udced\udca0\udc80\udcffé"
    src = SourceText(text.encode("utf-8", "surrogateescape"))
    assert [src.pos(i).column for i in range(len(text) + 1)] == [1, 2, 3, 2, 3, 4]


def test_long_non_ascii_line_is_linear() -> None:
    # Every position on the line once re-segmented the whole prefix: 5,000 items took 12 s.
    n = 40_000
    file, diags = hcl.parse('a = ["ü"' + ", 1" * n + "]\n")
    assert not diags
    items = file.body.attributes[0].expr.exprs
    assert len(items) == n + 1
    # 0-based character offset 7 + 3n, after one two-byte character.
    assert items[-1].range.start.column == 8 + 3 * n and items[-1].range.start.byte == 8 + 3 * n


def test_lone_surrogates_in_str_input_are_diagnosed() -> None:
    _file, diags = hcl.parse('a = "\ud800"\n')
    assert diags.has_errors
    assert diags[0].subject is not None and diags[0].subject.start.byte == 5


@given(st.lists(st.sampled_from(_PIECES), max_size=20))
def test_positions_after_a_bom_count_its_bytes(pieces: list[str]) -> None:
    # Lines holding non-ASCII characters are indexed from the source's bytes, which
    # keep the BOM the decoded text drops.
    src = SourceText(b"\xef\xbb\xbf" + "".join(pieces).encode("utf-8", "surrogateescape"))
    for i in range(len(src.text) + 1):
        slow = _slow_pos(src.text, i)
        assert src.pos(i) == Pos(slow.line, slow.column, slow.byte + 3)
