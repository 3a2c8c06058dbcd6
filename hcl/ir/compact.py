"""Expressions kept as bytes until they are read.

A node object costs 56 to 72 bytes and a range kept as a float 24 more, so an
expression dense with nodes (``f(x, y)``, ``x ? 1 : 2``, ``%{ if a }b%{ endif }``)
costs 20 to 30 times its text. :func:`compacted` writes such an expression's nodes
slot by slot (what :func:`~hcl.ir.node.kept_slots` gives) into one bytes object:
offsets as distances from the expression's start, a name or text as the offsets of
the source text it equals, small numbers, flags and operators as a byte or two. Anything
else (a value, a node over another source, a splat's symbol) is kept beside the bytes as
itself, and so is a part too large to write: a long collection's node (held compactly
already), or a part nested 40 deep. A part of more than 100 values is written part by
part; an expression whose bytes would pass 16 KiB keeps its nodes.
:func:`expanded` makes the nodes again with :func:`~hcl.ir.node.assembler`, equal
slot for slot to those written, so the expression is the same in every respect.

A :class:`Chain` writes an expression as it grows on its left (``x + x + …``, one
operator at a time while it is parsed) in steps of a bounded size: each new node is
written without its first slot, which is the expression written before it. So an
operator chain of any length takes a few bytes an operator, and is read back without
recursion.
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Callable, Collection
from operator import attrgetter
from typing import Any

from hcl.ir.held_elements import HeldElements
from hcl.ir.node import assembler, is_node, kept_offsets, kept_slots
from hcl.ir.shared import SOURCE_NAME, known_name
from hcl.pos import PositionIndex

__all__ = ["Chain", "Compacted", "chain_of", "compacted", "expanded"]

# What each value written starts with (_WRAP: a node whose first slot is what was written
# before it, at the top level only; _BYTES and _COMPACTED: a part written already, as an
# object item's value is, kept within these bytes).
(_NODE, _SRC, _TEXT, _NEAR_NUMBER, _NUMBER, _INT, _TUPLE, _EMPTY, _NONE, _FALSE, _TRUE, _DOTTED, _TUPLE_OF, _MEMBER,
 _OBJECT, _WRAP, _BYTES, _COMPACTED, _SOURCE_NAME) = range(19)

# A part of an expression is written whole when it has at most this many values (nodes,
# slots, items), so that a failed attempt costs little; a larger one part by part, down
# to this depth, below which it is kept as itself (so reading it back recurses no deeper).
_ROOM = 100
_DEPTH = 40
# An expression whose bytes would be longer than this keeps its nodes: it is written once
# whole, when its nodes are all made, so its bytes add to the parse's peak (an object of
# 100,000 items peaked at 24.9 times its text while written, 14.8 as nodes).
_LIMIT = 1 << 14

_FLOAT_EXACT = 1 << 53

# What the bytes number: node classes (with whether their last slot, the position
# index, is left out as the expression's), tuple and enumeration classes; and each
# enumeration's members.
_CLASSES: list[Any] = []
_CLASS_NUMBERS: dict[Any, int] = {}
_NUMBERING = threading.Lock()
_MEMBERS: dict[type, tuple[Any, ...]] = {}
_MEMBER_NUMBERS: dict[Any, int] = {}
# An empty instance of each tuple class written, read back for every empty one (shared,
# as a node keeps one shared empty collection).
_EMPTY_OF: dict[type, tuple[Any, ...]] = {}
# Each node class's slots as read at once, with its number, and without the last.
_LAYOUTS: dict[type, tuple[Callable[[Any], tuple[Any, ...]], int, int]] = {}


class Compacted(tuple):  # type: ignore[type-arg]
    """An expression written by :func:`compacted` with values kept as themselves: the
    bytes, then those values (one without such values is the bytes alone)."""

    __slots__ = ()


class _TooMuch(Exception):
    """The expression has more values than are written, or a long collection."""


class _TooLong(Exception):
    """The bytes written have grown past the writer's limit."""


def _class_number(cls: Any) -> int:
    number = _CLASS_NUMBERS.get(cls)
    if number is None:
        with _NUMBERING:  # (one number a class, whichever thread writes it first)
            number = _CLASS_NUMBERS.get(cls)
            if number is None:
                _CLASSES.append(cls)
                number = _CLASS_NUMBERS[cls] = len(_CLASSES) - 1
    return number


