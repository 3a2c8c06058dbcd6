"""``formatdate`` and ``timeadd`` (go-cty ``stdlib/datetime.go`` and
``datetime_rfc3339.go``).

Timestamps are strict RFC 3339 (``2006-01-02T15:04:05Z`` or with a ``±hh:mm`` offset
and optional fractional seconds); a malformed one is explained with the messages
go-cty derives from Go's ``time.Parse``. Durations use Go's ``time.ParseDuration``
syntax (``1h30m``, ``-1.5s``, units ``ns us µs μs ms s m h``). Dates are proleptic
Gregorian with integer arithmetic, so any year ``timeadd`` can reach is exact.
"""

from __future__ import annotations

from dataclasses import dataclass

from hcl.cty.function.function import ArgError, Function, FunctionError, Parameter
from hcl.cty.function.stdlib._textutil import go_quote, refine_not_null
from hcl.cty.types import STRING, Type
from hcl.cty.values import Value

__all__ = ["FUNCTIONS", "Timestamp", "parse_duration", "parse_timestamp"]

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
_WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_NS = 1_000_000_000
_DAY_NS = 86_400 * _NS


# ---------------------------------------------------------------------- calendar


def _is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in(month: int, year: int) -> int:
    if month == 2:
        return 29 if _is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def _days_from_civil(y: int, m: int, d: int) -> int:
    """Days since 1970-01-01 of a proleptic Gregorian date."""
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _civil_from_days(z: int) -> tuple[int, int, int]:
    z += 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return y + (m <= 2), m, d


@dataclass(frozen=True, slots=True)
class Timestamp:
    """An instant (nanoseconds since the Unix epoch) seen at a fixed UTC offset."""

    ns: int
    offset: int  # seconds east of UTC

    @classmethod
    def of(cls, year: int, month: int, day: int, hour: int, minute: int, sec: int, nsec: int,
           offset: int) -> Timestamp:
        days = _days_from_civil(year, month, day)
        local = ((days * 24 + hour) * 60 + minute) * 60 + sec
        return cls((local - offset) * _NS + nsec, offset)

    def add(self, duration_ns: int) -> Timestamp:
        return Timestamp(self.ns + duration_ns, self.offset)

    def fields(self) -> tuple[int, int, int, int, int, int, int]:
        """(year, month, day, hour, minute, second, weekday with Sunday = 0)."""
        local = self.ns + self.offset * _NS
        days, ns_of_day = divmod(local, _DAY_NS)
        y, m, d = _civil_from_days(days)
        secs = ns_of_day // _NS
        return y, m, d, secs // 3600, secs // 60 % 60, secs % 60, (days + 4) % 7

    def zone(self, colon: bool, z_for_utc: bool) -> str:
        """Go's ``Z07:00`` / ``-07:00`` / ``-0700`` zone forms."""
        if z_for_utc and self.offset == 0:
            return "Z"
        minutes = self.offset // 60
        sign = "+"
        if minutes < 0:
            sign, minutes = "-", -minutes
        return f"{sign}{minutes // 60:02d}{':' if colon else ''}{minutes % 60:02d}"

    def rfc3339(self) -> str:
        """Go's ``Format(time.RFC3339)`` (no fractional seconds)."""
        y, m, d, hh, mm, ss, _ = self.fields()
        year = f"-{-y:04d}" if y < 0 else f"{y:04d}"
        return f"{year}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}{self.zone(True, True)}"


# ---------------------------------------------------------------------- RFC 3339


