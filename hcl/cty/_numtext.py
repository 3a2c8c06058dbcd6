"""Decimal rendering of binary floats exactly as Go's ``big.Float.Text`` does it.

Go converts the exact binary value to decimal digits, then (for the shortest form)
walks the digits of the value and of the two half-ulp neighbours, exactly as
``math/big``'s ``roundShortest``; the result is formatted with ``fmtE``/``fmtF``.
This module reproduces those algorithms digit for digit. Digits are produced lazily:
exactly, with integer arithmetic, for values of moderate size, and for huge binary
exponents from interval arithmetic (directed rounding with :mod:`mpmath.libmp`), so
the work stays bounded however large the exponent is. Output longer than
:data:`MAX_TEXT_LENGTH` characters is refused with :class:`NumberFormatError`.
"""

from __future__ import annotations

import math

from hcl.cty._lazy_mpmath import libmp
from hcl.cty.errors import NumberFormatError

MAX_TEXT_LENGTH = 1_000_000
# Values whose exact decimal expansion is an integer of at most this many bits are
# expanded exactly; larger ones get their leading digits from interval arithmetic.
_EXACT_BITS = 200_000
_APPROX_MAX_DIGITS = 50_000
_LOG2_5 = math.log2(5)
_LOG10_2 = math.log10(2)
_STR_BITS = 13_000  # str(int) is limited to 4300 digits by default


def int_to_str(n: int) -> str:
    """``str(n)`` for non-negative ints of any size (no int_max_str_digits limit)."""
    if n.bit_length() <= _STR_BITS:
        return str(n)
    k = int(n.bit_length() * _LOG10_2) // 2
    hi, lo = divmod(n, 10**k)
    return int_to_str(hi) + int_to_str(lo).zfill(k)


def str_to_int(digits: str) -> int:
    """``int(digits)`` for decimal digit strings of any length."""
    if len(digits) <= 4000:
        return int(digits)
    half = len(digits) // 2
    scale: int = 10**half
    return str_to_int(digits[:-half]) * scale + str_to_int(digits[-half:])


def _exact(man: int, exp: int) -> tuple[str, int]:
    """All significant digits of man × 2**exp (man > 0), trailing zeros trimmed, and
    the decimal exponent: value = 0.digits × 10**dexp."""
    if exp >= 0:
        s = int_to_str(man << exp)
        dexp = len(s)
    else:
        s = int_to_str(man * 5**-exp)
        dexp = len(s) + exp
    return s.rstrip("0"), dexp


def exact_digits(man: int, exp: int) -> tuple[str, int]:
    """Like :func:`_exact` but refusing expansions longer than the text limit."""
    if _estimated_bits(man, exp) * _LOG10_2 > MAX_TEXT_LENGTH:
        raise NumberFormatError(
            f"number too large to render exactly (more than {MAX_TEXT_LENGTH} digits)")
    return _exact(man, exp)


def _estimated_bits(man: int, exp: int) -> int:
    bl = man.bit_length()
    if exp >= 0:
        return bl + exp
    return bl + math.ceil(-exp * _LOG2_5)


def _pow5_bounds(n: int, prec: int) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """Lower and upper bounds of 5**n with ``prec``-bit mantissas."""
    lo = hi = libmp.fone
    blo = bhi = libmp.from_int(5)
    while n:
        if n & 1:
            lo = libmp.mpf_mul(lo, blo, prec, "f")
            hi = libmp.mpf_mul(hi, bhi, prec, "c")
        n >>= 1
        if n:
            blo = libmp.mpf_mul(blo, blo, prec, "f")
            bhi = libmp.mpf_mul(bhi, bhi, prec, "c")
    return lo, hi


