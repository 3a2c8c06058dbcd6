"""Printing diagnostics for the ``hcl`` subcommands."""

from __future__ import annotations

import json
import sys

from hcl.diagnostics import Diagnostic


def format_text(diag: Diagnostic) -> str:
    where = ""
    if diag.subject is not None:
        s = diag.subject
        where = f"{s.filename}:{s.start.line}:{s.start.column}: "
    lines = [f"{where}{diag.severity.value}: {diag.summary}"]
    if diag.detail:
        lines.extend("    " + line if line else "" for line in diag.detail.splitlines())
    return "\n".join(lines)


def print_diagnostics(diags: list[Diagnostic], as_json: bool) -> None:
    if as_json:
        print(json.dumps({"diagnostics": [d.to_json() for d in diags]}, indent=2, ensure_ascii=False),
              file=sys.stderr)
    else:
        for diag in diags:
            print(format_text(diag), file=sys.stderr)


