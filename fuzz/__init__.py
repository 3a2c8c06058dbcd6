"""Fuzzing: targets shared by the atheris harness and the hypothesis fuzz tests."""