def _parse_strict(b: bytes) -> Timestamp | None:
    """go-cty's inlined ``parseRFC3339``: None if ``b`` is not strictly RFC 3339."""
    if len(b) < 19:
        return None
    ok = True

    def uint(s: bytes, lo: int, hi: int) -> int:
        nonlocal ok
        if not s.isdigit():
            ok = False
            return lo
        x = int(s)
        if not lo <= x <= hi:
            ok = False
            return lo
        return x

    year = uint(b[0:4], 0, 9999)
    month = uint(b[5:7], 1, 12)
    day = uint(b[8:10], 1, _days_in(month, year))
    hour = uint(b[11:13], 0, 23)
    minute = uint(b[14:16], 0, 59)
    sec = uint(b[17:19], 0, 59)
    if not ok or b[4:5] != b"-" or b[7:8] != b"-" or b[10:11] != b"T" or b[13:14] != b":" \
            or b[16:17] != b":":
        return None
    rest = b[19:]
    nsec = 0
    if len(rest) >= 2 and rest[:1] == b"." and rest[1:2].isdigit():
        n = 2
        while n < len(rest) and rest[n:n + 1].isdigit():
            n += 1
        nsec = _nanoseconds(rest[1:n])
        rest = rest[n:]
    offset = 0
    if rest != b"Z":
        if len(rest) != 6:
            return None
        hr = uint(rest[1:3], 0, 23)
        mm = uint(rest[4:6], 0, 59)
        if not ok or rest[:1] not in (b"+", b"-") or rest[3:4] != b":":
            return None
        offset = (hr * 60 + mm) * 60 * (-1 if rest[:1] == b"-" else 1)
    return Timestamp.of(year, month, day, hour, minute, sec, nsec, offset)


def _nanoseconds(digits: bytes) -> int:
    digits = digits[:9]
    scale: int = 10 ** (9 - len(digits))
    return int(digits) * scale


@dataclass(slots=True)
class _ParseError(Exception):
    """Go's ``time.ParseError`` fields."""

    layout_elem: str
    value_elem: str
    message: str


def _getnum(s: bytes, fixed: bool) -> tuple[int, bytes] | None:
    if not s[:1].isdigit():
        return None
    if not s[1:2].isdigit():
        if fixed:
            return None
        return s[0] - 48, s[1:]
    return (s[0] - 48) * 10 + s[1] - 48, s[2:]


def _go_time_parse(b: bytes) -> None:
    """Go's ``time.Parse(time.RFC3339, …)`` (Go 1.20 and later) for its errors: raises
    :class:`_ParseError`, or returns if Go would accept the text."""
    # (literal prefix, element, layout text) for 2006-01-02T15:04:05Z07:00.
    steps = (("", "year", "2006"), ("-", "month", "01"), ("-", "day", "02"), ("T", "hour", "15"),
             (":", "minute", "04"), (":", "second", "05"), ("", "zone", "Z07:00"))
    value = b
    year = month = day = 0

    def text(x: bytes) -> str:
        return x.decode("utf-8", "replace")

    for prefix, elem, std in steps:
        for ch in prefix.encode():
            if not value or value[0] != ch:
                raise _ParseError(prefix, text(value), "")
            value = value[1:]
        hold = value
        range_err = ""
        bad = False
        if elem == "year":
            if len(value) < 4 or not value[0:4].isdigit():
                bad = True
            else:
                year, value = int(value[0:4]), value[4:]
        elif elem == "zone":
            if value[:1] == b"Z":
                value = value[1:]
            elif len(value) < 6 or value[3:4] != b":":
                bad = True
            else:
                sign, hours, mins, value = value[:1], value[1:3], value[4:6], value[6:]
                if not (hours.isdigit() and mins.isdigit()):
                    bad = True
                else:
                    if int(hours) > 24:
                        range_err = "time zone offset hour"
                    if int(mins) > 60:
                        range_err = "time zone offset minute"
                    bad = sign not in (b"+", b"-")
        else:
            got = _getnum(value, elem != "hour")
            if got is None:
                bad = True
            else:
                num, value = got
                if elem == "month":
                    month = num
                    if not 1 <= num <= 12:
                        range_err = "month"
                elif elem == "day":
                    day = num
                elif elem == "hour":
                    if num >= 24:
                        range_err = "hour"
                elif num >= 60:
                    range_err = elem
                elif elem == "second" and len(value) >= 2 and value[:1] in (b".", b",") \
                        and value[1:2].isdigit():
                    n = 2
                    while n < len(value) and value[n:n + 1].isdigit():
                        n += 1
                    value = value[n:]
        if range_err:
            raise _ParseError(std, text(value), f": {range_err} out of range")
        if bad:
            raise _ParseError(std, text(hold), "")
    if value:
        raise _ParseError("", text(value), f": extra text: {_time_quote(text(value))}")
    if day < 1 or day > _days_in(month, year):
        raise _ParseError("", "", ": day out of range")


