"""Number functions (go-cty ``stdlib/number.go``).

``abs``, ``ceil``, ``floor``, ``log``, ``pow``, ``signum``, ``parseint``, ``min``,
``max``, ``int`` and the operator functions ``add``, ``subtract``, ``multiply``,
``divide``, ``modulo``, ``negate``, ``greater_than``, ``greater_than_or_equal_to``,
``less_than``, ``less_than_or_equal_to``.

Numbers keep go-cty's arbitrary precision (``ceil``/``floor``/``int`` never go through
a float). ``log`` and ``pow`` compute in float64 as go-cty does, reproducing Go's
``math.Log``, ``math.Pow`` and ``math.Exp`` step by step as they run on amd64 (``Exp``
as on CPUs with FMA), so results match Terraform bit for bit there; other Go platforms
may differ in the last bit. A NaN result, on which go-cty panics, is an error here
(:data:`NAN_MESSAGE`), as is ``int`` of an infinity.
"""

from __future__ import annotations

import math
import struct
import sys
from fractions import Fraction

from hcl.cty.errors import NumberError, go_quote
from hcl.cty.function.function import ArgError, Function, FunctionError, ImplFunc, Parameter
from hcl.cty.function.stdlib.general import (
    GO_INT_MESSAGE,
    go_float64,
    go_int,
    go_int_or_error,
    refine_not_null,
)
from hcl.cty.numbers import Number
from hcl.cty.types import BOOL, DYNAMIC, NUMBER, STRING, Type
from hcl.cty.values import NEGATIVE_INFINITY, POSITIVE_INFINITY, Value

__all__ = ["FUNCTIONS", "NAN_MESSAGE", "go_exp", "go_log", "go_parse_int", "go_pow"]

#: The error for a ``log``/``pow`` result that is not a number (go-cty panics).
NAN_MESSAGE = "the result is not a number (NaN), which cannot be represented"

_INF = math.inf


def _num(name: str, *, dyn: bool = False, marked: bool = False,
         unknown: bool = False) -> Parameter:
    return Parameter(name, NUMBER, allow_dynamic_type=dyn, allow_marked=marked,
                     allow_unknown=unknown)


def _fn(params: list[Parameter], impl: ImplFunc, description: str, *, ret: Type = NUMBER,
        var_param: Parameter | None = None) -> Function:
    return Function(params=params, var_param=var_param, type=ret, impl=impl,
                    refine_result=refine_not_null, description=description)


# ---------------------------------------------------------------------- operators


def _arith(op: str, message: str) -> ImplFunc:
    def impl(args: list[Value], ret: Type) -> Value:
        try:
            result: Value = getattr(args[0], op)(args[1])
            return result
        except NumberError:
            raise FunctionError(message) from None

    return impl


def _binary(op: str, message: str, description: str) -> Function:
    return _fn([_num("a", dyn=True), _num("b", dyn=True)], _arith(op, message), description)


def _compare(op: str, description: str) -> Function:
    def impl(args: list[Value], ret: Type) -> Value:
        result: Value = getattr(args[0], op)(args[1])
        return result

    flags = {"dyn": True, "marked": True, "unknown": True}
    return _fn([_num("a", **flags), _num("b", **flags)], impl, description, ret=BOOL)


ADD = _binary("add", "can't compute sum of opposing infinities",
              "Returns the sum of the two given numbers.")
SUBTRACT = _binary("subtract", "can't subtract infinity from itself",
                   "Returns the difference between the two given numbers.")
MULTIPLY = _binary("multiply", "can't multiply zero by infinity",
                   "Returns the product of the two given numbers.")
DIVIDE = _binary("divide", "can't divide zero by zero or infinity by infinity",
                 "Divides the first given number by the second.")
MODULO = _binary("modulo", "can't use modulo with zero and infinity",
                 "Divides the first given number by the second and then returns the "
                 "remainder.")
GREATER_THAN = _compare("greater_than", "Returns true if and only if the second number "
                        "is greater than the first.")
GREATER_THAN_OR_EQUAL_TO = _compare("greater_than_or_equal_to", "Returns true if and "
                                    "only if the second number is greater than or equal "
                                    "to the first.")
LESS_THAN = _compare("less_than", "Returns true if and only if the second number is "
                     "less than the first.")
LESS_THAN_OR_EQUAL_TO = _compare("less_than_or_equal_to", "Returns true if and only if "
                                 "the second number is less than or equal to the first.")
ABS = _fn([_num("num", dyn=True, marked=True)], lambda args, ret: args[0].absolute(),
          "If the given number is negative then returns its positive equivalent, or "
          "otherwise returns the given number unchanged.")
