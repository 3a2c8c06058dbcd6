"""Writing HCL: the canonical formatter and the layout-preserving document model."""

from __future__ import annotations

from hcl.write.format import format_source

__all__ = ["format_source"]
