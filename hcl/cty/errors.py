"""The exception hierarchy of the type system, and paths into values.

Every failure the type system reports is a :class:`CtyError`. Errors that concern a
part of a value (a conversion failing at ``ports[2]``, a JSON document with a bad
attribute) carry a :data:`Path` to that part.

``str(error)`` is just the message, exactly as go-cty words it (so callers can embed
it in diagnostics the way HCL does); :meth:`CtyError.describe` prefixes the path, for
example ``attribute "ports": element 2: a number is required``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ParamSpec, TypeAlias, TypeVar

if TYPE_CHECKING:
    from hcl.cty.values import Value

__all__ = [
    "ConversionError",
    "CtyError",
    "GetAttrStep",
    "IndexStep",
    "InvalidValueError",
    "JSONError",
    "NumberError",
    "NumberFormatError",
    "NumberParseError",
    "OperationError",
    "Path",
    "PathError",
    "PathStep",
    "format_path",
]


@dataclass(frozen=True, slots=True)
class GetAttrStep:
    """A step selecting the object attribute ``name``."""

    name: str

    def describe(self) -> str:
        return f"attribute {go_quote(self.name)}"


@dataclass(frozen=True, slots=True)
class IndexStep:
    """A step selecting the element with key ``key`` (a cty Value) of a collection.

    The key is a number for lists and tuples, a string for maps, and the element itself
    (often unknown) for sets.
    """

    key: Value

    def describe(self) -> str:
        key = self.key
        if key.is_known and not key.is_null and not key.is_marked:
            if key.type.is_string:
                return f"element {go_quote(key.as_string())}"
            if key.type.is_number:
                try:
                    return f"element {key.as_number()}"
                except CtyError:
                    return f"element {key.as_number().text('g', -1)}"
        return "element"


PathStep: TypeAlias = GetAttrStep | IndexStep
Path: TypeAlias = tuple[PathStep, ...]


def format_path(path: Path) -> str:
    """Render a path as ``attribute "a": element 2`` (empty string for the empty path)."""
    return ": ".join(step.describe() for step in path)


class CtyError(Exception):
    """Base class of every error raised by ``hcl.cty``.

    ``message`` is the go-cty wording, ``path`` where in a value the problem is.
    """

    def __init__(self, message: str, path: Path = ()) -> None:
        super().__init__(message)
        self.message = message
        self.path: Path = tuple(path)

    def __str__(self) -> str:
        return self.message

    def describe(self) -> str:
        """The message prefixed with the path, if there is one."""
        where = format_path(self.path)
        return f"{where}: {self.message}" if where else self.message

    def with_path(self, path: Path) -> CtyError:
        """A copy of this error located at ``path`` (prefixed to any path it had)."""
        err = _copy_error(self)
        err.path = tuple(path) + self.path
        return err


def _copy_error(err: CtyError) -> CtyError:
    new = err.__class__.__new__(err.__class__)
    new.__dict__.update(err.__dict__)
    Exception.__init__(new, err.message)
    return new


class PathError(CtyError):
    """An error about the part of a value at ``path``."""


class ConversionError(PathError):
    """A value could not be converted to the wanted type."""


class JSONError(PathError):
    """A JSON document could not be decoded, or a value could not be encoded."""


class OperationError(CtyError):
    """An operation was applied to values it does not support.

    Examples: adding a string, indexing a list with a fractional number, getting a
    missing attribute, operating on a null value. These are programming errors of the
    caller in go-cty (panics); HCL checks for them before calling.
    """


class InvalidValueError(CtyError, ValueError):
    """A value could not be constructed (for example inconsistent list element types)."""


class NumberError(CtyError, ArithmeticError):
    """An arithmetic operation has no numeric result (go-cty would panic with NaN)."""


class NumberParseError(CtyError, ValueError):
    """Text is not a valid number."""


class NumberFormatError(CtyError, ValueError):
    """A number cannot be rendered or converted within the documented limits."""


_P = ParamSpec("_P")
_R = TypeVar("_R")


def bounded_recursion(fn: Callable[_P, _R]) -> Callable[_P, _R]:
    """Decorate a public entry point so that values nested too deeply for Python's
    recursion limit raise :class:`OperationError` instead of ``RecursionError``."""
    @functools.wraps(fn)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return fn(*args, **kwargs)
        except RecursionError:
            raise OperationError("value is nested too deeply to process") from None

    return wrapper


_GO_ESCAPES = {
    "\a": "\\a",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\v": "\\v",
    "\\": "\\\\",
    '"': '\\"',
}


def go_quote(s: str) -> str:
    """``s`` as a double-quoted Go string literal (``fmt.Sprintf("%q", s)``).

    Characters decoded with ``surrogateescape`` (invalid UTF-8 bytes) come out as
    ``\\xNN``, as Go prints invalid bytes; any other lone surrogate as ``\\ufffd``.
    """
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return f'"{s}"'
    out = ['"']
    for ch in s:
        esc = _GO_ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
            continue
        cp = ord(ch)
        if 0xDC80 <= cp <= 0xDCFF:
            out.append(f"\\x{cp - 0xDC00:02x}")
        elif 0xD800 <= cp <= 0xDFFF:
            out.append("\\ufffd")
        elif ch.isprintable():
            out.append(ch)
        elif cp < 0x80:
            out.append(f"\\x{cp:02x}")
        elif cp < 0x10000:
            out.append(f"\\u{cp:04x}")
        else:
            out.append(f"\\U{cp:08x}")
    out.append('"')
    return "".join(out)
