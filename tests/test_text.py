"""The "did you mean" rule: a bounded edit-distance test agrees with the plain definition.
Names quoted as Go's ``%q`` quotes them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hcl.cty.errors
import hcl.text
from hcl.text import go_quote, name_suggestion, within_edit_distance


def _levenshtein(a: str, b: str) -> int:
    """Edit distance by the textbook table, for comparison."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


_WORDS = st.text(alphabet="abcxy_é", max_size=9)


@given(_WORDS, _WORDS, st.integers(0, 4))
def test_bounded_distance_agrees_with_the_definition(a: str, b: str, limit: int) -> None:
    assert within_edit_distance(a, b, limit) == (_levenshtein(a, b) <= limit)


@given(_WORDS, st.integers(0, 3), st.data())
def test_small_edits_are_within_reach(word: str, edits: int, data: st.DataObject) -> None:
    changed = word
    for _ in range(edits):
        at = data.draw(st.integers(0, len(changed)))
        kind = data.draw(st.sampled_from(["insert", "delete", "replace"]))
        if kind == "insert":
            changed = changed[:at] + "z" + changed[at:]
        elif at < len(changed):
            changed = changed[:at] + ("z" if kind == "replace" else "") + changed[at + 1:]
    assert within_edit_distance(word, changed, edits)


def test_suggestion_is_the_first_candidate_within_two_edits() -> None:
    names = ["lenght", "length", "lower", "upper"]
    assert name_suggestion("lenth", names) == "lenght"
    assert name_suggestion("uper", names) == "upper"
    assert name_suggestion("coalesce", names) == ""
    assert name_suggestion("", ["ab", "abc"]) == "ab"
    assert name_suggestion("", ["abc"]) == ""


@pytest.mark.parametrize(("text", "quoted"), [
    ("abc", '"abc"'),
    ('a"b\\c', '"a\\"b\\\\c"'),
    ("\a\b\f\n\r\t\v", '"\\a\\b\\f\\n\\r\\t\\v"'),
    ("\x00\x7f", '"\\x00\\x7f"'),
    ("\u00a0\u2028é😀", '"\\u00a0\\u2028é😀"'),  # (Go prints letters and symbols, not other spaces)
    ("\U000e0001", '"\\U000e0001"'),
    ("x\udc80y", '"x\\x80y"'),  # an undecodable byte, as Go prints one
    ("\ud800", '"\\ufffd"'),  # a lone surrogate from anywhere else
])
def test_go_quote_quotes_as_go_does(text: str, quoted: str) -> None:
    assert go_quote(text) == quoted


def test_one_go_quote_serves_the_type_system_and_the_syntax() -> None:
    assert hcl.text.go_quote is hcl.cty.errors.go_quote
