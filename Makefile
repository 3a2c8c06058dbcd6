# Set-up, generation, tests and benchmarks. `make demo` and `make test` work on a fresh machine.

# Prefer a newer interpreter when one really runs (pyenv shims may exist without a version).
PYTHON ?= $(shell for p in python3.13 $(wildcard $(HOME)/.pyenv/versions/3.13*/bin/python3.13) \
	python3.12 $(wildcard $(HOME)/.pyenv/versions/3.12*/bin/python3.12) python3.11 python3; do \
	if $$p -c 'import sys, venv, ensurepip; assert sys.version_info >= (3, 11)' >/dev/null 2>&1; \
	then echo $$p; break; fi; done)
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: help venv demo test lint generate check-generated bench bench-memory conformance fuzz clean targets trees diagrams playground

help:
	@echo "make demo       set up, then check, format, convert, decode, evaluate and edit the examples"
	@echo "make test       set up and run the whole test suite"
	@echo "make generate   regenerate generated/ from grammar/"
	@echo "make bench      parse benchmark beside python-hcl2"
	@echo "make bench-memory a parse's peak memory, shape by shape and file by file (LINES=100000)"
	@echo "make lint       ruff, and mypy --strict on the hcl package"
	@echo "make conformance the official spec suite through the reference harness"
	@echo "make targets    build the Java, JavaScript, TypeScript and Go parsers and compare them with Python"
	@echo "make trees      rewrite the golden .tokens/.tree/.errors files of grammar/examples"
	@echo "make diagrams   railroad diagrams of the parser rules into grammar/diagrams"
	@echo "make playground build the browser playground into build/playground"
	@echo "make fuzz       atheris on every fuzz target, FUZZ_SECONDS each (default 60)"

venv: $(STAMP)

$(STAMP): pyproject.toml
	@test -n "$(PYTHON)" || { echo "no Python >= 3.11 found" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,grammar]'
	@touch $@

demo: $(STAMP)
	@echo "--- check: parse and report problems"
	$(VENV)/bin/hcl check examples/demo.hcl examples/service.hcl examples/app.hcl
	@echo "--- fmt: the reference formatter's layout, as a diff"
	$(VENV)/bin/hcl fmt --diff examples/messy.hcl
	@echo "--- json: native syntax to the JSON syntax"
	$(VENV)/bin/hcl json examples/service.hcl
	@echo "--- hcldec: decode with a spec"
	$(VENV)/bin/hcldec --spec examples/service.hcldec examples/service.hcl
	@echo "--- eval: an expression with the standard functions"
	$(VENV)/bin/hcl eval --var 'ports=[80, 443]' --with-type '{for p in ports : "port-$${p}" => p + 8000}'
	@echo "--- the library: load, evaluate, decode into dataclasses, edit, format (examples/tour.py)"
	$(PY) examples/tour.py
	@echo "--- an invalid file: diagnostics with exact ranges (exit status 1 is expected)"
	-$(VENV)/bin/hcl check examples/invalid.hcl

test: $(STAMP)
	$(PY) -m pytest -q

# The public surface checked by mypy --strict.
TYPED := hcl

lint: $(STAMP)
	$(PY) -m ruff check hcl tests benchmarks
	$(PY) -m mypy --strict $(TYPED)

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

LINES ?= 100000
bench-memory: $(STAMP)
	$(PY) -m benchmarks.memory --lines $(LINES)

# The reference hclspecsuite on ../shared/specsuite and tests/specsuite against our hcldec, and
# on tests/specsuite against the reference hcldec; skipped when the oracle cannot be built.
conformance: $(STAMP)
	tests/tools/conformance.sh $(VENV)/bin/hcldec

# Other ANTLR targets: generate, build, print the golden examples with each driver, then
# compare every target with Python on the examples, samples and corpus. Targets whose
# tools are missing are skipped with the reason.
TARGETS := java javascript typescript go
targets: $(STAMP)
	@for t in $(TARGETS); do sh grammar/targets/build.sh $$t; s=$$?; \
		if [ $$s -eq 0 ]; then $(PY) -c 'import sys; from tests.grammar.golden import examples, SUFFIX_RULES; \
			sys.stdout.writelines(f"{SUFFIX_RULES[p.suffix]}\t{p}\n" for p in examples())' > build/targets/$$t/examples.txt && \
			build/targets/$$t/run build/targets/$$t/examples.txt > build/targets/$$t/examples.out && \
			echo "$$t: build/targets/$$t/examples.out"; elif [ $$s -ne 3 ]; then exit $$s; fi; done
	$(PY) -m pytest -q tests/grammar/test_targets.py

trees: $(STAMP)
	$(PY) -m tests.grammar.golden --update

diagrams: $(STAMP)
	$(PY) grammar/diagrams/make_diagrams.py

playground: $(STAMP)
	sh grammar/playground/build.sh

# Coverage-guided fuzzing with atheris, in an environment of its own. FUZZ_SECONDS per target.
FUZZ_VENV    := .venv-fuzz
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= native json template eval hcldec format
$(FUZZ_VENV)/.installed: pyproject.toml
	@test -n "$(PYTHON)" || { echo "no Python >= 3.11 found" >&2; exit 1; }
	$(PYTHON) -m venv $(FUZZ_VENV)
	$(FUZZ_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(FUZZ_VENV)/bin/python -m pip install --quiet -e '.[fuzz]'
	@touch $@

fuzz: $(FUZZ_VENV)/.installed
	$(FUZZ_VENV)/bin/python fuzz/seeds.py $(FUZZ_TARGETS)
	@for t in $(FUZZ_TARGETS); do \
		echo "--- fuzzing $$t for $(FUZZ_SECONDS) s"; \
		$(FUZZ_VENV)/bin/python fuzz/fuzz.py $$t -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 \
			-timeout=60 -max_len=65536 -artifact_prefix=fuzz/crash-$$t- fuzz/corpus/$$t || exit 1; \
	done

clean:
	rm -rf $(VENV) $(BENCH_VENV) $(FUZZ_VENV) fuzz/corpus build *.egg-info .pytest_cache .hypothesis
