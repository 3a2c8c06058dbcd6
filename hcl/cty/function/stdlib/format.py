"""``format`` and ``formatlist`` (go-cty ``stdlib/format.go`` and its ragel scanner).

A verb is ``%`` then flags (``0 # - + space``), a width, ``.precision``, an argument
index ``[n]`` and a letter, in that order:

* ``%v`` — strings as they are, numbers in Go's ``%g`` form (``1e+100``), anything
  else as JSON; ``%#v`` is always JSON; a null prints ``null``.
* ``%t`` — converted to bool; ``%b %d %o %x %X`` — converted to a whole number and
  printed by Go's ``big.Int`` formatter; ``%e %E %f %g %G`` — converted to a number
  and printed by Go's ``big.Float`` formatter.
* ``%s`` — converted to string; ``%q`` — a JSON-quoted string; ``%%`` — a percent sign.

Widths and precisions of ``%v``, ``%s`` and ``%q`` count grapheme clusters; number
verbs use Go's ``fmt`` rules (widths count bytes, and widths or precisions beyond ten
million print ``%!(NOVERB)``). Offsets in error messages count UTF-8 bytes.
"""

from __future__ import annotations

from dataclasses import dataclass

from hcl.cty._numtext import MAX_TEXT_LENGTH, int_to_str
from hcl.cty.convert import convert
from hcl.cty.errors import CtyError
from hcl.cty.function.function import ArgError, Function, FunctionError, Parameter
from hcl.cty.function.stdlib._textutil import (
    check_length,
    go_quote,
    go_quote_rune,
    grapheme_count,
    graphemes,
    refine_not_null,
    utf8_len,
)
from hcl.cty.json import go_json_string, marshal
from hcl.cty.numbers import Number
from hcl.cty.types import BOOL, DYNAMIC, NUMBER, STRING, List, Type
from hcl.cty.values import Value

__all__ = ["FUNCTIONS", "format_values"]

_LIST_STRING = List(STRING)
_FLAGS = "0#-+ "


@dataclass(slots=True)
class _Verb:
    raw: str = ""
    offset: int = 0
    arg_num: int = 0
    mode: str = ""
    zero: bool = False
    sharp: bool = False
    plus: bool = False
    minus: bool = False
    space: bool = False
    width: int = -1
    prec: int = -1


# ---------------------------------------------------------------------- the scanner


def format_values(fmt: str, args: list[Value]) -> str:
    """Apply ``fmt`` to known argument values, as go-cty's ``formatFSM``: raises
    FunctionError (ArgError for surplus arguments, whose index counts the format
    string as argument 0)."""
    out: list[str] = []
    size = 0
    next_arg = 1
    highest = 0
    n = len(fmt)
    i = 0
    boff = 0  # byte offset of fmt[i]
    while i < n:
        c = fmt[i]
        if c != "%":
            j = fmt.find("%", i)
            j = n if j < 0 else j
            chunk = fmt[i:j]
            out.append(chunk)
            size += len(chunk)
            boff += utf8_len(chunk)
            i = j
            continue
        if i + 1 < n and fmt[i + 1] == "%":
            out.append("%")
            size += 1
            i += 2
            boff += 2
            continue
        verb, i, boff = _scan_verb(fmt, i, boff, next_arg)
        highest = max(highest, verb.arg_num)
        piece = _format_one(verb, args)
        size += len(piece)
        check_length(size)
        out.append(piece)
        next_arg = verb.arg_num + 1
    if highest < len(args):
        if highest == 0:
            raise ArgError(highest + 1, "too many arguments; no verbs in format string")
        raise ArgError(highest + 1, f"too many arguments; only {highest} used by format string")
    return "".join(out)