def _layout(cls: type) -> tuple[Callable[[Any], tuple[Any, ...]], int, int]:
    """How a node of ``cls`` is written: a function giving its slots in order, and the
    numbers of ``cls`` with every slot and with the last left out (its position index)."""
    layout = _LAYOUTS.get(cls)
    if layout is None:
        slots: tuple[str, ...] = cls.__slots__  # type: ignore[attr-defined]
        get = attrgetter(*slots) if len(slots) > 1 else (lambda obj: tuple(getattr(obj, slot) for slot in slots))
        implicit = _class_number((cls, True)) if slots and slots[-1] == "_src" else -1
        layout = _LAYOUTS[cls] = (get, _class_number((cls, False)), implicit)
    return layout


def _member_number(member: enum.Enum) -> int:
    number = _MEMBER_NUMBERS.get(member)
    if number is None:
        members = _MEMBERS[member.__class__] = tuple(member.__class__)
        _MEMBER_NUMBERS.update((m, i) for i, m in enumerate(members))
        number = _MEMBER_NUMBERS[member]
    return number


def _put(out: bytearray, n: int) -> None:
    """``n`` (not negative) in seven-bit groups, lowest first."""
    while n > 127:
        out.append(n & 127 | 128)
        n >>= 7
    out.append(n)


def _zigzag(n: int) -> int:
    """``n`` as a number not negative: 0, -1, 1, -2, … as 0, 1, 2, 3, …"""
    return n << 1 if n >= 0 else (-n << 1) - 1


def _put_signed(out: bytearray, n: int) -> None:
    _put(out, _zigzag(n))


