"""ANTLR-generated lexer and parser for HCL (from grammar/ with `make generate`; do not edit)."""