def _scan_verb(fmt: str, i: int, boff: int, next_arg: int) -> tuple[_Verb, int, int]:
    """Scan the verb starting at ``fmt[i] == "%"``; returns it with the index and byte
    offset just after it."""
    n = len(fmt)
    start, start_boff = i, boff
    verb = _Verb(offset=start_boff, arg_num=next_arg)
    i += 1
    boff += 1

    def unexpected() -> FunctionError:
        if i >= n:
            return FunctionError(f"invalid format string starting at offset {boff}")
        return FunctionError(f"unrecognized format character {go_quote_rune(fmt[i])} at offset {boff}")

    def digits(first_nonzero: bool) -> int:
        nonlocal i, boff
        if i >= n or not ("1" if first_nonzero else "0") <= fmt[i] <= "9":
            raise unexpected()
        value = 0
        while i < n and "0" <= fmt[i] <= "9":
            value = value * 10 + ord(fmt[i]) - 48
            i += 1
            boff += 1
        return value

    while i < n and fmt[i] in _FLAGS:
        flag = fmt[i]
        verb.zero |= flag == "0"
        verb.sharp |= flag == "#"
        verb.minus |= flag == "-"
        verb.plus |= flag == "+"
        verb.space |= flag == " "
        i += 1
        boff += 1
    if i < n and "1" <= fmt[i] <= "9":
        verb.width = digits(True)
    if i < n and fmt[i] == ".":
        i += 1
        boff += 1
        verb.prec = digits(False) if i < n and "0" <= fmt[i] <= "9" else 0
    if i < n and fmt[i] == "[":
        i += 1
        boff += 1
        verb.arg_num = digits(True)
        if i >= n or fmt[i] != "]":
            raise unexpected()
        i += 1
        boff += 1
    if i >= n or not (fmt[i].isascii() and fmt[i].isalpha()):
        raise unexpected()
    verb.mode = fmt[i]
    verb.raw = fmt[start:i + 1]
    return verb, i + 1, boff + 1


# ---------------------------------------------------------------------- one verb


def _unsupported(verb: _Verb, detail: str) -> FunctionError:
    return FunctionError(f"unsupported value for {go_quote(verb.raw)} at {verb.offset}: {detail}")


def _format_one(verb: _Verb, args: list[Value]) -> str:
    idx = verb.arg_num - 1
    if idx >= len(args):
        raise FunctionError(f"not enough arguments for {go_quote(verb.raw)} at {verb.offset}: "
                            f"need index {verb.arg_num} but have {len(args)} total")
    arg = args[idx]
    mode = verb.mode
    if mode != "v" and arg.is_null:
        raise _unsupported(verb, "null value cannot be formatted")
    if mode == "v":
        return _format_as_is(verb, arg)
    if mode == "t":
        return "true" if _convert(verb, arg, BOOL).as_bool() else "false"
    if mode in "bdoxXeEfgG":
        num = _convert(verb, arg, NUMBER).as_number()
        if mode in "bdoxX":
            if not num.is_int:
                raise _unsupported(verb, "an integer is required")
            return _go_printf(verb, num, integer=True)
        return _go_printf(verb, num, integer=False)
    if mode in "sq":
        s = _convert(verb, arg, STRING).as_string()
        if verb.prec > 0:
            s = "".join(graphemes(s)[:verb.prec])
        return _pad(verb, s if mode == "s" else go_json_string(s))
    raise FunctionError(f"unsupported format verb {go_quote_rune(mode)} in {go_quote(verb.raw)} "
                        f"at offset {verb.offset}")


def _convert(verb: _Verb, arg: Value, ty: Type) -> Value:
    try:
        return convert(arg, ty)
    except CtyError as e:
        raise _unsupported(verb, e.message) from None


def _format_as_is(verb: _Verb, arg: Value) -> str:
    if not verb.sharp and not arg.is_null:
        if arg.type.is_string:
            return _pad(verb, arg.as_string())
        if arg.type.is_number:
            return _pad(verb, arg.as_number().text("g", -1))
    try:
        text = marshal(arg, arg.type)
    except CtyError as e:
        raise _unsupported(verb, e.message) from None
    return _pad(verb, text)


def _pad(verb: _Verb, s: str) -> str:
    """go-cty's ``formatPadWidth``: pad to the width in grapheme clusters."""
    if verb.width < 0:
        return s
    have = grapheme_count(s)
    if have >= verb.width:
        return s
    check_length(len(s) + verb.width - have)
    pad = ("0" if verb.zero else " ") * (verb.width - have)
    return s + pad if verb.minus else pad + s


