"""formatdate and timeadd (go-cty datetime.go, datetime_rfc3339.go). Results were
checked against go-cty 1.12.1; timestamp errors follow go-cty's strict RFC 3339 parser
and the current Go ``time.Parse`` error details."""

from __future__ import annotations

import datetime as pydt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import STRING, Value
from hcl.cty.function.stdlib.datetime import FUNCTIONS, Timestamp, parse_duration, parse_timestamp
from tests.cty.stdlib._helpers import NULL, S, U, fails, nn

TS = "2006-01-02T15:04:05Z"


def formatdate(f: str, t: str = TS) -> Value:
    return FUNCTIONS["formatdate"].call([S(f), S(t)])


def timeadd(t: str, d: str) -> Value:
    return FUNCTIONS["timeadd"].call([S(t), S(d)])


def test_names() -> None:
    assert sorted(FUNCTIONS) == ["formatdate", "timeadd"]


@pytest.mark.parametrize(("f", "want"), [
    ("", ""),
    ("YYYY-MM-DD", "2006-01-02"),
    ("EEE, MMM D ''YY", "Mon, Jan 2 '06"),
    ("hh:mm:ss", "15:04:05"),
    ("H 'o''clock' AA", "3 o'clock PM"),
    ("H 'o''clock'", "3 o'clock"),
    ("hh:mm:ssZZZZ", "15:04:05+0000"),
    ("hh:mm:ssZZZZZ", "15:04:05+00:00"),
    ("MMMM", "January"),
    ("EEEE", "Monday"),
    ("aa", "pm"),
    ("YYYY-MM-DD'T'hh:mm:ssZ", "2006-01-02T15:04:05Z"),
    ("DD MMM YYYY hh:mm ZZZ", "02 Jan 2006 15:04 UTC"),
    ("EEEE, DD-MMM-YY hh:mm:ss ZZZ", "Monday, 02-Jan-06 15:04:05 UTC"),
    ("EEE, DD MMM YYYY hh:mm:ss ZZZ", "Mon, 02 Jan 2006 15:04:05 UTC"),
    ("M/D h:m:s", "1/2 15:4:5"),
    ("'literal YYYY'", "literal YYYY"),
    ("'it''s'", "it's"),
    ("''", "'"),
    ("2006-01-02", "2006-01-02"),  # digits are literal text
    ("é YYYY ü", "é 2006 ü"),
    ("'a''", "a'"),
])
def test_formatdate(f: str, want: str) -> None:
    assert formatdate(f) == S(want)


def test_formatdate_zones_and_hours() -> None:
    t = "2023-07-09T00:30:01.5-08:30"
    assert formatdate("Z ZZZ ZZZZ ZZZZZ", t) == S("-08:30 -0830 -0830 -08:30")
    assert formatdate("H HH h hh AA aa", t) == S("12 12 0 00 AM am")
    assert formatdate("EEEE D MMMM YYYY", t) == S("Sunday 9 July 2023")
    assert formatdate("Z ZZZ", "2023-07-09T12:00:00+00:00") == S("Z UTC")
    assert formatdate("Z", "2023-07-09T12:00:00-00:00") == S("Z")
    assert formatdate("H AA", "2023-07-09T12:00:00Z") == S("12 PM")
    assert formatdate("YY YYYY", "0005-01-01T00:00:00Z") == S("05 0005")
    assert formatdate("D", "2024-02-29T00:00:00Z") == S("29")


@pytest.mark.parametrize(("f", "message"), [
    ("Y", 'invalid date format verb "Y": year must either be "YY" or "YYYY"'),
    ("YYYYY", 'invalid date format verb "YYYYY": year must either be "YY" or "YYYY"'),
    ("MMMMM", 'invalid date format verb "MMMMM": month must be "M", "MM", "MMM", or "MMMM"'),
    ("DDD", 'invalid date format verb "DDD": day of month must either be "D" or "DD"'),
    ("E", 'invalid date format verb "E": day of week must either be "EEE" or "EEEE"'),
    ("hhh", 'invalid date format verb "hhh": 24-hour must either be "h" or "hh"'),
    ("HHH", 'invalid date format verb "HHH": 12-hour must either be "H" or "HH"'),
    ("A", 'invalid date format verb "A": must be "AA"'),
    ("a", 'invalid date format verb "a": must be "aa"'),
    ("mmm", 'invalid date format verb "mmm": minute must either be "m" or "mm"'),
    ("sss", 'invalid date format verb "sss": second must either be "s" or "ss"'),
    ("ZZ", 'invalid date format verb "ZZ": timezone must be Z, ZZZZ, or ZZZZZ'),
    ("x", 'invalid date format verb "x"'),
    ("YYYY-Q", 'invalid date format verb "Q"'),
    ("'blah blah", "unterminated literal '"),
    ("'", "unterminated literal '"),
    ("AA'''", "unterminated literal '"),
])
def test_formatdate_format_errors(f: str, message: str) -> None:
    fails("formatdate", S(f), S(TS), message=message, index=0, fn=FUNCTIONS["formatdate"])