NEGATE = _fn([_num("num", dyn=True, marked=True)], lambda args, ret: args[0].negate(),
             "Multiplies the given number by -1.")


# ---------------------------------------------------------------------- min, max, int


def _extreme(start: Value, op: str) -> ImplFunc:
    def impl(args: list[Value], ret: Type) -> Value:
        if not args:
            raise FunctionError("must pass at least one number")
        best = start
        for num in args:
            if getattr(num, op)(best).is_true():
                best = num
        return best

    return impl


MIN = _fn([], _extreme(POSITIVE_INFINITY, "less_than"),
          "Returns the numerically smallest of all of the given numbers.",
          var_param=_num("numbers", dyn=True))
MAX = _fn([], _extreme(NEGATIVE_INFINITY, "greater_than"),
          "Returns the numerically greatest of all of the given numbers.",
          var_param=_num("numbers", dyn=True))


def _int(args: list[Value], ret: Type) -> Value:
    n = args[0].as_number()
    if n.is_int:
        return args[0]
    if n.is_inf:
        raise FunctionError("can't truncate infinity to an integer")
    return Value.number(Number.from_int(n.to_int(truncate=True)))


INT = _fn([_num("num", dyn=True)], _int, "Discards any fractional portion of the given "
          "number.")


def _rounding(up: bool) -> ImplFunc:
    def impl(args: list[Value], ret: Type) -> Value:
        n = args[0].as_number()
        if n.is_inf:
            return args[0]
        if n.is_int:
            # Go's SetInt of the exact integer: the same value, and +0 for -0.
            return args[0] if not n.is_zero else Value.number(Number.zero(False, n.prec))
        i = n.to_int(truncate=True)  # toward zero, as big.Float.Int
        if up and n.sign > 0:
            i += 1
        elif not up and n.sign < 0:
            i -= 1
        return Value.number(Number.from_int(i, n.prec))

    return impl


CEIL = _fn([_num("num")], _rounding(True), "Returns the smallest whole number that is "
           "greater than or equal to the given value.")
FLOOR = _fn([_num("num")], _rounding(False), "Returns the greatest whole number that is "
            "less than or equal to the given value.")


# ---------------------------------------------------------------------- float64 functions


def _float_result(f: float) -> Value:
    if math.isnan(f):
        raise FunctionError(NAN_MESSAGE)
    return Value.number(Number.from_float(f))


_LN2_HI = 6.93147180369123816490e-01
_LN2_LO = 1.90821492927058770002e-10
_L1, _L2, _L3, _L4, _L5, _L6, _L7 = (
    6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01,
    2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01,
    1.479819860511658591e-01)
_HALF_SQRT2 = 7.07106781186547524401e-01


def _bits(f: float) -> int:
    bits: int = struct.unpack("<Q", struct.pack("<d", f))[0]
    return bits


def _from_bits(b: int) -> float:
    f: float = struct.unpack("<d", struct.pack("<Q", b))[0]
    return f


def go_log(x: float) -> float:
    """Go's ``math.Log`` as amd64 computes it (FreeBSD's algorithm, step by step)."""
    b = _bits(x)
    if b & ~(1 << 63) == 0:
        return -_INF
    if b >> 63:
        return math.nan
    if b >= 0x7FF0000000000000:
        return x
    f1 = _from_bits((b & 0x000FFFFFFFFFFFFF) | 0x3FE0000000000000)
    k = float(((b >> 52) & 0x7FF) - 0x3FE)
    if f1 <= _HALF_SQRT2:
        k -= 1
        f1 *= 2
    f = f1 - 1
    s = f / (2 + f)
    s2 = s * s
    s4 = s2 * s2
    t1 = s2 * (_L1 + s4 * (_L3 + s4 * (_L5 + s4 * _L7)))
    t2 = s4 * (_L2 + s4 * (_L4 + s4 * _L6))
    r = t1 + t2
    hfsq = 0.5 * f * f
    return k * _LN2_HI - ((hfsq - (s * (hfsq + r) + k * _LN2_LO)) - f)


_EXP_OVERFLOW = 7.09782712893384e02
_LOG2E = 1.4426950408889634073599246810018920
_LN2U = 0.69314718055966295651160180568695068359375
_LN2L = 0.28235290563031577122588448175013436025525412068e-12
_EXP_POLY = (2.4801587301587301587e-5, 1.9841269841269841270e-4, 1.3888888888888888889e-3,
             8.3333333333333333333e-3, 4.1666666666666666667e-2, 1.6666666666666666667e-1,
             0.5, 1.0)


