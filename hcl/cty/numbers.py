"""Arbitrary-precision binary floating point numbers, as go-cty stores them.

go-cty keeps numbers in Go's ``*big.Float``: a binary mantissa, a signed 32-bit binary
exponent, round-to-nearest-even, signed zeros, infinities and no NaN, with the mantissa
precision carried *per value*. :class:`Number` reproduces that exactly, on top of the
exact rounding primitives of :mod:`mpmath.libmp` (which never touch mpmath's global
context):

* literals and strings parse at 512 bits (:meth:`Number.parse`, Go's
  ``big.ParseFloat(s, 10, 512, ToNearestEven)``, including its ``p`` binary exponents and
  ``inf``/``Inf`` spellings);
* Python ints get ``max(64, bit_length)`` bits, floats 53 bits (exact);
* addition and division round to the larger operand precision; multiplication keeps
  the product at up to 512 bits (cty's ``Multiply``); modulo truncates (the result has
  the sign of the dividend) and ``x % 0 == x``;
* the string form (:func:`format_number`, ``big.Float.Text('f', -1)``) is the shortest
  decimal that Go's algorithm picks for the value's precision, never with an exponent.
  Like Go's, the search uses a symmetric half-ulp interval even at exact powers of two,
  so for some of those the string form does not parse back to exactly the same value.

Limits (documented, bounded work): the binary exponent range is Go's (``|exp| < 2**31``;
results beyond it overflow to an infinity or underflow to a zero, as in Go); literal
exponents that Go rejects are rejected; a decimal rendering longer than
:data:`MAX_TEXT_LENGTH` characters raises :class:`NumberFormatError` (Go would spend
minutes and gigabytes printing ``1e600000000``); conversion to a Python ``int`` of more
than :data:`MAX_INT_BITS` bits raises the same error.
"""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any

from hcl.cty import _numtext
from hcl.cty._lazy_mpmath import libmp
from hcl.cty.errors import NumberError, NumberFormatError, NumberParseError
from hcl.cty.immutable import restore_slots

__all__ = [
    "DEFAULT_PRECISION",
    "MAX_EXP",
    "MAX_INT_BITS",
    "MAX_TEXT_LENGTH",
    "MIN_EXP",
    "Number",
    "format_number",
]

#: Go's ``big.MaxExp`` / ``big.MinExp``: the range of the exponent ``e`` in 0.mant × 2**e.
MAX_EXP = 2**31 - 1
MIN_EXP = -(2**31)
#: Precision of numbers parsed from text (literals, strings, JSON).
DEFAULT_PRECISION = 512
#: Longest decimal rendering produced before :class:`NumberFormatError` is raised.
MAX_TEXT_LENGTH = _numtext.MAX_TEXT_LENGTH
#: Largest Python ``int`` (in bits) that :meth:`Number.to_int` builds.
MAX_INT_BITS = 1 << 24
_MAX_PREC = 2**32 - 1
_MAX_INT64 = 2**63 - 1

_ZERO = 0
_FINITE = 1
_INF = 2

_SMALL_INTS = 4096
# Widest int :meth:`Number.literal_int` gives (an int of up to 60 bits takes 32 bytes).
_LITERAL_INT_BITS = 60
_small_int_cache: dict[int, Number] = {}

# 5**n for n <= 27 fits into a uint64; Go's pow5 starts from there.
_POW5_SMALL_MAX = 27


