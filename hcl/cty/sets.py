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
    eq = a.equals(b)
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
    ordered.sort(key=lambda e: _sort_key(ety, e, hashes))
    return tuple(ordered)


def _sort_key(ety: Type, e: Value, hashes: dict[int, str]) -> tuple[int, Any]:
    if e.is_null:
        return (2, 0)
    if not e.is_known:
        return (1, 0)
    if ety.is_string or ety.is_number:
        return (0, e._v)
    if ety.is_bool:
        return (0, 1 if e._v else 0)
    h = hashes.get(id(e))
    if h is None:  # pragma: no cover - every kept element was hashed
        h = hash_string(e)
    return (0, h.encode("utf-8", "surrogatepass"))


def contains(elems: tuple[Value, ...], v: Value) -> bool:
    """Whether an element equivalent to ``v`` (deeply unmarked) is in the set."""
    crc = _crc(hash_string(v))
    return any(_crc(hash_string(e)) == crc and _equivalent(e, v) for e in elems)
