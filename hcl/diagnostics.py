"""Diagnostics: the one way every syntax and evaluation problem is reported."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from hcl.pos import Range


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem: a short summary, a detail that says what to do, and where.

    ``subject`` is the tight range of the problem; ``context`` optionally a wider
    range around it (for example a whole attribute).
    """

    severity: Severity
    summary: str
    detail: str = ""
    subject: Range | None = None
    context: Range | None = None

    @classmethod
    def error(
        cls, summary: str, detail: str = "", subject: Range | None = None,
        context: Range | None = None,
    ) -> Diagnostic:
        return cls(Severity.ERROR, summary, detail, subject, context)

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def __str__(self) -> str:
        where = f"{self.subject}: " if self.subject is not None else ""
        return f"{where}{self.summary}; {self.detail}" if self.detail else f"{where}{self.summary}"

    def to_json(self, *, with_context: bool = False) -> dict[str, object]:
        """The reference ``hcldec --diags=json`` shape of one diagnostic.

        That shape has no context range; ``with_context`` adds it.
        """
        out: dict[str, object] = {"severity": self.severity.value, "summary": self.summary}
        if self.detail:
            out["detail"] = self.detail
        if self.subject is not None:
            out["subject"] = self.subject.to_json()
        if with_context and self.context is not None:
            out["context"] = self.context.to_json()
        return out


class Diagnostics(list[Diagnostic]):
    """A list of diagnostics with a few conveniences."""

    def __init__(self, items: Iterable[Diagnostic] = ()) -> None:
        super().__init__(items)

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self)

    def errors(self) -> Diagnostics:
        return Diagnostics(d for d in self if d.severity is Severity.ERROR)

    def __str__(self) -> str:
        if not self:
            return "no diagnostics"
        if len(self) == 1:
            return str(self[0])
        return f"{self[0]}, and {len(self) - 1} other diagnostic(s)"