class _Writer:
    __slots__ = ("base", "limit", "numbered", "objects", "out", "room", "shift", "src", "whole")

    def __init__(self, src: PositionIndex, base: int, whole: Collection[type], limit: int = -1) -> None:
        self.src = src
        self.limit = limit  # (the length past which part() gives up; -1: none)
        self.base = base
        self.shift = src.shift
        self.whole = whole
        self.out = bytearray()
        self.objects: list[Any] = []
        self.numbered: dict[int, int] = {}  # an object's number, by its id (the list keeps it alive)
        self.room = _ROOM

    def header(self, tag: int, v: Any) -> tuple[Any, ...]:
        """Write ``tag`` and node ``v``'s class number; its slots to write."""
        get, number, implicit = _layout(v.__class__)
        slots = get(v)
        if implicit >= 0 and slots[-1] is self.src:
            number, slots = implicit, slots[:-1]
        out = self.out
        if number < 128:
            out += bytes((tag, number))
        else:
            out.append(tag)
            _put(out, number)
        return slots

    def value(self, v: Any, holder: Any, depth: int) -> None:
        """Write ``v``, held by node ``holder`` (whose source text a string is looked for in)."""
        self.room -= 1
        if self.room < 0 or depth > _DEPTH:
            raise _TooMuch
        out = self.out
        kind = v.__class__
        if kind is float:
            self.number(v)
        elif kind is str:
            self.text(v, holder)
        elif kind is tuple:
            self.items(v, holder, depth)
        elif v is self.src:
            out.append(_SRC)
        elif kind is int:
            out.append(_INT)
            _put_signed(out, v)
        elif v is None:
            out.append(_NONE)
        elif v is SOURCE_NAME:
            out.append(_SOURCE_NAME)
        elif kind is bytes or kind is Compacted:
            data = v if kind is bytes else v[0]
            out.append(_BYTES if kind is bytes else _COMPACTED)
            _put(out, len(data))
            out += data
            if kind is Compacted:
                _put(out, len(v) - 1)
                for item in v[1:]:
                    self.object(item)
        elif kind is bool:
            out.append(_TRUE if v else _FALSE)
        elif kind is HeldElements:
            raise _TooMuch
        elif self.writes_node(kind, v):
            depth += 1
            for slot in self.header(_NODE, v):
                self.value(slot, v, depth)
        elif isinstance(v, enum.Enum):
            out.append(_MEMBER)
            _put(out, _class_number(kind))
            _put(out, _member_number(v))
        elif isinstance(v, tuple) and kind.__new__ is tuple.__new__:
            out.append(_TUPLE_OF)
            _put(out, _class_number(kind))
            _put(out, len(v))
            if not v:
                _EMPTY_OF.setdefault(kind, v)
            for item in v:
                self.value(item, holder, depth + 1)
        else:
            self.object(v)

    def part(self, v: Any, holder: Any, depth: int) -> None:
        """Write ``v``, nested ``depth`` deep: whole when it has at most ``_ROOM`` values;
        else a node or a plain tuple part by part (its slots or items each so); else (a
        long collection's node, or a part nested ``_DEPTH`` deep) kept as itself."""
        out = self.out
        count = len(out)
        self.room = _ROOM
        try:
            self.value(v, holder, depth)
            if 0 <= self.limit < len(out):
                raise _TooLong
            return
        except _TooMuch:
            del out[count:]
        kind = v.__class__
        if depth >= _DEPTH:
            self.object(v)
        elif kind is tuple:
            out.append(_TUPLE)
            _put(out, len(v))
            for item in v:
                self.part(item, holder, depth + 1)
        elif self.writes_node(kind, v) and not any(slot.__class__ is HeldElements for slot in _layout(kind)[0](v)):
            for slot in self.header(_NODE, v):
                self.part(slot, v, depth + 1)
        else:  # (a long collection's node among them: held compactly already)
            self.object(v)

    def writes_node(self, kind: type, v: Any) -> bool:
        """Whether ``v`` (of class ``kind``) is a node written slot by slot."""
        return kind not in self.whole and (kind in _LAYOUTS or is_node(v))

    def held(self) -> bytes | Compacted:
        """What was written: the bytes, with the values kept beside them if any."""
        data = bytes(self.out)
        return Compacted((data, *self.objects)) if self.objects else data

    def near(self, holder: Any) -> tuple[tuple[int, int], ...]:
        """The (start, end) offsets of node ``holder``'s ranges over the source, if any."""
        if getattr(holder, "_src", None) is not self.src:
            return ()
        found = kept_offsets(holder)
        return () if found is None else found[1]

    def number(self, v: float) -> None:
        """A float that is a whole number, as a range or ranges kept it (the offset in
        its lowest bits near the start, and what is above): exactly; otherwise itself."""
        if not (v.is_integer() and 0 <= v < _FLOAT_EXACT):
            self.object(v)
            return
        k = int(v)
        shift, base, out = self.shift, self.base, self.out
        low = _zigzag((k & ((1 << shift) - 1)) - base)
        high = k >> shift
        near = _zigzag(high - base)  # (a range's start, near the expression's)
        if near < 128 and low < 128:
            out += bytes((_NEAR_NUMBER, low, near))
            return
        is_near = near < high << 1
        out.append(_NEAR_NUMBER if is_near else _NUMBER)
        _put(out, low)
        _put(out, near if is_near else high)

    def text(self, v: str, holder: Any) -> None:
        """A string as the offsets of where it first occurs in the text of a range of
        the node holding it, if it does; otherwise itself."""
        text = self.src.text
        for start, end in self.near(holder):
            found = text(start, end)
            at = -1 if found is None else found.find(v)
            if at >= 0:
                out, at, size = self.out, _zigzag(start + at - self.base), len(v)
                if at < 128 and size < 128:
                    out += bytes((_TEXT, at, size))
                else:
                    out.append(_TEXT)
                    _put(out, at)
                    _put(out, size)
                return
        self.object(v)

    def items(self, v: tuple[Any, ...], holder: Any, depth: int) -> None:
        out = self.out
        if not v:
            out.append(_EMPTY)
            return
        if len(v) > 1 and all(part.__class__ is str for part in v):
            text = self.src.text
            for start, end in self.near(holder):
                found = text(start, end)
                if found is not None and tuple(found.split(".")) == v:
                    out.append(_DOTTED)
                    _put_signed(out, start - self.base)
                    _put(out, end - start)
                    return
        if len(v) < 128:
            out += bytes((_TUPLE, len(v)))
        else:
            out.append(_TUPLE)
            _put(out, len(v))
        for item in v:
            self.value(item, holder, depth + 1)

    def object(self, v: Any) -> None:
        self.out.append(_OBJECT)
        number = self.numbered.get(id(v))
        if number is None:
            self.objects.append(v)
            number = self.numbered[id(v)] = len(self.objects)
        _put(self.out, number)


def compacted(expr: Any, src: PositionIndex, start: int, whole: Collection[type] = ()) -> bytes | Compacted | None:
    """``expr``, whose range starts at offset ``start`` over ``src``, written as bytes
    (see the module's description), its parts too large to write (a long collection's
    node, held compactly already, or a part nested too deep) kept beside the bytes; None
    when it is such a part itself, or its bytes would be longer than ``_LIMIT``. Nodes
    of the classes in ``whole`` (compared by identity) are kept as themselves."""
    writer = _Writer(src, start, whole, _LIMIT)
    try:
        writer.part(expr, None, 0)
    except _TooLong:
        return None
    return None if writer.out[0] == _OBJECT else writer.held()


