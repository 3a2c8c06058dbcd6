"""Writing HCL: the canonical formatter, the layout-preserving document model, and
printing IR and values as native-syntax source."""

from __future__ import annotations

from hcl.write.document import Document, parse_document
from hcl.write.format import format_source

__all__ = ["Document", "format_source", "parse_document"]
