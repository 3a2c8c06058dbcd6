"""An opt-in cache of parse results on disk, addressed by content, for repeated runs.

An entry's key is the SHA-256 of the file's bytes, its name (ranges carry it), the syntax,
and a salt made of the package version, the hashes the parser already keeps of its grammar
(``lexer_tables.GRAMMAR_SHA256`` of the lexer grammar, ``dfa_cache.fingerprint`` of the
parser's ATN and runtime), the Python implementation and :data:`FORMAT`. Any change to
these reaches a different key, so nothing is ever invalidated in place; old entries are
only dead weight (delete the directory to reclaim the space).

An entry is ``MAGIC``, the SHA-256 of the rest, the length of the pickled diagnostics,
the pickled :class:`~hcl.diagnostics.Diagnostics` and then the pickled tree (``ir.File``
or ``JSONFile``): a caller that needs only the diagnostics, as ``hcl check`` does, does
not unpickle the tree. Entries are written to a temporary file and renamed into place,
so readers never see half an entry; an entry that is missing, unreadable, truncated or
altered is a miss, and an entry that cannot be written is skipped: the cache is never
required. Entries are pickles, so the directory must be as trusted as the code: it is
created readable by its owner only.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeAlias

from hcl.diagnostics import Diagnostics

if TYPE_CHECKING:
    from hcl.ir import File
    from hcl.json import JSONFile
    from hcl.loader import Syntax

__all__ = ["ENV_VAR", "FORMAT", "Packed", "ParseCache", "grammar_hash", "pack", "parse_syntax", "unpack"]

#: The environment variable ``hcl check`` and ``hcl fmt`` take the cache directory from.
ENV_VAR = "HCL_CACHE_DIR"

#: The layout of an entry and of the pickled results; raise it when either changes.
FORMAT = 1

_MAGIC = b"HCL-PARSE-CACHE\n"
_DIGEST = 32
_LENGTH = 8
_HEADER = len(_MAGIC) + _DIGEST + _LENGTH

# What unpickling bytes that passed the checksum can still raise: the entry was written by
# code whose classes have since changed without the version changing (a development tree).
_STALE = (pickle.UnpicklingError, AttributeError, ImportError, TypeError, ValueError, EOFError)

Tree: TypeAlias = "File | JSONFile"
#: A parse result as two pickles: the diagnostics, then the tree.
Packed: TypeAlias = tuple[bytes, bytes]


def _package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("hcl-grammar")
    except PackageNotFoundError:  # a source tree that was never installed
        return "unknown"


def grammar_hash() -> str:
    """The grammar the native parser was generated from: lexer grammar and parser ATN hashes."""
    from hcl._generated.HCLParser import HCLParser
    from hcl.native import lexer_tables
    from hcl.native.dfa_cache import fingerprint

    return f"{lexer_tables.GRAMMAR_SHA256}:{fingerprint(HCLParser)}"


def _salt() -> bytes:
    parts = (f"format {FORMAT}", _package_version(), grammar_hash(), sys.implementation.cache_tag or "")
    return "\n".join(parts).encode()


def parse_syntax(data: bytes, filename: str, syntax: Syntax) -> tuple[Any, Diagnostics]:
    """Parse ``data`` in ``syntax``: an ``ir.File`` (native) or a ``JSONFile``, and diagnostics."""
    if syntax == "json":
        from hcl.json import parse as parse_json

        return parse_json(data, filename)
    if syntax != "native":
        raise ValueError(f"unknown syntax {syntax!r}: expected 'native' or 'json'")
    from hcl.native import parse_config

    return parse_config(data, filename)


def pack(tree: Tree, diags: Diagnostics) -> Packed | None:
    """The pickles of ``diags`` and ``tree``, or ``None`` for a tree nested too deeply to pickle.

    Pickling recurses in C, once per level of nesting, on the ordinary stack and
    within the interpreter's recursion limit: deeply nested trees are not cached.
    """
    try:
        return pickle.dumps(diags, pickle.HIGHEST_PROTOCOL), pickle.dumps(tree, pickle.HIGHEST_PROTOCOL)
    except RecursionError:
        return None


def unpack(packed: Packed, *, tree: bool = True) -> tuple[Tree | None, Diagnostics] | None:
    """What :func:`pack` packed (the tree only if asked for), or ``None`` if it no longer loads."""
    try:
        diags = pickle.loads(packed[0])
        found = pickle.loads(packed[1]) if tree else None
    except _STALE:
        return None
    if not isinstance(diags, Diagnostics):
        return None
    return found, diags


class ParseCache:
    """Parse results kept in ``directory``; ``hits`` and ``misses`` are counted by :meth:`count`.

    The salt is computed once, when the cache is made; the object pickles (workers get a copy).
    """

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.directory = Path(directory)
        self.salt = _salt()
        self.hits = 0
        self.misses = 0

    def key(self, data: bytes, filename: str, syntax: Syntax) -> str:
        """The hex SHA-256 naming the entry for these bytes, name and syntax."""
        digest = hashlib.sha256()
        for part in (self.salt, syntax.encode(), filename.encode("utf-8", "surrogateescape"), data):
            digest.update(len(part).to_bytes(_LENGTH, "little"))
            digest.update(part)
        return digest.hexdigest()

    def path(self, key: str) -> Path:
        """Where the entry for ``key`` lives."""
        return self.directory / key[:2] / key[2:]

    def load_packed(self, key: str) -> Packed | None:
        """The stored pickles ``(diagnostics, tree)``, checked whole, or ``None``: a miss."""
        try:
            with open(self.path(key), "rb") as f:
                raw = f.read()
        except OSError:  # no entry, or one that can't be read
            return None
        if raw[:len(_MAGIC)] != _MAGIC or len(raw) < _HEADER:
            return None
        body = memoryview(raw)[len(_MAGIC) + _DIGEST:]
        if hashlib.sha256(body).digest() != raw[len(_MAGIC):len(_MAGIC) + _DIGEST]:
            return None
        split = _HEADER + int.from_bytes(raw[_HEADER - _LENGTH:_HEADER], "little")
        return raw[_HEADER:split], raw[split:]

    def load(self, key: str, *, tree: bool = True) -> tuple[Tree | None, Diagnostics] | None:
        """The stored ``(tree, diagnostics)`` (tree ``None`` unless asked for), or ``None``: a miss."""
        packed = self.load_packed(key)
        if packed is None:
            return None
        return unpack(packed, tree=tree)

    def store_packed(self, key: str, packed: Packed) -> bool:
        """Write an entry atomically; False if it could not be written (the cache is optional)."""
        diags, tree = packed
        body = len(diags).to_bytes(_LENGTH, "little") + diags + tree
        target = self.path(key)
        try:
            target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-")
        except OSError:
            return False
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(_MAGIC + hashlib.sha256(body).digest() + body)
            os.replace(temp, target)
        except OSError:
            with contextlib.suppress(OSError):  # already gone
                os.unlink(temp)
            return False
        return True

    def store(self, key: str, tree: Tree, diags: Diagnostics) -> bool:
        """Pickle and write an entry; False if it could not be (too deep to pickle, or unwritable)."""
        packed = pack(tree, diags)
        return packed is not None and self.store_packed(key, packed)

    def parse(self, data: bytes, filename: str, syntax: Syntax, *,
              tree: bool = True) -> tuple[Tree | None, Diagnostics, bool]:
        """``(tree, diagnostics, hit)``: from the cache, or parsed and stored.

        With ``tree=False`` a hit does not unpickle the tree (it is ``None``).
        """
        key = self.key(data, filename, syntax)
        found = self.load(key, tree=tree)
        if found is not None:
            return found[0], found[1], True
        parsed, diags = parse_syntax(data, filename, syntax)
        self.store(key, parsed, diags)
        return parsed, diags, False

    def count(self, hit: bool | None) -> None:
        """Count one lookup (``None``: the file was never looked up, e.g. unreadable)."""
        if hit is True:
            self.hits += 1
        elif hit is False:
            self.misses += 1