def _time_quote(s: str) -> str:
    """The ``time`` package's ``quote``: non-ASCII and control bytes as ``\\x..``."""
    out = ['"']
    for c in s:
        if c >= "\x80" or c < " ":
            out.extend(f"\\x{byte:02x}" for byte in c.encode("utf-8", "surrogatepass"))
        else:
            if c in '"\\':
                out.append("\\")
            out.append(c)
    out.append('"')
    return "".join(out)


_WHAT = {"2006": "year", "01": "month", "02": "day of month", "15": "hour", "04": "minute",
         "05": "second", "Z07:00": "UTC offset"}


def _explain(e: _ParseError) -> str:
    """go-cty's ``parseTimestamp`` translation of a ``time.ParseError``."""
    base = "not a valid RFC3339 timestamp"
    if not e.layout_elem and not e.value_elem and e.message:
        return base + e.message
    if e.layout_elem == "T":
        return f"{base}: missing required time introducer 'T'"
    if e.layout_elem in (":", "-"):
        if not e.value_elem:
            return f"{base}: end of string where {go_quote(e.layout_elem)} is expected"
        return f"{base}: found {go_quote(e.value_elem)} where {go_quote(e.layout_elem)} is expected"
    what = _WHAT.get(e.layout_elem, "timestamp segment")
    if not e.value_elem:
        return f"{base}: end of string before {what}"
    if what == "hour" and ":" in e.value_elem:
        return f"{base}: hour must be between 0 and 23 inclusive"
    if what == "hour" and len(e.value_elem.encode()) != 2:
        return f"{base}: hour must have exactly two digits"
    if what == "minute" and len(e.value_elem.encode()) != 2:
        return f"{base}: minute must have exactly two digits"
    return f"{base}: cannot use {go_quote(e.value_elem)} as {what}"


def parse_timestamp(s: str) -> Timestamp:
    """A strict RFC 3339 timestamp; raises FunctionError with go-cty's explanation."""
    b = s.encode("utf-8", "surrogatepass")
    ts = _parse_strict(b)
    if ts is not None:
        return ts
    try:
        _go_time_parse(b)
    except _ParseError as e:
        raise FunctionError(_explain(e)) from None
    # Go's parser accepts a few things RFC 3339 does not (go-cty's extra checks).
    if b[12:13] == b":":
        err = _ParseError("15", s[11:12], ": hour must have two digits")
    elif b[19:20] == b",":
        err = _ParseError(".", ",", ": sub-second separator must be a period")
    elif not b.endswith(b"Z") and int(b[-5:-3]) >= 24:
        err = _ParseError("Z07:00", b[-6:].decode(), ": timezone hour out of range")
    elif not b.endswith(b"Z") and int(b[-2:]) >= 60:
        err = _ParseError("Z07:00", b[-6:].decode(), ": timezone minute out of range")
    else:  # pragma: no cover - not reachable with Go's parser
        err = _ParseError("2006-01-02T15:04:05Z07:00", s, "")
    raise FunctionError(_explain(err))


# ---------------------------------------------------------------------- durations

_UNITS = {"ns": 1, "us": 1_000, "µs": 1_000, "μs": 1_000, "ms": 1_000_000,
          "s": _NS, "m": 60 * _NS, "h": 3600 * _NS}
_MAX_U63 = 1 << 63


