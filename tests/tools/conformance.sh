#!/usr/bin/env bash
# `make conformance`: the reference spec-suite harness (hclspecsuite, built by
# ../shared/tools/reference-oracle) runs
#   1. the official suite ../shared/specsuite against the project's hcldec,
#   2. the project's suite tests/specsuite against the project's hcldec,
#   3. the project's suite tests/specsuite against the reference hcldec
#      (these tests specify the language, so the reference must pass them too).
# Skips (exit 0, with the reason) when the oracle cannot be built; exits 1 when
# any run fails or the project's hcldec is missing.
#
#   tests/tools/conformance.sh [PROJECT-HCLDEC]     (default: .venv/bin/hcldec)
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root" || exit 1
hcldec=${1:-.venv/bin/hcldec}
oracle=../shared/tools/reference-oracle
upstream=../shared/specsuite
project=tests/specsuite

if [ ! -x "$oracle" ]; then
  echo "conformance: SKIPPED: $oracle is not available"
  exit 0
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! bin=$("$oracle" 2>"$log") || [ ! -x "$bin/hclspecsuite" ] || [ ! -x "$bin/hcldec" ]; then
  echo "conformance: SKIPPED: the reference oracle could not be built:"
  tail -n 20 "$log" | sed 's/^/  /'
  exit 0
fi
case "$hcldec" in */*) ;; *) hcldec=$(command -v "$hcldec" || echo "$hcldec") ;; esac
if [ ! -x "$hcldec" ]; then
  echo "conformance: FAILED: the project's hcldec ($hcldec) is missing; run 'make venv'" >&2
  exit 1
fi
hcldec=$(cd "$(dirname "$hcldec")" && pwd)/$(basename "$hcldec")

failed=()
run() {  # run LABEL SUITE-DIR HCLDEC
  local label=$1 suite=$2 dec=$3 n
  echo "== $label: hclspecsuite $suite $dec"
  if [ ! -d "$suite" ]; then
    echo "   FAILED: $suite is not a directory"
    failed+=("$label")
    return
  fi
  # Each test's name is printed when it starts and again when it ends.
  if "$bin/hclspecsuite" "$suite" "$dec" >"$log"; then
    n=$(($(grep -c '^- ' "$log") / 2))
    echo "   ok: $n tests"
  else
    echo "   FAILED (problems above)"
    failed+=("$label")
  fi
}

run "official suite, project hcldec" "$upstream" "$hcldec"
run "project suite, project hcldec" "$project" "$hcldec"
run "project suite, reference hcldec" "$project" "$bin/hcldec"

if [ ${#failed[@]} -gt 0 ]; then
  printf 'conformance: FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "conformance: all runs passed"
