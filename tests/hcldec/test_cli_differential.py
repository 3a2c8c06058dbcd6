"""The ``hcldec`` command against the reference: recorded results always, the live reference when available.

The recorded results (``cli_cases.expected.json``) come from the reference
command; re-record them with ``tests/tools/record_hcldec_reference.py``. The
live comparison runs when ``HCL_REFERENCE_BIN`` names the directory of the
reference binaries (``../shared/tools/reference-oracle`` prints it).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .cli_cases import CASES
from .reference import compare, load_expected, materialized, reference_bin, run_binary, run_ours

EXPECTED = load_expected()
COMPARED = [c for c in CASES if not c.get("deviation")]
DEVIATIONS = [c for c in CASES if c.get("deviation")]


def test_enough_cases_recorded() -> None:
    assert len(COMPARED) >= 60
    assert {c["name"] for c in CASES} <= set(EXPECTED), "re-record: tests/tools/record_hcldec_reference.py"


@pytest.mark.parametrize("case", COMPARED, ids=[c["name"] for c in COMPARED])
def test_matches_recorded_reference(case: dict) -> None:
    recorded = EXPECTED.get(case["name"])
    if recorded is None:
        pytest.skip("not recorded yet: run tests/tools/record_hcldec_reference.py")
    problems = compare(run_ours(case), recorded)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("case", COMPARED, ids=[c["name"] for c in COMPARED])
def test_matches_live_reference(case: dict) -> None:
    exe = reference_bin()
    if exe is None:
        pytest.skip("HCL_REFERENCE_BIN does not name the reference binaries (../shared/tools/reference-oracle)")
    problems = compare(run_ours(case), run_binary(exe, case))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("case", DEVIATIONS, ids=[c["name"] for c in DEVIATIONS])
def test_deviations_are_real(case: dict) -> None:
    """Each documented deviation still differs from the recorded reference (else drop the deviation)."""
    assert compare(run_ours(case), EXPECTED[case["name"]])


def test_console_script() -> None:
    """The installed ``hcldec`` script (or the module) runs as a separate process."""
    case = next(c for c in CASES if c["name"] == "attr_primitives")
    script = shutil.which("hcldec", path=str(Path(sys.executable).parent))
    with materialized(case) as root:
        cmd = [script] if script else [sys.executable, "-c", "from hcl.hcldec.cli import main; main()"]
        args = ["--spec=spec.hcldec", "--diags=json", "--with-type", "--keep-nulls", "in.hcl"]
        proc = subprocess.run([*cmd, *args], cwd=root, capture_output=True, check=False, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.decode() == EXPECTED["attr_primitives"]["stdout"]
