"""Reading configuration files once each, as the reference's ``hclparse.Parser`` does.

A file name read twice yields the same parsed file (and no diagnostics the
second time); the sources are kept for rendering diagnostics with snippets.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Literal

from hcl import ir
from hcl.bodies.native import NativeBody
from hcl.body import Body
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.inputs import read_source_file
from hcl.json import parse as parse_json
from hcl.json import parse_file as parse_json_file
from hcl.json.expression import JSONValue
from hcl.native import parse_config
from hcl.text import go_quote

__all__ = ["FileParser", "ParsedFile"]


@dataclass(frozen=True, slots=True, eq=False)
class ParsedFile:
    """A parsed file: its body, source bytes and syntax tree root."""

    filename: str
    source: bytes
    body: Body
    syntax: Literal["native", "json"]
    root: ir.Body | JSONValue


class FileParser:
    """Parses native and JSON files, remembering each by name."""

    __slots__ = ("files",)

    def __init__(self) -> None:
        self.files: dict[str, ParsedFile] = {}

    def parse_hcl(self, source: bytes, filename: str) -> tuple[ParsedFile, Diagnostics]:
        """Parse native-syntax source."""
        existing = self.files.get(filename)
        if existing is not None:
            return existing, Diagnostics()
        file, diags = parse_config(source, filename)
        parsed = ParsedFile(filename, source, NativeBody(file.body), "native", file.body)
        self.files[filename] = parsed
        return parsed, diags

    def parse_hcl_file(self, filename: str) -> tuple[ParsedFile | None, Diagnostics]:
        """Read and parse a native-syntax file."""
        existing = self.files.get(filename)
        if existing is not None:
            return existing, Diagnostics()
        _, source, _ = read_source_file(filename)  # bounded: "-V /dev/zero" must not exhaust memory
        if source is None:
            return None, Diagnostics([Diagnostic.error(
                "Failed to read file",
                f"Cannot read the configuration file {go_quote(filename)}. Check the path and the file's "
                "permissions.")])
        return self.parse_hcl(source, filename)

    def parse_json(self, source: bytes, filename: str) -> tuple[ParsedFile, Diagnostics]:
        """Parse JSON-syntax source."""
        existing = self.files.get(filename)
        if existing is not None:
            return existing, Diagnostics()
        file, diags = parse_json(source, filename)
        parsed = ParsedFile(filename, file.source, file.body, "json", file.root)
        self.files[filename] = parsed
        return parsed, diags

    def parse_json_file(self, filename: str) -> tuple[ParsedFile | None, Diagnostics]:
        """Read and parse a JSON-syntax file."""
        existing = self.files.get(filename)
        if existing is not None:
            return existing, Diagnostics()
        if os.path.isdir(filename):
            # Opening succeeds, reading fails: the reference's message for that case.
            return None, Diagnostics([Diagnostic.error(
                "Failed to read file",
                f"{go_quote(filename)} was opened, but reading its contents failed. Check that it is a "
                "readable regular file.")])
        file, diags = parse_json_file(filename)
        if file is None:
            return None, diags
        parsed = ParsedFile(filename, file.source, file.body, "json", file.root)
        self.files[filename] = parsed
        return parsed, diags

    def parse_file(self, filename: str) -> tuple[ParsedFile | None, Diagnostics]:
        """A file in the syntax its name implies (``*.json`` is JSON)."""
        if filename.endswith(".json"):
            return self.parse_json_file(filename)
        return self.parse_hcl_file(filename)
