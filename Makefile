# Set-up, generation, tests and benchmarks. `make demo` and `make test` work on a fresh machine.

# Prefer a newer interpreter when one really runs (pyenv shims may exist without a version).
PYTHON ?= $(shell for p in python3.13 $(wildcard $(HOME)/.pyenv/versions/3.13*/bin/python3.13) \
	python3.12 $(wildcard $(HOME)/.pyenv/versions/3.12*/bin/python3.12) python3.11 python3; do \
	if $$p -c 'import sys, venv, ensurepip; assert sys.version_info >= (3, 11)' >/dev/null 2>&1; \
	then echo $$p; break; fi; done)
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: help venv demo test lint generate check-generated bench conformance clean

help:
	@echo "make demo       set up, then check, decode and evaluate the examples"
	@echo "make test       set up and run the whole test suite"
	@echo "make generate   regenerate generated/ from grammar/"
	@echo "make bench      parse benchmark beside python-hcl2"
	@echo "make lint       ruff"
	@echo "make conformance the official spec suite through the reference harness"

venv: $(STAMP)

$(STAMP): pyproject.toml
	@test -n "$(PYTHON)" || { echo "no Python >= 3.11 found" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,grammar]'
	@touch $@

demo: $(STAMP)
	$(VENV)/bin/hcl check examples/demo.hcl examples/service.hcl
	$(VENV)/bin/hcldec --spec examples/service.hcldec examples/service.hcl
	$(VENV)/bin/hcl eval --var 'ports=[80, 443]' --with-type '{for p in ports : "port-$${p}" => p + 8000}'
	@echo "--- an invalid file: diagnostics with exact ranges (exit status 1 is expected)"
	-$(VENV)/bin/hcl check examples/invalid.hcl

test: $(STAMP)
	$(PY) -m pytest -q

lint: $(STAMP)
	$(PY) -m ruff check hcl tests benchmarks

# The tool runs from grammar/ with relative paths so the generated headers are stable.
generate: $(STAMP)
	cd grammar && ../$(VENV)/bin/antlr4 -Werror -Dlanguage=Python3 -visitor -no-listener \
		-o ../generated -Xexact-output-dir HCLLexer.g4 HCLParser.g4
	$(PY) tests/tools/build_lexer_tables.py
	$(PY) tests/tools/build_parser_dfa.py

# python-hcl2 goes into a benchmark environment of its own, never the main one.
BENCH_VENV := .venv-bench
$(BENCH_VENV)/.installed: pyproject.toml
	@test -n "$(PYTHON)" || { echo "no Python >= 3.11 found" >&2; exit 1; }
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install --quiet -e '.[bench]'
	@touch $@

bench: $(BENCH_VENV)/.installed
	$(BENCH_VENV)/bin/python -m benchmarks $(BENCH_ARGS)

# The reference hclspecsuite on ../shared/specsuite and tests/specsuite against our hcldec, and
# on tests/specsuite against the reference hcldec; skipped when the oracle cannot be built.
conformance: $(STAMP)
	tests/tools/conformance.sh $(VENV)/bin/hcldec

clean:
	rm -rf $(VENV) $(BENCH_VENV) build *.egg-info .pytest_cache .hypothesis