def _fma(a: float, b: float, c: float) -> float:
    """``a*b + c`` rounded once (the x86 FMA instructions)."""
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    return float(exact) if exact else a * b + c


def _cvtsd2sl(x: float) -> int:
    """x86 ``CVTSD2SL``: round to nearest even int32, the "integer indefinite" -2**31
    when out of range."""
    if not math.isfinite(x) or not -(2.0**31) <= round(x) < 2.0**31:
        return -(2**31)
    return round(x)


def go_exp(x: float) -> float:
    """Go's ``math.Exp`` as amd64 computes it on CPUs with FMA (Go's assembly: argument
    reduction by ln 2, a Taylor polynomial on x/16, four squarings)."""
    b = _bits(x)
    if b & ~(1 << 63) >= 0x7FF0000000000000:
        return 0.0 if x == -_INF else x
    if x > _EXP_OVERFLOW:
        return _INF
    k = _cvtsd2sl(_LOG2E * x)
    e = k + 0x3FF  # the biased exponent of the result
    if e < -52:
        return 0.0
    if e >= 0x7FF:
        return _INF
    fk = float(k)
    r = _fma(-fk, _LN2U, x)
    r = _fma(-fk, _LN2L, r)
    r *= 0.0625
    p = _EXP_POLY[0]
    for c in _EXP_POLY[1:]:
        p = _fma(p, r, c)
    r *= p
    for _ in range(3):
        r *= r + 2.0
    r = _fma(r, r + 2.0, 1.0)
    if e <= 0:
        return r * _from_bits((e + 0x3FE) << 52) * _from_bits(1 << 52)
    return r * _from_bits(e << 52)


def _go_div(a: float, b: float) -> float:
    if b != 0:
        return a / b
    if a == 0 or math.isnan(a):
        return math.nan
    neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    return -_INF if neg else _INF


def _log(args: list[Value], ret: Type) -> Value:
    num = go_float64(args[0].as_number())
    base = go_float64(args[1].as_number())
    return _float_result(_go_div(go_log(num), go_log(base)))


def _is_odd_int(x: float) -> bool:
    if abs(x) >= 1 << 53:
        return False
    frac, whole = math.modf(x)
    return frac == 0 and int(whole) & 1 == 1


def _go_ldexp(frac: float, exp: int) -> float:
    """Go's ``math.Ldexp`` (with its own underflow and overflow thresholds)."""
    if frac == 0 or math.isinf(frac) or math.isnan(frac):
        return frac
    if abs(frac) < sys.float_info.min:  # normalize a subnormal
        frac *= float(1 << 52)
        exp -= 52
    bits = _bits(frac)
    exp += ((bits >> 52) & 0x7FF) - 1023
    if exp < -1075:
        return math.copysign(0.0, frac)
    if exp > 1023:
        return -_INF if frac < 0 else _INF
    m = 1.0
    if exp < -1022:
        exp += 53
        m = 1.0 / (1 << 53)
    bits &= ~(0x7FF << 52)
    bits |= (exp + 1023) << 52
    return m * _from_bits(bits)


def go_pow(x: float, y: float) -> float:
    """Go's ``math.Pow(x, y)``: IEEE special cases, NaN instead of exceptions, and the
    exponent's integer part by repeated squaring."""
    if y == 0 or x == 1:
        return 1.0
    if y == 1:
        return x
    if math.isnan(x) or math.isnan(y):
        return math.nan
    if x == 0:
        neg_zero = math.copysign(1, x) < 0
        if y < 0:
            return -_INF if neg_zero and _is_odd_int(y) else _INF
        return x if neg_zero and _is_odd_int(y) else 0.0
    if math.isinf(y):
        if x == -1:
            return 1.0
        return 0.0 if (abs(x) < 1) == (y > 0) else _INF
    if math.isinf(x):
        if x < 0:
            return go_pow(-0.0, -y)
        return 0.0 if y < 0 else _INF
    if y == 0.5:
        return math.sqrt(x) if x >= 0 else math.nan
    if y == -0.5:
        return 1 / math.sqrt(x) if x > 0 else math.nan
    yf, yi = math.modf(abs(y))
    if yf != 0 and x < 0:
        return math.nan
    if yi >= 2.0**63:
        if x == -1:
            return 1.0
        return 0.0 if (abs(x) < 1) == (y > 0) else _INF
    a1 = 1.0
    ae = 0
    if yf != 0:
        if yf > 0.5:
            yf -= 1
            yi += 1
        a1 = go_exp(yf * go_log(x))
    x1, xe = math.frexp(x)
    i = int(yi)
    while i != 0:
        if not -(1 << 12) <= xe <= (1 << 12):
            ae += xe
            break
        if i & 1:
            a1 *= x1
            ae += xe
        x1 *= x1
        xe <<= 1
        if x1 < 0.5:
            x1 += x1
            xe -= 1
        i >>= 1
    if y < 0:
        a1 = 1 / a1
        ae = -ae
    return _go_ldexp(a1, ae)