# ---------------------------------------------------------------------- Go's fmt for numbers

_GO_NUM_LIMIT = 1_000_000


def _go_parsenum(s: str, i: int) -> tuple[int, bool, int]:
    """Go fmt's ``parsenum``: (number, present, new index); an over-long number fails
    and consumes the rest of the verb."""
    num = 0
    present = False
    j = i
    while j < len(s) and "0" <= s[j] <= "9":
        if num > _GO_NUM_LIMIT:
            return 0, False, len(s)
        num = num * 10 + ord(s[j]) - 48
        present = True
        j += 1
    return num, present, j


def _go_printf(verb: _Verb, num: Number, *, integer: bool) -> str:
    """``fmt.Sprintf(raw verb without [n], x)`` for a ``*big.Int`` or ``*big.Float``."""
    raw = verb.raw
    lb = raw.find("[")
    if lb >= 0:
        raw = raw[:lb] + raw[raw.index("]") + 1:]
    # Go's fmt parses the verb again: flags, width, precision, letter.
    i = 1
    zero = minus = plus = space = sharp = False
    while i < len(raw) and raw[i] in _FLAGS:
        f = raw[i]
        if f == "0":
            zero = not minus
        elif f == "-":
            minus, zero = True, False
        elif f == "+":
            plus = True
        elif f == " ":
            space = True
        else:
            sharp = True
        i += 1
    width, has_width, i = _go_parsenum(raw, i)
    prec, has_prec = 0, False
    if i + 1 <= len(raw) and raw[i] == ".":
        prec, has_prec, i = _go_parsenum(raw, i + 1)
        has_prec = True
    if i >= len(raw):
        kind = "*big.Int" if integer else "*big.Float"
        shown = int_to_str(abs(n := num.to_int())) if integer else num.text("g", -1)
        shown = "-" + shown if integer and n < 0 else shown
        return f"%!(NOVERB)%!(EXTRA {kind}={shown})"
    if has_width:
        check_length(width)
    mode = raw[i]
    if integer:
        return _big_int_format(num.to_int(), mode, sharp, zero, minus, plus, space,
                               width if has_width else -1, prec if has_prec else -1)
    return _big_float_format(num, mode, zero, minus, plus, space,
                             width if has_width else -1, prec, has_prec)


# Digits per bit in each base, for the result length before rendering.
_DIGITS_PER_BIT = {2: 1.0, 8: 1 / 3, 10: 0.30103, 16: 0.25}


def _big_int_format(x: int, mode: str, sharp: bool, zero: bool, minus: bool, plus: bool,
                    space: bool, width: int, prec: int) -> str:
    """Go's ``(*big.Int).Format``."""
    base = {"b": 2, "o": 8, "d": 10, "x": 16, "X": 16}[mode]
    mag = abs(x)
    size = int(mag.bit_length() * _DIGITS_PER_BIT[base]) + 1
    check_length(size)
    if base == 10 and size > MAX_TEXT_LENGTH:  # decimal rendering costs more than linear time
        raise FunctionError(f"number too large to render in decimal notation (more than {MAX_TEXT_LENGTH} "
                            "characters)")
    if base == 10:
        digits = int_to_str(mag)
    else:
        digits = format(mag, {2: "b", 8: "o", 16: "x"}[base])
        if mode == "X":
            digits = digits.upper()
    sign = "-" if x < 0 else "+" if plus else " " if space else ""
    prefix = ""
    if sharp:
        prefix = {"b": "0b", "o": "0", "x": "0x", "X": "0X"}.get(mode, "")
    zeros = 0
    if prec >= 0:
        if len(digits) < prec:
            zeros = prec - len(digits)
        elif digits == "0" and prec == 0:
            return ""
    left = right = 0
    length = len(sign) + len(prefix) + zeros + len(digits)
    if width >= 0 and length < width:
        d = width - length
        if minus:
            right = d
        elif zero and prec < 0:
            zeros = d
        else:
            left = d
    return " " * left + sign + prefix + "0" * zeros + digits + " " * right


