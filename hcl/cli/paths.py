"""Which files a command covers: named files, directories walked for configuration files, ``-``."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from hcl.diagnostics import Diagnostic
from hcl.text import go_quote

__all__ = ["CONFIG_SUFFIXES", "STDIN", "Input", "MissingPath", "iter_paths", "read_input", "read_path", "to_inputs"]

STDIN = "-"

# The names a directory walk picks up: native syntax, then JSON syntax.
CONFIG_SUFFIXES: tuple[str, ...] = (".hcl", ".tf", ".tfvars", ".tf.json", ".hcl.json")


class MissingPath(str):
    """A path that names nothing; the caller reports it as an error diagnostic."""

    __slots__ = ()


def iter_paths(paths: Sequence[str], suffixes: tuple[str, ...] = CONFIG_SUFFIXES) -> Iterator[str]:
    """The files ``paths`` name, in order: files as given, directories walked (sorted, hidden
    entries skipped) for names ending in one of ``suffixes``, ``-`` for standard input.

    A path that does not exist is yielded as a :class:`MissingPath`.
    """
    for path in paths:
        if path == STDIN or os.path.isfile(path):
            yield path
        elif os.path.isdir(path):
            yield from _walk(path, suffixes)
        elif os.path.lexists(path):
            yield path  # a special file or a broken link: reading it reports the problem
        else:
            yield MissingPath(path)


def _walk(root: str, suffixes: tuple[str, ...]) -> Iterator[str]:
    for top, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.endswith(suffixes) and not name.startswith("."):
                yield os.path.join(top, name)


def read_path(path: str) -> tuple[str, bytes | None, Diagnostic | None]:
    """The display name and bytes of ``path`` (``-``: standard input, named ``<stdin>``), or the
    error diagnostic that says why it can't be read."""
    if path == STDIN:
        return "<stdin>", sys.stdin.buffer.read(), None
    if isinstance(path, MissingPath):
        return path, None, Diagnostic.error(
            "No such file or directory", f"There is no file or directory at {go_quote(str(path))}.")
    try:
        with open(path, "rb") as f:
            return path, f.read(), None
    except OSError as exc:
        return path, None, Diagnostic.error(
            "Failed to read file", f"Cannot read {go_quote(path)}: {exc.strerror or exc}.")


class Input(NamedTuple):
    """One file to work on, picklable for a worker process: its path, and for standard input
    the bytes, read beforehand in the main process (a worker cannot read them)."""

    path: str
    data: bytes | None = None


def to_inputs(paths: Iterable[str]) -> list[Input]:
    """The inputs for ``paths`` (from :func:`iter_paths`); standard input is read now."""
    return [Input(path, sys.stdin.buffer.read() if path == STDIN else None) for path in paths]


def read_input(item: Input) -> tuple[str, bytes | None, Diagnostic | None]:
    """What :func:`read_path` gives for the input, using bytes read beforehand."""
    if item.data is not None:
        return "<stdin>", item.data, None
    return read_path(item.path)
