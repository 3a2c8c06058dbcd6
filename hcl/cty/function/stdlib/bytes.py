"""The ``bytes`` capsule type and its functions (go-cty ``stdlib/bytes.go``), for
applications that handle raw buffers beside UTF-8 strings. HCL has no syntax for
bytes values; applications create them with :func:`bytes_val`.

As in go-cty the capsule has no equality of its own: two buffers are equal only if
they are the same object.
"""

from __future__ import annotations

from hcl.cty.function.function import Function, FunctionError, Parameter
from hcl.cty.function.stdlib._textutil import refine_not_null, to_int64
from hcl.cty.types import NUMBER, Capsule, CapsuleOps, CapsuleType, Type
from hcl.cty.values import Value

__all__ = ["BYTES", "FUNCTIONS", "bytes_val"]

class _Buffer(bytes):
    """A bytes object that is never shared (CPython shares empty and 1-byte ``bytes``),
    so that identity equality behaves as go-cty's pointer equality."""

    __slots__ = ()


#: The capsule type wrapping a Python ``bytes`` object.
BYTES: CapsuleType = Capsule("bytes", bytes, CapsuleOps(
    type_go_string=lambda: 'cty.Capsule("bytes", reflect.TypeOf([]byte(nil)))'))


def bytes_val(buf: bytes | bytearray | memoryview) -> Value:
    """A :data:`BYTES` value holding (a copy of) ``buf``."""
    return Value.capsule(BYTES, _Buffer(buf))


def _len_impl(args: list[Value], ret: Type) -> Value:
    return Value.number(len(args[0].encapsulated_value()))


def _slice_impl(args: list[Value], ret: Type) -> Value:
    buf: bytes = args[0].encapsulated_value()
    offset = to_int64(args[1].as_number())
    length = to_int64(args[2].as_number())
    if offset < 0 or length < 0:
        raise FunctionError("offset and length must be non-negative")
    if offset > len(buf):
        raise FunctionError(f"offset {offset} is greater than total buffer length {len(buf)}")
    if offset + length > len(buf):
        raise FunctionError(f"offset {offset} + length {length} is greater than total buffer "
                            f"length {len(buf)}")
    # A new object, as go-cty makes a new pointer for every slice.
    return Value.capsule(BYTES, _Buffer(buf[offset:offset + length]))


BYTES_LEN = Function(
    params=[Parameter("buf", BYTES, allow_dynamic_type=True)],
    type=NUMBER, impl=_len_impl, refine_result=refine_not_null,
    description="Returns the total number of bytes in the given buffer.")

BYTES_SLICE = Function(
    params=[Parameter("buf", BYTES, allow_dynamic_type=True),
            Parameter("offset", NUMBER, allow_dynamic_type=True),
            Parameter("length", NUMBER, allow_dynamic_type=True)],
    type=BYTES, impl=_slice_impl, refine_result=refine_not_null,
    description="Extracts a subslice from the given buffer.")

FUNCTIONS: dict[str, Function] = {
    "bytes_len": BYTES_LEN,
    "bytes_slice": BYTES_SLICE,
}