def _big_float_format(x: Number, mode: str, zero: bool, minus: bool, plus: bool, space: bool,
                      width: int, prec: int, has_prec: bool) -> str:
    """Go's ``(*big.Float).Format`` for ``e E f g G``."""
    if not has_prec:
        prec = -1 if mode in "gG" else 6
    text = x.text(mode, prec)
    if text[0] == "-":
        sign, text = "-", text[1:]
    elif text[0] == "+":  # +Inf
        sign, text = (" " if space else "+"), text[1:]
    elif plus:
        sign = "+"
    elif space:
        sign = " "
    else:
        sign = ""
    padding = width - len(sign) - len(text) if width > len(sign) + len(text) else 0
    if zero and not x.is_inf:
        return sign + "0" * padding + text
    if minus:
        return sign + text + " " * padding
    return " " * padding + sign + text


# ---------------------------------------------------------------------- the functions


def _format_impl(args: list[Value], ret: Type) -> Value:
    fmt = args[0].as_string()
    values = args[1:]
    if not all(v.is_wholly_known for v in values):
        # Only JSON could print nested values, and it needs them all. The literal text
        # before the first verb is known, though.
        result = Value.unknown(STRING)
        idx = fmt.find("%")
        if idx > 0:
            result = result.refine().string_prefix(fmt[:idx]).new_value()
        return result
    return Value.string(format_values(fmt, values))


FORMAT = Function(
    params=[Parameter("format", STRING)],
    var_param=Parameter("args", DYNAMIC, allow_null=True, allow_unknown=True, allow_dynamic_type=True),
    type=STRING, impl=_format_impl, refine_result=refine_not_null,
    description='Constructs a string by applying formatting verbs to a series of arguments, '
                'using a similar syntax to the C function "printf".')


def _formatlist_impl(args: list[Value], ret: Type) -> Value:
    fmt_val = args[0]
    values = args[1:]
    if not values:
        return Value.list([FORMAT(fmt_val)], STRING)
    fmt = fmt_val.as_string()
    iter_len = -1
    chooser = -1
    sequences: list[list[Value] | None] = [None] * len(values)
    unknown = False
    for i, arg in enumerate(values):
        ty = arg.type
        if (ty.is_list or ty.is_set or ty.is_tuple) and not arg.is_null:
            if not ty.is_tuple and not (arg.is_known and arg.length().is_known):
                unknown = True
                continue
            length = arg.length_int()
            if iter_len == -1:
                iter_len, chooser = length, i
            elif length != iter_len:
                raise ArgError(i + 1, f"argument {i + 1} has length {length}, which is inconsistent "
                                      f"with argument {chooser + 1} of length {iter_len}")
            if not arg.is_known:
                unknown = True
                continue
            sequences[i] = arg.as_value_list()
        elif not arg.is_known and ty.is_dynamic:
            unknown = True
    if unknown:
        return Value.unknown(ret)
    if iter_len == 0:
        return Value.list([], STRING)
    if iter_len == -1:
        iter_len = 1
    results = []
    for n in range(iter_len):
        call_args = [seq[n] if seq is not None else values[i] for i, seq in enumerate(sequences)]
        if not all(a.is_wholly_known for a in call_args):
            results.append(Value.unknown(STRING).refine_not_null())
            continue
        try:
            results.append(Value.string(format_values(fmt, call_args)))
        except FunctionError as e:
            raise FunctionError(f"error on format iteration {n}: {e.message}") from None
    return Value.list(results, STRING)


FORMATLIST = Function(
    params=[Parameter("format", STRING)],
    var_param=Parameter("args", DYNAMIC, allow_null=True, allow_unknown=True, allow_dynamic_type=True),
    type=_LIST_STRING, impl=_formatlist_impl, refine_result=refine_not_null,
    description='Constructs a list of strings by applying formatting verbs to a series of '
                'arguments, using a similar syntax to the C function "printf".')

FUNCTIONS: dict[str, Function] = {
    "format": FORMAT,
    "formatlist": FORMATLIST,
}