class Number:
    """An immutable binary floating point number with a per-value precision.

    Construct with :meth:`from_int`, :meth:`from_float`, :meth:`from_decimal`,
    :meth:`from_fraction`, :meth:`parse` or :meth:`of` (any of those Python types).
    Arithmetic methods follow go-cty's ``Value`` operations; ``==`` and ``hash`` follow
    cty number equality (exact for integers, by decimal rendering otherwise, ``-0 ==
    0``); ``<`` and friends compare exactly.
    """

    __slots__ = ("_exp", "_form", "_hash", "_man", "_neg", "_prec", "_short")

    _form: int
    _neg: bool
    _man: int
    _exp: int
    _prec: int
    _hash: int | None
    _short: tuple[str, int] | None

    def __init__(self) -> None:  # pragma: no cover - use the class methods
        raise TypeError("use Number.of(), Number.parse() or another constructor")

    # ------------------------------------------------------------------ construction

    @classmethod
    def _raw(cls, form: int, neg: bool, man: int, exp: int, prec: int) -> Number:
        self = object.__new__(cls)
        object.__setattr__(self, "_form", form)
        object.__setattr__(self, "_neg", neg)
        object.__setattr__(self, "_man", man)
        object.__setattr__(self, "_exp", exp)
        object.__setattr__(self, "_prec", prec)
        object.__setattr__(self, "_hash", None)
        object.__setattr__(self, "_short", None)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Number is immutable")

    __setstate__ = restore_slots

    @classmethod
    def zero(cls, neg: bool = False, prec: int = 53) -> Number:
        return cls._raw(_ZERO, neg, 0, 0, prec)

    @classmethod
    def inf(cls, neg: bool = False, prec: int = 53) -> Number:
        return cls._raw(_INF, neg, 0, 0, prec)

    @classmethod
    def _round(cls, neg: bool, man: int, exp: int, prec: int) -> Number:
        """The exact value (-1)**neg × man × 2**exp rounded to ``prec`` bits."""
        if man == 0:
            return cls._raw(_ZERO, neg, 0, 0, prec)
        bc = man.bit_length()
        if bc > prec:
            _, man, exp, bc = libmp.normalize(int(neg), man, exp, bc, prec, "n")
        elif not man & 1:  # exact: strip trailing zero bits, as normalize does
            zeros = (man & -man).bit_length() - 1
            man >>= zeros
            exp += zeros
            bc -= zeros
        return cls._from_norm(neg, man, exp, bc, prec)

    @classmethod
    def _from_norm(cls, neg: bool, man: int, exp: int, bc: int, prec: int) -> Number:
        goexp = exp + bc
        if goexp > MAX_EXP:
            return cls._raw(_INF, neg, 0, 0, prec)
        if goexp < MIN_EXP:
            return cls._raw(_ZERO, neg, 0, 0, prec)
        return cls._raw(_FINITE, neg, man, exp, prec)

    @classmethod
    def _from_mpf(cls, mpf: tuple[int, int, int, int], prec: int, neg_zero: bool = False) -> Number:
        sign, man, exp, bc = mpf
        if man == 0:
            return cls._raw(_ZERO, neg_zero, 0, 0, prec)
        return cls._from_norm(bool(sign), man, exp, bc, prec)

    @classmethod
    def from_int(cls, value: int, prec: int | None = None) -> Number:
        """An integer, exact unless ``prec`` is given and too small (default precision
        ``max(64, value.bit_length())``, like Go's ``SetInt``)."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"expected int, got {type(value).__name__}")
        if prec is None and -_SMALL_INTS <= value <= _SMALL_INTS:
            cached = _small_int_cache.get(value)
            if cached is None:
                cached = _small_int_cache[value] = cls._round(value < 0, abs(value), 0, 64)
            return cached
        mag = abs(value)
        if prec is None:
            prec = max(64, mag.bit_length())
        _check_prec(prec)
        return cls._round(value < 0, mag, 0, prec)

    @classmethod
    def from_float(cls, value: float) -> Number:
        """The exact value of a Python float, at 53 bits (Go's ``SetFloat64``).

        NaN raises :class:`NumberError`.
        """
        value = float(value)
        if math.isnan(value):
            raise NumberError("NaN is not a valid number")
        neg = math.copysign(1.0, value) < 0
        if math.isinf(value):
            return cls._raw(_INF, neg, 0, 0, 53)
        if value == 0:
            return cls._raw(_ZERO, neg, 0, 0, 53)
        num, den = abs(value).as_integer_ratio()
        return cls._round(neg, num, -(den.bit_length() - 1), 53)

    @classmethod
    def from_fraction(cls, value: Fraction, prec: int = DEFAULT_PRECISION) -> Number:
        """A rational, rounded to ``prec`` bits (nearest, ties to even)."""
        _check_prec(prec)
        num, den = value.numerator, value.denominator
        if num == 0:
            return cls._raw(_ZERO, False, 0, 0, prec)
        q = libmp.mpf_div(libmp.from_int(num), libmp.from_int(den), prec, "n")
        return cls._from_mpf(q, prec)

    @classmethod
    def from_decimal(cls, value: Decimal, prec: int = DEFAULT_PRECISION) -> Number:
        """A Decimal, parsed from its text like :meth:`parse` (NaN raises)."""
        if value.is_nan():
            raise NumberError("NaN is not a valid number")
        if value.is_infinite():
            return cls._raw(_INF, value.is_signed(), 0, 0, prec)
        return cls.parse(str(value), prec)

    @classmethod
    def of(cls, value: Any) -> Number:
        """Coerce ``value`` (Number, int, float, Fraction, Decimal or numeric text)."""
        if isinstance(value, Number):
            return value
        if isinstance(value, bool):
            raise TypeError("a bool is not a number")
        if isinstance(value, int):
            return cls.from_int(value)
        if isinstance(value, float):
            return cls.from_float(value)
        if isinstance(value, Fraction):
            return cls.from_fraction(value)
        if isinstance(value, Decimal):
            return cls.from_decimal(value)
        if isinstance(value, str):
            return cls.parse(value)
        raise TypeError(f"cannot make a number from {type(value).__name__}")

    @classmethod
    def parse(cls, text: str, prec: int = DEFAULT_PRECISION) -> Number:
        """Parse text exactly as Go's ``big.ParseFloat(text, 10, prec, ToNearestEven)``.

        Accepted: an optional sign, decimal digits with at most one ``.`` (at least one
        digit), an optional exponent ``e``/``E`` (decimal) or ``p``/``P`` (binary) with
        an optional sign and at least one digit; or exactly ``inf``/``Inf`` with an
        optional sign. Anything else (spaces, ``_``, ``0x``, ``nan``, ``Infinity``)
        raises :class:`NumberParseError`, as do exponents Go rejects as overflowing.
        """
        return _parse(text, prec)

    # ------------------------------------------------------------------ inspection

    @property
    def prec(self) -> int:
        """The precision in bits carried by this value."""
        return self._prec

    @property
    def is_zero(self) -> bool:
        return self._form == _ZERO

    @property
    def is_inf(self) -> bool:
        return self._form == _INF

    @property
    def is_finite(self) -> bool:
        return self._form != _INF

    @property
    def signbit(self) -> bool:
        """True for negative numbers, ``-0`` and ``-Inf``."""
        return self._neg

    @property
    def sign(self) -> int:
        """-1, 0 or +1 (zero for both zeros)."""
        if self._form == _ZERO:
            return 0
        return -1 if self._neg else 1

    @property
    def is_int(self) -> bool:
        """True for finite integral values (including zeros), like ``big.Float.IsInt``."""
        return self._form == _ZERO or (self._form == _FINITE and self._exp >= 0)

    def literal_int(self) -> int | None:
        """The int ``k`` when this number is what a literal ``k`` parses to: non-negative,
        integral, below ``2**60`` and at :data:`DEFAULT_PRECISION` (``from_int(k,
        DEFAULT_PRECISION)`` then rebuilds it exactly); None otherwise."""
        if self._prec != DEFAULT_PRECISION or self._neg:
            return None
        if self._form == _ZERO:
            return 0
        if self._form == _FINITE and self._exp >= 0 and self._man.bit_length() + self._exp <= _LITERAL_INT_BITS:
            return self._man << self._exp
        return None

    def min_prec(self) -> int:
        """Bits needed to represent the value exactly (0 for zeros and infinities)."""
        return self._man.bit_length() if self._form == _FINITE else 0

    def with_prec(self, prec: int) -> Number:
        """This value carried at ``prec`` bits (rounded if it needs more)."""
        _check_prec(prec)
        if self._form != _FINITE:
            return Number._raw(self._form, self._neg, 0, 0, prec)
        return Number._round(self._neg, self._man, self._exp, prec)

    def _mpf(self) -> tuple[int, int, int, int]:
        mpf: tuple[int, int, int, int]
        if self._form == _ZERO:
            mpf = libmp.fzero
            return mpf
        if self._form == _INF:
            mpf = libmp.fninf if self._neg else libmp.finf
            return mpf
        return (int(self._neg), self._man, self._exp, self._man.bit_length())

    # ------------------------------------------------------------------ arithmetic

    def neg(self) -> Number:
        return Number._raw(self._form, not self._neg, self._man, self._exp, self._prec)

    def __neg__(self) -> Number:
        return self.neg()

    def abs(self) -> Number:
        return Number._raw(self._form, False, self._man, self._exp, self._prec)

    def add(self, other: Number, prec: int | None = None) -> Number:
        """``self + other`` rounded to ``prec`` (default: the larger precision).

        Opposing infinities raise :class:`NumberError`.
        """
        p = max(self._prec, other._prec) if prec is None else prec
        a, b = self, other
        if a._form == _FINITE and b._form == _FINITE:
            r = libmp.mpf_add(a._mpf(), b._mpf(), p, "n")
            return Number._from_mpf(r, p)
        if a._form == _INF and b._form == _INF and a._neg != b._neg:
            raise NumberError("addition of infinities with opposite signs")
        if a._form == _ZERO and b._form == _ZERO:
            return Number._raw(_ZERO, a._neg and b._neg, 0, 0, p)
        if a._form == _INF or b._form == _ZERO:
            return a.with_prec(p)
        return b.with_prec(p)

    def sub(self, other: Number, prec: int | None = None) -> Number:
        """``self - other`` (``x - x`` is ``+0``); equal infinities raise NumberError."""
        if self._form == _INF and other._form == _INF and self._neg == other._neg:
            raise NumberError("subtraction of infinities with equal signs")
        return self.add(other.neg(), prec)

    def mul(self, other: Number, prec: int | None = None) -> Number:
        """Big.Float ``Mul``: the product rounded to ``prec`` (default: the larger
        precision). Zero times infinity raises :class:`NumberError`."""
        p = max(self._prec, other._prec) if prec is None else prec
        neg = self._neg != other._neg
        if self._form == _FINITE and other._form == _FINITE:
            r = libmp.mpf_mul(self._mpf(), other._mpf(), p, "n")
            return Number._from_mpf(r, p)
        if _ZERO in (self._form, other._form) and _INF in (self._form, other._form):
            raise NumberError("multiplication of zero with infinity")
        if _INF in (self._form, other._form):
            return Number._raw(_INF, neg, 0, 0, p)
        return Number._raw(_ZERO, neg, 0, 0, p)

    def multiply(self, other: Number) -> Number:
        """cty ``Multiply``: the product at 512 bits, carried at the larger of the
        operand precisions and the bits the product needs."""
        r = self.mul(other, 512)
        p = max(self._prec, other._prec, r.min_prec())
        return Number._raw(r._form, r._neg, r._man, r._exp, p)

    def quo(self, other: Number, prec: int | None = None) -> Number:
        """``self / other`` rounded to ``prec`` (default: the larger precision).

        ``x / ±0`` is an infinity, ``0/0`` and ``Inf/Inf`` raise :class:`NumberError`.
        """
        p = max(self._prec, other._prec) if prec is None else prec
        neg = self._neg != other._neg
        if self._form == _FINITE and other._form == _FINITE:
            r = libmp.mpf_div(self._mpf(), other._mpf(), p, "n")
            return Number._from_mpf(r, p)
        if self._form == other._form and self._form in (_ZERO, _INF):
            raise NumberError("division of zero by zero or infinity by infinity")
        if self._form == _ZERO or other._form == _INF:
            return Number._raw(_ZERO, neg, 0, 0, p)
        return Number._raw(_INF, neg, 0, 0, p)

    def trunc(self) -> Number:
        """The value truncated toward zero, as an exact integer (``+0`` for zero,
        like the ``big.Int`` Go makes); infinities raise :class:`NumberError`."""
        if self._form == _INF:
            raise NumberError("cannot truncate an infinity")
        if self._form == _ZERO or self._exp >= 0:
            return Number._raw(self._form, self._neg and self._form != _ZERO,
                               self._man, self._exp, self._prec)
        man = self._man >> -self._exp
        if man == 0:
            return Number._raw(_ZERO, False, 0, 0, self._prec)
        return Number._round(self._neg, man, 0, self._prec)

    def modulo(self, other: Number) -> Number:
        """cty ``Modulo``: ``a - b*trunc(a/b)`` at ``a``'s precision (the result has the
        sign of the dividend), and ``a % ±0 == a``.

        An infinite operand raises :class:`NumberError` (Go panics: ``x % Inf``
        multiplies zero by infinity, ``Inf % x`` dereferences a nil integer).
        """
        if other._form == _ZERO:
            return self
        if self._form == _INF or other._form == _INF:
            raise NumberError("modulo with an infinite operand")
        rat = self.quo(other)
        t = rat.trunc()
        p = self._prec
        work = t.with_prec(p)
        work = other.mul(work, p)
        return self.sub(work, p)

    def cmp(self, other: Number) -> int:
        """Exact comparison: -1, 0 or +1 (``-0 == +0``)."""
        a, b = self, other
        af, bf = a._form, b._form
        sa = 0 if af == _ZERO else (-1 if a._neg else 1)
        sb = 0 if bf == _ZERO else (-1 if b._neg else 1)
        if sa != sb:
            return -1 if sa < sb else 1
        if sa == 0:
            return 0
        if af == _INF or bf == _INF:
            if af == bf:
                return 0
            return sa if af == _INF else -sa
        ea = a._exp + a._man.bit_length()
        eb = b._exp + b._man.bit_length()
        if ea != eb:
            return sa if ea > eb else -sa
        shift = a._exp - b._exp
        ma, mb = (a._man << shift, b._man) if shift >= 0 else (a._man, b._man << -shift)
        if ma == mb:
            return 0
        return sa if ma > mb else -sa

    def _coerce(self, other: object) -> Number | None:
        if isinstance(other, Number):
            return other
        if isinstance(other, int | float | Fraction | Decimal) and not isinstance(other, bool):
            try:
                return Number.of(other)
            except (NumberError, NumberParseError):
                return None
        return None

    def __lt__(self, other: object) -> bool:
        o = self._coerce(other)
        return NotImplemented if o is None else self.cmp(o) < 0

    def __le__(self, other: object) -> bool:
        o = self._coerce(other)
        return NotImplemented if o is None else self.cmp(o) <= 0

    def __gt__(self, other: object) -> bool:
        o = self._coerce(other)
        return NotImplemented if o is None else self.cmp(o) > 0

    def __ge__(self, other: object) -> bool:
        o = self._coerce(other)
        return NotImplemented if o is None else self.cmp(o) >= 0

    # ------------------------------------------------------------------ equality

    def _shortest(self) -> tuple[str, int]:
        short = self._short
        if short is None:
            short = _numtext.shortest(self._man, self._exp, self._prec)
            object.__setattr__(self, "_short", short)
        return short

    def equals(self, other: Number) -> bool:
        """cty number equality (go-cty ``rawNumberEqual``): integers compare exactly,
        an integer never equals a non-integer, other values are equal when their
        decimal renderings are; ``-0 == 0``."""
        if self.sign != other.sign:
            return False
        ai, bi = self.is_int, other.is_int
        if ai != bi:
            return False
        if ai:
            return self._form == other._form and self._man == other._man and (
                self._exp == other._exp)
        if self._form == _INF or other._form == _INF:
            return self._form == other._form
        return self._shortest() == other._shortest()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Number):
            return self.equals(other)
        if isinstance(other, int | float | Fraction | Decimal) and not isinstance(other, bool):
            try:
                return self.equals(Number.of(other))
            except (NumberError, NumberParseError):
                return False
        return NotImplemented

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            if self._form == _ZERO:
                h = hash(0)
            elif self._form == _INF:
                h = hash(("inf", self._neg))
            elif self._exp >= 0:
                h = hash(("int", self._neg, self._man, self._exp))
            else:
                h = hash(("num", self._neg, self._shortest()))
            object.__setattr__(self, "_hash", h)
        return h

    # ------------------------------------------------------------------ rendering

    def text(self, fmt: str = "f", prec: int = -1) -> str:
        """Go's ``big.Float.Text(fmt, prec)`` for ``fmt`` in ``e E f g G``.

        ``prec < 0`` means the shortest decimal that identifies the value at its
        precision. Raises :class:`NumberFormatError` beyond :data:`MAX_TEXT_LENGTH`.
        """
        if fmt not in ("e", "E", "f", "g", "G"):
            raise ValueError(f"unsupported number format {fmt!r}")
        sign = "-" if self._neg else ""
        if self._form == _INF:
            return sign + ("Inf" if self._neg else "+Inf")
        return sign + _numtext.text(self._man, self._exp, self._prec, self._form == _ZERO,
                                    fmt, prec)

    def __str__(self) -> str:
        return self.text("f", -1)

    def go_string(self) -> str:
        """go-cty's GoString for a number value."""
        if self.is_int:
            return f"cty.NumberIntVal({self.text('g', -1)})"
        try:
            f = self.to_float()
        except NumberFormatError:
            return f"cty.MustParseNumberVal({_numtext.go_quote_ascii(str(self))})"
        return f"cty.NumberFloatVal({_go_float_repr(f)})"

    def __repr__(self) -> str:
        try:
            body = str(self)
        except NumberFormatError:
            body = self.text("g", -1)
        return f"Number({body!r}, prec={self._prec})"

    # ------------------------------------------------------------------ conversion

    def to_int(self, truncate: bool = False) -> int:
        """The exact integer value; a fractional value raises :class:`NumberFormatError`
        unless ``truncate`` (toward zero). Infinities and integers wider than
        :data:`MAX_INT_BITS` bits raise it too."""
        if self._form == _ZERO:
            return 0
        if self._form == _INF:
            raise NumberFormatError("an infinity is not an integer")
        if self._exp < 0 and not truncate:
            raise NumberFormatError(f"{self} is not a whole number")
        if self._exp + self._man.bit_length() > MAX_INT_BITS:
            raise NumberFormatError(f"integer wider than {MAX_INT_BITS} bits")
        mag = self._man << self._exp if self._exp >= 0 else self._man >> -self._exp
        return -mag if self._neg else mag

    def to_float(self, lossy: bool = False) -> float:
        """The value as a float; raises :class:`NumberFormatError` if that is inexact,
        unless ``lossy`` (then rounded to nearest, overflowing to ``inf``)."""
        if self._form == _ZERO:
            return -0.0 if self._neg else 0.0
        if self._form == _INF:
            return -math.inf if self._neg else math.inf
        try:
            f: float = libmp.to_float(self._mpf(), rnd="n")
        except OverflowError:
            f = -math.inf if self._neg else math.inf
        if not lossy:
            exact = not math.isinf(f) and f != 0.0 and Number.from_float(f).cmp(self) == 0
            if not exact:
                raise NumberFormatError(f"{self.text('g', -1)} cannot be represented "
                                        "exactly as a float")
        return f

    def to_fraction(self) -> Fraction:
        """The exact value as a Fraction (bounded by :data:`MAX_INT_BITS`)."""
        if self._form == _INF:
            raise NumberFormatError("an infinity is not a fraction")
        if self._form == _ZERO:
            return Fraction(0)
        if abs(self._exp) > MAX_INT_BITS:
            raise NumberFormatError(f"exponent wider than {MAX_INT_BITS} bits")
        mag = Fraction(self._man) * (Fraction(2) ** self._exp)
        return -mag if self._neg else mag

    def to_decimal(self, exact: bool = False) -> Decimal:
        """The value as a Decimal: by default its string form (what cty compares and
        prints); with ``exact`` the exact binary value (within the text limit)."""
        if self._form == _INF:
            return Decimal("-Infinity" if self._neg else "Infinity")
        if not exact:
            return Decimal(str(self))
        if self._form == _ZERO:
            return Decimal("-0" if self._neg else "0")
        digits, dexp = _numtext.exact_digits(self._man, self._exp)
        return Decimal(f"{'-' if self._neg else ''}0.{digits}e{dexp}")

    def to_mpf(self) -> Any:
        """The value as an ``mpmath.mpf`` of a private context at this precision
        (``-0`` becomes ``0``: mpmath has no negative zero)."""
        from mpmath.ctx_mp import MPContext  # imported on first use: mpmath takes long to load

        ctx = MPContext()
        ctx.prec = self._prec
        return ctx.make_mpf(self._mpf())

    def __int__(self) -> int:
        return self.to_int()

    def __float__(self) -> float:
        return self.to_float()


