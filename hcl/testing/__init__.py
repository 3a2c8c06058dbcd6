"""Helpers for testing HCL tools.

:func:`ir_equal` and :func:`strip_ranges` compare IR regardless of source ranges,
:func:`ir_identical` with them;
:mod:`hcl.testing.strategies` has hypothesis strategies generating HCL (import it
explicitly: it needs ``hypothesis`` installed).
"""

from hcl.testing.compare import ir_equal, ir_identical, strip_ranges

__all__ = ["ir_equal", "ir_identical", "strip_ranges"]
