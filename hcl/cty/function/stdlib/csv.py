"""``csvdecode`` (go-cty ``stdlib/csv.go``): RFC 4180 CSV, read with the rules of Go's
``encoding/csv`` reader (default settings), into a list of objects whose attributes are
the header row's column names."""

from __future__ import annotations

from collections.abc import Iterator

from hcl.cty.errors import go_quote
from hcl.cty.function.function import Function, FunctionError, Parameter
from hcl.cty.function.stdlib._textutil import refine_not_null
from hcl.cty.types import DYNAMIC, STRING, List, Object, Type
from hcl.cty.values import Value

__all__ = ["FUNCTIONS", "read_csv"]

_ERR_BARE_QUOTE = 'bare " in non-quoted-field'
_ERR_QUOTE = 'extraneous or missing " in quoted-field'
_ERR_FIELD_COUNT = "wrong number of fields"


class CSVParseError(Exception):
    """Go's ``csv.ParseError`` (only the parts go-cty reports)."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"CSV parse error on line {line}: {message}")
        self.line = line


class _Lines:
    """Go's ``csv.Reader.readLine``: lines keep their ``\\n``; ``\\r\\n`` becomes
    ``\\n``; a final ``\\r`` before the end of input is dropped."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.num_line = 0

    def read(self) -> tuple[str, bool]:
        """The next line and whether the input ended (``io.EOF``) with nothing read."""
        text = self.text
        self.num_line += 1
        if self.pos >= len(text):
            return "", True
        end = text.find("\n", self.pos)
        if end < 0:
            line = text[self.pos:]
            self.pos = len(text)
            if line.endswith("\r"):
                line = line[:-1]
        else:
            line = text[self.pos:end + 1]
            self.pos = end + 1
        if line.endswith("\r\n"):
            line = line[:-2] + "\n"
        return line, False


def _strip_nl(s: str) -> str:
    return s[:-1] if s.endswith("\n") else s


def read_csv(text: str, fields_per_record: int = 0) -> Iterator[list[str]]:
    """The records of ``text`` (Go's ``csv.Reader.Read`` until ``io.EOF``). With
    ``fields_per_record`` 0 the first record sets the field count every later record
    must have; raises :class:`CSVParseError`."""
    lines = _Lines(text)
    while True:
        # Skip empty lines.
        while True:
            line, eof = lines.read()
            if eof or line not in ("", "\n"):
                break
        if eof:
            return
        rec_line = pos_line = lines.num_line
        fields: list[str] = []
        while True:
            if not line.startswith('"'):
                i = line.find(",")
                field = line[:i] if i >= 0 else _strip_nl(line)
                if '"' in field:
                    raise CSVParseError(lines.num_line, _ERR_BARE_QUOTE)
                fields.append(field)
                if i >= 0:
                    line = line[i + 1:]
                    continue
                break
            # A quoted field, possibly spanning lines.
            line = line[1:]
            buf: list[str] = []
            while True:
                i = line.find('"')
                if i >= 0:
                    buf.append(line[:i])
                    line = line[i + 1:]
                    if line.startswith('"'):  # "" is an escaped quote
                        buf.append('"')
                        line = line[1:]
                        continue
                    if line.startswith(","):
                        line = line[1:]
                        fields.append("".join(buf))
                        break
                    if line in ("", "\n"):
                        fields.append("".join(buf))
                        line = None  # type: ignore[assignment]
                        break
                    raise CSVParseError(lines.num_line, _ERR_QUOTE)
                if not line:
                    # The input ended inside the quotes.
                    raise CSVParseError(pos_line, _ERR_QUOTE)
                buf.append(line)
                line, _ = lines.read()
                if line:
                    pos_line += 1
            if line is None:
                break
        if fields_per_record > 0:
            if len(fields) != fields_per_record:
                raise CSVParseError(rec_line, _ERR_FIELD_COUNT)
        else:
            fields_per_record = len(fields)
        yield fields


def _header(text: str) -> list[str]:
    try:
        first = next(read_csv(text), None)
    except CSVParseError as e:
        raise FunctionError(str(e)) from None
    if first is None:
        raise FunctionError("missing header line")
    return first


def _csv_type(args: list[Value]) -> Type:
    s = args[0]
    if not s.is_known:
        return DYNAMIC
    atys: dict[str, Type] = {}
    for name in _header(s.as_string()):
        if name in atys:
            raise FunctionError(f"duplicate column name {go_quote(name)}")
        atys[name] = STRING
    return List(Object(atys))


def _csv_impl(args: list[Value], ret: Type) -> Value:
    ety = ret.element_type
    records = read_csv(args[0].as_string(), len(ety.attribute_types))
    try:
        headers = next(records)
        rows = [Value.object({name: Value.string(v) for name, v in zip(headers, rec, strict=True)})
                for rec in records]
    except CSVParseError as e:
        raise FunctionError(str(e)) from None
    return Value.list(rows, ety)


CSVDECODE = Function(
    params=[Parameter("str", STRING)],
    type=_csv_type, impl=_csv_impl, refine_result=refine_not_null,
    description="Parses the given string as Comma Separated Values (as defined by RFC 4180) and "
                "returns a map of objects representing the table of data, using the first row "
                "as a header row to define the object attributes.")

FUNCTIONS: dict[str, Function] = {
    "csvdecode": CSVDECODE,
}