def _pow(args: list[Value], ret: Type) -> Value:
    num = go_float64(args[0].as_number())
    power = go_float64(args[1].as_number())
    return _float_result(go_pow(num, power))


LOG = _fn([_num("num"), _num("base")], _log,
          "Returns the logarithm of the given number in the given base.")
POW = _fn([_num("num"), _num("power")], _pow,
          "Returns the given number raised to the given power (exponentiation).")


def _signum(args: list[Value], ret: Type) -> Value:
    n = go_int_or_error(args[0].as_number())
    return Value.number(-1 if n < 0 else 1 if n > 0 else 0)


SIGNUM = _fn([_num("num")], _signum, "Returns 0 if the given number is zero, 1 if the "
             "given number is positive, or -1 if the given number is negative.")


# ---------------------------------------------------------------------- parseint

_SMALL_CHUNK = 256


def _digit(ch: str, base: int) -> int:
    """Go's ``big.Int`` scanner's digit value, or ``base`` (invalid) for other text."""
    if "0" <= ch <= "9":
        d = ord(ch) - 48
    elif "a" <= ch <= "z":
        d = ord(ch) - 87
    elif "A" <= ch <= "Z":
        d = ord(ch) - 55 if base <= 36 else ord(ch) - 29
    else:
        return base
    return d if d < base else base


def _parse_digits(s: str, base: int) -> int:
    """The value of validated digits, by halves (sub-quadratic for long inputs)."""
    if len(s) <= _SMALL_CHUNK:
        if base <= 36:
            return int(s, base)
        n = 0
        for ch in s:
            n = n * base + _digit(ch, base)
        return n
    mid = len(s) // 2
    scale: int = base ** (len(s) - mid)
    return _parse_digits(s[:mid], base) * scale + _parse_digits(s[mid:], base)


def go_parse_int(s: str, base: int) -> int | None:
    """Go's ``new(big.Int).SetString(s, base)`` for ``2 <= base <= 62``: an optional
    sign, then at least one digit (``a-z`` before ``A-Z`` above base 36, letters
    case-insensitive up to 36), nothing else. None if ``s`` is not such a number."""
    neg = s[:1] == "-"
    digits = s[1:] if s[:1] in ("+", "-") else s
    if not digits or any(_digit(ch, base) >= base for ch in digits):
        return None
    n = _parse_digits(digits, base)
    return -n if neg else n


def _parseint_type(args: list[Value]) -> Type:
    ty = args[0].type
    if ty != STRING:
        raise ArgError(0, f"first argument must be a string, not {ty.friendly_name()}")
    return NUMBER


def _parseint(args: list[Value], ret: Type) -> Value:
    text = args[0].as_string()
    base = go_int(args[1].as_number())
    if base is None:
        raise ArgError(1, GO_INT_MESSAGE)
    if not 2 <= base <= 62:
        raise ArgError(1, "base must be a whole number between 2 and 62 inclusive")
    n = go_parse_int(text, base)
    if n is None:
        raise ArgError(0, f"cannot parse {go_quote(text)} as a base {base} integer")
    return Value.number(Number.from_int(n))


PARSEINT = Function(
    params=[Parameter("number", DYNAMIC), _num("base")], type=_parseint_type,
    impl=_parseint, refine_result=refine_not_null,
    description="Parses the given string as a number of the given base, or raises an "
                "error if the string contains invalid characters.")


FUNCTIONS: dict[str, Function] = {
    "abs": ABS,
    "add": ADD,
    "subtract": SUBTRACT,
    "multiply": MULTIPLY,
    "divide": DIVIDE,
    "modulo": MODULO,
    "negate": NEGATE,
    "greater_than": GREATER_THAN,
    "greater_than_or_equal_to": GREATER_THAN_OR_EQUAL_TO,
    "less_than": LESS_THAN,
    "less_than_or_equal_to": LESS_THAN_OR_EQUAL_TO,
    "min": MIN,
    "max": MAX,
    "int": INT,
    "ceil": CEIL,
    "floor": FLOOR,
    "log": LOG,
    "pow": POW,
    "signum": SIGNUM,
    "parseint": PARSEINT,
}
