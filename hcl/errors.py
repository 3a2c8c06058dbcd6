"""The one exception the data-level API raises: :class:`HCLError`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from hcl.diagnostics import Diagnostic, Diagnostics, Severity

# How many diagnostics str() renders with their source lines (all get a first line).
RENDERED = 5


class HCLError(ValueError):
    """Raised by :func:`hcl.loads`, :func:`hcl.load` and :func:`hcl.decode` on errors.

    ``diagnostics`` holds every diagnostic (warnings included); ``str()`` renders
    each error with its file, line and column and the source lines around it.
    """

    def __init__(self, diagnostics: Iterable[Diagnostic],
                 sources: Mapping[str, bytes] | None = None) -> None:
        self.diagnostics = Diagnostics(diagnostics)
        self.sources: dict[str, bytes] = dict(sources or {})
        shown = self.errors or list(self.diagnostics)
        super().__init__(_one_line(shown[0]) if shown else "HCL error")

    @property
    def errors(self) -> list[Diagnostic]:
        """The error diagnostics (without warnings)."""
        return [d for d in self.diagnostics if d.severity is Severity.ERROR]

    def __str__(self) -> str:
        from hcl.render import render_diagnostics  # the renderer parses; load it only here

        shown = self.errors or list(self.diagnostics)
        heads = "".join(f"{_one_line(d)}\n" for d in shown)
        text = render_diagnostics(shown[:RENDERED], sources=self.sources).rstrip("\n")
        more = len(shown) - RENDERED
        if more > 0:
            text += f"\n\n(and {more} more; every diagnostic is in .diagnostics)"
        return heads + "\n" + text


def _one_line(diag: Diagnostic) -> str:
    """``file:line:column: summary``, or just the summary without a subject."""
    where = diag.subject
    if where is None:
        return diag.summary
    name = where.filename or "<input>"
    return f"{name}:{where.start.line}:{where.start.column}: {diag.summary}"
