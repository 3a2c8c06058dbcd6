"""Helpers for testing HCL tools: hypothesis strategies that generate valid HCL.

Import :mod:`hcl.testing.strategies` (it needs ``hypothesis`` installed).
"""
