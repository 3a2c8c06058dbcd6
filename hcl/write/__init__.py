"""Writing HCL: the canonical formatter, the layout-preserving document model, printing
IR and values as native-syntax source, and conversion between the native and JSON syntaxes."""

from __future__ import annotations

from hcl.write.document import Document, parse_document
from hcl.write.format import format_source
from hcl.write.json_syntax import json_to_native, native_to_json
from hcl.write.literal import quote_string, value_to_source
from hcl.write.printer import print_body, print_expression, print_file, print_template, print_traversal

__all__ = [
    "Document", "format_source", "json_to_native", "native_to_json", "parse_document", "print_body",
    "print_expression", "print_file", "print_template", "print_traversal", "quote_string", "value_to_source",
]