class _Reader:
    __slots__ = ("base", "data", "objects", "pos", "shift", "src")

    def __init__(self, held: bytes | Compacted, src: PositionIndex, base: int) -> None:
        self.data: bytes = held if held.__class__ is bytes else held[0]  # type: ignore[assignment]
        self.objects: Any = held  # (a Compacted's from 1 on)
        self.src = src
        self.shift = src.shift
        self.base = base
        self.pos = 0

    def size(self) -> int:
        data, pos = self.data, self.pos
        byte = data[pos]
        pos += 1
        n, bits = byte & 127, 7
        while byte > 127:
            byte = data[pos]
            pos += 1
            n |= (byte & 127) << bits
            bits += 7
        self.pos = pos
        return n

    def signed(self) -> int:
        n = self.size()
        return -((n + 1) >> 1) if n & 1 else n >> 1

    def value(self) -> Any:
        tag = self.data[self.pos]
        self.pos += 1
        if tag == _NODE:
            cls, implicit = _CLASSES[self.size()]
            slots = [self.value() for _ in range(len(cls.__slots__) - implicit)]
            if implicit:
                slots.append(self.src)
            return assembler(cls)(*slots)
        if tag == _SRC:
            return self.src
        if tag == _TEXT:
            start = self.base + self.signed()
            return known_name(self.src.text(start, start + self.size()))  # type: ignore[arg-type]
        if tag in (_NEAR_NUMBER, _NUMBER):
            low = self.base + self.signed()
            high = self.base + self.signed() if tag == _NEAR_NUMBER else self.size()
            k = high << self.shift | low
            return float(k)
        if tag == _INT:
            return self.signed()
        if tag == _TUPLE:
            return tuple([self.value() for _ in range(self.size())])
        if tag == _EMPTY:
            return ()
        if tag == _NONE:
            return None
        if tag == _SOURCE_NAME:
            return SOURCE_NAME
        if tag in (_FALSE, _TRUE):
            return tag == _TRUE
        if tag == _DOTTED:
            start = self.base + self.signed()
            text: str = self.src.text(start, start + self.size())  # type: ignore[assignment]
            return tuple([known_name(name) for name in text.split(".")])
        if tag == _TUPLE_OF:
            cls = _CLASSES[self.size()]
            count = self.size()
            return cls([self.value() for _ in range(count)]) if count else _EMPTY_OF[cls]
        if tag == _MEMBER:
            cls = _CLASSES[self.size()]
            return _MEMBERS[cls][self.size()]
        if tag in (_BYTES, _COMPACTED):
            size = self.size()
            start = self.pos
            self.pos = start + size
            data = self.data[start:self.pos]
            if tag == _BYTES:
                return data
            return Compacted((data, *[self.value() for _ in range(self.size())]))  # (each an _OBJECT)
        return self.objects[self.size()]  # (_OBJECT)


def expanded(held: bytes | Compacted, src: PositionIndex, start: int) -> Any:
    """The expression :func:`compacted` or a :class:`Chain` wrote, over ``src`` from
    offset ``start``."""
    reader = _Reader(held, src, start)
    made = reader.value()
    data, value = reader.data, reader.value
    while reader.pos < len(data):  # (a chain's steps: _WRAP, a class, the slots after the first)
        reader.pos += 1
        cls, implicit = _CLASSES[reader.size()]
        slots = [made, *[value() for _ in range(len(cls.__slots__) - implicit - 1)]]
        if implicit:
            slots.append(src)
        made = assembler(cls)(*slots)
    return made


def chain_of(expr: Any) -> Chain | None:
    """The :class:`Chain` that node ``expr`` has for its first slot, if any."""
    slots = getattr(expr.__class__, "__slots__", ())
    first = getattr(expr, slots[0], None) if slots.__class__ is tuple and slots else None
    return first if first.__class__ is Chain else None


class Chain:
    """An expression written as it grows on its left: it stands for the expression so
    far (as the first slot of the next node made over it, until that node is written
    with :meth:`add`), and has that expression's ``range``."""

    __slots__ = ("range", "writer")

    def __init__(self, writer: _Writer, first: Any) -> None:
        self.writer = writer
        self.range = first.range

    @classmethod
    def over(cls, first: Any, src: PositionIndex, start: int, whole: Collection[type] = ()) -> Chain:
        """A chain of expression ``first``, whose range starts at offset ``start`` over
        ``src`` (``whole`` as for :func:`compacted`)."""
        writer = _Writer(src, start, whole)
        writer.part(first, None, 0)
        return cls(writer, first)

    def add(self, node: Any) -> None:
        """Write ``node``, whose first slot is this chain, as the chain's expression from
        now on."""
        writer = self.writer
        slots = writer.header(_WRAP, node)
        for slot in slots[1:]:
            writer.part(slot, node, 0)
        self.range = node.range

    def held(self) -> bytes | Compacted:
        """The chain written, as :func:`expanded` reads it from where the chain starts."""
        return self.writer.held()

    def made(self, node: Any) -> Any:
        """``node`` (whose first slot is this chain) with the chain's nodes made again."""
        rest = kept_slots(node)[1:]
        writer = self.writer
        return assembler(node.__class__)(expanded(writer.held(), writer.src, writer.base), *rest)
