"""Traversals: a root name followed by attribute, index and splat steps."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any

from hcl.ir.node import assembler, keeps_offsets, kept_range, kept_span, node, own_offsets, packed_tuple, single_offsets
from hcl.ir.pickling import PicklesByFields
from hcl.ir.shared import scalar_value, shared_names
from hcl.pos import PositionIndex, Range

if TYPE_CHECKING:
    from collections.abc import Iterator

    from hcl.cty import Value


@node
class TraverseRoot(PicklesByFields):
    """The variable name a traversal starts from."""

    name: str
    range: Range


@node
class TraverseAttr(PicklesByFields):
    """``.name``; the range includes the dot."""

    name: str
    range: Range


@node
class TraverseIndex(PicklesByFields):
    """``[key]`` with a constant key (or the legacy ``.0``); the range includes brackets."""

    key: Value
    range: Range


@node
class TraverseSplat(PicklesByFields):
    """``[*]`` followed by the steps applied to each element (partial traversals only)."""

    each: Traversal
    range: Range


Traverser = TraverseRoot | TraverseAttr | TraverseIndex | TraverseSplat


@node
class Traversal(PicklesByFields):
    """A sequence of steps. Absolute when it starts with a :class:`TraverseRoot`."""

    steps: tuple[Traverser, ...] = ()

    __packed_fields__ = (packed_tuple("steps"),)

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Traverser]:
        return iter(self.steps)

    def __getitem__(self, i: int) -> Traverser:
        return self.steps[i]

    def _first(self) -> Traverser | None:
        """The first step (None for no steps), read without making the steps' tuple."""
        kept = _kept_steps(self)
        if kept.__class__ is not tuple:
            return kept  # type: ignore[no-any-return]
        return kept[0] if kept else None

    @property
    def is_relative(self) -> bool:
        return not isinstance(self._first(), TraverseRoot)

    @property
    def root_name(self) -> str:
        root = self._first()
        if not isinstance(root, TraverseRoot):
            raise ValueError("a relative traversal has no root name")
        return root.name

    @property
    def source_range(self) -> Range:
        return Range.between(self.steps[0].range, self.steps[-1].range)

    def simple_split(self) -> tuple[Traversal, Traversal]:
        """The root step alone, and the remaining relative steps."""
        return Traversal(self.steps[:1]), Traversal(self.steps[1:])

    def join(self, rel: Traversal) -> Traversal:
        return Traversal(self.steps + rel.steps)


_kept_steps = attrgetter("_steps")  # the slot behind the packed ``steps`` field


def _pack_traversal(traversal: Traversal) -> Any:
    """A traversal as what it keeps of its steps: 48 bytes less."""
    return _kept_steps(traversal) if traversal.__class__ is Traversal else traversal


def _unpack_traversal(kept: Any) -> Traversal:
    """The traversal whose steps slot would hold ``kept`` (made without ``__init__``:
    ``kept`` is packed already)."""
    traversal = _new_traversal(Traversal)
    _set_kept_steps(traversal, kept)
    return traversal


_new_traversal = object.__new__
_set_kept_steps = Traversal.__dict__["_steps"].__set__


def packed_traversal(field: str) -> tuple[str, Any, Any, type]:
    """The ``__packed_fields__`` entry keeping a :class:`Traversal` field as its steps."""
    return field, _pack_traversal, _unpack_traversal, Traversal


def _names_of(steps: Any, src: PositionIndex, start: int, end: int) -> Any:
    """The names of steps written without space between them from ``start`` to ``end``
    (see :func:`step_name`), kept as :func:`names_kept` keeps them; or None."""
    steps = steps if steps.__class__ is tuple else (steps,)
    names: list[str | int] = []
    at = start
    for step in steps:
        name = step_name(step, not names)
        if name is None:
            return None
        after = at + written_length(name, not names)
        if not keeps_offsets(step, src, at, after):
            return None
        names.append(name)
        at = after
    if at != end:
        return None
    return names_kept(names)


def step_name(step: Traverser, first: bool) -> str | int | None:
    """What names ``step`` in a traversal kept by its names: the first step's root name,
    a later step's attribute name or whole-number index key (``x.a[0]``); None for any
    other step. (A name stands for the step at the offsets :func:`written_length` gives.)"""
    kind = step.__class__
    if first:
        return step.name if kind is TraverseRoot else None  # type: ignore[union-attr]
    if kind is TraverseAttr:
        return step.name  # type: ignore[union-attr]
    if kind is TraverseIndex:
        k = step.key.literal_scalar()  # type: ignore[union-attr]
        if k.__class__ is int:  # (below 2**60, as a literal parses it)
            return k
    return None


def written_length(name: str | int, first: bool) -> int:
    """The characters of the step that ``name`` names: ``root``, ``.attr`` or ``[index]``."""
    if name.__class__ is int:
        return 2 + len(str(name))
    return len(name) + (0 if first else 1)  # type: ignore[arg-type]


def names_kept(names: list[str | int]) -> Any:
    """What a traversal kept by its step names keeps: one name as itself, else a tuple
    (one for all equal ones, while a table holds it: see :func:`~hcl.ir.shared.shared_names`)."""
    return names[0] if len(names) == 1 else shared_names(tuple(names))


def kept_names(kept: Any) -> list[str | int] | None:
    """The step names that ``kept`` holds, when it is a traversal kept by its names; else None."""
    if kept.__class__ is str:
        return [kept]
    if kept.__class__ is tuple and kept and kept[0].__class__ is str:
        return list(kept)
    return None


def _pack_by_names(traversal: Traversal, src: PositionIndex | None, spans: tuple[Any, ...]) -> Any:
    """A traversal as the names of its steps (see :func:`step_name`), when they are
    written without space and span the node's range (their ranges then follow from
    the names): 72 bytes less a step. Otherwise what it keeps of its steps."""
    steps = _pack_traversal(traversal)
    if src is None or steps.__class__ is Traversal:
        return steps
    first = steps[0] if steps.__class__ is tuple and steps else steps
    whole = single_offsets(src, spans) if first.__class__ is TraverseRoot else None
    names = None if whole is None else _names_of(steps, src, *whole)
    return steps if names is None else names


def _unpack_by_names(kept: Any, owner: Any) -> Traversal:
    if kept.__class__ is str:  # one name: its range is the owner's
        src, whole = kept_range(owner)
        return _unpack_traversal(_make_root(kept, whole, src))
    names = kept_names(kept)
    if names is None:
        return _unpack_traversal(kept)
    src, at, _ = own_offsets(owner)
    after = at + len(names[0])  # type: ignore[arg-type]
    steps: list[Traverser] = [_make_root(names[0], kept_span(src, at, after), src)]
    for name in names[1:]:
        at, after = after, after + written_length(name, False)
        span = kept_span(src, at, after)
        steps.append(_make_index(scalar_value(name), span, src) if name.__class__ is int
                     else _make_attr(name, span, src))
    return _unpack_traversal(tuple(steps))


_make_root = assembler(TraverseRoot)
_make_attr = assembler(TraverseAttr)
_make_index = assembler(TraverseIndex)


def traversal_by_names(field: str) -> tuple[str, Any, Any]:
    """The ``__packed_by_ranges__`` entry keeping a :class:`Traversal` field that spans
    the node's one range as its step names where it can, as its steps otherwise."""
    return field, _pack_by_names, _unpack_by_names
