"""Set internals: membership, deduplication and the element order go-cty uses.

go-cty hashes each element to a string, groups elements in buckets keyed by the CRC-32
of that string, and iterates the buckets in ascending CRC order before a stable sort:
known values before unknowns before the null; strings by UTF-8 bytes, numbers
numerically, ``false`` before ``true``, anything else by the hash strings' bytes.
Elements are equivalent (deduplicated) when :meth:`Value.equals` is known true, so
unknowns never collapse.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any

from hcl.cty.errors import go_quote

if TYPE_CHECKING:
    from hcl.cty.types import Type
    from hcl.cty.values import Value

__all__ = ["build", "contains", "hash_string"]


def hash_string(v: Value) -> str:
    """go-cty's set hash string of a (deeply unmarked) value."""
    out: list[str] = []
    _append_hash(v, out)
    return "".join(out)


def _append_hash(v: Value, out: list[str]) -> None:
    if not v.is_known:
        out.append("?")
        return
    if v.is_null:
        out.append("~")
        return
    ty = v.type
    raw: Any = v._v
    if ty.is_number:
        out.append(raw.text("g", 10))
    elif ty.is_bool:
        out.append("T" if raw else "F")
    elif ty.is_string:
        out.append(go_quote(raw))
    elif ty.is_map:
        out.append("{")
        for k, e in raw.items():
            out.append(go_quote(k))
            out.append(":")
            _append_hash(e, out)
            out.append(";")
        out.append("}")
    elif ty.is_list or ty.is_set:
        out.append("[")
        for e in raw:
            _append_hash(e, out)
            out.append(";")
        out.append("]")
    elif ty.is_object or ty.is_tuple:
        out.append("<")
        for e in raw.values() if ty.is_object else raw:
            _append_hash(e, out)
            out.append(";")
        out.append(">")
    elif ty.is_capsule:
        out.append("«")
        hash_key = ty.ops.hash_key  # type: ignore[attr-defined]
        out.append(go_quote(hash_key(raw)) if hash_key is not None else "?")
        out.append("»")
    else:  # pragma: no cover - no other kinds exist
        raise TypeError(f"unsupported type {ty!r} in set hash")


def _crc(h: str) -> int:
    return zlib.crc32(h.encode("utf-8", "surrogatepass"))


def _equivalent(a: Value, b: Value) -> bool:
    from hcl.cty.operations.equality import equals  # imported here: equality imports this module

    eq = equals(a, b)
    return eq.is_known and not eq.is_null and eq._v is True


def build(ety: Type, elems: list[Value]) -> tuple[Value, ...]:
    """Deduplicate (deeply unmarked) elements and put them in go-cty's order."""
    if not elems:
        return ()
    buckets: dict[int, list[Value]] = {}
    hashes: dict[int, str] = {}
    for e in elems:
        h = hash_string(e)
        crc = _crc(h)
        bucket = buckets.setdefault(crc, [])
        if any(_equivalent(e, x) for x in bucket):
            continue
        bucket.append(e)
        hashes[id(e)] = h
    ordered = [e for crc in sorted(buckets) for e in buckets[crc]]
    if len(ordered) < 2:
        return tuple(ordered)
    ordered.sort(key=lambda e: _SortKey(ety, e, hashes))
    return tuple(ordered)


class _SortKey:
    """go-cty's set ``Less``: known before unknown before null; strings by bytes,
    numbers numerically, false before true, anything else by hash-string bytes."""

    __slots__ = ("group", "key")

    def __init__(self, ety: Type, e: Value, hashes: dict[int, str]) -> None:
        if e.is_null:
            self.group, self.key = 2, None
        elif not e.is_known:
            self.group, self.key = 1, None
        elif ety.is_string or ety.is_number or ety.is_bool:
            self.group, self.key = 0, e._v
        else:
            h = hashes.get(id(e))
            if h is None:  # pragma: no cover - every kept element was hashed
                h = hash_string(e)
            self.group, self.key = 0, h.encode("utf-8", "surrogatepass")

    def __lt__(self, other: _SortKey) -> bool:
        if self.group != other.group:
            return self.group < other.group
        if self.group:
            return False
        a, b = self.key, other.key
        if isinstance(a, bool):
            return not a and b  # type: ignore[return-value]
        if isinstance(a, str | bytes):
            return a < b  # type: ignore[operator]  # both keys are str or both bytes here
        return a.cmp(b) < 0  # type: ignore[no-any-return, union-attr]


def contains(elems: tuple[Value, ...], v: Value) -> bool:
    """Whether an element equivalent to ``v`` (deeply unmarked) is in the set."""
    crc = _crc(hash_string(v))
    return any(_crc(hash_string(e)) == crc and _equivalent(e, v) for e in elems)
