"""Writing diagnostics for the ``hcl`` subcommands (all text comes from :mod:`hcl.render`)."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterable, Mapping
from typing import TextIO

from hcl.diagnostics import Diagnostic
from hcl.render import Source, diagnostics_to_json, render_diagnostics, use_color

__all__ = ["print_diagnostics", "print_json_diagnostics", "text_width"]


def print_diagnostics(diags: Iterable[Diagnostic], as_json: bool = False, *,
                      sources: Mapping[str, Source] | None = None) -> None:
    """Diagnostics on standard error: rendered with source lines, or as hcldec's JSON."""
    diags = list(diags)
    if as_json:
        print_json_diagnostics(diags, sys.stderr)
        return
    if not diags:
        return
    stream = sys.stderr
    stream.write(render_diagnostics(diags, sources=sources, color=use_color(stream), width=text_width(stream)))
    stream.flush()


def text_width(stream: TextIO) -> int:
    """The width to wrap diagnostic details at on ``stream``: the terminal's, else 78."""
    if _isatty(stream):
        return max(min(shutil.get_terminal_size((80, 24)).columns, 100) - 2, 20)
    return 78


def print_json_diagnostics(diags: Iterable[Diagnostic], stream: TextIO) -> None:
    """``{"diagnostics": [...]}`` and a newline on ``stream``."""
    stream.write(diagnostics_to_json(diags) + "\n")
    stream.flush()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False
