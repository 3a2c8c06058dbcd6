"""Error recovery of one parse does not depend on what the process parsed before.

The Python ANTLR runtime's ``DefaultErrorStrategy.sync`` adds tokens to the set that
``getExpectedTokens`` returns, which is the set the ATN caches for a state; recovery
in one parse then changed how later parses recover. ``hcl.native.parser`` hands the
strategy a copy, so the ATN's cached sets never change.
"""

from __future__ import annotations

from pathlib import Path

import hcl
from hcl._generated.HCLParser import HCLParser
from hcl.testing import strip_ranges

SAMPLES = Path(__file__).resolve().parent / "samples"


def _cached_follow_sets() -> dict[int, str]:
    return {s.stateNumber: str(s.nextTokenWithinRule) for s in HCLParser.atn.states
            if s is not None and s.nextTokenWithinRule is not None}


def test_recovery_leaves_the_atns_cached_token_sets_unchanged() -> None:
    broken = sorted((SAMPLES / "invalid").glob("*.hcl"))
    for path in broken:  # fill the caches
        hcl.parse(path.read_bytes(), path.name)
    before = _cached_follow_sets()
    for path in broken:
        hcl.parse(path.read_bytes(), path.name)
    after = _cached_follow_sets()
    changed = {n for n in before if before[n] != after.get(n)}
    assert not changed


def test_partial_ir_is_the_same_before_and_after_other_broken_files() -> None:
    broken = sorted((SAMPLES / "invalid").glob("*.hcl"))
    first = {p.name: repr(strip_ranges(hcl.parse(p.read_bytes(), p.name)[0])) for p in broken}
    again = {p.name: repr(strip_ranges(hcl.parse(p.read_bytes(), p.name)[0])) for p in reversed(broken)}
    assert first == again