@pytest.mark.parametrize(("t", "message"), [
    ("", "end of string before year"),
    ("2017-01-02", "missing required time introducer 'T'"),
    ("2017-12-02t00:00:00Z", "missing required time introducer 'T'"),
    ("2017:01:02", 'found ":01:02" where "-" is expected'),
    ("2017", 'end of string where "-" is expected'),
    ("2017-01-02T", "end of string before hour"),
    ("2017-01-02T00", 'end of string where ":" is expected'),
    ("2017-01-02T00:00:00", "end of string before UTC offset"),
    ("2017-01-02T26:00:00Z", "hour must be between 0 and 23 inclusive"),
    ("2017-01-02T2:00:00Z", "hour must have exactly two digits"),
    ("2017-01-02Tx", "hour must have exactly two digits"),
    ("2017-01-02T00:0:00Z", "minute must have exactly two digits"),
    ("2017-01-02T00:61:00Z", "minute must have exactly two digits"),  # go-cty reads the rest
    ("2017-01-02T00:00:60Z", 'cannot use "Z" as second'),
    ("2017-13-02T00:00:00Z", 'cannot use "-02T00:00:00Z" as month'),
    ("2017-02-31T00:00:00Z", "day out of range"),
    ("2017-02-29T00:00:00Z", "day out of range"),
    ('"2017-12-02T00:00:00Z"', 'cannot use "\\"2017-12-02T00:00:00Z\\"" as year'),
    ("2-12-02T00:00:00Z", 'cannot use "2-12-02T00:00:00Z" as year'),
    ("2017-01-02T00:00:00,5Z", 'cannot use "," as timestamp segment'),
    ("2017-01-02T00:00:00+24:00", 'cannot use "+24:00" as UTC offset'),
    ("2017-01-02T00:00:00+25:00", "end of string before UTC offset"),
    ("2017-01-02T00:00:00+01:60", 'cannot use "+01:60" as UTC offset'),
    ("2017-01-02T00:00:00+0100", 'cannot use "+0100" as UTC offset'),
    ("2017-01-02T00:00:00z", 'cannot use "z" as UTC offset'),
    ("2017-01-02T00:00:00Zjunk", 'cannot use "junk" as timestamp segment'),
    ("2017-01-02T00:00:00Z ", 'cannot use " " as timestamp segment'),
])
def test_timestamp_errors(t: str, message: str) -> None:
    full = f"not a valid RFC3339 timestamp: {message}"
    fails("formatdate", S("YYYY"), S(t), message=full, index=1, fn=FUNCTIONS["formatdate"])
    fails("timeadd", S(t), S("1s"), message=full, fn=FUNCTIONS["timeadd"])


@pytest.mark.parametrize(("t", "d", "want"), [
    ("2017-11-22T00:00:00Z", "1h", "2017-11-22T01:00:00Z"),
    ("2017-11-22T00:00:00Z", "10m", "2017-11-22T00:10:00Z"),
    ("2017-11-22T00:00:00Z", "-1h", "2017-11-21T23:00:00Z"),
    ("2017-11-22T00:00:00+05:30", "-1h30m", "2017-11-21T22:30:00+05:30"),
    ("2017-11-22T00:00:00.999999999Z", "1ns", "2017-11-22T00:00:01Z"),
    ("2017-11-22T00:00:00.5Z", "0", "2017-11-22T00:00:00Z"),
    ("2017-11-22T00:00:00+00:00", "0", "2017-11-22T00:00:00Z"),
    ("2020-02-28T12:00:00-08:00", "24h", "2020-02-29T12:00:00-08:00"),
    ("2021-02-28T12:00:00-08:00", "24h", "2021-03-01T12:00:00-08:00"),
    ("9999-12-31T23:59:59Z", "1s", "10000-01-01T00:00:00Z"),
    ("0000-01-01T00:00:00Z", "-1s", "-0001-12-31T23:59:59Z"),
    ("0000-01-01T00:00:00Z", "-2562047h", "-0293-09-22T01:00:00Z"),
    ("2017-11-22T00:00:00Z", "1.5h", "2017-11-22T01:30:00Z"),
    ("2017-11-22T00:00:00Z", "1h1h", "2017-11-22T02:00:00Z"),
    ("2017-11-22T00:00:00Z", ".5m", "2017-11-22T00:00:30Z"),
    ("2017-11-22T00:00:00Z", "1.5µs", "2017-11-22T00:00:00Z"),
])
def test_timeadd(t: str, d: str, want: str) -> None:
    assert timeadd(t, d) == S(want)


