"""The bytes capsule type, bytes_len and bytes_slice (go-cty bytes.go)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import DYNAMIC_VAL, NUMBER, Value
from hcl.cty.function.stdlib.bytes import BYTES, FUNCTIONS, bytes_val
from tests.cty.stdlib._helpers import NULL, N, S, U, fails, nn


def blen(b: Value) -> Value:
    return FUNCTIONS["bytes_len"].call([b])


def bslice(b: Value, offset: Value, length: Value) -> Value:
    return FUNCTIONS["bytes_slice"].call([b, offset, length])


def test_names_and_type() -> None:
    assert sorted(FUNCTIONS) == ["bytes_len", "bytes_slice"]
    assert BYTES.is_capsule
    assert BYTES.friendly_name() == "bytes"
    v = bytes_val(b"abc")
    assert v.type == BYTES
    assert v.encapsulated_value() == b"abc"
    assert bytes_val(bytearray(b"x")).encapsulated_value() == b"x"


def test_identity_equality() -> None:
    a = bytes_val(b"a")
    assert a == a
    assert a.equals(a).is_true()
    # Like go-cty's pointers, separately made buffers are different values.
    assert bytes_val(b"a") != bytes_val(b"a")
    assert bytes_val(b"") != bytes_val(b"")


def test_bytes_len() -> None:
    assert blen(bytes_val(b"hello")) == N(5)
    assert blen(bytes_val(b"")) == N(0)
    assert blen(bytes_val("é".encode())) == N(2)
    assert blen(U(BYTES)) == nn(NUMBER)
    assert blen(DYNAMIC_VAL) == nn(NUMBER)
    fails("bytes_len", S("x"), message="bytes required, but received string", index=0,
          fn=FUNCTIONS["bytes_len"])
    fails("bytes_len", NULL(BYTES), message="argument must not be null", index=0,
          fn=FUNCTIONS["bytes_len"])


@pytest.mark.parametrize(("offset", "length", "want"), [
    (0, 5, b"hello"), (1, 3, b"ell"), (5, 0, b""), (0, 0, b""), (4, 1, b"o"),
])
def test_bytes_slice(offset: int, length: int, want: bytes) -> None:
    got = bslice(bytes_val(b"hello"), N(offset), N(length))
    assert got.type == BYTES
    assert got.encapsulated_value() == want


@pytest.mark.parametrize(("offset", "length", "message"), [
    (-1, 1, "offset and length must be non-negative"),
    (0, -1, "offset and length must be non-negative"),
    (6, 0, "offset 6 is greater than total buffer length 5"),
    (2, 4, "offset 2 + length 4 is greater than total buffer length 5"),
    ("1.5", 1, "value must be a whole number, between -9223372036854775808 and 9223372036854775807"),
])
def test_bytes_slice_errors(offset: object, length: int, message: str) -> None:
    off = N(offset) if isinstance(offset, int) else Value.number_from_literal(str(offset))
    fails("bytes_slice", bytes_val(b"hello"), off, N(length), message=message,
          fn=FUNCTIONS["bytes_slice"])


def test_bytes_slice_unknowns_and_marks() -> None:
    assert bslice(bytes_val(b"x"), U(NUMBER), N(1)) == nn(BYTES)
    assert bslice(DYNAMIC_VAL, N(0), N(1)) == nn(BYTES)
    got = bslice(bytes_val(b"hello").mark("m"), N(0), N(1))
    assert got.marks == frozenset({"m"})


@given(st.binary(max_size=40), st.integers(0, 40), st.integers(0, 40))
def test_slices_agree_with_python(data: bytes, offset: int, length: int) -> None:
    if offset + length > len(data):
        return
    got = bslice(bytes_val(data), N(offset), N(length))
    assert got.encapsulated_value() == data[offset:offset + length]
    assert blen(got) == N(length)
