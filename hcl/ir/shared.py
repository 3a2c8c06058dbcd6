"""Names and literal values shared between parse results.

Configurations repeat the same short names (``var``, ``each``, ``description``) and
literals (``"string"``, ``0``) in file after file. A parse takes them from these
bounded tables, so results kept together hold one object per distinct short text
instead of one per occurrence. Strings and values are immutable, so sharing them
changes nothing but memory. A table that fills up is emptied and starts again: what
stays alive between parses is bounded whatever the input.
"""

from __future__ import annotations

from hcl.bounded import BoundedTable
from hcl.cty import Value

# At most this many entries a table, each of text of at most _LONGEST characters.
_ENTRIES = 4096
_LONGEST = 64


def _short(text: str) -> bool:
    return len(text) <= _LONGEST


_names: BoundedTable[str, str] = BoundedTable(_ENTRIES, _short)
_strings: BoundedTable[str, Value] = BoundedTable(_ENTRIES, _short)
_numbers: BoundedTable[str, Value] = BoundedTable(_ENTRIES, _short)


class _SourceName:
    """What stands for a reference of one name that the source reads back at its range."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<a name read from the source>"


# (one object: nodes and written expressions keep it, and compare it by identity)
SOURCE_NAME = _SourceName()


# The names of references kept by their names (``("var", "region")``), a tuple each. A
# quarter as many entries: distinct references gain nothing from it, and 1,500 of them
# in a 66 KB template raised its parse's peak from 14.2 to 15.3 times its size (14.4 so).
_name_tuples: BoundedTable[tuple[str | int, ...], tuple[str | int, ...]] = BoundedTable(
    _ENTRIES // 4, lambda names: len(names) <= 8 and all(n.__class__ is int or _short(n) for n in names))  # type: ignore[arg-type]


def shared_names(names: tuple[str | int, ...]) -> tuple[str | int, ...]:
    """``names`` itself, or an equal tuple an earlier reference already keeps."""
    return _name_tuples.get_or_make(names, _itself)


def _itself(names: tuple[str | int, ...]) -> tuple[str | int, ...]:
    return names


def shared_name(text: str) -> str:
    """``text`` itself, or an equal string an earlier parse already keeps."""
    return _names.get_or_make(text, str)


def known_name(text: str) -> str:
    """An equal string the table of names holds, else ``text`` itself (added to nothing:
    for names read back again and again)."""
    return _names.get(text, text)


def string_value(text: str) -> Value:
    """``Value.string(text)``, shared when short."""
    return _strings.get_or_make(text, Value.string)


# Literal values rebuilt from what stands for them (see Value.literal_scalar): reading a
# literal again costs a lookup (long texts are not kept, which this table would keep alive).
_scalars: BoundedTable[int | str, Value] = BoundedTable(
    _ENTRIES, lambda k: k.__class__ is int or _short(k))  # type: ignore[arg-type]


def scalar_value(k: int | str) -> Value:
    """``Value.from_literal_scalar(k)``, shared when short."""
    return _scalars.get_or_make(k, Value.from_literal_scalar)


def number_value(literal: str) -> Value:
    """``Value.number_from_literal(literal)``, shared when short; raises ValueError as it does."""
    return _numbers.get_or_make(literal, Value.number_from_literal)


def empty_tables() -> None:
    """Empty every table here, as a new process has them (for measurements that must not
    depend on what earlier parses left)."""
    for table in (_names, _strings, _numbers, _name_tuples, _scalars):
        table.clear()