@pytest.mark.parametrize(("d", "ns"), [
    ("1h", 3_600_000_000_000), ("-1h30m", -5_400_000_000_000), ("1.5h", 5_400_000_000_000),
    ("0", 0), ("+0", 0), ("-0", 0), ("1.5µs", 1500), ("1.5μs", 1500), ("5.m", 300_000_000_000),
    ("9223372036854775807ns", 2**63 - 1), ("-9223372036854775808ns", -(2**63)),
    ("0.0000000001s", 0), ("1.0000000001s", 1_000_000_000), ("2h45m30.5s", 9_930_500_000_000),
])
def test_parse_duration(d: str, ns: int) -> None:
    assert parse_duration(d) == ns


@pytest.mark.parametrize(("d", "message"), [
    ("", 'time: invalid duration ""'),
    ("-", 'time: invalid duration "-"'),
    ("1", 'time: missing unit in duration "1"'),
    ("x", 'time: invalid duration "x"'),
    ("1x", 'time: unknown unit "x" in duration "1x"'),
    (".s", 'time: invalid duration ".s"'),
    ("1e3s", 'time: unknown unit "e" in duration "1e3s"'),
    ("9223372036854775808ns", 'time: invalid duration "9223372036854775808ns"'),
    ("2562047h47m16.854775808s", 'time: invalid duration "2562047h47m16.854775808s"'),
    ("1µ", 'time: unknown unit "\\xc2\\xb5" in duration "1\\xc2\\xb5"'),
    ("µs", 'time: invalid duration "\\xc2\\xb5s"'),
    ('1"', 'time: unknown unit "\\"" in duration "1\\""'),
    ("1h 2m", 'time: unknown unit "h " in duration "1h 2m"'),
])
def test_duration_errors(d: str, message: str) -> None:
    fails("timeadd", S(TS), S(d), message=message, fn=FUNCTIONS["timeadd"])


def test_unknowns_and_nulls() -> None:
    assert FUNCTIONS["formatdate"].call([S("YYYY"), U(STRING)]) == nn(STRING)
    assert FUNCTIONS["timeadd"].call([U(STRING), S("1h")]) == U(STRING)  # no refinement
    fails("formatdate", NULL(STRING), S(TS), message="argument must not be null", index=0,
          fn=FUNCTIONS["formatdate"])
    fails("timeadd", S(TS), NULL(STRING), message="argument must not be null", index=1,
          fn=FUNCTIONS["timeadd"])


def test_marks() -> None:
    assert FUNCTIONS["timeadd"].call([S(TS).mark("t"), S("1s")]) == S("2006-01-02T15:04:06Z").mark("t")


# ---------------------------------------------------------------------- properties

_DATETIMES = st.datetimes(min_value=pydt.datetime(1, 1, 1), max_value=pydt.datetime(9999, 12, 31))
_OFFSETS = st.integers(-23 * 60 - 59, 23 * 60 + 59)


def _rfc3339(d: pydt.datetime, offset_minutes: int) -> str:
    sign = "-" if offset_minutes < 0 else "+"
    m = abs(offset_minutes)
    zone = "Z" if offset_minutes == 0 else f"{sign}{m // 60:02d}:{m % 60:02d}"
    return d.strftime("%Y-%m-%dT%H:%M:%S").rjust(19, "0") + zone


@given(_DATETIMES, _OFFSETS)
def test_fields_match_python(d: pydt.datetime, offset: int) -> None:
    text = _rfc3339(d.replace(microsecond=0), offset)
    ts = parse_timestamp(text)
    assert ts.rfc3339() == text
    y, mo, day, h, mi, s, wd = ts.fields()
    assert (y, mo, day, h, mi, s) == (d.year, d.month, d.day, d.hour, d.minute, d.second)
    assert wd == d.isoweekday() % 7
    assert formatdate("EEEE", text) == S(d.strftime("%A"))


@given(_DATETIMES, st.integers(-(10**6), 10**6))
def test_timeadd_matches_python(d: pydt.datetime, seconds: int) -> None:
    d = d.replace(microsecond=0)
    text = _rfc3339(d, 0)
    try:
        want = d + pydt.timedelta(seconds=seconds)
    except OverflowError:
        return
    assert timeadd(text, f"{seconds}s") == S(_rfc3339(want, 0))


@given(st.integers(min_value=-(2**63), max_value=2**63 - 1))
def test_duration_round_trip(ns: int) -> None:
    assert parse_duration(f"{ns}ns") == ns


def test_timestamp_dataclass() -> None:
    t = Timestamp.of(1970, 1, 1, 0, 0, 0, 0, 3600)
    assert t.ns == -3600 * 10**9
    assert t.rfc3339() == "1970-01-01T00:00:00+01:00"
