"""csvdecode (go-cty csv.go); checked against go-cty 1.12.1 (Go's encoding/csv)."""

from __future__ import annotations

import csv as pycsv
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import DYNAMIC_VAL, STRING, List, Object, Value
from hcl.cty.function.stdlib.csv import FUNCTIONS, read_csv
from tests.cty.stdlib._helpers import NULL, L, O, S, U, fails


def decode(text: str) -> Value:
    return FUNCTIONS["csvdecode"].call([S(text)])


def fail(text: str, message: str) -> None:
    fails("csvdecode", S(text), message=message, fn=FUNCTIONS["csvdecode"])


def test_names() -> None:
    assert list(FUNCTIONS) == ["csvdecode"]


def test_decode() -> None:
    assert decode("a,b,c\n1,2,3\n4,5,6") == L(O(a=S("1"), b=S("2"), c=S("3")),
                                              O(a=S("4"), b=S("5"), c=S("6")))
    assert decode("a,b\n") == Value.list([], Object({"a": STRING, "b": STRING}))
    assert decode("a") == Value.list([], Object({"a": STRING}))
    assert decode("x,y\r\n1,2\r\n") == L(O(x=S("1"), y=S("2")))
    assert decode("\n\nx\n\n1\n\n") == L(O(x=S("1")))
    assert decode('a,b\n"x, ""y""",\n') == L(O(a=S('x, "y"'), b=S("")))
    assert decode('a\n"multi\nline"\n') == L(O(a=S("multi\nline")))
    assert decode('a\n"crlf\r\ninside"\r\n') == L(O(a=S("crlf\ninside")))
    assert decode("a,b\n a , b ") == L(O(a=S(" a "), b=S(" b ")))
    assert decode(",x\n1,2") == L(Value.object({"": S("1"), "x": S("2")}))
    assert decode("a\n1\r") == L(O(a=S("1")))
    assert decode("a\nx\ry") == L(O(a=S("x\ry")))
    assert decode("é,ü\nnoël,e\u0301") == L(Value.object({"é": S("noël"), "ü": S("é")}))


@pytest.mark.parametrize(("text", "message"), [
    ("", "missing header line"),
    ("\n\n", "missing header line"),
    ("a,a\n1,2", 'duplicate column name "a"'),
    (",\n1,2", 'duplicate column name ""'),
    ("a,b\n1,2,3", "CSV parse error on line 2: wrong number of fields"),
    ("a,b\n1,2\n3", "CSV parse error on line 3: wrong number of fields"),
    ("a,b\n\n\n1", "CSV parse error on line 4: wrong number of fields"),
    ('a\nx"y', 'CSV parse error on line 2: bare " in non-quoted-field'),
    ('a"b', 'CSV parse error on line 1: bare " in non-quoted-field'),
    ('a\n"x"y', 'CSV parse error on line 2: extraneous or missing " in quoted-field'),
    ('a\n"unterminated', 'CSV parse error on line 2: extraneous or missing " in quoted-field'),
    ('a\n"two\nlines', 'CSV parse error on line 3: extraneous or missing " in quoted-field'),
    ('a\n"two\nlines\n', 'CSV parse error on line 3: extraneous or missing " in quoted-field'),
    ('a,b\n"x\ny",1,2', "CSV parse error on line 2: wrong number of fields"),
])
def test_errors(text: str, message: str) -> None:
    fail(text, message)


def test_unknown_and_null() -> None:
    assert FUNCTIONS["csvdecode"].call([U(STRING)]) == DYNAMIC_VAL
    fails("csvdecode", NULL(STRING), message="argument must not be null", index=0,
          fn=FUNCTIONS["csvdecode"])
    assert FUNCTIONS["csvdecode"].return_type_for_values([S("a,b")]) == \
        List(Object({"a": STRING, "b": STRING}))


def test_marks() -> None:
    assert FUNCTIONS["csvdecode"].call([S("a\n1").mark("m")]) == L(O(a=S("1"))).mark("m")


_FIELD = st.text(alphabet=st.sampled_from(list('ab ,"\né')), max_size=4)


@given(st.lists(st.lists(_FIELD, min_size=2, max_size=2), min_size=1, max_size=4))
def test_round_trip_with_python_csv_writer(rows: list[list[str]]) -> None:
    """Text written by an RFC 4180 writer (quoting every field) reads back."""
    buf = io.StringIO()
    writer = pycsv.writer(buf, quoting=pycsv.QUOTE_ALL, lineterminator="\n")
    writer.writerow(["h1", "h2"])
    writer.writerows(rows)
    records = list(read_csv(buf.getvalue()))
    assert records == [["h1", "h2"], *rows]