def _approx_digits(man: int, exp: int, count: int) -> tuple[str, int]:
    """The first ``count`` significant digits (truncated) of man × 2**exp, and its
    decimal exponent, for values whose expansion is much longer than ``count``."""
    if count > _APPROX_MAX_DIGITS:
        raise NumberFormatError(
            f"number too large to render (more than {_APPROX_MAX_DIGITS} digits needed)")
    bl = man.bit_length()
    dexp = math.floor((bl - 1 + exp) * _LOG10_2) + 1
    prec = int(count * 3.33) + 64
    low_limit = 10 ** (count - 1)
    high_limit = 10**count
    for _ in range(200):
        k = count - dexp
        m = libmp.from_man_exp(man, exp + k)
        if k >= 0:
            plo, phi = _pow5_bounds(k, prec)
            lo = libmp.mpf_mul(m, plo, prec, "f")
            hi = libmp.mpf_mul(m, phi, prec, "c")
        else:
            plo, phi = _pow5_bounds(-k, prec)
            lo = libmp.mpf_div(m, phi, prec, "f")
            hi = libmp.mpf_div(m, plo, prec, "c")
        tlo = libmp.to_int(lo, "f")
        thi = libmp.to_int(hi, "f")
        if tlo != thi:
            prec *= 2
            if prec > 1 << 22:
                break
            continue
        if tlo >= high_limit:
            dexp += 1
            continue
        if tlo < low_limit:
            dexp -= 1
            continue
        return int_to_str(tlo), dexp
    raise NumberFormatError("cannot determine the decimal digits of this number")


class _Source:
    """Lazily produced significant digits of man × 2**exp (man > 0)."""

    __slots__ = ("dexp", "exact", "exp", "man", "s")

    def __init__(self, man: int, exp: int) -> None:
        self.man = man
        self.exp = exp
        if _estimated_bits(man, exp) <= _EXACT_BITS:
            self.s, self.dexp = _exact(man, exp)
            self.exact = True
        else:
            self.exact = False
            self.s, self.dexp = _approx_digits(man, exp, 64)

    def need(self, n: int) -> None:
        if not self.exact and len(self.s) < n:
            self.s, self.dexp = _approx_digits(self.man, self.exp, max(n, 2 * len(self.s)))

    def at(self, i: int) -> str:
        if i < 0:
            return "0"
        self.need(i + 1)
        s = self.s
        return s[i] if i < len(s) else "0"

    def len_gt(self, n: int) -> bool:
        """Whether the digit string is longer than ``n``."""
        self.need(n + 1)
        return len(self.s) > n

    def len_eq(self, n: int) -> bool:
        self.need(n + 1)
        return self.exact and len(self.s) == n


class _Dec:
    """Go's ``decimal``: value = 0.mant × 10**exp, mant without trailing zeros.

    The mantissa is lazy (``src``) until a rounding step makes it concrete.
    """

    __slots__ = ("exp", "mant", "src")

    def __init__(self, src: _Source | None) -> None:
        self.src = src
        if src is None:
            self.mant: str | None = ""
            self.exp = 0
        else:
            self.mant = None
            self.exp = src.dexp

    def at(self, i: int) -> str:
        if self.mant is not None:
            return self.mant[i] if 0 <= i < len(self.mant) else "0"
        assert self.src is not None
        return self.src.at(i)

    def len_gt(self, n: int) -> bool:
        if self.mant is not None:
            return len(self.mant) > n
        assert self.src is not None
        return self.src.len_gt(n)

    def concrete(self) -> str:
        """The whole mantissa (only valid once it is known to be finite)."""
        if self.mant is None:
            src = self.src
            assert src is not None
            if not src.exact:
                raise NumberFormatError("number has too many digits to render")
            self.mant = src.s
        return self.mant

    def _prefix(self, n: int) -> str:
        if self.mant is not None:
            return self.mant[:n]
        assert self.src is not None
        self.src.need(n)
        return self.src.s[:n]

    def round(self, n: int) -> None:
        if n < 0 or not self.len_gt(n):
            return
        if self._should_round_up(n):
            self.round_up(n)
        else:
            self.round_down(n)

    def _should_round_up(self, n: int) -> bool:
        if self.at(n) == "5" and not self.len_gt(n + 1):
            return n > 0 and (ord(self.at(n - 1)) - 48) & 1 != 0
        return self.at(n) >= "5"

    def round_up(self, n: int) -> None:
        if n < 0 or not self.len_gt(n):
            return
        digits = self._prefix(n)
        stripped = digits.rstrip("9")
        if not stripped:
            self.mant = "1"
            self.exp += 1
            return
        self.mant = stripped[:-1] + chr(ord(stripped[-1]) + 1)

    def round_down(self, n: int) -> None:
        if n < 0 or not self.len_gt(n):
            return
        self.mant = self._prefix(n).rstrip("0")
        if not self.mant:
            self.exp = 0


