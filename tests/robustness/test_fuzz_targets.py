"""The fuzz targets of ``fuzz/targets.py`` under hypothesis: bounded and derandomized in CI.

Inputs are arbitrary bytes, and seeds from the test samples mutated by small edits.
Each target checks the invariants itself (no exception escapes, diagnostics inside the
input, bounded output and work); parsing additionally costs a bounded number of
operations per input byte. Failures found by fuzzing are kept below as explicit examples.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import hcl
from fuzz.seeds import seed_files, seeds_for
from fuzz.targets import TARGETS, format_available
from tests.robustness.counting import call_events

_SEEDS = {name: sorted(seeds_for(name, seed_files()), key=len)[:300] for name in TARGETS}

# Tokens that make syntax interesting to splice into seeds.
_FRAGMENTS = [b"${", b"%{", b"}", b"{", b"[", b"]", b"(", b")", b"<<EOT\n", b"\nEOT\n", b'"', b"\\", b"\n",
              b"for x in y :", b"[*]", b".*", b"?", b":", b"=>", b"...", b"\xff", b"\x00", b"\r", b"#", b"/*",
              b"try(", b"can(", b"1e999", b"-", b"!", b"\xed\xa0\x80", "\u0600".encode()]


@st.composite
def _mutated(draw: st.DrawFn, target: str) -> bytes:
    seeds = _SEEDS[target] or [b""]
    data = bytearray(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(data)))
        choice = draw(st.integers(0, 2))
        if choice == 0:
            data[at:at] = draw(st.sampled_from(_FRAGMENTS))
        elif choice == 1:
            del data[at:at + draw(st.integers(1, 8))]
        else:
            data[at:at] = draw(st.binary(max_size=8))
    return bytes(data)


def _inputs(target: str) -> st.SearchStrategy[bytes]:
    return st.one_of(st.binary(max_size=200), st.text(max_size=100).map(lambda s: s.encode("utf-8", "surrogatepass")),
                     _mutated(target))


@pytest.mark.parametrize("target", ["native", "json", "template", "eval", "hcldec"])
def test_seeds_hold_the_invariants(target: str) -> None:
    assert _SEEDS[target], f"no seeds for {target}"
    for seed in _SEEDS[target][:100]:
        TARGETS[target](seed)


@settings(max_examples=60)
@given(_inputs("native"))
@example(b"a = [*]\n")
@example(b"{for x in y: x}")
@example(b"a = <<EOT\n${\n")
@example("\ud800".encode("utf-8", "surrogatepass"))
def test_native(data: bytes) -> None:
    TARGETS["native"](data)


@settings(max_examples=60)
@given(_inputs("json"))
@example(b'{"a": "\xd8\x80"}')
@example(b'{"a": ' + b"[" * 300 + b"]" * 300 + b"}")
def test_json(data: bytes) -> None:
    TARGETS["json"](data)


@settings(max_examples=60)
@given(_inputs("template"))
@example(b"%{ for x in [1, 2] }${x}%{ endfor }")
@example(b"%{for x in l<<T\n${<<T\n%{endfor}")  # found by fuzzing: a misplaced directive the pairing accepted
def test_template(data: bytes) -> None:
    TARGETS["template"](data)


@settings(max_examples=60)
@given(_inputs("eval"))
@example(b"length(var.x) > 0 ? [var.x] : []")  # found by fuzzing: an internal error before
@example(b'format("%d", 1e4300)')
@example(b"try(" * 20 + b"1" + b")" * 20)
def test_evaluation(data: bytes) -> None:
    TARGETS["eval"](data)


@settings(max_examples=30)
@given(_inputs("hcldec"))
def test_hcldec(data: bytes) -> None:
    TARGETS["hcldec"](data)


@pytest.mark.skipif(not format_available(), reason="the formatter (hcl.write.format) is not installed")
@settings(max_examples=60)
@given(_inputs("format"))
def test_format(data: bytes) -> None:
    TARGETS["format"](data)


# Parsing work: at most this many interpreter call events per input byte, plus a fixed start-up.
_EVENTS_PER_BYTE = 6_000
_EVENTS_FIXED = 60_000


@settings(max_examples=25)
@given(_inputs("native"))
def test_parsing_costs_bounded_operations_per_byte(data: bytes) -> None:
    events = call_events(lambda: hcl.parse(data, "fuzz.hcl"))
    assert events <= _EVENTS_FIXED + _EVENTS_PER_BYTE * len(data)


def test_fuzz_harness_lists_every_target() -> None:
    source = (Path(__file__).resolve().parents[2] / "fuzz" / "fuzz.py").read_text()
    assert "TARGETS" in source and set(TARGETS) == {"native", "json", "template", "eval", "hcldec", "format"}