def parse_duration(s: str) -> int:
    """Go's ``time.ParseDuration``: nanoseconds, or FunctionError with Go's message."""
    orig = s

    def invalid() -> FunctionError:
        return FunctionError(f"time: invalid duration {_time_quote(orig)}")

    neg = False
    if s[:1] in ("-", "+"):
        neg = s[0] == "-"
        s = s[1:]
    if s == "0":
        return 0
    if not s:
        raise invalid()
    total = 0
    while s:
        if not (s[0] == "." or "0" <= s[0] <= "9"):
            raise invalid()
        i = 0
        v = 0
        while i < len(s) and "0" <= s[i] <= "9":
            if v > _MAX_U63 // 10:
                raise invalid()
            v = v * 10 + ord(s[i]) - 48
            if v > _MAX_U63:
                raise invalid()
            i += 1
        pre = i > 0
        s = s[i:]
        f, scale, post = 0, 1.0, False
        if s[:1] == ".":
            s = s[1:]
            i = 0
            overflow = False
            while i < len(s) and "0" <= s[i] <= "9":
                if not overflow:
                    if f > (_MAX_U63 - 1) // 10:
                        overflow = True
                    else:
                        y = f * 10 + ord(s[i]) - 48
                        if y > _MAX_U63:
                            overflow = True
                        else:
                            f = y
                            scale *= 10
                i += 1
            post = i > 0
            s = s[i:]
        if not pre and not post:
            raise invalid()
        i = 0
        while i < len(s) and not (s[i] == "." or "0" <= s[i] <= "9"):
            i += 1
        if i == 0:
            raise FunctionError(f"time: missing unit in duration {_time_quote(orig)}")
        unit_name, s = s[:i], s[i:]
        unit = _UNITS.get(unit_name)
        if unit is None:
            raise FunctionError(f"time: unknown unit {_time_quote(unit_name)} in duration "
                                f"{_time_quote(orig)}")
        if v > _MAX_U63 // unit:
            raise invalid()
        v *= unit
        if f > 0:
            v += int(float(f) * (float(unit) / scale))
            if v > _MAX_U63:
                raise invalid()
        total += v
        if total > _MAX_U63:
            raise invalid()
    if neg:
        return -total
    if total > _MAX_U63 - 1:
        raise invalid()
    return total


# ---------------------------------------------------------------------- formatdate


def _date_tokens(fmt: bytes) -> list[bytes]:
    """go-cty's ``splitDateFormat``: quoted literals, runs of one letter, other text."""
    tokens = []
    i, n = 0, len(fmt)
    while i < n:
        c = fmt[i]
        if c == 0x27:  # '
            if i + 1 < n and fmt[i + 1] == 0x27:
                tokens.append(fmt[i:i + 2])
                i += 2
                continue
            j = i + 1
            end = n
            while j < n:
                if fmt[j] == 0x27:
                    if j + 1 == n:
                        break
                    if fmt[j + 1] == 0x27:
                        j += 2
                        continue
                    end = j + 1
                    break
                j += 1
            tokens.append(fmt[i:end])
            i = end
        elif chr(c).isascii() and chr(c).isalpha():
            j = i + 1
            while j < n and fmt[j] == c:
                j += 1
            tokens.append(fmt[i:j])
            i = j
        else:
            j = i + 1
            while j < n and fmt[j] != 0x27 and not (fmt[j] < 0x80 and chr(fmt[j]).isalpha()):
                j += 1
            tokens.append(fmt[i:j])
            i = j
    return tokens


def _verb_error(tok: bytes, detail: str = "") -> ArgError:
    msg = f"invalid date format verb {go_quote(tok.decode('utf-8', 'replace'))}"
    return ArgError(0, f"{msg}: {detail}" if detail else msg)