def format_number(value: Any) -> str:
    """The reference string form of a number: Go's ``Text('f', -1)``.

    Accepts a :class:`Number`, a known number :class:`~hcl.cty.Value`, or anything
    :meth:`Number.of` accepts.
    """
    num = getattr(value, "as_number", None)
    if callable(num) and not isinstance(value, Number):
        value = num()
    return str(Number.of(value))


def _check_prec(prec: int) -> None:
    if not isinstance(prec, int) or isinstance(prec, bool) or not 1 <= prec <= _MAX_PREC:
        raise ValueError(f"precision must be an int between 1 and {_MAX_PREC}")


def _go_float_repr(f: float) -> str:
    # Go's %#v of a float64 uses the shortest representation, %g style with exponent
    # for large/small magnitudes; Python's repr is the same shortest digits.
    if math.isinf(f):
        return "-Inf" if f < 0 else "+Inf"
    r = repr(f)
    if "e" in r:
        mant, _, exp = r.partition("e")
        sign = "-" if exp.startswith("-") else "+"
        exp = exp.lstrip("+-").rjust(2, "0")
        return f"{mant}e{sign}{exp}"
    return r


# ---------------------------------------------------------------------- parsing


def _parse(text: str, prec: int) -> Number:
    if not isinstance(text, str):
        raise TypeError("number text must be a str")
    _check_prec(prec)
    if text in ("inf", "Inf"):
        return Number.inf(False, prec)
    if len(text) == 4 and text[0] in "+-" and text[1:] in ("inf", "Inf"):
        return Number.inf(text[0] == "-", prec)
    n = len(text)
    i = 0
    neg = False
    if i < n and text[i] in "+-":
        neg = text[i] == "-"
        i += 1
    start = i
    dot = -1
    while i < n:
        ch = text[i]
        if "0" <= ch <= "9":
            i += 1
        elif ch == "." and dot < 0:
            dot = i
            i += 1
        else:
            break
    mantissa = text[start:i]
    digits = mantissa.replace(".", "")
    if not digits:
        raise NumberParseError("a number is required")
    fcount = 0 if dot < 0 else -(i - dot - 1)
    exp = 0
    binexp = False
    if i < n and text[i] in "eEpP":
        binexp = text[i] in "pP"
        i += 1
        eneg = False
        if i < n and text[i] in "+-":
            eneg = text[i] == "-"
            i += 1
        estart = i
        while i < n and "0" <= text[i] <= "9":
            i += 1
        edigits = text[estart:i].lstrip("0") or ("0" if i > estart else "")
        if not edigits or len(edigits) > 19:
            raise NumberParseError("a number is required")
        exp = int(edigits)
        if exp > _MAX_INT64:
            raise NumberParseError("a number is required")
        if eneg:
            exp = -exp
    if i != n:
        raise NumberParseError("a number is required")
    mant = _numtext.str_to_int(digits)
    if mant == 0:
        return Number.zero(neg, prec)
    exp2 = mant.bit_length() + fcount
    exp5 = fcount
    exp2 += exp
    if not binexp:
        exp5 += exp
    if not MIN_EXP <= exp2 <= MAX_EXP:
        raise NumberParseError("a number is required")
    z = (int(neg), mant, exp2 - mant.bit_length(), mant.bit_length())
    if exp5 == 0:
        return Number._round(neg, mant, exp2 - mant.bit_length(), prec)
    p = _go_pow5(abs(exp5), prec + 64)
    r = libmp.mpf_div(z, p, prec, "n") if exp5 < 0 else libmp.mpf_mul(z, p, prec, "n")
    return Number._from_mpf(r, prec, neg)


def _go_pow5(n: int, prec: int) -> tuple[int, int, int, int]:
    """5**n the way Go's ``big.Float.pow5`` computes it (rounded products)."""
    if n <= _POW5_SMALL_MAX:
        small: tuple[int, int, int, int] = libmp.from_int(5**n)
        return small
    z: tuple[int, int, int, int] = libmp.from_int(5**_POW5_SMALL_MAX)
    n -= _POW5_SMALL_MAX
    f = libmp.from_int(5)
    fprec = prec + 64
    while n > 0:
        if n & 1:
            z = libmp.mpf_mul(z, f, prec, "n")
        f = libmp.mpf_mul(f, f, fprec, "n")
        n >>= 1
    return z