def _round_shortest(d: _Dec, man: int, exp: int, prec: int) -> None:
    """Go's ``roundShortest`` for the finite non-zero value man × 2**exp at ``prec``."""
    s = man.bit_length() - (prec + 1)
    if s < 0:
        man <<= -s
    elif s > 0:
        man >>= s
    exp += s
    lower = _Source(man - 1, exp)
    upper = _Source(man + 1, exp)
    inclusive = man & 2 == 0
    i = 0
    while d.len_gt(i):
        m = d.at(i)
        lo = lower.at(i)
        up = upper.at(i)
        okdown = lo != m or (inclusive and lower.len_eq(i + 1))
        okup = m != up and (inclusive or ord(m) + 1 < ord(up) or upper.len_gt(i + 1))
        if okdown and okup:
            d.round(i + 1)
            return
        if okdown:
            d.round_down(i + 1)
            return
        if okup:
            d.round_up(i + 1)
            return
        i += 1


def _is_small_int(man: int, exp: int, prec: int) -> bool:
    return exp >= 0 and man.bit_length() + exp <= min(prec, _STR_BITS)


def shortest(man: int, exp: int, prec: int) -> tuple[str, int]:
    """The shortest digits and decimal exponent of a finite non-zero value."""
    if _is_small_int(man, exp, prec):
        s = str(man << exp)
        return s.rstrip("0"), len(s)
    d = _Dec(_Source(man, exp))
    _round_shortest(d, man, exp, prec)
    return d.concrete(), d.exp


def _check_len(n: int) -> None:
    if n > MAX_TEXT_LENGTH:
        raise NumberFormatError(
            f"number too large to render in decimal notation (more than "
            f"{MAX_TEXT_LENGTH} characters)")


def _fmt_f(prec: int, d: _Dec) -> str:
    _check_len((d.exp if d.exp > 0 else 1) + (prec + 1 if prec > 0 else 0))
    if d.exp > 0:
        head = d._prefix(d.exp)
        out = [head + "0" * (d.exp - len(head))]
    else:
        out = ["0"]
    if prec > 0:
        start, end = d.exp, d.exp + prec
        if end <= 0:
            frac = "0" * prec
        else:
            lo = max(start, 0)
            body = d._prefix(end)[lo:]
            frac = "0" * (lo - start) + body + "0" * (end - lo - len(body))
        out.append(".")
        out.append(frac)
    return "".join(out)


def _fmt_e(fmt: str, prec: int, d: _Dec) -> str:
    _check_len(prec + 8)
    mant = d.concrete()
    out = [mant[0] if mant else "0"]
    if prec > 0:
        out.append(".")
        body = mant[1 : prec + 1]
        out.append(body + "0" * (prec - len(body)))
    e = d.exp - 1 if mant else 0
    out.append(fmt)
    out.append("-" if e < 0 else "+")
    e = abs(e)
    out.append(f"{e:02d}")
    return "".join(out)


def text(man: int, exp: int, nprec: int, is_zero: bool, fmt: str, prec: int) -> str:
    """Go's ``Float.Append`` without the sign, for a finite value (zero if ``is_zero``)."""
    if fmt == "f" and prec < 0 and not is_zero and _is_small_int(man, exp, nprec):
        return str(man << exp)
    d = _Dec(None if is_zero else _Source(man, exp))
    shortest_mode = False
    if prec < 0:
        shortest_mode = True
        if not is_zero:
            _round_shortest(d, man, exp, nprec)
        n = len(d.concrete())
        if fmt in "eE":
            prec = n - 1
        elif fmt == "f":
            prec = max(n - d.exp, 0)
        else:
            prec = n
    elif fmt in "eE":
        d.round(1 + prec)
    elif fmt == "f":
        d.round(d.exp + prec)
    else:
        if prec == 0:
            prec = 1
        d.round(prec)

    if fmt in "eE":
        return _fmt_e(fmt, prec, d)
    if fmt == "f":
        return _fmt_f(prec, d)
    n = len(d.concrete())
    eprec = prec
    if eprec > n and n >= d.exp:
        eprec = n
    if shortest_mode:
        eprec = 6
    e = d.exp - 1
    if e < -4 or e >= eprec:
        if prec > n:
            prec = n
        return _fmt_e("e" if fmt == "g" else "E", prec - 1, d)
    if prec > d.exp:
        prec = n
    return _fmt_f(max(prec - d.exp, 0), d)


def go_quote_ascii(s: str) -> str:
    """Quote a plain ASCII string like Go's ``%q``."""
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
