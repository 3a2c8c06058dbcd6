"""Writing diagnostics and progress for the ``hcl`` subcommands (text through :mod:`hcl.render`)."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterable, Mapping

from hcl.diagnostics import Diagnostic
from hcl.render import Source, diagnostics_to_json, render_diagnostics, use_color

__all__ = ["print_diagnostics"]


def print_diagnostics(diags: Iterable[Diagnostic], as_json: bool = False, *,
                      sources: Mapping[str, Source] | None = None) -> None:
    """Diagnostics on standard error: rendered with source lines, or as hcldec's JSON."""
    diags = list(diags)
    if as_json:
        print(diagnostics_to_json(diags), file=sys.stderr)
        return
    if not diags:
        return
    tty = use_color(sys.stderr)
    width = min(shutil.get_terminal_size((80, 24)).columns, 100) - 2 if sys.stderr.isatty() else 78
    sys.stderr.write(render_diagnostics(diags, sources=sources, color=tty, width=width))
    sys.stderr.flush()
