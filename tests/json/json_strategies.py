"""Hypothesis strategies for JSON-syntax test input: valid JSON text and broken variants."""

from __future__ import annotations

import json

from hypothesis import strategies as st

KEYS = ["a", "b", "c", "//", "name", "res", "é", "x${y}", "${k}"]

_space = st.lists(st.sampled_from([" ", "\t", "\n", "\r\n", "\r", ""]), max_size=2).map("".join)

_string_text = st.one_of(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=8),
    st.sampled_from(["${a}", "${a.b[0]}", "x ${y} z", "${f(x)}", "%{ if c }t%{ endif }", "$${e}",
                     "${", "a.b", "list(string)", "e\u0301", "\u0600", "👍🏽", "\\"]),
)


def _encode_string(s: str, ascii_only: bool) -> str:
    return json.dumps(s, ensure_ascii=ascii_only)


strings = st.tuples(_string_text, st.booleans()).map(lambda t: _encode_string(*t))

numbers = st.one_of(
    st.integers(-10**40, 10**40).map(str),
    st.sampled_from(["0", "-0", "0.5", "1e3", "1E+3", "-2.5e-3", "1.0", "123456789.123456789e-20",
                     "3.14159265358979323846264338327950288419716939937510"]),
)


def _value(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    member = st.tuples(_space, st.sampled_from(KEYS), _space, children)
    return st.one_of(
        st.lists(st.tuples(_space, children), max_size=4).map(
            lambda items: "[" + ",".join(f"{s}{v}" for s, v in items) + "]"),
        st.lists(member, max_size=4).map(
            lambda items: "{" + ",".join(f"{s1}{json.dumps(k)}{s2}:{v}" for s1, k, s2, v in items) + "}"),
    )


values = st.recursive(
    st.one_of(strings, numbers, st.sampled_from(["true", "false", "null"])), _value, max_leaves=12)
"""Valid JSON text of any value (property names from a small set, so duplicates occur)."""

documents = st.tuples(_space, _value(values), _space).map("".join)
"""Valid JSON text whose root is an object or an array."""

_junk = st.sampled_from([*'{}[],:="\\', "tru", "nul", "1.", ".5", "+1", "01", "é", "\x01", "\t", "\n",
                         " ", "NaN", "undefined", "\xff"])


@st.composite
def broken_documents(draw: st.DrawFn) -> bytes:
    """A valid document with a few random edits: insertions, deletions, replacements."""
    text = draw(documents)
    for _ in range(draw(st.integers(1, 3))):
        pos = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["insert", "delete", "replace"]))
        junk = draw(_junk)
        if action == "insert":
            text = text[:pos] + junk + text[pos:]
        elif action == "delete":
            text = text[:pos] + text[pos + 1:]
        else:
            text = text[:pos] + junk + text[pos + 1:]
    return text.replace("\xff", "\udcff").encode("utf-8", "surrogateescape")  # a lone 0xFF byte
