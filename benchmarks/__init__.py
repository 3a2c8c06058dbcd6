"""Benchmarks (``make bench``): this project beside python-hcl2. Never run as tests."""
