"""Checking what callers pass to the parsers and file loaders.

Programming errors (a source that is neither text nor bytes, a filename that is
not a string, a start that is not a :class:`~hcl.pos.Pos`) raise a ``TypeError``
saying so. Everything else is input, and never raises: text with lone surrogates
(which no UTF-8 encoder accepts) becomes bytes the lexer reports as invalid
encoding, and a file that cannot be read (missing, a directory, a NUL in its name,
too large) is a message for a diagnostic.
"""

from __future__ import annotations

import os

from hcl.pos import Pos

__all__ = ["MAX_FILE_BYTES", "check_filename", "check_start", "read_source_file", "source_bytes",
           "source_text_or_bytes"]

#: Files larger than this are refused by :func:`read_source_file` (unless a caller
#: passes its own limit): it bounds what reading ``/dev/zero`` or a huge file costs.
MAX_FILE_BYTES = 128 << 20


def source_text_or_bytes(source: object, what: str = "source") -> str | bytes:
    """``source`` as text or bytes that encode and decode without errors.

    ``str`` stays ``str`` unless it holds surrogates that the ``surrogateescape``
    error handler cannot encode; then it becomes bytes, encoded with
    ``surrogatepass`` (which the lexer reports as invalid UTF-8).
    """
    if isinstance(source, str):
        try:
            source.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            return source.encode("utf-8", "surrogatepass")
        return source
    if isinstance(source, bytes | bytearray | memoryview):
        return bytes(source)
    raise TypeError(f"{what} must be str or bytes, not {type(source).__name__}")


def source_bytes(source: object, what: str = "source") -> bytes:
    """``source`` as UTF-8 bytes (text encoded as :func:`source_text_or_bytes` does)."""
    checked = source_text_or_bytes(source, what)
    return checked.encode("utf-8", "surrogateescape") if isinstance(checked, str) else checked


def check_filename(filename: object) -> str:
    """``filename`` if it is a string (TypeError otherwise)."""
    if not isinstance(filename, str):
        raise TypeError(f"filename must be a str, not {type(filename).__name__}")
    return filename


def check_start(start: object) -> Pos | None:
    """``start`` if it is a :class:`~hcl.pos.Pos` or None (TypeError otherwise)."""
    if start is not None and not isinstance(start, Pos):
        raise TypeError(f"start must be an hcl.Pos or None, not {type(start).__name__}")
    return start


def read_source_file(path: object, max_bytes: int = MAX_FILE_BYTES) -> tuple[str, bytes | None, str]:
    """Read a file: ``(name, data, "")``, or ``(name, None, reason)`` when it cannot be read.

    The reason is a short sentence for a diagnostic (no traceback). ``path`` must be
    a string or path-like (TypeError otherwise). At most ``max_bytes`` are read; a
    longer file is refused.
    """
    if not isinstance(path, str | os.PathLike):
        raise TypeError(f"path must be a str or os.PathLike, not {type(path).__name__}")
    name = os.fspath(path)
    if isinstance(name, bytes):
        name = os.fsdecode(name)
    if "\0" in name:
        return name, None, "the file name contains a NUL character"
    try:
        with open(name, "rb") as f:
            data = f.read(max_bytes + 1)
    except OSError as exc:
        return name, None, exc.strerror or str(exc)
    except ValueError as exc:  # for example a name the platform cannot represent
        return name, None, str(exc)
    if len(data) > max_bytes:
        return name, None, f"the file is larger than {max_bytes} bytes"
    return name, data, ""
