"""Names and literal values shared between parse results.

Configurations repeat the same short names (``var``, ``each``, ``description``) and
literals (``"string"``, ``0``) in file after file. A parse takes them from these
bounded tables, so results kept together hold one object per distinct short text
instead of one per occurrence. Strings and values are immutable, so sharing them
changes nothing but memory. A table that fills up is emptied and starts again: what
stays alive between parses is bounded whatever the input.
"""

from __future__ import annotations

from hcl.cty import Value

# At most this many entries a table, each of text of at most _LONGEST characters.
_ENTRIES = 4096
_LONGEST = 64

_names: dict[str, str] = {}
_strings: dict[str, Value] = {}
_numbers: dict[str, Value] = {}


def shared_name(text: str) -> str:
    """``text`` itself, or an equal string an earlier parse already keeps."""
    got = _names.get(text)
    if got is not None:
        return got
    if len(text) <= _LONGEST:
        if len(_names) >= _ENTRIES:
            _names.clear()
        _names[text] = text
    return text


def string_value(text: str) -> Value:
    """``Value.string(text)``, shared when short."""
    got = _strings.get(text)
    if got is not None:
        return got
    value = Value.string(text)
    if len(text) <= _LONGEST:
        if len(_strings) >= _ENTRIES:
            _strings.clear()
        _strings[text] = value
    return value


def number_value(literal: str) -> Value:
    """``Value.number_from_literal(literal)``, shared when short; raises ValueError as it does."""
    got = _numbers.get(literal)
    if got is not None:
        return got
    value = Value.number_from_literal(literal)
    if len(literal) <= _LONGEST:
        if len(_numbers) >= _ENTRIES:
            _numbers.clear()
        _numbers[literal] = value
    return value
