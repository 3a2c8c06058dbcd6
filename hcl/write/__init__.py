"""Writing HCL: the canonical formatter, the layout-preserving document model, and
printing IR and values as native-syntax source."""

from __future__ import annotations

from hcl.write.format import format_source

__all__ = ["format_source"]