def format_date(fmt: str, ts: Timestamp) -> str:
    """Apply a ``formatdate`` format string; raises ArgError(0) for a bad format."""
    y, mo, d, h, mi, s, wd = ts.fields()
    out: list[str] = []
    for tok in _date_tokens(fmt.encode("utf-8", "surrogatepass")):
        lead = tok[:1]
        n = len(tok)
        if lead == b"'":
            if not tok.endswith(b"'") or n == 1:
                raise ArgError(0, "unterminated literal '")
            if n == 2:
                out.append("'")
            else:
                # The text between the quotes, with each doubled quote written once.
                raw = tok[1:-1]
                buf = bytearray()
                i = 0
                while i < len(raw):
                    buf.append(raw[i])
                    i += 2 if raw[i] == 0x27 else 1
                out.append(buf.decode("utf-8", "surrogatepass"))
            continue
        if not (lead.isascii() and lead.isalpha()):
            out.append(tok.decode("utf-8", "surrogatepass"))
            continue
        letter = lead.decode()
        forms: dict[int, str] | None = None
        detail = ""
        if letter == "Y":
            forms, detail = {2: f"{y % 100:02d}", 4: f"{y:04d}"}, 'year must either be "YY" or "YYYY"'
        elif letter == "M":
            name = _MONTHS[mo - 1]
            forms = {1: str(mo), 2: f"{mo:02d}", 3: name[:3], 4: name}
            detail = 'month must be "M", "MM", "MMM", or "MMMM"'
        elif letter == "D":
            forms, detail = {1: str(d), 2: f"{d:02d}"}, 'day of month must either be "D" or "DD"'
        elif letter == "E":
            name = _WEEKDAYS[wd]
            forms, detail = {3: name[:3], 4: name}, 'day of week must either be "EEE" or "EEEE"'
        elif letter == "h":
            forms, detail = {1: str(h), 2: f"{h:02d}"}, '24-hour must either be "h" or "hh"'
        elif letter == "H":
            h12 = h % 12 or 12
            forms, detail = {1: str(h12), 2: f"{h12:02d}"}, '12-hour must either be "H" or "HH"'
        elif letter in "Aa":
            marker = "AM" if h < 12 else "PM"
            forms = {2: marker if letter == "A" else marker.lower()}
            detail = f'must be "{letter}{letter}"'
        elif letter == "m":
            forms, detail = {1: str(mi), 2: f"{mi:02d}"}, 'minute must either be "m" or "mm"'
        elif letter == "s":
            forms, detail = {1: str(s), 2: f"{s:02d}"}, 'second must either be "s" or "ss"'
        elif letter == "Z":
            num = ts.zone(False, False)
            forms = {1: ts.zone(True, True), 3: "UTC" if num == "+0000" else num, 4: num,
                     5: ts.zone(True, False)}
            detail = "timezone must be Z, ZZZZ, or ZZZZZ"
        if forms is None:
            raise _verb_error(tok)
        text = forms.get(n)
        if text is None:
            raise _verb_error(tok, detail)
        out.append(text)
    return "".join(out)


def _formatdate_impl(args: list[Value], ret: Type) -> Value:
    try:
        ts = parse_timestamp(args[1].as_string())
    except FunctionError as e:
        raise ArgError(1, e.message) from None
    return Value.string(format_date(args[0].as_string(), ts))


def _timeadd_impl(args: list[Value], ret: Type) -> Value:
    ts = parse_timestamp(args[0].as_string())
    return Value.string(ts.add(parse_duration(args[1].as_string())).rfc3339())


FORMATDATE = Function(
    params=[Parameter("format", STRING), Parameter("time", STRING)],
    type=STRING, impl=_formatdate_impl, refine_result=refine_not_null,
    description="Formats a timestamp given in RFC 3339 syntax into another timestamp in some "
                "other machine-oriented time syntax, as described in the format string.")

TIMEADD = Function(
    params=[Parameter("timestamp", STRING), Parameter("duration", STRING)],
    type=STRING, impl=_timeadd_impl,
    description="Adds the duration represented by the given duration string to the given RFC "
                "3339 timestamp string, returning another RFC 3339 timestamp.")

FUNCTIONS: dict[str, Function] = {
    "formatdate": FORMATDATE,
    "timeadd": TIMEADD,
}
