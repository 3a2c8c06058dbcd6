"""The HCL native syntax: ANTLR-generated lexer and parser, lowered to the IR."""

from hcl.native.parser import parse_config, parse_expression, parse_template, parse_traversal

__all__ = ["parse_config", "parse_expression", "parse_template", "parse_traversal"]
